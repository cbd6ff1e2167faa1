import { GuidekitError } from '../GuidekitError.js';
import { CORE_LANGUAGES, type CoreLanguage, type ShippedLanguage } from './resolveLang.js';

/** Options of {@link readEngineLang}. */
export interface ReadEngineLangOptions<L extends ShippedLanguage> {
  /** The engine's name, for the message. */
  readonly fn: string;
  /**
   * The languages the engine's catalogs have. Default {@link CORE_LANGUAGES} (`en`, `es`); the debt and veterans
   * engines pass `SHIPPED_LANGUAGES`.
   */
  readonly languages?: readonly L[];
}

/**
 * Reads an engine's `lang` option: one of the engine's catalogs, English when absent. The catalog resolves any
 * ISO 639-1 code to one of these first (see {@link resolveLang}); a library caller passing anything else gets an error.
 *
 * @param lang - The option as given.
 * @param options - {@link ReadEngineLangOptions}: the engine's name and languages.
 * @returns One of `options.languages`.
 * @throws {@link GuidekitError} `invalid_lang` on field `lang`.
 * @example
 * ```ts
 * readEngineLang(undefined, { fn: 'planPayoff' }) //=> 'en'
 * readEngineLang('de', { fn: 'planPayoff', languages: SHIPPED_LANGUAGES }) //=> 'de'
 * ```
 * @see docs/languages.md
 */
export function readEngineLang<L extends ShippedLanguage = CoreLanguage>(lang: unknown, options: ReadEngineLangOptions<L>): L {
  const languages: readonly string[] = options.languages ?? CORE_LANGUAGES;
  if (lang === undefined) return 'en' as L;
  if (typeof lang === 'string' && languages.includes(lang)) return lang as L;
  throw new GuidekitError(`${options.fn}: lang must be one of ${languages.join(', ')}, got ${JSON.stringify(lang)}`, {
    code: 'invalid_lang',
    field: 'lang',
  });
}
