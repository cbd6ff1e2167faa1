import { readFinite } from './_lib/readFinite.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { SmaOptions } from './computeSma.js';
import type { IndicatorStream } from './types.js';

/**
 * Streaming simple moving average; same values as {@link computeSma}, bar by bar.
 *
 * @remarks Lookback `period − 1`; `update` returns `null` for the first `period − 1` values. Keeps a
 * ring of `period` numbers allocated once.
 *
 * @param options - {@link SmaOptions}.
 * @returns A stream whose `update(value)` takes the next number of the series.
 * @throws {@link GuidekitError} when `period` is not an integer 1–100000, or `update` gets a non-finite value.
 * @example
 * ```ts
 * const sma = createSmaStream({ period: 2 });
 * sma.update(1); // null
 * sma.update(2); // 1.5
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_SMA.c
 */
export function createSmaStream(options: SmaOptions = {}): IndicatorStream<number, number> {
  const fn = 'createSmaStream';
  const period = readPeriod(fn, 'period', options.period, 30);
  const ring = new Float64Array(period);
  let count = 0;
  let sum = 0;
  return {
    lookback: period - 1,
    update(value: number): number | null {
      const v = readFinite(fn, 'value', value);
      ring[count % period] = v;
      count++;
      sum += v;
      if (count < period) return null;
      const result = sum / period;
      sum -= ring[(count - period) % period] as number;
      return result;
    },
  };
}
