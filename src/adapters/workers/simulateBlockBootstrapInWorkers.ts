import { summarizePaths } from '../../backtest/_lib/mcBands.js';
import { readBlockBootstrap } from '../../backtest/_lib/mcReadInput.js';
import type { SimulateBlockBootstrapOptions, SimulateBlockBootstrapResult } from '../../backtest/simulateBlockBootstrap.js';
import { readLongWork } from '../../backtest/_lib/longWork.js';
import type { AnalysisPool } from './createAnalysisPool.js';
import { runResamplesInWorkers } from './_lib/runResamplesInWorkers.js';

/** Options of {@link simulateBlockBootstrapInWorkers}. */
export interface SimulateBlockBootstrapInWorkersOptions extends SimulateBlockBootstrapOptions {
  /** Worker threads of a temporary pool. Default `os.availableParallelism()` (or the pool's size). */
  readonly workers?: number;
  /** A long-lived pool from {@link createAnalysisPool}, reused instead of starting workers for this call. */
  readonly pool?: AnalysisPool;
}

/**
 * `simulateBlockBootstrap` (guidekit/backtest) spread over worker threads, identical to the single-threaded run for the same seed (each
 * path has its own random stream; paths are joined in order and summarised by the same code).
 *
 * @param returns - Per-period returns (fractions).
 * @param options - {@link SimulateBlockBootstrapInWorkersOptions}.
 * @returns The same result as `simulateBlockBootstrap(returns, options)`.
 * @throws {@link GuidekitError} for bad input or options.
 * @example
 * ```ts
 * const bb = await simulateBlockBootstrapInWorkers(daily, { resamples: 20_000, seed: 3 });
 * ```
 * @see docs/backtest-validation.md
 */
export async function simulateBlockBootstrapInWorkers(
  returns: ArrayLike<number>, options: SimulateBlockBootstrapInWorkersOptions = {},
): Promise<SimulateBlockBootstrapResult> {
  const { workers, pool, signal, onProgress, ...rest } = options;
  readLongWork('simulateBlockBootstrapInWorkers', { signal, onProgress });
  const s = readBlockBootstrap('simulateBlockBootstrapInWorkers', returns, rest);
  const paths = await runResamplesInWorkers('simulateBlockBootstrapInWorkers', s.resamples, s.steps, (from, to) => ({ type: 'block_paths', returns: s.returns, seed: s.seed, from, to, steps: s.steps, blockLength: s.blockLength, method: s.method }), { workers, pool, signal, onProgress });
  return { method: s.method, block_length: s.blockLength, ...summarizePaths(paths, s.resamples, s.steps, s.years, s.seed) };
}
