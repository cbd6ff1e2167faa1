import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toJsonText } from '../../src/core/toJsonText.js';

describe('toJsonText', () => {
  it('writes Decimals as exact JSON numbers, nested in objects and arrays', () => {
    const text = toJsonText({ a: new Decimal('0.10'), b: [new Decimal('-12345678901234.56')], c: 'text', d: null });
    expect(text).toBe('{"a":0.1,"b":[-12345678901234.56],"c":"text","d":null}');
  });

  it('leaves strings that look like the marker untouched', () => {
    expect(JSON.parse(toJsonText({ s: '\u0000dec:1' }))).toEqual({ s: '\u0000dec:1' });
  });

  it('keeps every cent amount digit for digit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        const d = new Decimal(cents.toString()).dividedBy(100);
        const text = toJsonText({ d });
        expect(text).toBe(`{"d":${d.toFixed()}}`);
      }),
    );
  });
});

describe('toJsonText as JSON.stringify', () => {
  it('agrees with JSON.stringify on plain JSON data, compact and indented', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2), (value, space) => {
        expect(toJsonText(value, { space })).toBe(JSON.stringify(value, null, space));
      }),
    );
  });
});
