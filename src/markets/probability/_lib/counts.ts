import { betaCdf } from '../../signals/_lib/betaDistribution.js';
import { regularizedGammaQ } from './gammaFunctions.js';

/** P(N ≤ k) for N ~ Poisson(λ): Q(k + 1, λ); 0 for k < 0, 1 for λ = 0 and k ≥ 0. */
export function poissonCdf(k: number, lambda: number): number {
  if (k < 0) return 0;
  if (lambda === 0 || k === Number.POSITIVE_INFINITY) return 1;
  return regularizedGammaQ(Math.floor(k) + 1, lambda);
}

/**
 * P(N ≤ k) for N negative binomial with size r and mean m (success probability p = r/(r + m)): I_p(r, k + 1), the
 * regularised incomplete beta function.
 */
export function negativeBinomialCdf(k: number, size: number, mean: number): number {
  if (k < 0) return 0;
  if (mean === 0 || k === Number.POSITIVE_INFINITY) return 1;
  return betaCdf(size / (size + mean), size, Math.floor(k) + 1);
}
