import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitCountDistribution } from '../../../src/markets/probability/fitCountDistribution.js';
import { priceCountBins } from '../../../src/markets/probability/priceCountBins.js';
import type { IntegerBin } from '../../../src/markets/probability/types.js';

const COUNTS = [3, 7, 1, 12, 5, 0, 9, 4, 15, 6]; // mean 6.2, sample variance 22.4

describe('fitCountDistribution', () => {
  it('fits a Poisson by its mean, and a negative binomial by moments: r = x̄²/(s² − x̄)', () => {
    expect(fitCountDistribution(COUNTS, { family: 'poisson' }).model).toEqual({ family: 'poisson', mean: 6.2 });
    // On paper: 0, 2, 4, 6 have mean 3 and variance 20/3, so r = 9/(20/3 − 3) = 27/11.
    const m = fitCountDistribution([0, 2, 4, 6], { method: 'moments' }).model;
    expect(m.family === 'negative-binomial' && m.size).toBeCloseTo(27 / 11, 14);
  });

  it('fits the negative binomial size by maximum likelihood (scipy: 2.012523378747926)', () => {
    const fit = fitCountDistribution(COUNTS);
    expect(fit.sampleVariance).toBeCloseTo(22.4, 12);
    // scipy 1.17.1: brentq on the score Σ digamma(x + r) − n·digamma(r) + n·ln(r/(r + 6.2)) = 2.012523378747926
    // (minimize_scalar of −Σ nbinom.logpmf agrees to 1e-7, the precision a flat optimum allows).
    expect(fit.model.family === 'negative-binomial' && fit.model.size).toBeCloseTo(2.012523378747926, 11);
    expect(fit.fallback).toBeNull();
  });

  it('falls back to the Poisson without over-dispersion', () => {
    expect(fitCountDistribution([4, 5, 4, 5, 4])).toMatchObject({ model: { family: 'poisson', mean: 4.4 }, fallback: 'no_overdispersion' });
    expect(fitCountDistribution([4, 5, 4, 5, 4], { method: 'moments' }).fallback).toBe('no_overdispersion');
  });

  it('rejects a fractional count and no counts', () => {
    expect(() => fitCountDistribution([1.5])).toThrow(expect.objectContaining({ field: 'counts[0]' }));
    expect(() => fitCountDistribution([])).toThrow(expect.objectContaining({ field: 'counts', message: expect.stringMatching(/^fitCountDistribution: /) }));
  });
});

describe('priceCountBins', () => {
  it('adds a Poisson rest of period to the count so far (closed form)', () => {
    // 9 quakes in the first half of a period averaging 14: the rest is Poisson(7); P(total ≤ 14) = P(rest ≤ 5)
    // = e^(−7)(1 + 7 + 49/2 + 343/6 + 2401/24 + 16807/120), by hand.
    const r = priceCountBins({ model: { family: 'poisson', mean: 14 }, observed: 9, elapsedFraction: 0.5, bins: [{ min: 0, max: 14 }, { min: 15, max: null }] });
    const head = Math.exp(-7) * (1 + 7 + 49 / 2 + 343 / 6 + 2401 / 24 + 16807 / 120);
    expect(r.bins[0]!.probability).toBeCloseTo(head, 14);
    expect(r.bins[1]!.probability).toBeCloseTo(1 - head, 14);
    expect(r.expectedTotal).toBe(16);
  });

  it('updates a negative binomial rate by the count so far (gamma–Poisson posterior; scipy reference)', () => {
    const model = { family: 'negative-binomial' as const, mean: 6.2, size: 2.0125232706346736 };
    const bins: IntegerBin[] = [{ min: null, max: 6 }];
    // Without update: rest ~ NB(r, mean 3.1); P(total ≤ 6 | 4 so far) = nbinom.cdf(2, r, r/(r + 3.1)) = 0.5107582204621575.
    expect(priceCountBins({ model, observed: 4, elapsedFraction: 0.5, bins }, { update: 'none' }).bins[0]!.probability).toBeCloseTo(0.5107582204621575, 12);
    // Posterior: shape r + 4, rate r/6.2 + 0.5; rest mean 3.6457187874381347; nbinom.cdf(2, …) = 0.3629733100029653.
    const post = priceCountBins({ model, observed: 4, elapsedFraction: 0.5, bins });
    expect(post.remaining.mean).toBeCloseTo(3.6457187874381347, 12);
    expect(post.bins[0]!.probability).toBeCloseTo(0.3629733100029653, 12);
  });

  it('makes bins below the count so far impossible, and bins covering 0…∞ sum to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0.1, max: 30, noNaN: true }), fc.option(fc.double({ min: 0.2, max: 20, noNaN: true }), { nil: undefined }), (observed, e, mean, size) => {
        const model = size === undefined ? { family: 'poisson' as const, mean } : { family: 'negative-binomial' as const, mean, size };
        const bins: IntegerBin[] = [
          { min: null, max: 4 },
          { min: 5, max: 9 },
          { min: 10, max: 19 },
          { min: 20, max: null },
        ];
        const r = priceCountBins({ model, observed, elapsedFraction: e, bins });
        expect(r.total).toBeCloseTo(1, 12);
        r.bins.forEach((b) => {
          if (b.max !== null && b.max < observed) expect(b.probability).toBe(0);
        });
      }),
    );
  });

  it('is decided at the end of the period', () => {
    const r = priceCountBins({ model: { family: 'poisson', mean: 5 }, observed: 7, elapsedFraction: 1, bins: [{ min: 5, max: 9 }, { min: 10, max: null }] });
    expect(r.bins.map((b) => b.probability)).toEqual([1, 0]);
  });

  it.each([
    ['a negative count so far', () => priceCountBins({ model: { family: 'poisson', mean: 1 }, observed: -1, elapsedFraction: 0, bins: [] }), 'observed'],
    ['an elapsed share above 1', () => priceCountBins({ model: { family: 'poisson', mean: 1 }, observed: 0, elapsedFraction: 1.5, bins: [] }), 'elapsedFraction'],
    ['a negative binomial without size', () => priceCountBins({ model: { family: 'negative-binomial', mean: 1 } as never, observed: 0, elapsedFraction: 0, bins: [] }), 'model.size'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^priceCountBins: /) }));
  });
});
