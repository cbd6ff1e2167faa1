import { GuidekitError } from '../../core/GuidekitError.js';
import { createRollingExtreme } from './_lib/createRollingExtreme.js';
import { readFinite } from './_lib/readFinite.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { DonchianChannelsOptions } from './computeDonchianChannels.js';
import type { IndicatorStream } from './types.js';

/** One bar for the Donchian stream. */
export interface HighLowBar {
  /** Highest traded price of the bar. */
  readonly high: number;
  /** Lowest traded price of the bar. */
  readonly low: number;
}

/** One bar of Donchian channels. */
export interface DonchianChannelsValue {
  /** Highest high of the window. */
  readonly upper: number;
  /** (upper + lower) / 2. */
  readonly middle: number;
  /** Lowest low of the window. */
  readonly lower: number;
}

/**
 * Streaming Donchian channels; same values as {@link computeDonchianChannels}, bar by bar.
 *
 * @remarks Lookback `period − 1`.
 *
 * @param options - {@link DonchianChannelsOptions}.
 * @returns A stream whose `update({ high, low })` takes the next bar.
 * @throws {@link GuidekitError} for a bad `period` or a non-finite bar field.
 * @example
 * ```ts
 * const channel = createDonchianChannelsStream({ period: 20 });
 * channel.update({ high: 10, low: 9 }); // null for the first 19 bars
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_MAX.c
 */
export function createDonchianChannelsStream(
  options: DonchianChannelsOptions = {},
): IndicatorStream<HighLowBar, DonchianChannelsValue> {
  const fn = 'createDonchianChannelsStream';
  const period = readPeriod(fn, 'period', options.period, 20);
  const highest = createRollingExtreme(period, 'max');
  const lowest = createRollingExtreme(period, 'min');
  let count = 0;
  return {
    lookback: period - 1,
    update(bar: HighLowBar): DonchianChannelsValue | null {
      if (typeof bar !== 'object' || bar === null) {
        throw new GuidekitError(`${fn}: bar must be an object with high and low`, { code: 'invalid_type', field: 'bar' });
      }
      const high = readFinite(fn, 'high', bar.high);
      const low = readFinite(fn, 'low', bar.low);
      const hh = highest.push(high);
      const ll = lowest.push(low);
      count++;
      if (count < period) return null;
      return { upper: hh, middle: (hh + ll) / 2, lower: ll };
    },
  };
}
