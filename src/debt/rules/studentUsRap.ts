import type { RuleTable } from '../../core/ruleTable.js';

/** One AGI band of the Repayment Assistance Plan: a share of the WHOLE AGI, not a marginal rate. */
export interface RapBand {
  /** Band applies when AGI is above this amount (USD, exact decimal string)… */
  readonly agi_above: string;
  /** …and at most this amount (`null`: no upper bound). Bands are closed at the top: AGI of exactly $60,000 is in the 5 % band. */
  readonly agi_up_to: string | null;
  /** Percent of total AGI owed per year. */
  readonly percent: number;
}

/** Terms of the Repayment Assistance Plan (RAP). */
export interface StudentUsRapValue {
  /** Annual payment (USD) when AGI is at most `flat_agi_limit`. */
  readonly flat_annual_payment: string;
  readonly flat_agi_limit: string;
  readonly bands: readonly RapBand[];
  /** Monthly reduction per dependent (USD). */
  readonly dependent_reduction: string;
  /** Floor of the monthly payment (USD). */
  readonly minimum_monthly: string;
  /** Largest monthly principal match by the Secretary (USD). */
  readonly principal_match_max: string;
  /** Qualifying monthly payments after which the rest is cancelled. */
  readonly forgiveness_payments: number;
}

const bands: RapBand[] = [];
for (let p = 1; p <= 9; p += 1) bands.push({ agi_above: String(p * 10000), agi_up_to: String((p + 1) * 10000), percent: p });
bands.push({ agi_above: '100000', agi_up_to: null, percent: 10 });

/**
 * The Repayment Assistance Plan added to the Higher Education Act by the 2025 reconciliation law (P.L. 119-21), open
 * from 1 July 2026: $120 a year up to $10,000 of AGI, then 1 %–10 % of the whole AGI by $10,000 band, monthly =
 * annual ÷ 12 − $50 per dependent, never under $10; unpaid interest waived; up to $50 principal match; cancellation
 * after 360 qualifying payments.
 *
 * @see https://www.govinfo.gov/content/pkg/FR-2026-05-01/html/2026-08556.htm (91 FR 23768, 34 CFR 685.209)
 * @see https://www.law.cornell.edu/uscode/text/20/1087e
 */
export const STUDENT_US_RAP: RuleTable<StudentUsRapValue> = {
  id: 'us.student_rap',
  jurisdiction: 'US',
  title: 'Repayment Assistance Plan: 1–10 % of total AGI by $10,000 band, −$50 per dependent, $10 minimum',
  versions: [
    {
      value: {
        flat_annual_payment: '120',
        flat_agi_limit: '10000',
        bands,
        dependent_reduction: '50',
        minimum_monthly: '10',
        principal_match_max: '50',
        forgiveness_payments: 360,
      },
      source:
        'HEA sec. 455(q) (20 U.S.C. 1087e(q)) as added by P.L. 119-21 sec. 82001; RISE final rule, 91 FR 23768 (2026-05-01), 34 CFR 685.209',
      effective: '2026-07-01',
      verified: '2026-11-22',
      note: 'AGI is the borrower\'s (and a joint-filing spouse\'s) adjusted gross income; guidekit estimates it as 12 × the monthly gross income sent.',
    },
  ],
};
