import { allocateOutput } from './_lib/allocateOutput.js';
import { readPeriod } from './_lib/readPeriod.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** Options of {@link computeEma} and {@link createEmaStream}. */
export interface EmaOptions {
  /** Smoothing period; k = 2 / (period + 1). Integer 1–100000. Default 30 (TA-Lib's default). */
  readonly period?: number;
}

/**
 * Exponential moving average, seeded the TA-Lib way.
 *
 * @remarks
 * k = 2 / (period + 1). The first value, at index `period − 1` (the lookback), is the simple average of
 * the first `period` values; after it `ema = (x − prev)·k + prev`. Earlier indexes are `NaN`.
 *
 * @param values - The series, oldest first. Not modified.
 * @param options - {@link EmaOptions}.
 * @returns A new `Float64Array` of the same length.
 * @throws {@link GuidekitError} when `values` is not a finite series or `period` is not an integer 1–100000.
 * @example
 * ```ts
 * computeEma([1, 2, 3, 4], { period: 2 }) // [NaN, 1.5, 2.5, 3.5]
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_EMA.c
 * @see docs/indicators.md
 */
export function computeEma(values: Series, options: EmaOptions = {}): Float64Array {
  const fn = 'computeEma';
  const period = readPeriod(fn, 'period', options.period, 30);
  // A Float64Array is validated inside the loops below (one pass instead of two); any other array first.
  const x = values instanceof Float64Array ? values : readSeries(fn, 'values', values);
  const n = x.length;
  if (n < period) {
    readSeries(fn, 'values', x);
    return new Float64Array(n).fill(Number.NaN);
  }
  const out = allocateOutput(n, period - 1);
  const k = 2 / (period + 1);
  let sum = 0;
  let bad = 0; // x − x: 0 for a finite x, NaN for NaN/±Infinity
  for (let i = 0; i < period; i++) {
    const v = x[i] as number;
    bad += v - v;
    sum += v;
  }
  let prev = sum / period;
  out[period - 1] = prev;
  for (let i = period; i < n; i++) {
    const v = x[i] as number;
    bad += v - v;
    prev = (v - prev) * k + prev;
    out[i] = prev;
  }
  if (bad !== 0) readSeries(fn, 'values', values); // throws, naming the first bad element
  return out;
}
