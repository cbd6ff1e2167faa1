import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSpearman } from '../../../../src/markets/_lib/factorMath/computeSpearman.js';
import { rankWithTies } from '../../../../src/markets/_lib/factorMath/rankWithTies.js';

describe('computeSpearman', () => {
  it('matches the textbook IQ / hours-of-television example: ρ = 1 − 6·194/(10·99) = −29/165', () => {
    // Wikipedia, "Spearman's rank correlation coefficient", worked example (no ties, Σd² = 194).
    const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
    const tv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];
    expect(computeSpearman(iq, tv)).toBeCloseTo(-29 / 165, 12);
  });

  it('averages tied ranks', () => {
    expect(Array.from(rankWithTies([10, 20, 20, 5]))).toEqual([2, 3.5, 3.5, 1]);
  });

  it('is 1 for any increasing transform, −1 for a decreasing one, null without spread or under three values', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 3, maxLength: 30 }), (xs) => {
        expect(computeSpearman(xs, xs.map((x) => x ** 3 + 5))).toBeCloseTo(1, 12);
        expect(computeSpearman(xs, xs.map((x) => -2 * x))).toBeCloseTo(-1, 12);
      }),
    );
    expect(computeSpearman([1, 2, 3], [4, 4, 4])).toBeNull();
    expect(computeSpearman([1, 2], [1, 2])).toBeNull();
  });
});
