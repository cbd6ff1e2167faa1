import { millisecondsInDay } from 'date-fns/constants';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { InstrumentSpec } from '../rules/instruments.js';
import { readInstant, readInstrumentVenue } from './_lib/readInstrumentVenue.js';
import { sessionOn, venueTimeZone, type TradingSession } from './_lib/venueSessions.js';
import { addIsoDays, dayNumber, localIsoDate } from './_lib/zonedTime.js';

export type { TradingSession, SessionInterval } from './_lib/venueSessions.js';

/** Options of {@link listTradingSessions}. */
export interface ListTradingSessionsOptions {
  /** Start of the range (epoch ms, inclusive). */
  readonly from: number;
  /** End of the range (epoch ms, exclusive). At most 3,700 days after `from`. */
  readonly to: number;
}

const MAX_RANGE_DAYS = 3_700;

/**
 * The trading sessions of an instrument that overlap a range: one entry per trading date, with its windows, its early
 * close, whether a published holiday calendar covered it, and the rules applied (for `citeRules`).
 *
 * @param instrument - A symbol (equities allowed) or a resolved spec.
 * @param options - {@link ListTradingSessionsOptions}: `from` and `to` (epoch ms).
 * @returns Sessions in trading-date order whose windows overlap `[from, to)`.
 * @throws {@link GuidekitError} `unknown_instrument` on `instrument`; `invalid_instant` on `from`/`to`;
 *   `invalid_range` on `to` when it is not after `from` or the range exceeds 3,700 days.
 * @example
 * ```ts
 * listTradingSessions('NIKKEI', { from: Date.UTC(2026, 0, 5), to: Date.UTC(2026, 0, 6) })[0].windows.length //=> 2
 * ```
 * @see docs/markets-instruments.md
 */
export function listTradingSessions(instrument: string | InstrumentSpec, options: ListTradingSessionsOptions): TradingSession[] {
  const fn = 'listTradingSessions';
  const venue = readInstrumentVenue(fn, instrument);
  const from = readInstant(fn, options?.from, 'from');
  const to = readInstant(fn, options?.to, 'to');
  if (!(to > from) || to - from > MAX_RANGE_DAYS * millisecondsInDay) {
    throw new GuidekitError(`${fn}: to must be after from and at most ${MAX_RANGE_DAYS} days later`, { code: 'invalid_range', field: 'to' });
  }
  const zone = venueTimeZone(venue);
  const first = addIsoDays(localIsoDate(zone, from), -1);
  const days = dayNumber(localIsoDate(zone, to)) - dayNumber(first) + 1;
  const sessions: TradingSession[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const session = sessionOn(fn, venue, addIsoDays(first, offset));
    if (session !== null && session.close > from && session.open < to) sessions.push(session);
  }
  return sessions;
}
