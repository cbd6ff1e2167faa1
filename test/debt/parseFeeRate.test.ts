import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFeeRate } from '../../src/debt/parseFeeRate.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

describe('parseFeeRate', () => {
  // The CFPB describes payday fees as "$10 to $30 for every $100 borrowed" (consumerfinance.gov, "What is a payday loan?");
  // these are the ways borrowers write such a fee.
  it.each(['$15 per $100', '15 per 100', '15%', '15', '$15/$100', '15 dollars per hundred', '$15 for every $100 borrowed', '15 percent', ' $15 fee per $100 ', '15 per one hundred'])(
    'reads %j as $15 per $100',
    (text) => {
      expect(parseFeeRate(text).toFixed()).toBe('15');
    },
  );

  it('scales a fee quoted on another base to the fee per $100', () => {
    expect(parseFeeRate('$45 per $300').toFixed()).toBe('15');
    expect(parseFeeRate('$17.50 per $100').toFixed()).toBe('17.5');
    expect(parseFeeRate('$75 per $1,000').toFixed()).toBe('7.5');
  });

  it.each(['fifteen bucks', '', 'per 100', '$15 per $0', '$500 per $100', 'abc 15'])('rejects %j naming fee_rate and listing the accepted forms', (text) => {
    try {
      parseFeeRate(text);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(GuidekitError);
      expect((error as GuidekitError).field).toBe('fee_rate');
      expect((error as GuidekitError).message).toMatch(/^parseFeeRate: /);
      expect((error as GuidekitError).message).toContain('"$15 per $100"');
    }
  });

  it('reads "$a per $b" as exactly a × 100 ÷ b', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 100, max: 100_000 }), (feeCents, base) => {
        fc.pre(feeCents / 100 <= base);
        const fee = (feeCents / 100).toFixed(2);
        const parsed = parseFeeRate(`$${fee} per $${base}`);
        expect(parsed.times(base).dividedBy(100).toFixed(2)).toBe(fee);
      }),
    );
  });
});
