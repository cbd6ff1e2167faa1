import type { RuleTable } from '../../core/ruleTable.js';

/** Maximum annual pension rates (MAPR) of one family status, whole US dollars as exact strings. */
export interface MaprRow {
  /** Basic pension (no Housebound or Aid and Attendance). */
  readonly basic: string;
  /** With Housebound. */
  readonly housebound: string;
  /** With Aid and Attendance. */
  readonly aid_attendance: string;
}

/** One year's VA Veterans Pension and Survivors Pension MAPRs and limits (38 U.S.C. 1521, 1541; 38 CFR 3.23, 3.274). */
export interface PensionRates {
  /** Veteran with no dependent spouse or child. */
  readonly veteran_alone: MaprRow;
  /** Veteran with one dependent (spouse or child). */
  readonly veteran_one_dependent: MaprRow;
  /** Surviving spouse with no dependent child. */
  readonly surviving_spouse_alone: MaprRow;
  /** Surviving spouse with one dependent child. */
  readonly surviving_spouse_one_child: MaprRow;
  /** Added to the MAPR for each further dependent child. */
  readonly each_additional_child: string;
  /** Net-worth limit (assets plus annual income), 38 CFR 3.274(a). */
  readonly net_worth_limit: string;
}

const SOURCE_NOTE =
  'Annual MAPRs rise each December 1 by the Social Security COLA; VA publishes them on its pension rate pages. ' +
  'Each table here equals the previous one times (1 + COLA), rounded up to the next whole dollar.';

/**
 * VA Veterans Pension and Survivors Pension maximum annual pension rates and net-worth limit, by the year that starts
 * each December 1.
 *
 * The 2023-12-01 veteran rows and net-worth limit were read from copies of VA's "Current pension rates for Veterans"
 * page (which works the example $32,729 − $10,000 = $22,729 a year, $1,894 a month); the survivor rows with a child
 * from a copy of VA's survivors rate table. The later years are those figures raised by the 2.5% and 2.8% COLAs
 * (rounded up), which reproduce every figure research/vet.md marks as checked (A&A $29,093 / $34,488, surviving
 * spouse A&A $18,697, net worth $159,240 / $163,699). The surviving-spouse Housebound rows rest on one recalled
 * 2024 figure ($13,568) and are the least certain.
 *
 * @see https://www.va.gov/pension/veterans-pension-rates/
 * @see https://www.va.gov/pension/survivors-pension-rates/
 * @see https://www.law.cornell.edu/uscode/text/38/1521
 */
export const VA_PENSION_RATES: RuleTable<PensionRates> = {
  id: 'us.va.pension_mapr',
  jurisdiction: 'US',
  title: 'VA Veterans and Survivors Pension maximum annual pension rates (MAPR) and net-worth limit',
  // Raised every December 1 by the COLA.
  cadence: 'annual',
  versions: [
    {
      effective: '2023-12-01',
      source: 'https://www.va.gov/pension/veterans-pension-rates/',
      verified: null,
      note: `${SOURCE_NOTE} 3.2% COLA. Read from third-party copies of the VA pages, not from va.gov itself.`,
      value: {
        veteran_alone: { basic: '16551', housebound: '20226', aid_attendance: '27609' },
        veteran_one_dependent: { basic: '21674', housebound: '25348', aid_attendance: '32729' },
        surviving_spouse_alone: { basic: '11102', housebound: '13568', aid_attendance: '17743' },
        surviving_spouse_one_child: { basic: '14529', housebound: '16989', aid_attendance: '21166' },
        each_additional_child: '2831',
        net_worth_limit: '155356',
      },
    },
    {
      effective: '2024-12-01',
      source: 'https://www.va.gov/pension/veterans-pension-rates/',
      verified: null,
      note: `${SOURCE_NOTE} 2.5% COLA; derived, matching the third-party figures in research/vet.md.`,
      value: {
        veteran_alone: { basic: '16965', housebound: '20732', aid_attendance: '28300' },
        veteran_one_dependent: { basic: '22216', housebound: '25982', aid_attendance: '33548' },
        surviving_spouse_alone: { basic: '11380', housebound: '13908', aid_attendance: '18187' },
        surviving_spouse_one_child: { basic: '14893', housebound: '17414', aid_attendance: '21696' },
        each_additional_child: '2902',
        net_worth_limit: '159240',
      },
    },
    {
      effective: '2025-12-01',
      source: 'https://www.va.gov/pension/veterans-pension-rates/',
      verified: null,
      note: `${SOURCE_NOTE} 2.8% COLA; derived. Net worth $163,699 matches VA's vets-api PensionAwardHelper default.`,
      value: {
        veteran_alone: { basic: '17441', housebound: '21313', aid_attendance: '29093' },
        veteran_one_dependent: { basic: '22839', housebound: '26710', aid_attendance: '34488' },
        surviving_spouse_alone: { basic: '11699', housebound: '14298', aid_attendance: '18697' },
        surviving_spouse_one_child: { basic: '15311', housebound: '17902', aid_attendance: '22304' },
        each_additional_child: '2984',
        net_worth_limit: '163699',
      },
    },
  ],
};

