import { describe, expect, it } from 'vitest';
import { gradeEntryError } from '../../../src/markets/scans/gradeEntryError.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';

function bars(interval: '1h' | '1d', rows: readonly (readonly [string, number])[]): MarketBars {
  const times = Float64Array.from(rows, ([t]) => Date.parse(t));
  const open = Float64Array.from(rows, ([, o]) => o);
  return { symbol: 'TSLA', interval, currency: 'USD', times, open, high: open, low: open, close: open, volume: open };
}

describe('gradeEntryError', () => {
  // Captured Saturday 2026-11-28; the NYSE opens Monday 2026-11-30 at 09:30 New York (14:30 UTC).
  const entry = { captured_at: Date.parse('2026-11-28T15:00:00Z'), entry: 251.2, last_close: 248.5 };

  it('grades against the first hourly bar inside Monday\'s session, not a pre-market bar', () => {
    const hourly = bars('1h', [['2026-11-27T20:30:00Z', 248.9], ['2026-11-30T13:30:00Z', 250.1], ['2026-11-30T14:30:00Z', 252], ['2026-11-30T15:30:00Z', 253]]);
    const grade = gradeEntryError(entry, hourly, { instrument: 'TSLA' });
    expect(grade).toMatchObject({ status: 'graded', bar_time: Date.parse('2026-11-30T14:30:00Z'), bar_open: 252, improved: true });
    if (grade.status !== 'graded') throw new Error('graded');
    expect(grade.entry_error).toBeCloseTo(-0.8, 12);
    expect(grade.entry_error_pct).toBeCloseTo((-0.8 / 252) * 100, 12);
    expect(grade.last_close_error).toBeCloseTo(-3.5, 12);
  });

  it('grades against Monday\'s daily bar with daily bars', () => {
    const daily = bars('1d', [['2026-11-27T00:00:00Z', 249], ['2026-11-30T00:00:00Z', 250]]);
    expect(gradeEntryError(entry, daily, { instrument: 'TSLA' })).toMatchObject({ status: 'graded', bar_time: Date.parse('2026-11-30T00:00:00Z'), bar_open: 250, improved: true });
  });

  it('is pending until that bar exists', () => {
    const daily = bars('1d', [['2026-11-27T00:00:00Z', 249]]);
    expect(gradeEntryError(entry, daily, { instrument: 'TSLA' })).toEqual({ status: 'pending', next_open: Date.parse('2026-11-30T14:30:00Z') });
  });

  it('refuses a non-positive entry under its own name', () => {
    expect(() => gradeEntryError({ ...entry, entry: 0 }, bars('1d', []), { instrument: 'TSLA' })).toThrow(/^gradeEntryError: entry\.entry/);
  });
});
