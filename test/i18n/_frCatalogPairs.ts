// The French catalogs beside their English ones, for test/i18n/frCatalogs.test.ts.
import { ANALYZE_BNPL_MESSAGES } from '../../src/debt/messages/analyzeBnpl.js';
import { ANALYZE_BNPL_MESSAGES_FR } from '../../src/debt/messages/analyzeBnpl.fr.js';
import { ANALYZE_PAYDAY_LOAN_MESSAGES } from '../../src/debt/messages/analyzePaydayLoan.js';
import { ANALYZE_PAYDAY_LOAN_MESSAGES_FR } from '../../src/debt/messages/analyzePaydayLoan.fr.js';
import { ASSESS_DEBT_SNAPSHOT_MESSAGES } from '../../src/debt/messages/assessDebtSnapshot.js';
import { ASSESS_DEBT_SNAPSHOT_MESSAGES_FR } from '../../src/debt/messages/assessDebtSnapshot.fr.js';
import { CHECK_INCOME_PERIOD_MESSAGES } from '../../src/debt/messages/checkIncomePeriod.js';
import { CHECK_INCOME_PERIOD_MESSAGES_FR } from '../../src/debt/messages/checkIncomePeriod.fr.js';
import { COMPARE_CONSOLIDATION_MESSAGES } from '../../src/debt/messages/compareConsolidation.js';
import { COMPARE_CONSOLIDATION_MESSAGES_FR } from '../../src/debt/messages/compareConsolidation.fr.js';
import { PLAN_CREDIT_BUILDING_MESSAGES } from '../../src/debt/messages/planCreditBuilding.js';
import { PLAN_CREDIT_BUILDING_MESSAGES_FR } from '../../src/debt/messages/planCreditBuilding.fr.js';
import { PLAN_NEGOTIATION_MESSAGES } from '../../src/debt/messages/planNegotiation.js';
import { PLAN_NEGOTIATION_MESSAGES_FR } from '../../src/debt/messages/planNegotiation.fr.js';
import { PLAN_PAYOFF_MESSAGES } from '../../src/debt/messages/planPayoff.js';
import { PLAN_PAYOFF_MESSAGES_FR } from '../../src/debt/messages/planPayoff.fr.js';
import { SUMMARIZE_CONSUMER_RIGHTS_MESSAGES } from '../../src/debt/messages/summarizeConsumerRights.js';
import { SUMMARIZE_CONSUMER_RIGHTS_MESSAGES_FR } from '../../src/debt/messages/summarizeConsumerRights.fr.js';

/** One catalog: its English messages and its French ones. */
export interface FrCatalogPair {
  readonly name: string;
  readonly en: Readonly<Record<string, string>>;
  readonly fr: Readonly<Record<string, string>>;
}

export const FR_CATALOG_PAIRS: readonly FrCatalogPair[] = [
  { name: 'analyzeBnpl', en: ANALYZE_BNPL_MESSAGES.en, fr: ANALYZE_BNPL_MESSAGES_FR },
  { name: 'analyzePaydayLoan', en: ANALYZE_PAYDAY_LOAN_MESSAGES.en, fr: ANALYZE_PAYDAY_LOAN_MESSAGES_FR },
  { name: 'assessDebtSnapshot', en: ASSESS_DEBT_SNAPSHOT_MESSAGES.en, fr: ASSESS_DEBT_SNAPSHOT_MESSAGES_FR },
  { name: 'checkIncomePeriod', en: CHECK_INCOME_PERIOD_MESSAGES.en, fr: CHECK_INCOME_PERIOD_MESSAGES_FR },
  { name: 'compareConsolidation', en: COMPARE_CONSOLIDATION_MESSAGES.en, fr: COMPARE_CONSOLIDATION_MESSAGES_FR },
  { name: 'planCreditBuilding', en: PLAN_CREDIT_BUILDING_MESSAGES.en, fr: PLAN_CREDIT_BUILDING_MESSAGES_FR },
  { name: 'planNegotiation', en: PLAN_NEGOTIATION_MESSAGES.en, fr: PLAN_NEGOTIATION_MESSAGES_FR },
  { name: 'planPayoff', en: PLAN_PAYOFF_MESSAGES.en, fr: PLAN_PAYOFF_MESSAGES_FR },
  { name: 'summarizeConsumerRights', en: SUMMARIZE_CONSUMER_RIGHTS_MESSAGES.en, fr: SUMMARIZE_CONSUMER_RIGHTS_MESSAGES_FR },
];
