import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeEma } from '../../../src/markets/indicators/computeEma.js';
import { createEmaStream } from '../../../src/markets/indicators/createEmaStream.js';
import { BAD_PERIODS, TA_LIB_TOLERANCE, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog, pricesArb } from './_harness.js';
import { TA_LIB_CLOSE } from './taLibRegtestData.js';

/** Textbook EMA with TA-Lib's seed: the first value is the plain mean of the first `period` values. */
function literalEma(x: readonly number[], period: number): number[] {
  const out: number[] = x.map(() => Number.NaN);
  if (x.length < period) return out;
  const k = 2 / (period + 1);
  let ema = x.slice(0, period).reduce((a, b) => a + b, 0) / period;
  out[period - 1] = ema;
  for (let i = period; i < x.length; i++) {
    ema = k * (x[i] as number) + (1 - k) * ema;
    out[i] = ema;
  }
  return out;
}

describe('computeEma', () => {
  // TA-Lib ta_regtest/ta_test_func/test_ma.c, TA_MA_EXPONENTIAL / TA_COMPATIBILITY_DEFAULT rows.
  it.each([
    [1, 0, 91.5, 0],
    [1, 251, 107.87, 0],
    [2, 0, 93.15, 1],
    [2, 1, 93.96, 1],
    [2, 250, 108.21, 1],
    [10, 0, 93.22, 9],
    [10, 1, 93.75, 9],
    [10, 20, 86.46, 9],
    [10, 242, 108.97, 9],
  ])('matches TA-Lib test_ma.c: period %i, output %i = %f', (period, outIdx, expected, begIdx) => {
    const ema = computeEma(TA_LIB_CLOSE, { period });
    expect(leadingNaNs(ema)).toBe(begIdx);
    expect(Math.abs((ema[begIdx + outIdx] as number) - expected)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it('matches the literal SMA-seeded recurrence on GOOG closes', () => {
    const { close } = loadGoog();
    for (const period of [1, 12, 26, 50]) expectCloseSeries(computeEma(close, { period }), literalEma(close, period), 1e-10);
  });

  it('seeds with the SMA of the first period values (not the first price)', () => {
    const ema = computeEma([10, 20, 30, 40], { period: 3 });
    expect(ema[2]).toBe(20);
    expect(ema[3]).toBe(30); // 20 + 0.5·(40 − 20)
  });

  it('has lookback period − 1, defaults to 30 and never mutates its input', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 20 }), (x, period) => {
        const copy = [...x];
        expect(leadingNaNs(computeEma(x, { period }))).toBe(Math.min(x.length, period - 1));
        expect(x).toEqual(copy);
      }),
    );
    expect(leadingNaNs(computeEma(new Float64Array(31).fill(2)))).toBe(29);
  });

  it('rejects bad periods and series, naming the field', () => {
    for (const period of BAD_PERIODS) expectFieldError(() => computeEma([1, 2, 3], { period: period as number }), 'period', 'computeEma');
    expectFieldError(() => computeEma([1, 2, Number.NEGATIVE_INFINITY]), 'values[2]', 'computeEma');
  });
});

describe('createEmaStream', () => {
  it('agrees with computeEma on every bar', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 12 }), (x, period) => {
        const stream = createEmaStream({ period });
        expectSameSeries(computeEma(x, { period }), x.map((v) => stream.update(v)));
      }),
    );
  });

  it('rejects a bad period and a non-finite value', () => {
    expectFieldError(() => createEmaStream({ period: 1.5 }), 'period', 'createEmaStream');
    expectFieldError(() => createEmaStream().update(Number.NaN), 'value', 'createEmaStream');
  });
});
