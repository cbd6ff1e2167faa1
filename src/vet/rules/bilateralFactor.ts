import type { RuleTable } from '../../core/ruleTable.js';

/** The bilateral factor of 38 CFR 4.26. */
export interface BilateralFactorRule {
  /** Percent of the paired disabilities' combined value that is added (not combined) to it. */
  readonly factor_percent: number;
  /** Smallest rating that counts as "compensable degree" under 4.26(c). */
  readonly compensable_minimum: number;
  /**
   * True from 2023-04-16: 4.26(d) removes one or more bilateral disabilities from the factor calculation, and
   * combines them separately, when that gives the veteran a higher combined evaluation.
   */
  readonly most_favorable_exclusion: boolean;
}

/**
 * 38 CFR 4.26, the bilateral factor, with the 4.26(d) exception that an interim final rule (88 FR 22914,
 * 2023-04-14, effective 2023-04-16) added and a final rule (88 FR 89307, 2023-12-27) adopted without change.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 * @see https://www.govinfo.gov/content/pkg/FR-2023-04-14/html/2023-07426.htm
 */
export const BILATERAL_FACTOR: RuleTable<BilateralFactorRule> = {
  id: 'us.va.bilateral_factor',
  jurisdiction: 'US',
  title: '38 CFR 4.26: add 10% of the combined value of paired-extremity disabilities before other combinations',
  versions: [
    {
      value: { factor_percent: 10, compensable_minimum: 10, most_favorable_exclusion: false },
      source: 'https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26',
      effective: '1964-05-22',
      verified: null,
      note:
        'Text before the 2023 amendment read from a forum copy of 4.26 (no official dated copy was found); the ' +
        'effective date is the source note of part 4 (29 FR 6718), not a date the factor was first adopted.',
    },
    {
      value: { factor_percent: 10, compensable_minimum: 10, most_favorable_exclusion: true },
      source: 'https://www.govinfo.gov/content/pkg/FR-2023-04-14/html/2023-07426.htm',
      effective: '2023-04-16',
      verified: '2026-11-22',
      note:
        'Effective date and purpose checked against the Federal Register interim final rule (govinfo copy); the ' +
        'wording of 4.26(d) ("those bilateral disabilities will be removed from the bilateral factor calculation ' +
        'and combined separately, to achieve the combined evaluation most favorable to the veteran") was read from ' +
        'eCFR text quoted in several independent code repositories. Finalised without change by 88 FR 89307.',
    },
  ],
};
