import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { findDrawdownPeriods } from './_lib/drawdownPeriods.js';
import { computePeriodReturns, detectPeriodicity, toEpochDays } from './_lib/periodReturns.js';
import { readBars } from './_lib/readBars.js';
import type { BacktestResult, Bars } from './types.js';

/** Options of {@link computeBacktestStats}. */
export interface ComputeBacktestStatsOptions {
  /** Annual risk-free rate as a fraction in (−1, 1), used by Sharpe, Sortino and Alpha. Default 0. */
  readonly riskFreeRate?: number;
}

/**
 * backtesting.py's statistics of a run (`compute_stats`), one field per row of its output. Percentages are in
 * percent, durations in calendar days. A figure backtesting.py reports as NaN or ±∞ is `null`. For example,
 * Sortino is `null` when there is no losing period, and the trade statistics are `null` when there are no trades.
 */
export interface BacktestStats {
  readonly start: string;
  readonly end: string;
  readonly duration_days: number;
  /** Share of bars with a closed trade open, entry and exit bars included. */
  readonly exposure_time_pct: number;
  readonly equity_final: Decimal;
  readonly equity_peak: Decimal;
  /** Commissions of the closed trades. */
  readonly commissions: Decimal;
  readonly return_pct: number;
  /** Close-to-close from the strategy's first trading bar (its warm-up) to the last bar. */
  readonly buy_and_hold_return_pct: number | null;
  /** Geometric: (1 + geometric-mean period return)^periods_per_year − 1. */
  readonly return_ann_pct: number | null;
  readonly volatility_ann_pct: number | null;
  /** Over calendar time: (final ÷ initial)^(365.25 ÷ days) − 1. */
  readonly cagr_pct: number | null;
  readonly sharpe_ratio: number | null;
  readonly sortino_ratio: number | null;
  readonly calmar_ratio: number | null;
  readonly alpha_pct: number | null;
  readonly beta: number | null;
  /** Negative: −(largest drawdown). */
  readonly max_drawdown_pct: number;
  readonly avg_drawdown_pct: number | null;
  readonly max_drawdown_duration_days: number | null;
  readonly avg_drawdown_duration_days: number | null;
  readonly trade_count: number;
  readonly win_rate_pct: number | null;
  readonly best_trade_pct: number | null;
  readonly worst_trade_pct: number | null;
  /** Geometric mean of the trade returns. */
  readonly avg_trade_pct: number | null;
  readonly max_trade_duration_days: number | null;
  readonly avg_trade_duration_days: number | null;
  /** Sum of winning trade returns ÷ |sum of losing trade returns| (returns, not cash). */
  readonly profit_factor: number | null;
  readonly expectancy_pct: number | null;
  readonly sqn: number | null;
  readonly kelly_criterion: number | null;
  /** Periods per year used to annualise (252, 365, 52, 12 or 1). */
  readonly periods_per_year: number;
}

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]): number => (xs.length === 0 ? Number.NaN : sum(xs) / xs.length);
const orNaN = (x: number): number => (x === 0 ? Number.NaN : x);

function sampleVariance(xs: readonly number[]): number {
  if (xs.length < 2) return Number.NaN;
  const m = mean(xs);
  let s = 0;
  for (const x of xs) s += (x - m) * (x - m);
  return s / (xs.length - 1);
}

/** backtesting.py's `geometric_mean`: 0 when any return is ≤ −100 %, NaN when there are none. */
function geometricMean(returns: readonly number[]): number {
  let logSum = 0;
  for (const r of returns) {
    const g = (Number.isNaN(r) ? 0 : r) + 1;
    if (g <= 0) return 0;
    logSum += Math.log(g);
  }
  return Math.exp(logSum / (returns.length || Number.NaN)) - 1;
}

