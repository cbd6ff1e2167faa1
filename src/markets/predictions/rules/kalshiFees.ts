import type { RuleTable } from '../../../core/ruleTable.js';

/**
 * Kalshi's trading-fee coefficients: the fee of an order is `coefficient × multiplier × C × P × (1 − P)` (C contracts,
 * P the price in dollars, the multiplier the series' `fee_multiplier`). Makers pay only on series whose fee type is
 * `quadratic_with_maker_fees`; before 2025-07-01 those series charged makers a flat amount per contract instead.
 */
export interface KalshiFeeCoefficients {
  /** Coefficient of the taker fee (orders that take resting liquidity). */
  readonly taker: string;
  /** Coefficient of the maker fee on series with maker fees; null when makers paid the flat amount below. */
  readonly maker: string | null;
  /** Dollars per contract makers paid on series with maker fees, when the fee was flat; null once quadratic. */
  readonly makerFlatPerContract: string | null;
}

const SCHEDULE = 'Kalshi fee schedule, https://kalshi.com/docs/kalshi-fee-schedule.pdf (General Trading Fees Table; Maker Fees)';

/** Kalshi's taker and maker fee coefficients by date. */
export const KALSHI_FEE_COEFFICIENTS: RuleTable<KalshiFeeCoefficients> = {
  id: 'prediction_markets.kalshi.fee_coefficients',
  title: 'Kalshi trading fee: coefficient × multiplier × contracts × price × (1 − price), rounded as the exchange rounds fees',
  versions: [
    {
      value: { taker: '0.07', maker: null, makerFlatPerContract: '0.0025' },
      source: SCHEDULE,
      effective: '2022-01-01',
      verified: null,
      note: 'Taker coefficient 0.07 and the flat 0.25¢ maker fee on maker-fee series as reported by third parties (research notes §5; predictionnews.com on the 2025 change); the schedule PDF itself was not read.',
    },
    {
      value: { taker: '0.07', maker: '0.0175', makerFlatPerContract: null },
      source: SCHEDULE,
      effective: '2025-07-01',
      verified: null,
      note: 'Maker fee on maker-fee series became 0.0175 × C × P × (1 − P) from 2025-07-01 (Kalshi notice as reported by predictionnews.com and usigaminghub.com); the schedule PDF itself was not read.',
    },
  ],
};

/** How the exchange rounds a fill's fee (docs.kalshi.com, Fee Rounding). */
export interface KalshiFeeRounding {
  /** The trade fee is rounded up to this many dollars. */
  readonly tradeFeeIncrement: string;
  /** The balance precision the rounding fee restores: members trading through the exchange's own accounts. */
  readonly memberBalancePrecision: string;
  /** The balance precision of direct members of the exchange. */
  readonly directMemberBalancePrecision: string;
}

/** How a Kalshi fill's fee is rounded. */
export const KALSHI_FEE_ROUNDING: RuleTable<KalshiFeeRounding> = {
  id: 'prediction_markets.kalshi.fee_rounding',
  title: 'Kalshi fee rounding: trade fee up to $0.0001, then a rounding fee back to the balance precision ($0.01, direct members $0.0001)',
  versions: [
    {
      value: { tradeFeeIncrement: '0.0001', memberBalancePrecision: '0.01', directMemberBalancePrecision: '0.0001' },
      source: 'https://docs.kalshi.com/getting_started/fee_rounding (Fee Rounding: rounding mechanics)',
      effective: '2022-01-01',
      verified: '2026-11-25',
      note: 'Read on 2026-11-25. For whole-cent prices and whole contracts this equals the schedule\'s "round up to the next cent"; the centicent step matters for sub-penny prices. The date the centicent step began is not stated.',
    },
  ],
};
