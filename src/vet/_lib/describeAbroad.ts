import { GuidekitError } from '../../core/GuidekitError.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { DESCRIBE_ABROAD_MESSAGES } from '../messages/describeAbroad.js';
import { ABROAD_RULES, type AbroadStatus, type AbroadTopic } from '../rules/abroadRules.js';
import { VET_COUNTRY_SYSTEMS, type VetCountryKey } from '../rules/vetCountries.js';
import { scopeVeteranCountry, type ScopeVeteranCountryResult } from '../scopeVeteranCountry.js';
import { compactKey } from './normalizeWords.js';

/** One rule row of the `abroad` section, with its provenance. */
export interface AbroadRuleRow {
  readonly id: string;
  /** What the row says, in the response language. */
  readonly statement: string;
  /** The row's verdict on payability abroad, or null when it adds a fact. */
  readonly status: AbroadStatus | null;
  readonly source: string;
  readonly effective: string;
  /** ISO date the row was checked against its source, or null when unverified. */
  readonly verified: string | null;
}

/** The `abroad` section: present when the veteran lives outside the paying country. */
export interface AbroadSection {
  /** The caller's `residence`, trimmed. */
  readonly residence: string;
  /** The mapped country key of the residence, or the caller's text when unmapped. */
  readonly residence_country: string;
  /** The paying country (`country_scope.country`). */
  readonly paying_country: string;
  readonly topic: AbroadTopic;
  /** From the first row for the topic that carries a status; `unknown` when none does. */
  readonly status: AbroadStatus;
  readonly rules: readonly AbroadRuleRow[];
  readonly summary: string;
}

/** Options of {@link describeAbroad}. */
export interface DescribeAbroadOptions {
  /** ISO date whose rows apply (already validated by the calling engine). */
  readonly asOf: string;
  readonly lang: ShippedLanguage;
  /** The calling engine's name, for error messages. */
  readonly fn: string;
}

/**
 * Writes the `abroad` section of a veterans response: whether the topic's benefit reaches a veteran living outside
 * the paying country, as dated rule rows with sources, and the rules to cite.
 *
 * @remarks
 * `residence` is matched like `country` (aliases, then a region name that identifies one country); a region shared by
 * several countries counts as the paying country when that is one of them. No residence, or a residence in the paying
 * country, gives `abroad: null`. An unmapped paying country gives `status: 'unknown'` and no rows.
 *
 * @param scope - The engine's {@link ScopeVeteranCountryResult}.
 * @param residence - The caller's `residence`, or undefined.
 * @param topic - The benefit family of the calling engine.
 * @param options - See {@link DescribeAbroadOptions}.
 * @returns The section (or null) and the applied rules to add to the response's citations.
 * @throws {@link GuidekitError} `invalid_type` on `residence` when it is not a string.
 * @example
 * ```ts
 * describeAbroad(scopeVeteranCountry('US'), 'Philippines', 'caregiver', { asOf: '2026-03-01', lang: 'en', fn: 'x' }).abroad?.status
 * //=> 'not_available'
 * ```
 * @see spec: Veterans Benefits Guidance Service, What the service does
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-71/section-71.10
 */
export function describeAbroad(
  scope: ScopeVeteranCountryResult,
  residence: string | undefined,
  topic: AbroadTopic,
  options: DescribeAbroadOptions,
): { readonly abroad: AbroadSection | null; readonly rules: readonly AppliedRule<unknown>[] } {
  if (residence !== undefined && typeof residence !== 'string') {
    throw new GuidekitError(`${options.fn}: residence must be a string`, { code: 'invalid_type', field: 'residence' });
  }
  const text = residence?.trim() ?? '';
  if (text === '') return { abroad: null, rules: [] };
  const payer = scope.key;
  const residenceKey = matchResidence(text, payer);
  const same = payer === null ? compactKey(text) === compactKey(scope.country_scope.country) : residenceKey === payer;
  if (same) return { abroad: null, rules: [] };

  const t = createTranslate(DESCRIBE_ABROAD_MESSAGES, options.lang);
  // A mapped residence is named as the answer names countries ("the United States", not the "US" typed).
  const residenceName = residenceKey === null ? text : scopeVeteranCountry(residenceKey, { lang: options.lang }).country_scope.country_name;
  const names = { residence: inSentence(residenceName, options.lang), payer: inSentence(scope.country_scope.country_name, options.lang), topic: t(`topic_${topic}`) };
  const base = { residence: text, residence_country: residenceKey ?? text, paying_country: scope.country_scope.country, topic };
  if (payer === null) {
    return { abroad: { ...base, status: 'unknown', rules: [], summary: t('summary_unmapped', names) }, rules: [] };
  }
  const applied = ABROAD_RULES[payer]
    .map((table) => pickRule(table, options.asOf))
    .filter((rule): rule is NonNullable<typeof rule> => rule !== undefined && rule.value.topics.includes(topic));
  const status = applied.find((rule) => rule.value.status !== null)?.value.status ?? 'unknown';
  const rows = applied.map((rule) => ({
    id: rule.id,
    statement: t(rule.value.statement),
    status: rule.value.status,
    source: rule.source,
    effective: rule.effective,
    verified: rule.verified,
  }));
  return {
    abroad: { ...base, status, rules: rows, summary: t(`summary_${status}`, names) },
    rules: applied as AppliedRule<unknown>[],
  };
}

/** The mapped country a residence names, or null for an unmapped name. */
function matchResidence(text: string, payer: VetCountryKey | null): VetCountryKey | null {
  const key = compactKey(text);
  const byAlias = VET_COUNTRY_SYSTEMS.find((s) => s.aliases.includes(key));
  if (byAlias !== undefined) return byAlias.key;
  const byRegion = VET_COUNTRY_SYSTEMS.filter((s) => s.regions.includes(key));
  if (byRegion.length === 1) return (byRegion[0] as (typeof byRegion)[number]).key;
  if (byRegion.length > 1 && payer !== null && byRegion.some((s) => s.key === payer)) return payer;
  return null;
}

/** Country names that take an article inside a sentence ("You live in the United States"). */
const WITH_ARTICLE: Readonly<Partial<Record<ShippedLanguage, Readonly<Record<string, string>>>>> = {
  en: { 'United States': 'the United States', 'United Kingdom': 'the United Kingdom' },
  es: { 'Reino Unido': 'el Reino Unido' },
  // German sentences put the residence and the paying country in the dative ("in den USA", "von den USA").
  de: { USA: 'den USA' },
};

/** A country name as it reads inside a sentence. */
function inSentence(name: string, lang: ShippedLanguage): string {
  return WITH_ARTICLE[lang]?.[name] ?? name;
}
