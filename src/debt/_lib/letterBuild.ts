import { createTranslate, type MessageCatalogs } from '../../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';
import { REGULATOR_ROLE_MESSAGES, type RegulatorRoleKey } from '../messages/briefCollectionRights.js';
import { REGULATORS, type RegulatorTopic } from '../rules/regulators.js';
import { unfilledPlaceholders } from './letterPlaceholders.js';
import type { ComplaintBody, LetterTemplate } from './letterTypes.js';

/** Parameters a letter is filled with: only what the caller gave (and what the engine knows), never blanks. */
export type LetterParams = Readonly<Record<string, string | number>>;

/**
 * Builds one letter from a catalog: the body is the template filled with `params`, with an optional appendix
 * (e.g. the caller's situation) before the signature; `placeholders_to_fill` lists what the template still leaves
 * visible.
 *
 * @param catalogs - The engine's message catalogs.
 * @param lang - Catalog language.
 * @param spec - `id`; the `title`, `sendTo` and `body` keys; `params`; `appendix`: a paragraph inserted before the closing signature line.
 * @returns The letter.
 * @example
 * ```ts
 * buildLetter(MESSAGES, 'en', { id: 'cease_and_desist', title: 't', sendTo: 's', body: 'b', params: { collector: 'Acme' } }).placeholders_to_fill
 * //=> ['date', ...] minus what was given
 * ```
 */
export function buildLetter<K extends string>(
  catalogs: MessageCatalogs<K>,
  lang: ShippedLanguage,
  spec: { readonly id: string; readonly title: K; readonly sendTo: K; readonly body: K; readonly params: LetterParams; readonly appendix?: string },
): LetterTemplate {
  const t = createTranslate(catalogs, lang);
  let body = t(spec.body, spec.params);
  if (spec.appendix !== undefined) {
    // The signature ({your_name} or the filled name) is the last paragraph; the appendix goes just before it.
    const cut = body.lastIndexOf('\n\n');
    body = cut === -1 ? `${body}\n\n${spec.appendix}` : `${body.slice(0, cut)}\n\n${spec.appendix}${body.slice(cut)}`;
  }
  return {
    id: spec.id,
    title: t(spec.title, spec.params),
    send_to: t(spec.sendTo, spec.params),
    body,
    placeholders_to_fill: unfilledPlaceholders((catalogs[lang] ?? catalogs.en)[spec.body], spec.params),
  };
}

/**
 * The complaint bodies of a country for a topic, in the table's order, with their role in the reader's language.
 *
 * @param country - Jurisdiction.
 * @param options - `asOf`; `lang`; `topic`: `collections` or `credit_reporting`.
 * @returns The bodies and the rules applied.
 * @example
 * ```ts
 * complaintBodies('US', { asOf: '2026-11-22', lang: 'en', topic: 'collections' }).bodies[0].id //=> 'cfpb'
 * ```
 */
export function complaintBodies(
  country: DebtCountry,
  options: { readonly asOf: string; readonly lang: ShippedLanguage; readonly topic: RegulatorTopic },
): { readonly bodies: ComplaintBody[]; readonly applied: AppliedRule<unknown>[] } {
  const t = createTranslate(REGULATOR_ROLE_MESSAGES, options.lang);
  const bodies: ComplaintBody[] = [];
  const applied: AppliedRule<unknown>[] = [];
  for (const table of REGULATORS[country]) {
    const rule = pickRule(table, options.asOf);
    if (rule === undefined || !rule.value.topics.includes(options.topic)) continue;
    applied.push(rule);
    const { id, url } = rule.value;
    // A bilingual body is named in French in a French answer (its official name), in English otherwise.
    const name = options.lang === 'fr' && rule.value.name_fr !== undefined ? rule.value.name_fr : rule.value.name;
    bodies.push({ id, name, url, role: t(`role_${id}` as RegulatorRoleKey), rule_id: rule.id });
  }
  return { bodies, applied };
}
