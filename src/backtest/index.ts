/**
 * guidekit/backtest: a bar-by-bar backtest engine with backtesting.py's broker semantics and statistics.
 * @packageDocumentation
 */
export { runBacktest, type RunBacktestOptions } from './runBacktest.js';
export { computeBacktestStats, type BacktestStats, type ComputeBacktestStatsOptions } from './computeBacktestStats.js';
export { parseOhlcvCsv, type CsvRowIssue, type ParseOhlcvCsvOptions, type ParseOhlcvCsvResult } from './parseOhlcvCsv.js';
export { createSmaCrossStrategy, type SmaCrossOptions } from './createSmaCrossStrategy.js';
export type {
  BacktestAction, BacktestResult, BacktestStrategy, BacktestSummary, BacktestTrade, Bars, DateRange, EnterAction, ExitAction,
  ExitReason, MarketDataSource, PositionSizing, PositionView, PreparedStrategy, PriceLevel, ReverseAction,
} from './types.js';
// Re-exported so a caller of guidekit/backtest can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
export { compileRule, type CompileRuleOptions, type CompileRuleResult } from './compileRule.js';
export { createRuleStrategy, type CreateRuleStrategyOptions } from './createRuleStrategy.js';
export {
  ruleSpecSchema,
  ruleConditionSchema,
  ruleSeriesSchema,
  ruleExitLevelSchema,
  ruleSizingSchema,
  RULE_SPEC_VERSION,
  MAX_RULE_PERIOD,
  PRICE_FIELDS,
  type RuleSpec,
  type RuleSpecInput,
  type RuleCondition,
  type RuleSeries,
  type RuleExitLevel,
  type RuleEntry,
  type RuleGate,
  type PriceField,
} from './ruleSpecSchema.js';
export { renderBacktestReport, type RenderBacktestReportOptions, type EquityBand } from './renderBacktestReport.js';
export {
  parsePredictionMarkets,
  type ParsePredictionMarketsOptions,
  type ParsePredictionMarketsResult,
  type MarketIssue,
} from './predictionMarkets/parsePredictionMarkets.js';
export { generateSyntheticMarkets, type GenerateSyntheticMarketsOptions } from './predictionMarkets/generateSyntheticMarkets.js';
export {
  runPredictionMarketBacktest,
  type PredictionMarketStrategy,
  type RunPredictionMarketBacktestOptions,
  type PredictionMarketTrade,
  type PredictionMarketBacktestResult,
} from './predictionMarkets/runPredictionMarketBacktest.js';
export type { MarketStatus, MarketVenue, MarketQuote, PredictionMarket } from './predictionMarkets/types.js';
export { KALSHI_TAKER_FEE, POLYMARKET_TRADING_FEE, type VenueFeeRule } from './predictionMarkets/rules/venueFees.js';
