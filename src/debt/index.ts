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
