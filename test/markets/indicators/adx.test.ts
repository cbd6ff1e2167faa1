import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAdx } from '../../../src/markets/indicators/computeAdx.js';
import { createAdxStream } from '../../../src/markets/indicators/createAdxStream.js';
import { BAD_PERIODS, barsArb, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog } from './_harness.js';
import { TA_LIB_CLOSE, TA_LIB_HIGH, TA_LIB_LOW } from './taLibRegtestData.js';

/**
 * The directional movement system written out as arrays, with TA-Lib's seeding: DM and TR from bar 1,
 * smoothed sums start as the plain sum of bars 1…n−1, then S = S − S/n + x; ADX = mean of DX over bars
 * n…2n−1, then Wilder's average.
 */
function literalAdx(h: readonly number[], l: readonly number[], c: readonly number[], n: number) {
  const len = h.length;
  const nan = () => Array.from({ length: len }, () => Number.NaN);
  const plusDi = nan();
  const minusDi = nan();
  const adx = nan();
  const dx = nan();
  const pdm: number[] = [0];
  const mdm: number[] = [0];
  const tr: number[] = [0];
  for (let i = 1; i < len; i++) {
    const up = (h[i] as number) - (h[i - 1] as number);
    const down = (l[i - 1] as number) - (l[i] as number);
    pdm.push(up > down && up > 0 ? up : 0);
    mdm.push(down > up && down > 0 ? down : 0);
    tr.push(Math.max((h[i] as number) - (l[i] as number), Math.abs((h[i] as number) - (c[i - 1] as number)), Math.abs((l[i] as number) - (c[i - 1] as number))));
  }
  let sp = 0;
  let sm = 0;
  let st = 0;
  for (let i = 1; i < Math.min(n, len); i++) {
    sp += pdm[i] as number;
    sm += mdm[i] as number;
    st += tr[i] as number;
  }
  for (let i = n; i < len; i++) {
    sp = sp - sp / n + (pdm[i] as number);
    sm = sm - sm / n + (mdm[i] as number);
    st = st - st / n + (tr[i] as number);
    plusDi[i] = st === 0 ? 0 : (100 * sp) / st;
    minusDi[i] = st === 0 ? 0 : (100 * sm) / st;
    const sum = (plusDi[i] as number) + (minusDi[i] as number);
    if (st !== 0 && sum !== 0) dx[i] = (100 * Math.abs((plusDi[i] as number) - (minusDi[i] as number))) / sum;
  }
  if (len > 2 * n - 1) {
    let avg = dx.slice(n, 2 * n).reduce((a, b) => a + (Number.isNaN(b) ? 0 : b), 0) / n;
    adx[2 * n - 1] = avg;
    for (let i = 2 * n; i < len; i++) {
      if (!Number.isNaN(dx[i] as number)) avg = (avg * (n - 1) + (dx[i] as number)) / n;
      adx[i] = avg;
    }
  }
  return { adx, plusDi, minusDi };
}

const taLib = { high: TA_LIB_HIGH, low: TA_LIB_LOW, close: TA_LIB_CLOSE };

describe('computeAdx', () => {
  // TA-Lib ta_regtest/ta_test_func/test_adx.c, period 14. Its expected ADX/DI values are whole numbers
  // (written when TA-Lib rounded like Wilder's worksheets), so they are checked to the nearest integer;
  // the begIdx values (ADX 27, DI 14) are exact.
  it.each([
    ['adx', 27, 0, 23],
    ['adx', 27, 1, 22],
    ['adx', 27, 223, 17],
    ['adx', 27, 224, 16],
    ['plusDi', 14, 0, 20],
    ['plusDi', 14, 13, 22],
    ['plusDi', 14, 14, 20],
    ['plusDi', 14, 237, 21],
    ['minusDi', 14, 0, 30],
    ['minusDi', 14, 14, 25],
    ['minusDi', 14, 237, 21],
  ] as const)('matches TA-Lib test_adx.c: %s begIdx %i, output %i ≈ %i', (key, begIdx, outIdx, expected) => {
    const series = computeAdx(taLib, { period: 14 })[key];
    expect(leadingNaNs(series)).toBe(begIdx);
    expect(Math.round(series[begIdx + outIdx] as number)).toBe(expected);
  });

  it('matches the literal array construction on GOOG', () => {
    const { high, low, close } = loadGoog();
    for (const period of [1, 5, 14]) {
      const got = computeAdx({ high, low, close }, { period });
      const want = literalAdx(high, low, close, period);
      expectCloseSeries(got.adx, want.adx, 1e-9, 'adx');
      expectCloseSeries(got.plusDi, want.plusDi, 1e-9, 'plusDi');
      expectCloseSeries(got.minusDi, want.minusDi, 1e-9, 'minusDi');
    }
  });

  it('has lookbacks 2·period − 1 (ADX) and period (DI), stays in 0…100 and never mutates its input', () => {
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 12 }), (bars, period) => {
        const copy = structuredClone(bars);
        const { adx, plusDi, minusDi } = computeAdx(bars, { period });
        const n = bars.close.length;
        expect(leadingNaNs(adx)).toBe(Math.min(n, 2 * period - 1));
        expect(leadingNaNs(plusDi)).toBe(Math.min(n, period));
        for (const s of [adx, plusDi, minusDi]) {
          for (const v of s) if (!Number.isNaN(v)) expect(v >= -1e-9 && v <= 100 + 1e-9).toBe(true);
        }
        expect(bars).toEqual(copy);
      }),
    );
  });

  it('rejects bad periods and series, naming the field', () => {
    const ok = { high: [2, 3], low: [1, 2], close: [1.5, 2.5] };
    for (const period of BAD_PERIODS) expectFieldError(() => computeAdx(ok, { period: period as number }), 'period', 'computeAdx');
    expectFieldError(() => computeAdx({ ...ok, close: [1] }), 'close', 'computeAdx');
    expectFieldError(() => computeAdx({ ...ok, low: [1, Number.NaN] }), 'low[1]', 'computeAdx');
  });
});

describe('createAdxStream', () => {
  it('agrees with computeAdx on every bar', () => {
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 10 }), (bars, period) => {
        const stream = createAdxStream({ period });
        const streamed = bars.close.map((close, i) => stream.update({ high: bars.high[i] as number, low: bars.low[i] as number, close }));
        const batch = computeAdx(bars, { period });
        expectSameSeries(batch.adx, streamed.map((s) => s?.adx ?? null), 'adx');
        expectSameSeries(batch.plusDi, streamed.map((s) => s?.plusDi ?? null), 'plusDi');
        expectSameSeries(batch.minusDi, streamed.map((s) => s?.minusDi ?? null), 'minusDi');
        expect(stream.lookback).toBe(2 * period - 1);
      }),
    );
  });

  it('rejects a bad period and a bad bar', () => {
    expectFieldError(() => createAdxStream({ period: 0 }), 'period', 'createAdxStream');
    expectFieldError(() => createAdxStream().update(null as never), 'bar', 'createAdxStream');
  });
});
