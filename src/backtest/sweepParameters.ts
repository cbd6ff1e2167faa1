import { GuidekitError } from '../core/GuidekitError.js';
import { createBarCalendar, measureEquity, SWEEP_METRICS, type BarCalendar, type SweepMetric } from './_lib/sweepMetric.js';
import { mergeSweepParts, paramsAt, readGrid, type ParameterGrid, type SweepParametersResult, type SweepPart } from './_lib/sweepParts.js';
import { createProgressReporter, readLongWork, throwIfAborted, type LongWorkOptions } from './_lib/longWork.js';
import { readBars } from './_lib/readBars.js';
import { readRunOptions, type RunSettings } from './_lib/readRunOptions.js';
import { simulateBacktest } from './_lib/simulateBacktest.js';
import { runBacktest, type RunBacktestOptions } from './runBacktest.js';
import type { BacktestStrategy, Bars, PrepareContext } from './types.js';

export type { ParameterGrid, SweepParametersResult } from './_lib/sweepParts.js';
export type { SweepMetric } from './_lib/sweepMetric.js';

/** Builds a strategy from one combination of parameters, e.g. `(p) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow })`. */
export type StrategyFactory = (params: Readonly<Record<string, number>>) => BacktestStrategy;

/** Options of {@link sweepParameters}. */
export interface SweepParametersOptions extends LongWorkOptions {
  /** The statistic to maximise, defined as in computeBacktestStats. Default `'sharpe_ratio'`. */
  readonly metric?: SweepMetric;
  /** Options of every {@link runBacktest} call (cash, costs, fills…). */
  readonly run?: RunBacktestOptions;
  /** Annual risk-free rate for the Sharpe ratio, in (−1, 1). Default 0. */
  readonly riskFreeRate?: number;
  /** Keep every run's per-bar returns (for `estimatePbo`); 8 bytes × bars × combinations. Default false. */
  readonly keepReturns?: boolean;
  /** Evaluate only combinations `start`..`end − 1` (how the worker pool splits a sweep). Default the whole grid. */
  readonly range?: { readonly start: number; readonly end: number };
}

/** Memory the shared cache may hold, about 256 MB (counted as three Float64Arrays of the bars per value); past it, values are computed uncached. */
const SHARED_CACHE_BYTES = 2 ** 28;

/** The cache every combination of one sweep shares (its bars never change during the sweep). */
function createSweepContext(bars: number): PrepareContext {
  const cache = new Map<string, unknown>();
  const maxValues = Math.max(16, Math.floor(SHARED_CACHE_BYTES / (24 * bars)));
  return {
    memo<T>(key: string, make: () => T): T {
      if (cache.has(key)) return cache.get(key) as T;
      const value = make();
      if (cache.size < maxValues) cache.set(key, value);
      return value;
    },
  };
}

/** Runs combinations `start`..`end − 1`. */
function evaluateRange(
  bars: Bars, factory: StrategyFactory, grid: ParameterGrid, keys: string[], sizes: number[], calendar: BarCalendar,
  o: {
    metric: SweepMetric; run: RunSettings; rf: number; keep: boolean; start: number; end: number;
    signal: AbortSignal | undefined; onProgress: ((done: number, total: number) => void) | undefined;
  },
): SweepPart {
  const count = o.end - o.start;
  const values = new Float64Array(count).fill(Number.NaN);
  const tradeCounts = new Int32Array(count).fill(-1);
  const n = bars.dates.length;
  const series: Float64Array[] = [];
  const indexes: number[] = [];
  const report = createProgressReporter(o.onProgress, count);
  const context = createSweepContext(n);
  for (let i = 0; i < count; i++) {
    throwIfAborted('sweepParameters', o.signal, i, count);
    if (i > 0) report(i);
    let strategy: BacktestStrategy;
    try {
      strategy = factory(paramsAt(grid, keys, sizes, o.start + i));
    } catch (error) {
      // A combination the strategy itself declares invalid (fast ≥ slow…) is an outcome of the sweep, not a bad argument.
      if (error instanceof GuidekitError) continue;
      throw error;
    }
    // Bars and run options were validated once for the whole grid; each combination only simulates.
    const result = simulateBacktest('runBacktest', bars, strategy, o.run, context);
    tradeCounts[i] = result.trades.length;
    values[i] = measureEquity(result.equity, calendar, o.rf)[o.metric];
    if (o.keep) {
      const r = new Float64Array(n - 1);
      const eq = result.equity;
      for (let t = 1; t < n; t++) r[t - 1] = (eq[t - 1] as number) === 0 ? 0 : (eq[t] as number) / (eq[t - 1] as number) - 1;
      series.push(r);
      indexes.push(o.start + i);
    }
  }
  report(count);
  const returns = o.keep ? new Float64Array(series.length * (n - 1)) : null;
  series.forEach((s, k) => returns?.set(s, k * (n - 1)));
  return { start: o.start, end: o.end, values, tradeCounts, returns, returnIndexes: o.keep ? Int32Array.from(indexes) : null };
}

