import type { ShippedLanguage } from './resolveLang.js';

/** A domain's message catalogs: the Spanish catalog must have exactly the English keys (the compiler checks). */
export type MessageCatalogs<K extends string> = { readonly [L in ShippedLanguage]: Readonly<Record<K, string>> };

/** Formats one message with its `{name}` placeholders filled. */
export type Translate<K extends string> = (key: K, params?: Readonly<Record<string, string | number>>) => string;

/**
 * Builds the message formatter for one language from a domain's catalogs. Narrative text in every
 * engine response comes from such catalogs, never from string literals in engine code.
 *
 * @param catalogs - The domain's `en` and `es` catalogs.
 * @param lang - The catalog to use (see {@link resolveLang}).
 * @returns `t(key, params)`; a placeholder with no value is left visible as `{name}`.
 * @example
 * ```ts
 * const t = createTranslate({ en: { hi: 'Hi {name}' }, es: { hi: 'Hola {name}' } }, 'es');
 * t('hi', { name: 'Ana' }) //=> 'Hola Ana'
 * ```
 */
export function createTranslate<K extends string>(catalogs: MessageCatalogs<K>, lang: ShippedLanguage): Translate<K> {
  const catalog = catalogs[lang];
  return (key, params) => {
    const template = catalog[key];
    if (params === undefined) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
