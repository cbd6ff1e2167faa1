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
  const x = readSeries(fn, 'values', values);
  const n = x.length;
  const out = new Float64Array(n).fill(Number.NaN);
  if (n < period) return out;
  const k = 2 / (period + 1);
  let sum = 0;
  for (let i = 0; i < period; i++) sum += x[i] as number;
  let prev = sum / period;
  out[period - 1] = prev;
  for (let i = period; i < n; i++) {
    prev = ((x[i] as number) - prev) * k + prev;
    out[i] = prev;
  }
  return out;
}
