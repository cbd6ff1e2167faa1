import { describe, expect, it } from 'vitest';
import { estimateCloseToCloseVolatility } from '../../../src/markets/probability/estimateCloseToCloseVolatility.js';
import { estimateParkinsonVolatility } from '../../../src/markets/probability/estimateParkinsonVolatility.js';
import { createNormalSampler } from './_montecarlo.js';

const asOf = '2026-11-25';

describe('estimateCloseToCloseVolatility', () => {
  it('annualises the sample standard deviation of log returns by √252 (numpy: std(diff(log c), ddof=1)·√252)', () => {
    const est = estimateCloseToCloseVolatility([100, 101, 99.5, 100.5], { asOf });
    // numpy 2.4.6: 0.22856161761461252
    expect(est.volatility).toBeCloseTo(0.22856161761461252, 14);
    expect(est.sampleSize).toBe(3);
    expect(est.periodsPerYear).toBe(252);
    expect(est.rules_applied.map((r) => r.id)).toEqual(['markets.probability.volatility_annualisation']);
  });

  it('uses √365 for markets that trade every day and any periods per year given', () => {
    const closes = [100, 101, 99.5, 100.5];
    const perPeriod = estimateCloseToCloseVolatility(closes, { asOf }).perPeriod!;
    expect(estimateCloseToCloseVolatility(closes, { asOf, calendar: 'continuous' }).volatility).toBeCloseTo(perPeriod * Math.sqrt(365), 15);
    expect(estimateCloseToCloseVolatility(closes, { asOf, periodsPerYear: 252 * 390 }).volatility).toBeCloseTo(perPeriod * Math.sqrt(252 * 390), 12);
  });

  it('takes the zero-mean estimate on request: √(Σr²/n)', () => {
    const r = [Math.log(1.01), Math.log(0.99)];
    const est = estimateCloseToCloseVolatility([100, 101, 99.99], { asOf, mean: 'zero' });
    expect(est.perPeriod).toBeCloseTo(Math.sqrt((r[0]! ** 2 + r[1]! ** 2) / 2), 15);
  });

  it('returns a null volatility with too few returns, and 0 for a flat series', () => {
    expect(estimateCloseToCloseVolatility([100, 101], { asOf }).volatility).toBeNull();
    expect(estimateCloseToCloseVolatility([100, 100, 100], { asOf }).volatility).toBe(0);
  });

  it.each([
    ['a zero price', () => estimateCloseToCloseVolatility([100, 0], { asOf }), 'closes[1]'],
    ['no asOf', () => estimateCloseToCloseVolatility([100, 101], {} as { asOf: string }), 'asOf'],
    ['an unknown calendar', () => estimateCloseToCloseVolatility([100, 101], { asOf, calendar: 'lunar' as 'trading' }), 'calendar'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^estimateCloseToCloseVolatility: /) }));
  });
});

describe('estimateParkinsonVolatility', () => {
  it('is √(Σ ln(H/L)² / (4n ln 2)) per bar (Parkinson 1980, eq. for the high–low estimator)', () => {
    // One bar from 100 to 102: ln(1.02)/√(4 ln 2) = 0.01189268969914385 (by hand).
    const one = estimateParkinsonVolatility({ high: [102], low: [100] }, { asOf });
    expect(one.perPeriod).toBeCloseTo(Math.log(1.02) / Math.sqrt(4 * Math.LN2), 15);
    expect(one.perPeriod).toBeCloseTo(0.01189268969914385, 15);
    const two = estimateParkinsonVolatility({ high: [102, 51], low: [100, 50] }, { asOf, calendar: 'continuous' });
    expect(two.volatility).toBeCloseTo(Math.sqrt((Math.log(1.02) ** 2 + Math.log(1.02) ** 2) / (8 * Math.LN2)) * Math.sqrt(365), 14);
  });

  it('reads a seeded simulated diffusion within 4% of its volatility, slightly low (sampled steps miss the extremes)', () => {
    // 4,000 bars of a driftless diffusion with σ = 2% per bar, each bar simulated in 1,000 Gaussian steps. Sampled
    // steps miss the true extremes, so the estimate reads about 2% low (≈ 2 × 0.5826·σ√Δt over a mean range of 1.66σ).
    const g = createNormalSampler(5);
    const bars = 4000;
    const steps = 1000;
    const sd = 0.02 / Math.sqrt(steps);
    const high: number[] = [];
    const low: number[] = [];
    for (let i = 0; i < bars; i++) {
      let x = 0;
      let hi = 0;
      let lo = 0;
      for (let j = 0; j < steps; j++) {
        x += sd * g.normal();
        if (x > hi) hi = x;
        if (x < lo) lo = x;
      }
      high.push(100 * Math.exp(hi));
      low.push(100 * Math.exp(lo));
    }
    const est = estimateParkinsonVolatility({ high, low }, { asOf }).perPeriod!;
    expect(est).toBeGreaterThan(0.02 * 0.96);
    expect(est).toBeLessThan(0.02);
  });

  it.each([
    ['a high below the low', () => estimateParkinsonVolatility({ high: [99], low: [100] }, { asOf }), 'bars.high[0]'],
    ['arrays of different lengths', () => estimateParkinsonVolatility({ high: [101, 102], low: [100] }, { asOf }), 'bars.low'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^estimateParkinsonVolatility: /) }));
  });
});
