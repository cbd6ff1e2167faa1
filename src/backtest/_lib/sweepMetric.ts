import { computePeriodReturns, detectPeriodicity, toEpochDays, type Periodicity } from './periodReturns.js';

/** The run figures a sweep or a walk-forward ranks and reports, defined exactly as in computeBacktestStats. */
export interface RunFigures {
  /** (E_last − E_0) ÷ E_0, in percent. */
  readonly return_pct: number;
  /** (1 + g)^D − 1 in percent, g the geometric mean period return (NaN when undefined). */
  readonly return_ann_pct: number;
  /** (Ann. return − rf) ÷ Ann. volatility, backtesting.py's Sharpe (NaN when undefined). */
  readonly sharpe_ratio: number;
  /** (E_last ÷ E_0)^(365.25 ÷ days) − 1, in percent. */
  readonly cagr_pct: number;
}

/** The metrics a sweep can rank by; the names and definitions are {@link computeBacktestStats}' fields. */
export type SweepMetric = keyof RunFigures;
export const SWEEP_METRICS: readonly SweepMetric[] = ['sharpe_ratio', 'return_pct', 'return_ann_pct', 'cagr_pct'];

/** The calendar of a bar series, computed once per sweep (parsing dates dominates the cost of the statistics otherwise). */
export interface BarCalendar {
  readonly dates: readonly string[];
  readonly days: Int32Array;
  readonly periodicity: Periodicity;
  /** Work space for the period returns of one measurement. */
  readonly scratch: Float64Array;
}

export function createBarCalendar(dates: readonly string[], periodicity?: Periodicity): BarCalendar {
  const days = toEpochDays(dates);
  return { dates, days, periodicity: periodicity ?? detectPeriodicity(days), scratch: new Float64Array(dates.length) };
}

/**
 * Measures an equity curve (over `calendar`'s bars, or the points `from`..`to − 1` of it) with backtesting.py's formulas, as
 * computeBacktestStats does, without the trade and drawdown statistics a sweep does not need.
 */
export function measureEquity(equity: Float64Array, calendar: BarCalendar, riskFreeRate: number, from = 0, to = equity.length): RunFigures {
  const eq = from === 0 && to === equity.length ? equity : equity.subarray(from, to);
  const days = calendar.days.subarray(from, to);
  const { bucket, periodsPerYear: D } = calendar.periodicity;
  const dates = bucket === 'D' ? calendar.dates : from === 0 && to === calendar.dates.length ? calendar.dates : calendar.dates.slice(from, to);
  // Dates are strictly increasing, so with daily sampling every bar is its own bucket: the period returns are the bar
  // returns (0/0 after ruin dropped, as pandas does), computed here without the general bucketing.
  let r: ArrayLike<number> & Iterable<number>;
  if (bucket === 'D') {
    let m = 0;
    const scratch = calendar.scratch;
    for (let i = 1; i < eq.length; i++) {
      const x = (eq[i] as number) / (eq[i - 1] as number) - 1;
      if (!Number.isNaN(x)) scratch[m++] = x;
    }
    r = scratch.subarray(0, m);
  } else {
    r = computePeriodReturns(eq, days, dates, bucket);
  }
  let logSum = 0;
  let zero = false;
  let sum = 0;
  // Indexed loops (not for…of over a union of array types): the same additions in the same order, so the same bits.
  const count = r.length;
  for (let i = 0; i < count; i++) {
    const x = r[i] as number;
    const g = x + 1;
    if (g <= 0) zero = true;
    else logSum += Math.log(g);
    sum += x;
  }
  const g = r.length === 0 ? Number.NaN : zero ? 0 : Math.exp(logSum / r.length) - 1;
  let ss = 0;
  const mean = sum / r.length;
  for (let i = 0; i < count; i++) {
    const x = r[i] as number;
    ss += (x - mean) * (x - mean);
  }
  const variance = r.length < 2 ? Number.NaN : ss / (r.length - 1);
  const annRet = (1 + g) ** D - 1;
  const annVol = Math.sqrt((variance + (1 + g) ** 2) ** D - (1 + g) ** (2 * D)) * 100;
  const e0 = eq[0] as number;
  const eN = eq[eq.length - 1] as number;
  const years = ((days[days.length - 1] as number) - (days[0] as number)) / 365.25;
  const sharpe = (annRet * 100 - riskFreeRate * 100) / (annVol === 0 ? Number.NaN : annVol);
  return {
    return_pct: ((eN - e0) / e0) * 100,
    return_ann_pct: Number.isFinite(annRet) ? annRet * 100 : Number.NaN,
    sharpe_ratio: Number.isFinite(sharpe) ? sharpe : Number.NaN,
    cagr_pct: years ? ((eN / e0) ** (1 / years) - 1) * 100 : Number.NaN,
  };
}
