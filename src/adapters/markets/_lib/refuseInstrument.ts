import { GuidekitError } from '../../../core/GuidekitError.js';

/**
 * The error for an instrument the source says it does not know (Yahoo's "No data found", a product an exchange does
 * not list, a CFTC code with no reports): a bad argument, so a 400 naming the field, never a 503.
 *
 * @param fn - The port method, for the start of the message (e.g. `prices.loadBars`).
 * @param symbol - The symbol as asked.
 * @param why - What the source said.
 * @param options - `field`: the offending field; default `instrument`.
 * @returns The error to throw.
 * @example
 * ```ts
 * throw refuseInstrument('prices.loadBars', 'ZZZZNOPE', 'Yahoo Finance has no data for it');
 * ```
 * @see docs/market-sources.md
 */
export function refuseInstrument(fn: string, symbol: string, why: string, options: { readonly field?: string } = {}): GuidekitError {
  return new GuidekitError(`${fn}: unknown instrument ${JSON.stringify(symbol)}: ${why}`, { code: 'unknown_instrument', field: options.field ?? 'instrument' });
}
