import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAnnualisedReturn } from '../../../src/markets/predictions/computeAnnualisedReturn.js';

describe('computeAnnualisedReturn', () => {
  it('annualises a short edge simply and compounded', () => {
    // 2 on 100 over 73 days: 2 % a period, 5 periods a year: 10 % simple, 1.02^5 − 1 = 0.1040808032 compounded.
    const r = computeAnnualisedReturn({ edge: 2, capital: 100, daysToResolution: 73 });
    expect(r.periodReturn.toString()).toBe('0.02');
    expect(r.simpleAnnual.toString()).toBe('0.1');
    expect(r.compoundAnnual?.toString()).toBe('0.1040808032');
  });

  it('ranks a quick small edge above a slow bigger one', () => {
    const week = computeAnnualisedReturn({ edge: 2, capital: 100, daysToResolution: 7 });
    const year = computeAnnualisedReturn({ edge: 5, capital: 100, daysToResolution: 365 });
    expect(week.simpleAnnual.gt(year.simpleAnnual)).toBe(true);
    expect(year.simpleAnnual.toString()).toBe('0.05');
  });

  it('reports a total loss without a compounded rate', () => {
    const r = computeAnnualisedReturn({ edge: -100, capital: 100, daysToResolution: 30 });
    expect(r.compoundAnnual).toBeNull();
    expect(r.periodReturn.toString()).toBe('-1');
  });

  it('refuses bad arguments naming the field', () => {
    expect(() => computeAnnualisedReturn({ edge: 1, capital: 0, daysToResolution: 10 })).toThrow(expect.objectContaining({ field: 'capital' }));
    expect(() => computeAnnualisedReturn({ edge: 1, capital: 10, daysToResolution: 0 })).toThrow(/^computeAnnualisedReturn: daysToResolution/);
    expect(() => computeAnnualisedReturn({ edge: 1, capital: 10, daysToResolution: 5 }, { daysPerYear: -1 })).toThrow(expect.objectContaining({ field: 'daysPerYear' }));
  });

  it('keeps the sign of the edge and scales the simple rate with 365 ÷ days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 730 }), (edge, capital, days) => {
        const r = computeAnnualisedReturn({ edge, capital, daysToResolution: days });
        expect(Math.sign(r.simpleAnnual.toNumber())).toBe(Math.sign(edge));
        expect(Math.abs(r.simpleAnnual.toNumber() - ((edge / capital) * 365) / days)).toBeLessThan(1e-8);
      }),
    );
  });
});
