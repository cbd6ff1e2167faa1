import { negativeBinomialCdf, poissonCdf } from './_lib/counts.js';
import { fail, readEnum, readList, readNumber, readOptions } from './_lib/read.js';
import type { CountModel, IntegerBin } from './types.js';

/** The period so far and the venue's bins. */
export interface CountBinsInput {
  /** The fitted count model for a whole period (from {@link fitCountDistribution}). */
  readonly model: CountModel;
  /** Events counted so far this period (a whole number ≥ 0): the total can only grow from here. */
  readonly observed: number;
  /** Share of the period already elapsed, in [0, 1] (e.g. 3 days of a 7-day week = 3/7). */
  readonly elapsedFraction: number;
  /** The venue's bins on the period's total, inclusive: "10 or more" is { min: 10, max: null }. */
  readonly bins: readonly IntegerBin[];
}

/** Options of {@link priceCountBins}. */
export interface PriceCountBinsOptions {
  /**
   * `posterior` (default): a negative binomial's rate is updated by the count so far (a busy start means a busy period,
   * the gamma–Poisson conjugate update); `none`: the rest of the period follows the fitted model scaled to the time left.
   * The Poisson's rate is known, so it is never updated.
   */
  readonly update?: 'posterior' | 'none';
}

/** What {@link priceCountBins} returns. */
export interface CountBinsResult {
  readonly bins: readonly { readonly min: number | null; readonly max: number | null; readonly probability: number }[];
  /** Σ over the bins: 1 when they cover every count from 0 up. */
  readonly total: number;
  /** The distribution of the remaining count. */
  readonly remaining: CountModel;
  /** observed + the remaining count's mean. */
  readonly expectedTotal: number;
}

/**
 * Prices the bins of a count ladder (earthquakes above a magnitude, tornadoes, hurricane landfalls, an account's weekly
 * posts): the total is the count so far (a floor) plus the count over the time left, Poisson or negative binomial.
 *
 * @remarks
 * Poisson(λ) per period: the rest is Poisson(λ·(1 − e)) for elapsed share e. Negative binomial (mean m, size r) is a
 * Poisson whose per-period rate is Gamma(r, rate r/m); after o events in the elapsed share e the rate's posterior is
 * Gamma(r + o, rate r/m + e), so the rest is negative binomial with size r + o and mean (r + o)(1 − e)/(r/m + e). With
 * `update: 'none'` it is size r, mean m(1 − e). A bin a..b has P(a − o ≤ rest ≤ b − o).
 *
 * @param input - {@link CountBinsInput} (not modified).
 * @param options - {@link PriceCountBinsOptions}.
 * @returns Each bin's probability, the total and the remaining count's model.
 * @throws {@link GuidekitError} `invalid_number` naming `model.mean`, `model.size`, `observed`, `elapsedFraction` or a
 *   bin bound; `invalid_enum` for `model.family` or `update`; `invalid_type`.
 * @example
 * ```ts
 * priceCountBins({ model: { family: 'poisson', mean: 14 }, observed: 9, elapsedFraction: 0.5, bins: [{ min: 0, max: 14 }, { min: 15, max: null }] });
 * // rest ~ Poisson(7): P(total ≤ 14) = P(rest ≤ 5)
 * ```
 * @see docs/probability-models.md#counts
 */
export function priceCountBins(input: CountBinsInput, options: PriceCountBinsOptions = {}): CountBinsResult {
  const fn = 'priceCountBins';
  const o = readOptions(fn, options);
  const update = readEnum(fn, 'update', o.update, ['posterior', 'none'] as const, 'posterior');
  if (input === null || typeof input !== 'object') fail(fn, 'input', 'must be { model, observed, elapsedFraction, bins }', 'invalid_type');
  const model = input.model;
  if (model === null || typeof model !== 'object') fail(fn, 'model', 'must be a count model', 'invalid_type');
  const family = readEnum(fn, 'model.family', model.family, ['poisson', 'negative-binomial'] as const, 'poisson');
  const mean = readNumber(fn, 'model.mean', model.mean, (x) => x >= 0, 'a mean count ≥ 0');
  const size = model.family === 'negative-binomial' ? readNumber(fn, 'model.size', model.size, (x) => x > 0, 'a size above 0') : Number.POSITIVE_INFINITY;
  const observed = readNumber(fn, 'observed', input.observed, (x) => Number.isInteger(x) && x >= 0, 'a whole count ≥ 0');
  const e = readNumber(fn, 'elapsedFraction', input.elapsedFraction, (x) => x >= 0 && x <= 1, 'a share in [0, 1]');
  const bins = readList<IntegerBin>(fn, 'bins', input.bins);
  bins.forEach((b, i) => {
    if (b === null || typeof b !== 'object') fail(fn, `bins[${i}]`, 'must be { min, max }', 'invalid_type');
    if (b.min !== null && !(Number.isInteger(b.min) && b.min >= 0)) fail(fn, `bins[${i}].min`, 'must be a whole count ≥ 0 or null');
    if (b.max !== null && !(Number.isInteger(b.max) && b.max >= 0)) fail(fn, `bins[${i}].max`, 'must be a whole count ≥ 0 or null');
    if (b.min !== null && b.max !== null && b.max < b.min) fail(fn, `bins[${i}].max`, 'must not be below min');
  });

  let remaining: CountModel;
  if (family === 'poisson' || mean === 0) remaining = { family: 'poisson', mean: mean * (1 - e) };
  else if (update === 'posterior') {
    const shape = size + observed;
    remaining = { family: 'negative-binomial', mean: (shape * (1 - e)) / (size / mean + e), size: shape };
  } else remaining = { family: 'negative-binomial', mean: mean * (1 - e), size };
  // P(rest ≤ k).
  const cdf = (k: number): number => (remaining.family === 'poisson' ? poissonCdf(k, remaining.mean) : negativeBinomialCdf(k, remaining.size, remaining.mean));
  let total = 0;
  const priced = bins.map((b) => {
    const upper = b.max === null ? 1 : cdf(b.max - observed);
    const lower = b.min === null ? 0 : cdf(b.min - 1 - observed);
    const probability = Math.max(0, upper - lower);
    total += probability;
    return { min: b.min, max: b.max, probability };
  });
  return { bins: priced, total, remaining, expectedTotal: observed + remaining.mean };
}
