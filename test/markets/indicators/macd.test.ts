import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMacd } from '../../../src/markets/indicators/computeMacd.js';
import { createMacdStream } from '../../../src/markets/indicators/createMacdStream.js';
import { TA_LIB_TOLERANCE, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog, pricesArb } from './_harness.js';
import { TA_LIB_CLOSE } from './taLibRegtestData.js';

/** An EMA that starts at `start` with the mean of the `period` values ending there (TA-Lib's seeding). */
function emaFrom(x: readonly number[], period: number, start: number): number[] {
  const out: number[] = x.map(() => Number.NaN);
  const k = 2 / (period + 1);
  let ema = x.slice(start - period + 1, start + 1).reduce((a, b) => a + b, 0) / period;
  out[start] = ema;
  for (let i = start + 1; i < x.length; i++) {
    ema = k * (x[i] as number) + (1 - k) * ema;
    out[i] = ema;
  }
  return out;
}

/** MACD written out from two aligned EMAs and an EMA of their difference; outputs start at the lookback. */
function literalMacd(x: readonly number[], fast: number, slow: number, signal: number) {
  const start = slow - 1;
  const lookback = start + signal - 1;
  const f = emaFrom(x, fast, start);
  const s = emaFrom(x, slow, start);
  const line = x.map((_, i) => (f[i] as number) - (s[i] as number));
  const sig = emaFrom(line, signal, lookback);
  const macd = line.map((v, i) => (i < lookback ? Number.NaN : v));
  return { macd, signal: sig, histogram: macd.map((v, i) => v - (sig[i] as number)) };
}

describe('computeMacd', () => {
  it('matches TA-Lib test_macd.c for 12/26/9: begIdx 33, MACD −1.9738, signal −2.7071', () => {
    const { macd, signal, histogram } = computeMacd(TA_LIB_CLOSE);
    for (const s of [macd, signal, histogram]) expect(leadingNaNs(s)).toBe(33);
    expect(Math.abs((macd[33] as number) + 1.9738)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
    expect(Math.abs((signal[33] as number) + 2.7071)).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
    expect(Math.abs((histogram[33] as number) - (-1.9738 + 2.7071))).toBeLessThanOrEqual(TA_LIB_TOLERANCE);
  });

  it('seeds the fast EMA with the SMA of values 14…25 (TA-Lib alignment)', () => {
    const x = Array.from({ length: 40 }, (_, i) => (i < 14 ? 1000 : 10 + i));
    const { macd } = computeMacd(x, { fastPeriod: 12, slowPeriod: 26, signalPeriod: 1 });
    const fastSeed = x.slice(14, 26).reduce((a, b) => a + b, 0) / 12;
    const slowSeed = x.slice(0, 26).reduce((a, b) => a + b, 0) / 26;
    expect(macd[25]).toBeCloseTo(fastSeed - slowSeed, 10);
  });

  it('matches the literal aligned-EMA construction on GOOG closes', () => {
    const { close } = loadGoog();
    for (const [f, s, g] of [[12, 26, 9], [5, 35, 5], [1, 2, 1]] as const) {
      const got = computeMacd(close, { fastPeriod: f, slowPeriod: s, signalPeriod: g });
      const want = literalMacd(close, f, s, g);
      expectCloseSeries(got.macd, want.macd, 1e-9, 'macd');
      expectCloseSeries(got.signal, want.signal, 1e-9, 'signal');
      expectCloseSeries(got.histogram, want.histogram, 1e-9, 'histogram');
    }
  });

  it('has lookback (slow − 1) + (signal − 1) and never mutates its input', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 6 }), (x, f, extra, g) => {
        const copy = [...x];
        const { macd } = computeMacd(x, { fastPeriod: f, slowPeriod: f + extra, signalPeriod: g });
        expect(leadingNaNs(macd)).toBe(Math.min(x.length, f + extra - 1 + g - 1));
        expect(x).toEqual(copy);
      }),
    );
  });

  it('rejects bad periods, naming the field', () => {
    expectFieldError(() => computeMacd([1], { fastPeriod: 0 }), 'fastPeriod', 'computeMacd');
    expectFieldError(() => computeMacd([1], { slowPeriod: 2.5 }), 'slowPeriod', 'computeMacd');
    expectFieldError(() => computeMacd([1], { signalPeriod: -1 }), 'signalPeriod', 'computeMacd');
    expectFieldError(() => computeMacd([1], { fastPeriod: 26, slowPeriod: 12 }), 'fastPeriod', 'computeMacd');
    expectFieldError(() => computeMacd([1, Number.NaN]), 'values[1]', 'computeMacd');
  });
});

describe('createMacdStream', () => {
  it('agrees with computeMacd on every bar', () => {
    fc.assert(
      fc.property(pricesArb, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 6 }), (x, f, extra, g) => {
        const options = { fastPeriod: f, slowPeriod: f + extra, signalPeriod: g };
        const stream = createMacdStream(options);
        const streamed = x.map((v) => stream.update(v));
        const batch = computeMacd(x, options);
        expectSameSeries(batch.macd, streamed.map((s) => s?.macd ?? null), 'macd');
        expectSameSeries(batch.signal, streamed.map((s) => s?.signal ?? null), 'signal');
        expectSameSeries(batch.histogram, streamed.map((s) => s?.histogram ?? null), 'histogram');
        expect(stream.lookback).toBe(f + extra - 1 + g - 1);
      }),
    );
  });

  it('rejects bad periods and a non-finite value', () => {
    expectFieldError(() => createMacdStream({ fastPeriod: 9, slowPeriod: 9 }), 'fastPeriod', 'createMacdStream');
    expectFieldError(() => createMacdStream().update(Number.NaN), 'value', 'createMacdStream');
  });
});
