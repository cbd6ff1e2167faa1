import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentileOf } from '../../src/backtest/_lib/mcBands.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import { simulateMonteCarlo } from '../../src/backtest/simulateMonteCarlo.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { flat, makeBars, scripted } from './_bars.js';

const RETURNS = [0.05, -0.03, 0.02, 0.1, -0.08, 0.01, 0.04, -0.02];

function ordered(b: { p5: number; p50: number; p95: number }): boolean {
  return b.p5 <= b.p50 && b.p50 <= b.p95;
}

describe('simulateMonteCarlo', () => {
  it('interpolates percentiles between order statistics like numpy.percentile (linear)', () => {
    // numpy.percentile(np.arange(1, 11), [5, 50, 95]) = [1.45, 5.5, 9.55].
    const xs = Float64Array.from([7, 3, 10, 1, 5, 9, 2, 8, 4, 6]);
    expect(percentileOf(Float64Array.from(xs), 0.05)).toBeCloseTo(1.45, 14);
    expect(percentileOf(Float64Array.from(xs), 0.5)).toBeCloseTo(5.5, 14);
    expect(percentileOf(Float64Array.from(xs), 0.95)).toBeCloseTo(9.55, 14);
  });

  it('collapses to the closed form when every trade returns the same', () => {
    const r = simulateMonteCarlo([0.01, 0.01, 0.01], { resamples: 50, steps: 10, years: 2 });
    expect(r.final_equity.p5).toBeCloseTo(1.01 ** 10, 14);
    expect(r.final_equity.p95).toBeCloseTo(1.01 ** 10, 14);
    expect(r.cagr?.p50).toBeCloseTo(1.01 ** 5 - 1, 13);
    expect(r.max_drawdown.p95).toBe(0);
    expect(r.equity.p50[3]).toBeCloseTo(1.01 ** 3, 14);
    expect(r.prob_loss).toBe(0);
  });

  it('gives identical results for the same seed and different ones for another seed', () => {
    const a = simulateMonteCarlo(RETURNS, { resamples: 300, seed: 9 });
    const b = simulateMonteCarlo(RETURNS, { resamples: 300, seed: 9 });
    const c = simulateMonteCarlo(RETURNS, { resamples: 300, seed: 10 });
    expect(b).toEqual(a);
    expect(c.final_equity).not.toEqual(a.final_equity);
  });

  it('keeps every band ordered p5 ≤ p50 ≤ p95, at every step', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.5, max: 0.5, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 0xffffffff }),
        (returns, resamples, seed) => {
          const r = simulateMonteCarlo(returns, { resamples, seed, years: 1 });
          expect(ordered(r.final_equity) && ordered(r.max_drawdown) && ordered(r.cagr!)).toBe(true);
          for (let k = 0; k <= r.steps; k++) {
            expect(r.equity.p5[k]!).toBeLessThanOrEqual(r.equity.p50[k]!);
            expect(r.equity.p50[k]!).toBeLessThanOrEqual(r.equity.p95[k]!);
          }
          expect(r.equity.p50[0]).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('takes a backtest result: its closed trades and their time span', () => {
    const bars = makeBars(Array.from({ length: 12 }, (_, i) => flat(100 + i)));
    const result = runBacktest(bars, scripted({ 1: { type: 'enter', side: 'long' }, 4: { type: 'exit' }, 6: { type: 'enter', side: 'long' }, 9: { type: 'exit' } }));
    const r = simulateMonteCarlo(result, { resamples: 20 });
    expect(r.steps).toBe(result.trades.length);
    expect(r.cagr).not.toBeNull();
    expect(simulateMonteCarlo(RETURNS).cagr).toBeNull();
  });

  it('does not modify the returns', () => {
    const copy = [...RETURNS];
    simulateMonteCarlo(copy, { resamples: 10 });
    expect(copy).toEqual(RETURNS);
  });

  it('rejects bad input naming the field', () => {
    const field = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        expect((e as GuidekitError).message.startsWith('simulateMonteCarlo:')).toBe(true);
        return (e as GuidekitError).field;
      }
      return undefined;
    };
    expect(field(() => simulateMonteCarlo([]))).toBe('trades');
    expect(field(() => simulateMonteCarlo([0.1, -1.5]))).toBe('trades[1]');
    expect(field(() => simulateMonteCarlo(RETURNS, { resamples: 0 }))).toBe('resamples');
    expect(field(() => simulateMonteCarlo(RETURNS, { seed: -1 }))).toBe('seed');
    expect(field(() => simulateMonteCarlo(RETURNS, { years: 0 }))).toBe('years');
    expect(field(() => simulateMonteCarlo(RETURNS, { resamples: 1_000_000, steps: 100 }))).toBe('resamples');
  });
});
