import { readMacdPeriods } from './_lib/readMacdPeriods.js';
import { readSeries } from './_lib/readSeries.js';
import type { Series } from './types.js';

/** Options of {@link computeMacd} and {@link createMacdStream}. */
export interface MacdOptions {
  /** Fast EMA period; integer, less than `slowPeriod`. Default 12. */
  readonly fastPeriod?: number;
  /** Slow EMA period; integer up to 100000. Default 26. */
  readonly slowPeriod?: number;
  /** Signal EMA period (EMA of the MACD line); integer 1–100000. Default 9. */
  readonly signalPeriod?: number;
}

/** MACD line, signal line and histogram, each a `Float64Array` of the input's length. */
export interface MacdSeries {
  /** Fast EMA − slow EMA. */
  readonly macd: Float64Array;
  /** EMA of the MACD line over `signalPeriod`. */
  readonly signal: Float64Array;
  /** MACD − signal. */
  readonly histogram: Float64Array;
}

/**
 * Moving average convergence/divergence with TA-Lib's alignment.
 *
 * @remarks
 * Both EMAs start at index `slow − 1`: the slow EMA seeded with the SMA of values 0…slow−1, the fast EMA
 * seeded with the SMA of the `fast` values ending there (values 14…25 for 12/26), k = 2/(period+1).
 * The signal EMA is seeded with the SMA of the first `signal` MACD values. All three outputs start at
 * the lookback `(slow − 1) + (signal − 1)` (33 for 12/26/9) and are `NaN` before it.
 *
 * @param values - The series (usually closes), oldest first. Not modified.
 * @param options - {@link MacdOptions}.
 * @returns {@link MacdSeries}.
 * @throws {@link GuidekitError} for a bad series, a bad period, or `fastPeriod` ≥ `slowPeriod`.
 * @example
 * ```ts
 * const { macd, signal, histogram } = computeMacd(closes); // 12/26/9
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_MACD.c
 * @see docs/indicators.md
 */
export function computeMacd(values: Series, options: MacdOptions = {}): MacdSeries {
  const fn = 'computeMacd';
  const { fast, slow, signal, lookback } = readMacdPeriods(fn, options);
  const x = readSeries(fn, 'values', values);
  const n = x.length;
  const macd = new Float64Array(n).fill(Number.NaN);
  const signalLine = new Float64Array(n).fill(Number.NaN);
  const histogram = new Float64Array(n).fill(Number.NaN);
  if (n <= lookback) return { macd, signal: signalLine, histogram };
  const start = slow - 1;
  const kFast = 2 / (fast + 1);
  const kSlow = 2 / (slow + 1);
  const kSignal = 2 / (signal + 1);
  let slowSum = 0;
  for (let i = 0; i <= start; i++) slowSum += x[i] as number;
  let fastSum = 0;
  for (let i = start - fast + 1; i <= start; i++) fastSum += x[i] as number;
  let fastEma = fastSum / fast;
  let slowEma = slowSum / slow;
  let macdSum = 0;
  let sig = 0;
  for (let i = start; i < n; i++) {
    if (i > start) {
      const v = x[i] as number;
      fastEma = (v - fastEma) * kFast + fastEma;
      slowEma = (v - slowEma) * kSlow + slowEma;
    }
    const m = fastEma - slowEma;
    if (i < lookback) {
      macdSum += m;
      continue;
    }
    if (i === lookback) {
      macdSum += m;
      sig = macdSum / signal;
    } else {
      sig = (m - sig) * kSignal + sig;
    }
    macd[i] = m;
    signalLine[i] = sig;
    histogram[i] = m - sig;
  }
  return { macd, signal: signalLine, histogram };
}
