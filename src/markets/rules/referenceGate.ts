import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Thresholds of the reference price gate: when a perpetual book is good enough to stand in for the closed session's
 * price. None comes from a regulator or from the venue: each is guidekit's own methodology choice, stated as such in
 * `source`, so every version is `verified: null` and every answer that applies one says so. The versions take effect
 * in 1990 so that a replay of any past date uses the same methodology as today.
 */

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this number); see docs/markets-reference-basket-screener.md';

/**
 * dead_book: the widest bid–ask spread, in basis points of the mid, at which a book still gives a usable mid. A book
 * with no bid, no ask, or a crossed or locked top of book is dead whatever this value.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const REFERENCE_MAX_SPREAD_BPS: RuleTable<number> = {
  id: 'markets.reference.dead_book.max_spread_bps',
  title: 'Reference gate: widest bid–ask spread (basis points of the mid) of a live book',
  versions: [
    {
      value: 100,
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'A 1 % spread leaves the mid uncertain by ±0.5 %, about a normal day\'s move of a large-cap stock: wider than that the mid says little.',
    },
  ],
};

/** The depth rule of the reference gate. */
export interface ReferenceDepthRule {
  /** Half-width of the band around the mid, in basis points, in which resting size counts as depth. */
  readonly band_bps: number;
  /** Least notional (price × size × contract size, in the contract's quote currency) each side must hold in the band. */
  readonly min_notional: number;
}

/**
 * illiquid: each side of the book must hold at least `min_notional` of resting size within `band_bps` of the mid.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const REFERENCE_MIN_DEPTH: RuleTable<ReferenceDepthRule> = {
  id: 'markets.reference.illiquid.min_depth',
  title: 'Reference gate: least resting notional per side within a band around the mid',
  versions: [
    {
      value: { band_bps: 100, min_notional: 20_000 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'A few thousand dollars of size can be placed to move a thin weekend book; 20,000 per side within 1 % makes that costly. The venue computes its own off-hours oracle from impact prices at a configured notional (https://docs.trade.xyz/perp-mechanics/oracle-price), so a book thinner than that also starves the oracle.',
    },
  ],
};

/**
 * mark_oracle_divergence: the largest |mark − oracle| / oracle, in basis points. A missing mark or oracle cannot be
 * bounded and is refused under the same reason.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const REFERENCE_MAX_MARK_ORACLE_BPS: RuleTable<number> = {
  id: 'markets.reference.mark_oracle_divergence.max_bps',
  title: 'Reference gate: largest mark–oracle divergence (basis points of the oracle)',
  versions: [
    {
      value: 300,
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'While the underlying is closed the venue\'s oracle is an exponential average of its own impact prices, seeded from the last external price (https://docs.trade.xyz/perp-mechanics/oracle-price), so it lags a moving book by design; 3 % leaves room for that lag and refuses books whose mark has run away from it.',
    },
  ],
};

/**
 * stale: the largest distance, in seconds, between the venue's book time and `asOf`, in either direction (a book
 * stamped well after `asOf` is not a reference at `asOf` either).
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const REFERENCE_MAX_BOOK_AGE_SECONDS: RuleTable<number> = {
  id: 'markets.reference.stale.max_age_seconds',
  title: 'Reference gate: largest distance between the book\'s time and the reference time (seconds)',
  versions: [
    {
      value: 120,
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'The book is fetched for the call, so it should be seconds old; two minutes allows for a cached snapshot and clock skew.',
    },
  ],
};

/**
 * unit_mismatch: the perpetual mid over the last session close must lie within [1/value, value]. Outside it the two
 * numbers are most likely in different units (cents against dollars, a contract on a multiple of the share) or a
 * split or consolidation happened between them.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const REFERENCE_MAX_UNIT_RATIO: RuleTable<number> = {
  id: 'markets.reference.unit_mismatch.max_ratio',
  title: 'Reference gate: largest ratio between the perpetual mid and the last session close, either way',
  versions: [
    {
      value: 1.5,
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'Catches 2-for-1 and larger splits, 3-for-2 splits in most cases, and any cents/dollars or contract-multiple mix-up (ratios of 10 or 100).',
    },
  ],
};

/**
 * unbounded: the largest |vs_last_close_pct| a reference may carry. Beyond it, levels priced off the perpetual are too
 * far from anything the next session has confirmed.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const REFERENCE_MAX_MOVE_PCT: RuleTable<number> = {
  id: 'markets.reference.unbounded.max_move_pct',
  title: 'Reference gate: largest move of the perpetual mid from the last session close (percent)',
  versions: [
    {
      value: 20,
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'Must stay below the move the unit ratio allows (50 % up, 33 % down), or unbounded could never be reached.',
    },
  ],
};
