import { GuidekitError } from '../../core/GuidekitError.js';
import { DEBT_COUNTRIES, type DebtCountry } from '../debtCountries.js';

/** Country names and codes people write for the four debt jurisdictions, as lookup keys (upper case, dots and spaces dropped). */
const COUNTRY_ALIASES: Readonly<Record<string, DebtCountry>> = {
  US: 'US', USA: 'US', UNITEDSTATES: 'US', UNITEDSTATESOFAMERICA: 'US', AMERICA: 'US',
  UK: 'UK', GB: 'UK', GBR: 'UK', UNITEDKINGDOM: 'UK', GREATBRITAIN: 'UK', BRITAIN: 'UK',
  CA: 'CA', CAN: 'CA', CANADA: 'CA',
  AU: 'AU', AUS: 'AU', AUSTRALIA: 'AU',
};

/**
 * Reads a debt engine's `country` option as users write it: US, UK, CA or AU in any case, or the country's name or
 * other usual code (`usa`, `GB`, `United Kingdom`, `Canada`, `Australia`); US when absent.
 *
 * @param country - The option as given.
 * @param options - `fn`: the engine's name, for the message.
 * @returns The jurisdiction.
 * @throws {@link GuidekitError} `invalid_value` on field `country`.
 * @example
 * ```ts
 * readDebtCountry(undefined, { fn: 'planSettlement' }) //=> 'US'
 * readDebtCountry('United Kingdom', { fn: 'checkStatuteOfLimitations' }) //=> 'UK'
 * ```
 */
export function readDebtCountry(country: unknown, options: { readonly fn: string }): DebtCountry {
  if (country === undefined) return 'US';
  const found = typeof country === 'string' ? COUNTRY_ALIASES[country.toUpperCase().replace(/[\s._-]+/g, '')] : undefined;
  if (found !== undefined) return found;
  throw new GuidekitError(`${options.fn}: country must be one of ${DEBT_COUNTRIES.join(', ')}, got ${JSON.stringify(country)}`, {
    code: 'invalid_value',
    field: 'country',
  });
}
