// Reference: backtesting.py itself (kernc/backtesting.py @ 9c2b8e1c, run unmodified with pandas 1.5.3 / numpy
// 1.24.2) on its own GOOG.csv, recorded by tools/backtesting-py/run_smacross.py into
// test/fixtures/backtesting-py/smacross-goog.json (provenance inside). The test-suite scenario is also
// backtesting.py's published test (backtesting/test/_test.py::test_compute_stats), whose figures are repeated below.
// test/fixtures/backtesting-py/finalize-goog.json (tools/backtesting-py/run_finalize.py, same versions) runs the README
// setup under each way of ending with a trade still open: backtesting.py's default (finalize_trades=False),
// finalize_trades=True, and a close at the last bar's close produced with backtesting.py's own broker and compute_stats.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeSma } from '../../src/markets/indicators/computeSma.js';
import { computeBacktestStats, type BacktestStats } from '../../src/backtest/computeBacktestStats.js';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.js';
import { runBacktest, type RunBacktestOptions } from '../../src/backtest/runBacktest.js';
import type { BacktestAction, BacktestResult, BacktestStrategy, Bars } from '../../src/backtest/types.js';
import { loadGoog } from './_goog.js';

type FixtureValue = number | string | null;
interface FixtureTrade {
  size: number; entry_bar: number; exit_bar: number; entry_price: number; exit_price: number;
  sl: number | null; tp: number | null; pnl: number; commission: number; return_pct: number;
  entry_time: string; exit_time: string; duration_days: number;
}
interface Scenario { stats: Record<string, FixtureValue>; trades: FixtureTrade[]; equity?: number[] }
const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/backtesting-py/smacross-goog.json', import.meta.url), 'utf8'),
) as { scenarios: Record<string, Scenario> };
const finalizeFixture = JSON.parse(
  readFileSync(new URL('../fixtures/backtesting-py/finalize-goog.json', import.meta.url), 'utf8'),
) as { scenarios: Record<'none' | 'last_open' | 'last_close', Scenario> };

const TOL = 1e-6;

/** Our snake_case stats field for each backtesting.py stats row. */
const FIELD: Record<string, keyof BacktestStats> = {
  Start: 'start', End: 'end', Duration: 'duration_days', 'Exposure Time [%]': 'exposure_time_pct',
  'Equity Final [$]': 'equity_final', 'Equity Peak [$]': 'equity_peak', 'Commissions [$]': 'commissions',
  'Return [%]': 'return_pct', 'Buy & Hold Return [%]': 'buy_and_hold_return_pct', 'Return (Ann.) [%]': 'return_ann_pct',
  'Volatility (Ann.) [%]': 'volatility_ann_pct', 'CAGR [%]': 'cagr_pct', 'Sharpe Ratio': 'sharpe_ratio',
  'Sortino Ratio': 'sortino_ratio', 'Calmar Ratio': 'calmar_ratio', 'Alpha [%]': 'alpha_pct', Beta: 'beta',
  'Max. Drawdown [%]': 'max_drawdown_pct', 'Avg. Drawdown [%]': 'avg_drawdown_pct',
  'Max. Drawdown Duration': 'max_drawdown_duration_days', 'Avg. Drawdown Duration': 'avg_drawdown_duration_days',
  '# Trades': 'trade_count', 'Win Rate [%]': 'win_rate_pct', 'Best Trade [%]': 'best_trade_pct',
  'Worst Trade [%]': 'worst_trade_pct', 'Avg. Trade [%]': 'avg_trade_pct', 'Max. Trade Duration': 'max_trade_duration_days',
  'Avg. Trade Duration': 'avg_trade_duration_days', 'Profit Factor': 'profit_factor', 'Expectancy [%]': 'expectancy_pct',
  SQN: 'sqn', 'Kelly Criterion': 'kelly_criterion',
};

/** backtesting.py's SmaCross with sl/tp computed from the decision close, as the Python strategy does. */
function smaCrossWithStops(fast: number, slow: number, slPct: number, tpPct: number): BacktestStrategy {
  return {
    name: 'SmaCrossStops',
    prepare(bars: Bars) {
      const a = computeSma(bars.close, { period: fast });
      const b = computeSma(bars.close, { period: slow });
      return {
        warmupBars: slow - 1,
        decide(t): BacktestAction | null {
          const c = bars.close[t] as number;
          if ((a[t - 1] as number) < (b[t - 1] as number) && (a[t] as number) > (b[t] as number)) {
            return { type: 'enter', side: 'long', stopLoss: { price: c * (1 - slPct) }, takeProfit: { price: c * (1 + tpPct) } };
          }
          if ((b[t - 1] as number) < (a[t - 1] as number) && (b[t] as number) > (a[t] as number)) {
            return { type: 'enter', side: 'short', stopLoss: { price: c * (1 + slPct) }, takeProfit: { price: c * (1 - tpPct) } };
          }
          return null;
        },
      };
    },
  };
}