/** β of the equity's log returns on the market's log returns, bar by bar (sample covariance ÷ sample variance). */
function computeBeta(equity: Float64Array, close: Float64Array): number {
  const m = equity.length - 1;
  if (m < 2) return Number.NaN;
  const e = new Float64Array(m);
  const c = new Float64Array(m);
  let me = 0;
  let mc = 0;
  for (let i = 0; i < m; i++) {
    e[i] = Math.log((equity[i + 1] as number) / (equity[i] as number));
    c[i] = Math.log((close[i + 1] as number) / (close[i] as number));
    me += e[i] as number;
    mc += c[i] as number;
  }
  me /= m;
  mc /= m;
  let cov = 0;
  let varC = 0;
  for (let i = 0; i < m; i++) {
    cov += ((e[i] as number) - me) * ((c[i] as number) - mc);
    varC += ((c[i] as number) - mc) ** 2;
  }
  return cov / (m - 1) / (varC / (m - 1));
}

/**
 * Computes backtesting.py's statistics of a run from its equity curve and closed trades.
 *
 * @remarks
 * The formulas follow backtesting.py `_stats.py::compute_stats` (see docs/backtest-engine.md):
 * - Period returns are the last equity per calendar day (or week, month or year) as simple returns. g is their
 *   geometric mean and D is 252, or 365 with weekend bars.
 * - Return (Ann.) = (1+g)^D − 1. Volatility (Ann.) = √((var + (1+g)²)^D − (1+g)^{2D}), with sample variance.
 * - Sharpe = (Ann. return − rf) ÷ Ann. volatility. Sortino = (Ann. return − rf) ÷ (√mean(min(r,0)²)·√D).
 *   Calmar = Ann. return ÷ max drawdown.
 * - CAGR uses calendar years of 365.25 days. β = cov(log equity returns, log close returns) ÷ var, bar by bar.
 *   α = Return − rf − β(Buy & Hold − rf).
 * - Profit factor and expectancy use trade returns. SQN = √n·mean(PnL) ÷ sd(PnL). Kelly = W − (1−W) ÷ (mean
 *   win ÷ mean loss).
 *
 * Only `result.trades` (closed trades) count, as in backtesting.py. An `open_trade` shows only in the equity.
 *
 * @param result - A {@link runBacktest} result on `bars`.
 * @param bars - The bars of the run.
 * @param options - {@link ComputeBacktestStatsOptions}.
 * @returns The statistics.
 * @throws {@link GuidekitError} when `bars` are invalid, the equity length differs from the bars, or the
 *   risk-free rate is outside (−1, 1).
 * @example
 * ```ts
 * const stats = computeBacktestStats(runBacktest(bars, createSmaCrossStrategy()), bars);
 * stats.sharpe_ratio;
 * ```
 * @see https://github.com/kernc/backtesting.py/blob/master/backtesting/_stats.py
 * @see docs/backtest-engine.md
 */
