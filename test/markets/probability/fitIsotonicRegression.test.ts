import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrateProbability } from '../../../src/markets/probability/calibrateProbability.js';
import { fitIsotonicRegression } from '../../../src/markets/probability/fitIsotonicRegression.js';

describe('fitIsotonicRegression', () => {
  it('pools the violating pair of the worked example', () => {
    // On paper: outcomes 0, 1, 0, 1 at forecasts 0.1 … 0.4. The pair (1 at 0.2, 0 at 0.3) violates monotonicity and
    // pools into their mean 0.5; the sequence 0, 0.5, 0.5, 1 is then non-decreasing.
    const fit = fitIsotonicRegression([0.1, 0.2, 0.3, 0.4], [0, 1, 0, 1]);
    expect(fit.x).toEqual([0.1, 0.2, 0.3, 0.4]);
    expect(fit.y).toEqual([0, 0.5, 0.5, 1]);
    expect(fit.blocks).toEqual([
      { lower: 0.1, upper: 0.1, value: 0, count: 1 },
      { lower: 0.2, upper: 0.3, value: 0.5, count: 2 },
      { lower: 0.4, upper: 0.4, value: 1, count: 1 },
    ]);
  });

  it('matches scipy.optimize.isotonic_regression (tied forecasts pooled first, weighted by their count)', () => {
    const p = [0.05, 0.12, 0.12, 0.2, 0.33, 0.4, 0.41, 0.55, 0.6, 0.62, 0.7, 0.71, 0.85, 0.9, 0.95];
    const o = [0, 1, 0, 0, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 1];
    // scipy 1.17.1 on the distinct forecasts' mean outcomes with weights = counts.
    const expected = [0, 1 / 3, 1 / 3, 1 / 3, 1 / 3, 1 / 3, 2 / 3, 2 / 3, 2 / 3, 0.75, 0.75, 0.75, 0.75, 1];
    const fit = fitIsotonicRegression([...p].reverse(), [...o].reverse());
    expect(fit.x).toEqual([0.05, 0.12, 0.2, 0.33, 0.4, 0.41, 0.55, 0.6, 0.62, 0.7, 0.71, 0.85, 0.9, 0.95]);
    fit.y.forEach((y, i) => expect(y).toBeCloseTo(expected[i]!, 14));
  });

  it('is non-decreasing, keeps the total of the outcomes, and leaves monotone data as it is', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 1)), { minLength: 1, maxLength: 80 }), (pairs) => {
        const p = pairs.map(([q]) => q);
        const o = pairs.map(([, y]) => y);
        const fit = fitIsotonicRegression(p, o);
        for (let i = 1; i < fit.y.length; i++) expect(fit.y[i]!).toBeGreaterThanOrEqual(fit.y[i - 1]!);
        const total = fit.blocks.reduce((s, b) => s + b.value * b.count, 0);
        expect(total).toBeCloseTo(o.reduce((s: number, y) => s + y, 0), 9);
        for (let i = 0; i < p.length; i++) expect(calibrateProbability(p[i]!, fit)).toBeGreaterThanOrEqual(0);
      }),
    );
    const monotone = fitIsotonicRegression([0.1, 0.5, 0.9], [0, 0, 1]);
    expect(monotone.y).toEqual([0, 0, 1]);
  });

  it('leaves its inputs unchanged', () => {
    const p = Object.freeze([0.3, 0.1, 0.2]);
    const o = Object.freeze([1, 0, 0]);
    fitIsotonicRegression(p, o);
    expect(p).toEqual([0.3, 0.1, 0.2]);
  });

  it('rejects mismatched lengths', () => {
    expect(() => fitIsotonicRegression([0.1], [])).toThrow(expect.objectContaining({ field: 'outcomes', message: expect.stringMatching(/^fitIsotonicRegression: /) }));
  });
});

describe('calibrateProbability', () => {
  it('interpolates between isotonic knots and holds the ends (worked example: 0.35 → halfway from 0.5 to 1)', () => {
    const cal = { method: 'isotonic' as const, x: [0.1, 0.2, 0.3, 0.4], y: [0, 0.5, 0.5, 1] };
    expect(calibrateProbability(0.35, cal)).toBeCloseTo(0.75, 15);
    expect(calibrateProbability(0.05, cal)).toBe(0);
    expect(calibrateProbability(0.9, cal)).toBe(1);
  });

  it('is the identity for Platt a = 1, b = 0 inside the clip', () => {
    expect(calibrateProbability(0.37, { method: 'platt', a: 1, b: 0, epsilon: 1e-6 })).toBeCloseTo(0.37, 14);
  });

  it.each([
    ['an unknown method', { method: 'beta' }, 'calibration.method'],
    ['decreasing isotonic rates', { method: 'isotonic', x: [0.1, 0.2], y: [0.5, 0.4] }, 'calibration.y[1]'],
    ['a Platt calibration without epsilon', { method: 'platt', a: 1, b: 0 }, 'calibration.epsilon'],
  ])('rejects %s', (_name, cal, field) => {
    expect(() => calibrateProbability(0.5, cal as never)).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^calibrateProbability: /) }));
  });
});
