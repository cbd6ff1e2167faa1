import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '../../src/core/centsToDecimal.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { roundMoney } from '../../src/core/roundMoney.js';
import { toCents } from '../../src/core/toCents.js';

describe('toCents', () => {
  it('rounds half up to the cent', () => {
    expect(toCents('1234.565')).toBe(123457);
    expect(toCents('0.004')).toBe(0);
    expect(toCents(0.1)).toBe(10);
  });

  it('names the field and the caller when the amount is bad', () => {
    for (const bad of ['abc', 'NaN', 'Infinity', '-5', '1e13']) {
      try {
        toCents(bad, { fn: 'planPayoff', field: 'debts[0].balance' });
        expect.unreachable(`accepted ${bad}`);
      } catch (error) {
        expect(error).toBeInstanceOf(GuidekitError);
        expect((error as GuidekitError).field).toBe('debts[0].balance');
        expect((error as GuidekitError).message.startsWith('planPayoff:')).toBe(true);
      }
    }
  });

  it('round-trips every cent amount exactly through centsToDecimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000_000 }), (cents) => {
        expect(toCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});

describe('roundMoney', () => {
  it('rounds half up where binary floats would round down', () => {
    // 1.005 is 1.00499999999999989... as a double; decimal arithmetic keeps it exact.
    expect(roundMoney('1.005').toFixed(2)).toBe('1.01');
    expect((Math.round(1.005 * 100) / 100).toFixed(2)).toBe('1.00');
  });
});
