import type { MarketDataSource } from '../../backtest/types.js';
import { createBarsDirDataSource, type BarsFileSystem, type ListableMarketDataSource } from './createBarsDirDataSource.js';

/*
 * The backtest endpoint's run receives no I/O handles (catalog runs get only parameters, asOf and lang), so where daily
 * bars come from is a process-wide setting, like the recall snapshot provider: servers and the CLI may call
 * setMarketDataSource once at start-up, tests set a fake. Unset, the default reads `<GUIDEKIT_DATA_DIR>/bars/<SYMBOL>.csv`
 * (GUIDEKIT_DATA_DIR defaulting to ./.guidekit) through Node's fs, reached with process.getBuiltinModule so that the
 * catalog still bundles for browsers; where there is no Node, the default source knows no symbol.
 */
let current: MarketDataSource | undefined;

/**
 * Sets the data source the backtest endpoint loads bars from, or with `undefined` goes back to the default
 * (`<GUIDEKIT_DATA_DIR>/bars/<SYMBOL>.csv`).
 *
 * @param source - Any {@link MarketDataSource}; give it a `listSymbols()` (see {@link ListableMarketDataSource}) so that an
 *   unknown symbol's 400 can list the symbols that exist.
 * @returns Nothing.
 * @example
 * ```ts
 * setMarketDataSource(createBarsDirDataSource({ directory: '/srv/bars', fs: await import('node:fs/promises') }));
 * ```
 * @see docs/backtest-surfaces.md
 */
export function setMarketDataSource(source: MarketDataSource | undefined): void {
  current = source;
}

/**
 * The data source in force: the one set with {@link setMarketDataSource}, else the data-directory default.
 *
 * @returns The source.
 * @example
 * ```ts
 * const bars = await getMarketDataSource().load('GOOG', { start: '2010-01-01' });
 * ```
 * @see docs/backtest-surfaces.md
 */
export function getMarketDataSource(): MarketDataSource {
  if (current === undefined) current = defaultSource();
  return current;
}

function defaultSource(): ListableMarketDataSource {
  const runtime = (globalThis as { process?: { env?: Record<string, string | undefined>; getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = runtime?.getBuiltinModule?.('node:fs/promises') as BarsFileSystem | undefined;
  const dataDir = runtime?.env?.GUIDEKIT_DATA_DIR || './.guidekit';
  const noFs: BarsFileSystem = {
    readFile: () => Promise.reject(new Error('no file system in this runtime: set a market data source')),
    readdir: () => Promise.resolve([]),
  };
  return createBarsDirDataSource({ directory: `${dataDir.replace(/[\\/]+$/, '')}/bars`, fs: fs ?? noFs });
}
