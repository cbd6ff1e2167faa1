import { GuidekitError } from '../../core/GuidekitError.js';
import type { Translator } from '../../core/i18n/Translator.js';
import type { Settings } from '../config/settings.js';
import { createTranslator, TRANSLATOR_KINDS, type TranslatorKind } from './createTranslator.js';

/**
 * Builds the machine translator the settings ask for: none unless `GUIDEKIT_TRANSLATE_URL` is set (off by default,
 * and then a language without a shipped catalog gets English with a `lang_note`); `GUIDEKIT_TRANSLATE_KIND` names the
 * API (`openai`, the default, or `libretranslate`), `GUIDEKIT_TRANSLATE_KEY` its key and `GUIDEKIT_TRANSLATE_MODEL`
 * the chat model.
 *
 * @param settings - The resolved settings ({@link readSettings}).
 * @returns The translator, or undefined when none is configured.
 * @throws {@link GuidekitError} `invalid_config` on `GUIDEKIT_TRANSLATE_KIND` (unknown kind) or `GUIDEKIT_TRANSLATE_URL` (not http(s)).
 * @example
 * ```ts
 * createSettingsTranslator({ GUIDEKIT_TRANSLATE_URL: 'http://127.0.0.1:5000', GUIDEKIT_TRANSLATE_KIND: 'libretranslate' }) // a Translator
 * createSettingsTranslator({}) //=> undefined
 * ```
 * @see docs/configuration.md
 */
export function createSettingsTranslator(settings: Settings): Translator | undefined {
  const url = settings.GUIDEKIT_TRANSLATE_URL;
  if (url === undefined) return undefined;
  const kind = settings.GUIDEKIT_TRANSLATE_KIND ?? 'openai';
  if (!(TRANSLATOR_KINDS as readonly string[]).includes(kind)) {
    throw new GuidekitError(`createSettingsTranslator: GUIDEKIT_TRANSLATE_KIND must be one of ${TRANSLATOR_KINDS.join(', ')}, got ${JSON.stringify(kind)}`, {
      code: 'invalid_config',
      field: 'GUIDEKIT_TRANSLATE_KIND',
    });
  }
  if (!/^https?:\/\//.test(url)) {
    throw new GuidekitError(`createSettingsTranslator: GUIDEKIT_TRANSLATE_URL must be an http(s) URL, got ${JSON.stringify(url)}`, {
      code: 'invalid_config',
      field: 'GUIDEKIT_TRANSLATE_URL',
    });
  }
  return createTranslator({
    kind: kind as TranslatorKind,
    url,
    ...(settings.GUIDEKIT_TRANSLATE_KEY === undefined ? {} : { apiKey: settings.GUIDEKIT_TRANSLATE_KEY }),
    ...(settings.GUIDEKIT_TRANSLATE_MODEL === undefined ? {} : { model: settings.GUIDEKIT_TRANSLATE_MODEL }),
  });
}
