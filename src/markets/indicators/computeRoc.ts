import { allocateOutput } from './_lib/allocateOutput.js';
import { readPeriod } from './_lib/readPeriod.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** Options of {@link computeRoc} and {@link createRocStream}. */
export interface RocOptions {
  /** Distance in bars to the compared value; integer 1–100000. Default 10 (TA-Lib's default). */
  readonly period?: number;
}

/**
 * Rate of change in percent: (x / x[period bars ago] − 1)·100, TA-Lib's ROC.
 *
 * @remarks Lookback `period`. When the earlier value is 0 the result is 0, as in TA-Lib.
 *
 * @param values - The series (usually closes), oldest first. Not modified.
 * @param options - {@link RocOptions}.
 * @returns A new `Float64Array`, `NaN` for the first `period` indexes.
 * @throws {@link GuidekitError} when `values` is not a finite series or `period` is not an integer 1–100000.
 * @example
 * ```ts
 * computeRoc([100, 110, 99], { period: 1 }) // [NaN, 10, -10]
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_ROC.c
 * @see docs/indicators.md
 */
export function computeRoc(values: Series, options: RocOptions = {}): Float64Array {
  const fn = 'computeRoc';
  const period = readPeriod(fn, 'period', options.period, 10);
  const x = readSeries(fn, 'values', values);
  const n = x.length;
  const out = allocateOutput(n, period);
  for (let i = period; i < n; i++) {
    const before = x[i - period] as number;
    out[i] = before !== 0 ? ((x[i] as number) / before - 1) * 100 : 0;
  }
  return out;
}
