import { readFinite } from './_lib/readFinite.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { EmaOptions } from './computeEma.js';
import type { IndicatorStream } from './types.js';

/**
 * Streaming exponential moving average; same values as {@link computeEma}, bar by bar.
 *
 * @remarks Lookback `period − 1`; the first value is the SMA of the first `period` values (TA-Lib seed).
 *
 * @param options - {@link EmaOptions}.
 * @returns A stream whose `update(value)` takes the next number of the series.
 * @throws {@link GuidekitError} when `period` is not an integer 1–100000, or `update` gets a non-finite value.
 * @example
 * ```ts
 * const ema = createEmaStream({ period: 3 });
 * [1, 2, 3, 4].map((v) => ema.update(v)); // [null, null, 2, 3]
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_EMA.c
 */
export function createEmaStream(options: EmaOptions = {}): IndicatorStream<number, number> {
  const fn = 'createEmaStream';
  const period = readPeriod(fn, 'period', options.period, 30);
  const k = 2 / (period + 1);
  let count = 0;
  let sum = 0;
  let prev = 0;
  return {
    lookback: period - 1,
    update(value: number): number | null {
      const v = readFinite(fn, 'value', value);
      count++;
      if (count < period) {
        sum += v;
        return null;
      }
      if (count === period) {
        sum += v;
        prev = sum / period;
      } else {
        prev = (v - prev) * k + prev;
      }
      return prev;
    },
  };
}
