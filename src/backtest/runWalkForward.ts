import { GuidekitError } from '../core/GuidekitError.js';
import { gateStrategy } from './_lib/wfGate.js';
import { planWalkForwardWindows, sliceBars } from './_lib/wfWindows.js';
import { createBarCalendar, measureEquity, type SweepMetric } from './_lib/sweepMetric.js';
import { createProgressReporter, readLongWork, throwIfAborted, type LongWorkOptions } from './_lib/longWork.js';
import { readBars } from './_lib/readBars.js';
import { runBacktest, type RunBacktestOptions } from './runBacktest.js';
import { sweepParameters, type ParameterGrid, type StrategyFactory, type SweepParametersResult } from './sweepParameters.js';
import { readGrid } from './_lib/sweepParts.js';
import type { Bars } from './types.js';

/**
 * Options of {@link runWalkForward}. `signal` and `onProgress` (from {@link LongWorkOptions}) count units of
 * windows × grid combinations: progress advances as each window's sweep does.
 */
export interface RunWalkForwardOptions extends LongWorkOptions {
  /** Bars of each in-sample (optimisation) window; for `anchored`, of the first one. Required, ≥ 2. */
  readonly inSampleBars: number;
  /** Bars of each out-of-sample (evaluation) window. Required, ≥ 1. */
  readonly outOfSampleBars: number;
  /** Bars the windows advance by, ≥ outOfSampleBars (larger leaves gaps between evaluated windows). Default outOfSampleBars. */
  readonly stepBars?: number;
  /** `'rolling'` (default): fixed-length in-sample windows; `'anchored'`: every in-sample window starts at bar 0. */
  readonly mode?: 'rolling' | 'anchored';
  /** Statistic maximised in sample. Default `'sharpe_ratio'`. */
  readonly metric?: SweepMetric;
  /** Options of every run. `finalize` defaults to `'last_close'`, so each out-of-sample window ends flat. */
  readonly run?: RunBacktestOptions;
  /** Annual risk-free rate for Sharpe ratios. Default 0. */
  readonly riskFreeRate?: number;
}

/** One window of a walk-forward run. Returns are in percent; Sharpe ratios annualised (backtesting.py's definition). */
export interface WalkForwardWindowResult {
  readonly is_start: string;
  readonly is_end: string;
  readonly oos_start: string;
  readonly oos_end: string;
  /** The in-sample best parameters, `null` when no combination had a metric. */
  readonly best_params: Readonly<Record<string, number>> | null;
  /** The in-sample best's metric. */
  readonly is_metric: number | null;
  readonly is_return_ann_pct: number | null;
  readonly is_sharpe_ratio: number | null;
  readonly oos_return_pct: number;
  readonly oos_return_ann_pct: number | null;
  readonly oos_sharpe_ratio: number | null;
  readonly oos_trade_count: number;
  /** This window's OOS ÷ IS annualised return; `null` when the IS return is ≤ 0 or either is undefined. */
  readonly efficiency: number | null;
  /** Combinations run in sample (trials). */
  readonly trials: number;
}

/** Result of {@link runWalkForward}. */
export interface RunWalkForwardResult {
  readonly mode: 'rolling' | 'anchored';
  readonly metric: SweepMetric;
  readonly windows: readonly WalkForwardWindowResult[];
  /** Out-of-sample equity stitched window after window, as growth of 1; index 0 is the bar before the first OOS window. */
  readonly oos_equity: Float64Array;
  /** The date of each point of `oos_equity`. */
  readonly oos_dates: readonly string[];
  readonly oos_return_pct: number;
  readonly oos_return_ann_pct: number | null;
  readonly oos_sharpe_ratio: number | null;
  /** Mean over windows of the in-sample best's annualised return (percent). */
  readonly is_return_ann_pct: number | null;
  /** Mean over windows of the in-sample best's Sharpe ratio. */
  readonly is_sharpe_ratio: number | null;
  /** Walk-forward efficiency: stitched OOS annualised return ÷ mean IS annualised return; `null` when IS ≤ 0 or undefined. */
  readonly walk_forward_efficiency: number | null;
  /** 1 − OOS Sharpe ÷ IS Sharpe; `null` when the IS Sharpe is ≤ 0 or undefined. */
  readonly sharpe_decay: number | null;
  /** Returns of every out-of-sample trade (fractions), in order: the input of {@link simulateMonteCarlo}. */
  readonly oos_trade_returns: Float64Array;
  /** Largest number of combinations run in one window (the trials for the deflated Sharpe ratio). */
  readonly trials: number;
}

const orNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

function readCount(fn: string, field: string, value: unknown, min: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new GuidekitError(`${fn}: ${field} must be an integer ≥ ${min}`, { code: 'invalid_number', field });
  }
  return value;
}

/**
 * Walk-forward analysis: optimise the parameters on each in-sample window with {@link sweepParameters}, trade the best on the
 * following out-of-sample window, and stitch the out-of-sample windows into one equity curve.
 *
 * @remarks
 * - Windows: rolling (fixed in-sample length, moved by `stepBars`) or anchored (in-sample from bar 0, growing by `stepBars`);
 *   only full out-of-sample windows are used.
 * - Out of sample, the chosen strategy runs over the in-sample and out-of-sample bars together, so its indicators are warm,
 *   but it may not act before the out-of-sample window: its first decision is at the last in-sample close (filled at the
 *   first out-of-sample open), or at the first out-of-sample close with `fill: 'same_close'`. Any position still open
 *   at the window's end is closed at its last close (`finalize` 'last_close'), so windows are independent.
 * - The stitched curve chains each window's equity relative to its start. Its return, annualised return and Sharpe ratio use
 *   computeBacktestStats' formulas with the periodicity of the whole series.
 * - Walk-forward efficiency (Pardo) = annualised OOS return ÷ mean annualised IS return of the selected parameters; a value
 *   below 0.5 says most of the in-sample performance did not carry forward.
 *
 * @param bars - Daily bars; not modified.
 * @param factory - Builds the strategy of one parameter combination.
 * @param grid - Parameter name → candidate values.
 * @param options - {@link RunWalkForwardOptions}.
 * @returns Per-window results, the stitched out-of-sample equity and its figures, and the efficiency.
 * @throws {@link GuidekitError} for bad bars, grid or options, or too few bars for one window; an `Error` named `AbortError`
 *   (`runWalkForward: aborted after <done> of <windows × combinations>`, `cause` the signal's reason) when `options.signal`
 *   fires (checked before every combination of every window's sweep).
 * @example
 * ```ts
 * const wf = runWalkForward(bars, (p) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow }),
 *   { fast: [5, 10, 20], slow: [30, 50, 100] }, { inSampleBars: 1000, outOfSampleBars: 250 });
 * wf.walk_forward_efficiency;
 * ```
 * @see Pardo, R. (2008), The Evaluation and Optimization of Trading Strategies, 2nd ed., Wiley, ch. 11 (walk-forward analysis).
 * @see docs/backtest-validation.md
 */
