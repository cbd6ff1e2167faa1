import type { InstrumentSpec } from '../rules/instruments.js';
import { readInstant, readInstrumentVenue } from './_lib/readInstrumentVenue.js';
import { SESSION_SEARCH_DAYS, sessionOn, venueTimeZone } from './_lib/venueSessions.js';
import { addIsoDays, localIsoDate } from './_lib/zonedTime.js';

/**
 * The close of the last trading date whose session ended at or before `instant`: the daily close a signal falls back
 * on while the market is shut (a Tokyo lunch break is not a close; the CME daily break is).
 *
 * @param instrument - A symbol (equities allowed) or a resolved spec.
 * @param instant - Epoch milliseconds.
 * @returns Epoch milliseconds of that close (early closes included), or `null` when none lies within 31 days before.
 * @throws {@link GuidekitError} `unknown_instrument` on `instrument`; `invalid_instant` or `out_of_range` on `instant`.
 * @example
 * ```ts
 * lastSessionClose('SPX', Date.UTC(2026, 0, 3, 12, 0)) //=> Date.UTC(2026, 0, 2, 21, 0) (Friday 16:00 New York)
 * ```
 * @see docs/markets-instruments.md
 */
export function lastSessionClose(instrument: string | InstrumentSpec, instant: number): number | null {
  const fn = 'lastSessionClose';
  const venue = readInstrumentVenue(fn, instrument);
  const at = readInstant(fn, instant);
  const day = localIsoDate(venueTimeZone(venue), at);
  // Trading dates close in date order, so the first date (counting back) that closed by `at` has the latest close.
  for (let offset = 1; offset >= -SESSION_SEARCH_DAYS; offset--) {
    const session = sessionOn(fn, venue, addIsoDays(day, offset));
    if (session !== null && session.close <= at) return session.close;
  }
  return null;
}
