import type { DevigResult } from './types.js';
import { devigResult, readDevigInput } from './_lib/devigCore.js';

/** Options of {@link devigAdditive}. */
export interface DevigAdditiveOptions {
  /** What the probabilities must sum to: 1 (default) for one winner, k for a market that pays k places. */
  readonly targetProbability?: number;
}

/**
 * Removes the margin in equal parts from every outcome (the additive method): p = r − (Σr − T)/n.
 *
 * @remarks Algebraically the same as Buchdahl's "margin weights proportional to the odds" (wpo): (n − M·O)/(n·O) =
 * 1/O − M/n. With two outcomes it equals Shin's method. A long shot whose inverse price is below the per-outcome share
 * of the margin comes out at or below zero; the result then says `problematic: true` (as the R package implied does).
 *
 * @param decimalOdds - Decimal odds of every outcome of one market (at least two, each above 1).
 * @param options - {@link DevigAdditiveOptions}.
 * @returns {@link DevigResult} (`parameter` null).
 * @throws {@link GuidekitError} `invalid_number`, `invalid_type` or `too_small` on `decimalOdds`; `invalid_number` on `targetProbability`.
 * @example
 * ```ts
 * devigAdditive([1.5, 2.74]).probabilities; // [0.65085, 0.34915], the same as Shin with two outcomes
 * ```
 * @see https://cran.r-project.org/package=implied (methods 'additive' and 'wpo')
 * @see https://www.football-data.co.uk/wisdom_of_crowd_bets (Buchdahl, margin weights proportional to the odds)
 * @see docs/sports-models.md
 */
export function devigAdditive(decimalOdds: readonly number[], options?: DevigAdditiveOptions): DevigResult {
  const input = readDevigInput('devigAdditive', decimalOdds, options);
  const n = input.r.length;
  const share = (input.booksum - input.target) / n;
  const p = new Float64Array(n);
  for (let i = 0; i < n; i++) p[i] = input.r[i]! - share;
  return devigResult('additive', p, input, null, 0);
}
