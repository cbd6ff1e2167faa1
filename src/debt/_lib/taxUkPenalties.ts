import { UTCDate } from '@date-fns/utc';
import { getDaysInYear } from 'date-fns';
import Decimal from 'decimal.js';
import { addDaysIso } from '../../core/addDaysIso.js';
import { addMonthsIso } from '../../core/addMonthsIso.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { TAX_UK_MTD_LATE_PAYMENT_PENALTIES, TAX_UK_SA_LATE_PAYMENT_PENALTIES } from '../rules/taxUk.js';
import type { TaxDailyPenalty, TaxDatedPenalty } from './taxProjection.js';

/** Where one late-payment penalty stands on the date of the answer. */
export type TaxUkPenaltyStatus = 'charged' | 'projected' | 'after_horizon' | 'suspended';

/** One UK late-payment penalty with its date and amount. */
export interface TaxUkPenaltyStage {
  /** `sa_30_days`, `sa_6_months`, `sa_12_months` (Sch. 56); `mtd_day_15`, `mtd_day_30`, `mtd_second_to_date`, `mtd_second` (Sch. 26). */
  readonly id: string;
  /** Date charged (ISO); for the MTD second penalty, the first day charged in the period shown. */
  readonly date: string;
  /** Percent of the unpaid tax (a yearly percent for the MTD second penalty). */
  readonly percent: Decimal;
  /** Amount in GBP, rounded to the penny (the projection rounds its running total). */
  readonly amount: Decimal;
  /** `charged`: fell due before the date of the answer (in the current balance, not projected again); `projected`: in the projection;
   * `after_horizon`: after its last month; `suspended`: a time-to-pay agreement is in place. */
  readonly status: TaxUkPenaltyStatus;
}

/** The UK late-payment penalties of a tax debt, as the response reports them. */
export interface TaxUkPenaltySummary {
  /** `sa_sch56`: Self Assessment (FA 2009 Sch. 56); `mtd_sch26`: Making Tax Digital for Income Tax (FA 2021 Sch. 26). */
  readonly regime: 'sa_sch56' | 'mtd_sch26';
  /** Payment due date assumed: `years_behind` years before the date of the answer. */
  readonly due_date: string;
  readonly stages: readonly TaxUkPenaltyStage[];
  /** Penalties that fell due before the date of the answer: not projected, since `amount_owed` is read as the current balance that includes them. */
  readonly charged_before_as_of: Decimal;
  /** Penalties inside the projection (equal to the response's `total_penalties`). */
  readonly projected: Decimal;
}

/** What {@link scheduleUkTaxPenalties} needs. */
export interface UkPenaltyInput {
  readonly asOf: string;
  /** Payment due date (ISO). */
  readonly dueDate: string;
  /** Unpaid tax the percentages apply to, in cents. */
  readonly amountCents: number;
  /** Projection horizon in months from `asOf`. */
  readonly months: number;
  /** The taxpayer is in Making Tax Digital for Income Tax. */
  readonly makingTaxDigital: boolean;
  /** A time-to-pay agreement is in place and kept: penalties falling due from now on are suspended. */
  readonly timeToPay: boolean;
}

/** The schedule: the summary (amounts of projected stages are filled in by the caller's projection), and what to project. */
export interface UkPenaltySchedule {
  readonly summary: Omit<TaxUkPenaltySummary, 'projected'>;
  readonly datedPenalties: readonly TaxDatedPenalty[];
  readonly dailyPenalty: TaxDailyPenalty | undefined;
  readonly applied: AppliedRule<unknown> | undefined;
}

const daysInYear = (year: number) => getDaysInYear(new UTCDate(year, 0, 1));

/**
 * Dates and sizes the UK late-payment penalties of an unpaid tax: Self Assessment (FA 2009 Sch. 56: 5 % of the tax
 * unpaid on the penalty date — the day after the date 30 days after the due date — and 5 % more 5 and 11 months after
 * it), or, for a taxpayer in Making Tax Digital for Income Tax, the reformed penalties (FA 2021 Sch. 26: a percent of
 * the tax unpaid at days 15 and 30, then a yearly percent charged daily from day 31). The versions in force on the due
 * date apply. Stages before `asOf` are reported as already charged and not projected; with a time-to-pay agreement in
 * place, later stages are suspended (Sch. 56 para. 10; Sch. 26).
 *
 * @param input - See {@link UkPenaltyInput}.
 * @returns The stages, what the projection must add, and the rule applied (none before the regime existed).
 * @example
 * ```ts
 * scheduleUkTaxPenalties({ asOf: '2026-01-31', dueDate: '2026-01-31', amountCents: 1_000_000, months: 24, makingTaxDigital: false, timeToPay: false })
 *   .summary.stages.map((s) => s.date) //=> ['2026-03-03', '2026-08-03', '2027-02-03']
 * ```
 * @see https://www.legislation.gov.uk/ukpga/2009/10/schedule/56/paragraph/3
 * @see https://www.legislation.gov.uk/ukpga/2021/26/schedule/26
 */
