import { GuidekitError } from '../../core/GuidekitError.js';
import { compareText } from './compareText.js';

/** One entry of a ticker list, with its normalised symbol and where it stood in the input. */
export interface TickerListEntry<T> {
  readonly entry: T;
  /** Position in the input, for error paths. */
  readonly index: number;
  /** Trimmed, upper-case ticker (nvda is NVDA). */
  readonly ticker: string;
}

/**
 * Reads a list of tickers with their bars (a basket's constituents, a screen's universe): every ticker named once, case
 * and spaces aside, in ticker order (code units), so every sum the engine takes over it runs in the same order whatever
 * order the caller listed them in.
 *
 * @param fn - The calling engine's name, which starts each error message.
 * @param field - The list's name in the engine's arguments (`constituents`, `universe`), as the errors report it.
 * @param list - The entries as given.
 * @returns The entries in ticker order.
 * @throws {@link GuidekitError} `too_small` for an empty list, `invalid_type` for a missing or empty ticker,
 *   `duplicate` for a ticker listed twice.
 * @example
 * ```ts
 * readTickerList('scoreFactors', 'universe', [{ ticker: 'msft', bars }, { ticker: 'AAPL', bars }]).map((e) => e.ticker); //=> ['AAPL', 'MSFT']
 * ```
 */
export function readTickerList<T extends { readonly ticker: string }>(fn: string, field: string, list: readonly T[]): TickerListEntry<T>[] {
  if (!Array.isArray(list) || list.length === 0) {
    throw new GuidekitError(`${fn}: ${field} must be a non-empty array of { ticker, bars }`, { code: 'too_small', field });
  }
  const sorted = list.map((entry, index) => ({ entry, index, ticker: readTicker(fn, field, entry, index) })).sort((a, b) => compareText(a.ticker, b.ticker));
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.ticker === sorted[k - 1]!.ticker) {
      throw new GuidekitError(`${fn}: ticker ${sorted[k]!.ticker} appears twice`, { code: 'duplicate', field: `${field}[${sorted[k]!.index}].ticker` });
    }
  }
  return sorted;
}

function readTicker(fn: string, field: string, entry: { readonly ticker: string }, index: number): string {
  if (entry === null || typeof entry !== 'object' || typeof entry.ticker !== 'string' || entry.ticker.trim() === '') {
    throw new GuidekitError(`${fn}: ${field}[${index}].ticker must be a non-empty string`, { code: 'invalid_type', field: `${field}[${index}].ticker` });
  }
  return entry.ticker.trim().toUpperCase();
}
