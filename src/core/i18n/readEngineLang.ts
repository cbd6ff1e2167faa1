import { GuidekitError } from '../GuidekitError.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from './resolveLang.js';

/**
 * Reads an engine's `lang` option: one of the shipped catalogs, English when absent. The catalog resolves any
 * ISO 639-1 code to one of these first (see {@link resolveLang}); a library caller passing anything else gets an error.
 *
 * @param lang - The option as given.
 * @param options - `fn`: the engine's name, for the message.
 * @returns `'en'` or `'es'`.
 * @throws {@link GuidekitError} `invalid_lang` on field `lang`.
 * @example
 * ```ts
 * readEngineLang(undefined, { fn: 'planPayoff' }) //=> 'en'
 * ```
 */
export function readEngineLang(lang: unknown, options: { readonly fn: string }): ShippedLanguage {
  if (lang === undefined) return 'en';
  if (typeof lang === 'string' && (SHIPPED_LANGUAGES as readonly string[]).includes(lang)) return lang as ShippedLanguage;
  throw new GuidekitError(`${options.fn}: lang must be one of ${SHIPPED_LANGUAGES.join(', ')}, got ${JSON.stringify(lang)}`, {
    code: 'invalid_lang',
    field: 'lang',
  });
}
