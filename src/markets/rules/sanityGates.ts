import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Sanity gates before a trade: how far a quoted price may lie from the price it should track before the quote is
 * refused as belonging to another asset, another unit or a broken feed. A real dislocation is small against these
 * bounds; a price beyond one is never sold as an edge (docs/signal-declines.md). None comes from a regulator: each is
 * guidekit's own methodology choice, stated as such in `source`, so every version is `verified: null` and every answer
 * that applies one says so. The versions take effect in 1990 so that a replay of any past date uses today's gate.
 */

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this number); see docs/signal-declines.md';

/** How far a quote may stray from its reference, as |quote ÷ reference − 1|. */
export interface SanityGapRule {
  /**
   * A perpetual book's mid per unit of the asset against the scan's reference for it (the median of the venues'
   * marks, or the venue's own oracle or index when one venue lists it).
   */
  readonly perp_vs_reference: number;
  /** A tokenized stock's mid against its underlying's last price times the shares one token tracks. */
  readonly token_vs_underlying: number;
}

/**
 * The largest gap between a quote and its reference that the perpetual and tokenized-stock signals treat as a price of
 * the same asset. Beyond it the quote is set aside with the measured gap as the reason, before any level, EV or size is
 * computed from it.
 *
 * @see docs/signal-declines.md
 */
export const MARKETS_SANITY_MAX_GAP: RuleTable<SanityGapRule> = {
  id: 'markets.sanity.max_reference_gap',
  title: 'Sanity gate: largest gap between a quote and the price it tracks before the quote is refused',
  versions: [
    {
      value: { perp_vs_reference: 0.1, token_vs_underlying: 0.2 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note:
        'Venues refuse orders far from their own reference: Binance\'s PERCENT_PRICE filter bounds an order to a multiplier band around its weighted average or reference price (the documented example 0.7–1.3, https://developers.binance.com/docs/binance-spot-api-docs/filters), and a HIP-3 perpetual\'s oracle is built from its own book while the underlying is closed (https://docs.trade.xyz/perp-mechanics/oracle-price), so its book cannot sit far from it. Cross-venue perpetual gaps that clear a cost floor of 10–30 bps are tens of bps; 10 % is over thirty times that and still refuses the errors seen (a book relabelled from another listing: 2.11 against an oracle of 450.78). A tokenized stock may drift further from a stale close over a weekend or a halt, so it gets the reference gate\'s 20 % move limit (markets.reference.unbounded.max_move_pct); beyond it the pair, the share ratio or a split is wrong.',
    },
  ],
};