export function runWalkForward(bars: Bars, factory: StrategyFactory, grid: ParameterGrid, options: RunWalkForwardOptions): RunWalkForwardResult {
  const fn = 'runWalkForward';
  readBars(fn, bars);
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${fn}: options are required`, { code: 'invalid_type', field: 'options' });
  const inSampleBars = readCount(fn, 'inSampleBars', options.inSampleBars, 2);
  const outOfSampleBars = readCount(fn, 'outOfSampleBars', options.outOfSampleBars, 1);
  const stepBars = readCount(fn, 'stepBars', options.stepBars, outOfSampleBars, outOfSampleBars);
  const mode = options.mode ?? 'rolling';
  if (mode !== 'rolling' && mode !== 'anchored') throw new GuidekitError(`${fn}: mode must be 'rolling' or 'anchored'`, { code: 'invalid_enum', field: 'mode' });
  const metric = options.metric ?? 'sharpe_ratio';
  const rf = options.riskFreeRate ?? 0;
  const run: RunBacktestOptions = { ...options.run, finalize: options.run?.finalize ?? 'last_close' };
  const sameClose = run.fill === 'same_close';
  const windows = planWalkForwardWindows(fn, bars.dates.length, { inSampleBars, outOfSampleBars, stepBars, mode });
  const calendar = createBarCalendar(bars.dates);
  const stitched: number[] = [1];
  const stitchedDates: string[] = [bars.dates[(windows[0] as { isEnd: number }).isEnd - 1] as string];
  const tradeReturns: number[] = [];
  const results: WalkForwardWindowResult[] = [];
  let trials = 0;
  const { signal, onProgress } = readLongWork(fn, options);
  const { combinations } = readGrid(fn, grid);
  const units = windows.length * combinations;
  const report = createProgressReporter(onProgress, units);
  let done = 0;
  for (const [k, w] of windows.entries()) {
    throwIfAborted(fn, signal, done, units);
    const isBars = sliceBars(bars, w.isStart, w.isEnd);
    let sweep: SweepParametersResult;
    try {
      sweep = sweepParameters(isBars, factory, grid, {
        metric, run, riskFreeRate: rf, signal,
        onProgress: (d) => {
          done = k * combinations + d;
          report(done);
        },
      });
    } catch (error) {
      // The window's sweep saw the signal first: report the abort as this function's, with its own count.
      if (signal?.aborted === true && (error as Error | undefined)?.name === 'AbortError') throwIfAborted(fn, signal, done, units);
      throw error;
    }
    trials = Math.max(trials, sweep.evaluated);
    let is = { return_ann_pct: Number.NaN, sharpe_ratio: Number.NaN };
    let oos = { return_pct: 0, return_ann_pct: Number.NaN, sharpe_ratio: Number.NaN };
    let oosTrades = 0;
    if (sweep.best !== null) {
      const strategy = factory(sweep.best.params);
      is = measureEquity(runBacktest(isBars, strategy, run).equity, createBarCalendar(isBars.dates, calendar.periodicity), rf);
      const runBars = sliceBars(bars, w.isStart, w.oosEnd);
      const local = w.isEnd - w.isStart;
      const result = runBacktest(runBars, gateStrategy(strategy, sameClose ? local : local - 1), run);
      oos = measureEquity(result.equity, createBarCalendar(runBars.dates, calendar.periodicity), rf, local - 1, result.equity.length);
      oosTrades = result.trades.length;
      for (const t of result.trades) tradeReturns.push(t.return_pct);
      const e0 = result.equity[local - 1] as number;
      const last = stitched[stitched.length - 1] as number;
      for (let t = local; t < result.equity.length; t++) stitched.push((last * (result.equity[t] as number)) / e0);
    } else {
      const last = stitched[stitched.length - 1] as number;
      for (let t = w.isEnd; t < w.oosEnd; t++) stitched.push(last);
    }
    for (let t = w.isEnd; t < w.oosEnd; t++) stitchedDates.push(bars.dates[t] as string);
    results.push({
      is_start: bars.dates[w.isStart] as string,
      is_end: bars.dates[w.isEnd - 1] as string,
      oos_start: bars.dates[w.isEnd] as string,
      oos_end: bars.dates[w.oosEnd - 1] as string,
      best_params: sweep.best?.params ?? null,
      is_metric: sweep.best?.value ?? null,
      is_return_ann_pct: orNull(is.return_ann_pct),
      is_sharpe_ratio: orNull(is.sharpe_ratio),
      oos_return_pct: oos.return_pct,
      oos_return_ann_pct: orNull(oos.return_ann_pct),
      oos_sharpe_ratio: orNull(oos.sharpe_ratio),
      oos_trade_count: oosTrades,
      efficiency: is.return_ann_pct > 0 && Number.isFinite(oos.return_ann_pct) ? oos.return_ann_pct / is.return_ann_pct : null,
      trials: sweep.evaluated,
    });
  }
  const equity = Float64Array.from(stitched);
  const total = measureEquity(equity, createBarCalendar(stitchedDates, calendar.periodicity), rf);
  const mean = (xs: (number | null)[]): number | null => {
    const f = xs.filter((x): x is number => x !== null);
    return f.length === 0 ? null : f.reduce((a, b) => a + b, 0) / f.length;
  };
  const isAnn = mean(results.map((r) => r.is_return_ann_pct));
  const isSharpe = mean(results.map((r) => r.is_sharpe_ratio));
  const oosAnn = orNull(total.return_ann_pct);
  const oosSharpe = orNull(total.sharpe_ratio);
  return {
    mode,
    metric,
    windows: results,
    oos_equity: equity,
    oos_dates: stitchedDates,
    oos_return_pct: total.return_pct,
    oos_return_ann_pct: oosAnn,
    oos_sharpe_ratio: oosSharpe,
    is_return_ann_pct: isAnn,
    is_sharpe_ratio: isSharpe,
    walk_forward_efficiency: isAnn !== null && isAnn > 0 && oosAnn !== null ? oosAnn / isAnn : null,
    sharpe_decay: isSharpe !== null && isSharpe > 0 && oosSharpe !== null ? 1 - oosSharpe / isSharpe : null,
    oos_trade_returns: Float64Array.from(tradeReturns),
    trials,
  };
}
