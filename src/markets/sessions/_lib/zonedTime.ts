/** Time-zone arithmetic on epoch milliseconds with Intl.DateTimeFormat (no dependency, runs in every modern runtime). */

const HOUR_MS = 3_600_000;
// Day numbers (days since 1970-01-01 in UTC) on purpose: session checks and resampling call these once per bar, so they
// stay integer arithmetic rather than date-fns objects; the zone comes only from the explicit `timeZone` argument.
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 200_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The zone's offset from UTC (ms, east positive) at the instant. Every zone the session tables use changes offset on a
 * whole UTC hour, so the offset is memoised per zone and UTC hour.
 */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  const key = `${timeZone}|${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const at = hour * HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(at))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year as number, (parts.month as number) - 1, parts.day as number, parts.hour as number, parts.minute as number, parts.second as number);
  const offset = wall - at;
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** The instant at which the zone's wall clock shows `HH:MM` on the ISO date (plus `dayOffset` days; `24:00` allowed). */
export function wallTimeToInstant(timeZone: string, isoDate: string, hhmm: string, dayOffset = 0): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d + dayOffset, hh, mm);
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = asUtc - zoneOffsetMs(timeZone, asUtc);
  instant = asUtc - zoneOffsetMs(timeZone, instant);
  return instant;
}

/** The ISO date the zone's wall clock shows at the instant. */
export function localIsoDate(timeZone: string, instant: number): string {
  return isoDateOfDay(Math.floor((instant + zoneOffsetMs(timeZone, instant)) / DAY_MS));
}

/** The ISO date `days` after (or before) the given one. */
export function addIsoDays(isoDate: string, days: number): string {
  return isoDateOfDay(dayNumber(isoDate) + days);
}

/** Days since 1970-01-01 of an ISO date. */
export function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The ISO date of a day number (days since 1970-01-01). */
export function isoDateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of an ISO date. */
export function isoWeekday(isoDate: string): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayNumber(isoDate) + 3) % 7) + 7) % 7) + 1;
}
