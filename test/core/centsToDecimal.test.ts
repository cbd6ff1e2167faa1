import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '../../src/core/centsToDecimal.js';

/** The definition: cents divided by 100 in decimal arithmetic. */
const divided = (cents: number): Decimal => new Decimal(cents).dividedBy(100);
/** A Decimal's whole identity: sign, exponent and digit words. */
const parts = (d: Decimal) => ({ s: d.s, e: d.e, d: d.d, text: d.toString() });

describe('centsToDecimal', () => {
  it('gives the same Decimal as dividing by 100, for any safe integer and any other finite number (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true, noDefaultInfinity: true })), (cents) => {
        expect(parts(centsToDecimal(cents))).toEqual(parts(divided(cents)));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the sign of zero and the edges of the safe range', () => {
    for (const cents of [0, -0, 1, -1, 99, -100, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21]) {
      expect(parts(centsToDecimal(cents))).toEqual(parts(divided(cents)));
    }
    expect(centsToDecimal(123457).toFixed(2)).toBe('1234.57');
  });
});
