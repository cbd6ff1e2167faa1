import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_CURRENCIES } from '../../../src/core/formatMoney.js';
import { createTranslate } from '../../../src/core/i18n/createTranslate.js';
import { listCatalogLanguages } from '../../../src/core/i18n/listCatalogLanguages.js';
import { resolveLang, SHIPPED_LANGUAGES } from '../../../src/core/i18n/resolveLang.js';
import { selectPluralCategory } from '../../../src/core/i18n/selectPluralCategory.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney in German and French (Intl.NumberFormat)', () => {
  it('writes 1.234,56 € in German and 1 234,56 € in French, with the exact Intl spaces', () => {
    expect(formatMoney('1234.56', { currency: 'EUR', lang: 'de' })).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney('1234.56', { currency: 'EUR', lang: 'fr' })).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(formatMoney('1234.56', { currency: 'USD', lang: 'de' })).toBe(`1.234,56${NBSP}$`);
    expect(formatMoney('1234.56', { currency: 'USD', lang: 'fr' })).toBe(`1${NNBSP}234,56${NBSP}$US`);
    expect(formatMoney('-5', { currency: 'GBP', lang: 'de' })).toBe(`-5,00${NBSP}£`);
    expect(formatMoney('-0.001', { currency: 'EUR', lang: 'de' })).toBe(`0,00${NBSP}€`);
  });

  it('holds exactly what Intl.NumberFormat writes for the cent-rounded amount, in every shipped language (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.constantFrom(...MONEY_CURRENCIES),
        fc.constantFrom(...SHIPPED_LANGUAGES),
        (cents, currency, lang) => {
          const amount = new Decimal(cents.toString()).dividedBy(100);
          // Canadian dollars in French are written as Québec writes them.
          const locale = lang === 'fr' && currency === 'CAD' ? 'fr-CA' : lang;
          const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
          const expected = intl.format(amount.toFixed(2) as unknown as number).replace(/^-(?=\D*0[.,]00\D*$)/, '');
          expect(formatMoney(amount, { currency, lang })).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds half up to the cent before Intl sees the amount, even past float precision', () => {
    expect(formatMoney('10.005', { currency: 'EUR', lang: 'de' })).toBe(`10,01${NBSP}€`);
    expect(formatMoney('12345678901234.565', { currency: 'EUR', lang: 'de' })).toBe(`12.345.678.901.234,57${NBSP}€`);
  });

  it('writes Spanish as CLDR does: no group in four digits, ISO codes for the pound and non-US dollars, U+00A0', () => {
    expect(formatMoney('1234.5', { currency: 'NZD', lang: 'es' })).toBe(`1234,50${NBSP}NZD`);
    expect(formatMoney('12345.5', { currency: 'EUR', lang: 'es' })).toBe(`12.345,50${NBSP}€`);
    expect(formatMoney('1234.5', { currency: 'USD', lang: 'es' })).toBe(`1234,50${NBSP}US$`);
  });

  it('writes Canadian dollars in French as Québec does (fr-CA): 1 234,50 $, not 1 234,50 $CA', () => {
    expect(formatMoney('1234.5', { currency: 'CAD', lang: 'fr' })).toBe(`1${NBSP}234,50${NBSP}$`);
    expect(formatMoney('1234.5', { currency: 'USD', lang: 'fr' })).toBe(`1${NNBSP}234,50${NBSP}$US`);
  });
});

describe('plural categories from Intl.PluralRules', () => {
  it('agrees with Intl.PluralRules for every shipped language (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 3_000_000 }), fc.double({ min: 0, max: 100, noNaN: true })), fc.constantFrom(...SHIPPED_LANGUAGES), (n, lang) => {
        expect(selectPluralCategory(n, lang)).toBe(new Intl.PluralRules(lang).select(n));
      }),
    );
  });

  it('uses German "one" only for 1 and French "one" for 0 and 1.5', () => {
    expect([0, 1, 2, 1.5].map((n) => selectPluralCategory(n, 'de'))).toEqual(['other', 'one', 'other', 'other']);
    expect([0, 1, 2, 1.5].map((n) => selectPluralCategory(n, 'fr'))).toEqual(['one', 'one', 'other', 'one']);
  });

  it('falls back to the other branch for a category the message leaves out (Spanish many)', () => {
    const t = createTranslate({ en: { n: '{n, plural, one {# debt} other {# debts}}' }, es: { n: '{n, plural, one {# deuda} other {# deudas}}' } }, 'es');
    expect(t('n', { n: 1_000_000 })).toBe('1000000 deudas');
  });
});

describe('German and French catalogs in the plumbing', () => {
  const full = { en: { m: 'You owe {total, money}.' }, es: { m: 'Debe {total, money}.' }, de: { m: 'Sie schulden {total, money}.' } };

  it('writes German from a catalog that has it, with German money', () => {
    expect(createTranslate(full, 'de', { currency: 'EUR' })('m', { total: '1234.5' })).toBe(`Sie schulden 1.234,50${NBSP}€.`);
  });

  it('writes English (and English money) from a catalog that lacks the language', () => {
    expect(createTranslate(full, 'fr')('m', { total: '1234.5' })).toBe('You owe $1,234.50.');
  });

  it('lists only the languages every catalog has', () => {
    expect(listCatalogLanguages([full, { en: {}, es: {}, de: {}, fr: {} }])).toEqual(['en', 'es', 'de']);
    expect(listCatalogLanguages([full, { en: {}, es: {} }])).toEqual(['en', 'es']);
  });

  it('resolves de and fr only where the endpoint ships them, else English with a note', () => {
    expect(resolveLang('DE', { languages: ['en', 'es', 'de'] })).toEqual({ lang: 'de', requested: 'de' });
    const fr = resolveLang('fr', { languages: ['en', 'es', 'de'] });
    expect(fr.lang).toBe('en');
    expect(fr.lang_note).toMatch(/fr catalog does not cover this endpoint/);
    expect(resolveLang('de').lang).toBe('en');
    expect(resolveLang('it', { languages: ['en', 'es', 'de', 'fr'] }).lang_note).toMatch(/No it catalog/);
  });
});
