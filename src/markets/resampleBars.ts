import { GuidekitError } from '../core/GuidekitError.js';
import { pickRule } from '../core/pickRule.js';
import type { BarInterval, MarketBars, Timeframe } from './ports/MarketBars.js';
import type { InstrumentSpec, SessionVenue } from './rules/instruments.js';
import { SESSION_HOURS } from './rules/sessionHours.js';
import { readInstrumentVenue } from './sessions/_lib/readInstrumentVenue.js';
import { sessionEndingAfter, type TradingSession } from './sessions/_lib/venueSessions.js';
import { dayNumber, isoDateOfDay, isoWeekday } from './sessions/_lib/zonedTime.js';

/** Options of {@link resampleBars}. */
export interface ResampleBarsOptions {
  /**
   * The instrument whose trading session defines trading dates and the 4-hour grid. Default: `bars.symbol`, resolved
   * with equities allowed. Give it when the symbol is a contract code the instrument table does not know (`ESZ6`).
   */
  readonly instrument?: string | InstrumentSpec;
}

/** Bars at a signal timeframe, with how many source bars each one aggregates. */
export interface ResampledBars extends Omit<MarketBars, 'interval'> {
  /** The timeframe of these bars. */
  readonly interval: Timeframe;
  /** The interval of the bars they were built from. */
  readonly sourceInterval: BarInterval;
  /** Number of source bars in each output bar (a partial first or last bucket has fewer). */
  readonly sourceCounts: Uint32Array;
  /**
   * Hourly source bars left out because their hour overlaps no session window of the instrument's venue (pre-open,
   * after-close, lunch and daily breaks, weekends, holidays). Always 0 for daily source bars. The source bars counted
   * in `sourceCounts` plus these are all the source bars.
   */
  readonly outsideSessionBars: number;
}

const TIMEFRAMES: readonly Timeframe[] = ['1h', '4h', '1d', '3d', '1w', '1m', '3m'];
const HOUR_MS = 3_600_000;
// Integer UTC day numbers (epoch ms ÷ DAY_MS), not date-fns: bucketing runs once per bar on series of millions of
// bars, where a UTCDate per bar would cost more than the resampling itself. UTC throughout, so zone-independent.
const DAY_MS = 86_400_000;
const FOUR_HOURS_MS = 4 * HOUR_MS;
/** Day number of Monday 1970-01-05, the anchor of the business-day count behind 3-day buckets. */
const FIRST_MONDAY = 4;

/**
 * Aggregates hourly or daily bars into a signal timeframe (1h, 4h, 1d, 3d, 1w, 1m, 3m), following the instrument's
 * trading session.
 *
 * @remarks
 * An hourly source bar covers the hour from its open time. It is **in session** when that hour overlaps a window of
 * the instrument's venue (windows include their open and exclude their close), and it belongs to the first window it
 * overlaps, placed at its open time or at the window's open when it opened just before it (a 09:00 bar of a 09:30
 * market). A bar whose hour overlaps no window (pre-open, after-close, a lunch or daily break, a weekend, a holiday)
 * is left out and counted in `outsideSessionBars`, never moved into a neighbouring session. Daily source bars are all
 * kept. Then:
 * - a bar's **trading date** is its window's session (an FX bar at Sunday 22:00 UTC belongs to Monday; a daily
 *   source bar's trading date is its UTC date);
 * - **4h** buckets start at each session window's open and every 4 hours after it (FX 17:00, 21:00, 01:00 … New York;
 *   NYSE 09:30 and 13:30; Tokyo 09:00 and 12:30), so a bucket never spans a break;
 * - **1d** is one bar per trading date; **3d** groups trading dates three business days at a time counted from Monday
 *   1970-01-05 (three calendar days for 24/7 crypto), so the grid does not move with the data's first bar;
 * - **1w** runs Monday to Sunday by trading date; **1m** and **3m** are calendar months and quarters.
 *
 * Output bars are labelled with their bucket's start: the bar's own open time at 1h, the 4h bucket's open instant,
 * else 00:00 UTC of the bucket's first date (the MarketBars convention for daily bars). Output times are strictly
 * increasing, daylight-saving changes included: every label is a non-decreasing function of the source bar's time. OHLCV is exact: open of the first bar, highest high, lowest
 * low, close of the last bar, summed volume; one NaN volume (unknown) makes the bucket's volume NaN, never zero.
 *
 * @param bars - Source bars (`1h` or `1d`), oldest first, times strictly increasing. Not modified.
 * @param timeframe - The target timeframe; intraday targets need hourly bars.
 * @param options - {@link ResampleBarsOptions}: the instrument (default `bars.symbol`).
 * @returns New bars with the target `interval`, the `sourceInterval`, each bar's `sourceCounts` and the number of
 *   hourly bars left out as outside the session (`outsideSessionBars`).
 * @throws {@link GuidekitError} `invalid_timeframe` on `timeframe` (unknown, or intraday from daily bars);
 *   `invalid_bars` on the offending `bars.*` field (unequal lengths, unordered or non-finite times, unknown interval);
 *   `unknown_instrument` on `instrument`; `out_of_range` on `instant` when hourly bars precede the venue's recorded hours.
 * @example
 * ```ts
 * resampleBars(hourlyEurusd, '4h').times // bucket starts at 17:00, 21:00, 01:00 ... New York
 * resampleBars(dailySpx, '1w').sourceCounts // 5, 4 (holiday week), 5, ...
 * ```
 * @see docs/markets-instruments.md
 */
