// Worker-thread entry of the analysis pool: runs one slice of a sweep or of a Monte Carlo run with the pure engines and
// posts the slice back. The pool merges slices in index order, so results equal the single-threaded run.
import { parentPort } from 'node:worker_threads';
import { fillBlockPaths, type BlockMethod } from '../../backtest/_lib/mcBlockPaths.js';
import { fillTradePaths } from '../../backtest/_lib/mcTradePaths.js';
import type { SweepMetric } from '../../backtest/_lib/sweepMetric.js';
import type { RunBacktestOptions } from '../../backtest/runBacktest.js';
import { sweepParameters, type ParameterGrid, type StrategyFactory } from '../../backtest/sweepParameters.js';
import type { Bars } from '../../backtest/types.js';
import { createStrategyFactory, type WorkerStrategySpec } from './createStrategyFactory.js';

/** A slice of work sent to a worker. */
export type AnalysisTask =
  | {
      readonly type: 'sweep';
      readonly bars: Bars;
      readonly strategy: WorkerStrategySpec;
      readonly grid: ParameterGrid;
      readonly options: { metric: SweepMetric; run: RunBacktestOptions; riskFreeRate: number; keepReturns: boolean };
      readonly start: number;
      readonly end: number;
    }
  | { readonly type: 'trade_paths'; readonly returns: Float64Array; readonly seed: number; readonly from: number; readonly to: number; readonly steps: number }
  | {
      readonly type: 'block_paths'; readonly returns: Float64Array; readonly seed: number; readonly from: number; readonly to: number;
      readonly steps: number; readonly blockLength: number; readonly method: BlockMethod;
    };

let cachedKey = '';
let cachedFactory: StrategyFactory | null = null;

async function runTask(task: AnalysisTask): Promise<{ value: unknown; transfer: ArrayBuffer[] }> {
  if (task.type === 'sweep') {
    const key = JSON.stringify([task.strategy, Object.keys(task.grid)]);
    if (key !== cachedKey || cachedFactory === null) {
      cachedFactory = await createStrategyFactory(task.strategy, Object.keys(task.grid));
      cachedKey = key;
    }
    const r = sweepParameters(task.bars, cachedFactory, task.grid, { ...task.options, range: { start: task.start, end: task.end } });
    const part = { start: task.start, end: task.end, values: r.values, tradeCounts: r.trade_counts, returns: r.returns, returnIndexes: r.return_indexes };
    const transfer = [r.values.buffer, r.trade_counts.buffer, ...(r.returns ? [r.returns.buffer] : []), ...(r.return_indexes ? [r.return_indexes.buffer] : [])];
    return { value: part, transfer: transfer as ArrayBuffer[] };
  }
  const out = new Float64Array((task.to - task.from) * (task.steps + 1));
  if (task.type === 'trade_paths') fillTradePaths(task.returns, task.seed, task.from, task.to, task.steps, out);
  else fillBlockPaths(task.returns, task.seed, task.from, task.to, task.steps, task.blockLength, task.method, out);
  return { value: out, transfer: [out.buffer] };
}

parentPort?.on('message', (message: { id: number; task: AnalysisTask }) => {
  runTask(message.task).then(
    ({ value, transfer }) => parentPort?.postMessage({ id: message.id, ok: true, value }, transfer),
    (error: unknown) => {
      const e = error as { message?: string; code?: string; field?: string; name?: string };
      parentPort?.postMessage({ id: message.id, ok: false, error: { message: String(e?.message ?? error), code: e?.code, field: e?.field, name: e?.name } });
    },
  );
});
