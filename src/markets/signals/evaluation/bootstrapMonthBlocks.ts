import { createSeededRandom } from '../../../backtest/_lib/seededRandom.js';

/** Options of {@link bootstrapMonthBlocks}. */
export interface BootstrapMonthBlocksOptions {
  /** Seed of the generator (xoshiro128**). Default 19. */
  readonly seed?: number;
  /** Resamples. Default 1,000. */
  readonly resamples?: number;
  /** Two-sided level of the percentile interval. Default 0.95. */
  readonly level?: number;
}

/** A mean and its block-bootstrap percentile interval. */
export interface BootstrapInterval {
  /** Mean of the values. NaN without values. */
  readonly point: number;
  /** [lower, upper] percentile bounds; [NaN, NaN] without values. */
  readonly ci95: readonly [number, number];
  /** Distinct blocks (months) resampled. */
  readonly blocks: number;
}

/**
 * The mean of per-event values with a block-bootstrap interval: events are grouped by block (a calendar month of one
 * instrument), whole blocks are drawn with replacement as many times as there are blocks, and the mean of each
 * resample's events is taken; the interval is the resamples' percentiles. Blocks keep the overlap and serial
 * correlation of trades within a month together, so the interval is not narrowed by counting one price path many times.
 *
 * @param values - One value per event (e.g. outcome − break-even of a call).
 * @param blocks - The block of each event, any integer ids; same length.
 * @param options - {@link BootstrapMonthBlocksOptions}.
 * @returns {@link BootstrapInterval}.
 * @throws Error naming bootstrapMonthBlocks when the lengths differ or an option is out of range.
 * @example
 * ```ts
 * bootstrapMonthBlocks(Float64Array.of(1, 0, 1), Int32Array.of(0, 0, 1), { seed: 1 }).point //=> 0.6666…
 * ```
 * @see https://doi.org/10.1214/aos/1176347265 (Künsch, 1989: the block bootstrap for dependent data)
 */
export function bootstrapMonthBlocks(values: ArrayLike<number>, blocks: ArrayLike<number>, options: BootstrapMonthBlocksOptions = {}): BootstrapInterval {
  const n = values.length;
  if (blocks.length !== n) throw new Error('bootstrapMonthBlocks: values and blocks must have the same length');
  const resamples = options.resamples ?? 1000;
  const level = options.level ?? 0.95;
  if (!(Number.isInteger(resamples) && resamples >= 1)) throw new Error('bootstrapMonthBlocks: resamples must be an integer ≥ 1');
  if (!(level > 0 && level < 1)) throw new Error('bootstrapMonthBlocks: level must be in (0, 1)');
  if (n === 0) return { point: Number.NaN, ci95: [Number.NaN, Number.NaN], blocks: 0 };
  const dense = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < n; i++) {
    const b = blocks[i] as number;
    if (!dense.has(b)) dense.set(b, dense.size);
    total += values[i] as number;
  }
  const m = dense.size;
  const sum = new Float64Array(m);
  const cnt = new Float64Array(m);
  for (let i = 0; i < n; i++) {
    const d = dense.get(blocks[i] as number)!;
    sum[d] = sum[d]! + (values[i] as number);
    cnt[d] = cnt[d]! + 1;
  }
  const rng = createSeededRandom(options.seed ?? 19);
  const stats = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let s = 0;
    let c = 0;
    for (let k = 0; k < m; k++) {
      const d = rng.nextInt(m);
      s += sum[d]!;
      c += cnt[d]!;
    }
    stats[r] = s / c;
  }
  stats.sort();
  const q = (p: number): number => {
    const x = p * (resamples - 1);
    const lo = Math.floor(x);
    const hi = Math.min(resamples - 1, lo + 1);
    return stats[lo]! + (x - lo) * (stats[hi]! - stats[lo]!);
  };
  const tail = (1 - level) / 2;
  return { point: total / n, ci95: [q(tail), q(1 - tail)], blocks: m };
}