function expectClose(actual: number, expected: number, what: string): void {
  if (Math.abs(actual - expected) > TOL * Math.max(1, Math.abs(expected))) {
    expect.fail(`${what}: ${actual} differs from backtesting.py's ${expected}`);
  }
}

function compareTrades(result: BacktestResult, trades: FixtureTrade[]): void {
  expect(result.trades.length).toBe(trades.length);
  result.trades.forEach((t, i) => {
    const ref = trades[i] as FixtureTrade;
    const what = `trade ${i}`;
    expect(t.entry_bar, `${what} entry bar`).toBe(ref.entry_bar);
    expect(t.exit_bar, `${what} exit bar`).toBe(ref.exit_bar);
    expect(t.entry_date).toBe(ref.entry_time);
    expect(t.exit_date).toBe(ref.exit_time);
    expect(t.duration_days).toBe(ref.duration_days);
    expect((t.side === 'long' ? 1 : -1) * t.size, `${what} size`).toBe(ref.size);
    expectClose(t.entry_price, ref.entry_price, `${what} entry price`);
    expectClose(t.exit_price, ref.exit_price, `${what} exit price`);
    expectClose(t.pnl, ref.pnl, `${what} PnL`);
    expectClose(t.commission, ref.commission, `${what} commission`);
    expectClose(t.return_pct, ref.return_pct, `${what} return`);
    if (ref.sl !== null) expectClose(t.stop_loss as number, ref.sl, `${what} SL`);
    if (ref.tp !== null) expectClose(t.take_profit as number, ref.tp, `${what} TP`);
  });
}

function compareStats(stats: BacktestStats, ref: Record<string, FixtureValue>): void {
  for (const [key, value] of Object.entries(ref)) {
    const field = FIELD[key];
    if (field === undefined) expect.fail(`unmapped backtesting.py stat ${key}`);
    const ours = stats[field];
    if (typeof value === 'string' && /^\d{4}-/.test(value)) expect(ours, key).toBe(value);
    else if (value === null || value === 'NaN' || value === 'Infinity' || value === '-Infinity') expect(ours, key).toBeNull();
    else expectClose(Number(ours?.toString()), value as number, key);
  }
}

/**
 * GOOG aggregated to weeks ending Sunday, labelled by that Sunday, as pandas
 * `GOOG.resample('W').agg(OHLCV_AGG).dropna()` does (first open, max high, min low, last close, summed volume).
 */
function weekly(bars: Bars): Bars {
  const dates: string[] = [];
  const rows: number[][] = [];
  bars.dates.forEach((d, i) => {
    const day = new Date(`${d}T00:00:00Z`);
    const sunday = new Date(day.getTime() + ((7 - day.getUTCDay()) % 7) * 86_400_000).toISOString().slice(0, 10);
    const o = bars.open[i] as number, h = bars.high[i] as number, l = bars.low[i] as number, c = bars.close[i] as number, v = bars.volume[i] as number;
    const last = rows[rows.length - 1];
    if (dates[dates.length - 1] === sunday && last) {
      last[1] = Math.max(last[1] as number, h);
      last[2] = Math.min(last[2] as number, l);
      last[3] = c;
      last[4] = (last[4] as number) + v;
    } else {
      dates.push(sunday);
      rows.push([o, h, l, c, v]);
    }
  });
  const col = (k: number) => Float64Array.from(rows, (r) => r[k] as number);
  return { dates, open: col(0), high: col(1), low: col(2), close: col(3), volume: col(4) };
}

// Each scenario states its finalize setting: 'none' is backtesting.py's default (finalize_trades=False, also ours),
// 'last_open' is finalize_trades=True.
const SCENARIOS: Record<string, { strategy: BacktestStrategy; options: RunBacktestOptions; weekly?: boolean }> = {
  // README: Backtest(GOOG, SmaCross, commission=.002, exclusive_orders=True), default finalize_trades=False; its
  // last trade stays open.
  readme: { strategy: createSmaCrossStrategy({ fast: 10, slow: 20 }), options: { commission: { rate: 0.002 }, finalize: 'none' } },
  // _test.py::test_compute_stats: SmaCross(10, 30), finalize_trades=True.
  'test-suite': { strategy: createSmaCrossStrategy({ fast: 10, slow: 30 }), options: { finalize: 'last_open' } },
  // finalize_trades=True.
  stops: {
    strategy: smaCrossWithStops(10, 20, 0.05, 0.1),
    options: { commission: { fixed: 1, rate: 0.001 }, finalize: 'last_open' },
  },
  // Weekly bars: backtesting.py annualises with 52 periods and samples weekly returns. finalize_trades=True.
  weekly: {
    strategy: createSmaCrossStrategy({ fast: 4, slow: 10 }),
    options: { commission: { rate: 0.001 }, finalize: 'last_open' },
    weekly: true,
  },
  // trade_on_close=True, finalize_trades=True.
  'close-fills': {
    strategy: createSmaCrossStrategy({ fast: 10, slow: 20 }),
    options: { fill: 'same_close', spread: 0.001, finalize: 'last_open' },
  },
};

