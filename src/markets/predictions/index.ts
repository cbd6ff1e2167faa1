/**
 * Prediction markets: the venue-neutral market model and the pure pricing helpers (executable book walk, venue fees,
 * annualised return, quarter-Kelly sizing). The venue adapters live in src/adapters/predictions.
 * @packageDocumentation
 */
export * from './types.js';
export { walkBook, type WalkBookLevel, type WalkBookOptions, type WalkBookResult } from './walkBook.js';
export { computeKalshiFee, type KalshiFill, type ComputeKalshiFeeOptions, type ComputeKalshiFeeResult } from './computeKalshiFee.js';
export { computePolymarketFee, type PolymarketFill, type ComputePolymarketFeeOptions, type ComputePolymarketFeeResult } from './computePolymarketFee.js';
export { computeAnnualisedReturn, type AnnualisedReturnInput, type ComputeAnnualisedReturnOptions, type AnnualisedReturnResult } from './computeAnnualisedReturn.js';
export { sizeQuarterKelly, type KellyContract, type SizeQuarterKellyOptions, type SizeQuarterKellyResult } from './sizeQuarterKelly.js';
export { KALSHI_FEE_COEFFICIENTS, KALSHI_FEE_ROUNDING, type KalshiFeeCoefficients, type KalshiFeeRounding } from './rules/kalshiFees.js';
