import { GuidekitError } from '../../core/GuidekitError.js';
import { formatRefusal } from './formatRefusal.js';
import { readQuestion, type ReadQuestionOptions } from './readQuestion.js';
import type { AskDictionaries, RoutedQuestion } from './types.js';

/** Options of {@link routeQuestion}. */
export type RouteQuestionOptions = ReadQuestionOptions;

/**
 * Routes a natural-language question about markets, sports, races or prediction markets to the catalog endpoints that
 * answer it: {@link readQuestion}, throwing when no intent fits. Deterministic and pure.
 *
 * @remarks
 * The question is split into words (accents folded); misspelt words one or two edits from a one-word phrase of the
 * lexicon are read as it, never a listed ticker or an English word; phrases of the dictionaries are found longest first
 * (instrument names and the instrument table's aliases, the SEC list's companies and tickers, currencies, leagues, the
 * router's and the caller's teams and players, themes, families, categories, racecourses, golf events, F1 races,
 * release words); numbers are read with their units, comparisons and deadlines ("above 3%", "100k by christmas"). The
 * grammar then tries each intent in a fixed order (docs/ask-analysis-event.md#the-grammar) and the first whose cue words
 * and entities are present routes the question. Confidence is the share of content words the grammar accounted for,
 * lowered by 0.1 for each parameter it had to default or could not read and 0.05 for each typo it read through.
 *
 * @param text - The question (1 to 2000 characters). English.
 * @param dictionaries - {@link AskDictionaries}: teams and players on top of the router's own, venue market titles.
 * @param options - {@link RouteQuestionOptions}.
 * @returns The intent, the routes with their parameters, the entities with their spans, the confidence and what was
 *   not understood.
 * @throws {@link GuidekitError} `unroutable_question` on field `question` when no intent fits: the message says what was
 *   understood, what was missing, and suggests forms. `invalid_question` when the text is empty or too long.
 * @example
 * ```ts
 * routeQuestion('Is gold a buy this week?').routes[0] //=> { operation_id: 'signalGenerate', params: { instrument: 'XAUUSD', timeframe: '1d' } }
 * ```
 * @see docs/ask-analysis-event.md
 */
export function routeQuestion(text: string, dictionaries: AskDictionaries = {}, options: RouteQuestionOptions = {}): RoutedQuestion {
  const fn = 'routeQuestion';
  const read = readQuestion(text, dictionaries, { ...options, caller: fn });
  if ('refused' in read) {
    throw new GuidekitError(formatRefusal(fn, read.reason), {
      code: 'unroutable_question',
      field: 'question',
    });
  }
  return read;
}
