import { GuidekitError } from '../../../core/GuidekitError.js';
import { resolveInstrument } from '../../../markets/instruments/resolveInstrument.js';
import type { InstrumentSpec } from '../../../markets/rules/instruments.js';

/**
 * Resolves the `instrument` parameter of a market endpoint (any equity ticker allowed; the source checks it exists),
 * as a 400 naming `instrument` with the nearest known ids when nothing matches; run in `precheck`, so an unknown
 * instrument is refused before payment.
 *
 * @param text - The symbol as typed.
 * @param asOf - The call's date (the instrument table in force).
 * @returns The instrument's spec.
 * @throws {@link GuidekitError} `unknown_instrument` or `invalid_instrument` on `instrument`.
 * @example
 * ```ts
 * resolveMarketInstrument('eur/usd', '2026-11-25').id //=> 'EURUSD'
 * ```
 */
export function resolveMarketInstrument(text: string, asOf: string): InstrumentSpec {
  try {
    return resolveInstrument(text, { allowEquity: true, asOf });
  } catch (error) {
    // The table's first version may postdate a historical asOf: the newest table still names what exists.
    if (error instanceof GuidekitError && error.field === 'asOf') return resolveInstrument(text, { allowEquity: true });
    throw error;
  }
}
