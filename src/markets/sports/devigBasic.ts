import type { DevigResult } from './types.js';
import { devigResult, readDevigInput } from './_lib/devigCore.js';

/** Options of {@link devigBasic}. */
export interface DevigBasicOptions {
  /** What the probabilities must sum to: 1 (default) for one winner, k for a market that pays k places. */
  readonly targetProbability?: number;
}

/**
 * Removes the margin proportionally (the "basic" or multiplicative method): p = T·r / Σr with r = 1/odds.
 *
 * @remarks The simplest reading and, in published comparisons, the least accurate: it spreads the margin in proportion to
 * each price, so it leaves the favourite–longshot bias in place.
 *
 * @param decimalOdds - Decimal odds of every outcome of one market (at least two, each above 1).
 * @param options - {@link DevigBasicOptions}.
 * @returns {@link DevigResult} (`parameter` null).
 * @throws {@link GuidekitError} `invalid_number`, `invalid_type` or `too_small` on `decimalOdds`; `invalid_number` on `targetProbability`.
 * @example
 * ```ts
 * devigBasic([2.6, 2.4, 4.3]).probabilities; // [0.3681, 0.3988, 0.2226]
 * ```
 * @see https://cran.r-project.org/package=implied (method 'basic')
 * @see docs/sports-models.md
 */
export function devigBasic(decimalOdds: readonly number[], options?: DevigBasicOptions): DevigResult {
  const input = readDevigInput('devigBasic', decimalOdds, options);
  const p = new Float64Array(input.r.length);
  for (let i = 0; i < p.length; i++) p[i] = (input.target * input.r[i]!) / input.booksum;
  return devigResult('basic', p, input, null, 0);
}
