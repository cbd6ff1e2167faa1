import { createSeededRandom } from '../../../backtest/_lib/seededRandom.js';
import type { BootstrapInterval, BootstrapMonthBlocksOptions } from './bootstrapMonthBlocks.js';

/**
 * {@link bootstrapMonthBlocks} for several statistics over the same events at once: every resample draws its blocks
 * once and takes the mean of each value series over them, so the intervals are paired (drawn on the same resamples)
 * and the draws are paid once.
 *
 * @param series - Value series, each one value per event.
 * @param blocks - The block of each event, any integer ids; same length as every series.
 * @param options - {@link BootstrapMonthBlocksOptions}.
 * @returns One {@link BootstrapInterval} per series, in order.
 * @throws Error naming bootstrapMonthBlockSet when a length differs or an option is out of range.
 * @example
 * ```ts
 * const [a, b] = bootstrapMonthBlockSet([Float64Array.of(1, 0), Float64Array.of(0, 0)], Int32Array.of(0, 1), { seed: 1 });
 * ```
 * @see https://doi.org/10.1214/aos/1176347265 (Künsch, 1989: the block bootstrap for dependent data)
 */
export function bootstrapMonthBlockSet(series: readonly ArrayLike<number>[], blocks: ArrayLike<number>, options: BootstrapMonthBlocksOptions = {}): BootstrapInterval[] {
  const n = blocks.length;
  for (const v of series) if (v.length !== n) throw new Error('bootstrapMonthBlockSet: values and blocks must have the same length');
  const resamples = options.resamples ?? 1000;
  const level = options.level ?? 0.95;
  if (!(Number.isInteger(resamples) && resamples >= 1)) throw new Error('bootstrapMonthBlockSet: resamples must be an integer ≥ 1');
  if (!(level > 0 && level < 1)) throw new Error('bootstrapMonthBlockSet: level must be in (0, 1)');
  const S = series.length;
  if (n === 0) return series.map(() => ({ point: Number.NaN, ci95: [Number.NaN, Number.NaN] as const, blocks: 0 }));
  const dense = new Map<number, number>();
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const b = blocks[i] as number;
    let d = dense.get(b);
    if (d === undefined) {
      d = dense.size;
      dense.set(b, d);
    }
    ids[i] = d;
  }
  const m = dense.size;
  const cnt = new Float64Array(m);
  for (let i = 0; i < n; i++) cnt[ids[i]!] = cnt[ids[i]!]! + 1;
  const sums = series.map((v) => {
    const sum = new Float64Array(m);
    for (let i = 0; i < n; i++) sum[ids[i]!] = sum[ids[i]!]! + (v[i] as number);
    return sum;
  });
  const totals = series.map((v) => {
    let t = 0;
    for (let i = 0; i < n; i++) t += v[i] as number;
    return t;
  });
  const rng = createSeededRandom(options.seed ?? 19);
  const stats = series.map(() => new Float64Array(resamples));
  const acc = new Float64Array(S);
  for (let r = 0; r < resamples; r++) {
    acc.fill(0);
    let c = 0;
    for (let k = 0; k < m; k++) {
      const d = rng.nextInt(m);
      c += cnt[d]!;
      for (let s = 0; s < S; s++) acc[s] = acc[s]! + sums[s]![d]!;
    }
    for (let s = 0; s < S; s++) stats[s]![r] = acc[s]! / c;
  }
  const tail = (1 - level) / 2;
  return stats.map((st, s) => {
    st.sort();
    const q = (p: number): number => {
      const x = p * (resamples - 1);
      const lo = Math.floor(x);
      const hi = Math.min(resamples - 1, lo + 1);
      return st[lo]! + (x - lo) * (st[hi]! - st[lo]!);
    };
    return { point: totals[s]! / n, ci95: [q(tail), q(1 - tail)] as const, blocks: m };
  });
}
