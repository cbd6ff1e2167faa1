import { readQuestion } from '../../../markets/ask/readQuestion.js';
import { describeReading, type QuestionExplanation } from './describeReading.js';

/** Options of {@link explainQuestion}. */
export interface ExplainQuestionOptions {
  /** ISO date the question is read at (deadlines, seasons, tables). Default: the newest tables, nothing dated. */
  readonly asOf?: string;
}

/**
 * How the question endpoints would route a question, calling no data source and no engine: the grammar's reading as an
 * explain block (`guidekit ask --explain`).
 *
 * @param question - The question.
 * @param options - {@link ExplainQuestionOptions}.
 * @returns The explain block: routes with paths and parameters, or the refusal with forms that would work.
 * @throws {@link GuidekitError} `invalid_question` for an empty or over-long question.
 * @example
 * ```ts
 * explainQuestion('Chiefs -3.5 against the Bills', { asOf: '2026-11-25' })
 * //=> { question, intent: 'sports_pick', routes: [{ path: '/api/signal/sports', params: { sport: 'nfl', market: 'spreads', line: '-3.5', ... } }], ... }
 * ```
 * @see docs/ask-analysis-event.md#the-explain-block
 */
export function explainQuestion(question: string, options: ExplainQuestionOptions = {}): QuestionExplanation {
  return describeReading(readQuestion(question, {}, options.asOf === undefined ? {} : { asOf: options.asOf }));
}
