import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSma } from '../../../src/markets/indicators/computeSma.js';
import { createSmaStream } from '../../../src/markets/indicators/createSmaStream.js';
import { BAD_PERIODS, TA_LIB_TOLERANCE, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog, pricesArb } from './_harness.js';
import { TA_LIB_CLOSE } from './taLibRegtestData.js';

/** Textbook SMA: the mean of each window, recomputed from scratch. */
function literalSma(x: readonly number[], period: number): number[] {
  return x.map((_, i) => (i < period - 1 ? Number.NaN : x.slice(i - period + 1, i + 1).reduce((a, b) => a + b, 0) / period));
}

describe('computeSma', () => {
  // TA-Lib ta_regtest/ta_test_func/test_ma.c, TA_MA_SIMPLE rows: (period, output index, value, begIdx).
  it.each([
    [1, 0, 91.5, 0],
    [1, 251, 107.87, 0],
    [2, 0, 93.15, 1],
    [2, 1, 94.59, 1],
    [2, 250, 108.31, 1],
    [30, 0, 90.42, 29],
    [30, 1, 90.21, 29],
    [30, 2, 89.96, 29],
    [30, 29, 87.12, 29],
    [30, 221, 107.95, 29],
    [30, 222, 108.42, 29],
  ])('matches TA-Lib test_ma.c: period %i, output %i = %f', (period, outIdx, expected, begIdx) => {
    const sma = computeSma(TA_LIB_CLOSE, { period });
    expect(leadingNaNs(sma)).toBe(begIdx);
    expect(Math.abs((sma[begIdx + outIdx] as number) - expected)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it('matches the literal window mean on GOOG closes', () => {
    const { close } = loadGoog();
    for (const period of [1, 5, 20, 200]) expectCloseSeries(computeSma(close, { period }), literalSma(close, period), 1e-10);
  });

  it('has lookback period − 1 and defaults to period 30', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 60 }), (period, n) => {
        const sma = computeSma(Array.from({ length: n }, (_, i) => 100 + i), { period });
        expect(leadingNaNs(sma)).toBe(Math.min(n, period - 1));
      }),
    );
    expect(leadingNaNs(computeSma(new Float64Array(40).fill(1)))).toBe(29);
  });

  it('lies between the window minimum and maximum', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 10 }), (x, period) => {
        const sma = computeSma(x, { period });
        for (let i = period - 1; i < x.length; i++) {
          const w = x.slice(i - period + 1, i + 1);
          expect(sma[i]).toBeGreaterThanOrEqual(Math.min(...w) - 1e-9);
          expect(sma[i]).toBeLessThanOrEqual(Math.max(...w) + 1e-9);
        }
      }),
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(pricesArb, (x) => {
        const typed = Float64Array.from(x);
        const copy = [...x];
        computeSma(x, { period: 3 });
        computeSma(typed, { period: 3 });
        expect(x).toEqual(copy);
        expect([...typed]).toEqual(copy);
      }),
    );
  });

  it('rejects bad periods and series, naming the field', () => {
    for (const period of BAD_PERIODS) expectFieldError(() => computeSma([1, 2, 3], { period: period as number }), 'period', 'computeSma');
    expectFieldError(() => computeSma([1, Number.NaN, 3], { period: 2 }), 'values[1]', 'computeSma');
    expectFieldError(() => computeSma('1,2,3' as unknown as number[]), 'values', 'computeSma');
  });
});

describe('createSmaStream', () => {
  it('agrees with computeSma on every bar', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 12 }), (x, period) => {
        const stream = createSmaStream({ period });
        expectSameSeries(computeSma(x, { period }), x.map((v) => stream.update(v)));
        expect(stream.lookback).toBe(period - 1);
      }),
    );
  });

  it('rejects a bad period and a non-finite value', () => {
    expectFieldError(() => createSmaStream({ period: 0 }), 'period', 'createSmaStream');
    expectFieldError(() => createSmaStream({ period: 2 }).update(Number.POSITIVE_INFINITY), 'value', 'createSmaStream');
  });
});
