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
  type TransitionApplied,
  type OtherJurisdictionAnswer,
} from './checkStatuteOfLimitations.js';
export { US_LIMITATION_PERIODS, US_JURISDICTION_CODES, US_SALE_OF_GOODS_PERIOD, US_FEDERAL_STUDENT_LOAN_RULE } from './rules/limitationPeriodsUs.js';
export { CA_LIMITATION_PERIODS, AU_LIMITATION_PERIODS, UK_LIMITATION_PERIODS } from './rules/limitationPeriodsIntl.js';
export { REVIVAL_RULES, type RevivalRule, type RevivalAfterExpiry } from './rules/revivalRules.js';
export { CREDIT_REPORTING_PERIODS, type CreditReportingPeriod, type ReportingClockStart } from './rules/creditReportingPeriods.js';
export type { LimitationCategory, LimitationPeriod, LimitationTransition, JurisdictionLimitations } from './rules/limitationPeriods.js';
export {
  computeActuarialApr,
  MAX_APR_FLOWS,
  type AprCashFlow,
  type AprMethod,
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
export {
  analyzePaydayLoan,
  type AnalyzePaydayLoanInput,
  type AnalyzePaydayLoanOptions,
  type AnalyzePaydayLoanResult,
  type PaydayCapCheck,
} from './analyzePaydayLoan.js';
export {
  PAYDAY_US_STATE_RULES,
  PAYDAY_US_STATE_CODES,
  type PaydayUsState,
  type PaydayStateRule,
  type PaydayStateStatus,
  type PaydayFeeCap,
  type PaydayFeeTier,
} from './rules/paydayStateRules.js';
export { UK_HCSTC_PRICE_CAP, UK_REPRESENTATIVE_APR, CA_PAYDAY_COST_CAP, AU_SACC_FEE_CAP } from './rules/paydayCountryCaps.js';
export { MLA_MAPR_CAP, REG_E_STOP_PAYMENT, PAYDAY_FAILED_ATTEMPTS } from './rules/paydayFederalRules.js';
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
export { rankDebtPriority, type RankDebtPriorityOptions, type RankDebtPriorityResult, type RankedDebt, type PriorityComponents, type LimitationCheck, type PriorityDebtMatch } from './rankDebtPriority.js';
export type { DebtItem } from './_lib/readDebtList.js';
export {
  planPayoff,
  PAYOFF_DEFAULT_MAX_MONTHS,
  PAYOFF_GROWTH_PROJECTION_MONTHS,
  PAYOFF_TARGET_MONTHS,
  type PayoffStatus,
  type PaymentGap,
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
  type RoadmapStatus,
  type NetWorthYear,
} from './planFreedomRoadmap.js';
export { toMonthlyIncome, INCOME_PERIODS, INCOME_PERIODS_PER_YEAR, type IncomePeriod, type ToMonthlyIncomeOptions } from './_lib/monthlyIncome.js';
export {
  checkIncomePeriod,
  INCOME_ANNUAL_SUSPECT_FLOOR,
  INCOME_ANNUAL_SUSPECT_RATIO,
  INCOME_ANNUAL_SUSPECT_ALONE,
  type CheckIncomePeriodOptions,
  type IncomeCheck,
} from './_lib/checkIncomePeriod.js';
export { DEBT_COUNTRIES, DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
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
export {
  planStudentLoans,
  type StudentLoanInput,
  type PlanStudentLoansOptions,
  type PlanStudentLoansResult,
  type StudentPlanOption,
} from './planStudentLoans.js';
export {
  projectTaxDebt,
  DEFAULT_TAX_PROJECTION_MONTHS,
  type TaxDebtInput,
  type ProjectTaxDebtOptions,
  type ProjectTaxDebtResult,
  type TaxPenaltySummary,
  type TaxPaymentOption,
  type TaxOfferInCompromise,
  type TaxCollectionLimit,
  type TaxProjectionRow,
} from './projectTaxDebt.js';
export type { TaxUkPenaltySummary, TaxUkPenaltyStage, TaxUkPenaltyStatus } from './_lib/taxUkPenalties.js';
export {
  planCreditRepair,
  type CreditRepairInput,
  type PlanCreditRepairOptions,
  type PlanCreditRepairResult,
  type CreditRepairItem,
  type CreditRepairAction,
  type CreditItemReportingPeriod,
} from './planCreditRepair.js';
export {
  planCreditBuilding,
  CREDIT_BUILDING_POINTS_PER_MONTH,
  CREDIT_BUILDING_FIRST_SCORE_MONTHS,
  CREDIT_BUILDING_FIRST_SCORE,
  CREDIT_BUILDING_DEPOSIT_SHARE_OF_INCOME,
  CREDIT_BUILDING_SECURED_DEPOSIT,
  CREDIT_BUILDING_UTILIZATION,
  type CreditBuildingInput,
  type PlanCreditBuildingOptions,
  type PlanCreditBuildingResult,
  type CreditBuildingStep,
} from './planCreditBuilding.js';
export {
  planMedicalBill,
  MEDICAL_SITUATIONS,
  type MedicalSituation,
  type MedicalBillInput,
  type PlanMedicalBillOptions,
  type PlanMedicalBillResult,
  type MedicalProtection,
  type ProtectionFit,
} from './planMedicalBill.js';
export {
  planMortgageRelief,
  type MortgageReliefInput,
  type PlanMortgageReliefOptions,
  type PlanMortgageReliefResult,
  type MortgageReliefOption,
  type ForeclosureTimeline,
} from './planMortgageRelief.js';
export { CREDIT_SCORE_SCALES, CREDIT_FICO_BANDS } from './rules/creditScoreScales.js';
export { CREDIT_NEGATIVE_ITEMS, CREDIT_NEGATIVE_ITEM_IDS } from './rules/creditNegativeItems.js';
export { CREDIT_ITEM_PERIODS_US, CREDIT_ITEM_PERIODS_INTL } from './rules/creditItemPeriods.js';
export { CREDIT_US_PUBLIC_RECORDS } from './rules/creditPublicRecords.js';
export { MEDICAL_BUREAU_POLICY, MEDICAL_CFPB_RULE, MEDICAL_STATE_REPORTING_LAWS, MEDICAL_STATE_CODES } from './rules/medicalCreditReporting.js';
export { MEDICAL_NO_SURPRISES_ACT, MEDICAL_GOOD_FAITH_ESTIMATE, MEDICAL_HOSPITAL_FINANCIAL_ASSISTANCE, MEDICAL_INSURANCE_APPEALS } from './rules/medicalBillingProtections.js';
export { MORTGAGE_SERVICING_TIMING, MORTGAGE_HUD_COUNSELING } from './rules/mortgageServicingUs.js';
export { MORTGAGE_LOSS_MITIGATION, MORTGAGE_LOAN_TYPES, type MortgageLoanType } from './rules/mortgageLossMitigation.js';
export { MORTGAGE_UK_ARREARS, MORTGAGE_CA_ENFORCEMENT, MORTGAGE_AU_HARDSHIP } from './rules/mortgageIntl.js';
export {
  briefCollectionRights,
  type BriefCollectionRightsInput,
  type BriefCollectionRightsOptions,
  type BriefCollectionRightsResult,
  type CollectionSituationFlag,
} from './briefCollectionRights.js';
export {
  planCreditDispute,
  type PlanCreditDisputeInput,
  type PlanCreditDisputeOptions,
  type PlanCreditDisputeResult,
  type DisputeStep,
  type EscalationStep,
} from './planCreditDispute.js';
export {
  summarizeConsumerRights,
  type SummarizeConsumerRightsInput,
  type SummarizeConsumerRightsOptions,
  type SummarizeConsumerRightsResult,
} from './summarizeConsumerRights.js';
export type { ConsumerRight, LegalDeadline, LetterTemplate, ComplaintBody, PeriodUnit } from './_lib/letterTypes.js';
export { LETTER_PLACEHOLDERS } from './_lib/letterPlaceholders.js';
export { REGULATORS, type Regulator, type RegulatorTopic } from './rules/regulators.js';
export { DISPUTE_BUREAUS, type CreditBureau } from './rules/disputeBureaus.js';
export { US_VALIDATION, US_ASSUMED_RECEIPT, US_CALLING_HOURS, US_CALL_FREQUENCY, US_CEASE_COMMUNICATION, US_FDCPA_DAMAGES, US_FDCPA_SUIT_DEADLINE } from './rules/collectionsUs.js';
export { US_LEGAL_PUBLIC_HOLIDAYS } from './rules/collectionsUsHolidays.js';
export { UK_CONC7, UK_AGREEMENT_REQUEST, UK_PRESCRIBED_PERIOD, UK_FOS_LIMITS } from './rules/collectionsUk.js';
export { CA_ONTARIO_CONTACT, CA_ONTARIO_HOURS } from './rules/collectionsCa.js';
export { AU_COLLECTION_GUIDELINE } from './rules/collectionsAu.js';
export { US_FCRA_REINVESTIGATION, US_DIRECT_DISPUTE } from './rules/disputeUs.js';
export { UK_RECTIFICATION, UK_CRA_CORRECTION } from './rules/disputeUk.js';
export { CA_BUREAU_DISPUTE, CA_OBSI_LIMITS } from './rules/disputeCa.js';
export { AU_CREDIT_CORRECTION, AU_IDR } from './rules/disputeAu.js';
export {
  calculateGarnishment,
  GARNISHMENT_DEBT_TYPES,
  type GarnishmentDebtType,
  type GarnishmentBinding,
  type CalculateGarnishmentInput,
  type CalculateGarnishmentOptions,
  type CalculateGarnishmentResult,
  type StateMinimumWageApplied,
  type WageRegionAmounts,
} from './calculateGarnishment.js';
export {
  assessInsolvency,
  type AssessInsolvencyInput,
  type AssessInsolvencyOptions,
  type AssessInsolvencyResult,
  type InsolvencyOption,
  type InsolvencyTest,
  type InsolvencyVerdict,
  type TestOutcome,
} from './assessInsolvency.js';
export {
  US_FEDERAL_MINIMUM_WAGE,
  US_FEDERAL_GARNISHMENT_LIMIT,
  US_PAY_PERIOD_MULTIPLES,
  US_SUPPORT_ORDER_LIMITS,
  US_FEDERAL_STUDENT_LOAN_AWG,
  US_FEDERAL_TAX_LEVY,
  PAY_FREQUENCIES,
  type PayFrequency,
  type FederalGarnishmentLimit,
  type SupportOrderLimits,
  type AwgLimit,
} from './rules/garnishmentUsFederal.js';
export { US_STATE_GARNISHMENT_RULES, US_STATE_NAMES, NO_CONSUMER_GARNISHMENT_STATES, type StateGarnishmentRule } from './rules/garnishmentUsStates.js';
export { US_STATE_MINIMUM_WAGES, REST_OF_STATE, type StateMinimumWage, type RegionalMinimumWage } from './rules/garnishmentUsStateMinimumWages.js';
export { UK_GARNISHMENT_RULES, CA_GARNISHMENT_RULES, AU_GARNISHMENT_RULES, type IntlGarnishmentRule } from './rules/garnishmentIntl.js';
export { US_CHAPTER_13_DEBT_LIMITS, type Chapter13DebtLimits } from './rules/insolvencyUs.js';
export { US_MEANS_TEST_MEDIAN_INCOME, type MedianIncomeTable } from './rules/insolvencyUsMedianIncome.js';
export {
  UK_DRO_CRITERIA,
  UK_BANKRUPTCY_FEE,
  CA_CONSUMER_PROPOSAL_LIMIT,
  CA_INSOLVENT_PERSON_MIN_DEBT,
  AU_PART_IX_BASE,
  AU_PART_IX_MULTIPLES,
  type DroCriteria,
  type PartIxMultiples,
} from './rules/insolvencyIntl.js';
export type { LocalCurrency } from './_lib/studentMoney.js';
export type { StudentPaymentBasis } from './_lib/studentTypes.js';
export type { TaxSituationFlags } from './_lib/taxSituation.js';
export type { CreditBuildingStepId } from './messages/planCreditBuilding.js';
export type { CreditRepairActionId } from './messages/planCreditRepair.js';
export type { MedicalActionId, MedicalProtectionId } from './messages/planMedicalBill.js';
export type { MedicalAbroadActionId } from './messages/planMedicalBillAbroad.js';
export { MEDICAL_BILLING_ABROAD, type MedicalAbroadProtectionId, type MedicalAbroadProtection, type MedicalAbroadFit, type MedicalBillingAbroadValue } from './rules/medicalBillingAbroad.js';
export type { IntlMortgageOptionId } from './messages/planMortgageRelief.js';
export type { AuCollectionGuidelineValue } from './rules/collectionsAu.js';
export type { CaOntarioContactValue, CaOntarioHoursValue } from './rules/collectionsCa.js';
export type { UkAgreementRequestValue, UkConcValue, UkFosLimitsValue, UkPrescribedPeriodValue } from './rules/collectionsUk.js';
export type { UsAssumedReceiptValue, UsCallFrequencyValue, UsCallingHoursValue, UsCeaseCommunicationValue, UsFdcpaDamagesValue, UsFdcpaSuitDeadlineValue, UsValidationValue } from './rules/collectionsUs.js';
export type { UsLegalHoliday } from './rules/collectionsUsHolidays.js';
export type { CreditItemPeriods } from './rules/creditItemPeriods.js';
export type { CreditItemImpact, CreditItemSeverity } from './rules/creditNegativeItems.js';
export type { UsPublicRecordsPolicy } from './rules/creditPublicRecords.js';
export type { CountryScoreScales, CreditScoreScale, FicoBand } from './rules/creditScoreScales.js';
export type { AuCreditCorrectionValue, AuIdrValue } from './rules/disputeAu.js';
export type { CaBureauDisputeValue, CaObsiLimitsValue } from './rules/disputeCa.js';
export type { UkCraCorrectionValue, UkRectificationValue } from './rules/disputeUk.js';
export type { UsDirectDisputeValue, UsFcraReinvestigationValue } from './rules/disputeUs.js';
export type { GoodFaithEstimateValue, HospitalFinancialAssistanceValue, InsuranceAppealValue, NoSurprisesActValue } from './rules/medicalBillingProtections.js';
export type { CfpbMedicalRuleStatus, MedicalBureauPolicy, MedicalStateCode, StateMedicalReportingLaw } from './rules/medicalCreditReporting.js';
export type { AuMortgageHardshipValue, CaMortgageEnforcementValue, UkMortgageArrearsValue } from './rules/mortgageIntl.js';
export type { MortgageOption, MortgageOptionId } from './rules/mortgageLossMitigation.js';
export type { HousingCounselingValue, MortgageServicingTimingValue } from './rules/mortgageServicingUs.js';
export type { LOCAL_CURRENCY } from './_lib/studentMoney.js';
export type { CreditItemPeriod } from './rules/creditItemPeriods.js';
export type { CreditNegativeItemId } from './rules/creditNegativeItems.js';
export type { CreditItemClockStart } from './rules/creditItemPeriods.js';
