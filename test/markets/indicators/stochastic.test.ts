import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStochastic } from '../../../src/markets/indicators/computeStochastic.js';
import { createStochasticStream } from '../../../src/markets/indicators/createStochasticStream.js';
import { BAD_PERIODS, TA_LIB_TOLERANCE, barsArb, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog } from './_harness.js';
import { TA_LIB_CLOSE, TA_LIB_HIGH, TA_LIB_LOW } from './taLibRegtestData.js';

/** Slow stochastic written out: raw %K from window max/min, then two plain moving averages, aligned at the lookback. */
function literalStochastic(h: readonly number[], l: readonly number[], c: readonly number[], fk: number, sk: number, sd: number) {
  const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  const raw = c.map((close, i) => {
    if (i < fk - 1) return Number.NaN;
    const hh = Math.max(...h.slice(i - fk + 1, i + 1));
    const ll = Math.min(...l.slice(i - fk + 1, i + 1));
    return hh === ll ? 0 : (100 * (close - ll)) / (hh - ll);
  });
  const k = raw.map((_, i) => (i < fk - 1 + sk - 1 ? Number.NaN : mean(raw.slice(i - sk + 1, i + 1))));
  const lookback = fk - 1 + sk - 1 + sd - 1;
  const d = k.map((_, i) => (i < lookback ? Number.NaN : mean(k.slice(i - sd + 1, i + 1))));
  return { k: k.map((v, i) => (i < lookback ? Number.NaN : v)), d };
}

const taLib = { high: TA_LIB_HIGH, low: TA_LIB_LOW, close: TA_LIB_CLOSE };

describe('computeStochastic', () => {
  // TA-Lib ta_regtest/ta_test_func/test_stoch.c, STOCH with SMA smoothing.
  it.each([
    [5, 3, 3, 8, 0, 24.0128, 36.254],
    [5, 3, 3, 8, 243, 30.194, 43.69],
    [5, 3, 4, 9, 242, 30.194, 46.641],
  ])('matches TA-Lib test_stoch.c: %i/%i/%i begIdx %i, output %i = %f / %f', (fk, sk, sd, begIdx, outIdx, k, d) => {
    const out = computeStochastic(taLib, { fastKPeriod: fk, slowKPeriod: sk, slowDPeriod: sd });
    expect(leadingNaNs(out.k)).toBe(begIdx);
    expect(leadingNaNs(out.d)).toBe(begIdx);
    expect(Math.abs((out.k[begIdx + outIdx] as number) - k)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
    expect(Math.abs((out.d[begIdx + outIdx] as number) - d)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it('matches the literal window construction on GOOG', () => {
    const { high, low, close } = loadGoog();
    for (const [fk, sk, sd] of [[5, 3, 3], [14, 3, 3], [1, 1, 1], [9, 1, 4]] as const) {
      const got = computeStochastic({ high, low, close }, { fastKPeriod: fk, slowKPeriod: sk, slowDPeriod: sd });
      const want = literalStochastic(high, low, close, fk, sk, sd);
      expectCloseSeries(got.k, want.k, 1e-9, 'k');
      expectCloseSeries(got.d, want.d, 1e-9, 'd');
    }
  });

  it('stays in 0…100, has lookback fastK+slowK+slowD−3 and never mutates its input', () => {
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (bars, fk, sk, sd) => {
        const copy = structuredClone(bars);
        const { k, d } = computeStochastic(bars, { fastKPeriod: fk, slowKPeriod: sk, slowDPeriod: sd });
        expect(leadingNaNs(k)).toBe(Math.min(bars.close.length, fk + sk + sd - 3));
        for (const s of [k, d]) for (const v of s) if (!Number.isNaN(v)) expect(v >= -1e-9 && v <= 100 + 1e-9).toBe(true);
        expect(bars).toEqual(copy);
      }),
    );
  });

  it('rejects bad periods and series, naming the field', () => {
    const ok = { high: [2, 3], low: [1, 2], close: [1.5, 2.5] };
    for (const p of BAD_PERIODS) expectFieldError(() => computeStochastic(ok, { fastKPeriod: p as number }), 'fastKPeriod', 'computeStochastic');
    expectFieldError(() => computeStochastic(ok, { slowKPeriod: 0 }), 'slowKPeriod', 'computeStochastic');
    expectFieldError(() => computeStochastic(ok, { slowDPeriod: 1.5 }), 'slowDPeriod', 'computeStochastic');
    expectFieldError(() => computeStochastic({ ...ok, low: [1, 2, 3] }), 'low', 'computeStochastic');
  });
});

describe('createStochasticStream', () => {
  it('agrees with computeStochastic on every bar', () => {
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (bars, fk, sk, sd) => {
        const options = { fastKPeriod: fk, slowKPeriod: sk, slowDPeriod: sd };
        const stream = createStochasticStream(options);
        const streamed = bars.close.map((close, i) => stream.update({ high: bars.high[i] as number, low: bars.low[i] as number, close }));
        const batch = computeStochastic(bars, options);
        expectSameSeries(batch.k, streamed.map((s) => s?.k ?? null), 'k');
        expectSameSeries(batch.d, streamed.map((s) => s?.d ?? null), 'd');
      }),
    );
  });

  it('rejects a bad period and a bad bar', () => {
    expectFieldError(() => createStochasticStream({ slowDPeriod: 0 }), 'slowDPeriod', 'createStochasticStream');
    expectFieldError(() => createStochasticStream().update({ high: 1, low: 1, close: Number.NaN }), 'close', 'createStochasticStream');
  });
});
