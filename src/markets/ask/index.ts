/**
 * The question router and the question report: routeQuestion, its dictionaries and intents, the report composer, the
 * figure check of narratives and the validation of a language model's reading (docs/ask-analysis-event.md).
 * @packageDocumentation
 */
export { routeQuestion, type RouteQuestionOptions } from './routeQuestion.js';
export { readQuestion, MAX_QUESTION_LENGTH, QUESTION_FORMS, type ReadQuestionOptions, type UnroutedQuestion } from './readQuestion.js';
export {
  ASK_INTENTS,
  type AskIntent,
  type AskEntity,
  type AskEntityKind,
  type AskRoute,
  type AskCorrection,
  type RoutedQuestion,
  type AskSportsName,
  type AskSportsDictionary,
  type AskMarketTitle,
  type AskDictionaries,
} from './types.js';
export { ASK_INTENT_OPERATIONS } from './intentOperations.js';
export { composeAskReport, type AskReport, type EngineCall, type EngineCallStatus, type HeadlineFigure, type ReportedCall, type ComposeAskReportOptions } from './composeAskReport.js';
export { findForeignFigures } from './findForeignFigures.js';
export { chooseNarrative, type ChosenNarrative } from './chooseNarrative.js';
export { readModelRouting, MODEL_ROUTING_CONFIDENCE } from './readModelRouting.js';
export type { QuestionParser, NarrativeRequest } from './QuestionParser.js';
export { ASK_VOCABULARY, type AskVocabulary } from '../rules/askVocabulary.js';
export { SPORTS_LEAGUES, type SportsLeague, type SportGroup } from '../rules/sportsLeagues.js';
