import { readFinite } from './_lib/readFinite.js';
import { readMacdPeriods } from './_lib/readMacdPeriods.js';
import type { MacdOptions } from './computeMacd.js';
import type { IndicatorStream } from './types.js';

/** One bar of MACD. */
export interface MacdValue {
  /** Fast EMA − slow EMA. */
  readonly macd: number;
  /** EMA of the MACD line. */
  readonly signal: number;
  /** MACD − signal. */
  readonly histogram: number;
}

/**
 * Streaming MACD; same values as {@link computeMacd}, bar by bar.
 *
 * @remarks Lookback `(slow − 1) + (signal − 1)` (33 for 12/26/9). Keeps a ring of `fastPeriod` values to
 * seed the fast EMA the TA-Lib way; returns a new small object per bar once warmed up.
 *
 * @param options - {@link MacdOptions}.
 * @returns A stream whose `update(value)` takes the next close.
 * @throws {@link GuidekitError} for a bad period, `fastPeriod` ≥ `slowPeriod`, or a non-finite value.
 * @example
 * ```ts
 * const macd = createMacdStream();
 * const last = closes.map((c) => macd.update(c)).at(-1); // { macd, signal, histogram }
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_MACD.c
 */
export function createMacdStream(options: MacdOptions = {}): IndicatorStream<number, MacdValue> {
  const fn = 'createMacdStream';
  const { fast, slow, signal, lookback } = readMacdPeriods(fn, options);
  const start = slow - 1;
  const kFast = 2 / (fast + 1);
  const kSlow = 2 / (slow + 1);
  const kSignal = 2 / (signal + 1);
  const recent = new Float64Array(fast);
  let i = -1;
  let slowSum = 0;
  let fastEma = 0;
  let slowEma = 0;
  let macdSum = 0;
  let sig = 0;
  return {
    lookback,
    update(value: number): MacdValue | null {
      const v = readFinite(fn, 'value', value);
      i++;
      if (i < start) {
        slowSum += v;
        recent[i % fast] = v;
        return null;
      }
      if (i === start) {
        slowSum += v;
        recent[i % fast] = v;
        let fastSum = 0;
        for (let j = start - fast + 1; j <= start; j++) fastSum += recent[j % fast] as number;
        fastEma = fastSum / fast;
        slowEma = slowSum / slow;
      } else {
        fastEma = (v - fastEma) * kFast + fastEma;
        slowEma = (v - slowEma) * kSlow + slowEma;
      }
      const m = fastEma - slowEma;
      if (i < lookback) {
        macdSum += m;
        return null;
      }
      if (i === lookback) {
        macdSum += m;
        sig = macdSum / signal;
      } else {
        sig = (m - sig) * kSignal + sig;
      }
      return { macd: m, signal: sig, histogram: m - sig };
    },
  };
}
