import type { DevigResult } from './types.js';
import { devigResult, readDevigInput } from './_lib/devigCore.js';
import { solveRoot } from './_lib/solveRoot.js';

/** Options of {@link devigPower}. */
export interface DevigPowerOptions {
  /** What the probabilities must sum to: 1 (default) for one winner, k for a market that pays k places. */
  readonly targetProbability?: number;
  /** Absolute tolerance on the exponent 1/k. Default 1e-13. */
  readonly tolerance?: number;
}

/**
 * Removes the margin with a power law (the power or "logarithmic" method): p = r^(1/k), k chosen so Σp = T.
 *
 * @remarks With a positive margin k < 1, so every inverse price is raised to a power above 1: long shots shrink more than
 * favourites, which corrects part of the favourite–longshot bias. Probabilities stay inside (0, 1) and keep the order of
 * the prices whatever the margin. `parameter` is k, as the R package implied reports it (`exponents`).
 *
 * @param decimalOdds - Decimal odds of every outcome of one market (at least two, each above 1).
 * @param options - {@link DevigPowerOptions}.
 * @returns {@link DevigResult} with `parameter` = k.
 * @throws {@link GuidekitError} `invalid_number`, `invalid_type` or `too_small` on `decimalOdds`; `invalid_number` on `targetProbability`.
 * @example
 * ```ts
 * devigPower([4.2, 3.7, 1.95]).parameter; // ≈ 0.97977
 * ```
 * @see https://cran.r-project.org/package=implied (method 'power')
 * @see S. Clarke, S. Kovalchik, M. Ingram (2017), Adjusting bookmaker's odds to allow for overround, American Journal of Sports Science 5(6).
 * @see docs/sports-models.md
 */
export function devigPower(decimalOdds: readonly number[], options?: DevigPowerOptions): DevigResult {
  const input = readDevigInput('devigPower', decimalOdds, options);
  const { r, target } = input;
  const n = r.length;
  const logR = new Float64Array(n);
  for (let i = 0; i < n; i++) logR[i] = Math.log(r[i]!);
  const excess = (e: number): number => {
    let s = 0;
    for (let i = 0; i < n; i++) s += Math.exp(e * logR[i]!);
    return s - target;
  };
  // Σ r^e falls as e grows (every r < 1); e = 1 reproduces the booksum, so the root lies above 1 for a positive margin.
  let lo = 1;
  let hi = 1;
  if (excess(1) > 0) while (excess(hi) > 0) hi *= 2;
  else while (excess(lo) < 0) lo /= 2;
  const tolerance = typeof options?.tolerance === 'number' && options.tolerance > 0 ? options.tolerance : 1e-13;
  const { root: e, iterations } = solveRoot(excess, lo, hi, tolerance);
  const p = new Float64Array(n);
  for (let i = 0; i < n; i++) p[i] = Math.exp(e * logR[i]!);
  return devigResult('power', p, input, 1 / e, iterations);
}
