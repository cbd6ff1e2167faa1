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
import { execFileSync } from 'node:child_process';
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

/**
 * The sweep's floor: for every combination with fast < slow, the plain running-sum SMA pair and crossing count over the
 * closes (bench/backtest.bench.ts' floor), no fills and no equity: what finding the grid's signals alone costs.
 */
function floorSweep(close: Float64Array, range: readonly number[]): number {
  let sink = 0;
  for (const fast of range) {
    for (const slow of range) {
      if (fast >= slow) continue;
      let sumA = 0;
      let sumB = 0;
      let prevA = Number.NaN;
      let prevB = Number.NaN;
      for (let i = 0; i < close.length; i++) {
        const c = close[i]!;
        sumA += c;
        sumB += c;
        if (i >= fast) sumA -= close[i - fast]!;
        if (i >= slow) sumB -= close[i - slow]!;
        const a = i >= fast - 1 ? sumA / fast : Number.NaN;
        const b = i >= slow - 1 ? sumB / slow : Number.NaN;
        if ((prevA < prevB && a > b) || (prevB < prevA && b > a)) sink++;
        prevA = a;
        prevB = b;
      }
    }
  }
  return sink;
}

/** vectorbt's 100 × 100 MA-crossover sweep over a same-length random walk, when vectorbt is importable here. */
export function timeVectorbtSweep(runs: number): { medianMs: number } | { skipped: string } {
  const script = `
import json, time, numpy as np, pandas as pd, vectorbt as vbt
rng = np.random.default_rng(42); close = pd.Series(100*np.cumprod(1+(rng.random(5000)-0.5)*0.03))
w = np.arange(1, 101); s = []
for _ in range(${runs}):
    t = time.perf_counter()
    fast, slow = vbt.MA.run_combs(close, window=w, r=2, short_names=['fast', 'slow'])
    pf = vbt.Portfolio.from_signals(close, fast.ma_crossed_above(slow), fast.ma_crossed_below(slow), fees=0.002)
    pf.sharpe_ratio(); s.append((time.perf_counter()-t)*1000)
s.sort(); print(json.dumps({'median_ms': s[len(s)//2]}))`;
  try {
    const out = execFileSync('python3', ['-c', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 });
    return { medianMs: (JSON.parse(out.trim().split('\n').at(-1)!) as { median_ms: number }).median_ms };
  } catch (error) {
    const message = ((error as { stderr?: string }).stderr ?? String(error)).trim().split('\n').at(-1);
    return { skipped: `vectorbt is not importable here (${message})` };
  }
}
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
  // Engine and floor interleaved, run by run, so load on the shared machine hits both alike.
  const singleSamples: number[] = [];
  const floorSamples: number[] = [];
  for (let r = 0; r < sweepRuns; r++) {
    singleSamples.push(await timeRuns(() => sweepParameters(bars, factory, grid, { run }), 1));
    floorSamples.push(await timeRuns(() => floorSweep(bars.close, range), 1));
  }
  const singleMs = median(singleSamples);
  const sweepFloorMs = median(floorSamples);
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
      name: `sweepParameters: 100 × 100 SMA grid (4,950 runs), ${bars.dates.length} bars, single thread (floor: the grid's SMA pairs and crossings in a plain loop)`,
      medianMs: singleMs, targetMs: SWEEP_TARGET_MS, withinTarget: singleMs <= SWEEP_TARGET_MS, iterations: sweepRuns,
      floorMedianMs: sweepFloorMs, ratio: singleMs / sweepFloorMs,
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
