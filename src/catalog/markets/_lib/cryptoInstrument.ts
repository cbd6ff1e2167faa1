import type { InstrumentSpec } from '../../../markets/rules/instruments.js';
import { resolveInstrument } from '../../../markets/instruments/resolveInstrument.js';

/**
 * The instrument spec of a crypto asset of the market-cap ranking, as `<SYMBOL>-<quote>`: the instrument table's entry
 * for the seven it lists, else a crypto spec of the same shape (24/7 session, risk in price units).
 *
 * @param symbol - The asset's ticker (BTC, ETH, ...).
 * @param name - Its name, from the ranking.
 * @param quote - The quote currency of the pair (USD).
 * @returns The spec.
 * @example
 * ```ts
 * cryptoInstrument('LINK', 'Chainlink', 'USD').id //=> 'LINK-USD'
 * ```
 */
export function cryptoInstrument(symbol: string, name: string, quote: string): InstrumentSpec {
  const id = `${symbol.toUpperCase()}-${quote}`;
  try {
    const known = resolveInstrument(id);
    if (known.assetClass === 'crypto') return known;
  } catch {
    // Not in the instrument table: built below.
  }
  return { id, aliases: [], assetClass: 'crypto', name, quoteCurrency: quote, pointSize: null, sessionVenue: 'crypto' };
}
