import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAtr } from '../../../src/markets/indicators/computeAtr.js';
import { createAtrStream } from '../../../src/markets/indicators/createAtrStream.js';
import { BAD_PERIODS, TA_LIB_TOLERANCE, barsArb, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog } from './_harness.js';
import { TA_LIB_CLOSE, TA_LIB_HIGH, TA_LIB_LOW } from './taLibRegtestData.js';

/** Wilder's ATR written out: TR from bar 1, first ATR = mean of TR[1..n], then (prev·(n−1) + TR)/n. */
function literalAtr(h: readonly number[], l: readonly number[], c: readonly number[], n: number): number[] {
  const tr = h.map((hi, i) =>
    i === 0 ? Number.NaN : Math.max(hi - (l[i] as number), Math.abs(hi - (c[i - 1] as number)), Math.abs((l[i] as number) - (c[i - 1] as number))),
  );
  const out: number[] = h.map(() => Number.NaN);
  if (h.length <= n) return out;
  let atr = tr.slice(1, n + 1).reduce((a, b) => a + b, 0) / n;
  out[n] = atr;
  for (let i = n + 1; i < h.length; i++) {
    atr = (atr * (n - 1) + (tr[i] as number)) / n;
    out[i] = atr;
  }
  return out;
}

const taLib = { high: TA_LIB_HIGH, low: TA_LIB_LOW, close: TA_LIB_CLOSE };

describe('computeAtr', () => {
  // TA-Lib ta_regtest/ta_test_func/test_trange.c: ATR(1) = TRANGE from bar 1; ATR(14) begIdx 14.
  it.each([
    [1, 0, 3.535, 1],
    [1, 12, 9.685, 1],
    [1, 40, 5.125, 1],
    [1, 250, 2.88, 1],
    [14, 0, 3.578, 14],
    [14, 1, 3.4876, 14],
    [14, 2, 3.55, 14],
    [14, 12, 3.245, 14],
    [14, 13, 3.394, 14],
    [14, 14, 3.413, 14],
    [14, 237, 3.26, 14],
  ])('matches TA-Lib test_trange.c: period %i, output %i = %f', (period, outIdx, expected, begIdx) => {
    const atr = computeAtr(taLib, { period });
    expect(leadingNaNs(atr)).toBe(begIdx);
    expect(Math.abs((atr[begIdx + outIdx] as number) - expected)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it("matches Wilder's literal form on GOOG", () => {
    const { high, low, close } = loadGoog();
    for (const period of [1, 14, 20]) {
      expectCloseSeries(computeAtr({ high, low, close }, { period }), literalAtr(high, low, close, period), 1e-10);
    }
  });

  it('is non-negative, has lookback period and never mutates its input', () => {
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 15 }), (bars, period) => {
        const copy = structuredClone(bars);
        const atr = computeAtr(bars, { period });
        expect(leadingNaNs(atr)).toBe(Math.min(bars.close.length, period));
        for (let i = period; i < atr.length; i++) expect(atr[i]).toBeGreaterThanOrEqual(0);
        expect(bars).toEqual(copy);
      }),
    );
  });

  it('rejects bad periods, mismatched lengths and bad values, naming the field', () => {
    const ok = { high: [2, 3], low: [1, 2], close: [1.5, 2.5] };
    for (const period of BAD_PERIODS) expectFieldError(() => computeAtr(ok, { period: period as number }), 'period', 'computeAtr');
    expectFieldError(() => computeAtr({ ...ok, low: [1] }), 'low', 'computeAtr');
    expectFieldError(() => computeAtr({ ...ok, close: [1, 2, 3] }), 'close', 'computeAtr');
    expectFieldError(() => computeAtr({ ...ok, high: [2, Number.NaN] }), 'high[1]', 'computeAtr');
  });
});

describe('createAtrStream', () => {
  it('agrees with computeAtr on every bar', () => {
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 12 }), (bars, period) => {
        const stream = createAtrStream({ period });
        const streamed = bars.close.map((close, i) => stream.update({ high: bars.high[i] as number, low: bars.low[i] as number, close }));
        expectSameSeries(computeAtr(bars, { period }), streamed);
      }),
    );
  });

  it('rejects a bad period and a bad bar', () => {
    expectFieldError(() => createAtrStream({ period: 0 }), 'period', 'createAtrStream');
    expectFieldError(() => createAtrStream().update({ high: 1, low: Number.NaN, close: 1 }), 'low', 'createAtrStream');
  });
});
