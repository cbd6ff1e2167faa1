import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../src/core/i18n/createTranslate.js';
import { selectPluralCategory } from '../../src/core/i18n/selectPluralCategory.js';

// CLDR plural rules, English and Spanish: "one" is exactly 1; everything else is "other"
// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
describe('selectPluralCategory', () => {
  it('is "one" for exactly 1 and "other" for 0, 2 and fractions, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      expect(selectPluralCategory(1, lang)).toBe('one');
      for (const n of [0, 2, 5, 21, 1.5, 100]) expect(selectPluralCategory(n, lang)).toBe('other');
    }
  });
});

describe('createTranslate plural placeholders', () => {
  const t = (lang: 'en' | 'es') =>
    createTranslate(
      {
        en: { owe: 'You owe {total} across {count, plural, one {# debt} other {# debts}} to {name}.' },
        es: { owe: 'Debe {total} en {count, plural, one {# deuda} other {# deudas}} con {name}.' },
      },
      lang,
    );

  it('says "1 debt" and "2 debts", "1 deuda" and "2 deudas"', () => {
    expect(t('en')('owe', { total: '$5', count: 1, name: 'A' })).toBe('You owe $5 across 1 debt to A.');
    expect(t('en')('owe', { total: '$5', count: 2, name: 'A' })).toBe('You owe $5 across 2 debts to A.');
    expect(t('es')('owe', { total: '5 US$', count: 1, name: 'A' })).toBe('Debe 5 US$ en 1 deuda con A.');
    expect(t('es')('owe', { total: '5 US$', count: 0, name: 'A' })).toBe('Debe 5 US$ en 0 deudas con A.');
  });

  it('fills placeholders inside a branch and leaves a missing count visible', () => {
    const tr = createTranslate({ en: { m: '{n, plural, one {# month with {who}} other {# months with {who}}}' }, es: { m: '{n, plural, one {# mes} other {# meses}}' } }, 'en');
    expect(tr('m', { n: 1, who: 'Visa' })).toBe('1 month with Visa');
    expect(tr('m', { who: 'Visa' })).toBe('{n, plural, one {# month with Visa} other {# months with Visa}}');
  });

  it('uses the plural for a range', () => {
    const tr = createTranslate({ en: { y: '{years, plural, one {# year} other {# years}}' }, es: { y: '{years, plural, one {# año} other {# años}}' } }, 'en');
    expect(tr('y', { years: '4–6' })).toBe('4–6 years');
    expect(tr('y', { years: '1' })).toBe('1 year');
  });

  it('never writes "1 <plural noun>" for any count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (count) => {
        const text = t('en')('owe', { total: '$1', count, name: 'A' });
        expect(text.includes(count === 1 ? '1 debt ' : `${count} debts `)).toBe(true);
      }),
    );
  });
});
