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
  ExitReason, MarketDataSource, PositionSizing, PositionView, PrepareContext, PreparedStrategy, PriceLevel, ReverseAction,
} from './types.js';
export type { LongWorkOptions } from './_lib/longWork.js';
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
export { renderBacktestReport, type RenderBacktestReportOptions, type EquityBand, type BacktestReportData, type ReportTrade } from './renderBacktestReport.js';
export {
  renderPredictionMarketReport,
  type RenderPredictionMarketReportOptions,
  type PredictionMarketReportInput,
  type PredictionMarketReportTrade,
  type ReportAmount,
} from './renderPredictionMarketReport.js';
export type { ReportIndicator } from './_lib/reportIndicators.js';
export type { ReportCalibrationRow } from './_lib/reportCalibration.js';
export {
  parsePredictionMarkets,
  type ParsePredictionMarketsOptions,
  type ParsePredictionMarketsResult,
  type MarketIssue,
} from './predictionMarkets/parsePredictionMarkets.js';
export { generateSyntheticMarkets, type GenerateSyntheticMarketsOptions } from './predictionMarkets/generateSyntheticMarkets.js';
export { readVenueMarkets, type ReadVenueMarketsOptions, type ReadVenueMarketsResult } from './predictionMarkets/readVenueMarkets.js';
export {
  runPredictionMarketBacktest,
  type PredictionMarketStrategy,
  type RunPredictionMarketBacktestOptions,
  type PredictionMarketTrade,
  type PredictionMarketBacktestResult,
} from './predictionMarkets/runPredictionMarketBacktest.js';
export type { MarketStatus, MarketVenue, MarketQuote, PredictionMarket } from './predictionMarkets/types.js';
export { KALSHI_TAKER_FEE, POLYMARKET_TRADING_FEE, type VenueFeeRule } from './predictionMarkets/rules/venueFees.js';
export { THIN_BOOK_SPREAD, type ThinBookSpreadRule } from './predictionMarkets/rules/thinBookSpread.js';
export {
  compileMarketRule,
  MARKET_RULE_EXAMPLES,
  type CompileMarketRuleOptions,
  type CompileMarketRuleResult,
  type MarketRuleProblem,
} from './predictionMarkets/compileMarketRule.js';
export { marketRuleSpecSchema, MARKET_RULE_SPEC_VERSION, type MarketRuleSpec } from './predictionMarkets/marketRuleSpecSchema.js';
export {
  simulateMarketRule,
  type SimulateMarketRuleOptions,
  type MarketSimulationResult,
  type MarketSimTrade,
  type MarketSimGroup,
  type MarketSimCalibrationRow,
  type MarketSimulationProgress,
} from './predictionMarkets/simulateMarketRule.js';
export { createMemoryCorpus } from './predictionMarkets/createMemoryCorpus.js';
export type { PredictionMarketCorpus, CorpusVenue, CorpusMarket, CorpusTrade, CorpusEntry, CorpusFilter, CorpusVenueStatus } from './predictionMarkets/PredictionMarketCorpus.js';
export { bootstrapTradePnl, type TradePnlBootstrap, type PnlBand } from './predictionMarkets/_lib/bootstrapTradePnl.js';
export { sweepParameters, type SweepParametersResult, type SweepParametersOptions, type StrategyFactory, type ParameterGrid, type SweepMetric } from './sweepParameters.js';
export { runWalkForward, type RunWalkForwardOptions, type RunWalkForwardResult, type WalkForwardWindowResult } from './runWalkForward.js';
export {
  simulateMonteCarlo,
  type SimulateMonteCarloOptions,
  type SimulateMonteCarloResult,
  type TradeReturnsInput,
  type MonteCarloBands,
  type PercentileBand,
  type EquityBands,
} from './simulateMonteCarlo.js';
export { simulateBlockBootstrap, type SimulateBlockBootstrapOptions, type SimulateBlockBootstrapResult, type BlockMethod } from './simulateBlockBootstrap.js';
export { computeProbabilisticSharpe, type ComputeProbabilisticSharpeOptions, type ProbabilisticSharpeResult } from './computeProbabilisticSharpe.js';
export { computeDeflatedSharpe, type ComputeDeflatedSharpeOptions, type DeflatedSharpeResult } from './computeDeflatedSharpe.js';
export { estimatePbo, type EstimatePboOptions, type PboInput, type PboResult } from './estimatePbo.js';
export { computeMinBacktestLength, type ComputeMinBacktestLengthOptions, type MinBacktestLengthResult } from './computeMinBacktestLength.js';
export {
  assessOverfitting,
  type AssessOverfittingInput,
  type AssessOverfittingOptions,
  type AssessOverfittingResult,
  type OverfittingThresholds,
  type OverfittingCheck,
  type OverfittingCheckCode,
} from './assessOverfitting.js';
export type { SharpeSample } from './_lib/sharpeSample.js';
export type { RunFigures } from './_lib/sweepMetric.js';
