import { isGuidekitError } from '../../../core/isGuidekitError.js';
import { routeQuestion } from '../../../markets/ask/routeQuestion.js';
import type { RoutedQuestion } from '../../../markets/ask/types.js';
import { ROUTABLE_ENDPOINTS } from './routableEndpoints.js';

/**
 * The routing of a question by the grammar alone, or null when the grammar cannot read it (a language model may
 * still); with each route marked served or not.
 *
 * @param question - The question.
 * @param asOf - ISO date of the tables; default the newest.
 * @returns The routing and its served routes, or null.
 * @throws {@link GuidekitError} for an empty or over-long question.
 * @example
 * ```ts
 * routeByGrammar('Is gold a buy?', '2026-11-25')?.served
 * ```
 */
export function routeByGrammar(question: string, asOf?: string): { readonly routed: RoutedQuestion; readonly served: RoutedQuestion['routes'] } | null {
  let routed: RoutedQuestion;
  try {
    routed = routeQuestion(question, {}, asOf === undefined ? {} : { asOf });
  } catch (error) {
    if (isGuidekitError(error) && error.code === 'unroutable_question') return null;
    throw error;
  }
  return { routed, served: routed.routes.filter((r) => ROUTABLE_ENDPOINTS.get(r.operation_id)?.run !== undefined) };
}
