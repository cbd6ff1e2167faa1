import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { epochDay } from './epochDay.js';
import { floorDivide } from './floorDivide.js';
import { readAction, resolveLevel } from './readAction.js';
import type { RunSettings } from './readRunOptions.js';
import type {
  BacktestResult, BacktestStrategy, BacktestTrade, Bars, ExitReason, PositionSizing, PrepareContext, PriceLevel,
} from '../types.js';

interface PendingEntry {
  readonly side: 1 | -1;
  readonly sizing: PositionSizing | undefined;
  readonly stopLoss: PriceLevel | undefined;
  readonly takeProfit: PriceLevel | undefined;
  readonly maxBars: number | undefined;
}

/**
 * The simulation of {@link runBacktest} on bars and settings that are already validated (readBars, readRunOptions):
 * what a sweep runs for every combination after checking its bars and options once, so the 5,000-bar check is not
 * repeated thousands of times. Errors name `fn` (the public function that validated the arguments). `context` is
 * passed to `strategy.prepare` (a sweep's shared indicator cache).
 */
export function simulateBacktest(fn: string, bars: Bars, strategy: BacktestStrategy, s: RunSettings, context?: PrepareContext): BacktestResult {
  if (typeof strategy !== 'object' || strategy === null || typeof strategy.prepare !== 'function') {
    throw new GuidekitError(`${fn}: strategy must be an object with a prepare(bars) function`, { code: 'invalid_type', field: 'strategy' });
  }
  const prepared = context === undefined ? strategy.prepare(bars) : strategy.prepare(bars, context);
  const warmup = prepared?.warmupBars;
  if (typeof prepared?.decide !== 'function' || typeof warmup !== 'number' || !Number.isInteger(warmup) || warmup < 0) {
    throw new GuidekitError(`${fn}: strategy.prepare must return { warmupBars: integer ≥ 0, decide(t, position) }`, {
      code: 'invalid_type',
      field: 'strategy',
    });
  }
  const { open, high, low, close, dates } = bars;
  const n = dates.length;
  const equity = new Float64Array(n);
  const trades: BacktestTrade[] = [];
  const { sameClose, spread, slippage, commissionFixed, commissionRate, fractional } = s;
  const commission = (units: number, price: number): number => commissionFixed + Math.abs(units) * price * commissionRate;

  let cash = s.cash;
  let totalCommission = 0;
  let cancelled = 0;
  // The open position: signed units, entry fill, and its exits (NaN / Infinity when none).
  let side = 0 as 1 | -1 | 0;
  let units = 0;
  let entryPrice = Number.NaN;
  let entryBar = -1;
  let entryCommission = 0;
  let stopLoss = Number.NaN;
  let takeProfit = Number.NaN;
  let maxBars = Number.POSITIVE_INFINITY;
  let pendingExit: ExitReason | null = null;
  let pendingEntry: PendingEntry | null = null;
  const view = { side: 0 as 1 | -1 | 0, size: 0, entryBar: -1, entryPrice: Number.NaN, equity: cash };

  const makeTrade = (exitPrice: number, exitBar: number, exitCommission: number, reason: ExitReason): BacktestTrade => {
    const fees = entryCommission + exitCommission;
    return {
      side: side === 1 ? 'long' : 'short',
      size: units,
      entry_bar: entryBar,
      exit_bar: exitBar,
      entry_date: dates[entryBar] as string,
      exit_date: dates[exitBar] as string,
      entry_price: entryPrice,
      exit_price: exitPrice,
      stop_loss: Number.isNaN(stopLoss) ? null : stopLoss,
      take_profit: Number.isNaN(takeProfit) ? null : takeProfit,
      commission: fees,
      pnl: side * units * (exitPrice - entryPrice) - fees,
      return_pct: side * (exitPrice / entryPrice - 1) - fees / (units * entryPrice),
      duration_bars: exitBar - entryBar,
      duration_days: epochDay(dates[exitBar] as string) - epochDay(dates[entryBar] as string),
      exit_reason: reason,
    };
  };

  const closePosition = (marketPrice: number, bar: number, reason: ExitReason): void => {
    const price = marketPrice * (1 - side * slippage);
    const fee = commission(units, price);
    cash += side * units * (price - entryPrice) - fee;
    totalCommission += fee;
    trades.push(makeTrade(price, bar, fee, reason));
    side = 0;
    units = 0;
    entryPrice = Number.NaN;
    entryBar = -1;
    entryCommission = 0;
    stopLoss = Number.NaN;
    takeProfit = Number.NaN;
    maxBars = Number.POSITIVE_INFINITY;
  };

  const openPosition = (order: PendingEntry, marketPrice: number, bar: number): void => {
    const sd = order.side;
    const price = marketPrice * (1 + sd * slippage);
    const filled = price * (1 + sd * spread);
    const sizing = order.sizing ?? s.sizing;
    // Flat, so the margin available is the cash (backtesting.py: max(0, equity − margin used)).
    const available = Math.max(0, cash);
    let count: number;
    let perUnit: number;
    if (sizing.kind === 'equity') {
      const f = sizing.fraction;
      perUnit = filled + commission(f, price) / f;
      count = fractional ? (available * f) / perUnit : floorDivide(available * f, perUnit);
    } else {
      count = sizing.units;
      perUnit = filled + commission(count, price) / count;
    }
    if (!(count > 0) || count * perUnit > available) {
      cancelled++;
      return;
    }
    const fee = commission(count, price);
    cash -= fee;
    totalCommission += fee;
    side = sd;
    units = count;
    entryPrice = filled;
    entryBar = bar;
    entryCommission = fee;
    stopLoss = resolveLevel(order.stopLoss, filled, sd, true);
    takeProfit = resolveLevel(order.takeProfit, filled, sd, false);
    maxBars = order.maxBars ?? Number.POSITIVE_INFINITY;
  };

  const start = warmup + 1;
  let stopped = false;
  for (let i = 0; i < n; i++) {
    if (pendingExit !== null || pendingEntry !== null) {
      const price = sameClose ? (close[i - 1] as number) : (open[i] as number);
      const bar = sameClose ? i - 1 : i;
      if (pendingExit !== null && side !== 0) closePosition(price, bar, pendingExit);
      if (pendingEntry !== null && side === 0) openPosition(pendingEntry, price, bar);
      pendingExit = null;
      pendingEntry = null;
    }
    if (side !== 0) {
      const o = open[i] as number;
      if (side === 1) {
        if ((low[i] as number) <= stopLoss) closePosition(Math.min(o, stopLoss), i, 'stop_loss');
        else if ((high[i] as number) >= takeProfit) closePosition(Math.max(o, takeProfit), i, 'take_profit');
      } else {
        if ((high[i] as number) >= stopLoss) closePosition(Math.max(o, stopLoss), i, 'stop_loss');
        else if ((low[i] as number) <= takeProfit) closePosition(Math.min(o, takeProfit), i, 'take_profit');
      }
    }
    const c = close[i] as number;
    const eq = side === 0 ? cash : cash + side * units * (c - entryPrice);
    equity[i] = eq;
    if (eq <= 0) {
      // Ruin: backtesting.py closes everything at this close, zeroes the cash and stops the simulation.
      if (side !== 0) closePosition(c, i, 'out_of_money');
      cash = 0;
      equity.fill(0, i);
      stopped = true;
      break;
    }
    if (i < start || i === n - 1) continue;

    if (side !== 0 && (sameClose ? i : i + 1) - entryBar >= maxBars) pendingExit = 'time';
    view.side = side;
    view.size = units;
    view.entryBar = entryBar;
    view.entryPrice = entryPrice;
    view.equity = eq;
    const action = readAction(fn, i, prepared.decide(i, view), s.sizing);
    if (action === null) continue;
    if (action.type === 'exit') {
      if (side !== 0) pendingExit ??= 'signal';
      continue;
    }
    const target: 1 | -1 = action.type === 'reverse' ? (side === 1 ? -1 : 1) : action.side === 'long' ? 1 : -1;
    if (action.type === 'reverse' && side === 0) continue;
    if (side === target) continue;
    if (side !== 0) pendingExit ??= 'signal';
    pendingEntry = { side: target, sizing: action.sizing, stopLoss: action.stopLoss, takeProfit: action.takeProfit, maxBars: action.maxBars };
  }

  let openTrade: BacktestTrade | null = null;
  if (!stopped && side !== 0) {
    if (s.finalize === 'none') {
      const last = close[n - 1] as number;
      openTrade = makeTrade(last, n - 1, 0, 'end_of_data');
    } else {
      // backtesting.py's finalize re-runs the last bar with a market close order, which fills at the last open,
      // or at the previous bar's close (bar n − 2) under trade_on_close.
      const rerunAtClose = s.finalize === 'last_open' && sameClose;
      const price = s.finalize === 'last_close' ? close[n - 1] : rerunAtClose ? close[n - 2] : open[n - 1];
      closePosition(price as number, rerunAtClose ? n - 2 : n - 1, 'end_of_data');
      equity[n - 1] = cash;
    }
  }

  const drawdown = new Float64Array(n);
  let peak = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const e = equity[i] as number;
    if (e > peak) peak = e;
    drawdown[i] = 1 - e / peak;
  }
  const finalEquity = equity[n - 1] as number;
  return {
    strategy: strategy.name,
    trades,
    open_trade: openTrade,
    equity,
    drawdown,
    warmup_bars: warmup,
    cancelled_orders: cancelled,
    summary: {
      initial_cash: new Decimal(s.cash),
      final_equity: new Decimal(finalEquity),
      peak_equity: new Decimal(peak),
      total_commission: new Decimal(totalCommission),
      net_pnl: new Decimal(finalEquity).minus(s.cash),
    },
  };
}
