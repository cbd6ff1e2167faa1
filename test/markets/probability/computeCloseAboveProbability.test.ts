import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf } from '../../../src/backtest/_lib/normalCdf.js';
import { computeCloseAboveProbability } from '../../../src/markets/probability/computeCloseAboveProbability.js';
import { createNormalSampler } from './_montecarlo.js';

// The research notes' worked ladder (markets research §5, "checked by Monte Carlo"): spot 100, strike 110, σ 0.6,
// 30 calendar days, μ = 0. Closed form N(d₂) = 0.26106; their Monte Carlo gave 0.26077.
const MODEL = { spot: 100, volatility: 0.6, years: 30 / 365 };

describe('computeCloseAboveProbability', () => {
  it('reproduces the research notes\' closed form N(d2) = 0.26106', () => {
    // d₂ = [ln(100/110) − 0.18·30/365] / (0.6·√(30/365)) = −0.64009…, by hand.
    const d2 = (Math.log(100 / 110) - 0.5 * 0.36 * (30 / 365)) / (0.6 * Math.sqrt(30 / 365));
    expect(d2).toBeCloseTo(-0.64009, 5);
    expect(computeCloseAboveProbability(110, MODEL)).toBeCloseTo(0.26106, 5);
    expect(computeCloseAboveProbability(110, MODEL)).toBeCloseTo(normalCdf(d2), 14);
    // The notes' own Monte Carlo figure agrees within its sampling error.
    expect(Math.abs(computeCloseAboveProbability(110, MODEL) - 0.26077)).toBeLessThan(1e-3);
  });

  it('agrees to 1e-3 with a seeded Monte Carlo of the lognormal settle (2,000,000 paths)', () => {
    const g = createNormalSampler(20261125);
    const n = 2_000_000;
    const sd = 0.6 * Math.sqrt(30 / 365);
    const drift = -0.5 * 0.36 * (30 / 365);
    let hits = 0;
    for (let i = 0; i < n; i++) if (100 * Math.exp(drift + sd * g.normal()) > 110) hits++;
    expect(Math.abs(hits / n - computeCloseAboveProbability(110, MODEL))).toBeLessThan(1e-3);
  });

  it('prices an at-the-money strike at one half when the log-price has no drift (μ = σ²/2)', () => {
    expect(computeCloseAboveProbability(100, { spot: 100, volatility: 0.4, years: 0.5, drift: 0.08 })).toBeCloseTo(0.5, 15);
  });

  it('is certain with no time or no volatility left', () => {
    expect(computeCloseAboveProbability(110, { spot: 100, volatility: 0.6, years: 0 })).toBe(0);
    expect(computeCloseAboveProbability(90, { spot: 100, volatility: 0.6, years: 0 })).toBe(1);
    // σ = 0 with drift: the settle is 100·e^(0.5·0.25) = 113.3.
    expect(computeCloseAboveProbability(110, { spot: 100, volatility: 0, years: 0.25, drift: 0.5 })).toBe(1);
  });

  it('falls as the strike rises and rises with the drift', () => {
    fc.assert(
      fc.property(fc.double({ min: 50, max: 200, noNaN: true }), fc.double({ min: 1, max: 30, noNaN: true }), fc.double({ min: 0.05, max: 2, noNaN: true }), (k, dk, sigma) => {
        const m = { spot: 100, volatility: sigma, years: 0.25 };
        expect(computeCloseAboveProbability(k + dk, m)).toBeLessThanOrEqual(computeCloseAboveProbability(k, m));
        expect(computeCloseAboveProbability(k, { ...m, drift: 0.3 })).toBeGreaterThanOrEqual(computeCloseAboveProbability(k, m));
      }),
    );
  });

  it.each([
    ['a strike of 0', () => computeCloseAboveProbability(0, MODEL), 'strike'],
    ['a negative spot', () => computeCloseAboveProbability(110, { ...MODEL, spot: -1 }), 'model.spot'],
    ['a NaN volatility', () => computeCloseAboveProbability(110, { ...MODEL, volatility: Number.NaN }), 'model.volatility'],
    ['negative years', () => computeCloseAboveProbability(110, { ...MODEL, years: -1 }), 'model.years'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^computeCloseAboveProbability: /) }));
  });
});
