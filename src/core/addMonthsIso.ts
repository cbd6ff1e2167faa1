import { utc } from '@date-fns/utc';
import { addMonths, format, parse } from 'date-fns';

/**
 * Adds whole months to an ISO date, clamping to the month's end as date-fns does (Jan 31 + 1 month = Feb 28/29).
 *
 * @param isoDate - A valid ISO date.
 * @param months - Whole months, may be negative.
 * @returns The resulting ISO date.
 * @example
 * ```ts
 * addMonthsIso('2026-01-31', 1) //=> '2026-02-28'
 * ```
 */
export function addMonthsIso(isoDate: string, months: number): string {
  // In date-fns' UTC context, so the host's time zone never shifts the date.
  const date = parse(isoDate, 'yyyy-MM-dd', 0, { in: utc });
  return format(addMonths(date, months), 'yyyy-MM-dd');
}
