import { readFinite } from './_lib/readFinite.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { RsiOptions } from './computeRsi.js';
import type { IndicatorStream } from './types.js';

/**
 * Streaming RSI; same values as {@link computeRsi}, bar by bar.
 *
 * @remarks Lookback `period`: `update` returns `null` for the first `period` values.
 *
 * @param options - {@link RsiOptions}.
 * @returns A stream whose `update(value)` takes the next close.
 * @throws {@link GuidekitError} when `period` is not an integer 1–100000, or `update` gets a non-finite value.
 * @example
 * ```ts
 * const rsi = createRsiStream({ period: 14 });
 * for (const close of closes) console.log(rsi.update(close));
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_RSI.c
 */
export function createRsiStream(options: RsiOptions = {}): IndicatorStream<number, number> {
  const fn = 'createRsiStream';
  const period = readPeriod(fn, 'period', options.period, 14);
  let count = 0;
  let prevValue = 0;
  let gain = 0;
  let loss = 0;
  return {
    lookback: period,
    update(value: number): number | null {
      const v = readFinite(fn, 'value', value);
      count++;
      if (count === 1) {
        prevValue = v;
        return null;
      }
      const diff = v - prevValue;
      prevValue = v;
      if (count <= period) {
        if (diff < 0) loss -= diff;
        else gain += diff;
        return null;
      }
      if (count === period + 1) {
        if (diff < 0) loss -= diff;
        else gain += diff;
        gain /= period;
        loss /= period;
      } else {
        gain *= period - 1;
        loss *= period - 1;
        if (diff < 0) loss -= diff;
        else gain += diff;
        gain /= period;
        loss /= period;
      }
      const total = gain + loss;
      return total === 0 ? 0 : 100 * (gain / total);
    },
  };
}
