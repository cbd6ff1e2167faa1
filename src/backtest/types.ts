/**
 * Shared shapes of the backtest engine: bars, the market-data port, strategies, actions, trades and results.
 * @packageDocumentation
 */
import type Decimal from 'decimal.js';
import type { PortCall } from '../core/sourceUse.js';

/**
 * Daily OHLCV bars as a struct of arrays, oldest first: index `t` of every array is the same bar.
 *
 * @remarks
 * Prices and volumes are plain floats in typed arrays (the simulation runs on numbers; Decimal appears only
 * in the money summary of a result). `dates` are ISO `YYYY-MM-DD` strings, strictly increasing.
 */
export interface Bars {
  /** ISO `YYYY-MM-DD` date of each bar. */
  readonly dates: readonly string[];
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  /** Traded volume; `NaN` where the source had none. */
  readonly volume: Float64Array;
}

/** An inclusive ISO date range; either end may be left open. */
export interface DateRange {
  /** First date kept (ISO `YYYY-MM-DD`), inclusive. */
  readonly start?: string;
  /** Last date kept (ISO `YYYY-MM-DD`), inclusive. */
  readonly end?: string;
}

/**
 * The market-data port: where bars come from. Engines never load data themselves; adapters
 * (`src/adapters/data/createCsvDataSource.ts`, an HTTP vendor, a test fake) implement this.
 */
export interface MarketDataSource {
  /**
   * Loads the daily bars of `symbol` inside `range`.
   * @param symbol - Ticker as the source names it, e.g. `GOOG`.
   * @param range - Optional inclusive date range.
   * @param call - Where to note the sources used ({@link PortCall}).
   * @returns The bars, oldest first.
   */
  load(symbol: string, range?: DateRange, call?: PortCall): Promise<Bars>;
}

/** A price level for a stop loss or take profit; give exactly one of the three forms. */
export interface PriceLevel {
  /** Absolute price, e.g. one the strategy derived from the decision bar's close. */
  readonly price?: number;
  /** Fraction of the entry fill price, e.g. `0.05` = 5 % away from the entry. */
  readonly pct?: number;
  /** Price distance from the entry fill price, e.g. `2 × ATR` at the decision bar. */
  readonly distance?: number;
}

/** How many units an entry buys or sells. */
export type PositionSizing =
  /** A share of the current equity (cash when flat); `1 - Number.EPSILON` is backtesting.py's "all cash". */
  | { readonly kind: 'equity'; readonly fraction: number }
  /** A fixed number of units; the order is cancelled when the cash cannot pay for it. */
  | { readonly kind: 'units'; readonly units: number };

/** Opens a position (closing an opposite one first); a no-op when already on that side. */
export interface EnterAction {
  readonly type: 'enter';
  readonly side: 'long' | 'short';
  /** Sizing of this entry; default the run's `sizing` option. */
  readonly sizing?: PositionSizing;
  /** Stop loss of the trade, checked on every bar from the fill bar on. */
  readonly stopLoss?: PriceLevel;
  /** Take profit of the trade. */
  readonly takeProfit?: PriceLevel;
  /** Time exit: close at the fill after the decision at bar `entry bar + maxBars`. */
  readonly maxBars?: number;
}

/** Closes the open position (a no-op when flat). */
export interface ExitAction {
  readonly type: 'exit';
}

/** Closes the open position and opens the opposite one with the given options (a no-op when flat). */
export interface ReverseAction {
  readonly type: 'reverse';
  readonly sizing?: PositionSizing;
  readonly stopLoss?: PriceLevel;
  readonly takeProfit?: PriceLevel;
  readonly maxBars?: number;
}

/** What a strategy asks for at the close of a bar; `null` means "keep what I have". */
export type BacktestAction = EnterAction | ExitAction | ReverseAction;

/** The open position as the strategy sees it at its decision (the engine reuses one object; read it, don't keep it). */
export interface PositionView {
  /** +1 long, −1 short, 0 flat. */
  readonly side: 1 | -1 | 0;
  /** Units held (positive), 0 when flat. */
  readonly size: number;
  /** Bar of the entry fill, −1 when flat. */
  readonly entryBar: number;
  /** Entry fill price, `NaN` when flat. */
  readonly entryPrice: number;
  /** Equity at the decision bar's close. */
  readonly equity: number;
}

