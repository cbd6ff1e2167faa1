import { GuidekitError } from '../GuidekitError.js';
import { ISO_639_1_CODES } from './iso639_1.js';

/**
 * Languages guidekit can ship message catalogs for. English and Spanish are in every catalog (the compiler rejects a
 * catalog without them); German and French ship for the domains whose catalogs all have them (see
 * {@link listCatalogLanguages}), and a request in them elsewhere falls back to English with a note.
 */
export const SHIPPED_LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
/** A language guidekit has (or may have) a complete message catalog for. */
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];
/** The languages every catalog has: the default of {@link resolveLang}'s `languages`. */
export const CORE_LANGUAGES = ['en', 'es'] as const satisfies readonly ShippedLanguage[];
/** A language every catalog has, `en` or `es`: the languages of a domain with no German or French catalogs. */
export type CoreLanguage = (typeof CORE_LANGUAGES)[number];

/**
 * The outcome of choosing a message catalog for a requested language.
 *
 * @typeParam L - The languages it may hold (an endpoint of a domain without German or French catalogs only ever
 *   receives {@link CoreLanguage}).
 */
export interface ResolvedLang<L extends ShippedLanguage = ShippedLanguage> {
  /** The catalog that will be used. */
  readonly lang: L;
  /** The code the caller asked for (lower-cased), or `'en'` when none was given. */
  readonly requested: string;
  /** Set when the requested language has no catalog and English was used instead. */
  readonly lang_note?: string;
}

/** Options of {@link resolveLang}. */
export interface ResolveLangOptions {
  /**
   * The languages whose catalogs are complete for the answer being built (an endpoint's: every catalog it uses has
   * them). Default {@link CORE_LANGUAGES}, `en` and `es`.
   */
  readonly languages?: readonly ShippedLanguage[];
}

/**
 * Chooses the message catalog for a requested ISO 639-1 code: a language in `options.languages` (by default `en` and
 * `es`; `de` and `fr` where the endpoint's catalogs have them) is used as asked; any other valid code falls back to
 * English with a `lang_note` (an adapter may then machine-translate with a {@link Translator}); anything else is a bad
 * argument.
 *
 * @param lang - Two-letter ISO 639-1 code, any case, or undefined for English.
 * @param options - {@link ResolveLangOptions}: the languages available.
 * @returns The catalog to use and, on fallback, the note to return.
 * @throws {@link GuidekitError} with code `invalid_lang` on field `lang` for a code that is not ISO 639-1.
 * @example
 * ```ts
 * resolveLang('de', { languages: ['en', 'es', 'de'] }) //=> { lang: 'de', requested: 'de' }
 * resolveLang('it') //=> { lang: 'en', requested: 'it', lang_note: 'No it catalog ships with guidekit; the response is in English.' }
 * ```
 * @see https://www.loc.gov/standards/iso639-2/php/code_list.php
 * @see docs/languages.md
 */
export function resolveLang(lang?: string, options: ResolveLangOptions = {}): ResolvedLang {
  if (lang === undefined || lang === '') return { lang: 'en', requested: 'en' };
  const code = lang.toLowerCase();
  if (!ISO_639_1_CODES.has(code)) {
    throw new GuidekitError(`resolveLang: lang must be a two-letter ISO 639-1 code, got ${JSON.stringify(lang)}`, {
      code: 'invalid_lang',
      field: 'lang',
    });
  }
  const available: readonly string[] = options.languages ?? CORE_LANGUAGES;
  if (available.includes(code)) return { lang: code as ShippedLanguage, requested: code };
  if ((SHIPPED_LANGUAGES as readonly string[]).includes(code)) {
    return { lang: 'en', requested: code, lang_note: `The ${code} catalog does not cover this endpoint yet; the response is in English.` };
  }
  return { lang: 'en', requested: code, lang_note: `No ${code} catalog ships with guidekit; the response is in English.` };
}
