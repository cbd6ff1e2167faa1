import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../src/core/i18n/createTranslate.js';
import { ISO_639_1_CODES } from '../../src/core/i18n/iso639_1.js';
import { localizeResponse } from '../../src/core/i18n/localizeResponse.js';
import { resolveLang } from '../../src/core/i18n/resolveLang.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

describe('resolveLang', () => {
  it('uses the shipped catalogs for en and es, in any case', () => {
    expect(resolveLang('ES')).toEqual({ lang: 'es', requested: 'es' });
    expect(resolveLang(undefined)).toEqual({ lang: 'en', requested: 'en' });
  });

  it('falls back to English with a note for other ISO 639-1 codes', () => {
    const fr = resolveLang('fr');
    expect(fr.lang).toBe('en');
    expect(fr.lang_note).toMatch(/fr/);
  });

  it('rejects a code that is not ISO 639-1, naming the lang field', () => {
    for (const bad of ['xx', 'eng', 'e', 'en-US']) {
      expect(() => resolveLang(bad)).toThrow(GuidekitError);
      try {
        resolveLang(bad);
      } catch (error) {
        expect((error as GuidekitError).field).toBe('lang');
      }
    }
  });

  it('knows the 183 ISO 639-1 codes', () => {
    expect(ISO_639_1_CODES.size).toBe(183);
  });
});

describe('createTranslate', () => {
  const catalogs = { en: { owe: 'You owe {amount}.' }, es: { owe: 'Debe {amount}.' } };

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(createTranslate(catalogs, 'es')('owe', { amount: '$5' })).toBe('Debe $5.');
    expect(createTranslate(catalogs, 'en')('owe')).toBe('You owe {amount}.');
  });
});

describe('localizeResponse', () => {
  const body = { narrative: 'Pay the card.', method: 'avalanche', steps: ['Call.', 'Write.'], nested: { reason: 'High APR.' } };

  it('translates only narrative fields and says it did', async () => {
    const translator = { translate: async (texts: readonly string[]) => texts.map((t) => `[fr] ${t}`) };
    const out = await localizeResponse(body, { lang: 'fr', translator });
    expect(out).toMatchObject({ narrative: '[fr] Pay the card.', method: 'avalanche', steps: ['[fr] Call.', '[fr] Write.'], nested: { reason: '[fr] High APR.' } });
    expect(out.lang_note).toMatch(/Machine-translated/);
    expect(body.narrative).toBe('Pay the card.');
  });

  it('keeps the English answer when the translator fails', async () => {
    const translator = { translate: async () => Promise.reject(new Error('offline')) };
    const out = await localizeResponse(body, { lang: 'de', translator });
    expect(out).toMatchObject({ narrative: 'Pay the card.' });
    expect(out.lang_note).toMatch(/failed/);
  });
});
