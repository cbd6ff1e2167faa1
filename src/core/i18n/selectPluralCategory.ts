import type { ShippedLanguage } from './resolveLang.js';

/** A CLDR plural category (`one`, `other`, and in some languages `zero`, `two`, `few`, `many`). */
export type PluralCategory = Intl.LDMLPluralRule;

const RULES = new Map<string, Intl.PluralRules>();

/**
 * Picks the CLDR plural category of a count in a shipped language, from the runtime's `Intl.PluralRules`, so a message
 * says "1 debt" and "2 debts", "1 Monat" and "3 Monate", "0 dette" (French counts 0 and 1.5 as `one`). English,
 * Spanish and German use `one` for exactly 1 and `other` for 0, 2 and fractions; Spanish and French also have `many`
 * (whole millions), which a message may leave out: {@link createTranslate} then uses its `other` branch.
 *
 * Message templates use it through {@link createTranslate}'s plural placeholder,
 * `{count, plural, one {# debt} other {# debts}}`, where `#` is the count.
 *
 * @param count - The number being counted.
 * @param lang - A shipped language.
 * @returns The CLDR category.
 * @example
 * ```ts
 * selectPluralCategory(1, 'en') //=> 'one'
 * selectPluralCategory(0, 'es') //=> 'other'
 * selectPluralCategory(0, 'fr') //=> 'one'
 * ```
 * @see https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html
 */
export function selectPluralCategory(count: number, lang: ShippedLanguage): PluralCategory {
  let rules = RULES.get(lang);
  if (rules === undefined) {
    rules = new Intl.PluralRules(lang);
    RULES.set(lang, rules);
  }
  return rules.select(count);
}
