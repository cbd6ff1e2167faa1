import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shrinkHitRate } from '../../../src/markets/signals/shrinkHitRate.js';

describe('shrinkHitRate', () => {
  // Posterior Beta(h + k·p₀, n − h + k·(1 − p₀)): means by the formula, quantiles from SciPy 1.17.1
  // (scipy.stats.beta.ppf(q, a, b)), an established peer's regularised incomplete beta inversion.
  it.each([
    [178, 298, 20, 0.5, 0.9, 0.5911949685534591, 0.5455857438104839, 0.6361509573945814],
    [0, 0, 20, 0.5, 0.9, 0.5, 0.3200865295887242, 0.6799134704112757],
    [3, 10, 20, 1 / 3, 0.95, 0.3222222222222222, 0.17042886711639396, 0.49645379998355943],
    [40, 50, 5, 0.5, 0.8, 0.7727272727272727, 0.6986810362024826, 0.8424178557857933],
  ])('%i hits of %i, k = %d, baseline %d, level %d: mean and quantiles as SciPy', (hits, samples, k, baseline, level, mean, lower, upper) => {
    const r = shrinkHitRate(hits, samples, { baseline, priorStrength: k, level });
    expect(r.probability).toBeCloseTo(mean, 14);
    expect(r.lower).toBeCloseTo(lower, 10);
    expect(r.upper).toBeCloseTo(upper, 10);
  });

  it('is the baseline with no samples', () => {
    expect(shrinkHitRate(0, 0, { baseline: 0.4 })).toMatchObject({ probability: 0.4, empirical_rate: null, weight: 0 });
  });

  it('defaults to a prior worth 20 trades and a 90 % interval', () => {
    expect(shrinkHitRate(10, 20, { baseline: 0.25 })).toMatchObject({ prior_strength: 20, level: 0.9, probability: (10 + 5) / 40 });
  });

  it('moves monotonically from the baseline toward the empirical rate as the sample grows at a fixed rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.double({ min: 0.5, max: 200, noNaN: true }),
        (base, extra, scale, baseline, k) => {
          const n = base + extra;
          const h = base;
          const rate = h / n;
          const small = shrinkHitRate(h, n, { baseline, priorStrength: k });
          const large = shrinkHitRate(h * scale, n * scale, { baseline, priorStrength: k });
          expect(Math.abs(large.probability - rate)).toBeLessThanOrEqual(Math.abs(small.probability - rate) + 1e-15);
          // Always between the baseline and the empirical rate.
          expect(small.probability).toBeGreaterThanOrEqual(Math.min(baseline, rate) - 1e-15);
          expect(small.probability).toBeLessThanOrEqual(Math.max(baseline, rate) + 1e-15);
          expect(large.weight).toBeGreaterThanOrEqual(small.weight);
        },
      ),
    );
  });

  it('narrows its interval as the sample grows and keeps the mean inside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.double({ min: 0.1, max: 0.9, noNaN: true }), (h, m, baseline) => {
        const n = h + m;
        const r = shrinkHitRate(h, n, { baseline });
        const r4 = shrinkHitRate(4 * h, 4 * n, { baseline });
        expect(r.lower).toBeLessThanOrEqual(r.probability);
        expect(r.upper).toBeGreaterThanOrEqual(r.probability);
        expect(r.lower).toBeGreaterThanOrEqual(0);
        expect(r.upper).toBeLessThanOrEqual(1);
        if (n > 0) expect(r4.upper - r4.lower).toBeLessThan(r.upper - r.lower);
      }),
    );
  });

  it.each([
    ['hits above samples', () => shrinkHitRate(3, 2, { baseline: 0.5 }), 'hits'],
    ['fractional samples', () => shrinkHitRate(1, 2.5, { baseline: 0.5 }), 'samples'],
    ['a baseline of 1', () => shrinkHitRate(1, 2, { baseline: 1 }), 'baseline'],
    ['a zero prior', () => shrinkHitRate(1, 2, { baseline: 0.5, priorStrength: 0 }), 'priorStrength'],
    ['a level of 1', () => shrinkHitRate(1, 2, { baseline: 0.5, level: 1 }), 'level'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^shrinkHitRate: /) }));
  });
});
