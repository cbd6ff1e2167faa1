/**
 * The comparison key of an instrument spelling: upper case, without white space, slashes, hyphens or underscores, so
 * `eur/usd`, `EUR USD`, `EUR-USD` and `EURUSD` meet, and so do `BTC-USD`, `btc/usd` and `BTCUSD`.
 */
export function instrumentKey(text: string): string {
  return text.toUpperCase().replace(/[\s/_-]+/g, '');
}

/** Decorations data vendors and brokers add to a symbol, tried off the end of a key that matched nothing. */
export const SYMBOL_DECORATIONS: readonly string[] = ['=X', '.FX', '.CASH', '.SPOT', '.PRO', '.RAW', '.ECN', '.M', '.I', '.P', 'PERP', '.PERP', 'SPOT'];
