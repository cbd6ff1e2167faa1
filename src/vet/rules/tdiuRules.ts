import type { RuleTable } from '../../core/ruleTable.js';

/** The percentage thresholds of 38 CFR 4.16(a). */
export interface TdiuSchedularThresholds {
  /** A single service-connected disability rated at least this much qualifies. */
  readonly single_disability_min: number;
  /** With two or more disabilities, one must be rated at least this much … */
  readonly multiple_one_disability_min: number;
  /** … and the combined rating must be at least this much. */
  readonly multiple_combined_min: number;
}

/**
 * Schedular thresholds for total disability based on individual unemployability (38 CFR 4.16(a)). The text has
 * carried these figures for decades; the effective date below is the source note of 38 CFR part 4 (29 FR 6718), as a floor.
 *
 * @see https://www.ecfr.gov/current/title-38/section-4.16
 */
export const TDIU_SCHEDULAR_THRESHOLDS: RuleTable<TdiuSchedularThresholds> = {
  id: 'us.va.tdiu_schedular_thresholds',
  jurisdiction: 'US',
  title: 'TDIU schedular thresholds: one disability 60%+, or two or more with one 40%+ and combined 70%+ (38 CFR 4.16(a))',
  versions: [
    {
      effective: '1964-05-22',
      source: 'https://www.ecfr.gov/current/title-38/section-4.16',
      verified: null,
      note: 'Checked by research/vet.md against a forum copy of 4.16(a), not against the eCFR itself.',
      value: { single_disability_min: 60, multiple_one_disability_min: 40, multiple_combined_min: 70 },
    },
  ],
};

/**
 * The poverty threshold for one person (Census Bureau), which 38 CFR 4.16(a) makes the line of marginal employment:
 * earned annual income at or below it is not substantially gainful. Each version is the threshold for the previous
 * calendar year, taken as in force from January 1 after that year (when Census publishes preliminary thresholds).
 *
 * @see https://www.census.gov/data/tables/time-series/demo/income-poverty/historical-poverty-thresholds.html
 * @see https://www.ecfr.gov/current/title-38/section-4.16
 */
export const POVERTY_THRESHOLD_ONE_PERSON: RuleTable<string> = {
  id: 'us.census.poverty_threshold_one_person',
  jurisdiction: 'US',
  title: 'Census Bureau poverty threshold for one person under 65 (marginal employment line of 38 CFR 4.16(a))',
  // A new threshold every year.
  cadence: 'annual',
  versions: [
    {
      effective: '2024-01-01',
      source: 'https://www.census.gov/data/tables/time-series/demo/income-poverty/historical-poverty-thresholds.html',
      verified: null,
      note: '2023 threshold, one person under 65: $15,852 (recalled). Whether VA uses the under-65 figure or the weighted average is not settled here.',
      value: '15852',
    },
    {
      effective: '2025-01-01',
      source: 'https://www.census.gov/data/tables/time-series/demo/income-poverty/historical-poverty-thresholds.html',
      verified: null,
      note: '2024 threshold, one person under 65: about $16,320 (research/vet.md, unverified).',
      value: '16320',
    },
    {
      effective: '2026-01-01',
      source: 'https://www.census.gov/data/tables/time-series/demo/income-poverty/historical-poverty-thresholds.html',
      verified: null,
      note: '2025 threshold, one person under 65: $16,749 (research/vet.md, from a code comment quoting CRS IN12737).',
      value: '16749',
    },
  ],
};
