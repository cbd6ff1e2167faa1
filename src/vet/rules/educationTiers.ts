import type { RuleTable } from '../../core/ruleTable.js';

/**
 * One eligibility tier of chapter 33: `percent` of the full benefit from `min_days` of aggregate active duty after
 * 2001-09-10 (VA counts days), or from `min_months` for a caller who can only count months.
 */
export interface Chapter33Tier {
  /** Aggregate active duty after 2001-09-10, in days, from which the tier applies (inclusive). */
  readonly min_days: number;
  /**
   * The same threshold in whole months, as VA prints it beside the days ("545 to 729 days (18 to 23 months)"). VA's
   * day counts are not 30-day months (18 months is 545 days, 24 months 730), so months map to tiers by this label.
   */
  readonly min_months: number;
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

const tier = (min_days: number, min_months: number, percent: number): Chapter33Tier => ({ min_days, min_months, percent });

/**
 * The month-based tiers of 2009 to 2020. The law and VA's tables of the time counted months; the day counts here are
 * 30-day months (VA's own day chart for those years is not encoded), and 90 days is the 3-month floor.
 */
const MONTH_TIERS_2009: readonly Chapter33Tier[] = [
  tier(90, 3, 40), tier(180, 6, 50), tier(360, 12, 60), tier(540, 18, 70), tier(720, 24, 80), tier(900, 30, 90), tier(1080, 36, 100),
];

/**
 * Post-9/11 GI Bill eligibility tiers (38 U.S.C. 3311(b), 3313(c)). The Forever GI Bill (Pub. L. 115-48) added the
 * Purple Heart path from 2018-08-01 and, from 2020-08-01, dropped the 40% tier (90 days to 6 months now pays 50%,
 * 6 to 18 months 60%). VA states the current tiers in days of aggregate active duty: 90 → 50%, 180 → 60%, 545 → 70%,
 * 730 → 80%, 910 → 90%, 1,095 → 100%.
 *
 * @see https://www.law.cornell.edu/uscode/text/38/3313
 * @see https://www.va.gov/resources/how-we-determine-your-percentage-of-post-911-gi-bill-benefits/
 */
export const CHAPTER_33_TIERS: RuleTable<Chapter33TierTable> = {
  id: 'us.va.chapter33_tiers',
  jurisdiction: 'US',
  title: 'Post-9/11 GI Bill eligibility percentage by days of aggregate active duty (38 U.S.C. 3313(c))',
  versions: [
    {
      effective: '2009-08-01',
      source: '38 U.S.C. 3313(c) as enacted by Pub. L. 110-252 § 5003',
      verified: null,
      note: 'Original tiers in months (40% from 90 days to 100% from 36 months), recalled; days are 30-day months.',
      value: { tiers: MONTH_TIERS_2009, disability_discharge_percent: 100, purple_heart_percent: null },
    },
    {
      effective: '2018-08-01',
      source: '38 U.S.C. 3311(b)(2), 3313(c) as amended by Pub. L. 115-48 § 103',
      verified: null,
      note: 'Purple Heart path added; tiers unchanged until 2020-08-01 (recalled).',
      value: { tiers: MONTH_TIERS_2009, disability_discharge_percent: 100, purple_heart_percent: 100 },
    },
    {
      effective: '2020-08-01',
      source:
        '38 U.S.C. 3313(c) as amended by Pub. L. 115-48 § 107; https://www.va.gov/resources/how-we-determine-your-percentage-of-post-911-gi-bill-benefits/',
      verified: '2026-11-25',
      note:
        'Read on va.gov (the percentage page and the Post-9/11 rates page for 2025-26): "910 to 1,094 days (30 to 35 months): 90%", ' +
        '"730 to 909 days (24 to 29 months): 80%", "545 to 729 days (18 to 23 months): 70%", "180 to 544 days (6 to 17 months): 60%", ' +
        '"90 to 179 days (90 days to 5 months): 50%", 100% from 1,095 days (36 months), a Purple Heart on or after 2001-09-11, ' +
        'or 30 continuous days and a discharge for a service-connected disability.',
      value: {
        tiers: [tier(90, 3, 50), tier(180, 6, 60), tier(545, 18, 70), tier(730, 24, 80), tier(910, 30, 90), tier(1095, 36, 100)],
        disability_discharge_percent: 100,
        purple_heart_percent: 100,
      },
    },
  ],
};
