import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAnnualisedReturn } from '../../../../src/markets/predictions/computeAnnualisedReturn.js';
import { sizeQuarterKelly } from '../../../../src/markets/predictions/sizeQuarterKelly.js';
import { annualiseReturn, kellyFraction } from '../../../../src/markets/probability/_lib/sizing.js';

// The probability engines (findCalibratedEdges, findSumArbitrage) size and annualise with the prediction-market
// engines, read back as numbers: the two families give the same figure to the last digit, not merely close ones.
const unit = fc.double({ min: 0.001, max: 0.999, noNaN: true });

describe('kellyFraction', () => {
  it('is sizeQuarterKelly at full Kelly, read back as a number', () => {
    fc.assert(
      fc.property(unit, unit, (p, cost) => {
        fc.pre(p > cost);
        expect(kellyFraction(p, cost)).toBe(sizeQuarterKelly({ price: cost, probability: p }, { fraction: 1, decimals: 30 }).fullKelly.toNumber());
      }),
    );
  });

  it('is 0 without an edge or at a cost outside (0, 1), where sizeQuarterKelly would refuse the price', () => {
    // Kelly 1956 for a $1 contract at cost c won with probability p: (p − c)/(1 − c), nothing when p ≤ c.
    expect(kellyFraction(0.4, 0.55)).toBe(0);
    expect(kellyFraction(0.9, 1)).toBe(0);
    expect(kellyFraction(0.9, 0)).toBe(0);
    expect(kellyFraction(0.55, 0.4)).toBe(0.25);
  });
});

describe('annualiseReturn', () => {
  it('is computeAnnualisedReturn on a unit of capital, simple and compound', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.99, max: 3, noNaN: true }), fc.double({ min: 1, max: 400, noNaN: true }), (r, days) => {
        const annual = computeAnnualisedReturn({ edge: r, capital: 1, daysToResolution: days }, { daysPerYear: 365, decimals: 30 });
        expect(annualiseReturn(r, days, 365, 'simple')).toBe(annual.simpleAnnual.toNumber());
        expect(annualiseReturn(r, days, 365, 'compound')).toBe(annual.compoundAnnual!.toNumber());
      }),
    );
  });

  it('has no figure without a future horizon, −1 for a compound total loss, none when the compound figure overflows', () => {
    expect(annualiseReturn(0.1, null, 365, 'simple')).toBeNull();
    expect(annualiseReturn(0.1, 0, 365, 'compound')).toBeNull();
    expect(annualiseReturn(-1, 30, 365, 'compound')).toBe(-1);
    // 50 % in a thousandth of a day, compounded: 1.5^365000 is far beyond a double.
    expect(annualiseReturn(0.5, 0.001, 365, 'compound')).toBeNull();
    // 2 % over 73 days is 10 % a year, simple (365 ÷ 73 = 5).
    expect(annualiseReturn(0.02, 73, 365, 'simple')).toBe(0.1);
  });
});
