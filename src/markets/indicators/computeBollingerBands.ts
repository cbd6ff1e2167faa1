import { readDeviations } from './_lib/readDeviations.js';
import { allocateOutput } from './_lib/allocateOutput.js';
import { readPeriod } from './_lib/readPeriod.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** Options of {@link computeBollingerBands} and {@link createBollingerBandsStream}. */
export interface BollingerBandsOptions {
  /** Window of the SMA and the standard deviation; integer 1–100000. Default 20 (Bollinger's; TA-Lib's is 5). */
  readonly period?: number;
  /** Upper band distance in population standard deviations (TA-Lib `nbdevup`); finite, ≥ 0. Default 2. */
  readonly nbDevUp?: number;
  /** Lower band distance in population standard deviations (TA-Lib `nbdevdn`); finite, ≥ 0. Default 2. */
  readonly nbDevDown?: number;
}

/** Upper, middle and lower band, each a `Float64Array` of the input's length. */
export interface BollingerBandsSeries {
  /** middle + nbDevUp·σ. */
  readonly upper: Float64Array;
  /** SMA over `period`. */
  readonly middle: Float64Array;
  /** middle − nbDevDown·σ. */
  readonly lower: Float64Array;
}

/**
 * Bollinger bands: SMA ± multiples of the population standard deviation of the same window.
 *
 * @remarks
 * σ divides by `period` (population), as TA-Lib's BBANDS with an SMA middle. Lookback `period − 1`.
 * The window's sum of squared deviations is computed exactly once, at the first full window, then
 * updated per bar with the sliding Welford identity (O(1), no E[x²]−mean² cancellation); a negative
 * rounding residue is clamped to 0.
 *
 * @param values - The series (usually closes), oldest first. Not modified.
 * @param options - {@link BollingerBandsOptions}.
 * @returns {@link BollingerBandsSeries}, `NaN` for the first `period − 1` indexes.
 * @throws {@link GuidekitError} for a bad series, `period`, `nbDevUp` or `nbDevDown`.
 * @example
 * ```ts
 * const { upper, middle, lower } = computeBollingerBands(closes, { period: 20 });
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_BBANDS.c
 * @see docs/indicators.md
 */
export function computeBollingerBands(values: Series, options: BollingerBandsOptions = {}): BollingerBandsSeries {
  const fn = 'computeBollingerBands';
  const period = readPeriod(fn, 'period', options.period, 20);
  const up = readDeviations(fn, 'nbDevUp', options.nbDevUp, 2);
  const down = readDeviations(fn, 'nbDevDown', options.nbDevDown, 2);
  // A Float64Array is validated inside the loop below (one pass instead of two); any other array first.
  const x = values instanceof Float64Array ? values : readSeries(fn, 'values', values);
  const n = x.length;
  const upper = allocateOutput(n, period - 1);
  const middle = allocateOutput(n, period - 1);
  const lower = allocateOutput(n, period - 1);
  let sum = 0;
  let m2 = 0;
  let prevMean = 0;
  let bad = 0; // x − x: 0 for a finite x, NaN for NaN/±Infinity
  for (let i = 0; i < n; i++) {
    const v = x[i] as number;
    bad += v - v;
    sum += v;
    if (i < period - 1) continue;
    const mean = sum / period;
    if (i === period - 1) {
      m2 = 0;
      for (let j = 0; j < period; j++) {
        const d = (x[j] as number) - mean;
        m2 += d * d;
      }
    } else {
      const old = x[i - period] as number;
      m2 += (v - old) * (v - mean + old - prevMean);
    }
    prevMean = mean;
    sum -= x[i - period + 1] as number;
    const sd = m2 > 0 ? Math.sqrt(m2 / period) : 0;
    middle[i] = mean;
    upper[i] = mean + up * sd;
    lower[i] = mean - down * sd;
  }
  if (bad !== 0) readSeries(fn, 'values', values); // throws, naming the first bad element
  return { upper, middle, lower };
}
