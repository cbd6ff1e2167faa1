/**
 * The signal engine of guidekit/markets: one call per instrument with a walk-forward, sample-size-aware probability
 * (generateSignal), the scanner ranking (rankSignals), the shrinkage behind the probability (shrinkHitRate), and the
 * calibration report's tools (evaluateSignalCalibration, scoreProbabilityForecasts), and the edge gate a call passes before
 * it is sold (gateSignalEdge over markets.signal_edge). See docs/signal-model.md and docs/signal-declines.md.
 * @packageDocumentation
 */
export {
  generateSignal,
  type GenerateSignalOptions,
  type GenerateSignalResult,
  type GenerateSignalReason,
  type GenerateSignalReasonCode,
  type SignalFactor,
  type SignalFactorName,
  type SignalHistory,
} from './generateSignal.js';
export { rankSignals, type RankSignalsOptions, type RankSignalsResult, type RankableSignal, type RankableCall, type RankedSignal } from './rankSignals.js';
export { shrinkHitRate, type ShrinkHitRateOptions, type ShrinkHitRateResult } from './shrinkHitRate.js';
export {
  scoreProbabilityForecasts,
  type ScoreProbabilityForecastsOptions,
  type ProbabilityForecastScores,
  type ReliabilityBin,
} from './scoreProbabilityForecasts.js';
export {
  evaluateSignalCalibration,
  type EvaluateSignalCalibrationOptions,
  type EvaluateSignalCalibrationResult,
  type CalibrationEvent,
  type ForecasterComparison,
} from './evaluateSignalCalibration.js';
export { SIGNAL_MODEL, type SignalModel } from './rules/signalModel.js';
export type { RankSignalsKey } from './messages/rankSignals.js';
export type { GenerateSignalKey } from './messages/generateSignal.js';
export { gateSignalEdge, type GateSignalEdgeOptions, type SignalEdgeGate, type SignalEdgeFigures } from './gateSignalEdge.js';
export { MARKETS_SIGNAL_EDGE, SIGNAL_EDGE_CLASSES, type SignalEdgeClass, type SignalEdgeMeasure, type SignalEdgeTable } from '../rules/signalEdge.js';
