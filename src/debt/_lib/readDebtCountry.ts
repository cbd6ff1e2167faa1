import { GuidekitError } from '../../core/GuidekitError.js';
import { DEBT_COUNTRIES, type DebtCountry } from '../debtCountries.js';

/**
 * Reads a debt engine's `country` option: US, UK, CA or AU, US when absent.
 *
 * @param country - The option as given.
 * @param options - `fn`: the engine's name, for the message.
 * @returns The jurisdiction.
 * @throws {@link GuidekitError} `invalid_value` on field `country`.
 * @example
 * ```ts
 * readDebtCountry(undefined, { fn: 'planSettlement' }) //=> 'US'
 * ```
 */
export function readDebtCountry(country: unknown, options: { readonly fn: string }): DebtCountry {
  if (country === undefined) return 'US';
  if (typeof country === 'string' && (DEBT_COUNTRIES as readonly string[]).includes(country)) return country as DebtCountry;
  throw new GuidekitError(`${options.fn}: country must be one of ${DEBT_COUNTRIES.join(', ')}, got ${JSON.stringify(country)}`, {
    code: 'invalid_value',
    field: 'country',
  });
}
