import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreProbabilityForecasts } from '../../../src/markets/signals/scoreProbabilityForecasts.js';

describe('scoreProbabilityForecasts', () => {
  it('computes Brier (1950) and log loss by their definitions', () => {
    // Brier: mean (p − o)²; log loss: −mean[o ln p + (1 − o) ln(1 − p)].
    const s = scoreProbabilityForecasts([0.8, 0.3, 0.5], [1, 0, 1]);
    expect(s.brier).toBeCloseTo((0.04 + 0.09 + 0.25) / 3, 15);
    expect(s.log_loss).toBeCloseTo(-(Math.log(0.8) + Math.log(0.7) + Math.log(0.5)) / 3, 15);
    expect(s.mean_probability).toBeCloseTo(1.6 / 3, 15);
    expect(s.observed_rate).toBeCloseTo(2 / 3, 15);
  });

  it('gives a constant one-half forecast a Brier score of 0.25 and a log loss of ln 2 whatever happens', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 1), { minLength: 1, maxLength: 50 }), (outcomes) => {
        const s = scoreProbabilityForecasts(outcomes.map(() => 0.5), outcomes);
        expect(s.brier).toBeCloseTo(0.25, 15);
        expect(s.log_loss).toBeCloseTo(Math.LN2, 14);
      }),
    );
  });

  it('bins forecasts by stated probability with counts, mean forecast and observed rate', () => {
    const s = scoreProbabilityForecasts([0.52, 0.54, 0.61, 1], [1, 0, 1, 1], { binWidth: 0.05 });
    expect(s.reliability).toEqual([
      { lower: 0.5, upper: 0.55, count: 2, mean_probability: 0.53, observed_rate: 0.5 },
      { lower: 0.6, upper: 0.65, count: 1, mean_probability: 0.61, observed_rate: 1 },
      { lower: 0.95, upper: 1, count: 1, mean_probability: 1, observed_rate: 1 },
    ]);
    expect(s.calibration_error).toBeCloseTo((2 * 0.03 + 0.39 + 0) / 4, 12);
  });

  it('clips a certain miss in the log loss instead of returning infinity', () => {
    expect(Number.isFinite(scoreProbabilityForecasts([1], [0]).log_loss)).toBe(true);
  });

  it('returns NaN scores for no forecasts', () => {
    expect(scoreProbabilityForecasts([], [])).toMatchObject({ count: 0, reliability: [] });
    expect(scoreProbabilityForecasts([], []).brier).toBeNaN();
  });

  it.each([
    ['mismatched lengths', () => scoreProbabilityForecasts([0.5], []), 'outcomes'],
    ['a probability above 1', () => scoreProbabilityForecasts([1.5], [1]), 'probabilities[0]'],
    ['an outcome of 2', () => scoreProbabilityForecasts([0.5], [2]), 'outcomes[0]'],
    ['a bin width that does not divide 1', () => scoreProbabilityForecasts([0.5], [1], { binWidth: 0.3 }), 'binWidth'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^scoreProbabilityForecasts: /) }));
  });
});
