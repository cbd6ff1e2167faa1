import type { RuleTable } from '../../core/ruleTable.js';

/** Debt-to-income ratios (monthly debt payments ÷ gross monthly income) at which the burden is flagged. */
export interface DebtToIncomeThresholdsValue {
  /** Above the conventional lender guideline: flagged as elevated. */
  readonly elevated: number;
  /** At or above the former General Qualified Mortgage ceiling: flagged as high. */
  readonly high: number;
}

/**
 * Reference debt-to-income thresholds. 0.43 is the ceiling of the General Qualified Mortgage definition in
 * Regulation Z (12 CFR 1026.43(e)(2)(vi) as adopted in 2013, effective 2014-01-10; the 2020 General QM amendments
 * replaced it with a price-based test, but lenders and CFPB consumer material still quote it). 0.36 is the
 * conventional lender guideline for total debt payments. Used as burden benchmarks, not as a lending rule.
 * Not re-checked against the Federal Register here, hence unverified.
 *
 * @see https://www.ecfr.gov/current/title-12/chapter-X/part-1026/subpart-E/section-1026.43
 * @see https://www.consumerfinance.gov/ask-cfpb/what-is-a-debt-to-income-ratio-en-1791/
 */
export const DEBT_TO_INCOME_THRESHOLDS: RuleTable<DebtToIncomeThresholdsValue> = {
  id: 'debt.debt_to_income_thresholds',
  title: 'Debt-to-income ratios flagged as elevated and high',
  versions: [
    {
      value: { elevated: 0.36, high: 0.43 },
      source: '12 CFR 1026.43(e)(2)(vi) (General QM 43% DTI ceiling, 78 FR 6408); CFPB "What is a debt-to-income ratio?"',
      effective: '2014-01-10',
      verified: null,
      note: 'The 43% ceiling left the General QM definition in the 2020 amendments (mandatory from 2022-10-01); guidekit keeps it as a burden benchmark.',
    },
  ],
};
