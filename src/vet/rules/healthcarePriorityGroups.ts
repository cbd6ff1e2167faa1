import type { RuleTable } from '../../core/ruleTable.js';

/** Rating thresholds of the enrollment priority groups (38 CFR 17.36(b)). */
export interface PriorityGroupRules {
  /** Service-connected rating that places a veteran in group 1 (or individual unemployability). */
  readonly pg1_min_rating: number;
  /** Lowest rating of group 2 (30–40%). */
  readonly pg2_min_rating: number;
  /** Lowest rating of group 3 (10–20%). */
  readonly pg3_min_rating: number;
}

/**
 * VA health care enrollment priority groups 1–8 (38 CFR 17.36(b)): 1 = 50%+ or unemployable, 2 = 30–40%,
 * 3 = 10–20% / former POW / Purple Heart / discharged for disability, 4 = A&A or housebound or catastrophically
 * disabled, 5 = low income / VA pension / Medicaid, 6 = 0% compensated or exposure and recent combat categories,
 * 7 and 8 = income above VA's limits (7 below the geographic limit).
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-17/section-17.36
 */
export const PRIORITY_GROUP_RULES: RuleTable<PriorityGroupRules> = {
  id: 'us.va.health_priority_groups',
  jurisdiction: 'US',
  title: 'VA health care priority groups by service-connected rating (38 CFR 17.36(b))',
  versions: [
    {
      effective: '2003-01-17',
      source: 'https://www.ecfr.gov/current/title-38/chapter-I/part-17/section-17.36',
      verified: null,
      note: 'research/vet.md section 7 [M]; the effective date is a floor (group 8 enrollment restriction, 68 FR 2670).',
      value: { pg1_min_rating: 50, pg2_min_rating: 30, pg3_min_rating: 10 },
    },
  ],
};

/** The means-test income limits that separate groups 5, 7 and 8. */
export interface MeansTestThresholds {
  /** VA national income limit for a veteran with no dependents, in dollars a year; null when not encoded. */
  readonly national_no_dependents: string | null;
  /** Added per dependent; null when not encoded. */
  readonly national_per_dependent: string | null;
  /** Where VA publishes the national and geographic (ZIP-code) limits each year. */
  readonly published_at: string;
}

/**
 * VA national and geographic means-test income limits (38 U.S.C. 1722; 38 CFR 17.36(b)(5),(7),(8)). The yearly dollar
 * figures could not be verified, so none are encoded: the engine compares nothing and names the page to check.
 *
 * @see https://www.va.gov/health-care/income-limits/
 * @see https://www.law.cornell.edu/uscode/text/38/1722
 */
export const MEANS_TEST_THRESHOLDS: RuleTable<MeansTestThresholds> = {
  id: 'us.va.health_means_test_thresholds',
  jurisdiction: 'US',
  title: 'VA health care national and geographic income limits (groups 5, 7, 8) — not encoded',
  versions: [
    {
      effective: '2025-01-01',
      source: 'https://www.va.gov/health-care/income-limits/ (38 U.S.C. 1722)',
      verified: null,
      note: 'No verified 2025 or 2026 figures were found; amounts vary by household size and ZIP code.',
      value: { national_no_dependents: null, national_per_dependent: null, published_at: 'https://www.va.gov/health-care/income-limits/' },
    },
  ],
};
