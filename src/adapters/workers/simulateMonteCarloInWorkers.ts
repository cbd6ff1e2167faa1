import { summarizePaths } from '../../backtest/_lib/mcBands.js';
import { readTradeMonteCarlo } from '../../backtest/_lib/mcReadInput.js';
import type { SimulateMonteCarloOptions, SimulateMonteCarloResult, TradeReturnsInput } from '../../backtest/simulateMonteCarlo.js';
import { createProgressReporter, readLongWork, throwIfAborted } from '../../backtest/_lib/longWork.js';
import type { AnalysisTask } from './analysisWorker.js';
import type { AnalysisPool } from './createAnalysisPool.js';
import { runAnalysisTasks } from './runAnalysisTasks.js';

/** Options of {@link simulateMonteCarloInWorkers}. */
export interface SimulateMonteCarloInWorkersOptions extends SimulateMonteCarloOptions {
  /** Worker threads of a temporary pool. Default `os.availableParallelism()` (or the pool's size). */
  readonly workers?: number;
  /** A long-lived pool from {@link createAnalysisPool}, reused instead of starting workers for this call. */
  readonly pool?: AnalysisPool;
}

/**
 * `simulateMonteCarlo` (guidekit/backtest) (trade bootstrap) spread over worker threads. Each resample draws from its own random stream
 * seeded from (seed, resample), so workers can compute any range of resamples; the paths are joined in resample order and
 * summarised by the same code, so the result is identical to the single-threaded run for the same seed.
 *
 * @param trades - Trade returns (fractions) or a backtest result.
 * @param options - {@link SimulateMonteCarloInWorkersOptions}.
 * @returns The same result as `simulateMonteCarlo(trades, options)`.
 * @throws {@link GuidekitError} for bad input or options.
 * @example
 * ```ts
 * const mc = await simulateMonteCarloInWorkers(result, { resamples: 100_000, seed: 7 });
 * ```
 * @see docs/backtest-validation.md
 */
export async function simulateMonteCarloInWorkers(trades: TradeReturnsInput, options: SimulateMonteCarloInWorkersOptions = {}): Promise<SimulateMonteCarloResult> {
  const { workers, pool, signal, onProgress, ...rest } = options;
  readLongWork('simulateMonteCarloInWorkers', { signal, onProgress });
  const s = readTradeMonteCarlo('simulateMonteCarloInWorkers', trades, rest);
  const count = Math.max(1, Math.min(pool?.size ?? workers ?? (await import('node:os')).availableParallelism(), s.resamples));
  const tasks: AnalysisTask[] = [];
  for (let k = 0; k < count; k++) {
    const from = Math.floor((k * s.resamples) / count);
    const to = Math.floor(((k + 1) * s.resamples) / count);
    if (to > from) tasks.push({ type: 'trade_paths', returns: s.returns, seed: s.seed, from, to, steps: s.steps });
  }
  throwIfAborted('simulateMonteCarloInWorkers', signal, 0, s.resamples);
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
    if ((error as Error | undefined)?.name === 'AbortError') throwIfAborted('simulateMonteCarloInWorkers', signal, done, s.resamples);
    throw error;
  }
  const paths = new Float64Array(s.resamples * (s.steps + 1));
  let at = 0;
  for (const p of parts) {
    paths.set(p, at);
    at += p.length;
  }
  return { method: 'trade_bootstrap', ...summarizePaths(paths, s.resamples, s.steps, s.years, s.seed) };
}
