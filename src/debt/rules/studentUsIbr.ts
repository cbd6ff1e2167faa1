import type { RuleTable } from '../../core/ruleTable.js';

/** Terms of Income-Based Repayment (IBR). */
export interface StudentUsIbrValue {
  /** Percent of income above the poverty allowance, for borrowers with a balance on 1 July 2014. */
  readonly percent_old_borrower: number;
  /** Percent for new borrowers (no outstanding balance on 1 July 2014). */
  readonly percent_new_borrower: number;
  /** Date from which a first loan makes a borrower "new". */
  readonly new_borrower_from: string;
  /** The poverty allowance as a percent of the HHS poverty guideline for the family size. */
  readonly poverty_percent: number;
  /** Qualifying payments before cancellation: old / new borrowers. */
  readonly forgiveness_payments_old: number;
  readonly forgiveness_payments_new: number;
}

/**
 * Income-Based Repayment: 15 % (10 % for new borrowers from 1 July 2014) of AGI above 150 % of the poverty guideline,
 * divided by 12, never more than the 10-year standard payment; cancellation after 25 (new: 20) years.
 *
 * @see https://www.law.cornell.edu/uscode/text/20/1098e
 * @see https://www.ecfr.gov/current/title-34/section-685.209
 */
export const STUDENT_US_IBR: RuleTable<StudentUsIbrValue> = {
  id: 'us.student_ibr',
  jurisdiction: 'US',
  title: 'Income-Based Repayment: 15 % / 10 % of AGI above 150 % of poverty, capped at the 10-year standard payment',
  versions: [
    {
      value: {
        percent_old_borrower: 15,
        percent_new_borrower: 10,
        new_borrower_from: '2014-07-01',
        poverty_percent: 150,
        forgiveness_payments_old: 300,
        forgiveness_payments_new: 240,
      },
      source: '20 U.S.C. 1098e(a)(3), (b)(1), (e) (new borrowers, P.L. 111-152 sec. 2213); 34 CFR 685.209',
      effective: '2014-07-01',
      verified: '2026-11-22',
      note: 'A first loan on or after 2014-07-01 is read as "new borrower"; the exact test is no outstanding balance on that date.',
    },
  ],
};
