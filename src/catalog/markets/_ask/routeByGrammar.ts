import { readQuestion, type UnroutedQuestion } from '../../../markets/ask/readQuestion.js';
import type { RoutedQuestion } from '../../../markets/ask/types.js';
import { ROUTABLE_ENDPOINTS } from './routableEndpoints.js';

/**
 * The reading of a question by the grammar alone, as the question endpoints read it (the router's own dictionaries):
 * the routing with each route marked served or not, or the grammar's refusal (a language model may still read it).
 *
 * @param question - The question.
 * @param asOf - ISO date of the question; default the newest tables.
 * @returns The routing and its served routes, or the refusal.
 * @throws {@link GuidekitError} for an empty or over-long question.
 * @example
 * ```ts
 * routeByGrammar('Is gold a buy?', '2026-11-25').served
 * ```
 */
export function routeByGrammar(question: string, asOf?: string): { readonly routed: RoutedQuestion; readonly served: RoutedQuestion['routes'] } | UnroutedQuestion {
  const read = readQuestion(question, {}, asOf === undefined ? {} : { asOf });
  if ('refused' in read) return read;
  return { routed: read, served: read.routes.filter((r) => ROUTABLE_ENDPOINTS.get(r.operation_id)?.run !== undefined) };
}
