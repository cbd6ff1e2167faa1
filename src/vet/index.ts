/**
 * guidekit/vet: veterans benefits engines. So far: combined ratings under 38 CFR 4.25 and 4.26, and VA disability
 * compensation from the dated rate tables. The other engines land with issue #5.
 * @packageDocumentation
 */
export {
  combineRatings,
  MAX_RATINGS,
  MAX_BILATERAL_DISABILITIES,
  type CombineRatingsOptions,
  type CombineRatingsResult,
  type CombineStep,
  type BilateralDetails,
  type RatedDisability,
  type RatingInput,
  type RatingSide,
  type RatingLimb,
} from './combineRatings.js';
export {
  computeCompensation,
  MAX_CHILDREN,
  type CompensationInput,
  type ComputeCompensationOptions,
  type ComputeCompensationResult,
  type CompensationLine,
  type CompensationLineKind,
  type CompensationBaseRow,
} from './computeCompensation.js';
export {
  VA_COMPENSATION_RATES,
  DEPENDENCY_RATINGS,
  DEPENDENCY_STATUSES,
  type CompensationRates,
  type DependencyStatus,
  type DependencyRating,
  type RateRow,
} from './rules/compensationRates.js';
export { BILATERAL_FACTOR, type BilateralFactorRule } from './rules/bilateralFactor.js';
// Re-exported so a caller of guidekit/vet can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
export { COMBINED_RATINGS_TABLE, type CombinedRatingsRule } from './rules/combinedRatingsTable.js';
