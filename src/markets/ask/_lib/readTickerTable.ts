import type { AskTickerTable } from '../../rules/askTickers.js';

/** The ticker table unpacked: sets for look-up, the company names in table order. */
export interface TickerIndex {
  /** Every ticker, upper case. */
  readonly tickers: ReadonlySet<string>;
  /** Tickers that are English words in lower case (read in lower case only in a trading context). */
  readonly wordTickers: ReadonlySet<string>;
  /** ETF symbols whose holdings the basket endpoint reads. */
  readonly etfs: ReadonlySet<string>;
  /** Spoken company names with their ticker; `weak` when the name is made of English words. */
  readonly names: readonly { readonly phrase: string; readonly ticker: string; readonly weak: boolean }[];
}

const cache = new WeakMap<AskTickerTable, TickerIndex>();

/**
 * Unpacks the router's ticker table (ASK_TICKERS) once per version.
 *
 * @param table - The table's value.
 * @returns The index.
 * @example
 * ```ts
 * readTickerTable(table).tickers.has('NVDA') //=> true
 * ```
 */
export function readTickerTable(table: AskTickerTable): TickerIndex {
  let index = cache.get(table);
  if (index === undefined) {
    index = {
      tickers: new Set(table.tickers.split(' ')),
      wordTickers: new Set(table.wordTickers.split(' ')),
      etfs: new Set(table.etfs.split(' ')),
      names: table.names.split('|').map((pair) => {
        const weak = pair.startsWith('~');
        const [phrase = '', ticker = ''] = (weak ? pair.slice(1) : pair).split('=');
        return { phrase, ticker, weak };
      }),
    };
    cache.set(table, index);
  }
  return index;
}
