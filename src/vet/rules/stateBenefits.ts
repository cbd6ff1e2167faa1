import type { RuleTable } from '../../core/ruleTable.js';
import { compactKey } from '../_lib/normalizeWords.js';
import { STATE_BENEFITS_MIDWEST } from './stateBenefitsMidwest.js';
import { STATE_BENEFITS_NORTHEAST } from './stateBenefitsNortheast.js';
import { STATE_BENEFITS_SOUTH } from './stateBenefitsSouth.js';
import type { StateBenefitSet } from './stateBenefitsTypes.js';
import { STATE_BENEFITS_WEST } from './stateBenefitsWest.js';

/**
 * The 50 states and DC, each a dated rule table of its veterans benefits, keyed by USPS code.
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (state-benefits)
 */
export const US_STATE_BENEFITS: Readonly<Record<string, RuleTable<StateBenefitSet>>> = Object.fromEntries(
  [...STATE_BENEFITS_NORTHEAST, ...STATE_BENEFITS_MIDWEST, ...STATE_BENEFITS_SOUTH, ...STATE_BENEFITS_WEST].map((t) => [
    (t.versions[0] as { value: StateBenefitSet }).value.code,
    t,
  ]),
);

/** The accepted state codes (50 states and DC), sorted. */
export const US_STATE_BENEFIT_CODES: readonly string[] = Object.keys(US_STATE_BENEFITS).sort();

/**
 * Folded spellings (`compactKey`) of every state's code and name, with `washingtondc` for DC, mapped to the code.
 * Names are matched case-, space- and punctuation-insensitively (`new york`, `NEW-YORK`, `NewYork`).
 */
export const US_STATE_ALIASES: Readonly<Record<string, string>> = Object.fromEntries([
  ...US_STATE_BENEFIT_CODES.flatMap((code) => {
    const name = (US_STATE_BENEFITS[code]?.versions[0] as { value: StateBenefitSet }).value.name;
    return [[compactKey(code), code], [compactKey(name), code]];
  }),
  ['washingtondc', 'DC'],
]);
