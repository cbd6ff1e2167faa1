import type { RuleTable } from '../../core/ruleTable.js';

/** How 38 CFR 4.25 turns several ratings into one combined degree of disability. */
export interface CombinedRatingsRule {
  /**
   * Table I cells are whole numbers: every pairwise combination `a + b × (100 − a) / 100` is rounded to a whole
   * number, halves upward, before the next disability is combined with it ("the combined value, exactly as found
   * in table I").
   */
  readonly step_rounding: 'whole_number_half_up';
  /** The finished combined value is converted to the nearest number divisible by this step, 5s upward (4.25(a)). */
  readonly final_step: 10;
}

/**
 * 38 CFR 4.25, the combined ratings table (Table I) and its conversion rule. The arithmetic has not changed since
 * the schedule's current text was codified; the effective date is the source note of 38 CFR part 4
 * (29 FR 6718, May 22, 1964).
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25
 */
export const COMBINED_RATINGS_TABLE: RuleTable<CombinedRatingsRule> = {
  id: 'us.va.combined_ratings_table',
  jurisdiction: 'US',
  title: '38 CFR 4.25: combine ratings in order of severity through Table I, convert to the nearest 10 once at the end',
  versions: [
    {
      value: { step_rounding: 'whole_number_half_up', final_step: 10 },
      source: 'https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25',
      effective: '1964-05-22',
      verified: '2026-11-22',
      note:
        'Rule text checked against the eCFR text of 4.25(a) (60 and 30 give 72; 50 and 30 give 65, converted to 70; ' +
        '40 and 20 give 52, converted to 50) and 4.25(b) (conversion to the nearest degree divisible by 10 only once, ' +
        'after all disabilities are combined). Half-up whole-number steps reproduce every Table I cell. The ' +
        'effective date is the source note of part 4 (29 FR 6718), not a date this rule was first adopted.',
    },
  ],
};
