import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimatePbo } from '../../src/backtest/estimatePbo.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

describe('estimatePbo', () => {
  it('finds overfitting in a hand-worked two-trial, two-block case (PBO = 1)', () => {
    // Blocks A = rows 0–1, B = rows 2–3. Trial 0: SR_A = 0.02/0.01414 = 1.41, SR_B = −2.12; trial 1: SR_A = 0.71, SR_B = 2.12.
    // IS = A picks trial 0, which is last on B; IS = B picks trial 1, which is last on A. ω = 1/3 both times, λ = ln ½ < 0.
    const r = estimatePbo([[0.01, 0.03, -0.01, -0.02], [0.0, 0.01, 0.02, 0.01]], { partitions: 2 });
    expect(r.combinations).toBe(2);
    expect(r.pbo).toBe(1);
    for (const l of r.logits) expect(l).toBeCloseTo(Math.log(0.5), 14);
    // Selected (IS, OOS) Sharpe pairs: (√2, −3/√2) and (3/√2, 1/√2), so the least-squares slope is (4/√2)/(1/√2) = 4.
    expect(r.degradation.slope).toBeCloseTo(4, 10);
  });

  it('finds none when one trial dominates in every block (PBO = 0, λ = ln 2)', () => {
    const r = estimatePbo([[0.01, 0.0, 0.01, 0.0], [0.03, 0.01, 0.03, 0.01]], { partitions: 2 });
    expect(r.pbo).toBe(0);
    for (const l of r.logits) expect(l).toBeCloseTo(Math.log(2), 14);
    expect(r.prob_oos_loss).toBe(0);
  });

  it('uses C(16, 8) = 12,870 splits by default, as in the paper', () => {
    const series = (k: number): number[] => Array.from({ length: 64 }, (_, i) => Math.sin(i * (k + 1) * 1.7) * 0.01);
    const r = estimatePbo([series(0), series(1), series(2)]);
    expect(r.combinations).toBe(12870);
    expect(r.logits.length).toBe(12870);
  });

  it('reads the trial-major Float64Array layout like the array of series, dropping the oldest T mod S rows', () => {
    const a = [[0.5, 0.01, 0.03, -0.01, -0.02], [9, 0.0, 0.01, 0.02, 0.01]];
    const flat = { returns: Float64Array.from(a.flat()), observations: 5, trials: 2 };
    const r = estimatePbo(flat, { partitions: 2 });
    expect(r.observations).toBe(4);
    expect(r.pbo).toBe(1);
    expect(Array.from(r.logits)).toEqual(Array.from(estimatePbo(a, { partitions: 2 }).logits));
  });

  it('gives a probability in [0, 1] with one logit per split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(2, 4, 6),
        fc.array(fc.double({ min: -0.05, max: 0.05, noNaN: true }), { minLength: 24, maxLength: 24 }),
        (n, s, base) => {
          const m = Array.from({ length: n }, (_, j) => base.map((x, i) => x * (j + 1) + Math.cos(i * j) * 0.01));
          const r = estimatePbo(m, { partitions: s });
          expect(r.pbo).toBeGreaterThanOrEqual(0);
          expect(r.pbo).toBeLessThanOrEqual(1);
          expect(r.logits.length).toBe(r.combinations);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('does not modify its input', () => {
    const m = [[0.01, 0.03, -0.01, -0.02], [0.0, 0.01, 0.02, 0.01]];
    const copy = m.map((r) => [...r]);
    estimatePbo(m, { partitions: 2 });
    expect(m).toEqual(copy);
  });

  it('rejects bad input naming the field', () => {
    const field = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        expect((e as GuidekitError).message.startsWith('estimatePbo:')).toBe(true);
        return (e as GuidekitError).field;
      }
      return undefined;
    };
    expect(field(() => estimatePbo([[0.01, 0.02, 0.03, 0.04]], { partitions: 2 }))).toBe('input');
    expect(field(() => estimatePbo([[0.01, 0.02, 0.03, 0.04], [0.01]], { partitions: 2 }))).toBe('input[1]');
    expect(field(() => estimatePbo([[0.01, 0.02, 0.03, 0.04], [0, 0, 0, 0]], { partitions: 3 }))).toBe('partitions');
    expect(field(() => estimatePbo([[0.01, 0.02, 0.03, 0.04], [0, 0, 0, 0]], { partitions: 4 }))).toBe('partitions');
    expect(field(() => estimatePbo([[0.01, Number.NaN, 0.03, 0.04], [0, 0, 0, 0]], { partitions: 2 }))).toBe('input');
  });
});
