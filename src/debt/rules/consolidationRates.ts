import type { RuleTable } from '../../core/ruleTable.js';

/** How likely a lender is to approve an application from a credit band. */
export type ApprovalOdds = 'likely' | 'possible' | 'unlikely';

/** Assumed terms of the three consolidation products for one credit-score band. */
export interface ConsolidationBand {
  /** Band label. */
  readonly band: 'excellent' | 'good' | 'fair' | 'poor';
  /** Lowest credit score (inclusive) of the band. */
  readonly min_score: number;
  readonly personal_loan: { readonly apr: number; readonly origination_percent: number; readonly approval: ApprovalOdds };
  readonly balance_transfer: {
    readonly available: boolean;
    readonly promo_apr: number;
    readonly promo_months: number;
    readonly fee_percent: number;
    /** APR after the promotion ends. */
    readonly go_to_apr: number;
    readonly approval: ApprovalOdds;
  };
  readonly heloc: { readonly apr: number; readonly closing_cost_percent: number; readonly approval: ApprovalOdds };
}

/** Credit bands (descending `min_score`) and the loan terms tried. */
export interface ConsolidationRatesValue {
  readonly bands: readonly ConsolidationBand[];
  /** Personal-loan terms tried, shortest first. */
  readonly personal_loan_terms: readonly number[];
  /** Home-equity terms tried, shortest first. */
  readonly heloc_terms: readonly number[];
}

/**
 * Assumed consolidation terms by credit-score band (FICO-style bands: 740+, 670–739, 580–669, below 580).
 * Anchors: the Federal Reserve G.19 average rate on 24-month personal loans at commercial banks (TERMCBPER24NS,
 * about 11.4 % for the quarter to February 2026 per a secondary copy), balance-transfer fees of typically 3–5 %
 * of the amount moved (CFPB consumer guidance), and home-equity closing costs of roughly 2–5 % (often waived).
 * Lenders price individually, so the whole table is unverified. It is a snapshot of one year's market (the Fed
 * re-publishes G.19 rates every quarter), so the table is annual: the 2026 terms are reported stale from 2027-01-01
 * until a newer snapshot is added.
 *
 * @see https://www.federalreserve.gov/releases/g19/current/default.htm
 * @see https://fred.stlouisfed.org/series/TERMCBPER24NS
 * @see https://www.consumerfinance.gov/ask-cfpb/what-is-a-balance-transfer-fee-en-49/
 */
export const CONSOLIDATION_RATES: RuleTable<ConsolidationRatesValue> = {
  id: 'us.consolidation_assumed_rates',
  jurisdiction: 'US',
  title: 'Assumed personal-loan, balance-transfer and home-equity terms by credit-score band',
  // A dated market snapshot ("as of 2026"), re-taken every year.
  cadence: 'annual',
  versions: [
    {
      value: {
        bands: [
          {
            band: 'excellent',
            min_score: 740,
            personal_loan: { apr: 11, origination_percent: 1, approval: 'likely' },
            balance_transfer: { available: true, promo_apr: 0, promo_months: 18, fee_percent: 3, go_to_apr: 21, approval: 'likely' },
            heloc: { apr: 8.5, closing_cost_percent: 2, approval: 'likely' },
          },
          {
            band: 'good',
            min_score: 670,
            personal_loan: { apr: 15, origination_percent: 3, approval: 'likely' },
            balance_transfer: { available: true, promo_apr: 0, promo_months: 15, fee_percent: 3, go_to_apr: 24, approval: 'possible' },
            heloc: { apr: 9.5, closing_cost_percent: 2, approval: 'likely' },
          },
          {
            band: 'fair',
            min_score: 580,
            personal_loan: { apr: 22, origination_percent: 5, approval: 'possible' },
            balance_transfer: { available: true, promo_apr: 0, promo_months: 12, fee_percent: 5, go_to_apr: 28, approval: 'unlikely' },
            heloc: { apr: 11, closing_cost_percent: 3, approval: 'possible' },
          },
          {
            band: 'poor',
            min_score: 0,
            personal_loan: { apr: 30, origination_percent: 8, approval: 'unlikely' },
            balance_transfer: { available: false, promo_apr: 0, promo_months: 0, fee_percent: 5, go_to_apr: 29.99, approval: 'unlikely' },
            heloc: { apr: 13, closing_cost_percent: 3, approval: 'unlikely' },
          },
        ],
        personal_loan_terms: [24, 36, 48, 60],
        heloc_terms: [60, 120, 180],
      },
      source:
        'Federal Reserve G.19 Consumer Credit (24-month personal loan rate, TERMCBPER24NS); CFPB "What is a balance transfer fee?"; lender market observations compiled by guidekit',
      effective: '2026-01-01',
      verified: null,
      note: 'Assumed US market terms as of 2026; individual offers vary. For UK, CA and AU the same figures are used as a rough guide only.',
    },
  ],
};
