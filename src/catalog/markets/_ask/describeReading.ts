import type { UnroutedQuestion } from '../../../markets/ask/readQuestion.js';
import type { RoutedQuestion } from '../../../markets/ask/types.js';
import { ROUTABLE_ENDPOINTS } from './routableEndpoints.js';

/**
 * How a question was read, as `guidekit ask --explain` prints it and every analysis answer and its 400/503/409
 * problems carry it (`explain`): the intent, each route as the endpoint's path with the parameters read, what was not
 * understood and the confidence; or, for a question no intent fits, the refusal's reason and forms that would work.
 */
export type QuestionExplanation =
  | {
      readonly question: string;
      readonly intent: RoutedQuestion['intent'];
      readonly routes: readonly { readonly path: string; readonly params: Readonly<Record<string, string>> }[];
      readonly not_understood: readonly string[];
      readonly confidence: number;
    }
  | { readonly question: string; readonly refused: true; readonly reason: string; readonly suggestions: readonly string[] };

/**
 * The explain block of a reading (the grammar's or a validated language-model reading).
 *
 * @param reading - The routed question, or the refusal.
 * @returns The explain block.
 * @example
 * ```ts
 * describeReading(readQuestion('Is gold a buy?')).routes[0].path //=> '/api/signal/generate'
 * ```
 * @see docs/ask-analysis-event.md#the-explain-block
 */
export function describeReading(reading: RoutedQuestion | UnroutedQuestion): QuestionExplanation {
  if ('refused' in reading) return { question: reading.question, refused: true, reason: reading.reason, suggestions: reading.suggestions };
  return {
    question: reading.question,
    intent: reading.intent,
    routes: reading.routes.map((r) => ({ path: ROUTABLE_ENDPOINTS.get(r.operation_id)?.path ?? r.operation_id, params: r.params })),
    not_understood: reading.not_understood,
    confidence: reading.confidence,
  };
}
