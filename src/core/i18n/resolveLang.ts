import { GuidekitError } from '../GuidekitError.js';
import { ISO_639_1_CODES } from './iso639_1.js';

/** Languages whose message catalogs ship complete. */
export const SHIPPED_LANGUAGES = ['en', 'es'] as const;
/** A language with a complete message catalog. */
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** The outcome of choosing a message catalog for a requested language. */
export interface ResolvedLang {
  /** The catalog that will be used. */
  readonly lang: ShippedLanguage;
  /** The code the caller asked for (lower-cased), or `'en'` when none was given. */
  readonly requested: string;
  /** Set when the requested language has no catalog and English was used instead. */
  readonly lang_note?: string;
}

/**
 * Chooses the message catalog for a requested ISO 639-1 code: `en` and `es` ship complete; any other
 * valid code falls back to English with a `lang_note` (an adapter may then machine-translate with a
 * {@link Translator}); anything else is a bad argument.
 *
 * @param lang - Two-letter ISO 639-1 code, any case, or undefined for English.
 * @returns The catalog to use and, on fallback, the note to return.
 * @throws {@link GuidekitError} with code `invalid_lang` on field `lang` for a code that is not ISO 639-1.
 * @example
 * ```ts
 * resolveLang('fr') //=> { lang: 'en', requested: 'fr', lang_note: 'No fr catalog ships with guidekit; the response is in English.' }
 * ```
 * @see https://www.loc.gov/standards/iso639-2/php/code_list.php
 */
export function resolveLang(lang?: string): ResolvedLang {
  if (lang === undefined || lang === '') return { lang: 'en', requested: 'en' };
  const code = lang.toLowerCase();
  if (!ISO_639_1_CODES.has(code)) {
    throw new GuidekitError(`resolveLang: lang must be a two-letter ISO 639-1 code, got ${JSON.stringify(lang)}`, {
      code: 'invalid_lang',
      field: 'lang',
    });
  }
  if ((SHIPPED_LANGUAGES as readonly string[]).includes(code)) return { lang: code as ShippedLanguage, requested: code };
  return { lang: 'en', requested: code, lang_note: `No ${code} catalog ships with guidekit; the response is in English.` };
}