describe('runBacktest', () => {
  const daily = loadGoog();
  for (const [name, { strategy, options, weekly: isWeekly }] of Object.entries(SCENARIOS)) {
    const bars = isWeekly ? weekly(daily) : daily;
    const ref = fixture.scenarios[name] as Scenario;
    it(`reproduces backtesting.py's ${name} trade list to 1e-6`, () => {
      compareTrades(runBacktest(bars, strategy, options), ref.trades);
    });
    it(`reproduces backtesting.py's ${name} statistics to 1e-6`, () => {
      compareStats(computeBacktestStats(runBacktest(bars, strategy, options), bars), ref.stats);
    });
    if (ref.equity !== undefined) {
      it(`reproduces backtesting.py's ${name} equity curve to 1e-6`, () => {
        const { equity } = runBacktest(bars, strategy, options);
        ref.equity!.forEach((e, i) => expectClose(equity[i] as number, e, `equity[${i}]`));
      });
    }
  }

  it('keeps the last open trade out of the trade list as backtesting.py does by default (README run)', () => {
    const r = runBacktest(daily, SCENARIOS.readme!.strategy, SCENARIOS.readme!.options);
    expect(r.open_trade).not.toBeNull();
    expect(r.trades.length).toBe(93); // README: "# Trades 93"
  });

  describe('a trade still open after the last bar (README setup, each finalize setting)', () => {
    const strategy = createSmaCrossStrategy({ fast: 10, slow: 20 });
    const commission = { rate: 0.002 };
    for (const finalize of ['none', 'last_open', 'last_close'] as const) {
      const ref = finalizeFixture.scenarios[finalize];
      it(`reproduces backtesting.py's trades, statistics and equity with finalize '${finalize}'`, () => {
        const result = runBacktest(daily, strategy, { commission, finalize });
        compareTrades(result, ref.trades);
        compareStats(computeBacktestStats(result, daily), ref.stats);
        ref.equity!.forEach((e, i) => expectClose(result.equity[i] as number, e, `equity[${i}]`));
        expect(result.open_trade === null).toBe(finalize !== 'none');
      });
    }

    it("defaults to backtesting.py's default: the open trade is left out of # Trades, and the equity marks it to the last close", () => {
      const result = runBacktest(daily, strategy, { commission });
      const ref = finalizeFixture.scenarios.none;
      compareTrades(result, ref.trades);
      compareStats(computeBacktestStats(result, daily), ref.stats);
      ref.equity!.forEach((e, i) => expectClose(result.equity[i] as number, e, `equity[${i}]`));
      expect(computeBacktestStats(result, daily).trade_count).toBe(93);
      expect(result.open_trade).toMatchObject({ exit_reason: 'end_of_data', exit_bar: daily.dates.length - 1 });
    });
  });
});

describe('computeBacktestStats', () => {
  it("matches the figures published in backtesting.py's test suite (_test.py::test_compute_stats)", () => {
    const bars = loadGoog();
    const s = computeBacktestStats(runBacktest(bars, SCENARIOS['test-suite']!.strategy, SCENARIOS['test-suite']!.options), bars);
    // Values copied from backtesting/test/_test.py (rtol 1e-8 there).
    const published: Partial<Record<keyof BacktestStats, number>> = {
      trade_count: 66, avg_drawdown_duration_days: 41, avg_drawdown_pct: -5.925851581948801, avg_trade_duration_days: 46,
      avg_trade_pct: 2.531715975158555, best_trade_pct: 53.59595229490424, buy_and_hold_return_pct: 522.0601851851852,
      calmar_ratio: 0.44166409202994605, duration_days: 3116, equity_final: 51422.98999999996, equity_peak: 75787.44,
      expectancy_pct: 3.2748078066748834, exposure_time_pct: 96.74115456238361, max_drawdown_duration_days: 584,
      max_drawdown_pct: -47.98012705007589, max_trade_duration_days: 183, profit_factor: 2.167945974262033,
      return_ann_pct: 21.191099249053224, return_pct: 414.2298999999996, volatility_ann_pct: 36.49716090702389,
      cagr_pct: 21.160245705962623, sqn: 1.0766187356697705, kelly_criterion: 0.1518705127029717,
      sharpe_ratio: 0.5806232244485349, sortino_ratio: 1.0853434352488662, win_rate_pct: 46.96969696969697,
      worst_trade_pct: -18.39887353835481, alpha_pct: 394.37391142027462, beta: 0.03803390709192,
    };
    for (const [k, v] of Object.entries(published)) expectClose(Number(s[k as keyof BacktestStats]?.toString()), v, k);
    expect(s.start).toBe('2004-08-19');
    expect(s.end).toBe('2013-03-01');
  });
});
