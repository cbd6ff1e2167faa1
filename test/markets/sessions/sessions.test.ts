import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { resolveInstrument } from '../../../src/markets/instruments/resolveInstrument.js';
import { isSessionOpen } from '../../../src/markets/sessions/isSessionOpen.js';
import { lastSessionClose } from '../../../src/markets/sessions/lastSessionClose.js';
import { listTradingSessions } from '../../../src/markets/sessions/listTradingSessions.js';
import { nextSessionOpen } from '../../../src/markets/sessions/nextSessionOpen.js';

const MIN = 60_000;
const utc = (y: number, m: number, d: number, h = 0, mi = 0) => Date.UTC(y, m - 1, d, h, mi);

function fieldOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof GuidekitError) return `${error.code}@${error.field}`;
    throw error;
  }
  return undefined;
}

// Expected instants below are written by hand from the venue's local hours and the UTC offsets in force
// (New York UTC−5 / UTC−4 from 2026-03-08 to 2026-11-01; London UTC+0 / UTC+1 from 2026-03-29 to 2026-10-25;
// Berlin UTC+1 / UTC+2 on the same EU dates; Chicago one hour behind New York; Tokyo UTC+9, no DST).
describe('isSessionOpen', () => {
  it('opens the NYSE at 09:30 and closes it at 16:00 New York, close exclusive', () => {
    expect(isSessionOpen('SPX', utc(2026, 1, 5, 14, 30))).toBe(true);
    expect(isSessionOpen('SPX', utc(2026, 1, 5, 14, 30) - 1)).toBe(false);
    expect(isSessionOpen('SPX', utc(2026, 1, 5, 21, 0) - 1)).toBe(true);
    expect(isSessionOpen('SPX', utc(2026, 1, 5, 21, 0))).toBe(false);
    expect(isSessionOpen('AAPL', utc(2026, 1, 5, 15, 0))).toBe(true);
  });

  it('follows US daylight saving on 2026-03-08 while London and Berlin wait until 2026-03-29', () => {
    // NYSE: 14:30 UTC before the change, 13:30 UTC after it.
    expect(isSessionOpen('SPX', utc(2026, 3, 6, 14, 0))).toBe(false);
    expect(isSessionOpen('SPX', utc(2026, 3, 9, 13, 30))).toBe(true);
    expect(isSessionOpen('SPX', utc(2026, 3, 9, 20, 0))).toBe(false);
    // London still on GMT in the gap week: FTSE opens 08:00 UTC; after 29 March at 07:00 UTC.
    expect(isSessionOpen('FTSE', utc(2026, 3, 9, 7, 30))).toBe(false);
    expect(isSessionOpen('FTSE', utc(2026, 3, 9, 8, 0))).toBe(true);
    expect(isSessionOpen('FTSE', utc(2026, 3, 30, 7, 0))).toBe(true);
    expect(isSessionOpen('FTSE', utc(2026, 3, 30, 15, 30))).toBe(false);
    // Xetra: 08:00 UTC (CET) on Friday 27 March, 07:00 UTC (CEST) on Monday 30 March.
    expect(isSessionOpen('DAX', utc(2026, 3, 27, 7, 30))).toBe(false);
    expect(isSessionOpen('DAX', utc(2026, 3, 27, 8, 0))).toBe(true);
    expect(isSessionOpen('DAX', utc(2026, 3, 30, 7, 0))).toBe(true);
    expect(isSessionOpen('DAX', utc(2026, 3, 30, 15, 30))).toBe(false);
  });

  it('handles the autumn weeks when Europe has changed back and the US has not (2026-10-26 to 2026-10-30)', () => {
    expect(isSessionOpen('SPX', utc(2026, 10, 27, 13, 30))).toBe(true);
    expect(isSessionOpen('FTSE', utc(2026, 10, 27, 7, 30))).toBe(false);
    expect(isSessionOpen('FTSE', utc(2026, 10, 27, 8, 0))).toBe(true);
    expect(isSessionOpen('SPX', utc(2026, 11, 2, 13, 30))).toBe(false);
    expect(isSessionOpen('SPX', utc(2026, 11, 2, 14, 30))).toBe(true);
  });

  it('opens FX on Sunday 17:00 and closes it on Friday 17:00 New York', () => {
    expect(isSessionOpen('EURUSD', utc(2026, 1, 9, 22, 0) - 1)).toBe(true);
    expect(isSessionOpen('EURUSD', utc(2026, 1, 9, 22, 0))).toBe(false);
    expect(isSessionOpen('EURUSD', utc(2026, 1, 10, 12, 0))).toBe(false);
    expect(isSessionOpen('EURUSD', utc(2026, 1, 11, 22, 0) - 1)).toBe(false);
    expect(isSessionOpen('EURUSD', utc(2026, 1, 11, 22, 0))).toBe(true);
    // The weekly open on the US change day: 17:00 EDT is 21:00 UTC.
    expect(isSessionOpen('USDJPY', utc(2026, 3, 8, 21, 0))).toBe(true);
    expect(isSessionOpen('USDJPY', utc(2026, 3, 8, 21, 0) - 1)).toBe(false);
    // The daily 17:00 roll is not a break.
    expect(isSessionOpen('EURUSD', utc(2026, 1, 6, 22, 0))).toBe(true);
  });

  it('keeps the CME Globex daily break from 16:00 to 17:00 Chicago', () => {
    expect(isSessionOpen('ES', utc(2026, 1, 6, 22, 0) - 1)).toBe(true);
    expect(isSessionOpen('ES', utc(2026, 1, 6, 22, 0))).toBe(false);
    expect(isSessionOpen('XAUUSD', utc(2026, 1, 6, 22, 30))).toBe(false);
    expect(isSessionOpen('XAUUSD', utc(2026, 1, 6, 23, 0))).toBe(true);
    expect(isSessionOpen('CL', utc(2026, 1, 10, 12, 0))).toBe(false);
    expect(isSessionOpen('CL', utc(2026, 1, 11, 23, 0))).toBe(true);
  });

  it('splits CBOT grains and Tokyo into two windows', () => {
    // Grains: 07:45–08:30 CT pause (13:45–14:30 UTC in January).
    expect(isSessionOpen('CORN', utc(2026, 1, 6, 13, 30))).toBe(true);
    expect(isSessionOpen('CORN', utc(2026, 1, 6, 14, 0))).toBe(false);
    expect(isSessionOpen('ZC', utc(2026, 1, 6, 14, 30))).toBe(true);
    expect(isSessionOpen('ZC', utc(2026, 1, 6, 19, 20))).toBe(false);
    // Tokyo: 09:00–11:30 and 12:30–15:30 JST = 00:00–02:30 and 03:30–06:30 UTC.
    expect(isSessionOpen('NIKKEI', utc(2026, 1, 5, 0, 0))).toBe(true);
    expect(isSessionOpen('NIKKEI', utc(2026, 1, 5, 3, 0))).toBe(false);
    expect(isSessionOpen('NIKKEI', utc(2026, 1, 5, 6, 15))).toBe(true);
    expect(isSessionOpen('NIKKEI', utc(2026, 1, 5, 6, 30))).toBe(false);
  });

  it('closes Tokyo at 15:00 before the 2024-11-05 extension and at 15:30 from it', () => {
    expect(isSessionOpen('NIKKEI', utc(2024, 11, 1, 6, 15))).toBe(false);
    expect(isSessionOpen('NIKKEI', utc(2024, 11, 5, 6, 15))).toBe(true);
  });

  it('applies the published NYSE holidays, the 2025-01-09 closure and the early closes', () => {
    expect(isSessionOpen('SPX', utc(2026, 4, 3, 15, 0))).toBe(false); // Good Friday
    expect(isSessionOpen('SPX', utc(2026, 7, 3, 15, 0))).toBe(false); // Independence Day observed
    expect(isSessionOpen('SPX', utc(2027, 6, 18, 15, 0))).toBe(false); // Juneteenth observed
    expect(isSessionOpen('SPX', utc(2027, 12, 24, 15, 0))).toBe(false); // Christmas observed
    expect(isSessionOpen('SPX', utc(2025, 1, 9, 15, 0))).toBe(false); // National Day of Mourning
    expect(isSessionOpen('SPX', utc(2025, 11, 28, 17, 59))).toBe(true); // Day after Thanksgiving, 13:00 close
    expect(isSessionOpen('SPX', utc(2025, 11, 28, 18, 0))).toBe(false);
    expect(isSessionOpen('SPX', utc(2025, 7, 3, 16, 59))).toBe(true); // 12:59 EDT
    expect(isSessionOpen('SPX', utc(2025, 7, 3, 17, 0))).toBe(false);
    expect(isSessionOpen('SPX', utc(2026, 12, 24, 18, 0))).toBe(false);
    // Not holidays: Veterans Day and New Year's Eve trade.
    expect(isSessionOpen('SPX', utc(2025, 11, 11, 15, 0))).toBe(true);
    expect(isSessionOpen('SPX', utc(2025, 12, 31, 20, 59))).toBe(true);
  });

  it('applies London half days, Xetra and Tokyo holidays', () => {
    expect(isSessionOpen('FTSE', utc(2026, 12, 24, 12, 29))).toBe(true);
    expect(isSessionOpen('FTSE', utc(2026, 12, 24, 12, 30))).toBe(false);
    expect(isSessionOpen('FTSE', utc(2026, 8, 31, 10, 0))).toBe(false);
    expect(isSessionOpen('DAX', utc(2026, 5, 1, 10, 0))).toBe(false);
    expect(isSessionOpen('DAX', utc(2025, 12, 31, 10, 0))).toBe(false);
    expect(isSessionOpen('NIKKEI', utc(2026, 9, 22, 1, 0))).toBe(false);
    expect(isSessionOpen('NIKKEI', utc(2026, 1, 2, 1, 0))).toBe(false);
  });

  it('gives CME Globex an abbreviated session on US holidays and none on Christmas', () => {
    // MLK day 2026-01-19: halt at 12:00 CT (18:00 UTC), reopen 17:00 CT for the next trading date.
    expect(isSessionOpen('ES', utc(2026, 1, 19, 17, 59))).toBe(true);
    expect(isSessionOpen('ES', utc(2026, 1, 19, 18, 30))).toBe(false);
    expect(isSessionOpen('ES', utc(2026, 1, 19, 23, 0))).toBe(true);
    // Christmas Eve 2025 halts at 12:15 CT; Christmas Day has no session; Globex reopens 17:00 CT on the 25th.
    expect(isSessionOpen('GC', utc(2025, 12, 24, 18, 14))).toBe(true);
    expect(isSessionOpen('GC', utc(2025, 12, 24, 18, 15))).toBe(false);
    expect(isSessionOpen('GC', utc(2025, 12, 25, 16, 0))).toBe(false);
    expect(isSessionOpen('GC', utc(2025, 12, 25, 23, 0))).toBe(true);
  });

  it('keeps crypto open every minute of the week', () => {
    fc.assert(fc.property(fc.integer({ min: utc(2024, 1, 1), max: utc(2028, 1, 1) }), (t) => isSessionOpen('BTC-USD', t)));
  });

  it('accepts a resolved spec and rejects bad arguments on their fields', () => {
    expect(isSessionOpen(resolveInstrument('SPX'), utc(2026, 1, 5, 15, 0))).toBe(true);
    expect(fieldOf(() => isSessionOpen('NOTATICKER', 0))).toBe('unknown_instrument@instrument');
    expect(fieldOf(() => isSessionOpen('SPX', Number.NaN))).toBe('invalid_instant@instant');
    expect(fieldOf(() => isSessionOpen('ES', utc(2020, 1, 6, 15, 0)))).toBe('out_of_range@instant');
  });
});

