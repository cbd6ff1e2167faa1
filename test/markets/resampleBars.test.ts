import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import type { MarketBars } from '../../src/markets/ports/MarketBars.js';
import { resampleBars, type ResampledBars } from '../../src/markets/resampleBars.js';
import { listTradingSessions } from '../../src/markets/sessions/listTradingSessions.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const utc = (y: number, m: number, d: number, h = 0, mi = 0) => Date.UTC(y, m - 1, d, h, mi);

interface Row {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

function makeBars(symbol: string, interval: '1h' | '1d', rows: readonly Row[]): MarketBars {
  return {
    symbol,
    interval,
    currency: 'USD',
    times: Float64Array.from(rows.map((r) => r.t)),
    open: Float64Array.from(rows.map((r) => r.o)),
    high: Float64Array.from(rows.map((r) => r.h)),
    low: Float64Array.from(rows.map((r) => r.l)),
    close: Float64Array.from(rows.map((r) => r.c)),
    volume: Float64Array.from(rows.map((r) => r.v)),
  };
}

/** Hourly bar open times inside the instrument's sessions between two instants, stepping one hour from each window's open. */
function sessionHours(instrument: string, from: number, to: number): number[] {
  const times: number[] = [];
  for (const session of listTradingSessions(instrument, { from, to })) {
    for (const w of session.windows) for (let t = w.open; t < w.close; t += HOUR) if (t >= from && t < to) times.push(t);
  }
  return times;
}

const priceRows = (times: readonly number[]) =>
  fc.array(fc.tuple(fc.double({ min: 1, max: 2, noNaN: true }), fc.double({ min: 1, max: 2, noNaN: true }), fc.double({ min: 0, max: 0.1, noNaN: true }), fc.double({ min: 0, max: 0.1, noNaN: true }), fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined, freq: 10 })), {
    minLength: times.length,
    maxLength: times.length,
  }).map((values) =>
    values.map(([o, c, up, down, v], i) => ({ t: times[i] as number, o, c, h: Math.max(o, c) + up, l: Math.min(o, c) - down, v: v === undefined ? Number.NaN : v })),
  );

function rowsOf(bars: ResampledBars | MarketBars): Row[] {
  return Array.from(bars.times, (t, i) => ({ t, o: bars.open[i] as number, h: bars.high[i] as number, l: bars.low[i] as number, c: bars.close[i] as number, v: bars.volume[i] as number }));
}

