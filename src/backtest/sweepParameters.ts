import { GuidekitError } from '../core/GuidekitError.js';
import { createBarCalendar, measureEquity, SWEEP_METRICS, type BarCalendar, type SweepMetric } from './_lib/sweepMetric.js';
import { mergeSweepParts, paramsAt, readGrid, type ParameterGrid, type SweepParametersResult, type SweepPart } from './_lib/sweepParts.js';
import { readBars } from './_lib/readBars.js';
import { runBacktest, type RunBacktestOptions } from './runBacktest.js';
import type { BacktestStrategy, Bars } from './types.js';

export type { ParameterGrid, SweepParametersResult } from './_lib/sweepParts.js';
export type { SweepMetric } from './_lib/sweepMetric.js';

/** Builds a strategy from one combination of parameters, e.g. `(p) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow })`. */
export type StrategyFactory = (params: Readonly<Record<string, number>>) => BacktestStrategy;

/** Options of {@link sweepParameters}. */
export interface SweepParametersOptions {
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

/** Runs combinations `start`..`end − 1`. */
function evaluateRange(
  bars: Bars, factory: StrategyFactory, grid: ParameterGrid, keys: string[], sizes: number[], calendar: BarCalendar,
  o: { metric: SweepMetric; run: RunBacktestOptions; rf: number; keep: boolean; start: number; end: number },
): SweepPart {
  const count = o.end - o.start;
  const values = new Float64Array(count).fill(Number.NaN);
  const tradeCounts = new Int32Array(count).fill(-1);
  const n = bars.dates.length;
  const series: Float64Array[] = [];
  const indexes: number[] = [];
  for (let i = 0; i < count; i++) {
    let strategy: BacktestStrategy;
    try {
      strategy = factory(paramsAt(grid, keys, sizes, o.start + i));
    } catch (error) {
      // A combination the strategy itself declares invalid (fast ≥ slow…) is an outcome of the sweep, not a bad argument.
      if (error instanceof GuidekitError) continue;
      throw error;
    }
    const result = runBacktest(bars, strategy, o.run);
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
 * once). The best is the highest metric, the first one on ties. The run is pure and single-threaded;
 * `src/adapters/workers` spreads the same computation over worker threads with an identical result.
 * `evaluated` is the number of trials to report to {@link computeDeflatedSharpe}, and `returns` (with `keepReturns`) is
 * the matrix {@link estimatePbo} takes.
 *
 * @param bars - Daily bars; not modified.
 * @param factory - Builds the strategy of one combination.
 * @param grid - Parameter name → candidate values.
 * @param options - {@link SweepParametersOptions}.
 * @returns The metric and trade count of every combination, the best, and optionally the returns matrix.
 * @throws {@link GuidekitError} for bad bars, grid or options, or an error of runBacktest.
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
  const part = evaluateRange(bars, factory, grid, keys, sizes, createBarCalendar(bars.dates), {
    metric, run: options.run ?? {}, rf, keep: options.keepReturns === true, start, end,
  });
  return mergeSweepParts(grid, metric, [part]);
}
