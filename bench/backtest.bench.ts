/**
 * Benchmark of the backtest engine: one SMA(10)/SMA(20) crossover run over 5,000 synthetic daily bars (seeded random
 * walk, commission 0.2 %, backtesting.py's default sizing), and the statistics of that run.
 *
 * Run standalone with `npx tsx bench/backtest.bench.ts`, or import {@link runBacktestBench}.
 *
 * The floor of the run is a plain loop over the same closes that computes the same two running-sum SMAs and counts
 * the same crossings (no validation, no fills, no equity): the ratio says what the engine's simulation and
 * bookkeeping cost over finding the signals alone.
 */
import { computeBacktestStats } from '../src/backtest/computeBacktestStats.js';
import { createSmaCrossStrategy } from '../src/backtest/createSmaCrossStrategy.js';
import { runBacktest } from '../src/backtest/runBacktest.js';
import type { Bars } from '../src/backtest/types.js';
import { mulberry32 } from './_lib/mulberry32.js';
import { timeMedian } from './_lib/timeMedian.js';
import { isMainModule } from './_lib/printBenchRows.js';

/** What one backtest benchmark reports. */
export interface BacktestBenchResult {
  readonly name: string;
  /** Median wall time of one call, milliseconds. */
  readonly medianMs: number;
  /** Median wall time of the plain-loop floor, milliseconds (when the benchmark has one). */
  readonly floorMedianMs?: number;
  /** medianMs ÷ floorMedianMs. */
  readonly ratio?: number;
  readonly targetMs: number;
  readonly withinTarget: boolean;
  readonly iterations: number;
}

/** Target median of one 5,000-bar SMA-crossover run. */
export const BACKTEST_BENCH_TARGET_MS = 1;
/** Target median of the statistics of that run. */
export const STATS_BENCH_TARGET_MS = 1;
export const BENCH_BARS = 5000;

/** 5,000 weekday bars from 2000-01-03, a random walk with 1.5 % daily moves. */
export function makeBenchBars(n = BENCH_BARS, seed = 42): Bars {
  const rnd = mulberry32(seed);
  const dates: string[] = [];
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  let day = Date.UTC(2000, 0, 3);
  let prev = 100;
  for (let i = 0; i < n; i++) {
    while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
    dates.push(new Date(day).toISOString().slice(0, 10));
    day += 86_400_000;
    const o = prev * (1 + (rnd() - 0.5) * 0.01);
    const c = o * (1 + (rnd() - 0.5) * 0.03);
    open[i] = o;
    close[i] = c;
    high[i] = Math.max(o, c) * (1 + rnd() * 0.01);
    low[i] = Math.min(o, c) * (1 - rnd() * 0.01);
    prev = c;
  }
  return { dates, open, high, low, close, volume: new Float64Array(n).fill(1e6) };
}

/** The floor: the same running-sum SMAs and crossing test over the same closes, nothing else. */
function floorCrossings(close: Float64Array, fast: number, slow: number): number {
  let sumA = 0;
  let sumB = 0;
  let prevA = Number.NaN;
  let prevB = Number.NaN;
  let crossings = 0;
  for (let i = 0; i < close.length; i++) {
    const c = close[i] as number;
    sumA += c;
    sumB += c;
    if (i >= fast) sumA -= close[i - fast] as number;
    if (i >= slow) sumB -= close[i - slow] as number;
    const a = i >= fast - 1 ? sumA / fast : Number.NaN;
    const b = i >= slow - 1 ? sumB / slow : Number.NaN;
    if ((prevA < prevB && a > b) || (prevB < prevA && b > a)) crossings++;
    prevA = a;
    prevB = b;
  }
  return crossings;
}

/**
 * Times one SMA-crossover backtest over 5,000 daily bars against its plain-loop floor, and the statistics of it.
 *
 * @returns One result per benchmark.
 * @example
 * ```ts
 * const [run] = await runBacktestBench(); run.withinTarget;
 * ```
 */
export async function runBacktestBench(): Promise<BacktestBenchResult[]> {
  const bars = makeBenchBars();
  const strategy = createSmaCrossStrategy({ fast: 10, slow: 20 });
  const options = { commission: { rate: 0.002 } };
  const run = () => runBacktest(bars, strategy, options);
  const result = run();
  const settings = { warmup: 200, batches: 41, perBatch: 20 };
  const medianMs = timeMedian(run, settings);
  const floorMedianMs = timeMedian(() => floorCrossings(bars.close, 10, 20), settings);
  const statsMs = timeMedian(() => computeBacktestStats(result, bars), settings);
  const iterations = settings.batches * settings.perBatch;
  return [
    {
      name: `runBacktest: SMA(10/20) crossover, ${BENCH_BARS} daily bars, ${result.trades.length} trades`,
      medianMs,
      floorMedianMs,
      ratio: medianMs / floorMedianMs,
      targetMs: BACKTEST_BENCH_TARGET_MS,
      withinTarget: medianMs <= BACKTEST_BENCH_TARGET_MS,
      iterations,
    },
    {
      name: `computeBacktestStats: the same run (${BENCH_BARS} bars)`,
      medianMs: statsMs,
      targetMs: STATS_BENCH_TARGET_MS,
      withinTarget: statsMs <= STATS_BENCH_TARGET_MS,
      iterations,
    },
  ];
}

export default runBacktestBench;

if (isMainModule(import.meta.url)) {
  for (const r of await runBacktestBench()) {
    console.log(
      `${r.name}: median ${r.medianMs.toFixed(4)} ms (target ${r.targetMs} ms, ${r.withinTarget ? 'met' : 'MISSED'})` +
        (r.floorMedianMs === undefined ? '' : `; floor ${r.floorMedianMs.toFixed(4)} ms; ratio ${r.ratio!.toFixed(2)}`) +
        `; ${r.iterations} timed calls`,
    );
  }
}
