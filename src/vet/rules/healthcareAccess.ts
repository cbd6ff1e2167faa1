import type { RuleTable } from '../../core/ruleTable.js';

/** Community care access standards and related program rules. */
export interface HealthcareAccessRules {
  /** Average drive time in minutes: primary care, mental health and non-institutional extended care. */
  readonly drive_minutes_primary: number;
  /** Average drive time in minutes: specialty care. */
  readonly drive_minutes_specialty: number;
  /** Wait in days from the request: primary care and mental health. */
  readonly wait_days_primary: number;
  /** Wait in days from the request: specialty care. */
  readonly wait_days_specialty: number;
  /** Rating that, when permanent and total, makes dependents eligible for CHAMPVA (38 U.S.C. 1781). */
  readonly champva_rating: number;
  /** Days after discharge to apply for one-time Class II dental care, and the minimum days of service. */
  readonly dental_class_ii_apply_days: number;
  readonly dental_class_ii_min_service_days: number;
}

/**
 * MISSION Act access standards for community care (38 CFR 17.4040, effective 2019-06-06), CHAMPVA for dependents of
 * veterans permanently and totally disabled by service-connected conditions (38 U.S.C. 1781), and the Class II dental
 * window (38 CFR 17.161(b)).
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-17/section-17.4040
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-17/section-17.161
 */
export const HEALTHCARE_ACCESS_RULES: RuleTable<HealthcareAccessRules> = {
  id: 'us.va.health_access_rules',
  jurisdiction: 'US',
  title: 'Community care access standards (30/60 minutes, 20/28 days), CHAMPVA and Class II dental windows',
  versions: [
    {
      effective: '2019-06-06',
      source: 'https://www.ecfr.gov/current/title-38/chapter-I/part-17/section-17.4040; 38 U.S.C. 1781; 38 CFR 17.161',
      verified: null,
      note: 'From memory of the regulations; not checked against the eCFR.',
      value: {
        drive_minutes_primary: 30, drive_minutes_specialty: 60, wait_days_primary: 20, wait_days_specialty: 28,
        champva_rating: 100, dental_class_ii_apply_days: 180, dental_class_ii_min_service_days: 90,
      },
    },
  ],
};
