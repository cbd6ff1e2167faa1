import type { InstrumentSpec } from '../rules/instruments.js';
import { readInstant, readInstrumentVenue } from './_lib/readInstrumentVenue.js';
import { SESSION_SEARCH_DAYS, sessionContaining, sessionOn, venueTimeZone } from './_lib/venueSessions.js';
import { addIsoDays, localIsoDate } from './_lib/zonedTime.js';

/**
 * The first instant at or after `instant` when the instrument's market is in session: `instant` itself while a window
 * is open, else the opening of the next window (after a weekend, a holiday, the Globex daily break or Tokyo's lunch).
 *
 * @remarks
 * By construction the returned instant is open and no instant between `instant` and it is (a property test checks
 * both). Reference prices quoted while the market is closed are estimates for this open.
 *
 * @param instrument - A symbol (equities allowed) or a resolved spec.
 * @param instant - Epoch milliseconds.
 * @returns Epoch milliseconds of the next open, or `null` when no window opens within 31 days (no venue's table allows it).
 * @throws {@link GuidekitError} `unknown_instrument` on `instrument`; `invalid_instant` or `out_of_range` on `instant`.
 * @example
 * ```ts
 * nextSessionOpen('SPX', Date.UTC(2026, 0, 3, 12, 0)) //=> Date.UTC(2026, 0, 5, 14, 30) (Monday 09:30 New York)
 * ```
 * @see docs/markets-instruments.md
 */
export function nextSessionOpen(instrument: string | InstrumentSpec, instant: number): number | null {
  const fn = 'nextSessionOpen';
  const venue = readInstrumentVenue(fn, instrument);
  const at = readInstant(fn, instant);
  if (sessionContaining(fn, venue, at) !== undefined) return at;
  const day = localIsoDate(venueTimeZone(venue), at);
  // Trading dates follow each other without overlap, so the first date with a window still to open holds the answer.
  for (let offset = -1; offset <= SESSION_SEARCH_DAYS; offset++) {
    const session = sessionOn(fn, venue, addIsoDays(day, offset));
    const ahead = session?.windows.find((window) => window.open > at);
    if (ahead !== undefined) return ahead.open;
  }
  return null;
}
