import type { RuleTable } from '../../core/ruleTable.js';

/** VA health care copays for care of conditions that are not service-connected. */
export interface HealthcareCopays {
  /** Outpatient primary care visit (groups 7 and 8). */
  readonly outpatient_primary: string;
  /** Outpatient specialty care visit (groups 7 and 8). */
  readonly outpatient_specialty: string;
  /** Urgent care visit after the free visits (groups 1–5 get `urgent_care_free_visits` a year free). */
  readonly urgent_care: string;
  readonly urgent_care_free_visits: number;
  /** Outpatient medication per 30-day supply: tier 1, 2 and 3 (groups 2–8). */
  readonly medication_tiers: readonly [string, string, string];
  /** Yearly cap on medication copays. */
  readonly medication_annual_cap: string;
  /** Medicare Part A inpatient deductible of the year (group 8 pays it for the first 90 days). */
  readonly medicare_inpatient_deductible: string;
  /** Per-day inpatient charge for group 8 and for group 7. */
  readonly inpatient_daily_pg8: string;
  readonly inpatient_daily_pg7: string;
  /** Share of the group-8 inpatient copay group 7 pays. */
  readonly inpatient_pg7_share: string;
  /** Long-term care maximum per day: nursing home (inpatient), adult day health (outpatient), domiciliary. */
  readonly ltc_inpatient_daily_max: string;
  readonly ltc_outpatient_daily_max: string;
  readonly ltc_domiciliary_daily_max: string;
}

const SOURCE = 'https://www.va.gov/health-care/copay-rates/ (38 CFR 17.108, 17.110, 17.111, 17.4600)';
const BASE = {
  outpatient_primary: '15', outpatient_specialty: '50', urgent_care: '30', urgent_care_free_visits: 3,
  medication_tiers: ['5', '8', '11'] as const, medication_annual_cap: '700',
  inpatient_daily_pg8: '10', inpatient_daily_pg7: '2', inpatient_pg7_share: '0.2',
  ltc_inpatient_daily_max: '97', ltc_outpatient_daily_max: '15', ltc_domiciliary_daily_max: '5',
};

/**
 * VA copays by year. Outpatient $15/$50 (tiered since 2017), medications $5/$8/$11 capped at $700 a year, urgent care
 * $30 after three free visits for groups 1–5, inpatient the Medicare deductible plus $10 a day for group 8 (20% of
 * it plus $2 a day for group 7), long-term care up to $97 / $15 / $5 a day.
 *
 * @see https://www.va.gov/health-care/copay-rates/
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-17/section-17.108
 */
export const HEALTHCARE_COPAYS: RuleTable<HealthcareCopays> = {
  id: 'us.va.health_copays',
  jurisdiction: 'US',
  title: 'VA health care copays (outpatient, urgent care, medication, inpatient, long-term care)',
  // The inpatient copay follows the Medicare Part A deductible, re-set every January 1.
  cadence: 'annual',
  versions: [
    {
      effective: '2025-01-01',
      source: SOURCE,
      verified: null,
      note: 'research/vet.md section 7 [M]; a va.gov copy confirms the urgent-care rule and the $700 medication cap. 2025 Medicare Part A deductible $1,676.',
      value: { ...BASE, medicare_inpatient_deductible: '1676' },
    },
    {
      effective: '2026-01-01',
      source: SOURCE,
      verified: null,
      note: 'research/vet.md section 7 [M]; 2026 Medicare Part A deductible $1,736 (probable, unverified).',
      value: { ...BASE, medicare_inpatient_deductible: '1736' },
    },
  ],
};

/** Copay-free outpatient mental-health visits (Cleland-Dole Act of 2022). */
export interface MentalHealthCopayExemption {
  readonly free_visits_per_year: number;
  /** Last day of the exemption. */
  readonly ends: string;
}

/**
 * The first three outpatient mental-health or substance-use visits a year carry no copay, through 2027-12-29
 * (research/vet.md section 7 [V]); the start date is the day after the first anniversary of enactment, unverified.
 *
 * @see https://www.va.gov/health-care/copay-rates/
 */
export const MENTAL_HEALTH_COPAY_EXEMPTION: RuleTable<MentalHealthCopayExemption> = {
  id: 'us.va.mental_health_copay_exemption',
  jurisdiction: 'US',
  title: 'First three outpatient mental-health visits a year without copay (Cleland-Dole Act)',
  versions: [
    {
      effective: '2023-12-29',
      source: 'https://www.va.gov/health-care/copay-rates/ (Pub. L. 117-328, div. V)',
      verified: null,
      note: 'End date from research/vet.md section 7 [V]; start date unverified.',
      value: { free_visits_per_year: 3, ends: '2027-12-29' },
    },
  ],
};
