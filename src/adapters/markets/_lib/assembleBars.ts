import type { BarInterval, MarketBars } from '../../../markets/ports/MarketBars.js';

/** One bar as a source gave it (times in epoch ms; volume NaN when the source has none). */
export interface BarRow {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** Options of {@link assembleBars}. */
export interface AssembleBarsOptions {
  readonly symbol: string;
  readonly interval: BarInterval;
  readonly currency: string;
  /** First bar kept (epoch ms, inclusive); default all. */
  readonly from?: number;
  /** Last bar kept (epoch ms, inclusive); default all. */
  readonly to?: number;
}

/**
 * Turns the rows a source gave, in whatever order, into the port's struct of arrays: oldest first, one bar per open
 * time (the later row wins when a source repeats one), rows with a missing or non-finite price dropped, and only the
 * bars within the asked range kept.
 *
 * @param rows - The source's rows.
 * @param options - {@link AssembleBarsOptions}.
 * @returns The bars.
 * @example
 * ```ts
 * assembleBars([{ time: 0, open: 1, high: 2, low: 1, close: 2, volume: 10 }], { symbol: 'SPX', interval: '1d', currency: 'USD' }).close; //=> Float64Array [2]
 * ```
 * @see src/markets/ports/MarketBars.ts
 */
export function assembleBars(rows: readonly BarRow[], options: AssembleBarsOptions): MarketBars {
  const byTime = new Map<number, BarRow>();
  for (const row of rows) {
    if (![row.time, row.open, row.high, row.low, row.close].every(Number.isFinite)) continue;
    if (options.from !== undefined && row.time < options.from) continue;
    if (options.to !== undefined && row.time > options.to) continue;
    byTime.set(row.time, row);
  }
  const kept = [...byTime.values()].sort((a, b) => a.time - b.time);
  const column = (pick: (r: BarRow) => number) => Float64Array.from(kept, pick);
  return {
    symbol: options.symbol,
    interval: options.interval,
    times: column((r) => r.time),
    open: column((r) => r.open),
    high: column((r) => r.high),
    low: column((r) => r.low),
    close: column((r) => r.close),
    volume: column((r) => r.volume),
    currency: options.currency,
  };
}