export function resampleBars(bars: MarketBars, timeframe: Timeframe, options: ResampleBarsOptions = {}): ResampledBars {
  const fn = 'resampleBars';
  if (!TIMEFRAMES.includes(timeframe)) {
    throw new GuidekitError(`${fn}: timeframe must be one of ${TIMEFRAMES.join(', ')}, got ${JSON.stringify(timeframe)}`, { code: 'invalid_timeframe', field: 'timeframe' });
  }
  const n = readBars(fn, bars);
  if (bars.interval === '1d' && (timeframe === '1h' || timeframe === '4h')) {
    throw new GuidekitError(`${fn}: cannot build ${timeframe} bars from daily bars; load hourly bars`, { code: 'invalid_timeframe', field: 'timeframe' });
  }
  const venue = readInstrumentVenue(fn, options.instrument ?? bars.symbol);
  const keyOf = bucketKeyer(fn, venue, bars.interval, timeframe);

  const times: number[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const volume: number[] = [];
  const counts: number[] = [];
  let outside = 0;
  let currentKey = Number.NaN;
  for (let i = 0; i < n; i++) {
    const key = keyOf(bars.times[i] as number);
    if (key === undefined) {
      outside++;
      continue;
    }
    const last = times.length - 1;
    if (key !== currentKey) {
      currentKey = key;
      times.push(key);
      open.push(bars.open[i] as number);
      high.push(bars.high[i] as number);
      low.push(bars.low[i] as number);
      close.push(bars.close[i] as number);
      volume.push(bars.volume[i] as number);
      counts.push(1);
    } else {
      // Math.max/min propagate NaN, as does + for volume: an unknown stays unknown.
      high[last] = Math.max(high[last] as number, bars.high[i] as number);
      low[last] = Math.min(low[last] as number, bars.low[i] as number);
      close[last] = bars.close[i] as number;
      volume[last] = (volume[last] as number) + (bars.volume[i] as number);
      counts[last] = (counts[last] as number) + 1;
    }
  }
  return {
    symbol: bars.symbol,
    interval: timeframe,
    sourceInterval: bars.interval,
    currency: bars.currency,
    times: Float64Array.from(times),
    open: Float64Array.from(open),
    high: Float64Array.from(high),
    low: Float64Array.from(low),
    close: Float64Array.from(close),
    volume: Float64Array.from(volume),
    sourceCounts: Uint32Array.from(counts),
    outsideSessionBars: outside,
  };
}

/** Validates the struct of arrays and returns its length. */
function readBars(fn: string, bars: MarketBars): number {
  if (bars === null || typeof bars !== 'object') throw new GuidekitError(`${fn}: bars must be a MarketBars object`, { code: 'invalid_bars', field: 'bars' });
  if (bars.interval !== '1h' && bars.interval !== '1d') {
    throw new GuidekitError(`${fn}: bars.interval must be 1h or 1d, got ${JSON.stringify(bars.interval)}`, { code: 'invalid_bars', field: 'bars.interval' });
  }
  const n = bars.times?.length;
  for (const field of ['times', 'open', 'high', 'low', 'close', 'volume'] as const) {
    if (bars[field]?.length !== n) throw new GuidekitError(`${fn}: bars.${field} must have as many entries as bars.times`, { code: 'invalid_bars', field: `bars.${field}` });
  }
  for (let i = 0; i < n; i++) {
    const t = bars.times[i] as number;
    if (!Number.isFinite(t) || (i > 0 && !(t > (bars.times[i - 1] as number)))) {
      throw new GuidekitError(`${fn}: bars.times must be finite and strictly increasing (index ${i})`, { code: 'invalid_bars', field: 'bars.times' });
    }
  }
  return n;
}

/** Where an hourly source bar falls: its trading session and the instant it counts from inside its window. */
interface Placement {
  readonly session: TradingSession;
  /** The window the bar belongs to. */
  readonly window: { readonly open: number; readonly close: number };
  /** The bar's open time, or its window's open when the bar opened before it. */
  readonly at: number;
}

/**
 * A function from a source bar's open time to its bucket's start (epoch ms), or undefined for an hourly bar outside
 * every session window, for one venue, source and target. The result never decreases as the open time grows.
 */
function bucketKeyer(fn: string, venue: SessionVenue, source: BarInterval, timeframe: Timeframe): (t: number) => number | undefined {
  let session: TradingSession | undefined;
  // Bars arrive in time order, so the session found for one bar serves the next ones until it closes.
  const sessionOf = (t: number): TradingSession => {
    if (session === undefined || t >= session.close) session = sessionEndingAfter(fn, venue, t);
    if (session === undefined) throw new GuidekitError(`${fn}: no ${venue} session follows ${new Date(t).toISOString()}`, { code: 'out_of_range', field: 'bars.times' });
    return session;
  };
  // The first window that closes after the bar opens is the only one the bar's hour can overlap first: windows are
  // in time order and do not overlap, so when it opens after the hour ends, every later one does too. Placing by the
  // window (never by extrapolating the next session's grid backwards) keeps keys in time order across clock changes.
  const place = (t: number): Placement | undefined => {
    const s = sessionOf(t);
    const window = s.windows.find((w) => w.close > t) as Placement['window'];
    if (window.open >= t + HOUR_MS) return undefined;
    return { session: s, window, at: Math.max(t, window.open) };
  };
  if (source === '1d') {
    const daily = (t: number): number => Math.floor(t / DAY_MS);
    return dateKeyer(venue, timeframe, daily);
  }
  if (timeframe === '1h') return (t) => (place(t) === undefined ? undefined : t);
  if (timeframe === '4h') {
    return (t) => {
      const p = place(t);
      if (p === undefined) return undefined;
      return p.window.open + FOUR_HOURS_MS * Math.floor((p.at - p.window.open) / FOUR_HOURS_MS);
    };
  }
  const byDate = dateKeyer(venue, timeframe, (day) => day);
  return (t) => {
    const p = place(t);
    return p === undefined ? undefined : byDate(dayNumber(p.session.tradingDate));
  };
}

/**
 * A function from a trading day (days since 1970-01-01, after `toDay`) to its 1d, 3d, 1w, 1m or 3m bucket's start.
 * Each is non-decreasing in the day.
 */
function dateKeyer(venue: SessionVenue, timeframe: Timeframe, toDay: (t: number) => number): (t: number) => number {
  if (timeframe === '1d') return (t) => toDay(t) * DAY_MS;
  if (timeframe === '3d') {
    const everyDay = isSevenDayVenue(venue);
    return (t) => {
      const day = toDay(t);
      if (everyDay) return Math.floor(day / 3) * 3 * DAY_MS;
      const bucket = Math.floor(businessDayIndex(day) / 3);
      return dayOfBusinessIndex(bucket * 3) * DAY_MS;
    };
  }
  if (timeframe === '1w') {
    return (t) => {
      const day = toDay(t);
      return (day - (isoWeekday(isoDateOfDay(day)) - 1)) * DAY_MS;
    };
  }
  const monthsPerBucket = timeframe === '1m' ? 1 : 3;
  return (t) => {
    const date = new Date(toDay(t) * DAY_MS);
    const month = Math.floor(date.getUTCMonth() / monthsPerBucket) * monthsPerBucket;
    return Date.UTC(date.getUTCFullYear(), month, 1);
  };
}

/** Whether the venue trades every day of the week (crypto), in its newest hours. */
function isSevenDayVenue(venue: SessionVenue): boolean {
  const newest = pickRule(SESSION_HOURS[venue], '9999-12-31');
  return newest !== undefined && newest.value.tradingDays.length === 7;
}

/** Business days (Monday–Friday) from Monday 1970-01-05 to the day; a weekend day counts as the Friday before. */
function businessDayIndex(day: number): number {
  const offset = day - FIRST_MONDAY;
  const week = Math.floor(offset / 7);
  const weekday = offset - week * 7; // 0 = Monday … 6 = Sunday
  return week * 5 + Math.min(weekday, 4);
}

/** The day number of the business day with the given index. */
function dayOfBusinessIndex(index: number): number {
  const week = Math.floor(index / 5);
  return FIRST_MONDAY + week * 7 + (index - week * 5);
}
