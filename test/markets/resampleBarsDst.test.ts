import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketBars, Timeframe } from '../../src/markets/ports/MarketBars.js';
import { resampleBars } from '../../src/markets/resampleBars.js';
import { listTradingSessions } from '../../src/markets/sessions/listTradingSessions.js';

// Daylight saving: the EU and the UK move clocks forward at 01:00 UTC on the last Sunday of March and back on the last
// Sunday of October (Directive 2000/84/EC; the UK Summer Time Order 2002): 2026-03-29 and 2026-10-25. The US moves
// them on the second Sunday of March and the first Sunday of November (15 U.S.C. 260a): 2026-03-08 and 2026-11-01.
// Japan has no daylight saving. The hours below are London and Berlin wall times; LSE trades 08:00–16:30 London and
// Xetra 09:00–17:30 Berlin (docs/markets-instruments.md), so both trade 08:00–16:30 UTC before the change and
// 07:00–15:30 UTC after it.

const HOUR = 3_600_000;
const DAY = 86_400_000;
const utc = (y: number, m: number, d: number, h = 0, mi = 0) => Date.UTC(y, m - 1, d, h, mi);

function makeBars(symbol: string, times: readonly number[]): MarketBars {
  const column = (f: (i: number) => number) => Float64Array.from(times, (_, i) => f(i));
  return {
    symbol,
    interval: '1h',
    currency: 'GBP',
    times: Float64Array.from(times),
    open: column((i) => 100 + i),
    high: column((i) => 101 + i),
    low: column((i) => 99 + i),
    close: column((i) => 100.5 + i),
    volume: column(() => 1),
  };
}

/**
 * Hourly bars as a feed that also prints outside the cash session delivers them: every hour from 07:00 to 18:00 local
 * time on each weekday of 2026-03-26 .. 2026-03-31 (07:00 is before the open; 17:00 and 18:00 London, 18:00 Berlin
 * are after the close). `offset(date)` is the zone's UTC offset in hours that day.
 */
function offSessionFeed(offset: (day: number) => number): number[] {
  const times: number[] = [];
  for (const day of [26, 27, 30, 31]) for (let h = 7; h <= 18; h++) times.push(utc(2026, 3, day, h - offset(day)));
  return times;
}
const londonOffset = (day: number) => (day >= 29 ? 1 : 0);
const berlinOffset = (day: number) => (day >= 29 ? 2 : 1);

const increasing = (times: Float64Array) => times.every((t, i) => i === 0 || t > (times[i - 1] as number));