describe('nextSessionOpen', () => {
  it('returns the instant itself while the market is open', () => {
    expect(nextSessionOpen('SPX', utc(2026, 1, 5, 15, 0))).toBe(utc(2026, 1, 5, 15, 0));
  });

  it('skips the weekend, holidays, the daily break and the lunch break', () => {
    expect(nextSessionOpen('SPX', utc(2026, 1, 3, 12, 0))).toBe(utc(2026, 1, 5, 14, 30));
    expect(nextSessionOpen('SPX', utc(2026, 4, 3, 12, 0))).toBe(utc(2026, 4, 6, 13, 30)); // Good Friday, then EDT
    expect(nextSessionOpen('SPX', utc(2025, 12, 24, 19, 0))).toBe(utc(2025, 12, 26, 14, 30));
    expect(nextSessionOpen('EURUSD', utc(2026, 1, 10, 12, 0))).toBe(utc(2026, 1, 11, 22, 0));
    expect(nextSessionOpen('ES', utc(2026, 1, 6, 22, 30))).toBe(utc(2026, 1, 6, 23, 0));
    expect(nextSessionOpen('NIKKEI', utc(2026, 1, 5, 2, 45))).toBe(utc(2026, 1, 5, 3, 30));
    expect(nextSessionOpen('NIKKEI', utc(2025, 12, 30, 7, 0))).toBe(utc(2026, 1, 5, 0, 0)); // year-end holidays
  });

  it('returns an open instant with nothing open before it', () => {
    const instruments = ['SPX', 'EURUSD', 'ES', 'ZC', 'LE', 'KC', 'CT', 'FTSE', 'DAX', 'NIKKEI', 'BTC-USD'];
    fc.assert(
      fc.property(
        fc.constantFrom(...instruments),
        fc.integer({ min: utc(2024, 11, 5), max: utc(2027, 12, 20) }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (instrument, t, fractions) => {
          const next = nextSessionOpen(instrument, t);
          expect(next).not.toBeNull();
          const open = next as number;
          expect(open).toBeGreaterThanOrEqual(t);
          expect(isSessionOpen(instrument, open)).toBe(true);
          if (open > t) {
            expect(isSessionOpen(instrument, t)).toBe(false);
            expect(isSessionOpen(instrument, open - 1)).toBe(false);
            for (const f of fractions) expect(isSessionOpen(instrument, t + Math.floor(f * (open - t - 1)))).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('lastSessionClose', () => {
  it('returns the last daily close, early closes included', () => {
    expect(lastSessionClose('SPX', utc(2026, 1, 3, 12, 0))).toBe(utc(2026, 1, 2, 21, 0));
    expect(lastSessionClose('SPX', utc(2025, 11, 29, 12, 0))).toBe(utc(2025, 11, 28, 18, 0));
    expect(lastSessionClose('SPX', utc(2026, 1, 5, 15, 0))).toBe(utc(2026, 1, 2, 21, 0));
    expect(lastSessionClose('EURUSD', utc(2026, 1, 10, 12, 0))).toBe(utc(2026, 1, 9, 22, 0));
    expect(lastSessionClose('ES', utc(2026, 1, 6, 22, 30))).toBe(utc(2026, 1, 6, 22, 0));
    // The Tokyo lunch break is not a close: the last close is the previous trading date's 15:30.
    expect(lastSessionClose('NIKKEI', utc(2026, 1, 6, 3, 0))).toBe(utc(2026, 1, 5, 6, 30));
    expect(lastSessionClose('BTC-USD', utc(2026, 1, 6, 3, 0))).toBe(utc(2026, 1, 6, 0, 0));
  });

  it('returns a close at or before the instant, just after an open minute', () => {
    fc.assert(
      fc.property(fc.constantFrom('SPX', 'EURUSD', 'ES', 'ZC', 'FTSE', 'DAX', 'NIKKEI'), fc.integer({ min: utc(2024, 12, 1), max: utc(2027, 12, 31) }), (instrument, t) => {
        const close = lastSessionClose(instrument, t) as number;
        expect(close).toBeLessThanOrEqual(t);
        expect(isSessionOpen(instrument, close - MIN)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('listTradingSessions', () => {
  it('lists one entry per trading date with its windows and calendar coverage', () => {
    const tokyo = listTradingSessions('NIKKEI', { from: utc(2026, 1, 5), to: utc(2026, 1, 6) });
    expect(tokyo.map((s) => s.tradingDate)).toEqual(['2026-01-05']);
    expect(tokyo[0]?.windows).toEqual([
      { open: utc(2026, 1, 5, 0, 0), close: utc(2026, 1, 5, 2, 30) },
      { open: utc(2026, 1, 5, 3, 30), close: utc(2026, 1, 5, 6, 30) },
    ]);
    expect(tokyo[0]?.calendar).toBe('published');
    const week = listTradingSessions('SPX', { from: utc(2025, 11, 24), to: utc(2025, 11, 29) });
    expect(week.map((s) => s.tradingDate)).toEqual(['2025-11-24', '2025-11-25', '2025-11-26', '2025-11-28']);
    expect(week[3]?.earlyClose).toBe('13:00');
    expect(week[0]?.rules.map((r) => r.id)).toContain('markets.session_calendar.nyse');
    expect(listTradingSessions('SPX', { from: utc(2028, 1, 3), to: utc(2028, 1, 4) })[0]?.calendar).toBe('weekdays_only');
  });

  it('gives FX trading dates that open on the evening before', () => {
    const fx = listTradingSessions('EURUSD', { from: utc(2026, 1, 11), to: utc(2026, 1, 13) });
    expect(fx[0]).toMatchObject({ tradingDate: '2026-01-12', open: utc(2026, 1, 11, 22, 0), close: utc(2026, 1, 12, 22, 0) });
  });

  it('rejects an empty or reversed range', () => {
    expect(fieldOf(() => listTradingSessions('SPX', { from: 10, to: 5 }))).toBe('invalid_range@to');
  });
});
