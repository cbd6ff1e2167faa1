import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRoc } from '../../../src/markets/indicators/computeRoc.js';
import { createRocStream } from '../../../src/markets/indicators/createRocStream.js';
import { BAD_PERIODS, TA_LIB_TOLERANCE, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog, pricesArb } from './_harness.js';
import { TA_LIB_CLOSE } from './taLibRegtestData.js';

describe('computeRoc', () => {
  // TA-Lib ta_regtest/ta_test_func/test_mom.c, ROC(14): begIdx 14.
  it.each([
    [0, -0.546],
    [1, -2.109],
    [2, -5.53],
    [6, -4.49],
    [7, -5.5256],
    [237, -1.0367],
  ])('matches TA-Lib test_mom.c: output %i = %f', (outIdx, expected) => {
    const roc = computeRoc(TA_LIB_CLOSE, { period: 14 });
    expect(leadingNaNs(roc)).toBe(14);
    expect(Math.abs((roc[14 + outIdx] as number) - expected)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it('matches (close/prev − 1)·100 on GOOG closes, default period 10', () => {
    const { close } = loadGoog();
    const want = close.map((c, i) => (i < 10 ? Number.NaN : (c / (close[i - 10] as number) - 1) * 100));
    expectCloseSeries(computeRoc(close), want, 1e-12);
  });

  it('is 0 when the earlier value is 0 (TA-Lib), has lookback period and never mutates its input', () => {
    expect(computeRoc([0, 5], { period: 1 })[1]).toBe(0);
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 20 }), (x, period) => {
        const copy = [...x];
        expect(leadingNaNs(computeRoc(x, { period }))).toBe(Math.min(x.length, period));
        expect(x).toEqual(copy);
      }),
    );
  });

  it('rejects bad periods and series, naming the field', () => {
    for (const period of BAD_PERIODS) expectFieldError(() => computeRoc([1, 2], { period: period as number }), 'period', 'computeRoc');
    expectFieldError(() => computeRoc([1, Number.NaN]), 'values[1]', 'computeRoc');
  });
});

describe('createRocStream', () => {
  it('agrees with computeRoc on every bar', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 12 }), (x, period) => {
        const stream = createRocStream({ period });
        expectSameSeries(computeRoc(x, { period }), x.map((v) => stream.update(v)));
      }),
    );
  });

  it('rejects a bad period and a non-finite value', () => {
    expectFieldError(() => createRocStream({ period: 0 }), 'period', 'createRocStream');
    expectFieldError(() => createRocStream().update(Number.NaN), 'value', 'createRocStream');
  });
});
