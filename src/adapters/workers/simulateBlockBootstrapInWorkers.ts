import { summarizePaths } from '../../backtest/_lib/mcBands.js';
import { readBlockBootstrap } from '../../backtest/_lib/mcReadInput.js';
import type { SimulateBlockBootstrapOptions, SimulateBlockBootstrapResult } from '../../backtest/simulateBlockBootstrap.js';
import { createProgressReporter, readLongWork, throwIfAborted } from '../../backtest/_lib/longWork.js';
import type { AnalysisTask } from './analysisWorker.js';
import type { AnalysisPool } from './createAnalysisPool.js';
import { runAnalysisTasks } from './runAnalysisTasks.js';

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
  const count = Math.max(1, Math.min(pool?.size ?? workers ?? (await import('node:os')).availableParallelism(), s.resamples));
  const tasks: AnalysisTask[] = [];
  for (let k = 0; k < count; k++) {
    const from = Math.floor((k * s.resamples) / count);
    const to = Math.floor(((k + 1) * s.resamples) / count);
    if (to > from) tasks.push({ type: 'block_paths', returns: s.returns, seed: s.seed, from, to, steps: s.steps, blockLength: s.blockLength, method: s.method });
  }
  throwIfAborted('simulateBlockBootstrapInWorkers', signal, 0, s.resamples);
  // Progress counts the resamples of the parts that have come back (one part per worker).
  let done = 0;
  const report = createProgressReporter(onProgress, s.resamples);
  const onResult = (index: number): void => {
    const task = tasks[index] as { from: number; to: number };
    done += task.to - task.from;
    report(done);
  };
  let parts: Float64Array[];
  try {
    parts = (await runAnalysisTasks(tasks, { workers: count, pool, hooks: { onResult, ...(signal === undefined ? {} : { signal }) } })) as Float64Array[];
  } catch (error) {
    if ((error as Error | undefined)?.name === 'AbortError') throwIfAborted('simulateBlockBootstrapInWorkers', signal, done, s.resamples);
    throw error;
  }
  const paths = new Float64Array(s.resamples * (s.steps + 1));
  let at = 0;
  for (const p of parts) {
    paths.set(p, at);
    at += p.length;
  }
  return { method: s.method, block_length: s.blockLength, ...summarizePaths(paths, s.resamples, s.steps, s.years, s.seed) };
}
