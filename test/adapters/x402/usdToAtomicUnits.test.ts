import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usdToAtomicUnits } from '../../../src/adapters/x402/usdToAtomicUnits.js';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';

// USDC has 6 decimals (Circle, https://developers.circle.com/stablecoins/usdc-contract-addresses): $1 = 1 000 000 units.
describe('usdToAtomicUnits', () => {
  it('converts catalog prices exactly (issue #4: 0.015 → "15000")', () => {
    expect(usdToAtomicUnits('0.015')).toBe('15000');
    expect(usdToAtomicUnits('0.10')).toBe('100000');
    expect(usdToAtomicUnits('2.49')).toBe('2490000');
    expect(usdToAtomicUnits('1')).toBe('1000000');
    expect(usdToAtomicUnits('0.000001')).toBe('1');
  });

  it('refuses what x402 price strings would silently truncate, and non-positive prices', () => {
    // "0.0000001" becomes "0" in @x402/core's own Money parsing (research note, §2); here it is an error.
    for (const bad of ['0.0000001', '0.0150001', '0', '-0.01', 'abc', '']) {
      const error = (() => {
        try {
          usdToAtomicUnits(bad, { field: 'debtPayoff' });
        } catch (e) {
          return e;
        }
      })();
      expect(isGuidekitError(error) && error.code, bad).toBe('invalid_price');
      expect(isGuidekitError(error) && error.field, bad).toBe('debtPayoff');
    }
  });

  it('honours other token decimals', () => {
    expect(usdToAtomicUnits('1.5', { decimals: 18 })).toBe('1500000000000000000');
    expect(() => usdToAtomicUnits('0.015', { decimals: 2 })).toThrow(/more than 2 decimals/);
  });

  it('round-trips every whole number of micro-dollars (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (micros) => {
        // Written as a decimal string by integer arithmetic, independent of the code under test.
        const text = `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
        expect(usdToAtomicUnits(text)).toBe(micros.toString());
      }),
    );
  });

  it('refuses any price with a non-zero seventh decimal (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 1, max: 9 }), (micros, seventh) => {
        const text = `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}${seventh}`;
        expect(() => usdToAtomicUnits(text)).toThrow(/more than 6 decimals/);
      }),
    );
  });
});
