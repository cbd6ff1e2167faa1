import type { LongWorkOptions } from '../../../backtest/_lib/longWork.js';
import { createProgressReporter, throwIfAborted } from '../../../backtest/_lib/longWork.js';
import type { AnalysisTask } from '../analysisWorker.js';
import type { AnalysisPool } from '../createAnalysisPool.js';
import { runAnalysisTasks } from '../runAnalysisTasks.js';

/** How {@link runResamplesInWorkers} spreads one resampling run. */
export interface RunResamplesInWorkersOptions extends LongWorkOptions {
  /** Worker threads of a temporary pool. Default `os.availableParallelism()` (or the pool's size). */
  readonly workers?: number | undefined;
  /** A long-lived pool, reused instead of starting workers for this call. */
  readonly pool?: AnalysisPool | undefined;
}

/**
 * The paths of `resamples` resamples of `steps` steps each, computed over worker threads: the resamples are cut into
 * one contiguous range per worker (each resample has its own random stream, so any range can be drawn anywhere) and
 * joined back in resample order, so the paths equal the single-threaded run's. Progress counts the resamples of the
 * ranges that have come back; an abort surfaces as the caller's own AbortError (named by `fn`).
 *
 * @param fn - The public function's name, for errors and aborts.
 * @param resamples - Number of resamples.
 * @param steps - Steps per path (each path holds `steps + 1` values).
 * @param taskFor - The worker task drawing resamples `from` (inclusive) to `to` (exclusive).
 * @param options - {@link RunResamplesInWorkersOptions}.
 * @returns The paths, resample after resample.
 */
export async function runResamplesInWorkers(
  fn: string, resamples: number, steps: number, taskFor: (from: number, to: number) => AnalysisTask, options: RunResamplesInWorkersOptions,
): Promise<Float64Array> {
  const { pool, workers, signal, onProgress } = options;
  const count = Math.max(1, Math.min(pool?.size ?? workers ?? (await import('node:os')).availableParallelism(), resamples));
  const ranges: { from: number; to: number }[] = [];
  for (let k = 0; k < count; k++) {
    const from = Math.floor((k * resamples) / count);
    const to = Math.floor(((k + 1) * resamples) / count);
    if (to > from) ranges.push({ from, to });
  }
  throwIfAborted(fn, signal, 0, resamples);
  let done = 0;
  const report = createProgressReporter(onProgress, resamples);
  const onResult = (index: number): void => {
    const range = ranges[index]!;
    done += range.to - range.from;
    report(done);
  };
  let parts: Float64Array[];
  try {
    const tasks = ranges.map(({ from, to }) => taskFor(from, to));
    parts = (await runAnalysisTasks(tasks, { workers: count, pool, hooks: { onResult, ...(signal === undefined ? {} : { signal }) } })) as Float64Array[];
  } catch (error) {
    if ((error as Error | undefined)?.name === 'AbortError') throwIfAborted(fn, signal, done, resamples);
    throw error;
  }
  const paths = new Float64Array(resamples * (steps + 1));
  let at = 0;
  for (const p of parts) {
    paths.set(p, at);
    at += p.length;
  }
  return paths;
}