describe('resampleBars', () => {
  it('aggregates OHLCV exactly: first open, highest high, lowest low, last close, summed volume', () => {
    // Three NYSE hours of Monday 2026-01-05 (09:30, 10:30, 11:30 New York = 14:30, 15:30, 16:30 UTC), one 4h bucket.
    const bars = makeBars('SPX', '1h', [
      { t: utc(2026, 1, 5, 14, 30), o: 100, h: 105, l: 99, c: 104, v: 10 },
      { t: utc(2026, 1, 5, 15, 30), o: 104, h: 108, l: 103, c: 107, v: 20 },
      { t: utc(2026, 1, 5, 16, 30), o: 107, h: 107.5, l: 95, c: 96, v: 5 },
    ]);
    const four = resampleBars(bars, '4h');
    expect(rowsOf(four)).toEqual([{ t: utc(2026, 1, 5, 14, 30), o: 100, h: 108, l: 95, c: 96, v: 35 }]);
    expect(Array.from(four.sourceCounts)).toEqual([3]);
    expect(four.interval).toBe('4h');
    expect(four.sourceInterval).toBe('1h');
  });

  it('keeps an unknown volume unknown', () => {
    const bars = makeBars('EURUSD', '1h', [
      { t: utc(2026, 1, 6, 10), o: 1, h: 1, l: 1, c: 1, v: 5 },
      { t: utc(2026, 1, 6, 11), o: 1, h: 1, l: 1, c: 1, v: Number.NaN },
    ]);
    expect(Number.isNaN(resampleBars(bars, '1d').volume[0])).toBe(true);
  });

  it('aligns 4h buckets to the session open: 17:00 New York for FX, 09:30 and 13:30 for the NYSE, 12:30 after the Tokyo lunch', () => {
    // FX trading date Tuesday 2026-01-06 opens Monday 17:00 EST = 22:00 UTC: buckets 22:00, 02:00, 06:00, 10:00, 14:00, 18:00 UTC.
    const fx = sessionHours('EURUSD', utc(2026, 1, 5, 22), utc(2026, 1, 6, 22));
    const fxBars = makeBars('EURUSD', '1h', fx.map((t) => ({ t, o: 1, h: 1, l: 1, c: 1, v: Number.NaN })));
    const fourFx = resampleBars(fxBars, '4h');
    expect(Array.from(fourFx.times)).toEqual([22, 26, 30, 34, 38, 42].map((h) => utc(2026, 1, 5, h)));
    expect(Array.from(fourFx.sourceCounts)).toEqual([4, 4, 4, 4, 4, 4]);
    // NYSE in January: 14:30 and 18:30 UTC; the second bucket holds 15:30, 16:30 (half hour) and is 2.5 hours long.
    const nyse = sessionHours('SPX', utc(2026, 1, 5), utc(2026, 1, 6));
    const fourNyse = resampleBars(makeBars('SPX', '1h', nyse.map((t) => ({ t, o: 1, h: 1, l: 1, c: 1, v: 1 }))), '4h');
    expect(Array.from(fourNyse.times)).toEqual([utc(2026, 1, 5, 14, 30), utc(2026, 1, 5, 18, 30)]);
    expect(Array.from(fourNyse.sourceCounts)).toEqual([4, 3]);
    // Tokyo: morning 00:00–02:30 UTC, afternoon from 03:30 UTC: two buckets, never one across lunch.
    const tokyo = sessionHours('NIKKEI', utc(2026, 1, 5), utc(2026, 1, 6));
    const fourTokyo = resampleBars(makeBars('NIKKEI', '1h', tokyo.map((t) => ({ t, o: 1, h: 1, l: 1, c: 1, v: 1 }))), '4h');
    expect(Array.from(fourTokyo.times)).toEqual([utc(2026, 1, 5, 0), utc(2026, 1, 5, 3, 30)]);
  });

  it('puts an FX bar of Sunday evening in Monday\'s daily bar and Monday\'s week', () => {
    const bars = makeBars('EURUSD', '1h', [
      { t: utc(2026, 1, 9, 21), o: 1, h: 2, l: 1, c: 2, v: Number.NaN }, // Friday 16:00 New York: Friday
      { t: utc(2026, 1, 11, 22), o: 3, h: 3, l: 3, c: 3, v: Number.NaN }, // Sunday 17:00 New York: Monday
      { t: utc(2026, 1, 12, 21), o: 4, h: 4, l: 4, c: 4, v: Number.NaN }, // Monday 16:00: Monday
      { t: utc(2026, 1, 12, 22), o: 5, h: 5, l: 5, c: 5, v: Number.NaN }, // Monday 17:00: Tuesday
    ]);
    const daily = resampleBars(bars, '1d');
    expect(Array.from(daily.times)).toEqual([utc(2026, 1, 9), utc(2026, 1, 12), utc(2026, 1, 13)]);
    expect(Array.from(daily.sourceCounts)).toEqual([1, 2, 1]);
    const weekly = resampleBars(bars, '1w');
    expect(Array.from(weekly.times)).toEqual([utc(2026, 1, 5), utc(2026, 1, 12)]);
  });

  it('builds weeks from Monday, months and quarters from the calendar, 3-day buckets on a fixed business-day grid', () => {
    // Daily SPX bars for the trading dates of 2025-12-22 .. 2026-01-09 (Christmas and New Year closed).
    const days = listTradingSessions('SPX', { from: utc(2025, 12, 22), to: utc(2026, 1, 10) }).map((s) => Date.parse(`${s.tradingDate}T00:00:00Z`));
    const daily = makeBars('SPX', '1d', days.map((t, i) => ({ t, o: i, h: i + 1, l: i - 1, c: i + 0.5, v: 1 })));
    const weekly = resampleBars(daily, '1w');
    expect(Array.from(weekly.times)).toEqual([utc(2025, 12, 22), utc(2025, 12, 29), utc(2026, 1, 5)]);
    expect(Array.from(weekly.sourceCounts)).toEqual([4, 4, 5]);
    expect(Array.from(resampleBars(daily, '1m').times)).toEqual([utc(2025, 12, 1), utc(2026, 1, 1)]);
    expect(Array.from(resampleBars(daily, '3m').times)).toEqual([utc(2025, 10, 1), utc(2026, 1, 1)]);
    const three = resampleBars(daily, '3d');
    expect(three.sourceCounts.reduce((a, b) => a + b, 0)).toBe(days.length);
    expect(Math.max(...three.sourceCounts)).toBeLessThanOrEqual(3);
  });

  it('anchors 3-day buckets on business days counted from Monday 1970-01-05', () => {
    // 2026-01-05 is day 20458, 2922 whole weeks after 1970-01-05: business-day index 14610 = 3 × 4870, a bucket start.
    // So the weekdays from 2026-01-05 group as Mon–Wed, Thu–Mon, Tue–Thu.
    const dates = [5, 6, 7, 8, 9, 12, 13, 14, 15].map((d) => utc(2026, 1, d));
    const three = resampleBars(makeBars('EURUSD', '1d', dates.map((t, i) => ({ t, o: i, h: i, l: i, c: i, v: 1 }))), '3d');
    expect(Array.from(three.times)).toEqual([utc(2026, 1, 5), utc(2026, 1, 8), utc(2026, 1, 13)]);
    expect(Array.from(three.sourceCounts)).toEqual([3, 3, 3]);
    // Crypto trades every day: three calendar days from 1970-01-01 (20457 = 3 × 6819, so 2026-01-04 starts a bucket).
    const crypto = resampleBars(makeBars('BTC-USD', '1d', [3, 4, 5, 6, 7].map((d, i) => ({ t: utc(2026, 1, d), o: i, h: i, l: i, c: i, v: 1 }))), '3d');
    expect(Array.from(crypto.times)).toEqual([utc(2026, 1, 1), utc(2026, 1, 4), utc(2026, 1, 7)]);
  });

  it('refuses intraday targets from daily bars, unknown timeframes and malformed bars', () => {
    const daily = makeBars('SPX', '1d', [{ t: utc(2026, 1, 5), o: 1, h: 1, l: 1, c: 1, v: 1 }]);
    const codeOf = (action: () => unknown) => {
      try {
        action();
      } catch (error) {
        if (error instanceof GuidekitError) return `${error.code}@${error.field}`;
      }
      return undefined;
    };
    expect(codeOf(() => resampleBars(daily, '4h'))).toBe('invalid_timeframe@timeframe');
    expect(codeOf(() => resampleBars(daily, '2h' as never))).toBe('invalid_timeframe@timeframe');
    expect(codeOf(() => resampleBars({ ...daily, times: Float64Array.from([2, 1]), open: Float64Array.from([1, 1]), high: Float64Array.from([1, 1]), low: Float64Array.from([1, 1]), close: Float64Array.from([1, 1]), volume: Float64Array.from([1, 1]) }, '1w'))).toBe('invalid_bars@bars.times');
    expect(codeOf(() => resampleBars({ ...daily, close: new Float64Array(0) }, '1w'))).toBe('invalid_bars@bars.close');
    expect(codeOf(() => resampleBars({ ...daily, symbol: 'ESZ6' }, '1w'))).toBe('unknown_instrument@instrument');
    expect(resampleBars({ ...daily, symbol: 'ESZ6' }, '1w', { instrument: 'ES' }).times.length).toBe(1);
  });

  const hourlyCase = fc
    .tuple(fc.constantFrom('EURUSD', 'ES', 'SPX', 'NIKKEI', 'BTC-USD', 'ZC'), fc.integer({ min: 0, max: 700 }), fc.integer({ min: 2, max: 40 }))
    .chain(([instrument, startDay, length]) => {
      const from = utc(2025, 1, 2) + startDay * DAY;
      const times = sessionHours(instrument, from, from + length * DAY);
      return priceRows(times).map((rows) => ({ instrument, bars: makeBars(instrument, '1h', rows) }));
    });

  it('gives every aggregated bar a high at least every high inside it and a low at most every low', () => {
    fc.assert(
      fc.property(hourlyCase, fc.constantFrom('4h', '1d', '3d', '1w', '1m', '3m') as fc.Arbitrary<'4h'>, ({ bars }, timeframe) => {
        const out = resampleBars(bars, timeframe);
        let i = 0;
        out.sourceCounts.forEach((count, k) => {
          for (let j = 0; j < count; j++, i++) {
            expect(out.high[k]).toBeGreaterThanOrEqual(bars.high[i] as number);
            expect(out.low[k]).toBeLessThanOrEqual(bars.low[i] as number);
          }
        });
        expect(i).toBe(bars.times.length);
      }),
      { numRuns: 60 },
    );
  });

  it('lets no hourly bar cross a 4h bucket boundary and keeps every bucket inside one trading date', () => {
    fc.assert(
      fc.property(hourlyCase, ({ instrument, bars }) => {
        const out = resampleBars(bars, '4h');
        const daily = resampleBars(bars, '1d');
        const dateOf = (t: number) => resampleBars(makeBars(instrument, '1h', [{ t, o: 1, h: 1, l: 1, c: 1, v: 1 }]), '1d').times[0];
        let i = 0;
        out.sourceCounts.forEach((count, k) => {
          const start = out.times[k] as number;
          const date = dateOf(start);
          for (let j = 0; j < count; j++, i++) {
            const t = bars.times[i] as number;
            expect(t).toBeGreaterThanOrEqual(start);
            expect(t + HOUR).toBeLessThanOrEqual(start + 4 * HOUR);
            expect(dateOf(t)).toBe(date);
          }
        });
        expect(daily.sourceCounts.reduce((a, b) => a + b, 0)).toBe(bars.times.length);
      }),
      { numRuns: 40 },
    );
  });

  it('resamples 1d to 1w the same whole or week by week, and 1h to 1w the same directly or through 1d', () => {
    fc.assert(
      fc.property(hourlyCase, ({ bars }) => {
        const daily = resampleBars(bars, '1d');
        const dailyBars: MarketBars = { ...daily, interval: '1d' };
        const whole = resampleBars(dailyBars, '1w');
        // Split the daily bars into their Monday-based weeks and resample each group on its own.
        const pieces: Row[] = [];
        const rows = rowsOf(dailyBars);
        const weekOf = (t: number) => Math.floor((t / DAY - 4) / 7);
        for (let start = 0; start < rows.length; ) {
          let end = start;
          while (end < rows.length && weekOf((rows[end] as Row).t) === weekOf((rows[start] as Row).t)) end++;
          pieces.push(...rowsOf(resampleBars(makeBars(bars.symbol, '1d', rows.slice(start, end)), '1w')));
          start = end;
        }
        expect(rowsOf(whole)).toEqual(pieces);
        expect(rowsOf(resampleBars(bars, '1w'))).toEqual(rowsOf(whole));
        expect(rowsOf(resampleBars(bars, '1m'))).toEqual(rowsOf(resampleBars(dailyBars, '1m')));
        expect(rowsOf(resampleBars(bars, '3d'))).toEqual(rowsOf(resampleBars(dailyBars, '3d')));
      }),
      { numRuns: 40 },
    );
  });

  it('does not modify its input', () => {
    const bars = makeBars('SPX', '1h', sessionHours('SPX', utc(2026, 1, 5), utc(2026, 1, 7)).map((t, i) => ({ t, o: i, h: i + 1, l: i - 1, c: i, v: i })));
    const copy = rowsOf(bars);
    resampleBars(bars, '4h');
    resampleBars(bars, '1w');
    expect(rowsOf(bars)).toEqual(copy);
  });
});
