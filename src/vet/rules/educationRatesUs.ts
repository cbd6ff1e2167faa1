import type { RuleTable } from '../../core/ruleTable.js';

/** Post-9/11 GI Bill (chapter 33) amounts for one academic year (August 1 to July 31). */
export interface Chapter33Rates {
  /** Yearly cap on tuition and fees at private and foreign schools (public schools: in-state tuition, no cap). */
  readonly private_tuition_cap: string;
  /** Books and supplies stipend: yearly maximum and rate per credit. */
  readonly books_annual_max: string;
  readonly books_per_credit: string;
  /** Monthly housing allowance at the 100% tier for online-only training (half the national BAH average), or null when not found. */
  readonly online_mha: string | null;
  /** Last day (ISO) of the academic year these figures cover. */
  readonly valid_through: string;
}

/** Monthly full-time (and reduced) rates of a chapter paid by fiscal year (October 1 to September 30). */
export interface MonthlyRates {
  readonly full_time: string;
  /** Reduced rates where known (three-quarter, half, quarter time), else null. */
  readonly three_quarter_time: string | null;
  readonly half_time: string | null;
  /** A second full-time rate where the chapter has one (chapter 30: 2 to 3 years of service). */
  readonly full_time_short_service: string | null;
  readonly valid_through: string;
}

const CH33 = 'https://www.va.gov/education/benefit-rates/post-9-11-gi-bill-rates/ (38 U.S.C. 3313)';

/**
 * Chapter 33 amounts by academic year.
 *
 * @see https://www.va.gov/education/benefit-rates/post-9-11-gi-bill-rates/
 * @see https://www.law.cornell.edu/uscode/text/38/3313
 */
export const CHAPTER_33_RATES: RuleTable<Chapter33Rates> = {
  id: 'us.va.chapter33_rates',
  jurisdiction: 'US',
  title: 'Post-9/11 GI Bill (chapter 33) private-school cap, books stipend and online housing allowance',
  // Set for each academic year from August 1.
  cadence: 'annual',
  versions: [
    {
      effective: '2024-08-01',
      source: CH33,
      verified: '2026-11-22',
      note: 'Cap $28,937.09 checked against military.com (stored copy); the 2024-25 online rate was not found.',
      value: { private_tuition_cap: '28937.09', books_annual_max: '1000', books_per_credit: '41.67', online_mha: null, valid_through: '2025-07-31' },
    },
    {
      effective: '2025-08-01',
      source: CH33,
      verified: null,
      note: 'research/vet.md item 8: cap $29,920.95 and online MHA $1,169 (several notes citing va.gov); not rechecked here.',
      value: { private_tuition_cap: '29920.95', books_annual_max: '1000', books_per_credit: '41.67', online_mha: '1169', valid_through: '2026-07-31' },
    },
    {
      effective: '2026-08-01',
      source: CH33,
      verified: null,
      note: 'research/vet.md item 8: cap $30,908.34 (one note called it unverified) and online MHA $1,261.',
      value: { private_tuition_cap: '30908.34', books_annual_max: '1000', books_per_credit: '41.67', online_mha: '1261', valid_through: '2027-07-31' },
    },
  ],
};

const MGIB = 'https://www.va.gov/education/benefit-rates/montgomery-active-duty-rates/ (38 U.S.C. 3015)';

/** Montgomery GI Bill Active Duty (chapter 30) monthly rates by fiscal year. @see https://www.law.cornell.edu/uscode/text/38/3015 */
export const CHAPTER_30_RATES: RuleTable<MonthlyRates> = {
  id: 'us.va.chapter30_rates',
  jurisdiction: 'US',
  title: 'Montgomery GI Bill Active Duty (chapter 30) monthly rates, institutional training',
  // Set for each fiscal year from October 1.
  cadence: 'annual',
  versions: [
    {
      effective: '2024-10-01',
      source: MGIB,
      verified: null,
      note: 'research/vet.md item 8: FY2025 $2,438 (3+ years) and $1,978 (2–3 years).',
      value: { full_time: '2438', three_quarter_time: null, half_time: null, full_time_short_service: '1978', valid_through: '2025-09-30' },
    },
    {
      effective: '2025-10-01',
      source: MGIB,
      verified: null,
      note: 'research/vet.md item 8: FY2026 $2,518 and $2,043 (military.com and a research note).',
      value: { full_time: '2518', three_quarter_time: null, half_time: null, full_time_short_service: '2043', valid_through: '2026-09-30' },
    },
  ],
};

