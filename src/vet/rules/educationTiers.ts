import type { RuleTable } from '../../core/ruleTable.js';

/** One eligibility tier of chapter 33: `percent` of the full benefit from `min_days` of qualifying active duty. */
export interface Chapter33Tier {
  /** Aggregate active duty after 2001-09-10, in days (a month is counted as 30 days), from which the tier applies. */
  readonly min_days: number;
  /** The same threshold in the unit VA's table uses (`90 days`, `6 months`). */
  readonly min_label: { readonly value: number; readonly unit: 'days' | 'months' };
  readonly percent: number;
}

/** The chapter 33 tier table: service-based tiers (ascending) and the paths that give 100% whatever the length. */
export interface Chapter33TierTable {
  readonly tiers: readonly Chapter33Tier[];
  /** 30 continuous days and discharged for a service-connected disability → 100%. */
  readonly disability_discharge_percent: number;
  /** Purple Heart on or after 2001-09-11 → 100% (null before the rule). */
  readonly purple_heart_percent: number | null;
}

const tier = (value: number, unit: 'days' | 'months', percent: number): Chapter33Tier => ({
  min_days: unit === 'days' ? value : value * 30,
  min_label: { value, unit },
  percent,
});

/**
 * Post-9/11 GI Bill eligibility tiers (38 U.S.C. 3311(b), 3313(c)). The Forever GI Bill (Pub. L. 115-48) added the
 * Purple Heart path from 2018-08-01 and, from 2020-08-01, dropped the 40% tier (90 days to 6 months now pays 50%,
 * 6 to 18 months 60%).
 *
 * @see https://www.law.cornell.edu/uscode/text/38/3313
 * @see https://www.va.gov/education/about-gi-bill-benefits/post-9-11/
 */
export const CHAPTER_33_TIERS: RuleTable<Chapter33TierTable> = {
  id: 'us.va.chapter33_tiers',
  title: 'Post-9/11 GI Bill eligibility percentage by months of active duty (38 U.S.C. 3313(c))',
  versions: [
    {
      effective: '2009-08-01',
      source: '38 U.S.C. 3313(c) as enacted by Pub. L. 110-252 § 5003',
      verified: null,
      note: 'Original tiers, recalled.',
      value: {
        tiers: [tier(90, 'days', 40), tier(6, 'months', 50), tier(12, 'months', 60), tier(18, 'months', 70), tier(24, 'months', 80), tier(30, 'months', 90), tier(36, 'months', 100)],
        disability_discharge_percent: 100,
        purple_heart_percent: null,
      },
    },
    {
      effective: '2018-08-01',
      source: '38 U.S.C. 3311(b)(2), 3313(c) as amended by Pub. L. 115-48 § 103',
      verified: null,
      note: 'Purple Heart path added; tiers unchanged until 2020-08-01 (recalled).',
      value: {
        tiers: [tier(90, 'days', 40), tier(6, 'months', 50), tier(12, 'months', 60), tier(18, 'months', 70), tier(24, 'months', 80), tier(30, 'months', 90), tier(36, 'months', 100)],
        disability_discharge_percent: 100,
        purple_heart_percent: 100,
      },
    },
    {
      effective: '2020-08-01',
      source: '38 U.S.C. 3313(c) as amended by Pub. L. 115-48 § 107; https://www.va.gov/education/about-gi-bill-benefits/post-9-11/',
      verified: '2026-11-22',
      note: 'Tiers checked against legalclarity.org and military.com (24 months → 80%), third-party copies of the va.gov table; still the table for academic years 2025-26 and 2026-27.',
      value: {
        tiers: [tier(90, 'days', 50), tier(6, 'months', 60), tier(18, 'months', 70), tier(24, 'months', 80), tier(30, 'months', 90), tier(36, 'months', 100)],
        disability_discharge_percent: 100,
        purple_heart_percent: 100,
      },
    },
  ],
};
