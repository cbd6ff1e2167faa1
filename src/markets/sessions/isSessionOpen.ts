import type { InstrumentSpec } from '../rules/instruments.js';
import { readInstant, readInstrumentVenue } from './_lib/readInstrumentVenue.js';
import { sessionContaining } from './_lib/venueSessions.js';

/**
 * Whether the instrument's market is in session at an instant: inside a trading window of its venue (FX, CME Globex,
 * CBOT grains, NYSE, LSE, Xetra, Tokyo, crypto ...), with the venue's holidays and early closes applied.
 *
 * @remarks
 * Windows are open-inclusive and close-exclusive: at 16:00:00.000 New York the NYSE is closed. Local times come from
 * the venue's IANA zone, so the weeks when US and European clocks disagree need no special case. Holidays are those of
 * the published calendars (2025–2027); outside those years only the regular week applies.
 *
 * @param instrument - A symbol (resolved with equities allowed: `AAPL` follows the NYSE) or a resolved spec.
 * @param instant - Epoch milliseconds.
 * @returns `true` while a window is open.
 * @throws {@link GuidekitError} `unknown_instrument` on `instrument`; `invalid_instant` on `instant`; `out_of_range`
 *   on `instant` before the venue's first recorded hours.
 * @example
 * ```ts
 * isSessionOpen('SPX', Date.UTC(2026, 0, 5, 15, 0)) //=> true (10:00 New York, a Monday)
 * isSessionOpen('EURUSD', Date.UTC(2026, 0, 3, 12, 0)) //=> false (Saturday)
 * ```
 * @see docs/markets-instruments.md
 */
export function isSessionOpen(instrument: string | InstrumentSpec, instant: number): boolean {
  const fn = 'isSessionOpen';
  const venue = readInstrumentVenue(fn, instrument);
  return sessionContaining(fn, venue, readInstant(fn, instant)) !== undefined;
}
