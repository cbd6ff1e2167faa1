import { utc } from '@date-fns/utc';
import { differenceInCalendarDays, parse, subMonths } from 'date-fns';

/**
 * A unit-period of Regulation Z Appendix J (b)(4): the common period the APR is expressed in.
 * Named presets, or a custom multiple of days, weeks or months (months 1 to 11; a year is `'yearly'`).
 */
export type AprUnitPeriod =
  | 'daily'
  | 'weekly'
  | 'biweekly'
  | 'four_weekly'
  | 'semimonthly'
  | 'monthly'
  | 'bimonthly'
  | 'quarterly'
  | 'semiannually'
  | 'yearly'
  | { readonly days: number }
  | { readonly weeks: number }
  | { readonly months: number };

/** How Appendix J (b)(5) measures one unit-period, and how many make a year. */
export interface UnitPeriodSpec {
  readonly kind: 'day' | 'week' | 'semimonth' | 'month' | 'year';
  /** Days, weeks or months per unit-period (1 for semimonth and year). */
  readonly multiple: number;
  /** Unit-periods per year, Appendix J (b)(5)(iii)–(vii). */
  readonly perYear: number;
  /** Stable label reported in results, e.g. `monthly`, `every_14_days`. */
  readonly label: string;
}

const PRESETS: Readonly<Record<string, UnitPeriodSpec>> = {
  daily: { kind: 'day', multiple: 1, perYear: 365, label: 'daily' },
  weekly: { kind: 'week', multiple: 1, perYear: 52, label: 'weekly' },
  biweekly: { kind: 'week', multiple: 2, perYear: 26, label: 'biweekly' },
  four_weekly: { kind: 'week', multiple: 4, perYear: 13, label: 'four_weekly' },
  semimonthly: { kind: 'semimonth', multiple: 1, perYear: 24, label: 'semimonthly' },
  monthly: { kind: 'month', multiple: 1, perYear: 12, label: 'monthly' },
  bimonthly: { kind: 'month', multiple: 2, perYear: 6, label: 'bimonthly' },
  quarterly: { kind: 'month', multiple: 3, perYear: 4, label: 'quarterly' },
  semiannually: { kind: 'month', multiple: 6, perYear: 2, label: 'semiannually' },
  yearly: { kind: 'year', multiple: 1, perYear: 1, label: 'yearly' },
};

/**
 * Resolves a unit-period to its Appendix J measuring rule, or returns a reason it is not one.
 *
 * @param unit - A preset name or a custom `{ days }`, `{ weeks }` or `{ months }` multiple.
 * @returns The spec, or a string explaining what is wrong.
 */
export function resolveUnitPeriod(unit: unknown): UnitPeriodSpec | string {
  if (typeof unit === 'string') {
    return PRESETS[unit] ?? `must be one of ${Object.keys(PRESETS).join(', ')}, or { days }, { weeks } or { months }`;
  }
  if (typeof unit !== 'object' || unit === null) return 'must be a unit-period name or { days }, { weeks } or { months }';
  const record = unit as Record<string, unknown>;
  const keys = Object.keys(record);
  const key = keys[0];
  if (keys.length !== 1 || key === undefined) return 'must have exactly one of days, weeks or months';
  const value = record[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return `${key} must be a whole number of at least 1`;
  // Appendix J (b)(3)(iii): a standard interval never exceeds one year.
  if (key === 'days' && value <= 365) return { kind: 'day', multiple: value, perYear: 365 / value, label: `every_${value}_days` };
  if (key === 'weeks' && value <= 52) return { kind: 'week', multiple: value, perYear: 52 / value, label: `every_${value}_weeks` };
  if (key === 'months' && value <= 11) return { kind: 'month', multiple: value, perYear: 12 / value, label: `every_${value}_months` };
  if (key === 'months' && value === 12) return PRESETS.yearly as UnitPeriodSpec;
  return `${key} must be at most ${key === 'days' ? 365 : key === 'weeks' ? 52 : 12} (a unit-period never exceeds one year)`;
}

/** Parses a known-valid ISO date into a calendar date in date-fns' UTC context (a UTCDate: the host's zone never moves a day). */
export function toCalendarDate(iso: string): Date {
  return parse(iso, 'yyyy-MM-dd', 0, { in: utc });
}

/** Days between two calendar dates, Appendix J (b)(5)(i): 24-hour intervals, so DST never shifts a count. */
export function daysBetween(from: Date, to: Date): number {
  return differenceInCalendarDays(to, from, { in: utc });
}

/**
 * Whole months between two dates measured back from the later one, Appendix J (b)(3)(iv) and (b)(5)(ii):
 * all months are equal and a missing corresponding day is the month's last day (date-fns clamps the same way).
 */
export function fullMonthsBack(from: Date, to: Date): number {
  let months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  if (months < 0) months = 0;
  while (months > 0 && subMonths(to, months) < from) months -= 1;
  while (subMonths(to, months + 1) >= from) months += 1;
  return months;
}

/**
 * Whole unit-periods `t` and the fraction `f` between the start of the term and a cash flow, by the counting
 * rules of Appendix J (b)(5)(ii)–(v).
 *
 * @param from - Start of the term.
 * @param to - Date of the advance or payment (not before `from`).
 * @param spec - The unit-period.
 * @returns `{ t, f }` with `t` a whole number and `0 ≤ f`.
 */
export function measureUnitPeriods(from: Date, to: Date, spec: UnitPeriodSpec): { t: number; f: number } {
  if (spec.kind === 'day' || spec.kind === 'week') {
    // (b)(5)(iv): divide the days by the days per unit-period.
    const size = spec.kind === 'day' ? spec.multiple : 7 * spec.multiple;
    return split(daysBetween(from, to), size);
  }
  const months = fullMonthsBack(from, to);
  const remainingDays = daysBetween(from, subMonths(to, months));
  if (spec.kind === 'month' && spec.multiple === 1) {
    // (b)(5)(ii): whole months counted back; the remaining days over 30.
    return { t: months, f: remainingDays / 30 };
  }
  if (spec.kind === 'semimonth' || spec.kind === 'month') {
    // (b)(5)(iii): 30 days per whole month plus the remaining days, over 15 or over 30 × months per unit-period.
    return split(30 * months + remainingDays, spec.kind === 'semimonth' ? 15 : 30 * spec.multiple);
  }
  // (b)(5)(v): whole years counted back; the rest in months over 12 when whole, else in days over 365.
  const years = Math.floor(months / 12);
  const restMonths = months - 12 * years;
  if (remainingDays === 0) return { t: years, f: restMonths / 12 };
  return { t: years, f: daysBetween(from, subMonths(to, 12 * years)) / 365 };
}

function split(days: number, size: number): { t: number; f: number } {
  const t = Math.floor(days / size);
  return { t, f: (days - t * size) / size };
}
