import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRsi } from '../../../src/markets/indicators/computeRsi.js';
import { createRsiStream } from '../../../src/markets/indicators/createRsiStream.js';
import { BAD_PERIODS, TA_LIB_TOLERANCE, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog, pricesArb } from './_harness.js';
import { TA_LIB_CLOSE } from './taLibRegtestData.js';

/** Wilder's RSI written out: gains/losses, simple-mean seed over changes 1…n, then RSI = 100 − 100/(1 + RS). */
function literalRsi(x: readonly number[], n: number): number[] {
  const out: number[] = x.map(() => Number.NaN);
  if (x.length <= n) return out;
  const gains = x.map((v, i) => (i === 0 ? 0 : Math.max(v - (x[i - 1] as number), 0)));
  const losses = x.map((v, i) => (i === 0 ? 0 : Math.max((x[i - 1] as number) - v, 0)));
  let g = gains.slice(1, n + 1).reduce((a, b) => a + b, 0) / n;
  let l = losses.slice(1, n + 1).reduce((a, b) => a + b, 0) / n;
  out[n] = 100 - 100 / (1 + g / l);
  for (let i = n + 1; i < x.length; i++) {
    g = (g * (n - 1) + (gains[i] as number)) / n;
    l = (l * (n - 1) + (losses[i] as number)) / n;
    out[i] = 100 - 100 / (1 + g / l);
  }
  return out;
}

describe('computeRsi', () => {
  // TA-Lib ta_regtest/ta_test_func/test_rsi.c, RSI(14) rows: begIdx 14.
  it.each([
    [0, 49.14],
    [1, 52.32],
    [2, 46.07],
    [237, 49.63],
  ])('matches TA-Lib test_rsi.c: output %i = %f', (outIdx, expected) => {
    const rsi = computeRsi(TA_LIB_CLOSE, { period: 14 });
    expect(leadingNaNs(rsi)).toBe(14);
    expect(Math.abs((rsi[14 + outIdx] as number) - expected)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it("matches Wilder's literal form on GOOG closes", () => {
    const { close } = loadGoog();
    for (const period of [2, 14, 30]) expectCloseSeries(computeRsi(close, { period }), literalRsi(close, period), 1e-9);
  });

  it('stays within 0…100, has lookback period and never mutates its input', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 20 }), (x, period) => {
        const copy = [...x];
        const rsi = computeRsi(x, { period });
        expect(leadingNaNs(rsi)).toBe(Math.min(x.length, period));
        for (let i = period; i < x.length; i++) {
          expect(rsi[i]).toBeGreaterThanOrEqual(0);
          expect(rsi[i]).toBeLessThanOrEqual(100);
        }
        expect(x).toEqual(copy);
      }),
    );
  });

  it('is 0 on a flat series (TA-Lib) and 100 on a strictly rising one', () => {
    expect(computeRsi([5, 5, 5, 5], { period: 2 })[3]).toBe(0);
    expect(computeRsi([1, 2, 3, 4], { period: 2 })[3]).toBe(100);
  });

  it('rejects bad periods and series, naming the field', () => {
    for (const period of BAD_PERIODS) expectFieldError(() => computeRsi([1, 2, 3], { period: period as number }), 'period', 'computeRsi');
    expectFieldError(() => computeRsi([1, Number.NaN]), 'values[1]', 'computeRsi');
  });
});

describe('createRsiStream', () => {
  it('agrees with computeRsi on every bar', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 12 }), (x, period) => {
        const stream = createRsiStream({ period });
        expectSameSeries(computeRsi(x, { period }), x.map((v) => stream.update(v)));
        expect(stream.lookback).toBe(period);
      }),
    );
  });

  it('rejects a bad period and a non-finite value', () => {
    expectFieldError(() => createRsiStream({ period: 0 }), 'period', 'createRsiStream');
    expectFieldError(() => createRsiStream().update(Number.NaN), 'value', 'createRsiStream');
  });
});
