import type { DevigResult } from './types.js';
import { devigResult, readDevigInput } from './_lib/devigCore.js';
import { solveRoot } from './_lib/solveRoot.js';

/** Options of {@link devigOddsRatio}. */
export interface DevigOddsRatioOptions {
  /** What the probabilities must sum to: 1 (default) for one winner, k for a market that pays k places. */
  readonly targetProbability?: number;
  /** Absolute tolerance on the log of the odds ratio. Default 1e-13. */
  readonly tolerance?: number;
}

/**
 * Removes the margin with one odds ratio between the true and the quoted probabilities (Cheung's odds-ratio method):
 * c = [r(1 − p)] / [p(1 − r)] for every outcome, so p = r / (c + r − c·r), with c chosen so Σp = T.
 *
 * @remarks Long shots lose proportionally more than favourites; probabilities stay inside (0, 1) and keep the order of the
 * prices. `parameter` is c (the R package implied's `odds_ratios`).
 *
 * @param decimalOdds - Decimal odds of every outcome of one market (at least two, each above 1).
 * @param options - {@link DevigOddsRatioOptions}.
 * @returns {@link DevigResult} with `parameter` = the odds ratio c.
 * @throws {@link GuidekitError} `invalid_number`, `invalid_type` or `too_small` on `decimalOdds`; `invalid_number` on `targetProbability`.
 * @example
 * ```ts
 * devigOddsRatio([4.2, 3.7, 1.95]).parameter; // ≈ 1.03446
 * ```
 * @see https://cran.r-project.org/package=implied (method 'or')
 * @see https://www.football-data.co.uk/wisdom_of_crowd_bets (Buchdahl, after K. Cheung, Fixed-odds betting and traditional odds, 2015)
 * @see docs/sports-models.md
 */
export function devigOddsRatio(decimalOdds: readonly number[], options?: DevigOddsRatioOptions): DevigResult {
  const input = readDevigInput('devigOddsRatio', decimalOdds, options);
  const { r, target } = input;
  const n = r.length;
  // Solved in log c: Σp falls as c grows, and c = 1 reproduces the booksum.
  const excess = (logC: number): number => {
    const c = Math.exp(logC);
    let s = 0;
    for (let i = 0; i < n; i++) s += r[i]! / (c + r[i]! - c * r[i]!);
    return s - target;
  };
  let lo = 0;
  let hi = 0;
  if (excess(0) > 0) {
    hi = 1;
    while (excess(hi) > 0) hi *= 2;
  } else {
    lo = -1;
    while (excess(lo) < 0) lo *= 2;
  }
  const tolerance = typeof options?.tolerance === 'number' && options.tolerance > 0 ? options.tolerance : 1e-13;
  const { root, iterations } = solveRoot(excess, lo, hi, tolerance);
  const c = Math.exp(root);
  const p = new Float64Array(n);
  for (let i = 0; i < n; i++) p[i] = r[i]! / (c + r[i]! - c * r[i]!);
  return devigResult('odds_ratio', p, input, c, iterations);
}
