import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCoinflip } from '../../../src/markets/probability/priceCoinflip.js';

const asOf = '2026-11-25';
const base = { open: 100, last: 100, remainingPeriods: 240, volatilityPerPeriod: 0.0004, volatilitySampleSize: 390 };

describe('priceCoinflip', () => {
  it('is Φ(move/(σ√remaining)): up 0.5% with 4 hours left at 0.25% an hour is Φ(1)', () => {
    const r = priceCoinflip({ open: 100, last: 100 * Math.exp(0.005), remainingPeriods: 4, volatilityPerPeriod: 0.0025, volatilitySampleSize: 500 }, { asOf });
    expect(r.probabilityUp).toBeCloseTo(0.8413447460685429, 12); // Φ(1)
    expect(r.z).toBeCloseTo(1, 12);
    // scipy 1.17.1: σ interval from chi2.ppf(0.95, 499) and chi2.ppf(0.05, 499), then norm.cdf at each end.
    expect(r.band.lower).toBeCloseTo(0.8283667901465637, 10);
    expect(r.band.upper).toBeCloseTo(0.8535629536945549, 10);
    expect(r.band.confidence).toBe(0.9);
    expect(r.status).toBe('open');
  });

  it('is one half with no move, whatever the volatility, with a band of width 0', () => {
    const r = priceCoinflip(base, { asOf });
    expect(r.probabilityUp).toBe(0.5);
    expect(r.band).toEqual({ lower: 0.5, upper: 0.5, confidence: 0.9 });
  });

  it('is decided with no time left: 1 above the open, 0 below it, 0 at it (a tie is not up)', () => {
    expect(priceCoinflip({ ...base, last: 100.01, remainingPeriods: 0 }, { asOf })).toMatchObject({ probabilityUp: 1, status: 'decided' });
    expect(priceCoinflip({ ...base, last: 99.99, remainingPeriods: 0 }, { asOf })).toMatchObject({ probabilityUp: 0, status: 'decided' });
    expect(priceCoinflip({ ...base, remainingPeriods: 0 }, { asOf })).toMatchObject({ probabilityUp: 0, status: 'decided', z: null });
    expect(priceCoinflip({ ...base, last: 101, volatilityPerPeriod: 0 }, { asOf }).probabilityUp).toBe(1);
  });

  it('rises with the move, and its band contains the fair value and widens with a smaller sample', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.03, max: 0.03, noNaN: true }), fc.double({ min: 0.0001, max: 0.01, noNaN: true }), fc.integer({ min: 1, max: 400 }), (move, step, remaining) => {
        const at = (m: number, n: number) => priceCoinflip({ open: 100, last: 100 * Math.exp(m), remainingPeriods: remaining, volatilityPerPeriod: step, volatilitySampleSize: n }, { asOf });
        const r = at(move, 200);
        expect(at(move + 0.001, 200).probabilityUp).toBeGreaterThanOrEqual(r.probabilityUp);
        expect(r.band.lower).toBeLessThanOrEqual(r.probabilityUp + 1e-15);
        expect(r.band.upper).toBeGreaterThanOrEqual(r.probabilityUp - 1e-15);
        const small = at(move, 20);
        expect(small.band.upper - small.band.lower).toBeGreaterThanOrEqual(r.band.upper - r.band.lower - 1e-12);
      }),
    );
  });

  it.each([
    ['a zero open', () => priceCoinflip({ ...base, open: 0 }, { asOf }), 'open'],
    ['negative time left', () => priceCoinflip({ ...base, remainingPeriods: -1 }, { asOf }), 'remainingPeriods'],
    ['a sample of one return', () => priceCoinflip({ ...base, volatilitySampleSize: 1 }, { asOf }), 'volatilitySampleSize'],
    ['a confidence of 1', () => priceCoinflip(base, { asOf, confidence: 1 }), 'confidence'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^priceCoinflip: /) }));
  });
});
