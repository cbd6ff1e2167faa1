import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { compactKey } from './_lib/normalizeWords.js';
import { SCOPE_VETERAN_COUNTRY_MESSAGES } from './messages/scopeVeteranCountry.js';
import { VET_COUNTRY_SYSTEMS, type VetCountryKey, type VetCountrySystem } from './rules/vetCountries.js';

/** Options of {@link scopeVeteranCountry}. */
export interface ScopeVeteranCountryOptions {
  /** A US state, province, nation or Land (name or postal code) used to infer the country when `country` is omitted. */
  readonly state?: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** How the assessed country was chosen. */
export type CountryBasis = 'given' | 'inferred_from_region' | 'default_us';

/** The `country_scope` field every veterans response carries (spec: "Field in every response"). */
export interface CountryScope {
  /** The country assessed: a mapped key (`US`, `UK`, `Canada`, `Australia`, `NewZealand`, `Germany`) or the caller's text. */
  readonly country: string;
  /** The country's name in the response language (the caller's text for an unmapped country). */
  readonly country_name: string;
  /** True when the country has a mapped veterans-benefits system. */
  readonly mapped: boolean;
  /** True when the country was not given and no region identified it, so US rules were assumed as a fallback. */
  readonly assumed: boolean;
  /** How the country was chosen. */
  readonly basis: CountryBasis;
  /** The region that identified the country, when it was inferred. */
  readonly region: string | null;
  /** The national authority that decides claims, or null for an unmapped country. */
  readonly authority: string | null;
  /** Why the country was chosen this way, or what is missing; null when the caller named a mapped country. */
  readonly note: string | null;
}

/** The mapped country's programs, named for the endpoints that describe them. */
export interface CountryPrograms {
  /** Disability compensation scheme. */
  readonly disability: string;
  /** Care-needs pension or allowance (aid and attendance equivalent). */
  readonly care: string;
  /** Unemployability benefit (TDIU equivalent). */
  readonly unemployability: string;
}

/** What {@link scopeVeteranCountry} returns. */
export interface ScopeVeteranCountryResult {
  readonly country_scope: CountryScope;
  /** The mapped country key, or null for an unmapped country. */
  readonly key: VetCountryKey | null;
  /** ISO 4217 currency of the country's benefits, or null when unmapped. */
  readonly currency: VetCountrySystem['currency'] | null;
  /** Program names, or null when unmapped. */
  readonly programs: CountryPrograms | null;
  /** Official pages describing the system (empty when unmapped). */
  readonly sources: readonly string[];
  /** Not an official determination; where to get accredited help in that country. */
  readonly disclaimer: string;
}

const FN = 'scopeVeteranCountry';

/**
 * Decides which national veterans-benefits system an answer is about, and writes the `country_scope` and
 * `disclaimer` every veterans response carries.
 *
 * @remarks
 * A given `country` is matched case- and punctuation-insensitively against the six mapped systems and their
 * aliases (`USA`, `United Kingdom`, `NZ`, `Deutschland`, …). Any other non-empty name is a best-effort answer for
 * that country: `mapped: false`, a note saying no program is mapped, and never US rules. With no `country`, a
 * recognized `state` (a US state, Canadian province, Australian state, UK nation, New Zealand region or German Land,
 * by name or postal code) identifies the country; a region code shared by two countries (`WA`, `NT`) or no region
 * gives a US-anchored answer (`assumed: true`) with a note asking for `country`.
 *
 * @param country - The caller's `country`, or undefined.
 * @param options - See {@link ScopeVeteranCountryOptions}.
 * @returns The country scope, the program names and the disclaimer.
 * @throws {@link GuidekitError} `invalid_type` when `country` or `state` is not a string; `invalid_lang`.
 * @example
 * ```ts
 * scopeVeteranCountry(undefined, { state: 'Ontario' }).country_scope.country //=> 'Canada'
 * scopeVeteranCountry('France').country_scope.mapped //=> false
 * ```
 * @see spec: Veterans Benefits Guidance Service, What the service does
 */
export function scopeVeteranCountry(country: string | undefined, options: ScopeVeteranCountryOptions = {}): ScopeVeteranCountryResult {
  const lang = readEngineLang(options.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  if (country !== undefined && typeof country !== 'string') {
    throw new GuidekitError(`${FN}: country must be a string`, { code: 'invalid_type', field: 'country' });
  }
  if (options.state !== undefined && typeof options.state !== 'string') {
    throw new GuidekitError(`${FN}: state must be a string`, { code: 'invalid_type', field: 'state' });
  }
  const t = createTranslate(SCOPE_VETERAN_COUNTRY_MESSAGES, lang);
  const given = country?.trim() ?? '';
  const region = options.state?.trim() ?? '';

  const mapped = (system: VetCountrySystem, basis: CountryBasis, note: string | null, regionUsed: string | null): ScopeVeteranCountryResult => {
    const k = system.key;
    const authority = t(`authority_${k}`);
    return {
      country_scope: {
        country: k,
        country_name: t(`name_${k}`),
        mapped: true,
        assumed: basis === 'default_us',
        basis,
        region: regionUsed,
        authority,
        note,
      },
      key: k,
      currency: system.currency,
      programs: { disability: t(`disability_${k}`), care: t(`care_${k}`), unemployability: t(`unemployability_${k}`) },
      sources: system.sources,
      disclaimer: t('disclaimer_mapped', { authority, assistance: t(`assist_${k}`) }),
    };
  };
  const us = VET_COUNTRY_SYSTEMS.find((s) => s.key === 'US') as VetCountrySystem;

  if (given !== '') {
    const key = compactKey(given);
    const system = VET_COUNTRY_SYSTEMS.find((s) => s.aliases.includes(key));
    if (system !== undefined) {
      return mapped(system, 'given', region === '' ? null : t('note_region_ignored', { region }), null);
    }
    return {
      country_scope: {
        country: given,
        country_name: given,
        mapped: false,
        assumed: false,
        basis: 'given',
        region: null,
        authority: null,
        note: t('note_unmapped', { country: given }),
      },
      key: null,
      currency: null,
      programs: null,
      sources: [],
      disclaimer: t('disclaimer_unmapped', { country: given }),
    };
  }

  if (region !== '') {
    const key = compactKey(region);
    const candidates = VET_COUNTRY_SYSTEMS.filter((s) => s.regions.includes(key));
    if (candidates.length === 1) {
      const system = candidates[0] as VetCountrySystem;
      return mapped(system, 'inferred_from_region', t('note_inferred', { country: t(`name_${system.key}`), region }), region);
    }
    if (candidates.length > 1) {
      return mapped(us, 'default_us', t('note_ambiguous_region', { region, candidates: candidates.map((s) => t(`name_${s.key}`)).join(', ') }), null);
    }
  }
  return mapped(us, 'default_us', t('note_default_us'), null);
}
