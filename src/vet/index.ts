/**
 * guidekit/vet: veterans benefits engines. So far: combined ratings under 38 CFR 4.25 and 4.26, VA disability
 * compensation from the dated rate tables, the country scope of every answer, and the disability, aid-and-attendance
 * and TDIU assessments.
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
export {
  scopeVeteranCountry,
  type ScopeVeteranCountryOptions,
  type ScopeVeteranCountryResult,
  type CountryScope,
  type CountryBasis,
  type CountryPrograms,
} from './scopeVeteranCountry.js';
export {
  assessDisabilityClaim,
  MAX_CONDITIONS,
  type DisabilityClaimInput,
  type AssessDisabilityClaimOptions,
  type AssessDisabilityClaimResult,
  type AssessedCondition,
  type CombinedEnd,
  type PresumptiveAssessment,
  type RatingRange,
  type ConditionPresumption,
  type StatedRatingsResult,
} from './assessDisabilityClaim.js';
export { parseStatedRatings, MAX_STATED_RATINGS, type StatedRating, type ParseStatedRatingsOptions } from './parseStatedRatings.js';
export {
  assessAidAttendance,
  MAX_PENSION_DEPENDENTS,
  type AidAttendanceInput,
  type AssessAidAttendanceOptions,
  type AssessAidAttendanceResult,
  type CareLevel,
  type PensionFamilyStatus,
  type AidAttendanceVerdict,
  type AidAttendanceReason,
} from './assessAidAttendance.js';
export {
  assessTdiu,
  type TdiuInput,
  type AssessTdiuOptions,
  type AssessTdiuResult,
  type SchedularStatus,
  type EmploymentFinding,
  type TdiuVerdict,
} from './assessTdiu.js';
export { VET_COUNTRY_SYSTEMS, VET_COUNTRY_KEYS, type VetCountryKey, type VetCountrySystem } from './rules/vetCountries.js';
export { CONDITION_CATALOG, type ConditionRule, type BodySystem, type NexusTopic } from './rules/conditionCatalog.js';
export {
  PRESUMPTIVE_PROGRAMS,
  AGENT_ORANGE_PRESUMPTIONS,
  PACT_BURN_PIT_PRESUMPTIONS,
  GULF_WAR_PRESUMPTIONS,
  RADIATION_PRESUMPTIONS,
  CAMP_LEJEUNE_PRESUMPTIONS,
  type PresumptiveProgram,
  type PresumptiveProgramId,
  type PresumptiveCondition,
} from './rules/presumptiveConditions.js';
export {
  VA_PENSION_RATES,
  VA_PENSION_COUNTING_RULES,
  WARTIME_PERIODS,
  type PensionRates,
  type MaprRow,
  type PensionCountingRules,
  type WartimePeriod,
} from './rules/pensionRates.js';
export { TDIU_SCHEDULAR_THRESHOLDS, POVERTY_THRESHOLD_ONE_PERSON, type TdiuSchedularThresholds } from './rules/tdiuRules.js';
export { buildClaimPlan, type ClaimPlanInput, type BuildClaimPlanOptions, type BuildClaimPlanResult, type PlannedCondition, type DeniedCondition } from './buildClaimPlan.js';
export {
  assessCaregiverSupport,
  type CaregiverInput,
  type AssessCaregiverSupportOptions,
  type AssessCaregiverSupportResult,
  type CaregiverCriterion,
  type CaregiverVerdict,
  type CriterionStatus,
  type LocalityStipend,
  type Adl,
} from './assessCaregiverSupport.js';
export { assessHealthcare, type HealthcareInput, type AssessHealthcareOptions, type AssessHealthcareResult, type CopayLine } from './assessHealthcare.js';
export { GS4_STEP1_LOCALITY_PAY, GS_LOCALITY_CODES, type GsPayYear, type GsLocalityRate } from './rules/gsPayTables.js';
export {
  PCAFC_RULES,
  PCAFC_RESIDENCY,
  CAREGIVER_SUPPORT_RULES,
  type PcafcRules,
  type PcafcEligiblePeriod,
  type PcafcResidency,
  type CaregiverSupportRules,
} from './rules/caregiverRules.js';
export { CAREGIVER_COUNTRY_PROGRAMS, type NonUsCountryKey } from './rules/caregiverCountries.js';
export { PRIORITY_GROUP_RULES, MEANS_TEST_THRESHOLDS, type PriorityGroupRules, type MeansTestThresholds } from './rules/healthcarePriorityGroups.js';
export { HEALTHCARE_COPAYS, MENTAL_HEALTH_COPAY_EXEMPTION, type HealthcareCopays, type MentalHealthCopayExemption } from './rules/healthcareCopays.js';
export { HEALTHCARE_ACCESS_RULES, type HealthcareAccessRules } from './rules/healthcareAccess.js';
export { HEALTHCARE_COUNTRY_PROGRAMS } from './rules/healthcareCountries.js';
export { CLAIM_PROCESS_RULES, type ClaimProcessRules } from './rules/claimEvidenceRules.js';
export { CLAIM_EVIDENCE_COUNTRY_ROUTES } from './rules/claimEvidenceCountries.js';
export type { CaregiverCountrySources } from './rules/caregiverCountries.js';
export type { ClaimEvidenceCountrySources } from './rules/claimEvidenceCountries.js';
export type { HealthcareCountrySources } from './rules/healthcareCountries.js';
export {
  listStateBenefits,
  type StateBenefitsInput,
  type ListStateBenefitsOptions,
  type ListStateBenefitsResult,
  type StateBenefitItem,
  type StateBenefitCategoryResult,
  type BenefitEligibility,
} from './listStateBenefits.js';
export { US_STATE_BENEFITS, US_STATE_BENEFIT_CODES, US_STATE_ALIASES } from './rules/stateBenefits.js';
export { STATE_BENEFIT_CATEGORIES, type StateBenefitCategory, type BenefitFact, type BenefitKind, type StateBenefitSet } from './rules/stateBenefitsTypes.js';
export {
  SUBNATIONAL_BENEFITS,
  SUBNATIONAL_CANADA,
  SUBNATIONAL_AUSTRALIA,
  SUBNATIONAL_UK,
  SUBNATIONAL_GERMANY,
  SUBNATIONAL_NEW_ZEALAND,
  type SubnationalCountry,
  type SubnationalRegion,
} from './rules/subnationalBenefits.js';
export {
  compareEducationBenefits,
  EDUCATION_CHAPTERS,
  MAX_SERVICE_DAYS,
  type EducationChapter,
  type EducationInput,
  type CompareEducationBenefitsOptions,
  type CompareEducationBenefitsResult,
  type ChapterComparison,
} from './compareEducationBenefits.js';
export { planHomeLoan, type HomeLoanInput, type PlanHomeLoanOptions, type PlanHomeLoanResult, type FundingFeePlan, type NamedProgram } from './planHomeLoan.js';
export { listVeteranDiscounts, type DiscountsInput, type ListVeteranDiscountsOptions, type ListVeteranDiscountsResult, type ListedDiscount } from './listVeteranDiscounts.js';
export { VA_FUNDING_FEE, VA_FUNDING_FEE_EXEMPTIONS } from './rules/homeLoanFundingFee.js';
export { VA_ENTITLEMENT_POLICY, CONFORMING_LOAN_LIMIT_BASELINE, ASSUMED_PMI_RATE } from './rules/homeLoanEntitlement.js';
export { STATE_HOME_PROGRAMS, US_TERRITORY_CODES } from './rules/homeLoanStatePrograms.js';
export { HOME_PROGRAMS_ABROAD } from './rules/homeLoanCountries.js';
export { CHAPTER_33_RATES, CHAPTER_30_RATES, CHAPTER_1606_RATES, CHAPTER_35_RATES } from './rules/educationRatesUs.js';
export { CHAPTER_33_TIERS } from './rules/educationTiers.js';
export { EDUCATION_PROGRAMS_ABROAD } from './rules/educationCountries.js';
export { DISCOUNT_CATEGORIES, VETERAN_DISCOUNTS } from './rules/discountCatalog.js';
export type { AbroadSection } from './_lib/describeAbroad.js';
export type { SchemeEntry } from './_lib/listCountrySchemes.js';
export type { AbroadRuleRow } from './_lib/describeAbroad.js';
export type { AbroadStatus, AbroadTopic } from './rules/abroadRules.js';
export type { DiscountEntry, DiscountKind } from './rules/discountCatalog.js';
export type { EducationProgram } from './rules/educationCountries.js';
export type { Chapter33Rates, MonthlyRates } from './rules/educationRatesUs.js';
export type { Chapter33TierTable } from './rules/educationTiers.js';
export type { HomeBuyingProgram } from './rules/homeLoanCountries.js';
export type { EntitlementPolicy } from './rules/homeLoanEntitlement.js';
export type { FundingFeeSchedule } from './rules/homeLoanFundingFee.js';
export type { StateHomeProgram } from './rules/homeLoanStatePrograms.js';
export type { BenefitBeneficiary, JurisdictionBenefits } from './rules/stateBenefitsTypes.js';
export type { Chapter33Tier } from './rules/educationTiers.js';
export type { FundingFeeBand } from './rules/homeLoanFundingFee.js';
export type { BilingualText } from './rules/homeLoanStatePrograms.js';
