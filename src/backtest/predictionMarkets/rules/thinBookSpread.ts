import type { RuleTable } from '../../../core/ruleTable.js';

/**
 * How the simulation estimates the bid-ask spread of a market that published trades but no book: Roll's (1984) implied
 * spread `s = 2·√(−cov(Δpₜ, Δpₜ₋₁))` over the last `lookbackTrades` trade prices strictly before the decision, floored
 * at one price tick (no book can quote a narrower spread); when the covariance is not negative (no bid-ask bounce to
 * read) or fewer than three price changes exist, the spread is the floor. Buys fill half a spread above the last trade,
 * sells half a spread below. A price older than `staleAfterHours` before the decision is not a price.
 */
export interface ThinBookSpreadRule {
  /** Trade prices read by the estimator. */
  readonly lookbackTrades: number;
  /** The smallest spread, dollars: one tick. */
  readonly tickDollars: number;
  /** Hours after which the last trade or quote is too old to act on. */
  readonly staleAfterHours: number;
}

/** The thin-book spread estimate of the prediction-market simulation. */
export const THIN_BOOK_SPREAD: RuleTable<ThinBookSpreadRule> = {
  id: 'prediction_markets.thin_book_spread',
  title: 'Thin-book spread from trades: Roll (1984) implied spread over the last 50 trades, floored at a one-cent tick; prices older than 7 days are stale',
  versions: [
    {
      value: { lookbackTrades: 50, tickDollars: 0.01, staleAfterHours: 168 },
      source:
        'Roll, R. (1984), "A Simple Implicit Measure of the Effective Bid-Ask Spread in an Efficient Market", Journal of Finance 39(4), 1127–1139, https://doi.org/10.1111/j.1540-6261.1984.tb03897.x; tick: Kalshi prices trade in one-cent increments (https://kalshi.com/docs/kalshi-fee-schedule.pdf)',
      effective: '2022-01-01',
      verified: null,
      note: 'The lookback (50 trades) and the staleness limit (7 days) are modelling choices of this library, not from a source; Polymarket markets can tick at 0.1 cent, so the one-cent floor is conservative there.',
    },
  ],
};
