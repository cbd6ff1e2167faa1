import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
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

  // UK lenders quote the FCA-capped price per day (the-fca.org.uk: "an initial cost cap of 0.8% per day"), or per
  // £100 for a stated term; 0.8% a day over 30 days is £24 per £100.
  it.each(['0.8% per day', '0.8% a day', '0.8%/day', '0.8 % / day', '0.8 percent per day', '0.8% daily'])('reads %j as a daily rate: 24 per 100 over 30 days', (text) => {
    expect(parseFeeRate(text, { termDays: 30 }).toFixed()).toBe('24');
  });

  it.each(['24 per 100 for 30 days', '£24 per £100 for 30 days', '£24/£100 over 30 days', '24% for 30 days', '24 pounds per 100 pounds for a 30-day loan'])(
    'reads %j as 24 per 100 for a 30-day term',
    (text) => {
      expect(parseFeeRate(text).toFixed()).toBe('24');
      expect(parseFeeRate(text, { termDays: 30 }).toFixed()).toBe('24');
    },
  );

  it('needs the term for a daily rate and rejects a term that contradicts the text', () => {
    expect(() => parseFeeRate('0.8% per day')).toThrow(/termDays/);
    try {
      parseFeeRate('24 per 100 for 30 days', { termDays: 14 });
      expect.unreachable('should have thrown');
    } catch (error) {
      expect((error as GuidekitError).field).toBe('fee_rate');
      expect((error as GuidekitError).message).toMatch(/^parseFeeRate: .*30-day term/);
    }
    expect(() => parseFeeRate('15', { termDays: 0 })).toThrow(GuidekitError);
    expect(() => parseFeeRate('24 per 100 for 0 days')).toThrow(GuidekitError);
    expect(() => parseFeeRate('150% per day', { termDays: 1 })).toThrow(GuidekitError);
  });

  it('turns a daily rate into exactly rate × days per 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 365 }), (thousandths, days) => {
        const rate = (thousandths / 1000).toString();
        expect(parseFeeRate(`${rate}% per day`, { termDays: days }).toFixed()).toBe(new Decimal(rate).times(days).toFixed());
      }),
    );
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

  describe('a currency sign makes a flat fee (issue 22: "$45" on $255 was read as $45 per $100)', () => {
    it.each(['$45', '£45', '45 dollars', 'a $45 fee', '$45 flat', 'USD 45'])('reads %s on 255 borrowed as 45 for the whole loan', (text) => {
      const per100 = parseFeeRate(text, { amount: '255' });
      expect(per100.times(255).dividedBy(100).toDecimalPlaces(2).toFixed(2)).toBe('45.00');
    });

    it('keeps a bare number a fee per 100 and asks for the amount a flat fee needs', () => {
      expect(parseFeeRate('45').toFixed()).toBe('45');
      expect(() => parseFeeRate('$45')).toThrow(expect.objectContaining({ code: 'required', field: 'amount' }));
      expect(() => parseFeeRate('$45', { amount: '0' })).toThrow(expect.objectContaining({ code: 'invalid_value', field: 'amount' }));
    });

    it('gives back the flat fee exactly for any amount borrowed', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 100, max: 10_000_00 }), (feeCents, borrowedCents) => {
          const fee = new Decimal(feeCents).dividedBy(100);
          const borrowed = new Decimal(borrowedCents).dividedBy(100);
          const per100 = parseFeeRate(`$${fee.toFixed(2)}`, { amount: borrowed });
          expect(per100.times(borrowed).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).toBe(fee.toFixed(2));
        }),
      );
    });
  });

});
