import type { RuleTable } from '../../core/ruleTable.js';

/** One tier of the Tiered Standard plan. */
export interface TieredStandardTier {
  /** Tier applies to balances below this amount (USD); `null` for the last tier. A balance equal to it takes the next tier. */
  readonly balance_below: string | null;
  readonly years: number;
}

/** Federal standard repayment terms. */
export interface StudentUsStandardValue {
  /** Term of the legacy 10-year standard plan (loans made before `tiered_from`). */
  readonly legacy_years: number;
  /** Loans made on or after this date repay under the Tiered Standard plan (or RAP); `null` before the plan existed. */
  readonly tiered_from: string | null;
  readonly tiers: readonly TieredStandardTier[];
}

/**
 * Standard repayment: the 10-year plan for existing loans and, for loans made on or after 1 July 2026, the Tiered
 * Standard plan (under $25,000: 10 years; under $50,000: 15; under $100,000: 20; otherwise 25).
 *
 * @see https://www.law.cornell.edu/uscode/text/20/1087e
 * @see https://www.govinfo.gov/content/pkg/FR-2026-05-01/html/2026-08556.htm
 */
export const STUDENT_US_STANDARD: RuleTable<StudentUsStandardValue> = {
  id: 'us.student_standard_plans',
  jurisdiction: 'US',
  title: 'Federal standard plans: 10-year legacy; Tiered Standard 10/15/20/25 years by balance for loans from 2026-07-01',
  versions: [
    {
      value: { legacy_years: 10, tiered_from: null, tiers: [] },
      source: '20 U.S.C. 1087e(d)(1)(A); 34 CFR 685.208(b)',
      effective: '1994-07-01',
      verified: '2026-11-22',
    },
    {
      value: {
        legacy_years: 10,
        tiered_from: '2026-07-01',
        tiers: [
          { balance_below: '25000', years: 10 },
          { balance_below: '50000', years: 15 },
          { balance_below: '100000', years: 20 },
          { balance_below: null, years: 25 },
        ],
      },
      source: 'HEA sec. 455(d)(7) (20 U.S.C. 1087e(d)(7)) as added by P.L. 119-21 sec. 82001; 91 FR 23768 (2026-05-01)',
      effective: '2026-07-01',
      verified: '2026-11-22',
    },
  ],
};

/**
 * Default interest rate when the caller gives none: the Direct Loan undergraduate fixed rate of the award year. The
 * rate is set for loans first disbursed from each 1 July to the next 30 June (20 U.S.C. 1087e(b)(8)), so the table is
 * annual and each version expires with its award year: the 2025–26 rate is reported stale from 2026-07-01 until the
 * 2026–27 rate is added.
 */
export const STUDENT_US_DEFAULT_RATE: RuleTable<{ readonly percent: string }> = {
  id: 'us.student_default_rate',
  jurisdiction: 'US',
  title: 'Assumed interest rate when none is given: Direct Loan undergraduate fixed rate',
  // A new fixed rate for every award year (1 July to 30 June).
  cadence: 'annual',
  versions: [
    {
      value: { percent: '6.53' },
      source: '20 U.S.C. 1087e(b)(8); studentaid.gov interest rates for loans first disbursed 2024-07-01 to 2025-06-30',
      effective: '2024-07-01',
      expires: '2025-06-30',
      verified: null,
      note: 'From memory. Send interest_rate for an exact figure.',
    },
    {
      value: { percent: '6.39' },
      source: '20 U.S.C. 1087e(b)(8); studentaid.gov interest rates for loans first disbursed 2025-07-01 to 2026-06-30',
      effective: '2025-07-01',
      expires: '2026-06-30',
      verified: null,
      note: 'From memory; later award years are carried forward. Send interest_rate for an exact figure.',
    },
  ],
};
