import type { RuleTable } from '../../../core/ruleTable.js';

/**
 * Taker fee of a venue as `ceil_to_cent(coefficient × contracts × P × (1 − P))`, P the fill price in dollars. A
 * coefficient of 0 means no trading fee.
 */
export interface VenueFeeRule {
  /** The coefficient of the fee formula. */
  readonly coefficient: number;
}

/** Kalshi's taker fee on a trade. */
export const KALSHI_TAKER_FEE: RuleTable<VenueFeeRule> = {
  id: 'prediction_markets.kalshi.taker_fee',
  title: 'Kalshi taker fee: round up to the cent of 0.07 × contracts × price × (1 − price)',
  versions: [
    {
      value: { coefficient: 0.07 },
      source: 'https://kalshi.com/docs/kalshi-fee-schedule.pdf (Kalshi fee schedule, general trading fees)',
      effective: '2022-01-01',
      verified: null,
      note: 'From research notes (markets.md §5), not checked against the schedule; some series carry other coefficients and makers pay 0.0175.',
    },
  ],
};

/** Polymarket's trading fee (none on most markets over 2022–2026). */
export const POLYMARKET_TRADING_FEE: RuleTable<VenueFeeRule> = {
  id: 'prediction_markets.polymarket.trading_fee',
  title: 'Polymarket trading fee (none on most markets)',
  versions: [
    {
      value: { coefficient: 0 },
      source: 'https://docs.polymarket.com/polymarket-learn/trading/fees (Polymarket documentation, trading fees)',
      effective: '2022-01-01',
      verified: null,
      note: 'Some markets (e.g. short crypto markets) have carried taker fees; not modelled.',
    },
  ],
};
