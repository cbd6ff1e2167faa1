/**
 * Benchmarks of the validation engines:
 * - a 100 × 100 SMA(fast, slow) parameter sweep over 5,000 synthetic daily bars (fast, slow = 1…100; the 5,050 combinations
 *   with fast ≥ slow are rejected by the strategy, 4,950 run), single-threaded and on the worker pool (target ≤ 3 s each);
 * - a 10,000-resample trade bootstrap of 500 trades (target ≤ 0.5 s), against its floor: generating the same paths without
 *   the percentile bands;
 * - the peer of the sweep, vectorbt's MA grid over the same bars (compareVectorbtSweep, printed by bench/run.ts; skipped
 *   with the reason and the setup to install where vectorbt is not importable, as in CI).
 *
 * Run standalone with `npx tsx bench/analysis.bench.ts`, or import {@link runAnalysisBench}. The pooled sweep is timed on a
 * warm pool: under tsx each worker compiles the TypeScript sources when it starts (about a second), which the built
 * JavaScript does not pay and a long-lived pool pays once.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
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
import { locateVectorbt } from './_lib/locateVectorbt.js';

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

/** The vectorbt comparison of the sweep (bench/run.ts prints it): same bars, results checked, then interleaved medians. */
export type VectorbtSweepComparison =
  | {
      readonly version: string;
      /** Combinations compared, and those whose closed-trade count or total return differ from ours. */
      readonly combinations: number;
      readonly tradeMismatches: number;
      readonly maxReturnDifference: number;
      readonly vectorbtMs: number;
      readonly oursMs: number;
      /** vectorbtMs ÷ oursMs: how many times faster ours is. */
      readonly ratio: number;
      readonly rounds: number;
      /** Peak memory of the vectorbt process (its 4,950 × 5,000 arrays), for whoever shares the machine. */
      readonly vectorbtPeakRssMb: number;
    }
  | { readonly skipped: string };

/** Largest |our total return − vectorbt's| still called agreement: float rounding of two summation orders, not a fill. */
const RETURN_TOLERANCE = 1e-9;

/** One python process running tools/vectorbt/time_sweep.py, answering one JSON line per line sent. */
function startVectorbtProcess(python: string, env: NodeJS.ProcessEnv) {
  const script = fileURLToPath(new URL('../tools/vectorbt/time_sweep.py', import.meta.url));
  const child = spawn(python, [script], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000); });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async ask<T>(line: string): Promise<T> {
      child.stdin.write(`${line}\n`);
      const next = await lines.next();
      if (next.done === true) throw new Error(`vectorbt script ended: ${stderr.trim().split('\n').at(-1) ?? ''}`);
      return JSON.parse(next.value) as T;
    },
    close(): void {
      child.stdin.end();
      child.kill();
    },
  };
}

/**
 * vectorbt's 100 × 100 MA-crossover sweep beside ours, on the same 5,000 bars, when vectorbt is importable here
 * (bench/_lib/locateVectorbt.ts says how to set it up). First both sweeps run once and their 4,950 closed-trade counts
 * and total returns are compared, then `rounds` interleaved rounds time vectorbt (in its own process: MAs, crossings,
 * Portfolio.from_signals, Sharpe ratios) and our single-threaded sweepParameters (SMAs, runs, Sharpe ratios) alike.
 * Both run backtesting.py's SmaCross long/short, next-open fills, all cash in fractional units, 0.2 % fees per fill.
 *
 * @param options - `rounds` timed rounds (default 3).
 * @returns The agreement, both medians and their ratio; or `skipped` with the reason and the setup to install.
 * @example
 * ```ts
 * const vbt = await compareVectorbtSweep({ rounds: 3 });
 * if (!('skipped' in vbt)) console.log(`ours ${vbt.ratio.toFixed(2)}x faster`);
 * ```
 * @see https://github.com/polakowo/vectorbt/tree/v0.21.0#example (the MA grid of vectorbt's README)
 */
export async function compareVectorbtSweep(options: { readonly rounds?: number } = {}): Promise<VectorbtSweepComparison> {
  const rounds = options.rounds ?? 3;
  const peer = locateVectorbt();
  if ('skipped' in peer) return { skipped: peer.skipped };
  const bars = makeBenchBars();
  const range = Array.from({ length: 100 }, (_, i) => i + 1);
  const grid = { fast: range, slow: range };
  const factory = (p: Readonly<Record<string, number>>) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow });
  // vectorbt's size=inf buys with all the cash in fractional units; a trade still open at the end stays open in both.
  const run = { commission: { rate: 0.002 }, fractional: true, finalize: 'none' as const };
  const vbt = startVectorbtProcess(peer.python, peer.env);
  try {
    const first = await vbt.ask<{ fast: number[]; slow: number[]; trades: number[]; total_return: number[] }>(
      JSON.stringify({ dates: bars.dates, open: Array.from(bars.open), close: Array.from(bars.close), fees: 0.002, cash: 10_000 }),
    );
    const ours = sweepParameters(bars, factory, grid, { run, metric: 'return_pct' });
    let tradeMismatches = 0;
    let maxReturnDifference = 0;
    first.fast.forEach((fast, k) => {
      const i = (fast - 1) * range.length + (first.slow[k]! - 1);
      if (ours.trade_counts[i] !== first.trades[k]) tradeMismatches++;
      maxReturnDifference = Math.max(maxReturnDifference, Math.abs(ours.values[i]! / 100 - first.total_return[k]!));
    });
    const combinations = first.fast.length;
    if (combinations !== ours.evaluated || tradeMismatches > 0 || !(maxReturnDifference <= RETURN_TOLERANCE)) {
      return { skipped: `vectorbt ${peer.version} disagrees with our sweep (${combinations} vs ${ours.evaluated} combinations, ${tradeMismatches} trade counts differ, max |Δ total return| ${maxReturnDifference.toExponential(2)}): not timed` };
    }
    const vbtSamples: number[] = [];
    const ourSamples: number[] = [];
    let vectorbtPeakRssMb = 0;
    for (let r = 0; r < rounds; r++) {
      const round = await vbt.ask<{ ms: number; peak_rss_mb: number }>('run');
      vbtSamples.push(round.ms);
      vectorbtPeakRssMb = Math.max(vectorbtPeakRssMb, round.peak_rss_mb);
      ourSamples.push(await timeRuns(() => sweepParameters(bars, factory, grid, { run }), 1));
    }
    const vectorbtMs = median(vbtSamples);
    const oursMs = median(ourSamples);
    return { version: peer.version, combinations, tradeMismatches, maxReturnDifference, vectorbtMs, oursMs, ratio: vectorbtMs / oursMs, rounds, vectorbtPeakRssMb };
  } catch (error) {
    return { skipped: `vectorbt did not run (${(error as Error).message.split('\n')[0]})` };
  } finally {
    vbt.close();
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
  if (process.argv.includes('--vectorbt')) {
    // Only the vectorbt comparison: `npx tsx bench/analysis.bench.ts --vectorbt`.
    console.log(await compareVectorbtSweep());
    process.exit(0);
  }
  for (const r of await runAnalysisBench()) {
    console.log(
      `${r.name}: median ${r.medianMs.toFixed(1)} ms (target ${r.targetMs} ms, ${r.withinTarget ? 'met' : 'MISSED'})` +
        (r.floorMedianMs === undefined ? '' : `; floor ${r.floorMedianMs.toFixed(1)} ms; ratio ${r.ratio!.toFixed(2)}`) +
        `; ${r.iterations} timed runs`,
    );
  }
}
