import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeVwap } from '../../../src/markets/indicators/computeVwap.js';
import { createVwapStream } from '../../../src/markets/indicators/createVwapStream.js';
import { barsArb, expectCloseSeries, expectFieldError, expectSameSeries, loadGoog } from './_harness.js';

/** VWAP written out: for each bar, Σ typical·volume / Σ volume over the bars of its session so far. */
function literalVwap(h: readonly number[], l: readonly number[], c: readonly number[], v: readonly number[], session: readonly string[]) {
  return c.map((_, i) => {
    let start = i;
    while (start > 0 && session[start - 1] === session[i]) start--;
    let pv = 0;
    let vol = 0;
    for (let j = start; j <= i; j++) {
      pv += (((h[j] as number) + (l[j] as number) + (c[j] as number)) / 3) * (v[j] as number);
      vol += v[j] as number;
    }
    return vol > 0 ? pv / vol : Number.NaN;
  });
}

const sessionsArb = barsArb.chain((bars) =>
  fc
    .array(fc.constantFrom('2024-03-01T09:30:00Z', '2024-03-04T10:00:00Z', '2024-03-05'), {
      minLength: bars.close.length,
      maxLength: bars.close.length,
    })
    .map((raw) => ({ ...bars, date: [...raw].sort() })),
);

describe('computeVwap', () => {
  it('matches the literal cumulative definition on GOOG (one running session)', () => {
    const { high, low, close, volume } = loadGoog();
    const session = close.map(() => 'all');
    expectCloseSeries(computeVwap({ high, low, close, volume }), literalVwap(high, low, close, volume, session), 1e-9);
  });

  it('resets on each date: on daily GOOG bars every value is the typical price', () => {
    const { high, low, close, volume, date } = loadGoog();
    const typical = close.map((c, i) => ((high[i] as number) + (low[i] as number) + c) / 3);
    expectCloseSeries(computeVwap({ high, low, close, volume, date }, { resetOnNewDate: true }), typical, 1e-12);
  });

  it('restarts the sums at every new YYYY-MM-DD of intraday bars and never mutates its input', () => {
    fc.assert(
      fc.property(sessionsArb, (bars) => {
        const copy = structuredClone(bars);
        const got = computeVwap(bars, { resetOnNewDate: true });
        const sessions = bars.date.map((d) => d.slice(0, 10));
        expectCloseSeries(got, literalVwap(bars.high, bars.low, bars.close, bars.volume, sessions), 1e-9);
        expect(bars).toEqual(copy);
      }),
    );
  });

  it('is NaN while the cumulative volume is 0', () => {
    expect(Number.isNaN(computeVwap({ high: [2], low: [1], close: [1.5], volume: [0] })[0] as number)).toBe(true);
  });

  it('rejects bad series and dates, naming the field', () => {
    const ok = { high: [2, 3], low: [1, 2], close: [1.5, 2.5], volume: [10, 10] };
    expectFieldError(() => computeVwap({ ...ok, volume: [10] }), 'volume', 'computeVwap');
    expectFieldError(() => computeVwap({ ...ok, volume: [10, -1] }), 'volume[1]', 'computeVwap');
    expectFieldError(() => computeVwap(ok, { resetOnNewDate: true }), 'date', 'computeVwap');
    expectFieldError(() => computeVwap({ ...ok, date: ['2024-01-01', 'Jan 2'] }, { resetOnNewDate: true }), 'date[1]', 'computeVwap');
    expectFieldError(() => computeVwap({ ...ok, date: ['2024-01-01'] }, { resetOnNewDate: true }), 'date', 'computeVwap');
  });
});

describe('createVwapStream', () => {
  it('agrees with computeVwap on every bar, with and without session resets', () => {
    fc.assert(
      fc.property(sessionsArb, fc.boolean(), (bars, resetOnNewDate) => {
        const stream = createVwapStream({ resetOnNewDate });
        const streamed = bars.close.map((close, i) =>
          stream.update({ high: bars.high[i] as number, low: bars.low[i] as number, close, volume: bars.volume[i] as number, date: bars.date[i] as string }),
        );
        expectSameSeries(computeVwap(bars, { resetOnNewDate }), streamed);
      }),
    );
  });

  it('rejects a bad bar and a missing date', () => {
    expectFieldError(() => createVwapStream().update({ high: 1, low: 1, close: 1, volume: Number.NaN }), 'volume', 'createVwapStream');
    expectFieldError(() => createVwapStream({ resetOnNewDate: true }).update({ high: 1, low: 1, close: 1, volume: 1 }), 'date', 'createVwapStream');
  });
});
