import { createAnalysisPool, type AnalysisPool, type AnalysisRunHooks } from './createAnalysisPool.js';
import type { AnalysisTask } from './analysisWorker.js';

/** Options of {@link runAnalysisTasks}. */
export interface RunAnalysisTasksOptions {
  /** Worker threads of a temporary pool. Default `os.availableParallelism()`, never more than the tasks. */
  readonly workers?: number;
  /** A pool to use instead of starting (and closing) a temporary one. */
  readonly pool?: AnalysisPool;
  /** Progress and abort of the batch (see `AnalysisPool.run`). */
  readonly hooks?: AnalysisRunHooks;
}

/**
 * Runs analysis tasks on worker threads and returns the results in task order (so the merge never depends on which worker
 * was faster): on `pool` when given, otherwise on a temporary pool that is closed at the end.
 *
 * @param tasks - The slices of work.
 * @param options - {@link RunAnalysisTasksOptions}.
 * @returns One result per task, in order.
 * @throws {@link GuidekitError} when `workers` is not a positive integer; a task's own GuidekitError is re-thrown with its code and field.
 * @example
 * ```ts
 * const parts = await runAnalysisTasks(tasks, { workers: 4 });
 * ```
 */
export async function runAnalysisTasks(tasks: readonly AnalysisTask[], options: RunAnalysisTasksOptions = {}): Promise<unknown[]> {
  if (options.pool) return options.pool.run(tasks, options.hooks);
  if (tasks.length === 0) return [];
  const { availableParallelism } = await import('node:os');
  const pool = createAnalysisPool({ workers: Math.min(options.workers ?? availableParallelism(), tasks.length) });
  try {
    return await pool.run(tasks, options.hooks);
  } finally {
    await pool.close();
  }
}
