import { AU_LIMITATION_PERIODS, CA_LIMITATION_PERIODS, UK_LIMITATION_PERIODS } from '../rules/limitationPeriodsIntl.js';

/**
 * Lists the provinces, AU states or UK nations whose limitation periods are on record, to tell a caller which codes
 * an answer can be given for.
 *
 * @param country - UK, CA or AU.
 * @returns Their codes, sorted.
 */
export function listLimitationRegionCodes(country: 'UK' | 'CA' | 'AU'): string[] {
  return Object.keys(country === 'CA' ? CA_LIMITATION_PERIODS : country === 'AU' ? AU_LIMITATION_PERIODS : UK_LIMITATION_PERIODS).sort();
}
