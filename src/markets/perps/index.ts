// Perpetual dislocations: the cost floor, the cross-venue scan, candidate selection and convergence sizing (docs/perps-tokenized-preipo.md).
export { perpFundingRateSchema, perpOrderBookSchema, perpListingSchema, type PerpFundingRate, type PerpOrderBook, type PerpListing, type PerpVenueSource } from './PerpVenueSource.js';
export { computePerpCostFloor, type CostFloorLeg, type ComputePerpCostFloorOptions, type CostFloorLegResult, type ComputePerpCostFloorResult } from './computePerpCostFloor.js';
export { scanPerpDislocations, type ScanPerpDislocationsInput, type ScanPerpDislocationsOptions, type PerpExclusionReason, type PerpNearMiss, type PerpExclusion, type PerpTradeLeg, type PerpTrade, type ScanPerpDislocationsResult } from './scanPerpDislocations.js';
export { selectPerpCandidates, type SelectPerpCandidatesOptions, type SelectPerpCandidatesResult } from './selectPerpCandidates.js';
export { sizeConvergenceKelly, type ConvergenceBet, type SizeConvergenceKellyOptions, type SizeConvergenceKellyResult } from './sizeConvergenceKelly.js';
export { type PerpBookSide, type PerpLegRef, type PerpReferenceKind, type PerpCandidate } from './types.js';
