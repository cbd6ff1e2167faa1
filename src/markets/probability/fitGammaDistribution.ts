import { fitZeroInflatedGamma, type GammaDistributionFit } from './_lib/gammaFit.js';
import { fail, readEnum, readNumbers, readOptions } from './_lib/read.js';

export type { GammaDistributionFit };

/** Options of {@link fitGammaDistribution}. */
export interface FitGammaDistributionOptions {
  /** `mle` (maximum likelihood, the default) or `moments`. */
  readonly method?: 'mle' | 'moments';
}

/**
 * Fits the climatology of a precipitation total (or any non-negative amount): the share of zeros, and a gamma
 * distribution for the positive amounts, by maximum likelihood or by moments.
 *
 * @remarks
 * Moments: k = x̄²/s², θ = s²/x̄ (s² with n − 1). Maximum likelihood: θ = x̄/k where k solves ln k − ψ(k) = ln x̄ − mean(ln x),
 * started from Minka's (2002) closed form and refined by Newton's method; it is what scipy.stats.gamma.fit(x, floc=0)
 * gives. The gamma is the usual model of precipitation amounts (Thom 1958; Wilks, Statistical Methods in the
 * Atmospheric Sciences, §4.4.5), with the dry share kept apart because a gamma cannot put mass on 0.
 *
 * @param values - Amounts ≥ 0 (not modified).
 * @param options - {@link FitGammaDistributionOptions}.
 * @returns {@link GammaDistributionFit}. With no positive values: zeroProbability 1 and no gamma.
 * @throws {@link GuidekitError} `invalid_number` naming `values[i]`; `invalid_enum` for `method`; `too_small` for no values.
 * @example
 * ```ts
 * fitGammaDistribution([0, 1, 2, 3], { method: 'moments' }); // zeroProbability 0.25, shape 4, scale 0.5
 * ```
 * @see T. Minka, Estimating a Gamma distribution, Microsoft Research technical note, 2002
 * @see docs/probability-models.md#weather
 */
export function fitGammaDistribution(values: ArrayLike<number>, options: FitGammaDistributionOptions = {}): GammaDistributionFit {
  const fn = 'fitGammaDistribution';
  const o = readOptions(fn, options);
  const method = readEnum(fn, 'method', o.method, ['mle', 'moments'] as const, 'mle');
  const x = readNumbers(fn, 'values', values, (v) => v >= 0, 'an amount ≥ 0');
  if (x.length === 0) fail(fn, 'values', 'must hold at least one amount', 'too_small');
  return fitZeroInflatedGamma(x, method);
}
