import type { RuleTable } from '../../core/ruleTable.js';
import type { Timeframe } from '../ports/MarketBars.js';
import type { AssetClass } from './instruments.js';

/*
 * Settings of the price-driven scanners and signals (GET /api/signal/generate, /api/scan/market, /forex, /cmi,
 * /futures, /api/signal/futures, /equities, /api/scan/crypto): which timeframe a scan style means, what a round trip
 * costs per asset class, how much history a call needs, and how old the last bar may be. The specification names the
 * styles but no number, so every value is guidekit's own methodology choice, stated as such and `verified: null`.
 * The versions take effect with the signal model they feed (markets.signal_model, 2026-11-25).
 */

const OWN_CHOICE = 'guidekit methodology choice (the specification names the styles and scanners but no number); see docs/market-endpoints.md';

/** A scan style of the specification. */
export type ScanStyle = 'scalp' | 'intraday' | 'longterm';

/** What each scan style means, and the style used when the caller gives none. */
export interface ScanStyleRule {
  readonly scalp: Timeframe;
  readonly intraday: Timeframe;
  readonly longterm: Timeframe;
  /** The style used when `style` is absent (the specification gives no default). */
  readonly default: ScanStyle;
}

/**
 * `style` → the signal timeframe the engine runs on: scalp 1h, intraday 4h, longterm 1d.
 *
 * @see docs/market-endpoints.md
 */
export const SCAN_STYLE_TIMEFRAMES: RuleTable<ScanStyleRule> = {
  id: 'markets.scan.style_timeframes',
  title: 'Scanner styles: the bar timeframe each style reads',
  versions: [
    {
      value: { scalp: '1h', intraday: '4h', longterm: '1d', default: 'intraday' },
      source: OWN_CHOICE,
      effective: '2026-11-25',
      verified: null,
      note: 'A scalp holds for hours, so it reads hourly bars; an intraday trade a day or two, so 4-hour bars; a long-term trade weeks, so daily bars. With 1.5 ATR stops the barriers then sit about one bar-range away at each horizon. Intraday is the default: 4-hour bars are the middle horizon and hourly sources give about two years of them.',
    },
  ],
};

/**
 * Round-trip cost per asset class in basis points of the entry price, charged on every call a scan or signal ranks
 * (`rankSignals` `spreadBps`, and the `spread` of signal/generate).
 *
 * @see docs/market-endpoints.md
 */
export const SCAN_SPREAD_BPS: RuleTable<Readonly<Record<AssetClass, number>>> = {
  id: 'markets.scan.spread_bps',
  title: 'Scanners: round-trip cost per asset class (basis points of the entry)',
  versions: [
    {
      value: { forex: 2, metal: 4, commodity: 6, index: 3, crypto: 12, future: 3, equity: 6 },
      source: OWN_CHOICE,
      effective: '2026-11-25',
      verified: null,
      note: 'Typical retail all-in costs (spread plus commission) in quiet hours: about 1 pip on EUR/USD is under 1 bp, crosses and JPY pairs wider, so 2 bp for FX as a group; gold about 0.3 at 2,000 plus slippage; index CFDs and futures 1 tick of a few thousand points; crypto taker fees of about 0.05 % a side plus the spread; US large caps a cent on a hundred dollars plus commission and slippage. Deliberately on the wide side: a call that clears these costs clears the usual ones.',
    },
  ],
};

/** How much history a call needs and how fresh it must be. */
export interface SignalHistoryRule {
  /** Fewer bars than this at the signal timeframe and the instrument is skipped as `too_little_history`. */
  readonly min_bars: number;
  /** A last bar opened more than this many days before the call is stale (scans skip it; signal/generate says so). */
  readonly max_bar_age_days: number;
  /** Daily crypto bars asked of the crypto source (it pages 300 at a time). */
  readonly crypto_daily_days: number;
  /** Hourly crypto bars asked of the crypto source. */
  readonly crypto_hourly_hours: number;
  /** Instruments a scan loads at once (each source's own rate limit applies on top). */
  readonly concurrency: number;
}

/**
 * History and freshness a call needs.
 *
 * @see docs/market-endpoints.md
 */
export const SIGNAL_HISTORY: RuleTable<SignalHistoryRule> = {
  id: 'markets.scan.history',
  title: 'Signals and scanners: least history, freshest bar, crypto history asked and scan concurrency',
  versions: [
    {
      value: { min_bars: 100, max_bar_age_days: 7, crypto_daily_days: 2_000, crypto_hourly_hours: 6_000, concurrency: 4 },
      source: OWN_CHOICE,
      effective: '2026-11-25',
      verified: null,
      note: 'EMA(50) and ADX(14) need about 50 bars to settle, and the walk-forward history needs many more to reach its 30-trade minimum, so fewer than 100 bars can only ever give the baseline. Seven days covers a long holiday weekend. 2,000 daily and 6,000 hourly crypto bars stay inside the crypto source\'s 20-page limit.',
    },
  ],
};

/** How many members a basket or screen reads, and how much daily history. */
export interface EquityBasketFetchRule {
  /** Largest holdings of an ETF read as the basket (by weight). */
  readonly basket_max_members: number;
  /** Calendar days of daily bars asked for each basket member (the basket reads 50-day averages and 20-day returns). */
  readonly basket_history_days: number;
  /** Calendar days of daily bars asked for each screened ticker and the regime index (the screener reads 12-1 momentum, the 200-day average and a year of volatility readings). */
  readonly screener_history_days: number;
}

/**
 * History and membership the basket and screener endpoints read through the price port.
 *
 * @see docs/market-endpoints.md
 */
export const EQUITY_BASKET_FETCH: RuleTable<EquityBasketFetchRule> = {
  id: 'markets.basket.fetch',
  title: 'Basket and screener: members read and daily history asked for',
  versions: [
    {
      value: { basket_max_members: 25, basket_history_days: 120, screener_history_days: 450 },
      source: OWN_CHOICE,
      effective: '2026-11-25',
      verified: null,
      note: '120 calendar days hold about 80 trading days, more than the 50 the basket engine needs; 450 hold about 310, more than the 272 the screener\'s regime and momentum need. 25 members cover most of a sector ETF\'s weight while staying within the price source\'s rate limit in one call.',
    },
  ],
};
