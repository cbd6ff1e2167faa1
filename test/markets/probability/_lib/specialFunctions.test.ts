import { describe, expect, it } from 'vitest';
import { negativeBinomialCdf, poissonCdf } from '../../../../src/markets/probability/_lib/counts.js';
import { digamma, gammaQuantile, regularizedGammaP, regularizedGammaQ, trigamma } from '../../../../src/markets/probability/_lib/gammaFunctions.js';
import { thresholdAbove, thresholdAtLeast } from '../../../../src/markets/probability/_lib/reportedGrid.js';
import { studentTCdf } from '../../../../src/markets/probability/_lib/studentT.js';

// Reference values from scipy 1.17.1 (scipy.stats / scipy.special), an established implementation.
describe('probability special functions', () => {
  it('match scipy for the gamma functions', () => {
    expect(regularizedGammaP(3.7, 2.5)).toBeCloseTo(0.29854513070092004, 13); // stats.gamma.cdf(2.5, 3.7)
    expect(regularizedGammaQ(3.7, 20)).toBeCloseTo(1.8458736597289636e-6, 17); // stats.gamma.sf(20, 3.7)
    expect(2 * gammaQuantile(0.05, 499 / 2)).toBeCloseTo(448.19882158627, 8); // stats.chi2.ppf(0.05, 499)
    expect(digamma(1)).toBeCloseTo(-0.5772156649015329, 14); // −γ
    expect(trigamma(1)).toBeCloseTo((Math.PI * Math.PI) / 6, 12);
    expect(digamma(0.5)).toBeCloseTo(-1.9635100260214235, 13); // −γ − 2 ln 2
  });

  it("match scipy for Student's t", () => {
    expect(studentTCdf(1.3, 3)).toBeCloseTo(0.8577662456360515, 12);
    expect(studentTCdf(-2.1, 7)).toBeCloseTo(0.036935598106461326, 13);
    expect(studentTCdf(0.4, 40)).toBeCloseTo(0.6543576534354631, 12);
  });

  it('match the closed-form count distributions', () => {
    // Poisson(7): P(N ≤ 5) = e^(−7)·Σ 7^k/k! for k = 0…5, summed by hand.
    let sum = 0;
    let term = 1;
    for (let k = 0; k <= 5; k++) {
      if (k > 0) term *= 7 / k;
      sum += term;
    }
    expect(poissonCdf(5, 7)).toBeCloseTo(Math.exp(-7) * sum, 14);
    // Negative binomial size 2, mean 3 (p = 0.4): P(N ≤ 1) = p² + 2p²(1 − p) = 0.16 + 0.192 = 0.352.
    expect(negativeBinomialCdf(1, 2, 3)).toBeCloseTo(0.352, 13);
    expect(poissonCdf(-1, 3)).toBe(0);
  });

  it('find the continuous thresholds of published figures rounded half up', () => {
    // "Above 3.0" on a 0.1 grid is a print of 3.1 or more, i.e. X ≥ 3.05; "at least 3.0" is X ≥ 2.95.
    expect(thresholdAbove(3.0, 0.1)).toBeCloseTo(3.05, 12);
    expect(thresholdAtLeast(3.0, 0.1)).toBeCloseTo(2.95, 12);
    // A strike between grid points: "above 3.04" is a print of 3.1 or more.
    expect(thresholdAbove(3.04, 0.1)).toBeCloseTo(3.05, 12);
    expect(thresholdAtLeast(3.04, 0.1)).toBeCloseTo(3.05, 12);
    expect(thresholdAbove(3.0, 0)).toBe(3.0);
  });
});
