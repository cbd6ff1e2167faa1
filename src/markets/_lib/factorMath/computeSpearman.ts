import { computeMean } from './computeMean.js';
import { rankWithTies } from './rankWithTies.js';

/**
 * Spearman's rank correlation: Pearson's correlation of the ranks, ties averaged.
 *
 * @param a - One value per name.
 * @param b - The other, same names in the same order.
 * @returns ρ in [−1, 1]; null with fewer than three names or when either side has no spread of ranks.
 */
export function computeSpearman(a: ArrayLike<number>, b: ArrayLike<number>): number | null {
  const n = a.length;
  if (n < 3 || b.length !== n) return null;
  const ra = rankWithTies(a);
  const rb = rankWithTies(b);
  const ma = computeMean(ra);
  const mb = computeMean(rb);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    const da = (ra[i] as number) - ma;
    const db = (rb[i] as number) - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  if (va === 0 || vb === 0) return null;
  return Math.max(-1, Math.min(1, cov / Math.sqrt(va * vb)));
}
