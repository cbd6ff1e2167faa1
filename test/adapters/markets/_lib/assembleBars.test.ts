import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleBars, type BarRow } from '../../../../src/adapters/markets/_lib/assembleBars.js';
import { toUtcDayStart } from '../../../../src/adapters/markets/_lib/toUtcDayStart.js';

const row = fc.record({
  time: fc.integer({ min: 0, max: 2_000_000 }).map((n) => n * 3_600_000),
  open: fc.oneof(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.constant(NaN)),
  high: fc.double({ min: 1, max: 1e6, noNaN: true }),
  low: fc.double({ min: 1, max: 1e6, noNaN: true }),
  close: fc.double({ min: 1, max: 1e6, noNaN: true }),
  volume: fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constant(NaN)),
});

describe('assembleBars', () => {
  it('is oldest first, one bar per time, inside the range, priced, and never longer than its input (property)', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), fc.option(fc.integer({ min: 0, max: 2_000_000 * 3_600_000 }), { nil: undefined }), (rows: BarRow[], from) => {
        const bars = assembleBars(rows, { symbol: 'X', interval: '1h', currency: 'USD', ...(from === undefined ? {} : { from }) });
        const times = [...bars.times];
        expect(times.length).toBeLessThanOrEqual(rows.length);
        for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
        if (from !== undefined) for (const t of times) expect(t).toBeGreaterThanOrEqual(from);
        expect([...bars.open].every(Number.isFinite)).toBe(true);
        for (const a of [bars.open, bars.high, bars.low, bars.close, bars.volume]) expect(a.length).toBe(times.length);
      }),
    );
  });

  it('keeps the later of two rows with the same time, and does not change its input', () => {
    const rows = [
      { time: 2, open: 1, high: 1, low: 1, close: 1, volume: 1 },
      { time: 1, open: 5, high: 5, low: 5, close: 5, volume: 5 },
      { time: 2, open: 9, high: 9, low: 9, close: 9, volume: NaN },
    ];
    const copy = structuredClone(rows);
    const bars = assembleBars(rows, { symbol: 'X', interval: '1d', currency: 'USD' });
    expect([...bars.times]).toEqual([1, 2]);
    expect([...bars.close]).toEqual([5, 9]);
    expect(rows).toEqual(copy);
  });
});

describe('toUtcDayStart', () => {
  it('stamps a bar with its trading date in the exchange\'s zone, across daylight saving', () => {
    // A New York session opening 09:30 EDT (13:30 UTC) and a futures day starting 00:00 EDT (04:00 UTC).
    expect(toUtcDayStart(Date.parse('2020-08-31T13:30:00Z'), 'America/New_York')).toBe(Date.parse('2020-08-31'));
    expect(toUtcDayStart(Date.parse('2020-07-01T04:00:00Z'), 'America/New_York')).toBe(Date.parse('2020-07-01'));
    expect(toUtcDayStart(Date.parse('2020-01-02T05:00:00Z'), 'America/New_York')).toBe(Date.parse('2020-01-02'));
    expect(toUtcDayStart(Date.parse('2020-01-02T00:00:00Z'), 'Europe/London')).toBe(Date.parse('2020-01-02'));
    expect(toUtcDayStart(Date.parse('2020-01-02T23:30:00Z'), 'Not/AZone')).toBe(Date.parse('2020-01-02'));
  });
});
