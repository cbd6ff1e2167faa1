import type { RuleTable } from '../../core/ruleTable.js';

/** Deadlines and standards of a VA claim under the Appeals Modernization Act. */
export interface ClaimProcessRules {
  /** Months after an intent to file within which the claim keeps the intent's date (38 CFR 3.155(b)). */
  readonly intent_to_file_months: number;
  /** Months after a decision to request higher-level review (38 CFR 3.2601) or a Board appeal (38 CFR 20.202). */
  readonly review_request_months: number;
  /** Months after a decision within which a supplemental claim keeps the original effective date (38 CFR 3.2500(h)). */
  readonly continuous_pursuit_months: number;
  /** Probability the nexus standard of 38 CFR 3.102 requires, in percent ("at least as likely as not"). */
  readonly nexus_probability_percent: number;
}

/**
 * The Appeals Modernization Act framework (effective 2019-02-19): intent to file protects the date for one year; a
 * supplemental claim needs new and relevant evidence (38 CFR 3.2501); higher-level review and Board appeals are asked
 * within one year; the benefit of the doubt goes to the claimant when the evidence is in approximate balance (3.102).
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-3/subpart-A/subject-group-ECFR4bb4b6cc4ae9ae8/section-3.155
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-3/subpart-D/section-3.2501
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-3/subpart-A/section-3.102
 */
export const CLAIM_PROCESS_RULES: RuleTable<ClaimProcessRules> = {
  id: 'us.va.claim_process_rules',
  jurisdiction: 'US',
  title: 'VA claim deadlines (intent to file, review lanes) and the at-least-as-likely-as-not standard',
  versions: [
    {
      effective: '2019-02-19',
      source: 'https://www.ecfr.gov/current/title-38/chapter-I/part-3 (3.102, 3.155, 3.2500, 3.2501, 3.2601); 38 CFR 20.202',
      verified: null,
      note: 'From memory of the regulations; not checked against the eCFR.',
      value: { intent_to_file_months: 12, review_request_months: 12, continuous_pursuit_months: 12, nexus_probability_percent: 50 },
    },
  ],
};
