import { GuidekitError } from '../../core/GuidekitError.js';
import type { JurisdictionLimitations } from '../rules/limitationPeriods.js';
import { AU_LIMITATION_PERIODS, CA_LIMITATION_PERIODS, UK_LIMITATION_PERIODS } from '../rules/limitationPeriodsIntl.js';
import { US_JURISDICTION_CODES, US_LIMITATION_PERIODS } from '../rules/limitationPeriodsUs.js';
import { listLimitationRegionCodes } from './listLimitationRegionCodes.js';
import { normalizeRegionCode } from './normalizeRegionCode.js';

/**
 * Resolves the jurisdiction named by `state` (US) or `province` (CA, AU, UK; `state` when `province` is not given),
 * read as users write it (codes or names, any case); limitation periods are set by each state or province, so the
 * answer depends on it.
 *
 * @param country - The debt's country.
 * @param state - The `state` input, unchecked.
 * @param province - The `province` input, unchecked.
 * @param fn - The engine named in error messages.
 * @returns The jurisdiction's limitation periods, or null when none was given.
 * @throws {@link GuidekitError} `invalid_state` (field `state`) or `invalid_province` (field `province`) for a name
 *   that is not on record.
 */
export function resolveLimitationJurisdiction(country: 'US' | 'UK' | 'CA' | 'AU', state: unknown, province: unknown, fn: string): JurisdictionLimitations | null {
  const given = (value: unknown): boolean => value !== undefined && !(typeof value === 'string' && value.trim() === '');
  if (country === 'US') {
    if (!given(state)) return null;
    const code = typeof state === 'string' ? normalizeRegionCode('US', state) : undefined;
    const found = code === undefined ? undefined : US_LIMITATION_PERIODS[code];
    if (found === undefined) {
      throw new GuidekitError(`${fn}: state must be a US state or DC, as its postal code or name (${US_JURISDICTION_CODES.join(', ')}), got ${JSON.stringify(state)}`, { code: 'invalid_state', field: 'state' });
    }
    return found;
  }
  const field = given(province) ? 'province' : given(state) ? 'state' : null;
  if (field === null) return null;
  const text = field === 'province' ? province : state;
  const table = country === 'CA' ? CA_LIMITATION_PERIODS : country === 'AU' ? AU_LIMITATION_PERIODS : UK_LIMITATION_PERIODS;
  const code = typeof text === 'string' ? normalizeRegionCode(country, text) : undefined;
  const found = code === undefined ? undefined : table[code];
  if (found === undefined) {
    throw new GuidekitError(`${fn}: ${field} must be one of ${listLimitationRegionCodes(country).join(', ')} for ${country} (code or name), got ${JSON.stringify(text)}`, { code: field === 'province' ? 'invalid_province' : 'invalid_state', field });
  }
  return found;
}
