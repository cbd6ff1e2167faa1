import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapMonthBlocks } from '../../../../src/markets/signals/evaluation/bootstrapMonthBlocks.js';

describe('bootstrapMonthBlocks', () => {
  it('its interval contains the point estimate (the mean of the values)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: fc.double({ min: -1, max: 1, noNaN: true }), b: fc.integer({ min: 0, max: 40 }) }), { minLength: 30, maxLength: 300 }),
        fc.integer({ min: 0, max: 1000 }),
        (rows, seed) => {
          const values = Float64Array.from(rows, (r) => r.v);
          const blocks = Int32Array.from(rows, (r) => r.b);
          const r = bootstrapMonthBlocks(values, blocks, { seed, resamples: 400 });
          expect(r.point).toBeCloseTo(values.reduce((s, x) => s + x, 0) / values.length, 12);
          expect(r.ci95[0]).toBeLessThanOrEqual(r.point + 1e-12);
          expect(r.ci95[1]).toBeGreaterThanOrEqual(r.point - 1e-12);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });

  it('is reproducible from its seed, and one block gives a degenerate interval at the mean', () => {
    const v = Float64Array.of(1, 0, 1, 1, 0, 0, 1);
    const b = Int32Array.of(0, 0, 1, 1, 2, 2, 3);
    expect(bootstrapMonthBlocks(v, b, { seed: 5 })).toEqual(bootstrapMonthBlocks(v, b, { seed: 5 }));
    const one = bootstrapMonthBlocks(v, new Int32Array(7), { seed: 5 });
    expect(one.ci95[0]).toBeCloseTo(4 / 7, 12);
    expect(one.ci95[1]).toBeCloseTo(4 / 7, 12);
    expect(one.blocks).toBe(1);
  });

  it('is wider with whole months resampled than with each event alone when months move together', () => {
    // 20 months of 20 events each, every event of a month equal (a price path shared by overlapping trades).
    const values = Float64Array.from({ length: 400 }, (_, i) => (Math.floor(i / 20) % 2 === 0 ? 1 : 0));
    const months = Int32Array.from({ length: 400 }, (_, i) => Math.floor(i / 20));
    const alone = Int32Array.from({ length: 400 }, (_, i) => i);
    const byMonth = bootstrapMonthBlocks(values, months, { seed: 1 });
    const byEvent = bootstrapMonthBlocks(values, alone, { seed: 1 });
    expect(byMonth.ci95[1] - byMonth.ci95[0]).toBeGreaterThan(2 * (byEvent.ci95[1] - byEvent.ci95[0]));
  });

  it('throws naming itself on mismatched lengths', () => {
    expect(() => bootstrapMonthBlocks([1], [])).toThrow(/bootstrapMonthBlocks/);
  });
});
