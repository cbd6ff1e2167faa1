import { allocateOutput } from './_lib/allocateOutput.js';
import { readPeriod } from './_lib/readPeriod.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** Options of {@link computeSma} and {@link createSmaStream}. */
export interface SmaOptions {
  /** Number of values averaged; integer 1–100000. Default 30 (TA-Lib's default). */
  readonly period?: number;
}

/**
 * Simple moving average: the arithmetic mean of the last `period` values.
 *
 * @remarks
 * Lookback `period − 1` (TA-Lib `SMA_Lookback`): the first value is at index `period − 1`, earlier
 * indexes are `NaN`. A running sum, O(n), one output allocation.
 *
 * @param values - The series, oldest first. Not modified.
 * @param options - {@link SmaOptions}.
 * @returns A new `Float64Array` of the same length.
 * @throws {@link GuidekitError} when `values` is not a finite series or `period` is not an integer 1–100000.
 * @example
 * ```ts
 * computeSma([1, 2, 3, 4], { period: 2 }) // Float64Array [NaN, 1.5, 2.5, 3.5]
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_SMA.c
 * @see docs/indicators.md
 */
export function computeSma(values: Series, options: SmaOptions = {}): Float64Array {
  const fn = 'computeSma';
  const period = readPeriod(fn, 'period', options.period, 30);
  // A Float64Array is validated inside the loop below (one pass instead of two); any other array first.
  const x = values instanceof Float64Array ? values : readSeries(fn, 'values', values);
  const n = x.length;
  const out = allocateOutput(n, period - 1);
  let sum = 0;
  let bad = 0; // x − x: 0 for a finite x, NaN for NaN/±Infinity
  for (let i = 0; i < n; i++) {
    const v = x[i] as number;
    bad += v - v;
    sum += v;
    if (i >= period - 1) {
      out[i] = sum / period;
      sum -= x[i - period + 1] as number;
    }
  }
  if (bad !== 0) readSeries(fn, 'values', values); // throws, naming the first bad element
  return out;
}
