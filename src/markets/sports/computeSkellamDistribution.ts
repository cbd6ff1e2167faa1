import { readInteger, readNumber, readOptions } from './_lib/readInput.js';

/** Options of {@link computeSkellamDistribution}. */
export interface ComputeSkellamDistributionOptions {
  /** Largest |difference| listed. Default 15. */
  readonly maxDifference?: number;
}

/** A distribution of home goals minus away goals. */
export interface GoalDifferenceDistribution {
  /** The difference of `pmf[0]` (the most negative one listed). */
  readonly min: number;
  /** P(difference = min + i). */
  readonly pmf: readonly number[];
}

/**
 * The Skellam distribution of X − Y for independent X ~ Poisson(λ), Y ~ Poisson(μ):
 * P(k) = e^−(λ+μ)·(λ/μ)^(k/2)·I_|k|(2√(λμ)), with the modified Bessel function I summed as its power series in log space.
 *
 * @param homeGoals - λ, > 0.
 * @param awayGoals - μ, > 0.
 * @param options - {@link ComputeSkellamDistributionOptions}.
 * @returns {@link GoalDifferenceDistribution} from −maxDifference to +maxDifference.
 * @throws {@link GuidekitError} `invalid_number` on λ, μ or `maxDifference`.
 * @example
 * ```ts
 * computeSkellamDistribution(1.5, 1.2).pmf; // P(−15) … P(15)
 * ```
 * @see J. G. Skellam (1946), The frequency distribution of the difference between two Poisson variates, JRSS 109(3).
 * @see docs/sports-models.md
 */
export function computeSkellamDistribution(homeGoals: number, awayGoals: number, options?: ComputeSkellamDistributionOptions): GoalDifferenceDistribution {
  const fn = 'computeSkellamDistribution';
  const opts = readOptions(fn, options);
  const lam = readNumber(fn, homeGoals, 'homeGoals', Number.NaN, Number.MIN_VALUE, 50);
  const mu = readNumber(fn, awayGoals, 'awayGoals', Number.NaN, Number.MIN_VALUE, 50);
  const kMax = readInteger(fn, opts.maxDifference, 'maxDifference', 15, 1, 200);
  const x = 2 * Math.sqrt(lam * mu);
  const halfX = Math.log(x / 2);
  // log I_n(x) = log Σ_m (x/2)^(2m+n) / (m! (m+n)!), summed from its largest term.
  const logBessel = (order: number): number => {
    const terms: number[] = [];
    let logFactM = 0;
    let logFactMn = 0;
    for (let j = 2; j <= order; j++) logFactMn += Math.log(j);
    for (let m = 0; m < 500; m++) {
      if (m > 0) {
        logFactM += Math.log(m);
        logFactMn += Math.log(m + order);
      }
      const t = (2 * m + order) * halfX - logFactM - logFactMn;
      terms.push(t);
      if (m > x && t < terms.reduce((a, b) => Math.max(a, b), -Infinity) - 40) break;
    }
    const top = Math.max(...terms);
    return top + Math.log(terms.reduce((s, t) => s + Math.exp(t - top), 0));
  };
  const pmf: number[] = [];
  for (let k = -kMax; k <= kMax; k++) pmf.push(Math.exp(-(lam + mu) + (k / 2) * Math.log(lam / mu) + logBessel(Math.abs(k))));
  return { min: -kMax, pmf };
}
