import { readFinite } from './_lib/readFinite.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { WmaOptions } from './computeWma.js';
import type { IndicatorStream } from './types.js';

/**
 * Streaming weighted moving average; same values as {@link computeWma}, bar by bar.
 *
 * @remarks Lookback `period − 1`. Keeps a ring of `period` numbers allocated once.
 *
 * @param options - {@link WmaOptions}.
 * @returns A stream whose `update(value)` takes the next number of the series.
 * @throws {@link GuidekitError} when `period` is not an integer 1–100000, or `update` gets a non-finite value.
 * @example
 * ```ts
 * const wma = createWmaStream({ period: 2 });
 * wma.update(1); // null
 * wma.update(4); // (1·1 + 4·2) / 3 = 3
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_WMA.c
 */
export function createWmaStream(options: WmaOptions = {}): IndicatorStream<number, number> {
  const fn = 'createWmaStream';
  const period = readPeriod(fn, 'period', options.period, 30);
  const divider = (period * (period + 1)) / 2;
  const ring = new Float64Array(period);
  let count = 0;
  let plain = 0;
  let weighted = 0;
  return {
    lookback: period - 1,
    update(value: number): number | null {
      const v = readFinite(fn, 'value', value);
      ring[count % period] = v;
      count++;
      plain += v;
      if (count < period) {
        weighted += v * count;
        return null;
      }
      weighted += v * period;
      const result = weighted / divider;
      weighted -= plain;
      plain -= ring[(count - period) % period] as number;
      return result;
    },
  };
}
