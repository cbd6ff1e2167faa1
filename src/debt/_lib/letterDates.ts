import { UTCDate, utc } from '@date-fns/utc';
import { addDays, addMonths, addWeeks, addYears, format, getDay, parse } from 'date-fns';
import type { UsLegalHoliday } from '../rules/collectionsUsHolidays.js';
import type { PeriodUnit } from './letterTypes.js';

// Calendar days in date-fns' UTC context: in local time a skipped day or a DST midnight of the host's zone would move
// a deadline (every date built here is a UTCDate, so getters and date-fns steps stay in UTC).
const toDate = (iso: string) => parse(iso, 'yyyy-MM-dd', 0, { in: utc });
const toIso = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The dates on which the legal public holidays of one year fall (fixed dates as written, weekday holidays computed;
 * no Friday/Monday "observed" days: the statute lists the days themselves).
 *
 * @param year - Calendar year.
 * @param holidays - The holiday list in force.
 * @returns ISO dates.
 * @example
 * ```ts
 * usHolidayDates(2026, holidays).has('2026-11-26') //=> true (Thanksgiving)
 * ```
 */
export function usHolidayDates(year: number, holidays: readonly UsLegalHoliday[]): Set<string> {
  const dates = new Set<string>();
  for (const h of holidays) {
    if ('day' in h) {
      dates.add(toIso(new UTCDate(year, h.month - 1, h.day)));
      continue;
    }
    const hits: Date[] = [];
    for (let d: Date = new UTCDate(year, h.month - 1, 1); d.getMonth() === h.month - 1; d = addDays(d, 1)) {
      if (getDay(d) === h.weekday) hits.push(d);
    }
    const hit = h.nth === -1 ? hits.at(-1) : hits[h.nth - 1];
    if (hit !== undefined) dates.add(toIso(hit));
  }
  return dates;
}

/**
 * Adds a legal period to an ISO date. Calendar units follow date-fns (a month added to Jan 31 ends on the last day
 * of February); business days skip Saturdays, Sundays and the given holidays; working days skip weekends only.
 *
 * @param isoDate - The trigger date.
 * @param period - Length of the period (whole, non-negative).
 * @param unit - Its unit.
 * @param options - `holidays`: for business days, the holiday list in force.
 * @returns The ISO date the period ends on.
 * @example
 * ```ts
 * addPeriod('2026-11-20', 5, 'business_days', { holidays }) //=> '2026-11-30' (skips the weekends and Thanksgiving)
 * ```
 */
export function addPeriod(isoDate: string, period: number, unit: PeriodUnit, options: { readonly holidays?: readonly UsLegalHoliday[] } = {}): string {
  const start = toDate(isoDate);
  switch (unit) {
    case 'calendar_days':
      return toIso(addDays(start, period));
    case 'weeks':
      return toIso(addWeeks(start, period));
    case 'months':
      return toIso(addMonths(start, period));
    case 'years':
      return toIso(addYears(start, period));
    case 'business_days':
    case 'working_days': {
      const holidays = unit === 'business_days' ? (options.holidays ?? []) : [];
      const byYear = new Map<number, Set<string>>();
      const isHoliday = (d: Date) => {
        const year = d.getFullYear();
        if (!byYear.has(year)) byYear.set(year, usHolidayDates(year, holidays));
        return byYear.get(year)!.has(toIso(d));
      };
      let date = start;
      let left = period;
      while (left > 0) {
        date = addDays(date, 1);
        const weekday = getDay(date);
        if (weekday !== 0 && weekday !== 6 && !isHoliday(date)) left -= 1;
      }
      return toIso(date);
    }
  }
}