/** A strategy after it has seen the bars: its warm-up and its per-bar decision. */
export interface PreparedStrategy {
  /**
   * Leading bars whose indicators are not yet defined (backtesting.py's `_indicator_warmup_nbars`). The engine
   * first asks for a decision at bar `warmupBars + 1`, as backtesting.py does, and Buy & Hold starts at this bar.
   */
  readonly warmupBars: number;
  /**
   * The decision at the close of bar `t`; it must read bars and indicators at indexes ≤ `t` only.
   * @param t - Bar index.
   * @param position - The position after bar `t`'s fills.
   * @returns The action, or `null` to keep the position.
   */
  decide(t: number, position: PositionView): BacktestAction | null;
}

/**
 * What a parameter sweep hands every strategy it prepares over the same bars, so an indicator that many combinations
 * share (SMA(20) in every `slow: 20` run) is computed once per sweep instead of once per combination.
 */
export interface PrepareContext {
  /**
   * The value cached under `key` for these bars, computed with `make` the first time. The key must name the value
   * completely (indicator, source, every parameter); the value is shared between strategies, so never modify it.
   */
  memo<T>(key: string, make: () => T): T;
}

/**
 * A compiled strategy: a name and a `prepare` that precomputes causal indicators over the bars (like
 * backtesting.py's `Strategy.init`) and returns the per-bar decision function.
 */
export interface BacktestStrategy {
  readonly name: string;
  /**
   * @param bars - The bars of the run.
   * @param context - Given by sweeps (and walk-forward) to share indicators across combinations; absent in a plain run.
   */
  prepare(bars: Bars, context?: PrepareContext): PreparedStrategy;
}

/** Why a trade ended. */
export type ExitReason = 'signal' | 'stop_loss' | 'take_profit' | 'time' | 'end_of_data' | 'out_of_money';

/** One round trip. Prices, sizes and PnL are floats (the money summary of the result is Decimal). */
export interface BacktestTrade {
  readonly side: 'long' | 'short';
  /** Units, positive. */
  readonly size: number;
  readonly entry_bar: number;
  readonly exit_bar: number;
  readonly entry_date: string;
  readonly exit_date: string;
  /** Fill price of the entry including spread and slippage. */
  readonly entry_price: number;
  /** Fill price of the exit including slippage; for an open trade, the last close. */
  readonly exit_price: number;
  /** Stop-loss price, `null` when none. */
  readonly stop_loss: number | null;
  /** Take-profit price, `null` when none. */
  readonly take_profit: number | null;
  /** Commission paid on entry and exit. */
  readonly commission: number;
  /** Profit or loss net of commissions, in cash. */
  readonly pnl: number;
  /** Return relative to the entry value, net of commissions (a fraction: 0.05 = 5 %). */
  readonly return_pct: number;
  /** Bars between entry and exit fills. */
  readonly duration_bars: number;
  /** Calendar days between entry and exit dates. */
  readonly duration_days: number;
  readonly exit_reason: ExitReason;
}

/** Money totals of a run, exact decimals of the simulated floats. */
export interface BacktestSummary {
  readonly initial_cash: Decimal;
  readonly final_equity: Decimal;
  readonly peak_equity: Decimal;
  readonly total_commission: Decimal;
  /** Final equity minus initial cash. */
  readonly net_pnl: Decimal;
}

/** The output of a run. */
export interface BacktestResult {
  readonly strategy: string;
  /** Closed trades, in exit order. */
  readonly trades: readonly BacktestTrade[];
  /** The position still open at the end (only with `finalize: 'none'`), marked to the last close; else `null`. */
  readonly open_trade: BacktestTrade | null;
  /** Equity at each bar's close (cash plus the open position marked to the close). */
  readonly equity: Float64Array;
  /** Drawdown at each bar: 1 − equity ÷ running peak (0 at a new high). */
  readonly drawdown: Float64Array;
  /** The strategy's warm-up bars. */
  readonly warmup_bars: number;
  /** Orders dropped because the cash could not pay for a single unit (or the fixed units). */
  readonly cancelled_orders: number;
  readonly summary: BacktestSummary;
}
