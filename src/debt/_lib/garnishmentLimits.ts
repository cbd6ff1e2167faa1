import Decimal from 'decimal.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { IntlGarnishmentRule } from '../rules/garnishmentIntl.js';
import type { FederalGarnishmentLimit, PayFrequency } from '../rules/garnishmentUsFederal.js';
import type { StateGarnishmentRule } from '../rules/garnishmentUsStates.js';

/** One pay period: its floor multiple (weekly 30 … monthly 130) and how many fall in a year. */
export interface PayPeriod {
  readonly frequency: PayFrequency;
  readonly floor_hours: number;
  readonly periods_per_year: number;
}

const ZERO = new Decimal(0);
const clamp0 = (d: Decimal): Decimal => (d.isNegative() ? ZERO : d);

/**
 * Workweeks a pay period counts as under 29 C.F.R. § 870.10: its minimum-wage multiple over the weekly 30.
 *
 * @param period - The pay period.
 * @returns Weeks in the period (monthly: 130/30).
 * @example
 * ```ts
 * weeksIn({ frequency: 'biweekly', floor_hours: 60, periods_per_year: 26 }).toString() //=> '2'
 * ```
 */
export function weeksIn(period: PayPeriod): Decimal {
  return new Decimal(period.floor_hours).dividedBy(30);
}

/**
 * The floor for one pay period: `hours` weekly multiples of `wage`, scaled by the period's multiple over 30
 * (multiplied before dividing so the published amounts stay exact).
 *
 * @param wage - Hourly wage.
 * @param hours - Weekly multiple (federal 30).
 * @param period - The pay period.
 * @returns The floor for the period.
 * @example
 * ```ts
 * floorFor(new Decimal('7.25'), 30, { frequency: 'semimonthly', floor_hours: 65, periods_per_year: 24 }).toString() //=> '471.25'
 * ```
 * @see https://www.dol.gov/agencies/whd/fact-sheets/30-cppa
 */
export function floorFor(wage: Decimal, hours: number, period: PayPeriod): Decimal {
  return wage.times(hours).times(period.floor_hours).dividedBy(30);
}

/**
 * Monthly income (treated as disposable) spread over one pay period: income × 12 / periods a year.
 *
 * @param monthlyIncome - Monthly disposable income.
 * @param period - The pay period.
 * @returns Disposable earnings per period (exact, unrounded).
 * @example
 * ```ts
 * perPeriod(new Decimal(1300), { frequency: 'weekly', floor_hours: 30, periods_per_year: 52 }).toString() //=> '300'
 * ```
 */
export function perPeriod(monthlyIncome: Decimal, period: PayPeriod): Decimal {
  return monthlyIncome.times(12).dividedBy(period.periods_per_year);
}

/**
 * The lesser of `percent` of disposable earnings or `excessPercent` of the excess over `floor`, never negative:
 * the shape of 15 U.S.C. § 1673(a) and of the state statutes built on it.
 *
 * @param disposable - Disposable earnings for the period.
 * @param percent - Largest share in percent.
 * @param floor - Protected floor for the period.
 * @param excessPercent - Share of the excess that may be taken; default 100.
 * @returns The most that may be taken.
 * @example
 * ```ts
 * lesserOfShareAndExcess(new Decimal(1000), 25, new Decimal('942.50')).toString() //=> '57.5'
 * ```
 * @see https://www.law.cornell.edu/uscode/text/15/1673
 */
export function lesserOfShareAndExcess(disposable: Decimal, percent: Decimal.Value, floor: Decimal, excessPercent: Decimal.Value = 100): Decimal {
  const share = disposable.times(percent).dividedBy(100);
  const excess = disposable.minus(floor).times(excessPercent).dividedBy(100);
  return clamp0(Decimal.min(share, excess));
}

/**
 * Federal Title III cap for one pay period (15 U.S.C. § 1673(a); Fact Sheet #30 multiples).
 *
 * @param disposable - Disposable earnings for the period.
 * @param limit - The § 1673(a) rule (25%, 30 hours).
 * @param wage - Federal minimum hourly wage.
 * @param period - The pay period.
 * @returns The most that may be taken.
 * @example
 * ```ts
 * federalCap(new Decimal(300), { percent: '25', floor_hours: 30 }, new Decimal('7.25'), weekly).toString() //=> '75'
 * ```
 * @see https://www.dol.gov/agencies/whd/fact-sheets/30-cppa
 */
