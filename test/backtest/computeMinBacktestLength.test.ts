import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeMinBacktestLength } from '../../src/backtest/computeMinBacktestLength.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

// Bailey, Borwein, López de Prado & Zhu (2014), "Pseudo-Mathematics and Financial Charlatanism", Notices of the AMS 61(5):
// "after trying only 7 strategy configurations, a researcher is expected to identify at least one 2-year long backtest with
// an annualized Sharpe ratio of over 1" and, with 5 years of data, "no more than 45 independent model configurations should
// be tried". The exact MinBTL values are an mpmath 40-digit evaluation of the paper's formula (E[max_N]/SR)².
describe('computeMinBacktestLength', () => {
  it('reproduces the paper\'s 45 trials ↔ 5 years example', () => {
    const r = computeMinBacktestLength({ trials: 45 });
    expect(r.min_backtest_years).toBeCloseTo(4.998087004443405, 12);
    expect(r.min_backtest_years).toBeLessThanOrEqual(5);
    expect(computeMinBacktestLength({ trials: 46 }).min_backtest_years).toBeGreaterThan(5);
  });

  it('reproduces the paper\'s 7 trials → a 2-year backtest with SR > 1 example', () => {
    const r = computeMinBacktestLength({ trials: 7, sampleYears: 2 });
    expect(r.min_backtest_years).toBeCloseTo(1.9231434066641205, 12);
    expect(r.sample_long_enough).toBe(true);
  });

  it('stays below the closed-form bound 2·ln(N)/SR² and scales with 1/SR²', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100000 }), fc.double({ min: 0.1, max: 5, noNaN: true }), (n, sr) => {
        const r = computeMinBacktestLength({ trials: n, targetSharpe: sr });
        expect(r.min_backtest_years).toBeLessThanOrEqual(r.upper_bound_years);
        expect(r.upper_bound_years).toBeCloseTo((2 * Math.log(n)) / (sr * sr), 10);
        expect(r.min_backtest_years * sr * sr).toBeCloseTo(computeMinBacktestLength({ trials: n }).min_backtest_years, 9);
      }),
    );
  });

  it('needs no data for a single trial and says whether a sample is long enough', () => {
    expect(computeMinBacktestLength({ trials: 1 }).min_backtest_years).toBe(0);
    expect(computeMinBacktestLength({ trials: 100, sampleYears: 5 }).sample_long_enough).toBe(false);
    expect(computeMinBacktestLength({ trials: 100 }).sample_long_enough).toBeNull();
  });

  it('rejects bad arguments naming the field', () => {
    for (const [o, field] of [[{ trials: 0 }, 'trials'], [{ trials: 5, targetSharpe: 0 }, 'targetSharpe'], [{ trials: 5, sampleYears: -1 }, 'sampleYears']] as const) {
      try {
        computeMinBacktestLength(o);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        expect((e as GuidekitError).field).toBe(field);
      }
    }
  });
});
