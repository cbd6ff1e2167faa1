import type { DevigResult } from './types.js';
import { devigResult, readDevigInput } from './_lib/devigCore.js';

/** Options of {@link devigBalancedBook}. */
export interface DevigBalancedBookOptions {
  /** What the probabilities must sum to: 1 (default) for one winner, k for a market that pays k places. */
  readonly targetProbability?: number;
}

/**
 * Removes the margin under Fingleton and Waldron's balanced-book model: a share z of the money is from insiders and the
 * book balances its worst case, so r = z + (1 − z)·p; z = (Σr − T)/(n − T) and p = (r − z)/(1 − z).
 *
 * @remarks A closed form. Like additive, it can push a long shot to or below zero when the margin is large against its
 * price (`problematic: true`). `parameter` is z (the R package implied's `zvalues` for method 'bb').
 *
 * @param decimalOdds - Decimal odds of every outcome of one market (at least two, each above 1).
 * @param options - {@link DevigBalancedBookOptions}.
 * @returns {@link DevigResult} with `parameter` = z.
 * @throws {@link GuidekitError} `invalid_number`, `invalid_type` or `too_small` on `decimalOdds`; `invalid_number` on `targetProbability`.
 * @example
 * ```ts
 * devigBalancedBook([4.2, 3.7, 1.95]).parameter; // ≈ 0.010593
 * ```
 * @see J. Fingleton, P. Waldron (1999), Optimal determination of bookmakers' betting odds: theory and tests, Trinity Economic Papers 96/9.
 * @see https://cran.r-project.org/package=implied (method 'bb')
 * @see docs/sports-models.md
 */
export function devigBalancedBook(decimalOdds: readonly number[], options?: DevigBalancedBookOptions): DevigResult {
  const input = readDevigInput('devigBalancedBook', decimalOdds, options);
  const n = input.r.length;
  const z = (input.booksum - input.target) / (n - input.target);
  const p = new Float64Array(n);
  for (let i = 0; i < n; i++) p[i] = (input.r[i]! - z) / (1 - z);
  return devigResult('balanced_book', p, input, z, 0);
}
