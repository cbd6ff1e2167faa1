import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDonchianChannels } from '../../../src/markets/indicators/computeDonchianChannels.js';
import { createDonchianChannelsStream } from '../../../src/markets/indicators/createDonchianChannelsStream.js';
import { BAD_PERIODS, barsArb, expectCloseSeries, expectFieldError, expectSameSeries, leadingNaNs, loadGoog } from './_harness.js';

/** Channels written out: max of the window's highs, min of its lows, their midpoint. */
function literalChannels(h: readonly number[], l: readonly number[], n: number) {
  const upper = h.map((_, i) => (i < n - 1 ? Number.NaN : Math.max(...h.slice(i - n + 1, i + 1))));
  const lower = l.map((_, i) => (i < n - 1 ? Number.NaN : Math.min(...l.slice(i - n + 1, i + 1))));
  return { upper, lower, middle: upper.map((u, i) => (u + (lower[i] as number)) / 2) };
}

describe('computeDonchianChannels', () => {
  it('matches the literal window max/min on GOOG', () => {
    const { high, low } = loadGoog();
    for (const period of [1, 20, 55]) {
      const got = computeDonchianChannels({ high, low }, { period });
      const want = literalChannels(high, low, period);
      expectCloseSeries(got.upper, want.upper, 0, 'upper');
      expectCloseSeries(got.lower, want.lower, 0, 'lower');
      expectCloseSeries(got.middle, want.middle, 0, 'middle');
    }
  });

  it('equals the literal definition on random bars, with lookback period − 1, without mutating input', () => {
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 15 }), (bars, period) => {
        const copy = structuredClone(bars);
        const got = computeDonchianChannels(bars, { period });
        const want = literalChannels(bars.high, bars.low, period);
        expectCloseSeries(got.upper, want.upper, 0, 'upper');
        expectCloseSeries(got.lower, want.lower, 0, 'lower');
        expect(leadingNaNs(got.upper)).toBe(Math.min(bars.high.length, period - 1));
        expect(bars).toEqual(copy);
      }),
    );
  });

  it('rejects bad periods and series, naming the field', () => {
    const ok = { high: [2, 3], low: [1, 2] };
    for (const p of BAD_PERIODS) expectFieldError(() => computeDonchianChannels(ok, { period: p as number }), 'period', 'computeDonchianChannels');
    expectFieldError(() => computeDonchianChannels({ high: [2, 3], low: [1] }), 'low', 'computeDonchianChannels');
    expectFieldError(() => computeDonchianChannels({ high: [2, Number.NaN], low: [1, 1] }), 'high[1]', 'computeDonchianChannels');
  });
});

describe('createDonchianChannelsStream', () => {
  it('agrees with computeDonchianChannels on every bar', () => {
    fc.assert(
      fc.property(barsArb, fc.integer({ min: 1, max: 12 }), (bars, period) => {
        const stream = createDonchianChannelsStream({ period });
        const streamed = bars.high.map((high, i) => stream.update({ high, low: bars.low[i] as number }));
        const batch = computeDonchianChannels(bars, { period });
        expectSameSeries(batch.upper, streamed.map((s) => s?.upper ?? null), 'upper');
        expectSameSeries(batch.middle, streamed.map((s) => s?.middle ?? null), 'middle');
        expectSameSeries(batch.lower, streamed.map((s) => s?.lower ?? null), 'lower');
      }),
    );
  });

  it('rejects a bad period and a bad bar', () => {
    expectFieldError(() => createDonchianChannelsStream({ period: 0 }), 'period', 'createDonchianChannelsStream');
    expectFieldError(() => createDonchianChannelsStream().update({ high: 1, low: Number.NaN }), 'low', 'createDonchianChannelsStream');
  });
});
