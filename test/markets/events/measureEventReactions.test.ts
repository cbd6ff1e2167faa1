import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureEventReactions } from '../../../src/markets/events/measureEventReactions.js';
import type { ReleaseSurprise, SurpriseBucket } from '../../../src/markets/events/measureReleaseSurprises.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';

const DAY = 86_400_000;
const RULE = { horizonsDays: [1, 5], minSamples: 3, lookbackDays: 14 };

/** Weekday daily bars from `from`, closes given (00:00 UTC labels, as the prices port delivers). */
function dailyBars(from: string, closes: readonly number[]): MarketBars {
  const times: number[] = [];
  let t = Date.parse(`${from}T00:00:00Z`);
  while (times.length < closes.length) {
    const d = new Date(t).getUTCDay();
    if (d !== 0 && d !== 6) times.push(t);
    t += DAY;
  }
  const c = Float64Array.from(closes);
  return { symbol: 'SPX', interval: '1d', times: Float64Array.from(times), open: c, high: c, low: c, close: c, volume: new Float64Array(closes.length).fill(Number.NaN), currency: 'USD' };
}
const surprise = (date: string, bucket: SurpriseBucket | null): ReleaseSurprise => ({ reference_period: date.slice(0, 7), date, actual: 1, forecast: 1, method: 'prior_trend', surprise: 0, z: 0, bucket });

describe('measureEventReactions', () => {
  // Hand-worked: bars on the weekdays from Monday 2025-01-06, closes 100, 101, ..., the release on Wednesday
  // 2025-01-08 (close before: Tuesday 101; day 1 = Wednesday 102 → +0.990099 %; day 5 = next Tuesday 106 → +4.950495 %).
  it('measures from the close before the release to the close of the N-th trading day', () => {
    const bars = dailyBars('2025-01-06', Array.from({ length: 20 }, (_, i) => 100 + i));
    const out = measureEventReactions([surprise('2025-01-08', 'above')], bars, { asOf: '2025-02-01', rule: RULE });
    expect(out.reactions[0]!.moves).toEqual({ '1': 0.9901, '5': 4.9505 });
  });

  it('gives a direction and hit rates only with enough releases, and a leave-one-out rate from the others', () => {
    // Three releases a week apart; day-1 moves +1 %, +1 %, -0.5 % (hand-built closes).
    const closes = Array.from({ length: 30 }, () => 100);
    const set = (i: number, before: number, after: number) => {
      closes[i - 1] = before;
      closes[i] = after;
    };
    set(3, 100, 101);
    set(8, 100, 101);
    set(13, 100, 99.5);
    const b2 = dailyBars('2025-01-06', closes);
    const dates = [3, 8, 13].map((i) => new Date(b2.times[i]!).toISOString().slice(0, 10));
    const stats = measureEventReactions(dates.map((d) => surprise(d, 'above')), b2, { asOf: '2025-03-01', rule: RULE }).by_horizon['1']!.find((s) => s.bucket === 'above')!;
    expect(stats).toMatchObject({ n: 3, direction: 'up', hit_rate_pct: 66.67, up_share_pct: 66.67, status: 'ok' });
    // Leave one out: +1 predicted by mean(+1, -0.5) > 0 (hit), likewise the other +1 (hit), -0.5 by mean(+1, +1) (miss).
    expect(stats.loo_hit_rate_pct).toBe(66.67);
    const few = measureEventReactions(dates.slice(0, 2).map((d) => surprise(d, 'below')), b2, { asOf: '2025-03-01', rule: RULE }).by_horizon['1']!.find((s) => s.bucket === 'below')!;
    expect(few).toMatchObject({ n: 2, direction: null, hit_rate_pct: null, status: 'insufficient' });
  });

  it('never reads a bar after asOf, and skips releases without a bar before them', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 50, max: 150, noNaN: true }), { minLength: 40, maxLength: 60 }), fc.integer({ min: 0, max: 20 }), (closes, cut) => {
        const bars = dailyBars('2025-01-06', closes);
        const day = (i: number) => new Date(bars.times[i]!).toISOString().slice(0, 10);
        const releases = [0, 5, 12, 20, 30].map((i) => surprise(day(i), 'in_line'));
        const asOf = day(Math.min(closes.length - 1, 20 + cut));
        const later = { ...bars, close: Float64Array.from(closes.map((c, i) => (day(i) > asOf ? c * 3 : c))) };
        const a = measureEventReactions(releases, bars, { asOf, rule: RULE });
        const b = measureEventReactions(releases, later, { asOf, rule: RULE });
        expect(b).toEqual(a);
        // The first release (first bar) has no close before it.
        expect(a.reactions.some((r) => r.date === day(0))).toBe(false);
        for (const stats of Object.values(a.by_horizon).flat()) {
          if (stats.hit_rate_pct !== null) expect(stats.hit_rate_pct).toBeGreaterThanOrEqual(0);
          if (stats.hit_rate_pct !== null) expect(stats.hit_rate_pct).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('refuses bars that are not daily', () => {
    const bars = { ...dailyBars('2025-01-06', [1, 2, 3]), interval: '1h' as const };
    expect(() => measureEventReactions([], bars, { asOf: '2025-02-01', rule: RULE })).toThrow(expect.objectContaining({ code: 'invalid_bars', field: 'bars' }));
  });
});
