import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrateProbability } from '../../../src/markets/probability/calibrateProbability.js';
import { fitPlattScaling } from '../../../src/markets/probability/fitPlattScaling.js';

// Worked on paper: with only two distinct forecasts the logistic fit reproduces each group's (target) rate exactly,
// because the score equations Σ(t − q) = 0 and Σ(t − q)·x = 0 force q = mean target within each group.
//   Group A: forecast 0.5 (logit 0), 4 cases, 3 hits.  Group B: forecast 0.8 (logit ln 4), 5 cases, 4 hits.
//   Raw targets:   b = logit(3/4) = ln 3;  a·ln 4 + b = logit(4/5) = ln 4  ⇒  a = 1 − ln 3 / ln 4 ≈ 0.2075.
//   Platt targets: N₊ = 7, N₋ = 2 ⇒ t₊ = 8/9, t₋ = 1/4.
//     A: (3·8/9 + 1/4)/4 = 35/48 ⇒ b = ln(35/13).   B: (4·8/9 + 1/4)/5 = 137/180 ⇒ a·ln 4 + b = ln(137/43).
const P = [0.5, 0.5, 0.5, 0.5, 0.8, 0.8, 0.8, 0.8, 0.8];
const O = [1, 1, 1, 0, 1, 1, 1, 1, 0];

describe('fitPlattScaling', () => {
  it('fits the worked two-group example exactly with raw targets', () => {
    const fit = fitPlattScaling(P, O, { targets: 'raw' });
    expect(fit.converged).toBe(true);
    expect(fit.b).toBeCloseTo(Math.log(3), 10);
    expect(fit.a).toBeCloseTo(1 - Math.log(3) / Math.log(4), 10);
    expect(calibrateProbability(0.8, fit)).toBeCloseTo(0.8, 10);
    expect(calibrateProbability(0.5, fit)).toBeCloseTo(0.75, 10);
  });

  it("fits the worked example with Platt's smoothed targets", () => {
    const fit = fitPlattScaling(P, O);
    expect(fit.b).toBeCloseTo(Math.log(35 / 13), 10);
    expect(fit.a).toBeCloseTo((Math.log(137 / 43) - Math.log(35 / 13)) / Math.log(4), 10);
  });

  it('stays finite on perfectly separated forecasts with Platt targets, and says when raw targets do not converge', () => {
    const p = [0.1, 0.2, 0.3, 0.7, 0.8, 0.9];
    const o = [0, 0, 0, 1, 1, 1];
    const smoothed = fitPlattScaling(p, o);
    expect(smoothed.converged).toBe(true);
    expect(Number.isFinite(smoothed.a)).toBe(true);
    expect(smoothed.separated).toBe(false);
    const raw = fitPlattScaling(p, o, { targets: 'raw' });
    expect(raw).toMatchObject({ separated: true, converged: false });
  });

  it('maps every forecast to the base rate when all forecasts are the same', () => {
    const fit = fitPlattScaling([0.6, 0.6, 0.6, 0.6], [1, 0, 0, 0], { targets: 'raw' });
    expect(fit).toMatchObject({ degenerate: true, separated: false, converged: true });
    expect(calibrateProbability(0.6, fit)).toBeCloseTo(0.25, 10);
  });

  it('returns the identity without data', () => {
    expect(fitPlattScaling([], [])).toMatchObject({ a: 1, b: 0, count: 0 });
  });

  it('sets the score equations to zero: fitted probabilities average the targets and are uncorrelated with the residual', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 0.02, max: 0.98, noNaN: true }), fc.constantFrom(0, 1)), { minLength: 6, maxLength: 60 }), (pairs) => {
        const p = pairs.map(([q]) => q);
        const o = pairs.map(([, y]) => y);
        const hits = o.reduce((s: number, y) => s + y, 0);
        const fit = fitPlattScaling(p, o);
        if (fit.degenerate) return;
        const tHi = (hits + 1) / (hits + 2);
        const tLo = 1 / (o.length - hits + 2);
        let g0 = 0;
        let g1 = 0;
        for (let i = 0; i < p.length; i++) {
          const r = (o[i] === 1 ? tHi : tLo) - calibrateProbability(p[i]!, fit);
          g0 += r;
          g1 += r * Math.log(p[i]! / (1 - p[i]!));
        }
        expect(Math.abs(g0)).toBeLessThan(1e-6);
        expect(Math.abs(g1)).toBeLessThan(1e-6);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['a probability above 1', () => fitPlattScaling([1.2], [1]), 'probabilities[0]'],
    ['an outcome of 0.5', () => fitPlattScaling([0.2], [0.5]), 'outcomes[0]'],
    ['mismatched lengths', () => fitPlattScaling([0.2, 0.3], [1]), 'outcomes'],
    ['an unknown target rule', () => fitPlattScaling([0.2], [1], { targets: 'soft' as 'raw' }), 'targets'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^fitPlattScaling: /) }));
  });
});
