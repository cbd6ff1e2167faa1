import type { DevigResult } from './types.js';
import { devigResult, readDevigInput } from './_lib/devigCore.js';
import { fail, readInteger, readNumber } from './_lib/readInput.js';

/** Options of {@link devigShin}. */
export interface DevigShinOptions {
  /**
   * What the probabilities must sum to. Shin's model has one winner, so only 1 (the default) is accepted; use
   * power, odds ratio or basic for place markets.
   */
  readonly targetProbability?: number;
  /** Stop when the insider share z moves less than this between iterations. Default 1e-12. */
  readonly tolerance?: number;
  /** Most evaluations of the fixed-point map. Default 10,000. */
  readonly maxIterations?: number;
}

/**
 * Removes the margin with Shin's insider-trading model: a share z of the volume comes from insiders who know the winner,
 * so p_i = [√(z² + 4(1 − z)·r_i²/Σr) − z] / (2(1 − z)); z is found by Jullien and Salanié's fixed point
 * z ← (Σ√(z² + 4(1 − z)·r_i²/Σr) − 2)/(n − 2), started at 0 and accelerated with Aitken's Δ² (Steffensen).
 *
 * @remarks With two outcomes the fixed point is undefined (n − 2 = 0) and Shin's probabilities equal the additive
 * method's; z then has the closed form z = (r₁²/Σr − p₁²)/(p₁(1 − p₁)), which inverts Shin's price equation
 * r_i²/Σr = p_i² + z·p_i(1 − p_i). The probabilities are divided by their sum at the end to remove the last rounding of
 * the iteration (the R package implied normalises the same way).
 *
 * @param decimalOdds - Decimal odds of every outcome of one market (at least two, each above 1).
 * @param options - {@link DevigShinOptions}.
 * @returns {@link DevigResult} with `parameter` = z and the iterations used.
 * @throws {@link GuidekitError} `invalid_number`, `invalid_type` or `too_small` on `decimalOdds`; `invalid_option` on
 *   `targetProbability` other than 1; `invalid_number` on `tolerance` or `maxIterations`.
 * @example
 * ```ts
 * devigShin([2.6, 2.4, 4.3]).probabilities; // [0.372994, 0.404779, 0.222227] (the shin package's README), z ≈ 0.016943
 * ```
 * @see H. S. Shin (1993), Measuring the incidence of insider trading in a market for state-contingent claims, Economic Journal 103(420).
 * @see B. Jullien, B. Salanié (1994), Measuring the incidence of insider trading: a comment on Shin, Economic Journal 104(427).
 * @see https://github.com/mberk/shin (README example)
 * @see docs/sports-models.md
 */
export function devigShin(decimalOdds: readonly number[], options?: DevigShinOptions): DevigResult {
  const fn = 'devigShin';
  const input = readDevigInput(fn, decimalOdds, options);
  if (input.target !== 1) fail(fn, 'targetProbability', 'invalid_option', 'Shin\'s model has one winner: targetProbability must be 1 (use power, odds_ratio or basic for place markets)');
  const tolerance = readNumber(fn, options?.tolerance, 'tolerance', 1e-12, Number.MIN_VALUE, 1e-2);
  const maxIterations = readInteger(fn, options?.maxIterations, 'maxIterations', 10_000, 1, 1_000_000);
  const { r, booksum } = input;
  const n = r.length;
  const p = new Float64Array(n);
  if (n === 2) {
    const share = (booksum - 1) / 2;
    p[0] = r[0]! - share;
    p[1] = r[1]! - share;
    const p1 = p[0]!;
    const z = (r[0]! * r[0]! / booksum - p1 * p1) / (p1 * (1 - p1));
    return devigResult('shin', p, input, z, 0);
  }
  const q = new Float64Array(n);
  for (let i = 0; i < n; i++) q[i] = (r[i]! * r[i]!) / booksum;
  // The Jullien–Salanié map g(z); its fixed point is the z at which Shin's probabilities sum to 1.
  const g = (z: number): number => {
    let s = 0;
    const scale = 4 * (1 - z);
    for (let i = 0; i < n; i++) s += Math.sqrt(z * z + scale * q[i]!);
    return (s - 2) / (n - 2);
  };
  // The map contracts slowly (hundreds of steps at 1e-12), so each pair of steps is extrapolated with Aitken's Δ²
  // (Steffensen's method): the same fixed point, reached in a handful of evaluations.
  let z = 0;
  let iterations = 0;
  while (iterations < maxIterations) {
    const z1 = g(z);
    iterations++;
    if (Math.abs(z1 - z) < tolerance) {
      z = z1;
      break;
    }
    const z2 = g(z1);
    iterations++;
    const denominator = z2 - 2 * z1 + z;
    const next = denominator === 0 ? z2 : z - ((z1 - z) * (z1 - z)) / denominator;
    const moved = Math.abs(next - z);
    z = Number.isFinite(next) && next < 1 ? next : z2;
    if (moved < tolerance) break;
  }
  let total = 0;
  for (let i = 0; i < n; i++) {
    p[i] = (Math.sqrt(z * z + 4 * (1 - z) * q[i]!) - z) / (2 * (1 - z));
    total += p[i]!;
  }
  for (let i = 0; i < n; i++) p[i] = p[i]! / total;
  return devigResult('shin', p, input, z, iterations);
}
