import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAmortizedPayment } from '../../../src/debt/_lib/amortize.js';

describe('computeAmortizedPayment', () => {
  // Reference vectors: standard annuity payments published by independent calculators and library docs.
  it.each([
    // $10,000 at 12% APR over 36 months = $332.14 (widely published; e.g. calconce.com "10000-loan-12-percent-3-years"
    // gives $332/month by M = P·r(1+r)^n / ((1+r)^n − 1), r = 1%, n = 36).
    { principal: 1_000_000, apr: 12, months: 36, expected: 33214 },
    // numpy-financial pmt docs: pmt(0.075/12, 12*15, 200000) = -1854.0247200054619 ($1,854.02).
    { principal: 20_000_000, apr: 7.5, months: 180, expected: 185402 },
    // mathondemand.com: $10,000 at 4.5% over 36 months = $297.47.
    { principal: 1_000_000, apr: 4.5, months: 36, expected: 29747 },
    // mathondemand.com: $1,800 at 12% over 36 months = $59.79.
    { principal: 180_000, apr: 12, months: 36, expected: 5979 },
  ])('matches the published payment for $principal cents at $apr% over $months months', ({ principal, apr, months, expected }) => {
    expect(computeAmortizedPayment(principal, apr, months)).toBe(expected);
  });

  it('divides the principal evenly at a zero rate (numpy-financial: fv + pv + pmt·nper = 0)', () => {
    expect(computeAmortizedPayment(120_000, 0, 12)).toBe(10_000);
  });

  it('repays the principal within a few cents when paid for the whole term', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 1, max: 360 }), (principal, bps, months) => {
        const apr = bps / 100;
        const payment = computeAmortizedPayment(principal, apr, months);
        let balance = principal;
        for (let m = 0; m < months; m++) {
          balance += Math.round((balance * apr) / 1200);
          balance -= payment;
        }
        // Each month adds at most one cent of rounding (half a cent on the payment, half on the interest), and each
        // cent then compounds: the residual is bounded by the annuity factor Σ (1 + r)^k, k < n.
        const r = apr / 1200;
        const factor = r === 0 ? months : ((1 + r) ** months - 1) / r;
        expect(Math.abs(balance)).toBeLessThanOrEqual(Math.ceil(factor) + 1);
        expect(payment * months).toBeGreaterThanOrEqual(principal - months);
      }),
      { numRuns: 200 },
    );
  });
});
