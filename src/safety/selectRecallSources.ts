import type { RecallSourceId } from './recallTypes.js';

/** Member states of the European Union plus the EEA states (Iceland, Liechtenstein, Norway) that take part in Safety Gate. */
export const SAFETY_GATE_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
] as const;

/** The `country` values of GET /api/safety/recalls: US, CA, AU, EU and each Safety Gate country. */
export const RECALL_COUNTRIES = ['US', 'CA', 'AU', 'EU', ...SAFETY_GATE_COUNTRIES] as const;

/** One accepted `country`. */
export type RecallCountry = (typeof RECALL_COUNTRIES)[number];

/**
 * The recall sources a check for `country` needs: US → CPSC and NHTSA, CA → Health Canada, AU → the ACCC, the EU (or
 * any Safety Gate country) → Safety Gate; no country → every source. Each needed source that is unavailable or stale
 * makes a clean answer `unknown`.
 *
 * @param country - An accepted country, or undefined for all sources.
 * @returns The needed source ids.
 * @example
 * ```ts
 * selectRecallSources('US') //=> ['cpsc', 'nhtsa']
 * ```
 */
export function selectRecallSources(country: RecallCountry | undefined): RecallSourceId[] {
  if (country === undefined) return ['cpsc', 'nhtsa', 'health-canada', 'safety-gate', 'accc'];
  if (country === 'US') return ['cpsc', 'nhtsa'];
  if (country === 'CA') return ['health-canada'];
  if (country === 'AU') return ['accc'];
  return ['safety-gate'];
}
