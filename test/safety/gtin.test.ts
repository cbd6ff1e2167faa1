import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeGtinCheckDigit } from '../../src/safety/computeGtinCheckDigit.js';
import { normalizeGtin } from '../../src/safety/normalizeGtin.js';
import { validateGtinCheckDigit } from '../../src/safety/validateGtinCheckDigit.js';

// Reference vectors: published barcodes whose check digits are given by their sources.
// - UPC-A 036000291452: Wikipedia "Universal Product Code", check-digit worked example (check digit 2).
// - EAN-13 4006381333931: Wikipedia "International Article Number", example barcode.
// - EAN-8 73513537: Wikipedia "EAN-8", example barcode.
// - ISBN-13 9780306406157: Wikipedia "ISBN", check-digit worked example (check digit 7).
// - UPC-E 04252614 = UPC-A 042100005264: Wikipedia "Universal Product Code", UPC-E section.
// - Barcodes printed on real recall notices (test/fixtures): 628078802274 (CPSC 26565), 8401204820784 (Safety Gate
//   SR/01948/26), 6924878900955 (Health Canada 82262); 874348002048 (Health Canada 82260) is printed with a wrong check digit.
describe('computeGtinCheckDigit', () => {
  it('matches published check digits', () => {
    expect(computeGtinCheckDigit('03600029145')).toBe(2);
    expect(computeGtinCheckDigit('400638133393')).toBe(1);
    expect(computeGtinCheckDigit('7351353')).toBe(7);
    expect(computeGtinCheckDigit('978030640615')).toBe(7);
  });
  it('rejects bodies of the wrong length or with letters', () => {
    expect(() => computeGtinCheckDigit('123')).toThrow(expect.objectContaining({ code: 'invalid_gtin', field: 'body' }));
    expect(() => computeGtinCheckDigit('0360002914A')).toThrow(/computeGtinCheckDigit/);
  });
  it('round-trips: a body plus its check digit validates, any other last digit does not', () => {
    fc.assert(
      fc.property(fc.constantFrom(7, 11, 12, 13), fc.integer({ min: 0, max: 9 }), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 13, maxLength: 13 }), (len, other, digits) => {
        const body = digits.slice(0, len);
        const check = computeGtinCheckDigit(body);
        expect(validateGtinCheckDigit(`${body}${check}`)).toBe(true);
        if (other !== check) expect(validateGtinCheckDigit(`${body}${other}`)).toBe(false);
      }),
    );
  });
});

describe('validateGtinCheckDigit', () => {
  it('accepts real barcodes from recall notices and rejects the misprinted one', () => {
    for (const code of ['628078802274', '8401204820784', '6924878900955', '3801005602476', '036000291452', '73513537']) {
      expect(validateGtinCheckDigit(code)).toBe(true);
    }
    expect(validateGtinCheckDigit('874348002048')).toBe(false);
  });
  it('throws on a length that is no GTIN', () => {
    expect(() => validateGtinCheckDigit('12345')).toThrow(expect.objectContaining({ code: 'invalid_gtin', field: 'code' }));
  });
});

describe('normalizeGtin', () => {
  it('strips separators and pads to 14 digits', () => {
    expect(normalizeGtin('6 924878 900955')).toEqual({ valid: true, gtin14: '06924878900955', format: 'GTIN-13', digits: '6924878900955' });
    expect(normalizeGtin('0-36000-29145-2')).toMatchObject({ valid: true, gtin14: '00036000291452', format: 'GTIN-12' });
    expect(normalizeGtin('73513537')).toMatchObject({ valid: true, gtin14: '00000073513537', format: 'GTIN-8' });
  });
  it('makes the UPC-A, EAN-13 and GTIN-14 forms of one item equal', () => {
    const forms = ['036000291452', '0036000291452', '00036000291452'].map((c) => normalizeGtin(c));
    expect(new Set(forms.map((f) => (f.valid ? f.gtin14 : null))).size).toBe(1);
  });
  it('expands UPC-E on request', () => {
    expect(normalizeGtin('04252614', { upcE: true })).toMatchObject({ valid: true, gtin14: '00042100005264', format: 'UPC-E' });
  });
  it('says why a code is not a GTIN', () => {
    expect(normalizeGtin('8 74348 00204 8')).toEqual({ valid: false, reason: 'check_digit', digits: '874348002048' });
    expect(normalizeGtin('BCD25042500206593')).toMatchObject({ valid: false, reason: 'not_digits' });
    expect(normalizeGtin('12345')).toMatchObject({ valid: false, reason: 'length' });
    expect(normalizeGtin('  ')).toMatchObject({ valid: false, reason: 'empty' });
  });
  it('keeps every valid code valid whatever separators are inserted', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 12 }), fc.array(fc.constantFrom(' ', '-', '.'), { maxLength: 3 }), (body, seps) => {
        const code = `${body}${computeGtinCheckDigit(body)}`;
        const spaced = seps.reduce((s, sep, k) => `${s.slice(0, 2 + k * 3)}${sep}${s.slice(2 + k * 3)}`, code);
        const r = normalizeGtin(spaced);
        expect(r.valid && r.gtin14).toBe(`0${code}`);
      }),
    );
  });
  it('throws on a non-string', () => {
    expect(() => normalizeGtin(123 as unknown as string)).toThrow(expect.objectContaining({ code: 'invalid_type', field: 'raw' }));
  });
});
