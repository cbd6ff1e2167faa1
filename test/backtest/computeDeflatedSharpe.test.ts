import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeDeflatedSharpe } from '../../src/backtest/computeDeflatedSharpe.js';
import { computeProbabilisticSharpe } from '../../src/backtest/computeProbabilisticSharpe.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

// Bailey & López de Prado (2014), "The Deflated Sharpe Ratio", Journal of Portfolio Management 40(5), numerical example:
// an annualised SR of 2.5 over 5 years of daily data (T = 1,250 at 250 days a year), chosen among N = 100 trials whose
// Sharpe ratios have variance ½ annualised, with skewness −3 and (raw) kurtosis 10, has DSR ≈ 0.9004 (SR₀ ≈ 0.1132 a day,
// ≈ 1.7894 annualised). The tighter figures are an mpmath 40-digit evaluation of the same formulas.
const DAYS = 250;
const EXAMPLE = { sharpe: 2.5 / Math.sqrt(DAYS), observations: 1250, skewness: -3, kurtosis: 10 } as const;

describe('computeDeflatedSharpe', () => {
  it('reproduces the paper\'s published example, DSR ≈ 0.9004', () => {
    const r = computeDeflatedSharpe(EXAMPLE, { trials: 100, sharpeVariance: 0.5 / DAYS });
    expect(r.deflated_sharpe.toFixed(4)).toBe('0.9004');
    expect(r.deflated_sharpe).toBeCloseTo(0.90039683444939096, 12);
    expect(r.expected_max_sharpe).toBeCloseTo(0.11317200186513203, 14);
    expect(r.expected_max_sharpe * Math.sqrt(DAYS)).toBeCloseTo(1.7894064662732059, 12);
  });

  it('takes the variance from the trials\' Sharpe ratios when given them', () => {
    const trialSharpes = [0.01, 0.05, -0.02, 0.03, 0.04];
    const mean = trialSharpes.reduce((a, b) => a + b) / 5;
    const variance = trialSharpes.reduce((a, b) => a + (b - mean) ** 2, 0) / 4;
    expect(computeDeflatedSharpe(EXAMPLE, { trials: 5, trialSharpes }).deflated_sharpe).toBe(
      computeDeflatedSharpe(EXAMPLE, { trials: 5, sharpeVariance: variance }).deflated_sharpe,
    );
  });

  it('equals the plain PSR against 0 with a single trial', () => {
    expect(computeDeflatedSharpe(EXAMPLE, { trials: 1 }).deflated_sharpe).toBe(computeProbabilisticSharpe(EXAMPLE).probabilistic_sharpe);
  });

  it('falls as the number of trials grows, and lies in [0, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (n, extra) => {
        const a = computeDeflatedSharpe(EXAMPLE, { trials: n, sharpeVariance: 0.5 / DAYS }).deflated_sharpe;
        const b = computeDeflatedSharpe(EXAMPLE, { trials: n + extra, sharpeVariance: 0.5 / DAYS }).deflated_sharpe;
        expect(b).toBeLessThanOrEqual(a);
        expect(b).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('rejects a bad trial count or a missing variance, naming the field', () => {
    const field = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        expect((e as GuidekitError).message.startsWith('computeDeflatedSharpe:')).toBe(true);
        return (e as GuidekitError).field;
      }
      return undefined;
    };
    expect(field(() => computeDeflatedSharpe(EXAMPLE, { trials: 0, sharpeVariance: 0.001 }))).toBe('trials');
    expect(field(() => computeDeflatedSharpe(EXAMPLE, { trials: 2.5, sharpeVariance: 0.001 }))).toBe('trials');
    expect(field(() => computeDeflatedSharpe(EXAMPLE, { trials: 10 }))).toBe('sharpeVariance');
    expect(field(() => computeDeflatedSharpe(EXAMPLE, { trials: 10, sharpeVariance: -1 }))).toBe('sharpeVariance');
    expect(field(() => computeDeflatedSharpe(EXAMPLE, { trials: 10, trialSharpes: [0.1] }))).toBe('trialSharpes');
  });
});