const SR = 'https://www.va.gov/education/benefit-rates/montgomery-selected-reserve-rates/ (10 U.S.C. 16131)';

/** Montgomery GI Bill Selected Reserve (chapter 1606) monthly rates by fiscal year. @see https://www.law.cornell.edu/uscode/text/10/16131 */
export const CHAPTER_1606_RATES: RuleTable<MonthlyRates> = {
  id: 'us.va.chapter1606_rates',
  jurisdiction: 'US',
  title: 'Montgomery GI Bill Selected Reserve (chapter 1606) monthly rates',
  // Set for each fiscal year from October 1.
  cadence: 'annual',
  versions: [
    {
      effective: '2024-10-01',
      source: SR,
      verified: null,
      note: 'research/vet.md item 8: FY2025 $481 full time; reduced rates not recorded.',
      value: { full_time: '481', three_quarter_time: null, half_time: null, full_time_short_service: null, valid_through: '2025-09-30' },
    },
    {
      effective: '2025-10-01',
      source: `${SR}, read in a stored copy of the page dated 2025-09-30 ("rates for October 1, 2025, to September 30, 2026")`,
      verified: '2026-11-25',
      note: 'Checked on the va.gov page (stored copy): full time $493.00, 3/4 time $369.00, 1/2 time $246.00, less than 1/2 time $123.25. No FY2027 (from 2026-10-01) page was found, so after 2026-09-30 these are reported stale.',
      value: { full_time: '493', three_quarter_time: '369', half_time: '246', full_time_short_service: null, valid_through: '2026-09-30' },
    },
  ],
};

/** Survivors' and Dependents' Educational Assistance (chapter 35) monthly rates. @see https://www.law.cornell.edu/uscode/text/38/3532 */
export const CHAPTER_35_RATES: RuleTable<MonthlyRates> = {
  id: 'us.va.chapter35_rates',
  jurisdiction: 'US',
  title: "Survivors' and Dependents' Educational Assistance (DEA, chapter 35) monthly rates",
  // Set for each fiscal year from October 1.
  cadence: 'annual',
  versions: [
    {
      effective: '2024-10-01',
      source: 'https://www.va.gov/education/benefit-rates/survivors-dependents-assistance-rates/ (38 U.S.C. 3532)',
      verified: null,
      note: 'research/vet.md item 8: FY2025 $1,536 / $1,214 / $890 (quarter time $384), va.gov past-rates page.',
      value: { full_time: '1536', three_quarter_time: '1214', half_time: '890', full_time_short_service: null, valid_through: '2025-09-30' },
    },
    {
      effective: '2025-10-01',
      source: 'https://www.va.gov/family-and-caregiver-benefits/education-and-careers/dependents-education-assistance/rates/ (38 U.S.C. 3532)',
      verified: null,
      note:
        'FY2026 full time $1,574 from one secondary page (dylan4vets.com/blog/dea.html, "2025–26 payment rates (effective Oct 1, 2025)"); the va.gov FY2026 page could not be read. ' +
        'That page gives $1,181 / $788 for 3/4 and 1/2 time, about 75% and 50% of full time, unlike VA\'s own reduced DEA rates (FY2025 $1,214 / $890 on $1,536), so the reduced rates are not recorded.',
      value: { full_time: '1574', three_quarter_time: null, half_time: null, full_time_short_service: null, valid_through: '2026-09-30' },
    },
  ],
};
