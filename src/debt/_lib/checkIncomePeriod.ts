import Decimal from 'decimal.js';
import { formatMoney } from '../../core/formatMoney.js';
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
  /** Monthly outgoings the request states (sum of minimum payments, essential expenses), USD; 0 or absent when none. */
  readonly monthlyOutgoings?: Decimal.Value;
  /** Language of the note. Default `en`. */
  readonly lang?: ShippedLanguage;
  /** Name of the calling function, for error messages. */
  readonly fn?: string;
}

/** How an income was read, returned as `income_check` beside every debt answer that takes `income`. */
export interface IncomeCheck {
  /** The period the income was read in (`monthly` when none was sent). */
  readonly income_period: IncomePeriod;
  /** The income as sent. */
  readonly income_as_given: Decimal;
  /** The monthly income the engine used. */
  readonly monthly_income: Decimal;
  /** True when an income read as monthly looks like a yearly figure (see docs/income.md for the rule). */
  readonly looks_annual: boolean;
  /** The monthly income if the figure was yearly, when `looks_annual`; else null. */
  readonly monthly_income_if_annual: Decimal | null;
  /** What the caller should know: the conversion made, or the suspicion and how to fix it; null when nothing. */
  readonly note: string | null;
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
  const period = options.period ?? 'monthly';
  const monthly = toMonthlyIncome(income, { period, fn });
  const given = new Decimal(income);
  const t = createTranslate(CHECK_INCOME_PERIOD_MESSAGES, options.lang ?? 'en');
  const money = (d: Decimal.Value) => formatMoney(d, { lang: options.lang ?? 'en' });
  const outgoings = new Decimal(options.monthlyOutgoings ?? 0);
  let looksAnnual = false;
  if (options.period === undefined && monthly.greaterThanOrEqualTo(INCOME_ANNUAL_SUSPECT_FLOOR)) {
    looksAnnual = outgoings.greaterThan(0) ? monthly.greaterThan(outgoings.times(INCOME_ANNUAL_SUSPECT_RATIO)) : monthly.greaterThanOrEqualTo(INCOME_ANNUAL_SUSPECT_ALONE);
  }
  const ifAnnual = looksAnnual ? toMonthlyIncome(given, { period: 'annual', fn }) : null;
  let note: string | null = null;
  if (looksAnnual) {
    note = outgoings.greaterThan(0)
      ? t('looks_annual_outgoings', { income: money(given), ratio: INCOME_ANNUAL_SUSPECT_RATIO, outgoings: money(outgoings), monthly_if_annual: money(ifAnnual!) })
      : t('looks_annual_alone', { income: money(given), annual: money(given.times(12)), monthly_if_annual: money(ifAnnual!) });
  } else if (period !== 'monthly') {
    note = t('converted', { income: money(given), period: t(`period_${period}` as CheckIncomePeriodMessageKey), monthly: money(monthly) });
  }
  return { income_period: period, income_as_given: given, monthly_income: monthly, looks_annual: looksAnnual, monthly_income_if_annual: ifAnnual, note };
}
