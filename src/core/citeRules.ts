import type { AppliedRule } from './ruleTable.js';
import type { ShippedLanguage } from './i18n/resolveLang.js';

/** How a response reports the rules it applied. */
export interface RuleCitations {
  /** Every rule applied, with source, effective and verified dates. */
  readonly rules_applied: readonly Omit<AppliedRule<unknown>, 'value'>[];
  /** Ids of applied rules that could not be verified against their source. Empty when all were verified. */
  readonly unverified_rules: readonly string[];
  /**
   * Ids of applied rules whose period has ended with no newer value on record (see {@link AppliedRule.stale}): the
   * answer used the last known figure, e.g. a 2025 amount on a 2026 date. Each id once, in order of first use. Empty
   * when every value is current.
   */
  readonly stale_rules: readonly string[];
  /** Present only when `stale_rules` is not empty: one sentence a reader sees next to the figures. */
  readonly stale_note?: string;
}

/** Options of {@link citeRules}. */
export interface CiteRulesOptions {
  /** Language of `stale_note`: `en` (default), `es` or `de` (other languages get English). */
  readonly lang?: ShippedLanguage;
}

const staleNoteEn = (list: string) =>
  `Out of date: ${list}. Each value's period has ended and no newer figure is on record, so the last known one was used; check the current figure with its source.`;
const staleNoteEs = (list: string) =>
  `Desactualizado: ${list}. El periodo de cada valor terminó y no consta una cifra más reciente, así que se usó la última conocida; confirme la cifra vigente con su fuente.`;
const staleNoteDe = (list: string) =>
  `Veraltet: ${list}. Der Geltungszeitraum jedes Werts ist abgelaufen und kein neuerer Wert ist erfasst, daher wurde der letzte bekannte verwendet; prüfen Sie den aktuellen Wert anhand seiner Quelle.`;
const staleNoteFr = (list: string) =>
  `Périmé : ${list}. La période de chaque valeur est terminée et aucun chiffre plus récent n’est enregistré ; le dernier connu a donc été utilisé : vérifiez le chiffre actuel auprès de sa source.`;

/**
 * Turns the rules an engine applied into the citation block every rule-based response carries,
 * so a reader can see where each number came from and which ones are unverified.
 *
 * @param rules - The applied rules, in the order they were used; duplicates (same id and effective date) are dropped.
 * @param options - {@link CiteRulesOptions}: the language of `stale_note` (default English).
 * @returns `{ rules_applied, unverified_rules, stale_rules }`, with `stale_note` when a value is stale.
 * @example
 * ```ts
 * citeRules([requireRule(FEDERAL_MINIMUM_WAGE, '2026-11-22')]).unverified_rules //=> []
 * ```
 */
export function citeRules(rules: readonly AppliedRule<unknown>[], options: CiteRulesOptions = {}): RuleCitations {
  const seen = new Set<string>();
  const applied: Omit<AppliedRule<unknown>, 'value'>[] = [];
  for (const rule of rules) {
    const key = `${rule.id}@${rule.effective}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { value: _value, ...rest } = rule;
    applied.push(rest);
  }
  // One entry per rule id: an engine that carries a stale figure forward cites the version and the carried copy.
  const stale = applied.filter((r, i) => r.stale && applied.findIndex((other) => other.stale && other.id === r.id) === i);
  return {
    rules_applied: applied,
    unverified_rules: applied.filter((r) => r.unverified).map((r) => r.id),
    stale_rules: stale.map((r) => r.id),
    ...(stale.length === 0
      ? {}
      : {
          stale_note: (options.lang === 'es' ? staleNoteEs : options.lang === 'de' ? staleNoteDe : options.lang === 'fr' ? staleNoteFr : staleNoteEn)(stale.map((r) => `${r.id} (${r.effective} → ${r.stale_since})`).join('; ')),
        }),
  };
}