export function scheduleUkTaxPenalties(input: UkPenaltyInput): UkPenaltySchedule {
  const horizonEnd = addMonthsIso(input.asOf, input.months);
  const base = new Decimal(input.amountCents);
  const statusOf = (date: string): TaxUkPenaltyStatus => (date < input.asOf ? 'charged' : input.timeToPay ? 'suspended' : date >= horizonEnd ? 'after_horizon' : 'projected');
  const stages: TaxUkPenaltyStage[] = [];
  const dated: TaxDatedPenalty[] = [];
  const addStage = (id: string, date: string, percent: Decimal, cents: Decimal) => {
    const status = statusOf(date);
    stages.push({ id, date, percent, amount: centsToDecimal(cents.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()), status });
    if (status === 'projected') dated.push({ date, cents });
  };
  let daily: TaxDailyPenalty | undefined;
  let applied: AppliedRule<unknown> | undefined;
  const mtd = input.makingTaxDigital ? pickRule(TAX_UK_MTD_LATE_PAYMENT_PENALTIES, input.dueDate) : undefined;
  let regime: TaxUkPenaltySummary['regime'] = 'sa_sch56';
  if (mtd !== undefined) {
    regime = 'mtd_sch26';
    applied = mtd;
    const v = mtd.value;
    // Day 1 is the day after the due date: the tax unpaid at the end of day 15 and of day 30 is charged the next day.
    addStage('mtd_day_15', addDaysIso(input.dueDate, 16), new Decimal(v.day15_percent), base.times(v.day15_percent).dividedBy(100));
    addStage('mtd_day_30', addDaysIso(input.dueDate, 31), new Decimal(v.day30_percent), base.times(v.day30_percent).dividedBy(100));
    const from = addDaysIso(input.dueDate, 31);
    const annual = new Decimal(v.second_annual_percent);
    const accrue = (start: string, end: string) => {
      let total = new Decimal(0);
      for (let d = start; d < end; d = addDaysIso(d, 1)) total = total.plus(base.times(annual).dividedBy(100).dividedBy(daysInYear(Number(d.slice(0, 4)))));
      return total;
    };
    if (from < input.asOf) stages.push({ id: 'mtd_second_to_date', date: from, percent: annual, amount: centsToDecimal(accrue(from, input.asOf).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()), status: 'charged' });
    const projectedFrom = from < input.asOf ? input.asOf : from;
    if (projectedFrom < horizonEnd) {
      const status: TaxUkPenaltyStatus = input.timeToPay ? 'suspended' : 'projected';
      stages.push({ id: 'mtd_second', date: projectedFrom, percent: annual, amount: centsToDecimal(accrue(projectedFrom, horizonEnd).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()), status });
      if (status === 'projected') daily = { from: projectedFrom, baseCents: input.amountCents, annualPercent: annual };
    }
  } else {
    const sa = pickRule(TAX_UK_SA_LATE_PAYMENT_PENALTIES, input.dueDate);
    if (sa !== undefined) {
      applied = sa;
      // The penalty date is the day after the date falling `days_after_due` days after the due date; a stage of m months
      // falls on the day after the end of the m-month period beginning with the penalty date.
      const penaltyDate = addDaysIso(input.dueDate, sa.value.days_after_due + 1);
      const ids = ['sa_30_days', 'sa_6_months', 'sa_12_months'];
      sa.value.stages.forEach((stage, i) => {
        const date = addMonthsIso(penaltyDate, stage.months_after_penalty_date);
        addStage(ids[i] ?? `sa_stage_${i + 1}`, date, new Decimal(stage.percent), base.times(stage.percent).dividedBy(100));
      });
    }
  }
  const charged = stages.filter((s) => s.status === 'charged').reduce((sum, s) => sum.plus(s.amount), new Decimal(0));
  return {
    summary: { regime, due_date: input.dueDate, stages, charged_before_as_of: charged },
    datedPenalties: dated,
    dailyPenalty: daily,
    applied,
  };
}
