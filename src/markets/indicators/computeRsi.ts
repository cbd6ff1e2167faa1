import { allocateOutput } from './_lib/allocateOutput.js';
import { readPeriod } from './_lib/readPeriod.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** Options of {@link computeRsi} and {@link createRsiStream}. */
export interface RsiOptions {
  /** Wilder smoothing period; integer 1–100000. Default 14. */
  readonly period?: number;
}

/**
 * Relative strength index with Wilder smoothing, seeded the TA-Lib way.
 *
 * @remarks
 * The first `period` changes (bars 1…period) are averaged plainly into the average gain G and loss L;
 * afterwards `G = (G·(period−1) + gain) / period` (same for L). RSI = 100·G/(G+L), and 0 when G+L = 0
 * (TA-Lib's convention; most JS libraries say 100). Lookback `period`: index `period` is the first value.
 *
 * @param values - The series (usually closes), oldest first. Not modified.
 * @param options - {@link RsiOptions}.
 * @returns A new `Float64Array` of the same length, `NaN` for the first `period` indexes.
 * @throws {@link GuidekitError} when `values` is not a finite series or `period` is not an integer 1–100000.
 * @example
 * ```ts
 * computeRsi([1, 2, 1.5], { period: 2 }) // [NaN, NaN, 100·0.5/(0.5+0.25)]
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_RSI.c
 * @see docs/indicators.md
 */
export function computeRsi(values: Series, options: RsiOptions = {}): Float64Array {
  const fn = 'computeRsi';
  const period = readPeriod(fn, 'period', options.period, 14);
  // A Float64Array is validated inside the loops below (one pass instead of two); any other array first.
  const x = values instanceof Float64Array ? values : readSeries(fn, 'values', values);
  const n = x.length;
  if (n <= period) {
    readSeries(fn, 'values', x);
    return new Float64Array(n).fill(Number.NaN);
  }
  // diff − diff is 0 for a finite diff and NaN otherwise; any NaN or ±Infinity in x makes some diff non-finite.
  let bad = 0;
  const out = allocateOutput(n, period);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const diff = (x[i] as number) - (x[i - 1] as number);
    bad += diff - diff;
    if (diff < 0) loss -= diff;
    else gain += diff;
  }
  gain /= period;
  loss /= period;
  let total = gain + loss;
  out[period] = total === 0 ? 0 : 100 * (gain / total);
  for (let i = period + 1; i < n; i++) {
    const diff = (x[i] as number) - (x[i - 1] as number);
    bad += diff - diff;
    gain *= period - 1;
    loss *= period - 1;
    if (diff < 0) loss -= diff;
    else gain += diff;
    gain /= period;
    loss /= period;
    total = gain + loss;
    out[i] = total === 0 ? 0 : 100 * (gain / total);
  }
  if (bad !== 0) readSeries(fn, 'values', values); // throws, naming the first bad element
  return out;
}
