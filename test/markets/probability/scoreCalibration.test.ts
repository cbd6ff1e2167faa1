import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreCalibration } from '../../../src/markets/probability/scoreCalibration.js';

describe('scoreCalibration', () => {
  it('decomposes the Brier score of the worked example (Murphy 1973)', () => {
    // On paper: forecasts 0.2, 0.2, 0.8, 0.8 with outcomes 0, 1, 1, 1.
    //   Brier = (0.04 + 0.64 + 0.04 + 0.04)/4 = 0.19.  Base rate ō = 0.75, uncertainty = 0.75·0.25 = 0.1875.
    //   Bins [0.2, 0.3): p̄ 0.2, ō 0.5;  [0.8, 0.9): p̄ 0.8, ō 1.
    //   Reliability = (2·0.3² + 2·0.2²)/4 = 0.065;  resolution = (2·0.25² + 2·0.25²)/4 = 0.0625.
    //   0.065 − 0.0625 + 0.1875 = 0.19.   ECE = (2·0.3 + 2·0.2)/4 = 0.25.
    const s = scoreCalibration([0.2, 0.2, 0.8, 0.8], [0, 1, 1, 1]);
    expect(s.brier).toBeCloseTo(0.19, 15);
    expect(s.reliability).toBeCloseTo(0.065, 15);
    expect(s.resolution).toBeCloseTo(0.0625, 15);
    expect(s.uncertainty).toBeCloseTo(0.1875, 15);
    expect(s.withinBinVariance).toBe(0);
    expect(s.ece).toBeCloseTo(0.25, 15);
    expect(s.logLoss).toBeCloseTo(-(3 * Math.log(0.8) + Math.log(0.2)) / 4, 15);
    expect(s.table).toHaveLength(10);
    expect(s.table[2]).toEqual({ lower: 0.2, upper: 0.3, count: 2, meanProbability: 0.2, observedRate: 0.5 });
    expect(s.table[0]).toEqual({ lower: 0, upper: 0.1, count: 0, meanProbability: null, observedRate: null });
  });

  it('adds the within-bin terms so the parts always sum to the Brier score (Stephenson, Coelho and Jolliffe 2008)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 1)), { minLength: 1, maxLength: 100 }), fc.integer({ min: 1, max: 20 }), (pairs, bins) => {
        const s = scoreCalibration(
          pairs.map(([p]) => p),
          pairs.map(([, o]) => o),
          { bins },
        );
        expect(s.reliability - s.resolution + s.uncertainty + s.withinBinVariance - 2 * s.withinBinCovariance).toBeCloseTo(s.brier, 12);
        expect(s.table.reduce((n, r) => n + r.count, 0)).toBe(pairs.length);
      }),
    );
  });

  it('puts a forecast of exactly 1 in the last bin and keeps the log loss finite', () => {
    const s = scoreCalibration([1, 0.95], [0, 1]);
    expect(s.table[9]!.count).toBe(2);
    expect(Number.isFinite(s.logLoss)).toBe(true);
  });

  it.each([
    ['zero bins', () => scoreCalibration([0.5], [1], { bins: 0 }), 'bins'],
    ['mismatched lengths', () => scoreCalibration([0.5], [1, 0]), 'outcomes'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^scoreCalibration: /) }));
  });
});
