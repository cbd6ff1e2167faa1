import { GuidekitError } from '../../core/GuidekitError.js';
import { mergeSweepParts, readGrid, type SweepPart } from '../../backtest/_lib/sweepParts.js';
import { readBars } from '../../backtest/_lib/readBars.js';
import { createProgressReporter, readLongWork, throwIfAborted } from '../../backtest/_lib/longWork.js';
import { sweepParameters, type ParameterGrid, type SweepParametersOptions, type SweepParametersResult } from '../../backtest/sweepParameters.js';
import type { Bars } from '../../backtest/types.js';
import type { AnalysisTask } from './analysisWorker.js';
import { createStrategyFactory, type WorkerStrategySpec } from './createStrategyFactory.js';
import type { AnalysisPool } from './createAnalysisPool.js';
import { runAnalysisTasks } from './runAnalysisTasks.js';

/** Options of `sweepParametersInWorkers`: the sweep's options plus the pool's. */
export interface SweepParametersInWorkersOptions extends Omit<SweepParametersOptions, 'range'> {
  /** Worker threads of a temporary pool. Default `os.availableParallelism()` (or the pool's size). */
  readonly workers?: number;
  /** A long-lived pool from `createAnalysisPool`, reused instead of starting workers for this call. */
  readonly pool?: AnalysisPool;
  /** Slices per worker (smaller slices balance grids whose combinations differ in cost). Default 8. */
  readonly slicesPerWorker?: number;
}

/**
 * `sweepParameters` (guidekit/backtest) spread over worker threads: the grid is cut into contiguous slices that a pool of workers takes in
 * turn, and the slices are merged in grid order by the same code as the single-threaded sweep, so the result is identical.
 *
 * @remarks
 * The strategy is given as a `WorkerStrategySpec` (a function cannot cross a thread boundary). The options are validated
 * on the main thread by a one-combination sweep before any worker starts, so bad arguments fail as they would single-threaded.
 * `onProgress(done, combinations)` advances as slices come back; once `signal` fires no further slice is handed out and
 * the call rejects with an `Error` named `AbortError` (`sweepParametersInWorkers: aborted after <done> of <combinations>`).
 *
 * @param bars - Daily bars (copied to each worker).
 * @param strategy - Which core builds the strategy of a combination.
 * @param grid - Parameter name → candidate values.
 * @param options - `SweepParametersInWorkersOptions`.
 * @returns The same result as `sweepParameters(bars, await createStrategyFactory(strategy), grid, options)`.
 * @throws `GuidekitError` for bad bars, grid, options or strategy spec.
 * @example
 * ```ts
 * const sweep = await sweepParametersInWorkers(bars, { kind: 'sma_cross' }, { fast: range(1, 100), slow: range(1, 100) });
 * ```
 * @see docs/backtest-validation.md
 */
export async function sweepParametersInWorkers(
  bars: Bars, strategy: WorkerStrategySpec, grid: ParameterGrid, options: SweepParametersInWorkersOptions = {},
): Promise<SweepParametersResult> {
  const fn = 'sweepParametersInWorkers';
  readBars(fn, bars);
  const { combinations } = readGrid(fn, grid);
  const factory = await createStrategyFactory(strategy, Object.keys(grid));
  const { workers, pool, slicesPerWorker = 8, signal, onProgress, ...sweepOptions } = options;
  readLongWork(fn, { signal, onProgress });
  if (!Number.isInteger(slicesPerWorker) || slicesPerWorker < 1) throw new GuidekitError(`${fn}: slicesPerWorker must be a positive integer`, { code: 'invalid_number', field: 'slicesPerWorker' });
  // Validates every option exactly as the single-threaded sweep does (one cheap combination).
  sweepParameters(bars, factory, grid, { ...sweepOptions, range: { start: 0, end: 1 } });
  const metric = sweepOptions.metric ?? 'sharpe_ratio';
  const plain: Bars = { dates: [...bars.dates], open: bars.open, high: bars.high, low: bars.low, close: bars.close, volume: bars.volume };
  const run = JSON.parse(JSON.stringify(sweepOptions.run ?? {})) as SweepParametersOptions['run'] & object;
  const slices = Math.min(combinations, Math.max(1, (pool?.size ?? workers ?? (await import('node:os')).availableParallelism()) * slicesPerWorker));
  const tasks: AnalysisTask[] = [];
  for (let k = 0; k < slices; k++) {
    const start = Math.floor((k * combinations) / slices);
    const end = Math.floor(((k + 1) * combinations) / slices);
    if (end > start) {
      tasks.push({
        type: 'sweep', bars: plain, strategy, grid, start, end,
        options: { metric, run, riskFreeRate: sweepOptions.riskFreeRate ?? 0, keepReturns: sweepOptions.keepReturns === true },
      });
    }
  }
  throwIfAborted(fn, signal, 0, combinations);
  // Progress counts the combinations of the slices whose results have arrived; the signal stops handing out slices.
  let done = 0;
  const report = createProgressReporter(onProgress, combinations);
  const onResult = (index: number): void => {
    const task = tasks[index] as { start: number; end: number };
    done += task.end - task.start;
    report(done);
  };
  let parts: SweepPart[];
  try {
    parts = (await runAnalysisTasks(tasks, { workers, pool, hooks: { onResult, ...(signal === undefined ? {} : { signal }) } })) as SweepPart[];
  } catch (error) {
    if ((error as Error | undefined)?.name === 'AbortError') throwIfAborted(fn, signal, done, combinations);
    throw error;
  }
  return mergeSweepParts(grid, metric, parts);
}
