import { digamma } from './_lib/gammaFunctions.js';
import { fail, readEnum, readNumbers, readOptions } from './_lib/read.js';
import type { CountModel } from './types.js';

/** Options of {@link fitCountDistribution}. */
export interface FitCountDistributionOptions {
  /** `poisson` or `negative-binomial` (over-dispersed counts: clustered quakes, bursts of posts). Default `negative-binomial`. */
  readonly family?: 'poisson' | 'negative-binomial';
  /** `mle` (maximum likelihood, the default) or `moments`. */
  readonly method?: 'mle' | 'moments';
}

/** What {@link fitCountDistribution} returns. */
export interface CountDistributionFit {
  /** The fitted model (per period). */
  readonly model: CountModel;
  readonly method: 'mle' | 'moments';
  readonly sampleSize: number;
  readonly sampleMean: number;
  /** Sample variance with the n − 1 denominator (null for one period). */
  readonly sampleVariance: number | null;
  /**
   * `no_overdispersion` when a negative binomial was asked for but the counts are not more variable than a Poisson's
   * (variance ≤ mean, or the likelihood keeps rising toward the Poisson limit): the Poisson is returned instead.
   */
  readonly fallback: 'no_overdispersion' | null;
}

/** The negative-binomial profile log-likelihood's derivative in the size r, at the MLE mean m = x̄. */
function sizeScore(r: number, counts: Float64Array, mean: number): number {
  let s = 0;
  for (const x of counts) s += digamma(x + r) - digamma(r);
  return s + counts.length * Math.log(r / (r + mean));
}

/**
 * Fits a count distribution to past periods' counts (earthquakes above a magnitude per window, tornadoes per month,
 * an account's posts per week): Poisson with mean x̄, or the negative binomial (gamma–Poisson mixture) with mean x̄
 * and size r, variance x̄ + x̄²/r.
 *
 * @remarks
 * Moments: r = x̄²/(s² − x̄). Maximum likelihood: the mean's MLE is x̄ for any r, and r solves
 * Σ ψ(xᵢ + r) − n·ψ(r) + n·ln(r/(r + x̄)) = 0 (bisection on ln r, so it always converges). Both need over-dispersion;
 * without it the Poisson is returned with `fallback: 'no_overdispersion'`.
 *
 * @param counts - Whole counts ≥ 0 per period, at least one (not modified).
 * @param options - {@link FitCountDistributionOptions}.
 * @returns {@link CountDistributionFit}.
 * @throws {@link GuidekitError} `invalid_number` naming `counts[i]` (not a whole number ≥ 0); `too_small` for no counts;
 *   `invalid_enum` for `family` or `method`.
 * @example
 * ```ts
 * fitCountDistribution([0, 2, 4, 6], { method: 'moments' }).model; //=> { family: 'negative-binomial', mean: 3, size: 27/11 }
 * ```
 * @see https://doi.org/10.1093/biomet/37.3-4.358 (F. J. Anscombe, Sampling theory of the negative binomial and logarithmic series distributions, 1950)
 * @see docs/probability-models.md#counts
 */
export function fitCountDistribution(counts: ArrayLike<number>, options: FitCountDistributionOptions = {}): CountDistributionFit {
  const fn = 'fitCountDistribution';
  const o = readOptions(fn, options);
  const family = readEnum(fn, 'family', o.family, ['poisson', 'negative-binomial'] as const, 'negative-binomial');
  const method = readEnum(fn, 'method', o.method, ['mle', 'moments'] as const, 'mle');
  const x = readNumbers(fn, 'counts', counts, (v) => Number.isInteger(v) && v >= 0, 'a whole count ≥ 0');
  const n = x.length;
  if (n === 0) fail(fn, 'counts', 'must hold at least one period', 'too_small');
  let sum = 0;
  for (const v of x) sum += v;
  const mean = sum / n;
  let ss = 0;
  for (const v of x) ss += (v - mean) ** 2;
  const variance = n > 1 ? ss / (n - 1) : null;
  const poisson = (fallback: 'no_overdispersion' | null): CountDistributionFit => ({ model: { family: 'poisson', mean }, method, sampleSize: n, sampleMean: mean, sampleVariance: variance, fallback });
  if (family === 'poisson') return poisson(null);
  if (variance === null || !(variance > mean) || mean === 0) return poisson('no_overdispersion');
  if (method === 'moments') {
    return { model: { family: 'negative-binomial', mean, size: (mean * mean) / (variance - mean) }, method, sampleSize: n, sampleMean: mean, sampleVariance: variance, fallback: null };
  }
  // The score is positive for small r and tends to 0 from one side as r → ∞; a finite root exists when it turns negative.
  let lo = Math.log(1e-8);
  let hi = Math.log(1e8);
  if (sizeScore(Math.exp(hi), x, mean) > 0) return poisson('no_overdispersion');
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = 0.5 * (lo + hi);
    if (sizeScore(Math.exp(mid), x, mean) > 0) lo = mid;
    else hi = mid;
  }
  return { model: { family: 'negative-binomial', mean, size: Math.exp(0.5 * (lo + hi)) }, method, sampleSize: n, sampleMean: mean, sampleVariance: variance, fallback: null };
}
