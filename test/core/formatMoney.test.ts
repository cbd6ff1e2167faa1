import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_CURRENCIES } from '../../src/core/formatMoney.js';
import { createTranslate } from '../../src/core/i18n/createTranslate.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';

/** Reads an English amount back: strip the symbol and the comma groups. */
function readEnglish(text: string): Decimal {
  return new Decimal(text.replace(/^(-?)(?:\$|£|CA\$|A\$|NZ\$|€)/, '$1').replace(/,/g, ''));
}

describe('formatMoney', () => {
  it('writes US dollars as "$1,234.56" in English and "1234,56 US$" in Spanish (CLDR: no group in four digits, U+00A0)', () => {
    expect(formatMoney('1234.56')).toBe('$1,234.56');
    expect(formatMoney('1234.56', { lang: 'es' })).toBe('1234,56\u00a0US$');
    expect(formatMoney('12345.67', { lang: 'es' })).toBe('12.345,67\u00a0US$');
    expect(formatMoney('0.5', { lang: 'en' })).toBe('$0.50');
    expect(formatMoney('1234567.891', { lang: 'en' })).toBe('$1,234,567.89');
    expect(formatMoney('-5', { lang: 'en' })).toBe('-$5.00');
    expect(formatMoney('-5', { lang: 'es' })).toBe('-5,00\u00a0US$');
  });

  it('writes pounds, Canadian and Australian dollars with their English symbols and their CLDR Spanish codes', () => {
    expect(formatMoney('1234.5', { currency: 'GBP', lang: 'en' })).toBe('£1,234.50');
    expect(formatMoney('1234.5', { currency: 'GBP', lang: 'es' })).toBe('1234,50\u00a0GBP');
    expect(formatMoney('1234.5', { currency: 'CAD', lang: 'en' })).toBe('CA$1,234.50');
    expect(formatMoney('1234.5', { currency: 'CAD', lang: 'es' })).toBe('1234,50\u00a0CAD');
    expect(formatMoney('1234.5', { currency: 'AUD', lang: 'en' })).toBe('A$1,234.50');
    expect(formatMoney('1234.5', { currency: 'AUD', lang: 'es' })).toBe('1234,50\u00a0AUD');
  });

  it('rounds half up to the cent and never writes a negative zero', () => {
    expect(formatMoney('10.005')).toBe('$10.01');
    expect(formatMoney('-0.001')).toBe('$0.00');
  });

  it('reads back to the same amount in English, for every amount in cents and every currency (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), fc.constantFrom(...MONEY_CURRENCIES), (cents, currency) => {
        const amount = new Decimal(cents.toString()).dividedBy(100);
        const text = formatMoney(amount, { currency, lang: 'en' });
        expect(readEnglish(text).equals(amount)).toBe(true);
        expect(text).toMatch(/^-?(\$|£|CA\$|A\$|NZ\$|€)\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
      { numRuns: 500 },
    );
  });

  it('rounds any amount to the cent it reads back as (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const amount = new Decimal(x);
        expect(readEnglish(formatMoney(amount)).equals(amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP))).toBe(true);
      }),
    );
  });

  it('rejects an unknown currency or a non-number, naming the field', () => {
    for (const [call, field] of [
      [() => formatMoney('1', { currency: 'JPY' as never }), 'currency'],
      [() => formatMoney('abc'), 'amount'],
      [() => formatMoney(Number.POSITIVE_INFINITY), 'amount'],
    ] as const) {
      let error: unknown;
      try {
        call();
      } catch (e) {
        error = e;
      }
      expect(isGuidekitError(error)).toBe(true);
      expect((error as { field: string }).field).toBe(field);
    }
  });
});

describe('createTranslate money placeholders', () => {
  const catalogs = {
    en: { rate: 'Paid {amount, money} a month; the cap is {cap, money, GBP}.' },
    es: { rate: 'Se pagan {amount, money} al mes; el tope es {cap, money, GBP}.' },
  };

  it('writes the amount with formatMoney in the catalog’s language and currency', () => {
    expect(createTranslate(catalogs, 'en')('rate', { amount: '3831.3', cap: 1500 })).toBe('Paid $3,831.30 a month; the cap is £1,500.00.');
    expect(createTranslate(catalogs, 'es')('rate', { amount: '3831.3', cap: 1500 })).toBe('Se pagan 3831,30\u00a0US$ al mes; el tope es 1500,00\u00a0GBP.');
  });

  it('writes an unnamed money placeholder in the answer’s currency, and a named one in its own', () => {
    expect(createTranslate(catalogs, 'en', { currency: 'AUD' })('rate', { amount: '12', cap: 1 })).toBe('Paid A$12.00 a month; the cap is £1.00.');
    expect(createTranslate(catalogs, 'es', { currency: 'GBP' })('rate', { amount: '12', cap: 1 })).toBe('Se pagan 12,00\u00a0GBP al mes; el tope es 1,00\u00a0GBP.');
  });

  it('writes a value that is not an amount as given', () => {
    expect(createTranslate(catalogs, 'en')('rate', { amount: '—', cap: 1 })).toBe('Paid — a month; the cap is £1.00.');
  });

  it('leaves no hard-coded "$" before a placeholder in the veterans catalogs', () => {
    for (const file of readdirSync('src/vet/messages')) {
      const text = readFileSync(join('src/vet/messages', file), 'utf8');
      // `${NonUs}` is a type-level template literal (message keys per country), not text.
      expect(text.match(/\$\{\w+[},]/g)?.filter((m) => m !== '${NonUs}') ?? [], file).toEqual([]);
    }
  });
});
