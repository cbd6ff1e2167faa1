import { createTranslate } from '../../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { LIST_COUNTRY_SCHEMES_MESSAGES } from '../messages/listCountrySchemes.js';
import { COUNTRY_SCHEMES, type SchemeTopic } from '../rules/countrySchemes.js';
import type { VetCountryKey } from '../rules/vetCountries.js';

/** One national scheme as a response lists it. */
export interface SchemeEntry {
  /** Rule id (`uk.afcs.tariff`). */
  readonly id: string;
  /** The scheme's proper name. */
  readonly name: string;
  /** The statute or instrument. */
  readonly law: string;
  /** What the award is based on (rating scale, tariff, salary), in the response language; no amounts. */
  readonly basis: string;
  readonly effective: string;
  readonly source: string;
  /** ISO date checked against the source, or null when unverified. */
  readonly verified: string | null;
}

/**
 * The national schemes of a non-US country for one benefit family, in force at `asOf`, with their rating or
 * compensation basis and the rules to cite.
 *
 * @param country - A mapped country key; `US` or null gives no schemes.
 * @param topic - `disability` or `unemployability`.
 * @param options - `asOf` (validated ISO date) and `lang`.
 * @returns The schemes and the applied rules.
 * @example
 * ```ts
 * listCountrySchemes('UK', 'disability', { asOf: '2026-03-01', lang: 'en' }).schemes.map((s) => s.id) //=> ['uk.afcs.tariff', 'uk.wps']
 * ```
 * @see spec: Veterans Benefits Guidance Service, What the service does
 */
export function listCountrySchemes(
  country: VetCountryKey | null,
  topic: SchemeTopic,
  options: { readonly asOf: string; readonly lang: ShippedLanguage },
): { readonly schemes: readonly SchemeEntry[]; readonly rules: readonly AppliedRule<unknown>[] } {
  if (country === null || country === 'US') return { schemes: [], rules: [] };
  const t = createTranslate(LIST_COUNTRY_SCHEMES_MESSAGES, options.lang);
  const applied = COUNTRY_SCHEMES.map((table) => pickRule(table, options.asOf)).filter(
    (rule): rule is NonNullable<typeof rule> => rule !== undefined && rule.value.country === country && rule.value.topic === topic,
  );
  return {
    schemes: applied.map((rule) => ({
      id: rule.id,
      name: rule.value.name,
      law: rule.value.law,
      basis: t(rule.value.basis),
      effective: rule.effective,
      source: rule.source,
      verified: rule.verified,
    })),
    rules: applied as AppliedRule<unknown>[],
  };
}
