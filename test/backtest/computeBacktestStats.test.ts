import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { computeBacktestStats } from '../../src/backtest/computeBacktestStats.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import type { BacktestResult, BacktestTrade, Bars } from '../../src/backtest/types.js';
import { makeBars, scripted } from './_bars.js';

function barsOn(dates: string[], closes: number[]): Bars {
  const c = Float64Array.from(closes);
  return { dates, open: c, high: c, low: c, close: c, volume: new Float64Array(c.length) };
}

function resultOf(equity: number[], trades: Partial<BacktestTrade>[], warmup = 0): BacktestResult {
  const eq = Float64Array.from(equity);
  let peak = -Infinity;
  const dd = eq.map((e) => {
    peak = Math.max(peak, e);
    return 1 - e / peak;
  });
  const d = (x: number) => new Decimal(x);
  return {
    strategy: 'hand', trades: trades as BacktestTrade[], open_trade: null, equity: eq, drawdown: dd, warmup_bars: warmup, cancelled_orders: 0,
    summary: { initial_cash: d(equity[0]!), final_equity: d(equity.at(-1)!), peak_equity: d(peak), total_commission: d(0), net_pnl: d(0) },
  };
}

describe('computeBacktestStats', () => {
  // Monday 2024-01-01 to Friday 2024-01-05: weekdays only, so 252 periods a year (backtesting.py _stats.py).
  const week = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
  const equity = [100, 110, 99, 121, 121];
  const trades: Partial<BacktestTrade>[] = [
    { entry_bar: 0, exit_bar: 1, pnl: 10, return_pct: 0.1, duration_days: 1, commission: 1 },
    { entry_bar: 2, exit_bar: 3, pnl: -5, return_pct: -0.05, duration_days: 2, commission: 1.5 },
  ];
  const s = computeBacktestStats(resultOf(equity, trades), barsOn(week, equity));

  it('applies backtesting.py formulas to a hand-worked five-day example', () => {
    // Daily returns +10 %, −10 %, +22.2 %, 0: their product is 1.21, so the geometric mean is 1.21^(1/4) − 1.
    const r = [0.1, -0.1, 121 / 99 - 1, 0];
    const g = 1.21 ** 0.25 - 1;
    const m = r.reduce((a, b) => a + b) / 4;
    const variance = r.reduce((a, b) => a + (b - m) ** 2, 0) / 3;
    expect(s.periods_per_year).toBe(252);
    expect(s.duration_days).toBe(4);
    expect(s.return_pct).toBeCloseTo(21, 12);
    expect(s.return_ann_pct!).toBeCloseTo((1.21 ** 63 - 1) * 100, 6);
    expect(s.volatility_ann_pct!).toBeCloseTo(Math.sqrt((variance + (1 + g) ** 2) ** 252 - (1 + g) ** 504) * 100, 4);
    expect(s.cagr_pct!).toBeCloseTo((1.21 ** (365.25 / 4) - 1) * 100, 4);
    expect(s.sortino_ratio!).toBeCloseTo((1.21 ** 63 - 1) / (Math.sqrt(0.01 / 4) * Math.sqrt(252)), 8);
    expect(s.sharpe_ratio!).toBeCloseTo(s.return_ann_pct! / s.volatility_ann_pct!, 12);
    // One drawdown episode: from the high on day 1 to the new high on day 3, 10 % deep, 2 days long.
    expect(s.max_drawdown_pct).toBeCloseTo(-10, 12);
    expect(s.avg_drawdown_pct!).toBeCloseTo(-10, 12);
    expect([s.max_drawdown_duration_days, s.avg_drawdown_duration_days]).toEqual([2, 2]);
    expect(s.calmar_ratio!).toBeCloseTo((1.21 ** 63 - 1) / 0.1, 6);
    // The market is the equity itself: β = 1, α = Return − B&H = 0.
    expect(s.beta!).toBeCloseTo(1, 12);
    expect(s.alpha_pct!).toBeCloseTo(0, 9);
    expect(s.buy_and_hold_return_pct!).toBeCloseTo(21, 12);
  });

  it('applies the trade formulas: geometric average, return-based profit factor, SQN and Kelly', () => {
    expect(s.trade_count).toBe(2);
    expect(s.exposure_time_pct).toBe(80);
    expect(s.win_rate_pct).toBe(50);
    expect([s.best_trade_pct, s.worst_trade_pct]).toEqual([10, -5]);
    expect(s.avg_trade_pct!).toBeCloseTo((Math.sqrt(1.1 * 0.95) - 1) * 100, 12);
    expect(s.profit_factor!).toBeCloseTo(2, 12);
    expect(s.expectancy_pct!).toBeCloseTo(2.5, 12);
    expect(s.sqn!).toBeCloseTo((Math.sqrt(2) * 2.5) / (15 / Math.sqrt(2)), 12);
    expect(s.kelly_criterion!).toBeCloseTo(0.5 - 0.5 / (10 / 5), 12);
    expect([s.max_trade_duration_days, s.avg_trade_duration_days]).toEqual([2, 2]); // mean 1.5 rounded up, like pandas ceil('D')
    expect(s.commissions.toNumber()).toBe(2.5);
    expect([s.equity_final.toNumber(), s.equity_peak.toNumber()]).toEqual([121, 121]);
  });

  it('annualises with 365 periods when weekend bars are common, as for crypto', () => {
    const days = Array.from({ length: 14 }, (_, i) => `2024-01-${String(i + 1).padStart(2, '0')}`);
    const eq = days.map((_, i) => 100 + i);
    expect(computeBacktestStats(resultOf(eq, []), barsOn(days, eq)).periods_per_year).toBe(365);
  });

  it('annualises weekly bars with 52 periods and monthly bars with 12', () => {
    const weeks = Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(2024, 0, 7 + 7 * i)).toISOString().slice(0, 10));
    const eq = weeks.map((_, i) => 100 + i);
    expect(computeBacktestStats(resultOf(eq, []), barsOn(weeks, eq)).periods_per_year).toBe(52);
    const months = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2022, i + 1, 0)).toISOString().slice(0, 10));
    const meq = months.map((_, i) => 100 + i);
    expect(computeBacktestStats(resultOf(meq, []), barsOn(months, meq)).periods_per_year).toBe(12);
  });

  it('reports undefined figures as null: no trades, no losing day', () => {
    const eq = [100, 101, 102, 103, 104];
    const st = computeBacktestStats(resultOf(eq, []), barsOn(week, eq));
    expect([st.trade_count, st.win_rate_pct, st.best_trade_pct, st.avg_trade_pct, st.profit_factor, st.sqn, st.kelly_criterion]).toEqual([0, null, null, null, null, null, null]);
    expect(st.sortino_ratio).toBeNull(); // backtesting.py: +inf
    expect([st.max_drawdown_pct, st.max_drawdown_duration_days, st.avg_drawdown_pct]).toEqual([-0, null, null]);
    expect(st.exposure_time_pct).toBe(0);
  });

  it('measures buy & hold from the first trading bar after the warm-up', () => {
    const eq = [100, 100, 100, 100, 100];
    const st = computeBacktestStats(resultOf(eq, [], 2), barsOn(week, [50, 80, 100, 110, 125]));
    expect(st.buy_and_hold_return_pct).toBeCloseTo(25, 12);
  });

  it('subtracts the risk-free rate in Sharpe, Sortino and Alpha', () => {
    const rf = computeBacktestStats(resultOf(equity, trades), barsOn(week, equity), { riskFreeRate: 0.02 });
    expect(rf.sharpe_ratio!).toBeCloseTo((s.return_ann_pct! - 2) / s.volatility_ann_pct!, 12);
    expect(rf.alpha_pct!).toBeCloseTo(21 - 2 - rf.beta! * (21 - 2), 9);
  });

  it('rejects a bad risk-free rate or a result of another length, naming the field', () => {
    const bad = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof GuidekitError ? e.field : 'not a GuidekitError';
      }
      return 'no error';
    };
    expect(bad(() => computeBacktestStats(resultOf(equity, trades), barsOn(week, equity), { riskFreeRate: 1 }))).toBe('riskFreeRate');
    expect(bad(() => computeBacktestStats(resultOf([1, 2], []), barsOn(week, equity)))).toBe('result.equity');
  });

  it('keeps its invariants on random runs under every finalize setting: drawdown ≤ 0, exposure and win rate in [0, 100], final equity = cash + Σ PnL (open trade included)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 20, max: 200, noNaN: true }), { minLength: 10, maxLength: 80 }),
        fc.array(fc.constantFrom('long', 'short', 'exit', null), { minLength: 80, maxLength: 80 }),
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        fc.constantFrom('none', 'last_open', 'last_close'),
        (closes, acts, rate, spread, finalize) => {
          const bars = makeBars(closes.map((c, i) => [closes[i - 1] ?? c, Math.max(c, closes[i - 1] ?? c) * 1.01, Math.min(c, closes[i - 1] ?? c) * 0.99, c]));
          const script = Object.fromEntries(acts.map((a, i) => [i, a === null ? null : a === 'exit' ? { type: 'exit' as const } : { type: 'enter' as const, side: a }]).filter(([, a]) => a !== null));
          const r = runBacktest(bars, scripted(script), { cash: 10_000, commission: { rate }, spread, finalize });
          const st = computeBacktestStats(r, bars);
          expect(st.max_drawdown_pct).toBeLessThanOrEqual(0);
          expect(st.exposure_time_pct).toBeGreaterThanOrEqual(0);
          expect(st.exposure_time_pct).toBeLessThanOrEqual(100);
          if (st.win_rate_pct !== null) expect(st.win_rate_pct).toBeLessThanOrEqual(100);
          // A trade left open (finalize 'none') counts in the equity, marked to the last close, not in the trades.
          const pnl = r.trades.reduce((a, t) => a + t.pnl, 0) + (r.open_trade?.pnl ?? 0);
          if (r.trades.every((t) => t.exit_reason !== 'out_of_money')) expect(r.equity.at(-1)! - 10_000).toBeCloseTo(pnl, 6);
          r.drawdown.forEach((d) => expect(d >= 0 && d <= 1).toBe(true));
        },
      ),
      { numRuns: 100 },
    );
  });
});
