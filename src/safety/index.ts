/**
 * guidekit/safety: shopping-safety engines — recall records from CPSC, Health Canada, EU Safety Gate, the ACCC and
 * NHTSA mapped to one shape and matched against products; merchant trust scores; the shopping-trip verdict.
 * @packageDocumentation
 */
export { RECALL_SOURCE_IDS, type RecallRecord, type RecallSourceId, type RecallSourceStatus } from './recallTypes.js';
export { computeGtinCheckDigit } from './computeGtinCheckDigit.js';
export { validateGtinCheckDigit } from './validateGtinCheckDigit.js';
export { normalizeGtin, type NormalizeGtinOptions, type NormalizeGtinResult, type ValidGtin, type InvalidGtin } from './normalizeGtin.js';
export { normalizeModelNumber, MIN_MODEL_NUMBER_LENGTH, type NormalizedModelNumber } from './normalizeModelNumber.js';
export { mapCpscRecall, type CpscRecallJson } from './mapCpscRecall.js';
export { mapHealthCanadaRecall, type HealthCanadaRecallJson } from './mapHealthCanadaRecall.js';
export { mapSafetyGateAlert, type SafetyGateAlertJson } from './mapSafetyGateAlert.js';
export { mapAcccRecall, type AcccRecallJson } from './mapAcccRecall.js';
export { mapNhtsaRecall, type NhtsaRecallJson } from './mapNhtsaRecall.js';
export { createRecallIndex, type RecallIndex } from './createRecallIndex.js';
export {
  matchRecalls,
  type MatchRecallsOptions,
  type MatchRecallsResult,
  type RecallMatch,
  type RecallQuery,
  type RecallStatus,
  type SourceCoverage,
} from './matchRecalls.js';
export { analyzeDomainShape, type AnalyzeDomainShapeOptions, type DomainShape, type BrandLookalike } from './analyzeDomainShape.js';
export {
  scoreMerchant,
  MERCHANT_BLOCKLISTS,
  POLICY_PAGES,
  type MerchantSignals,
  type MerchantSignal,
  type MerchantBlocklist,
  type PolicyPage,
  type MerchantBand,
  type ScoreMerchantOptions,
  type ScoreMerchantResult,
} from './scoreMerchant.js';
export {
  assessShoppingTrip,
  type TripItem,
  type TripSourceStatus,
  type AssessShoppingTripOptions,
  type AssessShoppingTripResult,
  type TripItemResult,
  type TripMerchantResult,
} from './assessShoppingTrip.js';
export { RECALL_MATCH_CONFIDENCE, RECALL_SNAPSHOT_FRESHNESS_DAYS, type RecallMatchConfidence } from './rules/recallMatching.js';
export { MERCHANT_TRUST_WEIGHTS, type MerchantTrustWeights, type AgeBracket } from './rules/merchantTrustWeights.js';
export { RISKY_TLDS } from './rules/riskyTlds.js';
export { WELL_KNOWN_SHOP_BRANDS, HOMOGLYPHS } from './rules/wellKnownBrands.js';
export { TRIP_VERDICT_THRESHOLDS, type TripVerdictThresholds } from './rules/tripVerdict.js';
export type { BrandAgreement } from './_lib/brandAgreement.js';
export type { ProbeStatus } from './scoreMerchant.js';
export { parseMerchantTarget, type MerchantTarget, type ParseMerchantTargetOptions } from './parseMerchantTarget.js';
export { classifyIpAddress, type IpClassification } from './classifyIpAddress.js';
export { selectRecallSources, RECALL_COUNTRIES, SAFETY_GATE_COUNTRIES, type RecallCountry } from './selectRecallSources.js';
export type { MerchantProbe, MerchantProbeCall, MerchantProbeReport, MerchantProbeSource } from './MerchantProbe.js';
export type { RecallSnapshotReader, RecallSnapshotView } from './RecallSnapshotReader.js';
// Re-exported so a caller of guidekit/safety can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
