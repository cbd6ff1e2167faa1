import { bootstrapMonthBlockSet } from './bootstrapMonthBlockSet.js';

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
  if (values.length !== blocks.length) throw new Error('bootstrapMonthBlocks: values and blocks must have the same length');
  return bootstrapMonthBlockSet([values], blocks, options)[0]!;
}
