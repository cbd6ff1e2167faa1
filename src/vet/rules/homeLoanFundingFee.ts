import type { RuleTable } from '../../core/ruleTable.js';

/** One row of the purchase/construction fee schedule: the rate applies when the down payment is at least `min_down_percent`. */
export interface FundingFeeBand {
  /** Lowest down payment, in percent of the purchase price, for this rate (0, 5, 10). */
  readonly min_down_percent: number;
  /** Fee in percent of the loan amount, first use. */
  readonly first_use_percent: string;
  /** Fee in percent of the loan amount, every later use. */
  readonly subsequent_use_percent: string;
}

/** The VA funding fee schedule of 38 U.S.C. 3729(b)(2) for one closing-date window. */
export interface FundingFeeSchedule {
  /** Purchase and construction loans, by down payment, lowest band first. */
  readonly purchase: readonly FundingFeeBand[];
  /** Cash-out refinance, first and later use (percent of the loan). */
  readonly cash_out_first_use_percent: string;
  readonly cash_out_subsequent_use_percent: string;
  /** Interest rate reduction refinance loan (IRRRL). */
  readonly irrrl_percent: string;
  /** Manufactured home not permanently affixed. */
  readonly manufactured_home_percent: string;
  /** Loan assumption. */
  readonly assumption_percent: string;
  /** Vendee loan (VA-acquired property). */
  readonly vendee_percent: string;
  /** Native American Direct Loan (not IRRRL). */
  readonly nadl_percent: string;
  /** First closing date (ISO) on which this schedule no longer applies; the statute then changes the rates. */
  readonly closing_before: string;
}

const STATUTE = '38 U.S.C. 3729(b)(2) (loan fee table); https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/';

/**
 * VA funding fee schedule. Regular military, National Guard and Reserve pay the same rates since 2020-01-01
 * (Blue Water Navy Vietnam Veterans Act of 2019, Pub. L. 116-23 § 6).
 *
 * @see https://www.law.cornell.edu/uscode/text/38/3729
 * @see https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/
 */
export const VA_FUNDING_FEE: RuleTable<FundingFeeSchedule> = {
  id: 'us.va.home_loan_funding_fee',
  jurisdiction: 'US',
  title: 'VA home loan funding fee schedule (38 U.S.C. 3729(b)(2))',
  versions: [
    {
      effective: '2020-01-01',
      source: `${STATUTE}; Pub. L. 116-23 § 6`,
      verified: null,
      note: 'Rates for loans closed 2020-01-01 to 2023-04-06, recalled (2.3%/3.6% zero down); not checked against VA.',
      value: {
        purchase: [
          { min_down_percent: 0, first_use_percent: '2.3', subsequent_use_percent: '3.6' },
          { min_down_percent: 5, first_use_percent: '1.65', subsequent_use_percent: '1.65' },
          { min_down_percent: 10, first_use_percent: '1.4', subsequent_use_percent: '1.4' },
        ],
        cash_out_first_use_percent: '2.3',
        cash_out_subsequent_use_percent: '3.6',
        irrrl_percent: '0.5',
        manufactured_home_percent: '1',
        assumption_percent: '0.5',
        vendee_percent: '2.25',
        nadl_percent: '1.25',
        closing_before: '2023-04-07',
      },
    },
    {
      effective: '2023-04-07',
      // The statute's table changes for loans closed on or after 2031-11-14 (closing_before below).
      expires: '2031-11-13',
      source: STATUTE,
      verified: '2026-11-22',
      note:
        'Checked against lender copies of VA\'s table "loans closing on or after April 7, 2023 and prior to November 14, 2031" (theveteransmortgage.com, jasonloans.com), not against va.gov itself.',
      value: {
        purchase: [
          { min_down_percent: 0, first_use_percent: '2.15', subsequent_use_percent: '3.3' },
          { min_down_percent: 5, first_use_percent: '1.5', subsequent_use_percent: '1.5' },
          { min_down_percent: 10, first_use_percent: '1.25', subsequent_use_percent: '1.25' },
        ],
        cash_out_first_use_percent: '2.15',
        cash_out_subsequent_use_percent: '3.3',
        irrrl_percent: '0.5',
        manufactured_home_percent: '1',
        assumption_percent: '0.5',
        vendee_percent: '2.25',
        nadl_percent: '1.25',
        closing_before: '2031-11-14',
      },
    },
  ],
};

/** Who does not pay the funding fee (38 U.S.C. 3729(c)), as a list of exemption ids the message catalog names. */
export const VA_FUNDING_FEE_EXEMPTIONS: RuleTable<readonly string[]> = {
  id: 'us.va.home_loan_funding_fee_exemptions',
  jurisdiction: 'US',
  title: 'VA funding fee exemptions (38 U.S.C. 3729(c))',
  versions: [
    {
      effective: '2020-01-01',
      source: '38 U.S.C. 3729(c); https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/',
      verified: '2026-11-22',
      note: 'List checked against a lender copy of va.gov (atlanticbay.com, 2023); the Purple Heart exemption for active-duty members dates from Pub. L. 116-154 (2020).',
      value: ['compensation', 'retired_pay_instead', 'dic_spouse', 'pre_discharge_rating', 'purple_heart'],
    },
  ],
};
