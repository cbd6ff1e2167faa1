import type { RuleTable } from '../../core/ruleTable.js';

/** Combined ratings at which VA pays dependency amounts (38 U.S.C. 1115: 30 percent or more), in column order. */
export const DEPENDENCY_RATINGS = [30, 40, 50, 60, 70, 80, 90, 100] as const;
/** A combined rating at which the basic monthly rate depends on dependents. */
export type DependencyRating = (typeof DEPENDENCY_RATINGS)[number];

/**
 * The dependency status rows of VA's basic monthly rate tables (spouse and dependent parents; children are the
 * separate "with one child" rows and the added amounts).
 */
export const DEPENDENCY_STATUSES = ['alone', 'spouse', 'spouse_one_parent', 'spouse_two_parents', 'one_parent', 'two_parents'] as const;
/** A row of VA's basic monthly rate tables. */
export type DependencyStatus = (typeof DEPENDENCY_STATUSES)[number];

/** One row of monthly amounts in US dollars (exact decimal strings), for 30, 40, …, 100 percent in that order. */
export type RateRow = readonly [string, string, string, string, string, string, string, string];

/** One year's VA disability compensation rate tables for a veteran (monthly US dollars, exact decimal strings). */
export interface CompensationRates {
  /** Flat monthly amounts at 10% and 20%: no amount is added for any dependent at these ratings. */
  readonly flat: { readonly '10': string; readonly '20': string };
  /** Basic monthly rates with no child under 18, by dependency status. */
  readonly no_children: Readonly<Record<DependencyStatus, RateRow>>;
  /** Basic monthly rates including one child under 18 (VA's "with dependents, including children" rows). */
  readonly one_child: Readonly<Record<DependencyStatus, RateRow>>;
  /** Added amount for each child under 18 beyond the first. */
  readonly each_additional_child_under_18: RateRow;
  /** Added amount for each child over 18 in a qualifying school program (never counted in the basic rows). */
  readonly each_school_child_over_18: RateRow;
  /** Added amount when the spouse receives Aid and Attendance. */
  readonly spouse_aid_attendance: RateRow;
}

/**
 * VA disability compensation rates for veterans (38 U.S.C. 1114 and 1115, raised each December 1 by the
 * cost-of-living adjustment), as VA publishes them in its rate tables.
 *
 * Both versions are unverified: the stored copies of VA's rate pages found by search carry the page text but not
 * the table figures. The figures come from third-party copies that agree with each other (see each note), and the
 * two years agree with each other: every 100% cell, the 10% and 20% flat rates and the "veteran alone" row of the
 * 2025-12-01 table equal the 2024-12-01 cell times 1.028 (the 2.8% COLA) rounded to the cent.
 *
 * @see https://www.va.gov/disability/compensation-rates/veteran-rates/
 * @see https://www.va.gov/disability/compensation-rates/veteran-rates/past-rates-2025/
 * @see https://www.law.cornell.edu/uscode/text/38/1115
 */
