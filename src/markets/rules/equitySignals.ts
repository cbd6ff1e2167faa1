import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Signal-type gating of GET /api/signal/equities. The specification names the gating but not the types; guidekit
 * documents three (breakout, pullback in trend, mean reversion), each a gate on the signal engine's own factors, and
 * a default list of US large caps for a call without a ticker. Every value is guidekit's own choice.
 */

/** The documented signal types. */
export type EquitySignalType = 'breakout' | 'pullback_in_trend' | 'mean_reversion';

/** Every signal type, in the order the answer lists them. */
export const EQUITY_SIGNAL_TYPES: readonly EquitySignalType[] = ['breakout', 'pullback_in_trend', 'mean_reversion'];

/** The thresholds of the gates, on the Bollinger z of the engine's mean-reversion factor (signed by the call's side). */
export interface EquitySignalGates {
  /** Breakout: trend and momentum vote the call's way and the close is at least this many σ beyond its 20-bar mean on that side. */
  readonly breakout_min_z: number;
  /** Pullback in trend: trend votes the call's way and the close is at most this many σ on the call's side of its mean (back at or through it). */
  readonly pullback_max_z: number;
  /** ... but not past the opposite band: a close beyond this many σ against the call is a breakdown, not a pullback. */
  readonly pullback_floor_z: number;
}

/**
 * The gates' thresholds. Mean reversion has no number of its own: it passes when the engine's mean-reversion factor
 * (a close beyond its ±2σ Bollinger band) votes the call's way.
 *
 * @see docs/market-endpoints.md
 */
export const EQUITY_SIGNAL_GATES: RuleTable<EquitySignalGates> = {
  id: 'markets.equities.signal_type_gates',
  title: 'Equities signal: gates of the breakout, pullback-in-trend and mean-reversion types',
  versions: [
    {
      value: { breakout_min_z: 1, pullback_max_z: 0, pullback_floor_z: -2 },
      source: 'guidekit methodology choice (the specification names signal-type gating but no type or threshold); see docs/market-endpoints.md',
      effective: '2026-11-25',
      verified: null,
      note: 'A breakout closes in the outer part of its band (beyond 1σ) with trend and momentum behind it; a pullback is a trend whose price has come back to or through its 20-bar mean without breaking the far band (−2σ, where mean reversion starts).',
    },
  ],
};

/**
 * The tickers GET /api/signal/equities scans when no ticker is given: twenty of the largest US-listed companies by
 * market value, one share class each.
 *
 * @see docs/market-endpoints.md
 */
export const EQUITY_DEFAULT_UNIVERSE: RuleTable<readonly string[]> = {
  id: 'markets.equities.default_universe',
  title: 'Equities signal: tickers scanned when no ticker is given',
  cadence: 'annual',
  versions: [
    {
      value: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'AVGO', 'TSLA', 'BRK.B', 'JPM', 'LLY', 'V', 'XOM', 'UNH', 'MA', 'COST', 'WMT', 'HD', 'PG', 'JNJ'],
      source: 'guidekit editorial snapshot of the largest US-listed companies by market value (the top weights of S&P 500 index funds), written from memory',
      effective: '2026-11-25',
      verified: null,
      note: 'Large, liquid names with decades of daily history, so the walk-forward estimate has samples; refresh once a year from an S&P 500 fund\'s holdings.',
    },
  ],
};
