import { summarizePaths, type MonteCarloBands } from './_lib/mcBands.js';
import type { BlockMethod } from './_lib/mcBlockPaths.js';
import { fillBlockPaths } from './_lib/mcBlockPaths.js';
import { readBlockBootstrap } from './_lib/mcReadInput.js';
import { createProgressReporter, readLongWork, throwIfAborted, type LongWorkOptions } from './_lib/longWork.js';

export type { BlockMethod } from './_lib/mcBlockPaths.js';

/** Options of {@link simulateBlockBootstrap}. */
export interface SimulateBlockBootstrapOptions extends LongWorkOptions {
  /** Number of resampled paths, 1–1,000,000. Default 1,000. */
  readonly resamples?: number;
  /** Seed of the xoshiro128** generator, an integer 0 to 2³² − 1. Default 1. */
  readonly seed?: number;
  /** Periods per path. Default the number of returns given. */
  readonly steps?: number;
  /** Mean (stationary) or exact (moving) block length in periods. Default ⌈T^(1/3)⌉. */
  readonly blockLength?: number;
  /** `'stationary'` (Politis–Romano, default) or `'moving'` (Künsch). */
  readonly method?: BlockMethod;
  /** Periods per year for CAGR. Default 252 (trading days). */
  readonly periodsPerYear?: number;
}

/** Result of {@link simulateBlockBootstrap}. */
export interface SimulateBlockBootstrapResult extends MonteCarloBands {
  readonly method: BlockMethod;
  readonly block_length: number;
}

/**
 * Monte Carlo by block bootstrap of per-period (daily) returns, which keeps the short-range dependence (volatility clusters,
 * runs) that a trade or day-by-day bootstrap destroys; reports 5/50/95 % bands of equity, final equity, CAGR and max drawdown.
 *
 * @remarks
 * The stationary bootstrap (Politis & Romano 1994) wraps around the series and restarts a block at a random index with
 * probability 1/blockLength at each step; the moving-block bootstrap (Künsch 1989) glues blocks of exactly blockLength.
 * Each path uses its own xoshiro128** stream seeded from (seed, path). CAGR = final^(periodsPerYear/steps) − 1.
 *
 * @param returns - Per-period simple returns of the strategy's equity (e.g. daily), fractions ≥ −1; not modified.
 * @param options - {@link SimulateBlockBootstrapOptions}.
 * @returns Bands in typed arrays, index k = after k periods.
 * @throws {@link GuidekitError} for fewer than 2 returns, a return below −1 or non-finite, or bad options; an `Error` named `AbortError`
 *   (`simulateBlockBootstrap: aborted after <done> of <resamples>`, `cause` the signal's reason) when `options.signal` fires. The
 *   signal is checked and `onProgress(done, resamples)` called between chunks of about 100,000 path points.
 * @example
 * ```ts
 * const eq = result.equity; const daily = Array.from({ length: eq.length - 1 }, (_, i) => eq[i + 1]! / eq[i]! - 1);
 * simulateBlockBootstrap(daily, { resamples: 5000, seed: 3 }).cagr?.p5;
 * ```
 * @see Politis, D. N. and Romano, J. P. (1994), "The Stationary Bootstrap", JASA 89(428), 1303–1313. https://doi.org/10.1080/01621459.1994.10476870
 * @see docs/backtest-validation.md
 */
export function simulateBlockBootstrap(returns: ArrayLike<number>, options: SimulateBlockBootstrapOptions = {}): SimulateBlockBootstrapResult {
  const s = readBlockBootstrap('simulateBlockBootstrap', returns, options);
  const { signal, onProgress } = readLongWork('simulateBlockBootstrap', options);
  const width = s.steps + 1;
  const paths = new Float64Array(s.resamples * width);
  // Chunks of about 100,000 points: each resample has its own seeded stream, so chunking changes no value.
  const chunk = Math.max(1, Math.floor(100_000 / width));
  const report = createProgressReporter(onProgress, s.resamples);
  for (let from = 0; from < s.resamples; from += chunk) {
    throwIfAborted('simulateBlockBootstrap', signal, from, s.resamples);
    const to = Math.min(s.resamples, from + chunk);
    fillBlockPaths(s.returns, s.seed, from, to, s.steps, s.blockLength, s.method, paths.subarray(from * width));
    report(to);
  }
  return { method: s.method, block_length: s.blockLength, ...summarizePaths(paths, s.resamples, s.steps, s.years, s.seed) };
}
