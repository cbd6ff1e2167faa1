/**
 * The indicators read a Float64Array in place (one branch-free validation pass) and copy any other array once into a
 * Float64Array; they fill only the warm-up with NaN. These properties pin what that speed work must not change:
 * results bit-identical whichever array type comes in, within 1e-9 (relative to max(1, |value|)) of a naive
 * recomputation from scratch, and the same field-naming errors for a bad value in a typed array.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAtr } from '../../../src/markets/indicators/computeAtr.js';
import { computeBollingerBands } from '../../../src/markets/indicators/computeBollingerBands.js';
import { computeEma } from '../../../src/markets/indicators/computeEma.js';
import { computeObv } from '../../../src/markets/indicators/computeObv.js';
import { computeRoc } from '../../../src/markets/indicators/computeRoc.js';
import { computeRsi } from '../../../src/markets/indicators/computeRsi.js';
import { computeSma } from '../../../src/markets/indicators/computeSma.js';
import { computeWma } from '../../../src/markets/indicators/computeWma.js';
import { barsArb, expectCloseSeries, expectFieldError, pricesArb } from './_harness.js';

/** Naive versions, each value recomputed from its whole window (no running state). */
function naiveSma(x: readonly number[], p: number): number[] {
  return x.map((_, i) => (i < p - 1 ? Number.NaN : x.slice(i - p + 1, i + 1).reduce((a, b) => a + b, 0) / p));
}
function naiveWma(x: readonly number[], p: number): number[] {
  const d = (p * (p + 1)) / 2;
  return x.map((_, i) => (i < p - 1 ? Number.NaN : x.slice(i - p + 1, i + 1).reduce((a, b, k) => a + b * (k + 1), 0) / d));
}
function naiveRoc(x: readonly number[], p: number): number[] {
  return x.map((v, i) => (i < p ? Number.NaN : x[i - p] === 0 ? 0 : (v / (x[i - p] as number) - 1) * 100));
}
function naiveBollingerMiddleSd(x: readonly number[], p: number): { mid: number[]; sd: number[] } {
  const mid = naiveSma(x, p);
  const sd = x.map((_, i) => {
    if (i < p - 1) return Number.NaN;
    const w = x.slice(i - p + 1, i + 1);
    const m = mid[i] as number;
    return Math.sqrt(w.reduce((a, b) => a + (b - m) ** 2, 0) / p);
  });
  return { mid, sd };
}

const bitsEqual = (a: Float64Array, b: Float64Array): void => {
  expect(a.length).toBe(b.length);
  expect(Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength))).toBe(true);
};

describe('indicator fast path (Float64Array in place, warm-up-only NaN fill)', () => {
  it('gives bit-identical results for number[] and Float64Array inputs', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 20 }), (x, period) => {
        const t = Float64Array.from(x);
        for (const f of [computeSma, computeEma, computeWma, computeRsi, computeRoc]) bitsEqual(f(x, { period }), f(t, { period }));
        const a = computeBollingerBands(x, { period });
        const b = computeBollingerBands(t, { period });
        bitsEqual(a.upper, b.upper);
        bitsEqual(a.lower, b.lower);
      }),
    );
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 20 }), (bars, period) => {
        const typed = { high: Float64Array.from(bars.high), low: Float64Array.from(bars.low), close: Float64Array.from(bars.close) };
        bitsEqual(computeAtr(bars, { period }), computeAtr(typed, { period }));
        bitsEqual(computeObv({ close: bars.close, volume: bars.volume }), computeObv({ close: typed.close, volume: Float64Array.from(bars.volume) }));
      }),
    );
  });

  it('agrees with naive window recomputations within 1e-9 relative', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 20 }), (x, period) => {
        const t = Float64Array.from(x);
        expectCloseSeries(computeSma(t, { period }), naiveSma(x, period), 1e-9, 'sma');
        expectCloseSeries(computeWma(t, { period }), naiveWma(x, period), 1e-9, 'wma');
        expectCloseSeries(computeRoc(t, { period }), naiveRoc(x, period), 1e-9, 'roc');
        const { mid, sd } = naiveBollingerMiddleSd(x, period);
        const bb = computeBollingerBands(t, { period, nbDevUp: 2, nbDevDown: 2 });
        expectCloseSeries(bb.middle, mid, 1e-9, 'bb.middle');
        // The sliding update of the squared deviations drifts a little more than a plain mean: 1e-6 of the price.
        expectCloseSeries(bb.upper, mid.map((m, i) => m + 2 * (sd[i] as number)), 1e-6, 'bb.upper');
      }),
    );
  });

  it('names the first bad element of a Float64Array, as for a plain array', () => {
    fc.assert(
      fc.property(
        pricesArb.filter((x) => x.length > 0),
        fc.nat(),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
        (x, at, bad) => {
          const i = at % x.length;
          const t = Float64Array.from(x);
          t[i] = bad;
          expectFieldError(() => computeSma(t, { period: 2 }), `values[${i}]`, 'computeSma');
          expectFieldError(() => computeRsi(t, { period: 2 }), `values[${i}]`, 'computeRsi');
          expectFieldError(() => computeRsi(t, { period: 500 }), `values[${i}]`, 'computeRsi');
          expectFieldError(() => computeBollingerBands(t, { period: 2 }), `values[${i}]`, 'computeBollingerBands');
          expectFieldError(() => computeWma(t, { period: 3 }), `values[${i}]`, 'computeWma');
          expectFieldError(() => computeEma(t, { period: 2 }), `values[${i}]`, 'computeEma');
          expectFieldError(() => computeEma(t, { period: 500 }), `values[${i}]`, 'computeEma');
        },
      ),
    );
    expectFieldError(
      () => computeAtr({ high: new Float64Array(3), low: new Float64Array(2), close: new Float64Array(3) }),
      'low',
      'computeAtr',
    );
    expectFieldError(() => computeObv({ close: Float64Array.of(1, 2), volume: Float64Array.of(1, -1) }), 'volume[1]', 'computeObv');
  });
});
