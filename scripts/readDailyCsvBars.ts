import { parseOhlcvCsv, type CsvRowIssue } from '../src/backtest/parseOhlcvCsv.js';
import type { MarketBars } from '../src/markets/ports/MarketBars.js';

/** What {@link readDailyCsvBars} returns: the bars, and the rows the CSV parser had to reject. */
export interface DailyCsvBars {
  readonly bars: MarketBars;
  readonly issues: readonly CsvRowIssue[];
}

/**
 * Reads a daily history in the format of `parseOhlcvCsv` (Date, Open, High, Low, Close, optional Volume) as the signal
 * engine's MarketBars: interval `1d`, currency USD, each bar at 00:00 UTC of its date. Used by `npm run evaluate` and by
 * the tests that run the signal engine on real histories (test/fixtures/history, ../shared/data/GOOG.csv).
 *
 * @param symbol - The symbol the bars are labelled with.
 * @param text - The CSV text.
 * @returns The bars and the rejected rows (the good rows are still used).
 * @throws What `parseOhlcvCsv` throws (`missing_column`, `no_rows`).
 * @example
 * ```ts
 * readDailyCsvBars('SPY', 'Date,Open,High,Low,Close\n2024-01-02,1,2,0.5,1.5\n').bars.close; //=> Float64Array [1.5]
 * ```
 * @see docs/signal-quality.md
 */
export function readDailyCsvBars(symbol: string, text: string): DailyCsvBars {
  const { bars, issues } = parseOhlcvCsv(text);
  return {
    bars: {
      symbol,
      interval: '1d',
      currency: 'USD',
      times: Float64Array.from(bars.dates, (d) => Date.parse(`${d}T00:00:00Z`)),
      open: Float64Array.from(bars.open),
      high: Float64Array.from(bars.high),
      low: Float64Array.from(bars.low),
      close: Float64Array.from(bars.close),
      volume: Float64Array.from(bars.volume),
    },
    issues,
  };
}
