import Decimal from 'decimal.js';
import type { GuidekitError } from '../core/GuidekitError.js';
import { readBars } from './_lib/readBars.js';
import { readRunOptions, type RawRunOptions } from './_lib/readRunOptions.js';
import { simulateBacktest } from './_lib/simulateBacktest.js';
import type { BacktestResult, BacktestStrategy, Bars, PositionSizing } from './types.js';

/**
 * Options of {@link runBacktest}. Every default is backtesting.py's (kernc/backtesting.py `Backtest`).
 */
export interface RunBacktestOptions extends RawRunOptions {
  /** Initial cash, a decimal amount > 0. Default 10 000. */
  readonly cash?: Decimal.Value;
  /**
   * When an order decided at the close of bar t fills: `'next_open'` (default) at Open[t+1];
   * `'same_close'` at Close[t] (backtesting.py `trade_on_close=True`). Stops and targets always fill intrabar.
   */
  readonly fill?: 'next_open' | 'same_close';
  /** Bid–ask spread as a fraction of price, paid once on entry: fill = price·(1 ± spread). Default 0. */
  readonly spread?: number;
  /** Slippage as a fraction of price, adverse on every fill (entries, exits, stops, targets). Default 0. */
  readonly slippage?: number;
  /** Commission on entry and on exit: `fixed + |units|·price·rate`. Default none. */
  readonly commission?: { readonly fixed?: Decimal.Value; readonly rate?: number };
  /** Default sizing of entries. Default all available cash, whole units (`{ kind: 'equity', fraction: 1 − ε }`). */
  readonly sizing?: PositionSizing;
  /** Trade fractional units instead of whole units. Default false. */
  readonly fractional?: boolean;
  /**
   * What happens to a position still open after the last bar. `'none'` (default, backtesting.py's default
   * `finalize_trades=False`) leaves it open: it is reported as `open_trade`, is not in `trades` (so not in the trade
   * statistics), and the equity marks it to the last close. `'last_open'` does what backtesting.py's
   * `finalize_trades=True` does: it closes the position at the last bar's open, or with `fill: 'same_close'` at the
   * second-to-last close (bar n − 2). `'last_close'` closes it at the last bar's close. Both count it as a trade,
   * and the last equity point becomes the cash after that exit.
   */
  readonly finalize?: 'last_close' | 'last_open' | 'none';
}

/**
 * Simulates a strategy bar by bar over daily bars, with backtesting.py's broker semantics.
 *
 * @remarks
 * At the close of bar t (from bar `warmupBars + 1` to the second-to-last bar) the strategy sees data up to t
 * and returns an action. The engine holds one position at a time. An entry on the opposite side closes the
 * position first; an entry on the same side is a no-op. Orders fill at Open[t+1] or, with
 * `fill: 'same_close'`, at Close[t]. Exits fill before entries, and an entry is sized on the cash after the
 * exit. Entries pay the spread, and both legs pay commission. By default an entry buys
 * `⌊cash·(1−ε) ÷ (price·(1+spread) + commission per unit)⌋` whole units, which is backtesting.py's
 * default order.
 *
 * Stop losses and take profits are checked on every bar from the fill bar on, including the fill bar. The stop
 * is checked first: when both are in one bar's range, the stop wins. A long stop fills at min(Open, stop), so a
 * gap through the stop fills at the open. A long target fills at max(Open, target). Shorts are mirrored. When
 * equity reaches 0 the position is closed at that close and equity stays at 0, as in backtesting.py.
 * Equity is cash plus the position marked to each close.
 *
 * @param bars - Daily bars (see {@link Bars}); not modified.
 * @param strategy - A compiled strategy; `prepare` sees the whole series once, `decide` must read only ≤ t.
 * @param options - {@link RunBacktestOptions}.
 * @returns Trades, equity and drawdown curves, the open trade if any, and a Decimal money summary.
 * @throws {@link GuidekitError} for bad bars, options, or a malformed strategy or action.
 * @example
 * ```ts
 * const result = runBacktest(bars, createSmaCrossStrategy({ fast: 10, slow: 20 }), { commission: { rate: 0.002 } });
 * result.trades.length; result.summary.final_equity.toFixed(2);
 * ```
 * @see https://github.com/kernc/backtesting.py/blob/master/backtesting/backtesting.py (`_Broker`, `Backtest.run`)
 * @see docs/backtest-engine.md
 */
export function runBacktest(bars: Bars, strategy: BacktestStrategy, options: RunBacktestOptions = {}): BacktestResult {
  const fn = 'runBacktest';
  readBars(fn, bars);
  const s = readRunOptions(fn, options);
  return simulateBacktest(fn, bars, strategy, s);
}
