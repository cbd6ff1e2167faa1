import { readFinite } from './_lib/readFinite.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { RocOptions } from './computeRoc.js';
import type { IndicatorStream } from './types.js';

/**
 * Streaming rate of change; same values as {@link computeRoc}, bar by bar.
 *
 * @remarks Lookback `period`. Keeps a ring of `period` values allocated once.
 *
 * @param options - {@link RocOptions}.
 * @returns A stream whose `update(value)` takes the next close.
 * @throws {@link GuidekitError} when `period` is not an integer 1–100000, or `update` gets a non-finite value.
 * @example
 * ```ts
 * const roc = createRocStream({ period: 1 });
 * roc.update(100); // null
 * roc.update(110); // 10
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_ROC.c
 */
export function createRocStream(options: RocOptions = {}): IndicatorStream<number, number> {
  const fn = 'createRocStream';
  const period = readPeriod(fn, 'period', options.period, 10);
  const ring = new Float64Array(period);
  let count = 0;
  return {
    lookback: period,
    update(value: number): number | null {
      const v = readFinite(fn, 'value', value);
      const slot = count % period;
      const before = ring[slot] as number;
      ring[slot] = v;
      count++;
      if (count <= period) return null;
      return before !== 0 ? (v / before - 1) * 100 : 0;
    },
  };
}
