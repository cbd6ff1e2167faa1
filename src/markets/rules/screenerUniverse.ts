import type { RuleTable } from '../../core/ruleTable.js';

/** Where the screener's universe comes from. */
export interface ScreenerUniverseRule {
  /** The broad ETF whose holdings are screened (read live through the holdings port). */
  readonly etf: string;
  /** The largest holdings by weight that are screened. */
  readonly count: number;
  /** The market index whose daily bars set the regime. */
  readonly index: string;
}

/**
 * The universe of GET /api/signal/screener: the 30 largest holdings of SPY (State Street's daily holdings file) by
 * weight, screened against the S&P 500's regime. The specification names a factor and regime screen but no universe.
 *
 * @see docs/market-endpoints.md
 */
export const SCREENER_UNIVERSE: RuleTable<ScreenerUniverseRule> = {
  id: 'markets.screener.universe',
  title: 'Equity screener: the universe (largest holdings of a broad ETF) and the regime index',
  versions: [
    {
      value: { etf: 'SPY', count: 30, index: 'SPX' },
      source: 'guidekit methodology choice (the specification names an equity factor and regime screen, no universe); see docs/market-endpoints.md',
      effective: '2026-11-25',
      verified: null,
      note: 'The top 30 of SPY hold about half of the fund, are all liquid large caps with long histories, and stay within the price source\'s rate limit in one call; the S&P 500 is the index the fund tracks.',
    },
  ],
};
