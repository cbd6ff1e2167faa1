/**
 * The epoch ms of 00:00 UTC of the calendar date an instant falls on in a time zone: how a daily bar's open time is
 * stamped (the port's daily bars open at 00:00 UTC of their trading date, whatever the exchange's zone).
 *
 * @param epochMs - The instant the source stamped the bar with.
 * @param timeZone - The exchange's IANA zone (e.g. `America/New_York`); `UTC` when unknown.
 * @returns 00:00 UTC of that trading date.
 * @example
 * ```ts
 * toUtcDayStart(Date.parse('2020-01-02T05:00:00Z'), 'America/New_York'); //=> Date.parse('2020-01-02')
 * ```
 * @see src/markets/ports/MarketBars.ts
 */
export function toUtcDayStart(epochMs: number, timeZone: string): number {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(epochMs));
  return Date.parse(`${date}T00:00:00Z`);
}
