/**
 * guidekit/debt: debt guidance engines (payoff, burden, consolidation, priority, BNPL, payday, settlement,
 * negotiation) for the US, the UK, Canada and Australia.
 * @packageDocumentation
 */
export { debtInputSchema, debtListSchema, DEBT_TYPES, MAX_DEBTS, type DebtInput, type DebtType } from './debtInputSchema.js';
export {
  checkStatuteOfLimitations,
  STATUTE_DEBT_TYPES,
  UK_NATION_ALIASES,
  type CheckStatuteOfLimitationsInput,
  type CheckStatuteOfLimitationsOptions,
  type CheckStatuteOfLimitationsResult,
  type StatuteDebtType,
  type SolStatus,
  type CreditReportingStatus,
} from './checkStatuteOfLimitations.js';
export { US_LIMITATION_PERIODS, US_JURISDICTION_CODES, US_SALE_OF_GOODS_PERIOD, US_FEDERAL_STUDENT_LOAN_RULE } from './rules/limitationPeriodsUs.js';
export { CA_LIMITATION_PERIODS, AU_LIMITATION_PERIODS, UK_LIMITATION_PERIODS } from './rules/limitationPeriodsIntl.js';
export { REVIVAL_RULES, type RevivalRule, type RevivalAfterExpiry } from './rules/revivalRules.js';
export { CREDIT_REPORTING_PERIODS, type CreditReportingPeriod, type ReportingClockStart } from './rules/creditReportingPeriods.js';
export type { LimitationCategory, LimitationPeriod, JurisdictionLimitations } from './rules/limitationPeriods.js';
export {
  computeActuarialApr,
  MAX_APR_FLOWS,
  type AprCashFlow,
  type AprUnitPeriod,
  type ComputeActuarialAprOptions,
  type ComputeActuarialAprResult,
  type PlacedAprFlow,
} from './computeActuarialApr.js';
export { parseFeeRate, FEE_RATE_FORMS, type ParseFeeRateOptions } from './parseFeeRate.js';
export {
  analyzeBnpl,
  type AnalyzeBnplInput,
  type AnalyzeBnplOptions,
  type AnalyzeBnplResult,
  type BnplPaymentInterval,
  type BnplScheduledPayment,
} from './analyzeBnpl.js';
export { analyzePaydayLoan, type AnalyzePaydayLoanInput, type AnalyzePaydayLoanOptions, type AnalyzePaydayLoanResult } from './analyzePaydayLoan.js';
export { BNPL_PLATFORM_NAMES, findBnplPlatform, type BnplPlatformName } from './rules/bnplPlatforms.js';
export { planSettlement, type SettlementInput, type PlanSettlementOptions, type PlanSettlementResult, type SettlementTriple, type SettlementTaxImplications } from './planSettlement.js';
export { planNegotiation, type NegotiationInput, type PlanNegotiationOptions, type PlanNegotiationResult, type AvailableProgram, type RealisticOutcomes } from './planNegotiation.js';
export {
  compareConsolidation,
  type CompareConsolidationOptions,
  type CompareConsolidationResult,
  type ConsolidationOption,
  type ConsolidationOptionId,
  type KeepCurrentPlan,
} from './compareConsolidation.js';
export { rankDebtPriority, type RankDebtPriorityOptions, type RankDebtPriorityResult, type RankedDebt, type PriorityComponents, type LimitationCheck } from './rankDebtPriority.js';
export type { DebtItem } from './_lib/readDebtList.js';
export {
  planPayoff,
  PAYOFF_DEFAULT_MAX_MONTHS,
  AUTO_MAX_EXTRA_INTEREST_CENTS,
  AUTO_MAX_EXTRA_INTEREST_SHARE,
  AUTO_MIN_MONTHS_SOONER,
  type PlanPayoffOptions,
  type PlanPayoffResult,
  type PayoffMethodPlan,
  type MinimumsOnlyPlan,
  type PayoffMilestone,
  type PayoffScheduleRow,
  type PayoffWarning,
  type PayoffOrderEntry,
  type PayoffMethodChoice,
  type PayoffMethodName,
  type InterestMode,
} from './planPayoff.js';
export {
  assessDebtSnapshot,
  BURDEN_WEIGHTS,
  BURDEN_DTI_FLOOR,
  BURDEN_DTI_CEILING,
  BURDEN_APR_CEILING,
  BURDEN_HIGH_APR_PERCENT,
  BURDEN_DEBT_COUNT_CEILING,
  BURDEN_RATING_BANDS,
  type AssessDebtSnapshotOptions,
  type AssessDebtSnapshotResult,
  type BurdenComponent,
  type SnapshotWarningFlag,
  type SnapshotAction,
  type SnapshotPlanSummary,
  type BurdenRating,
} from './assessDebtSnapshot.js';
export {
  planFreedomRoadmap,
  ROADMAP_SHARE_OF_INCOME_AVAILABLE,
  ROADMAP_STARTER_EMERGENCY_FUND,
  ROADMAP_EMERGENCY_FUND_MONTHS,
  ROADMAP_ANNUAL_RETURN,
  ROADMAP_PROJECTION_YEARS,
  type PlanFreedomRoadmapOptions,
  type PlanFreedomRoadmapResult,
  type RoadmapPhase,
  type NetWorthYear,
} from './planFreedomRoadmap.js';
export { DEBT_COUNTRIES, type DebtCountry } from './debtCountries.js';
export { DEBT_TO_INCOME_THRESHOLDS } from './rules/debtToIncomeThresholds.js';
export { HIGH_COST_APR_BENCHMARK } from './rules/highCostAprBenchmark.js';
export { DEFAULT_SETTLEMENT_MONTHS_BEHIND } from './planSettlement.js';
export type { DebtToIncomeThresholdsValue } from './rules/debtToIncomeThresholds.js';
export { BNPL_PLATFORM_ALIASES, type BnplPlatformRule, type BnplLateFee } from './rules/bnplPlatforms.js';
export type { NegotiationProgramId } from './rules/negotiationPrograms.js';
export type { AprSolverMethod } from './_lib/aprSolve.js';
export type { ApprovalOdds } from './rules/consolidationRates.js';
export type { AutoReason } from './_lib/payoffPlans.js';
export type { DelinquencyStage } from './rules/negotiationOutcomes.js';
// Re-exported so a caller of guidekit/debt can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
