import type { MessageCatalogs } from './createTranslate.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from './resolveLang.js';

/**
 * The languages every one of a set of message catalogs has: the languages an endpoint built from them can answer in
 * without mixing English into the text. `en` and `es` are always among them (the type requires them); `de` and `fr`
 * only when every catalog in the set has its `de` or `fr` entry.
 *
 * @param catalogs - Every catalog the answer's text may come from.
 * @returns The shipped languages common to all, in {@link SHIPPED_LANGUAGES} order.
 * @example
 * ```ts
 * listCatalogLanguages([{ en: {}, es: {}, de: {} }, { en: {}, es: {} }]) //=> ['en', 'es']
 * ```
 * @see docs/languages.md
 */
export function listCatalogLanguages(catalogs: readonly MessageCatalogs<string>[]): ShippedLanguage[] {
  return SHIPPED_LANGUAGES.filter((lang) => catalogs.every((catalog) => catalog[lang] !== undefined));
}