/** How VA counts income and assets for pension (38 CFR 3.270-3.279, in force since the 2018-10-18 net-worth rule). */
export interface PensionCountingRules {
  /** Unreimbursed medical expenses count only above this share of the basic MAPR for the dependency status (3.278(c)). */
  readonly medical_deductible_share: string;
  /** Months of look-back for covered asset transfers (3.276(e)). */
  readonly look_back_months: number;
  /** Longest asset-transfer penalty period, in months (3.276(e)(4)). */
  readonly max_penalty_months: number;
  /** Which MAPR divided by 12 is the monthly penalty rate (3.276(e)(1)): the veteran-with-one-dependent A&A MAPR. */
  readonly penalty_rate_basis: 'veteran_one_dependent_aid_attendance';
  /** Acres of the lot around the primary residence excluded from assets (3.275(b)(2)). */
  readonly residence_lot_acres: number;
}

/**
 * The 2018 pension net-worth, asset-transfer and medical-expense rules (83 FR 47246, effective 2018-10-18).
 *
 * @see https://www.ecfr.gov/current/title-38/section-3.276
 * @see https://www.ecfr.gov/current/title-38/section-3.278
 */
export const VA_PENSION_COUNTING_RULES: RuleTable<PensionCountingRules> = {
  id: 'us.va.pension_counting_rules',
  jurisdiction: 'US',
  title: 'VA pension net worth, 36-month look-back and medical-expense deductible (38 CFR 3.274-3.278)',
  versions: [
    {
      effective: '2018-10-18',
      source: 'https://www.ecfr.gov/current/title-38/section-3.276',
      verified: null,
      note: 'The 5% deductible is consistent with every third-party rate table seen (e.g. $1,083 = 5% of $21,674 for 2024, rounded down); the other values are recalled from the regulation.',
      value: {
        medical_deductible_share: '0.05',
        look_back_months: 36,
        max_penalty_months: 60,
        penalty_rate_basis: 'veteran_one_dependent_aid_attendance',
        residence_lot_acres: 2,
      },
    },
  ],
};

/** One period of war (38 CFR 3.2). */
export interface WartimePeriod {
  readonly id: 'mexican_border' | 'world_war_i' | 'world_war_ii' | 'korean_conflict' | 'vietnam_era' | 'gulf_war';
  /** First day (inclusive). */
  readonly start: string;
  /** Last day (inclusive), or null when not yet ended by law. */
  readonly end: string | null;
  /** A different start for service in a particular place (Vietnam era: in the Republic of Vietnam from 1955-11-01). */
  readonly in_country_start?: string;
}

/**
 * Periods of war for pension (38 CFR 3.2), as amended by the 2021 NDAA section that moved the Vietnam era's in-country
 * start to 1955-11-01.
 *
 * @see https://www.ecfr.gov/current/title-38/section-3.2
 */
export const WARTIME_PERIODS: RuleTable<readonly WartimePeriod[]> = {
  id: 'us.va.wartime_periods',
  jurisdiction: 'US',
  title: 'Periods of war for VA pension (38 CFR 3.2)',
  versions: [
    {
      effective: '2021-01-01',
      source: 'https://www.ecfr.gov/current/title-38/section-3.2',
      verified: null,
      note: 'Dates recalled from 38 CFR 3.2 (research/vet.md marks them [M]); the Vietnam in-country start 1955-11-01 was checked by research against a quotation of the current text.',
      value: [
        { id: 'mexican_border', start: '1916-05-09', end: '1917-04-05' },
        { id: 'world_war_i', start: '1917-04-06', end: '1918-11-11' },
        { id: 'world_war_ii', start: '1941-12-07', end: '1946-12-31' },
        { id: 'korean_conflict', start: '1950-06-27', end: '1955-01-31' },
        { id: 'vietnam_era', start: '1964-08-05', end: '1975-05-07', in_country_start: '1955-11-01' },
        { id: 'gulf_war', start: '1990-08-02', end: null },
      ],
    },
  ],
};
