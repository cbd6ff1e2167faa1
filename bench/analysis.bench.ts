/**
 * Benchmarks of the validation engines:
 * - a 100 × 100 SMA(fast, slow) parameter sweep over 5,000 synthetic daily bars (fast, slow = 1…100; the 5,050 combinations
 *   with fast ≥ slow are rejected by the strategy, 4,950 run), single-threaded and on the worker pool (target ≤ 3 s each);
 * - a 10,000-resample trade bootstrap of 500 trades (target ≤ 0.5 s), against its floor: generating the same paths without
 *   the percentile bands.
 *
 * Run standalone with `npx tsx bench/analysis.bench.ts`, or import {@link runAnalysisBench}. The pooled sweep is timed on a
 * warm pool: under tsx each worker compiles the TypeScript sources when it starts (about a second), which the built
 * JavaScript does not pay and a long-lived pool pays once.
 */
import { availableParallelism } from 'node:os';
import { createAnalysisPool } from '../src/adapters/workers/createAnalysisPool.js';
import { sweepParametersInWorkers } from '../src/adapters/workers/sweepParametersInWorkers.js';
import { fillTradePaths } from '../src/backtest/_lib/mcTradePaths.js';
import { createSeededRandom } from '../src/backtest/_lib/seededRandom.js';
import { createSmaCrossStrategy } from '../src/backtest/createSmaCrossStrategy.js';
import { simulateMonteCarlo } from '../src/backtest/simulateMonteCarlo.js';
import { sweepParameters } from '../src/backtest/sweepParameters.js';
import { makeBenchBars } from './backtest.bench.js';
import { median } from './_lib/timeMedian.js';
import { isMainModule } from './_lib/printBenchRows.js';

/** What one analysis benchmark reports (the shape of bench/run.ts' rows). */
export interface AnalysisBenchResult {
  readonly name: string;
  readonly medianMs: number;
  readonly targetMs: number;
  readonly withinTarget: boolean;
  readonly iterations: number;
  readonly floorMedianMs?: number;
  readonly ratio?: number;
}

export const SWEEP_TARGET_MS = 3000;
export const MONTE_CARLO_TARGET_MS = 500;

async function timeRuns(fn: () => unknown, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/**
 * Times the sweep (single-threaded and pooled) and the Monte Carlo bootstrap.
 *
 * @param options - `sweepRuns` (default 3) and `monteCarloRuns` (default 9) timed runs each.
 * @returns One row per benchmark.
 * @example
 * ```ts
 * for (const row of await runAnalysisBench()) console.log(row.name, row.medianMs);
 * ```
 */
export async function runAnalysisBench(options: { sweepRuns?: number; monteCarloRuns?: number } = {}): Promise<AnalysisBenchResult[]> {
  const sweepRuns = options.sweepRuns ?? 3;
  const mcRuns = options.monteCarloRuns ?? 9;
  const bars = makeBenchBars();
  const range = Array.from({ length: 100 }, (_, i) => i + 1);
  const grid = { fast: range, slow: range };
  const run = { commission: { rate: 0.002 } };
  const factory = (p: Readonly<Record<string, number>>) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow });
  const singleMs = await timeRuns(() => sweepParameters(bars, factory, grid, { run }), sweepRuns);
  const workers = availableParallelism();
  // A warm pool: the workers' start-up (and, under tsx, their compilation of the sources) is paid once, before timing.
  const pool = createAnalysisPool({ workers });
  let pooledMs: number;
  try {
    await sweepParametersInWorkers(bars, { kind: 'sma_cross' }, { fast: [10], slow: [20] }, { run, pool });
    pooledMs = await timeRuns(() => sweepParametersInWorkers(bars, { kind: 'sma_cross' }, grid, { run, pool }), sweepRuns);
  } finally {
    await pool.close();
  }

  const rnd = createSeededRandom(2024);
  const trades = Float64Array.from({ length: 500 }, () => (rnd.nextFloat() - 0.45) * 0.06);
  const resamples = 10_000;
  simulateMonteCarlo(trades, { resamples: 200, seed: 1 });
  const mcMs = await timeRuns(() => simulateMonteCarlo(trades, { resamples, seed: 1 }), mcRuns);
  const paths = new Float64Array(resamples * 501);
  const floorMs = await timeRuns(() => fillTradePaths(trades, 1, 0, resamples, 500, paths), mcRuns);
  return [
    {
      name: `sweepParameters: 100 × 100 SMA grid (4,950 runs), ${bars.dates.length} bars, single thread`,
      medianMs: singleMs, targetMs: SWEEP_TARGET_MS, withinTarget: singleMs <= SWEEP_TARGET_MS, iterations: sweepRuns,
    },
    {
      name: `sweepParametersInWorkers: the same sweep on a warm pool of ${workers} worker threads (floor: single thread)`,
      medianMs: pooledMs, targetMs: SWEEP_TARGET_MS, withinTarget: pooledMs <= SWEEP_TARGET_MS, iterations: sweepRuns,
      floorMedianMs: singleMs, ratio: pooledMs / singleMs,
    },
    {
      name: `simulateMonteCarlo: ${resamples} trade-bootstrap resamples of 500 trades (floor: the paths without bands)`,
      medianMs: mcMs, targetMs: MONTE_CARLO_TARGET_MS, withinTarget: mcMs <= MONTE_CARLO_TARGET_MS, iterations: mcRuns,
      floorMedianMs: floorMs, ratio: mcMs / floorMs,
    },
  ];
}

export default runAnalysisBench;

if (isMainModule(import.meta.url)) {
  for (const r of await runAnalysisBench()) {
    console.log(
      `${r.name}: median ${r.medianMs.toFixed(1)} ms (target ${r.targetMs} ms, ${r.withinTarget ? 'met' : 'MISSED'})` +
        (r.floorMedianMs === undefined ? '' : `; floor ${r.floorMedianMs.toFixed(1)} ms; ratio ${r.ratio!.toFixed(2)}`) +
        `; ${r.iterations} timed runs`,
    );
  }
}
