import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Windows and thresholds of the basket engine (breadth, dispersion, concentration, leadership rotation, regime). The
 * specification names the reads and the three regimes but no number, so each value is guidekit's own methodology
 * choice, said so in `source`, and `verified: null`. The versions take effect in 1990 so a replay of any past date
 * uses today's methodology.
 */

const OWN_CHOICE = 'guidekit methodology choice (the specification names the reads and regimes, not their numbers); see docs/markets-reference-basket-screener.md';

/** The look-back windows of the basket reads, in trading days (bars). */
export interface BasketWindows {
  /** Moving average a member's close is compared with for breadth. */
  readonly trend_days: number;
  /** Return window of breadth, dispersion, contributions and leadership; rotation compares it with the window before. */
  readonly return_days: number;
}

/**
 * Windows of the basket reads: breadth is the share of members above their 50-day average and the share with a
 * positive 20-day return; dispersion, contributions and leadership use 20-day returns.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const BASKET_WINDOWS: RuleTable<BasketWindows> = {
  id: 'markets.basket.windows',
  title: 'Basket engine: moving-average and return windows (trading days)',
  versions: [
    {
      value: { trend_days: 50, return_days: 20 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'The 50-day average is the usual intermediate-trend line of breadth indicators (percent of members above their 50-day average); 20 trading days is about one month.',
    },
  ],
};

/** Which members count. */
export interface BasketMembership {
  /** Fewest members with enough history for a regime and a call. */
  readonly min_members: number;
  /** A member whose last bar is more than this many calendar days before `asOf` is left out as stale (halted, delisted). */
  readonly max_bar_age_days: number;
}

/**
 * Membership rules: at least five members with history, each with a bar in the last seven calendar days.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const BASKET_MEMBERSHIP: RuleTable<BasketMembership> = {
  id: 'markets.basket.membership',
  title: 'Basket engine: fewest members for a call, and how old a member\'s last bar may be',
  versions: [
    {
      value: { min_members: 5, max_bar_age_days: 7 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'With fewer than five names a top-three share says nothing (three of four is most of the basket by construction). Seven days spans a long weekend with a holiday.',
    },
  ],
};

/** Thresholds of the three regimes and of the call. */
export interface BasketRegimeThresholds {
  /** broad-strong needs both breadth shares at or above this; a short needs both at or below 1 − this. */
  readonly broad_min_breadth: number;
  /**
   * narrow-concentrated when the top `top_n` members' share of the absolute contributions reaches
   * `equal + excess × (1 − equal)`, where `equal` = top_n ÷ members is their share if every member contributed alike.
   */
  readonly concentration: { readonly top_n: number; readonly excess: number };
  /** dispersed when the cross-sectional standard deviation of returns is at least this multiple of the members' average own volatility over the window. */
  readonly dispersed_min_ratio: number;
}

/**
 * Regime thresholds: broad-strong at 60 % breadth; narrow-concentrated when the top three carry their equal share plus
 * 60 % of the rest (80 % of the move with 6 members, 72 % with 10, 66 % with 20); dispersed at a dispersion ratio of 0.85.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const BASKET_REGIME_THRESHOLDS: RuleTable<BasketRegimeThresholds> = {
  id: 'markets.basket.regime_thresholds',
  title: 'Basket engine: breadth, concentration and dispersion thresholds of the three regimes',
  versions: [
    {
      value: { broad_min_breadth: 0.6, concentration: { top_n: 3, excess: 0.6 }, dispersed_min_ratio: 0.85 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'Concentration is read before dispersion: one name carrying a flat basket is narrow, even though it also spreads the returns. Dispersion is compared with the members\' own volatility so one threshold fits calm (defense) and wild (quantum) baskets: when members moved independently the ratio is about 1, when one factor drives them it is about √(1 − average correlation); 0.85 corresponds to an average correlation near 0.28.',
    },
  ],
};

/** Leadership reads. */
export interface BasketLeadership {
  /** How many leaders and laggards are named. */
  readonly count: number;
  /** Leadership is rotating when the rank correlation of this window's returns with the previous window's is below this. */
  readonly rotation_below: number;
}

/**
 * Leadership: three leaders and three laggards; rotating when this window's ranking is negatively correlated with the
 * previous window's.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const BASKET_LEADERSHIP: RuleTable<BasketLeadership> = {
  id: 'markets.basket.leadership',
  title: 'Basket engine: number of leaders named and the rotation threshold of the rank correlation',
  versions: [
    {
      value: { count: 3, rotation_below: 0 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
    },
  ],
};
