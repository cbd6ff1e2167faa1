import { utc } from '@date-fns/utc';
import { addDays, format, parse } from 'date-fns';

/**
 * Adds calendar days to an ISO date, for periods counted in days (an accrual set days after the last payment, a
 * reporting period that runs a fixed number of days past its years, a loan's due date, the day after a rule expires).
 *
 * @param isoDate - An ISO date (YYYY-MM-DD), already checked.
 * @param days - Days to add (negative to go back).
 * @returns The ISO date `days` later.
 * @example
 * ```ts
 * addDaysIso('2024-02-28', 2) //=> '2024-03-01'
 * ```
 */
export function addDaysIso(isoDate: string, days: number): string {
  // In date-fns' UTC context: local time would make the host's zone (a skipped day, a DST midnight) part of the answer.
  return format(addDays(parse(isoDate, 'yyyy-MM-dd', 0, { in: utc }), days), 'yyyy-MM-dd');
}
