import { normalCdf } from '../../backtest/_lib/normalCdf.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { GistempYear } from '../rules/gaiaTables.js';

/** What {@link priceHottestYear} returns. */
export type HottestYearPrice =
  | {
      readonly status: 'ok';
      /** P(the year ranks exactly `rank` among the table's years). */
      readonly probability: number;
      /** Months of the year known. */
      readonly monthsKnown: number;
      /** The predictive annual anomaly: mean and standard deviation (°C); sd 0 when the year is complete. */
      readonly mean: number;
      readonly sd: number;
      /** The warmest annual anomaly of the earlier years, and its year. */
      readonly record: { readonly year: number; readonly anomaly: number };
      /** Past years whose first months and annual mean gave the spread. */
      readonly sampleSize: number;
    }
  | { readonly status: 'unknown'; readonly reason: 'no_months' | 'no_history' };

/**
 * The probability that a year ends as the `rank`-th warmest on record (1: the hottest), from the months known: the
 * year's mean is the known months' mean plus the typical gap between a year's first months and its whole (past years'
 * gaps, as a normal: mean and sample sd), so P(rank r) = P(v_r < A < v_(r−1)) over the earlier years' annual anomalies
 * sorted warmest first. A complete year is ranked as published (probability 1 or 0).
 *
 * @param table - GISTEMP years (GISTEMP_GLOBAL_MEANS' value), any order (not modified).
 * @param year - The year asked about.
 * @param rank - 1 for the hottest, 2 for second warmest...
 * @returns {@link HottestYearPrice}; `unknown` when the table holds no month of the year, or fewer than 5 past years.
 * @throws {@link GuidekitError} `invalid_number` for a rank below 1.
 * @example
 * ```ts
 * priceHottestYear(GISTEMP_GLOBAL_MEANS.versions[0]!.value, 2024, 1);
 * ```
 * @see https://data.giss.nasa.gov/gistemp/
 */
export function priceHottestYear(table: readonly GistempYear[], year: number, rank: number): HottestYearPrice {
  if (!Number.isInteger(rank) || rank < 1) throw new GuidekitError(`priceHottestYear: rank must be a whole number ≥ 1, got ${String(rank)}`, { code: 'invalid_number', field: 'rank' });
  const target = table.find((y) => y.year === year);
  if (target === undefined || target.months.length === 0) return { status: 'unknown', reason: 'no_months' };
  const earlier = table.filter((y) => y.year < year && y.annual !== null && y.months.length === 12);
  if (earlier.length < 5) return { status: 'unknown', reason: 'no_history' };
  const sorted = earlier.map((y) => ({ year: y.year, anomaly: y.annual! })).sort((a, b) => b.anomaly - a.anomaly);
  const record = sorted[0]!;
  const k = target.months.length;
  const knownMean = target.months.reduce((s, x) => s + x, 0) / k;
  let mean: number;
  let sd: number;
  if (target.annual !== null || k === 12) {
    mean = target.annual ?? knownMean;
    sd = 0;
  } else {
    const gaps = earlier.map((y) => y.annual! - y.months.slice(0, k).reduce((s, x) => s + x, 0) / k);
    const g = gaps.reduce((s, x) => s + x, 0) / gaps.length;
    mean = knownMean + g;
    sd = Math.sqrt(gaps.reduce((s, x) => s + (x - g) ** 2, 0) / (gaps.length - 1));
  }
  const above = rank - 1 < sorted.length ? sorted[rank - 1]!.anomaly : Number.NEGATIVE_INFINITY;
  const below = rank - 2 >= 0 ? sorted[rank - 2]!.anomaly : Number.POSITIVE_INFINITY;
  const cdf = (x: number) => (x === Number.POSITIVE_INFINITY ? 1 : x === Number.NEGATIVE_INFINITY ? 0 : sd === 0 ? (mean <= x ? 1 : 0) : normalCdf((x - mean) / sd));
  // Ties in the published (two-decimal) figure are counted as not beating the earlier year.
  const probability = Math.max(0, Math.min(1, sd === 0 ? (mean > above && mean <= below ? 1 : 0) : cdf(below) - cdf(above)));
  return { status: 'ok', probability, monthsKnown: k, mean, sd, record, sampleSize: earlier.length };
}