export function federalCap(disposable: Decimal, limit: FederalGarnishmentLimit, wage: Decimal, period: PayPeriod): Decimal {
  const floor = floorFor(wage, limit.floor_hours, period);
  return lesserOfShareAndExcess(disposable, limit.percent, floor);
}

/**
 * A state's own cap for one pay period. Barred states and exempt heads of household give zero.
 *
 * @param disposable - Disposable earnings for the period.
 * @param rule - The state's rule.
 * @param floorWage - Hourly wage the state's floor multiplies, already resolved: the federal minimum wage, or the
 *   greater of it and the state minimum wage in force (see {@link floorWageFor}).
 * @param period - The pay period.
 * @param headOfHousehold - True, false or unknown (undefined: the head-of-household rule is not applied).
 * @returns The most the state lets a consumer creditor take.
 * @example
 * ```ts
 * stateCap(new Decimal(300), virginiaRule, new Decimal('7.25'), weekly, undefined).toString() //=> '10'
 * ```
 */
export function stateCap(disposable: Decimal, rule: StateGarnishmentRule, floorWage: Decimal, period: PayPeriod, headOfHousehold: boolean | undefined): Decimal {
  if (rule.consumer_garnishment === 'barred') return ZERO;
  const hoh = headOfHousehold === true ? rule.head_of_household : null;
  if (hoh?.fully_exempt) return ZERO;
  const weekly = disposable.dividedBy(weeksIn(period));
  const lowEarner = rule.low_earner !== null && weekly.lte(rule.low_earner.weekly_at_most);
  const percent = hoh?.percent ?? (lowEarner ? rule.low_earner!.percent : rule.percent ?? '25');
  const floor = floorFor(floorWage, rule.floor_hours ?? 30, period);
  return lesserOfShareAndExcess(disposable, percent, floor, rule.excess_percent ?? 100);
}

/**
 * The hourly wage a state's floor multiplies: the federal minimum wage, or, where the state's rule uses its own minimum
 * wage, the greater of the two (state statutes say "the greater of the federal or state minimum wage"; a state wage
 * below the federal one is superseded by it).
 *
 * @param rule - The state's rule.
 * @param federalWage - Federal minimum hourly wage.
 * @param stateWage - The state minimum hourly wage in force, or null when none is on record for the date.
 * @returns The hourly wage of the floor.
 * @example
 * ```ts
 * floorWageFor(washingtonRule, new Decimal('7.25'), '17.13').toString() //=> '17.13'
 * ```
 */
export function floorWageFor(rule: StateGarnishmentRule, federalWage: Decimal, stateWage: Decimal.Value | null): Decimal {
  return rule.floor_wage === 'state_minimum' && stateWage !== null ? Decimal.max(federalWage, stateWage) : federalWage;
}

/**
 * Cap for one pay period under a UK, Canadian or Australian rule; null when the amount is set by a court or not modelled.
 *
 * @param disposable - Net pay for the period.
 * @param rule - The applied jurisdiction rule.
 * @param period - The pay period.
 * @param dependants - Alberta adds an exemption per dependant.
 * @returns The most that may be taken, or null.
 * @example
 * ```ts
 * intlCap(new Decimal(3000), ontarioRule, monthly, 0)?.toString() //=> '600'
 * ```
 */
export function intlCap(disposable: Decimal, rule: AppliedRule<IntlGarnishmentRule>, period: PayPeriod, dependants: number): Decimal | null {
  const value = rule.value;
  switch (value.kind) {
    case 'percent_of_net':
      return clamp0(disposable.times(value.percent).dividedBy(100));
    case 'protected_weekly': {
      const weeks = new Decimal(52).dividedBy(period.periods_per_year);
      return clamp0(disposable.minus(weeks.times(value.protected_weekly)));
    }
    case 'alberta': {
      // The regulation states monthly amounts; convert the period's pay to a month and back.
      const months = new Decimal(12).dividedBy(period.periods_per_year);
      const monthly = disposable.dividedBy(months);
      const exempt = Decimal.min(new Decimal(value.base).plus(clamp0(monthly.minus(value.base)).times(value.share_percent).dividedBy(100)), value.cap)
        .plus(new Decimal(value.per_dependant).times(dependants));
      return clamp0(monthly.minus(exempt)).times(months);
    }
    case 'court_set':
    case 'not_modelled':
      return null;
  }
}
