import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GuidekitError } from '../../core/GuidekitError.js';
import { parseOhlcvCsv, type CsvRowIssue } from '../../backtest/parseOhlcvCsv.js';
import type { Bars, DateRange, MarketDataSource } from '../../backtest/types.js';

/** Options of {@link createCsvDataSource}. */
export interface CsvDataSourceOptions {
  /** Directory holding one `<SYMBOL>.csv` per symbol (e.g. `../shared/data`). */
  readonly directory: string;
  /** Called with the rows a file had to reject (the bars are still returned). Default: ignored. */
  readonly onIssues?: (symbol: string, issues: readonly CsvRowIssue[]) => void;
}

/** Symbols are plain tickers; anything else could walk out of the data directory. */
const SYMBOL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;

/**
 * A {@link MarketDataSource} over a directory of daily OHLCV CSV files, one `<SYMBOL>.csv` per symbol, in
 * the format {@link parseOhlcvCsv} reads (backtesting.py's GOOG.csv is one).
 *
 * @param options - {@link CsvDataSourceOptions}.
 * @returns The data source; `load` reads the file on every call (no cache).
 * @throws {@link GuidekitError} from `load`: `invalid_symbol`, `not_found` (no such file), or the parser's errors.
 * @example
 * ```ts
 * const source = createCsvDataSource({ directory: '../shared/data' });
 * const bars = await source.load('GOOG', { start: '2010-01-01' });
 * ```
 * @see docs/backtest-engine.md
 */
export function createCsvDataSource(options: CsvDataSourceOptions): MarketDataSource {
  const fn = 'createCsvDataSource';
  if (typeof options?.directory !== 'string' || options.directory === '') {
    throw new GuidekitError(`${fn}: directory must be a non-empty path`, { code: 'invalid_type', field: 'directory' });
  }
  const { directory, onIssues } = options;
  return {
    async load(symbol: string, range?: DateRange): Promise<Bars> {
      if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) {
        throw new GuidekitError(`${fn}: symbol must be 1–20 letters, digits, '.', '_' or '-'`, { code: 'invalid_symbol', field: 'symbol' });
      }
      let text: string;
      try {
        text = await readFile(join(directory, `${symbol}.csv`), 'utf8');
      } catch {
        throw new GuidekitError(`${fn}: no data file for ${symbol} in ${directory}`, { code: 'not_found', field: 'symbol' });
      }
      const { bars, issues } = parseOhlcvCsv(text, range === undefined ? {} : { range });
      if (issues.length > 0) onIssues?.(symbol, issues);
      return bars;
    },
  };
}
