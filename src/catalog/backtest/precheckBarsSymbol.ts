import { GuidekitError } from '../../core/GuidekitError.js';
import type { MarketDataSource } from '../../backtest/types.js';

/** Most symbols the 400 lists, so that a large data directory does not flood the answer. */
const MAX_LISTED = 50;

/** A bars source that can say which symbols it holds (the data-directory source can). */
interface ListableBars {
  listSymbols(): Promise<readonly string[]>;
}

function isListable(source: MarketDataSource): source is MarketDataSource & ListableBars {
  return typeof (source as Partial<ListableBars>).listSymbols === 'function';
}

/**
 * The backtest's pre-payment symbol check: when the app's bars source can list its symbols, a `symbol` it does not
 * hold (in any case) is a 400 `unknown_symbol` naming `symbol` and listing what it holds, before payment is asked
 * for. A source that cannot list (or no source: the call is then a 503) is left to the paid run.
 *
 * @param symbol - The request's `symbol`.
 * @param source - The app's `bars` port, when it has one.
 * @returns Nothing when the symbol may be loaded.
 * @throws GuidekitError `unknown_symbol` (HTTP 400) naming `symbol`.
 * @example
 * ```ts
 * await precheckBarsSymbol('NOPE', barsDirSource); // throws: no daily bars for NOPE; available symbols: GOOG, SPY
 * ```
 * @see docs/backtest-surfaces.md
 */
export async function precheckBarsSymbol(symbol: string, source: MarketDataSource | undefined): Promise<void> {
  if (source === undefined || !isListable(source)) return;
  const available = await source.listSymbols();
  if (available.some((s) => s.toLowerCase() === symbol.trim().toLowerCase())) return;
  const listed = available.slice(0, MAX_LISTED).join(', ');
  const more = available.length > MAX_LISTED ? ` and ${available.length - MAX_LISTED} more` : '';
  throw new GuidekitError(
    `backtestRun: no daily bars for ${JSON.stringify(symbol)}; available symbols: ${available.length === 0 ? 'none (add <SYMBOL>.csv files to the data directory, or send bars inline)' : listed + more}`,
    { code: 'unknown_symbol', field: 'symbol' },
  );
}
