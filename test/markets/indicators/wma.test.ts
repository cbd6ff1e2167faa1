import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeWma } from '../../../src/markets/indicators/computeWma.js';
import { createWmaStream } from '../../../src/markets/indicators/createWmaStream.js';
import { BAD_PERIODS, TA_LIB_TOLERANCE, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog, pricesArb } from './_harness.js';
import { TA_LIB_CLOSE } from './taLibRegtestData.js';

/** Textbook WMA: Σ (j+1)·x over Σ (j+1), j = 0 the oldest of the window. */
function literalWma(x: readonly number[], period: number): number[] {
  return x.map((_, i) => {
    if (i < period - 1) return Number.NaN;
    let num = 0;
    let den = 0;
    for (let j = 0; j < period; j++) {
      num += (j + 1) * (x[i - period + 1 + j] as number);
      den += j + 1;
    }
    return num / den;
  });
}

describe('computeWma', () => {
  // TA-Lib ta_regtest/ta_test_func/test_ma.c, TA_MA_WEIGHTED rows. TA-Lib compares within 0.01; its
  // rows 221 and 222 for period 30 (109.3413 / 109.3466) are 0.005 apart, so either order passes there.
  it.each([
    [1, 0, 91.5, 0],
    [2, 0, 93.71, 1],
    [2, 1, 94.52, 1],
    [2, 2, 94.85, 1],
    [2, 250, 108.16, 1],
    [30, 0, 88.567, 29],
    [30, 1, 88.233, 29],
    [30, 2, 88.034, 29],
    [30, 29, 87.191, 29],
    [30, 221, 109.3413, 29],
    [30, 222, 109.3466, 29],
  ])('matches TA-Lib test_ma.c: period %i, output %i = %f', (period, outIdx, expected, begIdx) => {
    const wma = computeWma(TA_LIB_CLOSE, { period });
    expect(leadingNaNs(wma)).toBe(begIdx);
    expect(Math.abs((wma[begIdx + outIdx] as number) - expected)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it('matches the literal weighted mean on GOOG closes', () => {
    const { close } = loadGoog();
    for (const period of [1, 2, 10, 30]) expectCloseSeries(computeWma(close, { period }), literalWma(close, period), 1e-10);
  });

  it('has lookback period − 1 and never mutates its input', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 20 }), (x, period) => {
        const copy = [...x];
        expect(leadingNaNs(computeWma(x, { period }))).toBe(Math.min(x.length, period - 1));
        expect(x).toEqual(copy);
      }),
    );
  });

  it('rejects bad periods and series, naming the field', () => {
    for (const period of BAD_PERIODS) expectFieldError(() => computeWma([1, 2, 3], { period: period as number }), 'period', 'computeWma');
    expectFieldError(() => computeWma([1, '2', 3] as unknown as number[]), 'values[1]', 'computeWma');
  });
});

describe('createWmaStream', () => {
  it('agrees with computeWma on every bar', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 12 }), (x, period) => {
        const stream = createWmaStream({ period });
        expectSameSeries(computeWma(x, { period }), x.map((v) => stream.update(v)));
      }),
    );
  });

  it('rejects a bad period and a non-finite value', () => {
    expectFieldError(() => createWmaStream({ period: -1 }), 'period', 'createWmaStream');
    expectFieldError(() => createWmaStream().update(Number.NaN), 'value', 'createWmaStream');
  });
});
