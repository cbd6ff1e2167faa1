// Hand-built bars for the behaviour tests: daily dates from 2024-01-01, rows [open, high, low, close].
import type { BacktestAction, BacktestStrategy, Bars, PositionView } from '../../src/backtest/types.js';

export function makeBars(rows: ReadonlyArray<readonly [number, number, number, number]>, firstDay = Date.UTC(2024, 0, 1)): Bars {
  return {
    dates: rows.map((_, i) => new Date(firstDay + i * 86_400_000).toISOString().slice(0, 10)),
    open: Float64Array.from(rows, (r) => r[0]),
    high: Float64Array.from(rows, (r) => r[1]),
    low: Float64Array.from(rows, (r) => r[2]),
    close: Float64Array.from(rows, (r) => r[3]),
    volume: new Float64Array(rows.length).fill(1000),
  };
}

/** Flat bars at `price` (open = high = low = close). */
export function flat(price: number): [number, number, number, number] {
  return [price, price, price, price];
}

/** A strategy that plays a fixed script of actions by bar, recording every bar it was asked about. */
export function scripted(script: Record<number, BacktestAction>, warmupBars = 0, seen: number[] = [], views: PositionView[] = []): BacktestStrategy {
  return {
    name: 'scripted',
    prepare: () => ({
      warmupBars,
      decide(t, position) {
        seen.push(t);
        views.push({ ...position });
        return script[t] ?? null;
      },
    }),
  };
}