export function computeBacktestStats(result: BacktestResult, bars: Bars, options: ComputeBacktestStatsOptions = {}): BacktestStats {
  const fn = 'computeBacktestStats';
  readBars(fn, bars);
  const rf = options.riskFreeRate ?? 0;
  if (typeof rf !== 'number' || !(rf > -1 && rf < 1)) {
    throw new GuidekitError(`${fn}: riskFreeRate must be a number in (−1, 1)`, { code: 'invalid_number', field: 'riskFreeRate' });
  }
  const { equity, drawdown, trades } = result ?? {};
  const n = bars.dates.length;
  if (!(equity instanceof Float64Array) || equity.length !== n || !(drawdown instanceof Float64Array) || drawdown.length !== n) {
    throw new GuidekitError(`${fn}: result.equity and result.drawdown must be Float64Arrays of the bars' length (${n})`, {
      code: 'length_mismatch',
      field: 'result.equity',
    });
  }
  const days = toEpochDays(bars.dates);
  const close = bars.close;
  const e0 = equity[0] as number;
  const eN = equity[n - 1] as number;
  let peak = Number.NEGATIVE_INFINITY;
  let maxDd = 0;
  for (let i = 0; i < n; i++) {
    if ((equity[i] as number) > peak) peak = equity[i] as number;
    if ((drawdown[i] as number) > maxDd) maxDd = drawdown[i] as number;
  }
  const durationDays = (days[n - 1] as number) - (days[0] as number);

  const held = new Uint8Array(n);
  for (const t of trades) held.fill(1, t.entry_bar, t.exit_bar + 1);
  let heldBars = 0;
  for (let i = 0; i < n; i++) heldBars += held[i] as number;
  const exposure = (heldBars / n) * 100;
  const returnPct = ((eN - e0) / e0) * 100;
  const w = result.warmup_bars;
  const buyHold = w < n ? (((close[n - 1] as number) - (close[w] as number)) / (close[w] as number)) * 100 : Number.NaN;

  const { bucket, periodsPerYear: D } = detectPeriodicity(days);
  const r = computePeriodReturns(equity, days, bars.dates, bucket);
  const g = geometricMean(r);
  const annRet = (1 + g) ** D - 1;
  const annVol = Math.sqrt((sampleVariance(r) + (1 + g) ** 2) ** D - (1 + g) ** (2 * D)) * 100;
  const years = durationDays / 365.25;
  const cagr = years ? ((eN / e0) ** (1 / years) - 1) * 100 : Number.NaN;
  let downSq = 0;
  for (const x of r) if (x < 0) downSq += x * x;
  const downside = Math.sqrt(r.length === 0 ? Number.NaN : downSq / r.length) * Math.sqrt(D);
  const beta = computeBeta(equity, close);
  const { durations: ddDur, peaks: ddPeaks } = findDrawdownPeriods(drawdown, days);
  // With no episode backtesting.py averages the non-zero drawdowns themselves (and has no durations).
  const peaksForAvg = ddDur.length > 0 ? ddPeaks : Array.from(drawdown).filter((d) => d !== 0 && !Number.isNaN(d));

  const pl = trades.map((t) => t.pnl);
  const rets = trades.map((t) => t.return_pct);
  const tradeDays = trades.map((t) => t.duration_days);
  const nT = trades.length;
  const winRate = nT === 0 ? Number.NaN : pl.filter((x) => x > 0).length / nT;
  const wins = pl.filter((x) => x > 0);
  const losses = pl.filter((x) => x < 0);
  const plMean = mean(pl);
  const plSd = Math.sqrt(sampleVariance(pl));
  const ceilOrNull = (x: number): number | null => (Number.isFinite(x) ? Math.ceil(x) : null);

  return {
    start: bars.dates[0] as string,
    end: bars.dates[n - 1] as string,
    duration_days: durationDays,
    exposure_time_pct: exposure,
    equity_final: new Decimal(eN),
    equity_peak: new Decimal(peak),
    commissions: new Decimal(sum(trades.map((t) => t.commission))),
    return_pct: returnPct,
    buy_and_hold_return_pct: finite(buyHold),
    return_ann_pct: finite(annRet * 100),
    volatility_ann_pct: finite(annVol),
    cagr_pct: finite(cagr),
    sharpe_ratio: finite((annRet * 100 - rf * 100) / orNaN(annVol)),
    sortino_ratio: finite((annRet - rf) / downside),
    calmar_ratio: finite(annRet / orNaN(maxDd)),
    alpha_pct: finite(returnPct - rf * 100 - beta * (buyHold - rf * 100)),
    beta: finite(beta),
    max_drawdown_pct: -maxDd * 100,
    avg_drawdown_pct: finite(-mean(peaksForAvg) * 100),
    max_drawdown_duration_days: ddDur.length ? Math.max(...ddDur) : null,
    avg_drawdown_duration_days: ceilOrNull(mean(ddDur)),
    trade_count: nT,
    win_rate_pct: finite(winRate * 100),
    best_trade_pct: nT ? finite(Math.max(...rets) * 100) : null,
    worst_trade_pct: nT ? finite(Math.min(...rets) * 100) : null,
    avg_trade_pct: finite(geometricMean(rets) * 100),
    max_trade_duration_days: nT ? Math.max(...tradeDays) : null,
    avg_trade_duration_days: ceilOrNull(mean(tradeDays)),
    profit_factor: finite(sum(rets.filter((x) => x > 0)) / orNaN(Math.abs(sum(rets.filter((x) => x < 0))))),
    expectancy_pct: finite(mean(rets) * 100),
    sqn: finite((Math.sqrt(nT) * plMean) / orNaN(plSd)),
    kelly_criterion: finite(winRate - (1 - winRate) / (mean(wins) / -mean(losses))),
    periods_per_year: D,
  };
}
