import { closeAboveProbability } from './_lib/lognormal.js';
import { readNumber } from './_lib/read.js';
import { readLognormalModel } from './_lib/readModel.js';
import type { LognormalModel } from './types.js';

/**
 * The probability that the underlying settles above `strike` at the ladder's close under the lognormal model with
 * drift: P(S_T > K) = N(d₂), d₂ = [ln(S/K) + (μ − σ²/2)T] / (σ√T). A close-below rung is its complement.
 *
 * @remarks
 * With σ√T = 0 (no volatility or no time left) the settle is S·e^(μT) for certain and the answer is 0 or 1. The
 * monitoring interval of the model plays no part: only the settle counts.
 *
 * @param strike - The rung's strike K (> 0), in the underlying's units.
 * @param model - {@link LognormalModel}: spot, annualised volatility, years to the close, drift (default 0).
 * @returns P(S_T > K) in [0, 1].
 * @throws {@link GuidekitError} `invalid_number` naming `strike`, `model.spot`, `model.volatility`, `model.years` or
 *   `model.drift`; `invalid_type` for a model that is not an object.
 * @example
 * ```ts
 * computeCloseAboveProbability(110, { spot: 100, volatility: 0.6, years: 30 / 365 }); //=> 0.26106 (N(−0.64009))
 * ```
 * @see docs/probability-models.md#ladders
 * @see https://doi.org/10.1086/260062 (Black and Scholes 1973: N(d₂) is the risk-neutral exercise probability)
 */
export function computeCloseAboveProbability(strike: number, model: LognormalModel): number {
  const fn = 'computeCloseAboveProbability';
  const k = readNumber(fn, 'strike', strike, (x) => x > 0, 'a price above 0');
  const m = readLognormalModel(fn, model);
  return closeAboveProbability(m.spot, k, m.volatility, m.years, m.drift);
}
