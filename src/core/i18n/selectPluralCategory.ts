import type { ShippedLanguage } from './resolveLang.js';

/** The plural categories the shipped languages use (CLDR names). */
export type PluralCategory = 'one' | 'other';

/**
 * Picks the CLDR plural category of a count in a shipped language, so a message says "1 debt" and "2 debts",
 * "1 mes" and "3 meses". English and Spanish both use `one` for exactly 1 and `other` for everything else (0, 2,
 * 1.5, …). Spanish's `many` category (whole millions: "1 millón de deudas") is not used: no count in guidekit's
 * messages comes near it.
 *
 * Message templates use it through {@link createTranslate}'s plural placeholder,
 * `{count, plural, one {# debt} other {# debts}}`, where `#` is the count.
 *
 * @param count - The number being counted.
 * @param lang - `en` or `es`.
 * @returns `one` or `other`.
 * @example
 * ```ts
 * selectPluralCategory(1, 'en') //=> 'one'
 * selectPluralCategory(0, 'es') //=> 'other'
 * ```
 * @see https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html
 */
export function selectPluralCategory(count: number, lang: ShippedLanguage): PluralCategory {
  void lang; // both shipped languages share the rule; the parameter keeps call sites right when a language differs
  return count === 1 ? 'one' : 'other';
}
