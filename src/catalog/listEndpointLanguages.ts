import { ANALYZE_BNPL_MESSAGES } from '../debt/messages/analyzeBnpl.js';
import { ANALYZE_PAYDAY_LOAN_MESSAGES } from '../debt/messages/analyzePaydayLoan.js';
import { ASSESS_AID_ATTENDANCE_MESSAGES } from '../vet/messages/assessAidAttendance.js';
import { ASSESS_CAREGIVER_SUPPORT_MESSAGES } from '../vet/messages/assessCaregiverSupport.js';
import { ASSESS_DEBT_SNAPSHOT_MESSAGES } from '../debt/messages/assessDebtSnapshot.js';
import { ASSESS_DISABILITY_CLAIM_MESSAGES } from '../vet/messages/assessDisabilityClaim.js';
import { ASSESS_HEALTHCARE_MESSAGES } from '../vet/messages/assessHealthcare.js';
import { ASSESS_INSOLVENCY_MESSAGES } from '../debt/messages/assessInsolvency.js';
import { ASSESS_TDIU_MESSAGES } from '../vet/messages/assessTdiu.js';
import { BRIEF_COLLECTION_RIGHTS_MESSAGES } from '../debt/messages/briefCollectionRights.js';
import { BUILD_CLAIM_PLAN_MESSAGES } from '../vet/messages/buildClaimPlan.js';
import { CALCULATE_GARNISHMENT_MESSAGES } from '../debt/messages/calculateGarnishment.js';
import { CHECK_INCOME_PERIOD_MESSAGES } from '../debt/messages/checkIncomePeriod.js';
import { CHECK_STATUTE_OF_LIMITATIONS_MESSAGES } from '../debt/messages/checkStatuteOfLimitations.js';
import { COMBINE_RATINGS_MESSAGES } from '../vet/messages/combineRatings.js';
import { COMPARE_CONSOLIDATION_MESSAGES } from '../debt/messages/compareConsolidation.js';
import { COMPARE_EDUCATION_BENEFITS_MESSAGES } from '../vet/messages/compareEducationBenefits.js';
import { COMPUTE_COMPENSATION_MESSAGES } from '../vet/messages/computeCompensation.js';
import { DESCRIBE_ABROAD_MESSAGES } from '../vet/messages/describeAbroad.js';
import { LIST_COUNTRY_SCHEMES_MESSAGES } from '../vet/messages/listCountrySchemes.js';
import { LIST_STATE_BENEFITS_MESSAGES } from '../vet/messages/listStateBenefits.js';
import { LIST_VETERAN_DISCOUNTS_MESSAGES } from '../vet/messages/listVeteranDiscounts.js';
import { PLAN_CREDIT_BUILDING_MESSAGES } from '../debt/messages/planCreditBuilding.js';
import { PLAN_CREDIT_DISPUTE_MESSAGES } from '../debt/messages/planCreditDispute.js';
import { PLAN_CREDIT_REPAIR_MESSAGES } from '../debt/messages/planCreditRepair.js';
import { PLAN_FREEDOM_ROADMAP_MESSAGES } from '../debt/messages/planFreedomRoadmap.js';
import { PLAN_HOME_LOAN_MESSAGES } from '../vet/messages/planHomeLoan.js';
import { PLAN_MEDICAL_BILL_ABROAD_MESSAGES } from '../debt/messages/planMedicalBillAbroad.js';
import { MEDICAL_PROTECTION_LABELS, MEDICAL_SITUATION_LABELS, PLAN_MEDICAL_BILL_MESSAGES } from '../debt/messages/planMedicalBill.js';
import { PLAN_MORTGAGE_RELIEF_MESSAGES } from '../debt/messages/planMortgageRelief.js';
import { PLAN_NEGOTIATION_MESSAGES } from '../debt/messages/planNegotiation.js';
import { PLAN_PAYOFF_MESSAGES } from '../debt/messages/planPayoff.js';
import { PLAN_SETTLEMENT_MESSAGES } from '../debt/messages/planSettlement.js';
import { PLAN_STUDENT_LOANS_MESSAGES } from '../debt/messages/planStudentLoans.js';
import { PROJECT_TAX_DEBT_MESSAGES } from '../debt/messages/projectTaxDebt.js';
import { RANK_DEBT_PRIORITY_MESSAGES } from '../debt/messages/rankDebtPriority.js';
import { REGULATOR_ROLE_MESSAGES } from '../debt/messages/briefCollectionRights.js';
import { SCOPE_VETERAN_COUNTRY_MESSAGES } from '../vet/messages/scopeVeteranCountry.js';
import { SUMMARIZE_CONSUMER_RIGHTS_MESSAGES } from '../debt/messages/summarizeConsumerRights.js';
import type { MessageCatalogs } from '../core/i18n/createTranslate.js';
import { listCatalogLanguages } from '../core/i18n/listCatalogLanguages.js';
import { CORE_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';
import { STALE_SUMMARY_MESSAGES } from './addStaleToSummary.js';
import type { Domain } from './types.js';

/**
 * Every message catalog the debt and veterans endpoints write text from (their own, the shared income check and
 * the stale-table sentence the catalog adds). test/core/i18n/catalogLanguages.test.ts proves no catalog under
 * src/debt/messages or src/vet/messages is missing here.
 */
export const DOMAIN_CATALOGS: Readonly<Partial<Record<Domain, readonly MessageCatalogs<string>[]>>> = {
  debt: [
    ANALYZE_BNPL_MESSAGES,
    ANALYZE_PAYDAY_LOAN_MESSAGES,
    ASSESS_DEBT_SNAPSHOT_MESSAGES,
    ASSESS_INSOLVENCY_MESSAGES,
    BRIEF_COLLECTION_RIGHTS_MESSAGES,
    REGULATOR_ROLE_MESSAGES,
    CALCULATE_GARNISHMENT_MESSAGES,
    CHECK_INCOME_PERIOD_MESSAGES,
    CHECK_STATUTE_OF_LIMITATIONS_MESSAGES,
    COMPARE_CONSOLIDATION_MESSAGES,
    PLAN_CREDIT_BUILDING_MESSAGES,
    PLAN_CREDIT_DISPUTE_MESSAGES,
    PLAN_CREDIT_REPAIR_MESSAGES,
    PLAN_FREEDOM_ROADMAP_MESSAGES,
    PLAN_MEDICAL_BILL_MESSAGES,
    MEDICAL_SITUATION_LABELS,
    MEDICAL_PROTECTION_LABELS,
    PLAN_MEDICAL_BILL_ABROAD_MESSAGES,
    PLAN_MORTGAGE_RELIEF_MESSAGES,
    PLAN_NEGOTIATION_MESSAGES,
    PLAN_PAYOFF_MESSAGES,
    PLAN_SETTLEMENT_MESSAGES,
    PLAN_STUDENT_LOANS_MESSAGES,
    PROJECT_TAX_DEBT_MESSAGES,
    RANK_DEBT_PRIORITY_MESSAGES,
    SUMMARIZE_CONSUMER_RIGHTS_MESSAGES,
    STALE_SUMMARY_MESSAGES,
  ],
  vet: [
    ASSESS_AID_ATTENDANCE_MESSAGES,
    ASSESS_CAREGIVER_SUPPORT_MESSAGES,
    ASSESS_DISABILITY_CLAIM_MESSAGES,
    ASSESS_HEALTHCARE_MESSAGES,
    ASSESS_TDIU_MESSAGES,
    BUILD_CLAIM_PLAN_MESSAGES,
    COMBINE_RATINGS_MESSAGES,
    COMPARE_EDUCATION_BENEFITS_MESSAGES,
    COMPUTE_COMPENSATION_MESSAGES,
    DESCRIBE_ABROAD_MESSAGES,
    LIST_COUNTRY_SCHEMES_MESSAGES,
    LIST_STATE_BENEFITS_MESSAGES,
    LIST_VETERAN_DISCOUNTS_MESSAGES,
    PLAN_HOME_LOAN_MESSAGES,
    SCOPE_VETERAN_COUNTRY_MESSAGES,
    STALE_SUMMARY_MESSAGES,
  ],
};

/**
 * The languages an endpoint answers in from its shipped catalogs: `en` and `es` everywhere; `de` and `fr` for a
 * domain once every catalog its endpoints use has them (so an answer is never half translated). Any other requested
 * language falls back to English with a `lang_note` (and to the translator, when one is configured).
 *
 * @param endpoint - The endpoint's domain.
 * @returns The languages, in `SHIPPED_LANGUAGES` order.
 * @example
 * ```ts
 * listEndpointLanguages({ domain: 'markets' }) //=> ['en', 'es']
 * ```
 * @see docs/languages.md
 */
export function listEndpointLanguages(endpoint: { readonly domain: Domain }): readonly ShippedLanguage[] {
  return LANGUAGES[endpoint.domain];
}

const LANGUAGES: Readonly<Record<Domain, readonly ShippedLanguage[]>> = {
  debt: listCatalogLanguages(DOMAIN_CATALOGS.debt ?? []),
  vet: listCatalogLanguages(DOMAIN_CATALOGS.vet ?? []),
  markets: CORE_LANGUAGES,
  backtest: CORE_LANGUAGES,
  safety: CORE_LANGUAGES,
};
