import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeObv } from '../../../src/markets/indicators/computeObv.js';
import { createObvStream } from '../../../src/markets/indicators/createObvStream.js';
import { barsArb, expectCloseSeries, expectFieldError, expectSameSeries, loadGoog } from './_harness.js';

/** Granville's OBV written out, starting from the first bar's volume as TA-Lib does. */
function literalObv(c: readonly number[], v: readonly number[]): number[] {
  const out: number[] = [];
  c.forEach((close, i) => {
    if (i === 0) out.push(v[0] as number);
    else out.push((out[i - 1] as number) + Math.sign(close - (c[i - 1] as number)) * (v[i] as number));
  });
  return out;
}

describe('computeObv', () => {
  it('matches the literal running sum on GOOG', () => {
    const { close, volume } = loadGoog();
    expectCloseSeries(computeObv({ close, volume }), literalObv(close, volume), 0);
  });

  it('starts at the first volume, has no lookback and never mutates its input', () => {
    expect([...computeObv({ close: [10, 11, 10.5, 10.5], volume: [100, 50, 20, 7] })]).toEqual([100, 150, 130, 130]);
    fc.assert(
      fc.property(barsArb, (bars) => {
        const copy = structuredClone(bars);
        const obv = computeObv(bars);
        expect(obv.some((v) => Number.isNaN(v))).toBe(false);
        expect(bars).toEqual(copy);
      }),
    );
  });

  it('rejects bad series, naming the field', () => {
    expectFieldError(() => computeObv({ close: [1, 2], volume: [1] }), 'volume', 'computeObv');
    expectFieldError(() => computeObv({ close: [1, 2], volume: [1, -5] }), 'volume[1]', 'computeObv');
    expectFieldError(() => computeObv({ close: [1, Number.NaN], volume: [1, 1] }), 'close[1]', 'computeObv');
  });
});

describe('createObvStream', () => {
  it('agrees with computeObv on every bar', () => {
    fc.assert(
      fc.property(barsArb, (bars) => {
        const stream = createObvStream();
        expectSameSeries(computeObv(bars), bars.close.map((close, i) => stream.update({ close, volume: bars.volume[i] as number })));
      }),
    );
  });

  it('rejects a bad bar', () => {
    expectFieldError(() => createObvStream().update({ close: 1, volume: -1 }), 'volume', 'createObvStream');
  });
});