/**
 * Runs a strategy over every combination of a parameter grid and ranks the runs by a statistic.
 *
 * @remarks
 * Combinations are enumerated with the first grid key varying slowest. A combination the factory rejects with a
 * {@link GuidekitError} (say fast ≥ slow) is counted in `rejected` and has a NaN metric; every other combination is run by
 * {@link runBacktest} with the same options and measured with computeBacktestStats' own formulas (the calendar is parsed
 * once). Bars and run options are validated once for the grid, and every combination's strategy is prepared with one
 * shared {@link PrepareContext}, so an indicator used by many combinations (SMA(20) in every `slow: 20` run) is computed
 * once per sweep. The best is the highest metric, the first one on ties. The run is pure and single-threaded;
 * `src/adapters/workers` spreads the same computation over worker threads with an identical result.
 * `evaluated` is the number of trials to report to {@link computeDeflatedSharpe}, and `returns` (with `keepReturns`) is
 * the matrix {@link estimatePbo} takes.
 *
 * Long sweeps can be watched and stopped: `onProgress(done, total)` is called as combinations finish (total = the
 * combinations evaluated, about 200 calls at most), and `signal` is checked before every combination; once it has
 * fired the sweep throws an `Error` named `AbortError` (`sweepParameters: aborted after <done> of <total>`, `cause` the
 * signal's reason) and returns nothing partial.
 *
 * @param bars - Daily bars; not modified.
 * @param factory - Builds the strategy of one combination.
 * @param grid - Parameter name → candidate values.
 * @param options - {@link SweepParametersOptions}.
 * @returns The metric and trade count of every combination, the best, and optionally the returns matrix.
 * @throws {@link GuidekitError} for bad bars, grid or options, or an error of runBacktest; an `AbortError` when `signal` fires.
 * @example
 * ```ts
 * const sweep = sweepParameters(bars, (p) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow }),
 *   { fast: [5, 10, 20], slow: [20, 50, 100] }, { run: { commission: { rate: 0.002 } } });
 * sweep.best?.params; // e.g. { fast: 10, slow: 50 }
 * ```
 * @see docs/backtest-validation.md
 */
export function sweepParameters(bars: Bars, factory: StrategyFactory, grid: ParameterGrid, options: SweepParametersOptions = {}): SweepParametersResult {
  const fn = 'sweepParameters';
  readBars(fn, bars);
  if (typeof factory !== 'function') throw new GuidekitError(`${fn}: factory must be a function (params) → strategy`, { code: 'invalid_type', field: 'factory' });
  const { keys, sizes, combinations } = readGrid(fn, grid);
  const metric = options.metric ?? 'sharpe_ratio';
  if (!SWEEP_METRICS.includes(metric)) throw new GuidekitError(`${fn}: metric must be one of ${SWEEP_METRICS.join(', ')}`, { code: 'invalid_enum', field: 'metric' });
  const rf = options.riskFreeRate ?? 0;
  if (typeof rf !== 'number' || !(rf > -1 && rf < 1)) throw new GuidekitError(`${fn}: riskFreeRate must be a number in (−1, 1)`, { code: 'invalid_number', field: 'riskFreeRate' });
  const start = options.range?.start ?? 0;
  const end = options.range?.end ?? combinations;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > combinations || start >= end) {
    throw new GuidekitError(`${fn}: range must satisfy 0 ≤ start < end ≤ ${combinations}`, { code: 'invalid_range', field: 'range' });
  }
  const { signal, onProgress } = readLongWork(fn, options);
  const part = evaluateRange(bars, factory, grid, keys, sizes, createBarCalendar(bars.dates), {
    metric, run: readRunOptions('runBacktest', options.run ?? {}), rf, keep: options.keepReturns === true, start, end, signal, onProgress,
  });
  return mergeSweepParts(grid, metric, [part]);
}
