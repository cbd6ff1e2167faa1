import { GuidekitError } from '../../../core/GuidekitError.js';
import { pickRule } from '../../../core/pickRule.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import type { SessionVenue } from '../../rules/instruments.js';
import { SESSION_CALENDARS, type SessionException } from '../../rules/sessionCalendars.js';
import { SESSION_HOURS } from '../../rules/sessionHours.js';
import { addIsoDays, isoWeekday, localIsoDate, wallTimeToInstant } from './zonedTime.js';

/** One trading window as epoch milliseconds, open inclusive, close exclusive. */
export interface SessionInterval {
  readonly open: number;
  readonly close: number;
}

/** The sessions of one trading date of a venue. */
export interface TradingSession {
  readonly venue: SessionVenue;
  /** The trading date (ISO) the windows belong to; overnight sessions open the evening before it. */
  readonly tradingDate: string;
  readonly timeZone: string;
  /** The windows in order (two at Tokyo and on CBOT grains, one elsewhere). */
  readonly windows: readonly SessionInterval[];
  /** First open and last close of the trading date (epoch ms). */
  readonly open: number;
  readonly close: number;
  /** Local `HH:MM` of an early close, when the calendar shortens the day. */
  readonly earlyClose?: string;
  /** `published` when a holiday calendar covers the date; `weekdays_only` outside the calendar's years. */
  readonly calendar: 'published' | 'weekdays_only';
  /** The hours and calendar rules applied, for `citeRules`. */
  readonly rules: readonly AppliedRule<unknown>[];
}

/** How far the searches look for a session (longer than any holiday run: Golden Week, year-end in Tokyo). */
export const SESSION_SEARCH_DAYS = 31;

const sessionCache = new Map<string, TradingSession | null>();
const SESSION_CACHE_LIMIT = 50_000;

/**
 * The session of a venue on a trading date, or null when the date is not a trading date (weekend, holiday).
 *
 * @throws GuidekitError `out_of_range` on field `instant` when the date precedes every recorded version of the hours.
 */
export function sessionOn(fn: string, venue: SessionVenue, tradingDate: string): TradingSession | null {
  const key = `${venue}|${tradingDate}`;
  if (sessionCache.has(key)) return sessionCache.get(key) as TradingSession | null;
  const session = computeSession(fn, venue, tradingDate);
  if (sessionCache.size >= SESSION_CACHE_LIMIT) sessionCache.clear();
  sessionCache.set(key, session);
  return session;
}

function computeSession(fn: string, venue: SessionVenue, tradingDate: string): TradingSession | null {
  const hoursTable = SESSION_HOURS[venue];
  const hours = pickRule(hoursTable, tradingDate);
  if (hours === undefined) {
    const earliest = hoursTable.versions.map((v) => v.effective).sort()[0];
    throw new GuidekitError(`${fn}: the ${venue} session hours are recorded from ${earliest} only; ${tradingDate} is earlier`, { code: 'out_of_range', field: 'instant' });
  }
  const { timeZone, tradingDays, windows } = hours.value;
  if (!tradingDays.includes(isoWeekday(tradingDate))) return null;
  const rules: AppliedRule<unknown>[] = [hours];
  let exception: SessionException | undefined;
  let covered = false;
  for (const table of SESSION_CALENDARS[venue]) {
    const calendar = pickRule(table, tradingDate);
    if (calendar === undefined || tradingDate < calendar.value.firstDate || tradingDate > calendar.value.lastDate) continue;
    covered = true;
    rules.push(calendar);
    exception ??= calendar.value.exceptions.find((e) => e.date === tradingDate);
  }
  if (exception !== undefined && exception.close === undefined) return null;
  let intervals: SessionInterval[] = windows.map((w) => ({
    open: wallTimeToInstant(timeZone, tradingDate, w.open, w.opensPreviousDay === true ? -1 : 0),
    close: wallTimeToInstant(timeZone, tradingDate, w.close),
  }));
  if (exception?.close !== undefined) {
    const earlyClose = wallTimeToInstant(timeZone, tradingDate, exception.close);
    intervals = intervals.filter((w) => w.open < earlyClose).map((w) => ({ open: w.open, close: Math.min(w.close, earlyClose) }));
  }
  if (intervals.length === 0) return null;
  return {
    venue,
    tradingDate,
    timeZone,
    windows: intervals,
    open: (intervals[0] as SessionInterval).open,
    close: (intervals[intervals.length - 1] as SessionInterval).close,
    ...(exception?.close === undefined ? {} : { earlyClose: exception.close }),
    calendar: covered ? 'published' : 'weekdays_only',
    rules,
  };
}

/** The venue's time zone at the instant's date (the zone of the hours in force). */
export function venueTimeZone(venue: SessionVenue): string {
  // Every version of a venue's hours uses one zone; take the newest.
  const versions = SESSION_HOURS[venue].versions;
  let newest = versions[0];
  for (const v of versions) if (newest === undefined || v.effective > newest.effective) newest = v;
  return (newest as (typeof versions)[number]).value.timeZone;
}

/** The session whose window contains the instant, or undefined when the venue is closed then. */
export function sessionContaining(fn: string, venue: SessionVenue, instant: number): TradingSession | undefined {
  const day = localIsoDate(venueTimeZone(venue), instant);
  for (let offset = -1; offset <= 1; offset++) {
    const session = sessionOn(fn, venue, addIsoDays(day, offset));
    if (session?.windows.some((w) => w.open <= instant && instant < w.close)) return session;
  }
  return undefined;
}

/** The first session (in trading-date order) whose last close is after the instant: the trading date the instant belongs to. */
export function sessionEndingAfter(fn: string, venue: SessionVenue, instant: number): TradingSession | undefined {
  const day = localIsoDate(venueTimeZone(venue), instant);
  for (let offset = -1; offset <= SESSION_SEARCH_DAYS; offset++) {
    const session = sessionOn(fn, venue, addIsoDays(day, offset));
    if (session !== null && session.close > instant) return session;
  }
  return undefined;
}
