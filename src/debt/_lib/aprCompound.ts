import Decimal from 'decimal.js';
import { daysBetween } from './aprUnitPeriods.js';

/**
 * Days in the year the UK (and EU) APR measures intervals with. The Consumer Credit (Total Charge for Credit)
 * Regulations 2010 and CONC App 1.2 copy remark (c) of Annex I of Directive 2008/48/EC: "a year is presumed to have
 * 365 days (or 366 days for leap years), 52 weeks or 12 equal months". guidekit counts every interval in days over
 * 365 (docs/apr.md says so); a term that spans 29 February would give a marginally lower APR over 366.
 */
export const UK_APR_DAYS_PER_YEAR = 365;

/**
 * Interval in years between the first drawdown and a later cash flow, for the UK representative APR: calendar days
 * over {@link UK_APR_DAYS_PER_YEAR}.
 *
 * @param from - Date of the first drawdown (remark (b): the starting date).
 * @param to - Date of the cash flow.
 * @returns Years, a fraction.
 */
export function yearsBetween(from: Date, to: Date): number {
  return daysBetween(from, to) / UK_APR_DAYS_PER_YEAR;
}

/**
 * The annual rate X of the UK/EU equation for one drawdown `advance` at time 0 and one repayment `payment` `t`
 * years later: `advance = payment / (1 + X)^t`, so `X = (payment / advance)^(1 / t) − 1`. Solved in closed form with
 * decimal.js (20 significant digits), so a payday loan's four-digit APR rounds exactly to one decimal.
 *
 * @param advance - Amount lent, > 0.
 * @param payment - Amount repaid, ≥ advance.
 * @param inverseYears - `1 / t`, exact where possible (365 ÷ days for a dated term).
 * @returns X as a Decimal fraction (12.7 = 1270 %).
 */
export function singlePaymentAnnualRate(advance: Decimal.Value, payment: Decimal.Value, inverseYears: Decimal.Value): Decimal {
  return new Decimal(payment).dividedBy(advance).pow(inverseYears).minus(1);
}
