import { allocateOutput } from './_lib/allocateOutput.js';
import { readPeriod } from './_lib/readPeriod.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** Options of {@link computeWma} and {@link createWmaStream}. */
export interface WmaOptions {
  /** Number of values weighted; integer 1–100000. Default 30 (TA-Lib's default). */
  readonly period?: number;
}

/**
 * Linearly weighted moving average: weights 1, 2, …, period (newest heaviest) over their sum
 * period·(period+1)/2.
 *
 * @remarks Lookback `period − 1`. Computed with a running weighted sum and a running plain sum
 * (TA-Lib's O(n) method), so each bar costs O(1).
 *
 * @param values - The series, oldest first. Not modified.
 * @param options - {@link WmaOptions}.
 * @returns A new `Float64Array` of the same length, `NaN` for the first `period − 1` indexes.
 * @throws {@link GuidekitError} when `values` is not a finite series or `period` is not an integer 1–100000.
 * @example
 * ```ts
 * computeWma([1, 2, 3], { period: 3 }) // [NaN, NaN, 14/6]
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_WMA.c
 * @see docs/indicators.md
 */
export function computeWma(values: Series, options: WmaOptions = {}): Float64Array {
  const fn = 'computeWma';
  const period = readPeriod(fn, 'period', options.period, 30);
  // A Float64Array is validated inside the loop below (one pass instead of two); any other array first.
  const x = values instanceof Float64Array ? values : readSeries(fn, 'values', values);
  const n = x.length;
  const out = allocateOutput(n, period - 1);
  const divider = (period * (period + 1)) / 2;
  let plain = 0;
  let weighted = 0;
  let bad = 0; // x − x: 0 for a finite x, NaN for NaN/±Infinity
  for (let i = 0; i < n; i++) {
    const v = x[i] as number;
    bad += v - v;
    plain += v;
    if (i < period - 1) {
      weighted += v * (i + 1);
      continue;
    }
    weighted += v * period;
    out[i] = weighted / divider;
    // Every weight drops by one for the next bar; the oldest value leaves the window.
    weighted -= plain;
    plain -= x[i - period + 1] as number;
  }
  if (bad !== 0) readSeries(fn, 'values', values); // throws, naming the first bad element
  return out;
}
