import { UTCDate, utc } from '@date-fns/utc';
import { addDays, differenceInCalendarDays, formatISO, getDaysInYear } from 'date-fns';
import Decimal from 'decimal.js';
import { addMonthsIso } from '../../core/addMonthsIso.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { TaxInterestRateValue, TaxInterestSchedule } from '../rules/taxInterestTypes.js';

/** One month of a tax-debt projection (amounts in cents-exact Decimals). */
export interface TaxProjectionRow {
  readonly month: number;
  /** Last day covered (ISO date): the month's anniversary of `asOf`. */
  readonly date: string;
  readonly interest: Decimal;
  readonly penalty: Decimal;
  readonly balance: Decimal;
}

/** A monthly penalty added at each month end until its cap. */
export interface TaxProjectionPenalty {
  /** The amount the percent applies to, in cents. */
  readonly baseCents: number;
  /** Percent of the base per month. */
  readonly monthlyPercent: Decimal;
  /** Percent of the base still allowed before the cap. */
  readonly capRemainingPercent: Decimal;
}

/** A penalty charged once, on a date (UK Self Assessment stages, the MTD first penalty). */
export interface TaxDatedPenalty {
  /** ISO date the penalty is charged. */
  readonly date: string;
  /** Amount in cents; may hold fractions of a cent (the running total is rounded). */
  readonly cents: Decimal;
}

/** A penalty charged every day at a yearly percent of a base (the MTD second penalty). */
export interface TaxDailyPenalty {
  /** First ISO date charged. */
  readonly from: string;
  readonly baseCents: number;
  /** Yearly percent, divided by the days in the calendar year for each day. */
  readonly annualPercent: Decimal;
}

/** Result of {@link projectTaxBalance}. */
export interface TaxProjectionOutcome {
  readonly rows: readonly TaxProjectionRow[];
  readonly total_interest: Decimal;
  readonly total_penalty: Decimal;
  /** Rates used, in order; a rate used past `known_through` appears again, unverified, from the first such day. */
  readonly rates: readonly AppliedRule<TaxInterestRateValue>[];
  /** First day whose rate was carried forward (no verified rate), or `null`. */
  readonly first_carried_day: string | null;
}

// Days since 1970-01-01 and back, on UTC calendar days (date-fns in its UTC context, so the host's zone never counts).
const toDay = (iso: string) => differenceInCalendarDays(iso, 0, { in: utc });
const toIso = (day: number) => formatISO(addDays(0, day, { in: utc }), { representation: 'date' });
const daysInYear = (year: number) => getDaysInYear(new UTCDate(year, 0, 1));

/**
 * Projects a tax debt month by month with no payments: each day accrues interest at the authority's rate for that day
 * (annual ÷ days in the calendar year), compounded daily or simple on the starting amount; at each month end the
 * penalties of the month are added: the monthly penalty until its cap, the dated penalties whose date falls in the
 * month (dates before `asOf` are not projected) and the daily penalty accrued in it. Exact decimals inside, cents in
 * the rows.
 *
 * @param input - Starting amount in cents, `asOf`, horizon in months, the interest schedule and optional penalties.
 * @returns The rows, totals and the rates used.
 * @example
 * ```ts
 * projectTaxBalance({ startCents: 1_000_000, asOf: '2026-01-01', months: 1, schedule: TAX_US_INTEREST_SCHEDULE }).rows[0]!.interest.toFixed(2) //=> '59.62'
 * ```
 * @see https://www.law.cornell.edu/uscode/text/26/6622
 */
export function projectTaxBalance(input: {
  readonly startCents: number;
  readonly asOf: string;
  readonly months: number;
  readonly schedule: TaxInterestSchedule;
  readonly penalty?: TaxProjectionPenalty;
  readonly datedPenalties?: readonly TaxDatedPenalty[];
  readonly dailyPenalty?: TaxDailyPenalty;
}): TaxProjectionOutcome {
  const { schedule } = input;
  const start = new Decimal(input.startCents);
  let compounded = start;
  let simpleInterest = new Decimal(0);
  let penalties = new Decimal(0);
  let penaltyExact = new Decimal(0);
  let capLeft = input.penalty === undefined ? new Decimal(0) : new Decimal(input.penalty.baseCents).times(input.penalty.capRemainingPercent).dividedBy(100);
  const rows: TaxProjectionRow[] = [];
  const rates: AppliedRule<TaxInterestRateValue>[] = [];
  const seen = new Set<string>();
  let firstCarried: string | null = null;
  let previousCents = input.startCents;
  let totalPenaltyCents = 0;
  let day = toDay(input.asOf);
  for (let month = 1; month <= input.months; month += 1) {
    const startIso = toIso(day);
    const endIso = addMonthsIso(input.asOf, month);
    const end = toDay(endIso);
    let accrued = new Decimal(0);
    for (; day < end; day += 1) {
      const iso = toIso(day);
      if (input.dailyPenalty !== undefined && iso >= input.dailyPenalty.from) {
        accrued = accrued.plus(new Decimal(input.dailyPenalty.baseCents).times(input.dailyPenalty.annualPercent).dividedBy(100).dividedBy(daysInYear(Number(iso.slice(0, 4)))));
      }
      const rule = pickRule(schedule.table, iso);
      if (rule === undefined) continue;
      const carried = iso > schedule.known_through;
      if (carried && firstCarried === null) firstCarried = iso;
      const key = carried ? 'carried' : `${rule.effective}`;
      if (!seen.has(key)) {
        seen.add(key);
        rates.push(carried ? { ...rule, effective: iso, verified: null, unverified: true, note: `No verified rate from ${iso}: the ${rule.effective} rate is carried forward.` } : rule);
      }
      const daily = new Decimal(rule.value.annual_percent).dividedBy(100).dividedBy(daysInYear(Number(iso.slice(0, 4))));
      if (schedule.compounding === 'daily') compounded = compounded.times(daily.plus(1));
      else simpleInterest = simpleInterest.plus(start.times(daily));
    }
    let due = accrued;
    if (input.penalty !== undefined && capLeft.greaterThan(0)) {
      const monthly = Decimal.min(capLeft, new Decimal(input.penalty.baseCents).times(input.penalty.monthlyPercent).dividedBy(100));
      capLeft = capLeft.minus(monthly);
      due = due.plus(monthly);
    }
    for (const dated of input.datedPenalties ?? []) if (dated.date >= startIso && dated.date < endIso) due = due.plus(dated.cents);
    let penaltyCents = 0;
    if (due.greaterThan(0)) {
      // Round the running total, not each month, so the cents never add up past a cap.
      penaltyExact = penaltyExact.plus(due);
      penaltyCents = penaltyExact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber() - totalPenaltyCents;
      compounded = compounded.plus(penaltyCents);
      penalties = penalties.plus(penaltyCents);
    }
    totalPenaltyCents += penaltyCents;
    const exact = schedule.compounding === 'daily' ? compounded : start.plus(simpleInterest).plus(penalties);
    const balanceCents = exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
    rows.push({
      month,
      date: endIso,
      interest: centsToDecimal(balanceCents - previousCents - penaltyCents),
      penalty: centsToDecimal(penaltyCents),
      balance: centsToDecimal(balanceCents),
    });
    previousCents = balanceCents;
  }
  const last = rows.at(-1)?.balance ?? centsToDecimal(input.startCents);
  return {
    rows,
    total_interest: last.minus(centsToDecimal(input.startCents)).minus(centsToDecimal(totalPenaltyCents)),
    total_penalty: centsToDecimal(totalPenaltyCents),
    rates,
    first_carried_day: firstCarried,
  };
}
