import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { q } from '../../src/core/queryParams.js';

describe('q.money', () => {
  it('keeps amounts as exact decimal strings and accepts the ways people write them', () => {
    expect(q.money().parse('1,234.56')).toBe('1234.56');
    expect(q.money().parse('$99')).toBe('99');
    expect(q.money().parse(12.5)).toBe('12.5');
  });

  it('rejects empty, non-numeric, negative and huge amounts', () => {
    for (const bad of ['', 'abc', 'NaN', '-1', '1e13', '1e3', '0x2BC', ' 99', 'Infinity']) expect(q.money().safeParse(bad).success).toBe(false);
    expect(q.money().parse(1e-7)).toBe('0.0000001');
  });
});

describe('q.number', () => {
  it('coerces numeric strings and rejects what is not a number', () => {
    expect(q.number().parse('7.5')).toBe(7.5);
    expect(q.number().parse('-.25')).toBe(-0.25);
    expect(q.number().parse(7.5)).toBe(7.5);
    for (const bad of ['', ' ', 'x', 'NaN']) expect(q.number().safeParse(bad).success).toBe(false);
    expect(q.integer().safeParse('2.5').success).toBe(false);
    expect(q.number({ max: 10 }).safeParse('11').success).toBe(false);
  });

  it('accepts every number written in decimal digits with an optional sign and point', () => {
    const decimalText = fc
      .tuple(fc.constantFrom('', '+', '-'), fc.stringMatching(/^\d{1,12}$/), fc.option(fc.stringMatching(/^\d{0,8}$/), { nil: undefined }))
      .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
    fc.assert(fc.property(decimalText, (text) => {
      expect(q.number().parse(text)).toBe(Number(text));
    }));
  });

  it('refuses what Number() would read but is not decimal text: hex, binary, octal, exponents, Infinity, whitespace', () => {
    // score=0x2BC was read as 700 and charged (issue #23).
    for (const bad of ['0x2BC', '0X2bc', '0b1010', '0o17', '1e3', '7E-1', 'Infinity', '-Infinity', ' 7', '7 ', '\t7', '7\n', '\u00a07', '1_000', '1,5', '++1', '.'])
      expect(q.number().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(q.integer().safeParse('0x2BC').success).toBe(false);
    expect(q.number().safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('refuses any text that reads as a number only with a non-decimal form or padding', () => {
    const tricky = fc.oneof(
      fc.integer({ min: 0, max: 1_000_000 }).map((n) => `0x${n.toString(16)}`),
      fc.integer({ min: 0, max: 1_000_000 }).map((n) => `0b${n.toString(2)}`),
      fc.integer({ min: 0, max: 1_000_000 }).map((n) => `0o${n.toString(8)}`),
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: -20, max: 20 })).map(([m, e]) => `${m}e${e}`),
      fc.tuple(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\ufeff'), fc.integer({ min: 0, max: 1000 }), fc.boolean())
        .map(([space, n, before]) => (before ? `${space}${n}` : `${n}${space}`)),
    );
    fc.assert(fc.property(tricky, (text) => {
      expect(Number.isNaN(Number(text))).toBe(false); // Number() would have taken it
      expect(q.number().safeParse(text).success).toBe(false);
      expect(q.money().safeParse(text).success).toBe(false);
    }));
  });
});

describe('q.oneOf', () => {
  it('matches case-insensitively and returns the listed spelling', () => {
    expect(q.oneOf(['FHA', 'VA']).parse('fha')).toBe('FHA');
    const result = q.oneOf(['FHA', 'VA']).safeParse('USDA');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/FHA, VA/);
  });
});

describe('q.boolean, q.date, q.list, q.json, q.lang', () => {
  it('coerce query strings', () => {
    expect(q.boolean().parse('TRUE')).toBe(true);
    expect(q.boolean().safeParse('maybe').success).toBe(false);
    expect(q.date().parse('2026-11-22')).toBe('2026-11-22');
    expect(q.date().safeParse('2026-02-30').success).toBe(false);
    expect(q.list().parse('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(q.json(z.array(z.number())).parse('[1,2]')).toEqual([1, 2]);
    expect(q.json(z.array(z.number())).safeParse('[1,').success).toBe(false);
    expect(q.lang().parse('ES')).toBe('es');
    expect(q.lang().safeParse('zz').success).toBe(false);
  });
});
