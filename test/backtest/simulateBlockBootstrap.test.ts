import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { simulateBlockBootstrap } from '../../src/backtest/simulateBlockBootstrap.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

const DAILY = Array.from({ length: 60 }, (_, i) => 0.01 * Math.sin(i / 3) + 0.0005);

describe('simulateBlockBootstrap', () => {
  it('reproduces the original series when the moving block is the whole series', () => {
    const r = simulateBlockBootstrap(DAILY, { method: 'moving', blockLength: DAILY.length, resamples: 20, periodsPerYear: 252 });
    const growth = DAILY.reduce((e, x) => e * (1 + x), 1);
    expect(r.final_equity.p5).toBeCloseTo(growth, 13);
    expect(r.final_equity.p95).toBeCloseTo(growth, 13);
    expect(r.cagr?.p50).toBeCloseTo(growth ** (252 / DAILY.length) - 1, 12);
    let peak = 1;
    let e = 1;
    let dd = 0;
    for (const x of DAILY) {
      e *= 1 + x;
      peak = Math.max(peak, e);
      dd = Math.max(dd, 1 - e / peak);
    }
    expect(r.max_drawdown.p50).toBeCloseTo(dd, 13);
  });

  it('defaults to the stationary bootstrap with blocks of ⌈T^(1/3)⌉', () => {
    const r = simulateBlockBootstrap(DAILY, { resamples: 10 });
    expect(r.method).toBe('stationary');
    expect(r.block_length).toBe(4);
    expect(r.steps).toBe(60);
  });

  it('gives identical results for the same seed', () => {
    for (const method of ['stationary', 'moving'] as const) {
      expect(simulateBlockBootstrap(DAILY, { method, resamples: 200, seed: 5 })).toEqual(simulateBlockBootstrap(DAILY, { method, resamples: 200, seed: 5 }));
    }
  });

  it('keeps bands ordered p5 ≤ p50 ≤ p95 for both methods', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.2, max: 0.2, noNaN: true }), { minLength: 2, maxLength: 40 }),
        fc.constantFrom('stationary' as const, 'moving' as const), fc.integer({ min: 0, max: 0xffffffff }),
        (returns, method, seed) => {
          const r = simulateBlockBootstrap(returns, { method, seed, resamples: 50, blockLength: 2 });
          for (const b of [r.final_equity, r.max_drawdown, r.cagr!]) {
            expect(b.p5).toBeLessThanOrEqual(b.p50);
            expect(b.p50).toBeLessThanOrEqual(b.p95);
          }
          for (let k = 0; k <= r.steps; k++) expect(r.equity.p5[k]!).toBeLessThanOrEqual(r.equity.p95[k]!);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('rejects bad options naming the field', () => {
    const field = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        return (e as GuidekitError).field;
      }
      return undefined;
    };
    expect(field(() => simulateBlockBootstrap([0.01]))).toBe('returns');
    expect(field(() => simulateBlockBootstrap(DAILY, { blockLength: 61 }))).toBe('blockLength');
    expect(field(() => simulateBlockBootstrap(DAILY, { method: 'circular' as 'moving' }))).toBe('method');
    expect(field(() => simulateBlockBootstrap(DAILY, { periodsPerYear: 0 }))).toBe('periodsPerYear');
  });
});
