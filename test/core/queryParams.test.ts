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
    for (const bad of ['', 'abc', 'NaN', '-1', '1e13', 'Infinity']) expect(q.money().safeParse(bad).success).toBe(false);
  });
});

describe('q.number', () => {
  it('coerces numeric strings and rejects what is not a number', () => {
    expect(q.number().parse(' 7.5 ')).toBe(7.5);
    for (const bad of ['', ' ', 'x', 'NaN']) expect(q.number().safeParse(bad).success).toBe(false);
    expect(q.integer().safeParse('2.5').success).toBe(false);
    expect(q.number({ max: 10 }).safeParse('11').success).toBe(false);
  });

  it('accepts every finite number written as a string', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
      expect(q.number().parse(String(n))).toBe(Number(String(n)));
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
