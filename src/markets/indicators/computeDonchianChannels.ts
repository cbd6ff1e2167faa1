import { createRollingExtreme } from './_lib/createRollingExtreme.js';
import { readPeriod } from './_lib/readPeriod.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** Options of {@link computeDonchianChannels} and {@link createDonchianChannelsStream}. */
export interface DonchianChannelsOptions {
  /** Window in bars, the current bar included; integer 1–100000. Default 20 (Donchian's 20-day rule). */
  readonly period?: number;
}

/** `{ high, low }` series of equal length, oldest first. */
export interface HighLowSeries {
  /** Highest traded price of each bar. */
  readonly high: Series;
  /** Lowest traded price of each bar. */
  readonly low: Series;
}

/** Upper, middle and lower channel, each a `Float64Array` of the input's length. */
export interface DonchianChannelsSeries {
  /** Highest high of the window. */
  readonly upper: Float64Array;
  /** (upper + lower) / 2. */
  readonly middle: Float64Array;
  /** Lowest low of the window. */
  readonly lower: Float64Array;
}

/**
 * Donchian channels: highest high and lowest low of the last `period` bars, current bar included.
 *
 * @remarks Lookback `period − 1` (as TA-Lib MAX/MIN). A breakout rule compares today's close with the
 * previous bar's channel (index i − 1), since today's channel already contains today's range. Monotonic
 * deques: O(n) whatever the period.
 *
 * @param input - `{ high, low }` series of equal length, oldest first. Not modified.
 * @param options - {@link DonchianChannelsOptions}.
 * @returns {@link DonchianChannelsSeries}, `NaN` for the first `period − 1` indexes.
 * @throws {@link GuidekitError} naming `high`/`low` for a bad or mismatched series, or `period`.
 * @example
 * ```ts
 * const { upper, lower } = computeDonchianChannels({ high, low }, { period: 20 });
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_MAX.c
 * @see docs/indicators.md
 */
export function computeDonchianChannels(
  input: HighLowSeries,
  options: DonchianChannelsOptions = {},
): DonchianChannelsSeries {
  const fn = 'computeDonchianChannels';
  const period = readPeriod(fn, 'period', options.period, 20);
  const candidate = (typeof input === 'object' && input !== null ? input : {}) as Partial<Record<string, unknown>>;
  const high = readSeries(fn, 'high', candidate.high);
  const low = readSeries(fn, 'low', candidate.low, high.length);
  const n = high.length;
  const upper = new Float64Array(n).fill(Number.NaN);
  const middle = new Float64Array(n).fill(Number.NaN);
  const lower = new Float64Array(n).fill(Number.NaN);
  const highest = createRollingExtreme(period, 'max');
  const lowest = createRollingExtreme(period, 'min');
  for (let i = 0; i < n; i++) {
    const hh = highest.push(high[i] as number);
    const ll = lowest.push(low[i] as number);
    if (i < period - 1) continue;
    upper[i] = hh;
    lower[i] = ll;
    middle[i] = (hh + ll) / 2;
  }
  return { upper, middle, lower };
}
