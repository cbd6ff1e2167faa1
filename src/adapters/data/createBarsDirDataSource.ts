import { GuidekitError } from '../../core/GuidekitError.js';
import { parseOhlcvCsv, type CsvRowIssue } from '../../backtest/parseOhlcvCsv.js';
import type { Bars, DateRange, MarketDataSource } from '../../backtest/types.js';
import type { PortCall } from '../../core/sourceUse.js';

/** The two file-system calls the bars directory needs (Node's `fs/promises` has both); injected so the catalog bundles for browsers. */
export interface BarsFileSystem {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  readdir(path: string): Promise<string[]>;
}

/** A {@link MarketDataSource} that can also say which symbols it holds (the backtest endpoint lists them on a 400). */
export interface ListableMarketDataSource extends MarketDataSource {
  /** Symbols with data, sorted; empty when the source cannot list them. */
  listSymbols(): Promise<string[]>;
}

/** Options of {@link createBarsDirDataSource}. */
export interface BarsDirDataSourceOptions {
  /** Directory holding one `<SYMBOL>.csv` per symbol, e.g. `<GUIDEKIT_DATA_DIR>/bars`. */
  readonly directory: string;
  /** File-system calls, e.g. `await import('node:fs/promises')`. */
  readonly fs: BarsFileSystem;
  /** Called with the rows a file had to reject (the good rows are still used). Default: ignored. */
  readonly onIssues?: (symbol: string, issues: readonly CsvRowIssue[]) => void;
}

/** Symbols are plain tickers; anything else could walk out of the data directory. */
const SYMBOL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;
/** Most symbols a 400 lists, so that a large directory does not flood the answer. */
const MAX_LISTED = 50;

/**
 * A listable {@link MarketDataSource} over `<directory>/<SYMBOL>.csv` files in the format of `parseOhlcvCsv`. A symbol
 * without a file is a `GuidekitError` (`unknown_symbol`, field `symbol`) whose message lists the symbols that exist.
 *
 * @param options - {@link BarsDirDataSourceOptions}.
 * @returns The source; `load` reads the file on every call (no cache).
 * @throws {@link GuidekitError} `invalid_type` when `directory` is empty; from `load`: `invalid_symbol`, `unknown_symbol`,
 *   or the CSV parser's `missing_column` / `no_rows`.
 * @example
 * ```ts
 * const source = createBarsDirDataSource({ directory: '/var/guidekit/bars', fs: await import('node:fs/promises') });
 * const bars = await source.load('GOOG', { start: '2010-01-01' });
 * ```
 * @see docs/backtest-surfaces.md
 */
export function createBarsDirDataSource(options: BarsDirDataSourceOptions): ListableMarketDataSource {
  const fn = 'createBarsDirDataSource';
  if (typeof options?.directory !== 'string' || options.directory === '') {
    throw new GuidekitError(`${fn}: directory must be a non-empty path`, { code: 'invalid_type', field: 'directory' });
  }
  const { directory, fs, onIssues } = options;
  const dir = directory.replace(/[\\/]+$/, '');
  const listSymbols = async (): Promise<string[]> => {
    try {
      const names = await fs.readdir(dir);
      return names.filter((n) => /\.csv$/i.test(n)).map((n) => n.slice(0, -4)).filter((s) => SYMBOL.test(s)).sort();
    } catch {
      return [];
    }
  };
  return {
    listSymbols,
    async load(symbol: string, range?: DateRange, call?: PortCall): Promise<Bars> {
      if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) {
        throw new GuidekitError(`${fn}: symbol must be 1–20 letters, digits, '.', '_' or '-'`, { code: 'invalid_symbol', field: 'symbol' });
      }
      const available = await listSymbols();
      // Match the file name without regard to case, so `goog` finds GOOG.csv on every file system.
      const file = available.find((s) => s.toLowerCase() === symbol.toLowerCase());
      if (file === undefined) {
        const listed = available.slice(0, MAX_LISTED).join(', ');
        const more = available.length > MAX_LISTED ? ` and ${available.length - MAX_LISTED} more` : '';
        throw new GuidekitError(
          `${fn}: no daily bars for ${symbol}; available symbols: ${available.length === 0 ? 'none (add <SYMBOL>.csv files to the data directory, or send bars inline)' : listed + more}`,
          { code: 'unknown_symbol', field: 'symbol' },
        );
      }
      const text = await fs.readFile(`${dir}/${file}.csv`, 'utf8');
      const { bars, issues } = parseOhlcvCsv(text, range === undefined ? {} : { range });
      if (issues.length > 0) onIssues?.(file, issues);
      // A local file has no fetch time of its own: its last bar's date is how fresh it is.
      call?.trace?.record({ source: 'bars-dir', host: null, fetched_at: null, age_seconds: null, from_cache: true });
      return bars;
    },
  };
}
