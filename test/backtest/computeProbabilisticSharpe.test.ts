import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeProbabilisticSharpe } from '../../src/backtest/computeProbabilisticSharpe.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

// A 16-day return series (the example request of a public deflated-Sharpe tool); its reference figures are an independent
// numpy/scipy 1.17 evaluation of Bailey & López de Prado (2012)'s PSR: SR = mean/std(ddof=1), γ3 = scipy.stats.skew,
// γ4 = scipy.stats.kurtosis(fisher=False) (raw), PSR = norm.cdf((SR − SR*)·√(T−1)/√(1 − γ3·SR + (γ4−1)/4·SR²)).
const SERIES = [0.012, -0.004, 0.021, 0.003, -0.011, 0.017, 0.006, -0.008, 0.014, 0.002, -0.006, 0.019, 0.001, -0.013, 0.009, 0.004];

describe('computeProbabilisticSharpe', () => {
  it('matches scipy on moments: SR 0.1 a day over 252 normal days', () => {
    expect(computeProbabilisticSharpe({ sharpe: 0.1, observations: 252 }).probabilistic_sharpe).toBeCloseTo(0.9429868610243624, 13);
  });

  it('matches scipy on a return series, with its sample Sharpe, skewness and raw kurtosis', () => {
    const r = computeProbabilisticSharpe(SERIES);
    expect(r.sharpe).toBeCloseTo(0.3861441094440796, 13);
    expect(r.skewness).toBeCloseTo(-0.004288997388430362, 13);
    expect(r.kurtosis).toBeCloseTo(1.8915335287810997, 13);
    expect(r.probabilistic_sharpe).toBeCloseTo(0.9292331830482353, 13);
    expect(computeProbabilisticSharpe(SERIES, { benchmarkSharpe: 0.1 }).probabilistic_sharpe).toBeCloseTo(0.8620090424469089, 13);
  });

  it('uses RAW kurtosis: kurtosis 3 is the normal case, so passing excess 0 instead changes the answer', () => {
    const normal = computeProbabilisticSharpe({ sharpe: 0.1, observations: 100, kurtosis: 3 });
    const wrong = computeProbabilisticSharpe({ sharpe: 0.1, observations: 100, kurtosis: 1 });
    expect(normal.sharpe_std_error).toBeCloseTo(Math.sqrt((1 + 0.5 * 0.01) / 99), 15);
    expect(wrong.probabilistic_sharpe).not.toBeCloseTo(normal.probabilistic_sharpe, 6);
  });

  it('is 0.5 when the Sharpe ratio equals the benchmark', () => {
    expect(computeProbabilisticSharpe({ sharpe: 0.2, observations: 50, skewness: -1, kurtosis: 6 }, { benchmarkSharpe: 0.2 }).probabilistic_sharpe).toBe(0.5);
  });

  it('is monotone in the Sharpe ratio and stays in [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 0.5, noNaN: true }), fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.integer({ min: 10, max: 5000 }), fc.double({ min: -0.5, max: 0.5, noNaN: true }), fc.double({ min: 3, max: 8, noNaN: true }),
        (sr, d, n, skew, kurt) => {
          const a = computeProbabilisticSharpe({ sharpe: sr, observations: n, skewness: skew, kurtosis: kurt }).probabilistic_sharpe;
          const b = computeProbabilisticSharpe({ sharpe: sr + d, observations: n, skewness: skew, kurtosis: kurt }).probabilistic_sharpe;
          expect(a).toBeGreaterThanOrEqual(0);
          expect(b).toBeLessThanOrEqual(1);
          expect(b).toBeGreaterThanOrEqual(a - 1e-12);
        },
      ),
    );
  });

  it('does not modify the series', () => {
    const copy = [...SERIES];
    computeProbabilisticSharpe(copy);
    expect(copy).toEqual(SERIES);
  });

  it('rejects bad samples naming the field', () => {
    const cases: [unknown, string][] = [
      [[0.01, 0.02], 'sample'],
      [[0.01, Number.NaN, 0.02], 'sample[1]'],
      [[0.01, 0.01, 0.01], 'sample'],
      [{ sharpe: 0.1, observations: 1 }, 'sample.observations'],
      [{ sharpe: 0.1, observations: 10, kurtosis: 0 }, 'sample.kurtosis'],
    ];
    for (const [sample, field] of cases) {
      expect(() => computeProbabilisticSharpe(sample as number[])).toThrow(GuidekitError);
      try {
        computeProbabilisticSharpe(sample as number[]);
      } catch (e) {
        expect((e as GuidekitError).field).toBe(field);
        expect((e as GuidekitError).message.startsWith('computeProbabilisticSharpe:')).toBe(true);
      }
    }
    expect(() => computeProbabilisticSharpe(SERIES, { benchmarkSharpe: Number.NaN })).toThrow(/benchmarkSharpe/);
  });
});
