import Decimal from 'decimal.js';
import { formatMoney, type MoneyCurrency } from '../../core/formatMoney.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import { CHECK_INCOME_PERIOD_MESSAGES, type CheckIncomePeriodMessageKey } from '../messages/checkIncomePeriod.js';
import { toMonthlyIncome, type IncomePeriod } from './monthlyIncome.js';

/** A monthly income below this is never suspected of being a yearly figure ($15,000 a month is $180,000 a year). */
export const INCOME_ANNUAL_SUSPECT_FLOOR = '15000';
/** …from the floor up, it is suspected when it is more than this many times the stated monthly outgoings… */
export const INCOME_ANNUAL_SUSPECT_RATIO = 20;
/** …or, when no monthly outgoing is known, when it is at least this much ($300,000 a year). */
export const INCOME_ANNUAL_SUSPECT_ALONE = '25000';

/** Options of {@link checkIncomePeriod}. */
export interface CheckIncomePeriodOptions {
  /** The `income_period` the caller sent; undefined when not sent (the income is then read as monthly). */
  readonly period?: IncomePeriod;
  /** Monthly outgoings the request states (sum of minimum payments, essential expenses), in the answer's currency; 0 or absent when none. */
  readonly monthlyOutgoings?: Decimal.Value;
  /** Language of the note. Default `en`. */
  readonly lang?: ShippedLanguage;
  /** Currency of the amounts in the note (the answer's). Default `USD`. */
  readonly currency?: MoneyCurrency;
  /** Name of the calling function, for error messages. */
  readonly fn?: string;
}

/** How an income was read, returned as `income_check` beside every debt answer that takes `income`. */
export interface IncomeCheck {
  /** The period the income was read in: the one sent; `annual` when a figure sent without one looked yearly; else `monthly`. */
  readonly income_period: IncomePeriod;
  /** Why that period: `given` (income_period was sent), `inferred` (a yearly-looking figure, see `looks_annual`), `default` (monthly, the spec's unit). */
  readonly income_period_basis: 'given' | 'inferred' | 'default';
  /** The income as sent. */
  readonly income_as_given: Decimal;
  /** The monthly income the engine used. */
  readonly monthly_income: Decimal;
  /** True when an income sent without a period looked like a yearly figure and was read as one (see docs/income.md). */
  readonly looks_annual: boolean;
  /** The monthly income the yearly reading gives (`income ÷ 12`), when `looks_annual`; else null. */
  readonly monthly_income_if_annual: Decimal | null;
  /** How the income was read, in words: the unit, the conversion made, or the yearly reading and how to override it. */
  readonly note: string;
}

/**
 * Reads an `income` in its period and checks a monthly one for the commonest slip: a yearly salary typed where the
 * spec asks for a monthly income. The figure is suspected when no `income_period` was sent, it is at least
 * {@link INCOME_ANNUAL_SUSPECT_FLOOR} a month, and either it is more than {@link INCOME_ANNUAL_SUSPECT_RATIO} times
 * the monthly outgoings the same request states (minimum payments, expenses), or none are stated and it is at least
 * {@link INCOME_ANNUAL_SUSPECT_ALONE}. A suspected figure is still read as monthly (the caller may be right); the
 * answer says so and names the fix, `income_period=annual`.
 *
 * @param income - The income as sent.
 * @param options - See {@link CheckIncomePeriodOptions}.
 * @returns The monthly income used, and the flag and note.
 * @throws {@link GuidekitError} as {@link toMonthlyIncome} does.
 * @example
 * ```ts
 * checkIncomePeriod('60000', { monthlyOutgoings: '450' }).looks_annual //=> true
 * checkIncomePeriod('60000', { period: 'annual' }).monthly_income.toFixed(2) //=> '5000.00'
 * ```
 * @see docs/income.md
 */
export function checkIncomePeriod(income: Decimal.Value, options: CheckIncomePeriodOptions = {}): IncomeCheck {
  const fn = options.fn ?? 'checkIncomePeriod';
  const asSent = options.period ?? 'monthly';
  const monthlyAsSent = toMonthlyIncome(income, { period: asSent, fn });
  const given = new Decimal(income);
  const currency = options.currency ?? 'USD';
  const t = createTranslate(CHECK_INCOME_PERIOD_MESSAGES, options.lang ?? 'en', { currency });
  const money = (d: Decimal.Value) => formatMoney(d, { currency, lang: options.lang ?? 'en' });
  const outgoings = new Decimal(options.monthlyOutgoings ?? 0);
  let looksAnnual = false;
  if (options.period === undefined && monthlyAsSent.greaterThanOrEqualTo(INCOME_ANNUAL_SUSPECT_FLOOR)) {
    looksAnnual = outgoings.greaterThan(0)
      ? monthlyAsSent.greaterThan(outgoings.times(INCOME_ANNUAL_SUSPECT_RATIO))
      : monthlyAsSent.greaterThanOrEqualTo(INCOME_ANNUAL_SUSPECT_ALONE);
  }
  // A figure that looks yearly is read as yearly (the answer says so and how to override it); a stated period is trusted.
  const ifAnnual = looksAnnual ? toMonthlyIncome(given, { period: 'annual', fn }) : null;
  const period: IncomePeriod = looksAnnual ? 'annual' : asSent;
  const monthly = ifAnnual ?? monthlyAsSent;
  let note: string;
  if (looksAnnual) {
    note = outgoings.greaterThan(0)
      ? t('looks_annual_outgoings', { income: money(given), ratio: INCOME_ANNUAL_SUSPECT_RATIO, outgoings: money(outgoings), monthly_if_annual: money(ifAnnual!) })
      : t('looks_annual_alone', { income: money(given), annual: money(given.times(12)), monthly_if_annual: money(ifAnnual!) });
  } else if (period !== 'monthly') {
    note = t('converted', { income: money(given), period: t(`period_${period}` as CheckIncomePeriodMessageKey), monthly: money(monthly) });
  } else {
    note = t('read_monthly', { income: money(given) });
  }
  const basis = looksAnnual ? 'inferred' : options.period === undefined ? 'default' : 'given';
  return { income_period: period, income_period_basis: basis, income_as_given: given, monthly_income: monthly, looks_annual: looksAnnual, monthly_income_if_annual: ifAnnual, note };
}