describe('resampleBars across daylight-saving changes', () => {
  it('keeps FTSE 4h buckets in time order and in their own session when the feed prints pre-open and after-close hours around 2026-03-29', () => {
    const bars = makeBars('FTSE', offSessionFeed(londonOffset));
    const four = resampleBars(bars, '4h');
    // In session (hour overlapping 08:00–16:30 London): 08:00 .. 16:00, nine bars a day, in buckets 08:00, 12:00 and
    // 16:00 London: 08, 12, 16 UTC on Thursday and Friday, 07, 11, 15 UTC on Monday and Tuesday.
    expect(Array.from(four.times)).toEqual([
      utc(2026, 3, 26, 8), utc(2026, 3, 26, 12), utc(2026, 3, 26, 16),
      utc(2026, 3, 27, 8), utc(2026, 3, 27, 12), utc(2026, 3, 27, 16),
      utc(2026, 3, 30, 7), utc(2026, 3, 30, 11), utc(2026, 3, 30, 15),
      utc(2026, 3, 31, 7), utc(2026, 3, 31, 11), utc(2026, 3, 31, 15),
    ]);
    expect(Array.from(four.sourceCounts)).toEqual([4, 4, 1, 4, 4, 1, 4, 4, 1, 4, 4, 1]);
    // 07:00, 17:00 and 18:00 London on four days.
    expect(four.outsideSessionBars).toBe(12);
    expect(increasing(four.times)).toBe(true);
  });

  it('keeps DAX 4h buckets in time order and in their own session when the feed prints pre-open and after-close hours around 2026-03-29', () => {
    const bars = makeBars('DAX', offSessionFeed(berlinOffset));
    const four = resampleBars(bars, '4h');
    // In session (09:00–17:30 Berlin): 09:00 .. 17:00, nine bars a day, in buckets 09:00, 13:00, 17:00 Berlin.
    expect(Array.from(four.times)).toEqual([
      utc(2026, 3, 26, 8), utc(2026, 3, 26, 12), utc(2026, 3, 26, 16),
      utc(2026, 3, 27, 8), utc(2026, 3, 27, 12), utc(2026, 3, 27, 16),
      utc(2026, 3, 30, 7), utc(2026, 3, 30, 11), utc(2026, 3, 30, 15),
      utc(2026, 3, 31, 7), utc(2026, 3, 31, 11), utc(2026, 3, 31, 15),
    ]);
    expect(Array.from(four.sourceCounts)).toEqual([4, 4, 1, 4, 4, 1, 4, 4, 1, 4, 4, 1]);
    // 07:00, 08:00 and 18:00 Berlin on four days.
    expect(four.outsideSessionBars).toBe(12);
  });

  it('puts a Friday after-close bar in no session, not in Monday\'s daily bar', () => {
    // The feed's bars of a day start at 07:00 local (index 12 × day + hour − 7); the first in-session hour is 08:00
    // London, 09:00 Berlin, the last 16:00 London, 17:00 Berlin.
    for (const [symbol, offset, firstHour] of [['FTSE', londonOffset, 8], ['DAX', berlinOffset, 9]] as const) {
      const daily = resampleBars(makeBars(symbol, offSessionFeed(offset)), '1d');
      expect(Array.from(daily.times)).toEqual([utc(2026, 3, 26), utc(2026, 3, 27), utc(2026, 3, 30), utc(2026, 3, 31)]);
      expect(Array.from(daily.sourceCounts)).toEqual([9, 9, 9, 9]);
      // Friday 27 March: open of its first in-session bar, close of its last (eight hours later).
      expect(daily.open[1]).toBe(100 + 12 + firstHour - 7);
      expect(daily.close[1]).toBe(100.5 + 12 + firstHour - 7 + 8);
      const weekly = resampleBars(makeBars(symbol, offSessionFeed(offset)), '1w');
      expect(Array.from(weekly.sourceCounts)).toEqual([18, 18]);
    }
  });

  it('places an hourly bar that opens before the window it overlaps at the window\'s open, and leaves out a bar inside the Tokyo lunch', () => {
    // NYSE Monday 2026-03-09 (New York already on EDT, UTC−4): a feed stamping whole hours gives 13:00 UTC (09:00 New
    // York), whose second half is the 09:30 open; 20:00 UTC (16:00) is after the close.
    const nyse = resampleBars(makeBars('SPX', [utc(2026, 3, 9, 13), utc(2026, 3, 9, 14), utc(2026, 3, 9, 20)]), '4h');
    expect(Array.from(nyse.times)).toEqual([utc(2026, 3, 9, 13, 30)]);
    expect(Array.from(nyse.sourceCounts)).toEqual([2]);
    expect(nyse.outsideSessionBars).toBe(1);
    // Tokyo (UTC+9) 2026-03-09: 11:30–12:30 is the lunch break; a bar of 11:00 overlaps the morning, one of 12:00 the
    // afternoon (placed at 12:30), one of 11:30 neither.
    const tokyo = resampleBars(makeBars('NIKKEI', [utc(2026, 3, 9, 2), utc(2026, 3, 9, 2, 30), utc(2026, 3, 9, 3)]), '4h');
    expect(Array.from(tokyo.times)).toEqual([utc(2026, 3, 9, 0), utc(2026, 3, 9, 3, 30)]);
    expect(tokyo.outsideSessionBars).toBe(1);
    // At 1h the bars keep their own times; only the one outside every window is left out.
    expect(Array.from(resampleBars(makeBars('NIKKEI', [utc(2026, 3, 9, 2), utc(2026, 3, 9, 2, 30), utc(2026, 3, 9, 3)]), '1h').times)).toEqual([utc(2026, 3, 9, 2), utc(2026, 3, 9, 3)]);
  });

  // Clock changes of 2025–2027: US second Sunday of March and first of November; EU last Sundays of March and October.
  const US_CHANGES = ['2025-03-09', '2025-11-02', '2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'];
  const EU_CHANGES = ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'];
  const TIMEFRAMES: readonly Timeframe[] = ['1h', '4h', '1d', '3d', '1w', '1m', '3m'];

  /** Random hourly bars (whole or half hours, any hour of the day) over days around a US or EU clock change. */
  const dstCase = fc
    .tuple(
      fc.constantFrom('SPX', 'ES', 'EURUSD', 'ZC', 'FTSE', 'DAX', 'NIKKEI', 'BTC-USD'),
      fc.constantFrom(...US_CHANGES, ...EU_CHANGES),
      fc.integer({ min: -9, max: 2 }),
      fc.integer({ min: 2, max: 12 }),
      fc.boolean(),
    )
    .chain(([instrument, change, startOffset, days, halfHours]) => {
      const from = Date.parse(`${change}T00:00:00Z`) + startOffset * DAY + (halfHours ? HOUR / 2 : 0);
      const all = Array.from({ length: days * 24 }, (_, i) => from + i * HOUR);
      return fc.subarray(all, { minLength: 1 }).map((times) => ({ instrument, times, from, to: from + days * DAY }));
    });

  /**
   * The trading date of each bar by the documented rule, read off listTradingSessions: the session of the first window
   * the bar's hour overlaps; null outside every window.
   */
  function tradingDatesOf(instrument: string, times: readonly number[], from: number, to: number): (string | null)[] {
    const windows = listTradingSessions(instrument, { from: from - 2 * DAY, to: to + 2 * DAY })
      .flatMap((s) => s.windows.map((w) => ({ ...w, date: s.tradingDate })))
      .sort((a, b) => a.open - b.open);
    return times.map((t) => windows.find((w) => w.open < t + HOUR && w.close > t)?.date ?? null);
  }

  it('gives strictly increasing times and counts every in-session bar exactly once, in its trading date, across US and EU clock changes and in Tokyo', () => {
    fc.assert(
      fc.property(dstCase, ({ instrument, times, from, to }) => {
        const bars = makeBars(instrument, times);
        const dates = tradingDatesOf(instrument, times, from, to);
        const inSession = dates.filter((d) => d !== null).length;
        for (const timeframe of TIMEFRAMES) {
          const out = resampleBars(bars, timeframe);
          expect(increasing(out.times)).toBe(true);
          expect(out.sourceCounts.reduce((a, b) => a + b, 0)).toBe(inSession);
          expect(out.outsideSessionBars).toBe(times.length - inSession);
        }
        // Daily buckets: one per trading date of the in-session bars, holding exactly that date's bars.
        const expected = new Map<string, number>();
        for (const d of dates) if (d !== null) expected.set(d, (expected.get(d) ?? 0) + 1);
        const daily = resampleBars(bars, '1d');
        expect(Array.from(daily.times, (t) => new Date(t).toISOString().slice(0, 10))).toEqual([...expected.keys()]);
        expect(Array.from(daily.sourceCounts)).toEqual([...expected.values()]);
      }),
      { numRuns: 150 },
    );
  });
});
