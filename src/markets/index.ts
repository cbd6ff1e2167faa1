/**
 * guidekit/markets: market-analysis engines. So far: technical indicators in batch (typed arrays, TA-Lib's
 * lookback and seeding) and streaming form. Signals and scanners land with the market-signal issue.
 * @packageDocumentation
 */
export * from './indicators/index.js';
// The signal engine: calls with walk-forward probabilities, the scanner ranking and the calibration tools.
export * from './signals/index.js';
// Re-exported so a caller of guidekit/markets can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
