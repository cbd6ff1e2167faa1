import { createTranslate } from '../../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { DESCRIBE_ABROAD_MESSAGES } from '../messages/describeAbroad.js';
import { ABROAD_RULES, type AbroadTopic } from '../rules/abroadRules.js';
import type { VetCountryKey } from '../rules/vetCountries.js';

/**
 * What the paying country's own rules say about one benefit family for a veteran who lives abroad: the statements of
 * that country's abroad rules for the topic, joined, with the rules they come from. Fills the `living_abroad` line of
 * an answer whatever the caller's residence, so a German veteran reads the Bundeswehr's rule and a US veteran the
 * Foreign Medical Program, never another country's.
 *
 * @param payer - The paying country (a mapped key).
 * @param topic - The benefit family.
 * @param options - `asOf` (ISO date whose rows apply) and `lang`.
 * @returns The text and the rules applied; the text is empty when the country has no row for the topic.
 * @example
 * ```ts
 * describeLivingAbroad('Germany', 'healthcare', { asOf: '2026-11-25', lang: 'en' }).rules[0].id //=> 'de.seg.abroad'
 * ```
 * @see docs/vet-abroad.md
 */
export function describeLivingAbroad(
  payer: VetCountryKey,
  topic: AbroadTopic,
  options: { readonly asOf: string; readonly lang: ShippedLanguage },
): { readonly text: string; readonly rules: readonly AppliedRule<unknown>[] } {
  const t = createTranslate(DESCRIBE_ABROAD_MESSAGES, options.lang);
  const rules = ABROAD_RULES[payer]
    .map((table) => pickRule(table, options.asOf))
    .filter((rule): rule is NonNullable<typeof rule> => rule !== undefined && rule.value.topics.includes(topic));
  return { text: rules.map((rule) => t(rule.value.statement)).join(' '), rules: rules as AppliedRule<unknown>[] };
}
