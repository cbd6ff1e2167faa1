import type { RuleTable } from '../../core/ruleTable.js';
import type { VetCountryKey } from './vetCountries.js';
import { ABROAD_RULES_US } from './abroadRulesUs.js';
import { ABROAD_RULES_INTL } from './abroadRulesIntl.js';

/**
 * The benefit families the veterans document says must address a veteran who lives outside the paying country
 * (spec: Veterans Benefits Guidance Service, What the service does): disability compensation, the care-needs pension, unemployability,
 * health care and caregiver support.
 */
export type AbroadTopic = 'disability' | 'pension' | 'tdiu' | 'healthcare' | 'caregiver';

/**
 * Whether a benefit reaches a veteran living abroad: `payable` (paid wherever the veteran lives), `limited` (only a
 * narrower program, such as care for accepted conditions), `not_available` (residence in the paying country is a
 * condition) or `unknown` (not mapped or not verified; ask the authority).
 */
export type AbroadStatus = 'payable' | 'limited' | 'not_available' | 'unknown';

/** Message keys of the statements the rows make (texts in `messages/describeAbroad.ts`). */
export type AbroadStatementKey =
  | 'us_compensation_payable' | 'us_payment_restrictions' | 'us_exams_abroad' | 'us_pension_abroad' | 'us_fmp' | 'us_caregiver_states_only'
  | 'uk_war_pension_overseas' | 'uk_afcs_overseas' | 'uk_health_abroad' | 'uk_care_abroad'
  | 'ca_benefits_abroad' | 'ca_health_abroad' | 'ca_care_abroad'
  | 'au_income_support_overseas' | 'au_compensation_overseas' | 'au_health_overseas' | 'au_care_overseas'
  | 'nz_abroad' | 'de_abroad';

/** One statement about a benefit for a veteran living outside the paying country. */
export interface AbroadRule {
  /** Benefit families the statement concerns. */
  readonly topics: readonly AbroadTopic[];
  /** What the statement says about payability; null when it only adds a fact (exams, payment restrictions). */
  readonly status: AbroadStatus | null;
  /** The statement's message key. */
  readonly statement: AbroadStatementKey;
}

/**
 * Rules for veterans living abroad, by paying country. Within a country the first row for a topic that carries a
 * status decides the section's status, so rows are ordered most general first.
 *
 * @see spec: Veterans Benefits Guidance Service, What the service does
 */
export const ABROAD_RULES: Readonly<Record<VetCountryKey, readonly RuleTable<AbroadRule>[]>> = {
  US: ABROAD_RULES_US,
  ...ABROAD_RULES_INTL,
};
