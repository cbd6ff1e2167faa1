import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBollingerBands } from '../../../src/markets/indicators/computeBollingerBands.js';
import { computeSma } from '../../../src/markets/indicators/computeSma.js';
import { createBollingerBandsStream } from '../../../src/markets/indicators/createBollingerBandsStream.js';
import { BAD_PERIODS, TA_LIB_TOLERANCE, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog, pricesArb } from './_harness.js';
import { TA_LIB_CLOSE } from './taLibRegtestData.js';

/** Bands written out: window mean ± k·σ, σ the two-pass population standard deviation of the window. */
function literalBands(x: readonly number[], n: number, up: number, down: number) {
  const upper: number[] = [];
  const middle: number[] = [];
  const lower: number[] = [];
  x.forEach((_, i) => {
    if (i < n - 1) {
      upper.push(Number.NaN);
      middle.push(Number.NaN);
      lower.push(Number.NaN);
      return;
    }
    const w = x.slice(i - n + 1, i + 1);
    const mean = w.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(w.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
    upper.push(mean + up * sd);
    middle.push(mean);
    lower.push(mean - down * sd);
  });
  return { upper, middle, lower };
}

describe('computeBollingerBands', () => {
  it('matches TA-Lib test_bbands.c (20, 2, 2, SMA): begIdx 19, 98.0734 / 92.8910 / 87.7086', () => {
    const { upper, middle, lower } = computeBollingerBands(TA_LIB_CLOSE, { period: 20, nbDevUp: 2, nbDevDown: 2 });
    expect(leadingNaNs(middle)).toBe(19);
    expect(Math.abs((upper[19] as number) - 98.0734)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
    expect(Math.abs((middle[19] as number) - 92.891)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
    expect(Math.abs((lower[19] as number) - 87.7086)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it('matches the two-pass population σ on GOOG closes, and the middle band is the SMA', () => {
    const { close } = loadGoog();
    for (const [n, up, down] of [[20, 2, 2], [5, 1.5, 1], [50, 2.5, 2.5]] as const) {
      const got = computeBollingerBands(close, { period: n, nbDevUp: up, nbDevDown: down });
      const want = literalBands(close, n, up, down);
      expectCloseSeries(got.upper, want.upper, 1e-9, 'upper');
      expectCloseSeries(got.middle, want.middle, 1e-10, 'middle');
      expectCloseSeries(got.lower, want.lower, 1e-9, 'lower');
      expect([...got.middle]).toEqual([...computeSma(close, { period: n })]);
    }
  });

  it('has zero width on a constant series', () => {
    const { upper, lower } = computeBollingerBands(new Float64Array(30).fill(42.1), { period: 5 });
    expect(upper[29]).toBe(42.1);
    expect(lower[29]).toBe(42.1);
  });

  it('orders lower ≤ middle ≤ upper, has lookback period − 1 and never mutates its input', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 15 }), (x, period) => {
        const copy = [...x];
        const { upper, middle, lower } = computeBollingerBands(x, { period });
        expect(leadingNaNs(middle)).toBe(Math.min(x.length, period - 1));
        for (let i = period - 1; i < x.length; i++) {
          expect(lower[i]).toBeLessThanOrEqual(middle[i] as number);
          expect(middle[i]).toBeLessThanOrEqual(upper[i] as number);
        }
        expect(x).toEqual(copy);
      }),
    );
  });

  it('rejects bad options and series, naming the field', () => {
    for (const period of BAD_PERIODS) {
      expectFieldError(() => computeBollingerBands([1, 2], { period: period as number }), 'period', 'computeBollingerBands');
    }
    expectFieldError(() => computeBollingerBands([1, 2], { nbDevUp: -1 }), 'nbDevUp', 'computeBollingerBands');
    expectFieldError(() => computeBollingerBands([1, 2], { nbDevDown: Number.NaN }), 'nbDevDown', 'computeBollingerBands');
    expectFieldError(() => computeBollingerBands([Number.NaN]), 'values[0]', 'computeBollingerBands');
  });
});

describe('createBollingerBandsStream', () => {
  it('agrees with computeBollingerBands on every bar', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 12 }), (x, period) => {
        const stream = createBollingerBandsStream({ period, nbDevUp: 2, nbDevDown: 1.5 });
        const streamed = x.map((v) => stream.update(v));
        const batch = computeBollingerBands(x, { period, nbDevUp: 2, nbDevDown: 1.5 });
        expectSameSeries(batch.upper, streamed.map((s) => s?.upper ?? null), 'upper');
        expectSameSeries(batch.middle, streamed.map((s) => s?.middle ?? null), 'middle');
        expectSameSeries(batch.lower, streamed.map((s) => s?.lower ?? null), 'lower');
      }),
    );
  });

  it('rejects bad options and a non-finite value', () => {
    expectFieldError(() => createBollingerBandsStream({ nbDevUp: Number.POSITIVE_INFINITY }), 'nbDevUp', 'createBollingerBandsStream');
    expectFieldError(() => createBollingerBandsStream().update(Number.NaN), 'value', 'createBollingerBandsStream');
  });
});