export const VA_COMPENSATION_RATES: RuleTable<CompensationRates> = {
  id: 'us.va.disability_compensation_rates',
  jurisdiction: 'US',
  title: 'VA disability compensation monthly rates for veterans, 10% to 100%, with dependency amounts',
  // Raised every December 1 by the COLA: a year's table is stale from the next December 1 without a successor.
  cadence: 'annual',
  versions: [
    {
      effective: '2024-12-01',
      source: 'https://www.va.gov/disability/compensation-rates/veteran-rates/past-rates-2025/',
      verified: null,
      note:
        'Rates effective December 1, 2024 (2.5% COLA). Figures from the served-with-honor/va-disability-ratings ' +
        'package (src/rates/varates2025.ts), matched by an independent calculator repository and by a web copy of ' +
        "VA's 30%-60% tables; VA's stored page text was found without its figures.",
      value: {
        flat: { '10': '175.51', '20': '346.95' },
        no_children: {
          alone: ['537.42', '774.16', '1102.04', '1395.93', '1759.19', '2044.89', '2297.96', '3831.30'],
          spouse: ['601.42', '859.16', '1208.04', '1523.93', '1908.19', '2214.89', '2489.96', '4044.91'],
          spouse_one_parent: ['652.42', '927.16', '1293.04', '1625.93', '2028.19', '2351.89', '2643.96', '4216.35'],
          spouse_two_parents: ['703.42', '995.16', '1378.04', '1727.93', '2148.19', '2488.89', '2797.96', '4387.79'],
          one_parent: ['588.42', '842.16', '1187.04', '1497.93', '1879.19', '2181.89', '2451.96', '4002.74'],
          two_parents: ['639.42', '910.16', '1272.04', '1599.93', '1999.19', '2318.89', '2605.96', '4174.18'],
        },
        one_child: {
          alone: ['579.42', '831.16', '1173.04', '1480.93', '1858.19', '2158.89', '2425.96', '3974.15'],
          spouse: ['648.42', '922.16', '1287.04', '1617.93', '2018.19', '2340.89', '2630.96', '4201.35'],
          spouse_one_parent: ['699.42', '990.16', '1372.04', '1719.93', '2138.19', '2477.89', '2784.96', '4372.79'],
          spouse_two_parents: ['750.42', '1058.16', '1457.04', '1821.93', '2258.19', '2614.89', '2938.96', '4544.23'],
          one_parent: ['630.42', '899.16', '1258.04', '1582.93', '1978.19', '2295.89', '2579.96', '4145.59'],
          two_parents: ['681.42', '967.16', '1343.04', '1684.93', '2098.19', '2432.89', '2733.96', '4317.03'],
        },
        each_additional_child_under_18: ['31.00', '42.00', '53.00', '63.00', '74.00', '84.00', '95.00', '106.14'],
        each_school_child_over_18: ['102.00', '137.00', '171.00', '205.00', '239.00', '274.00', '308.00', '342.85'],
        spouse_aid_attendance: ['58.00', '78.00', '98.00', '117.00', '137.00', '157.00', '176.00', '195.92'],
      },
    },
    {
      effective: '2025-12-01',
      source: 'https://www.va.gov/disability/compensation-rates/veteran-rates/',
      verified: null,
      note:
        'Rates effective December 1, 2025 (2.8% COLA). Figures from BeeWadd/VA-Math-Machine ' +
        '(src/data/compensation-2026.ts, which records a check against va.gov on 2026-07-18), matched for the ' +
        'veteran-alone and veteran-with-spouse rows by a parser fixture of VA\'s "Dep Code / Dep Status" table in ' +
        'another repository. The spouse Aid and Attendance amounts below 100% do not follow the proportional ' +
        'rule the other added amounts follow and rest on one source.',
      value: {
        flat: { '10': '180.42', '20': '356.66' },
        no_children: {
          alone: ['552.47', '795.84', '1132.90', '1435.02', '1808.45', '2102.15', '2362.30', '3938.58'],
          spouse: ['617.47', '882.84', '1241.90', '1566.02', '1961.45', '2277.15', '2559.30', '4158.17'],
          spouse_one_parent: ['669.47', '952.84', '1329.90', '1671.02', '2084.45', '2417.15', '2717.30', '4334.41'],
          spouse_two_parents: ['721.47', '1022.84', '1417.90', '1776.02', '2207.45', '2557.15', '2875.30', '4510.65'],
          one_parent: ['604.47', '865.84', '1220.90', '1540.02', '1931.45', '2242.15', '2520.30', '4114.82'],
          two_parents: ['656.47', '935.84', '1308.90', '1645.02', '2054.45', '2382.15', '2678.30', '4291.06'],
        },
        one_child: {
          alone: ['596.47', '853.84', '1205.90', '1523.02', '1910.45', '2219.15', '2494.30', '4085.43'],
          spouse: ['666.47', '947.84', '1322.90', '1663.02', '2074.45', '2406.15', '2704.30', '4318.99'],
          spouse_one_parent: ['718.47', '1017.84', '1410.90', '1768.02', '2197.45', '2546.15', '2862.30', '4495.23'],
          spouse_two_parents: ['770.47', '1087.84', '1498.90', '1873.02', '2320.45', '2686.15', '3020.30', '4671.47'],
          one_parent: ['648.47', '923.84', '1293.90', '1628.02', '2033.45', '2359.15', '2652.30', '4261.67'],
          two_parents: ['700.47', '993.84', '1381.90', '1733.02', '2156.45', '2499.15', '2810.30', '4437.91'],
        },
        each_additional_child_under_18: ['32.00', '43.00', '54.00', '65.00', '76.00', '87.00', '98.00', '109.11'],
        each_school_child_over_18: ['105.00', '140.00', '176.00', '211.00', '246.00', '281.00', '317.00', '352.45'],
        spouse_aid_attendance: ['61.00', '81.00', '101.00', '121.00', '141.00', '161.00', '181.00', '201.41'],
      },
    },
  ],
};
