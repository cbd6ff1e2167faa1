import { UTCDate, utc } from '@date-fns/utc';
import { addDays, endOfMonth, endOfQuarter, format, parseISO } from 'date-fns';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * The date a deadline of a question means, read at `asOf` (docs/ask-analysis-event.md#deadlines): a weekday is its next
 * occurrence (today included), "end of the week" the coming Friday (the last trading close), "end of the month",
 * "of the quarter", "of the year" (also "year end", "new year", "before new year") their last day, "christmas" the
 * 25th of December, a month alone its last day and a month with a day that day, each at its next occurrence; a
 * quarter its last day. Anything else is null: the route then carries no deadline and the answer says so.
 *
 * @param phrase - The deadline as recognised, lower case, without "by"/"before" ("end of the month", "jan 31").
 * @param asOf - ISO date the question is asked on.
 * @returns The ISO date, or null.
 * @example
 * ```ts
 * resolveDeadline('christmas', '2026-11-25') //=> '2026-12-25'
 * resolveDeadline('march', '2026-11-25') //=> '2027-03-31'
 * ```
 */
export function resolveDeadline(phrase: string, asOf: string): string | null {
  // Calendar days in date-fns' UTC context (UTCDate throughout): the host's time zone never moves a deadline.
  const today = parseISO(asOf, { in: utc });
  const year = today.getFullYear();
  const iso = (d: Date) => format(d, 'yyyy-MM-dd');
  const p = phrase.toLowerCase().replace(/^the\s+/, '').replace(/\s+/g, ' ').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(p)) return p;
  if (/^(?:tonight|eod|end of (?:the )?day)$/.test(p)) return asOf;
  if (p === 'tomorrow') return iso(addDays(today, 1));
  const weekday = WEEKDAYS.indexOf(p);
  if (weekday >= 0) return iso(addDays(today, (weekday - today.getDay() + 7) % 7));
  if (/^(?:eow|end of (?:the )?week)$/.test(p)) return iso(addDays(today, (5 - today.getDay() + 7) % 7));
  if (/^(?:eom|month[- ]end|end of (?:the )?month)$/.test(p)) return iso(endOfMonth(today));
  if (/^end of (?:the )?quarter$/.test(p)) return iso(endOfQuarter(today));
  if (/^(?:eoy|year[- ]end|end of (?:the )?year|new year'?s?(?: eve)?)$/.test(p)) return `${year}-12-31`;
  if (/^new year'?s? day$/.test(p)) return `${year + 1}-01-01`;
  if (/^(?:christmas|xmas)(?: day)?$/.test(p)) return `${asOf > `${year}-12-25` ? year + 1 : year}-12-25`;
  if (p === 'christmas eve') return `${asOf > `${year}-12-24` ? year + 1 : year}-12-24`;
  const endOfYear = /^end of (?:the )?(\d{4})$/.exec(p);
  if (endOfYear !== null) return `${endOfYear[1]}-12-31`;
  const quarter = /^(?:end of (?:the )?)?q([1-4])(?: (\d{4}))?$/.exec(p);
  if (quarter !== null) {
    const q = Number(quarter[1]);
    const lastMonth = q * 3;
    let y = quarter[2] === undefined ? year : Number(quarter[2]);
    if (quarter[2] === undefined && lastMonth < today.getMonth() + 1) y += 1;
    return iso(endOfMonth(new UTCDate(y, lastMonth - 1, 1)));
  }
  const month = /^(?:end of (?:the )?)?([a-z]+)(?: (\d{1,2})(?:st|nd|rd|th)?)?(?:,? (\d{4}))?$/.exec(p);
  if (month !== null) {
    const m = MONTHS.indexOf(month[1]!.slice(0, 3));
    if (m < 0 || (month[1]!.length > 3 && !/^(?:january|february|march|april|may|june|july|august|september|sept|october|november|december)$/.test(month[1]!))) return null;
    const explicitYear = month[3] === undefined ? null : Number(month[3]);
    if (month[2] === undefined) {
      let y = explicitYear ?? year;
      if (explicitYear === null && m < today.getMonth()) y += 1;
      return iso(endOfMonth(new UTCDate(y, m, 1)));
    }
    const day = Number(month[2]);
    let y = explicitYear ?? year;
    let date = new UTCDate(y, m, day);
    if (date.getMonth() !== m) return null;
    if (explicitYear === null && iso(date) < asOf) date = new UTCDate((y += 1), m, day);
    return iso(date);
  }
  return null;
}
