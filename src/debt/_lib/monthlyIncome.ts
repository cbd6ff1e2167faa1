import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';

/** How often an `income` figure is earned: the unit the caller typed it in. `monthly` is the spec's unit. */
export const INCOME_PERIODS = ['monthly', 'annual', 'biweekly', 'weekly'] as const;
/** One of {@link INCOME_PERIODS}. */
export type IncomePeriod = (typeof INCOME_PERIODS)[number];

/** Periods a year of each income period: the monthly amount is `income × periods ÷ 12`. */
export const INCOME_PERIODS_PER_YEAR: Readonly<Record<IncomePeriod, number>> = { monthly: 12, annual: 1, biweekly: 26, weekly: 52 };

/** Options of {@link toMonthlyIncome}. */
export interface ToMonthlyIncomeOptions {
  /** The unit `income` is in. Default `monthly`. */
  readonly period?: IncomePeriod;
  /** Name of the calling function, for error messages. Default `'toMonthlyIncome'`. */
  readonly fn?: string;
}

/**
 * Converts an income stated per year, per two weeks or per week into the monthly income every debt engine reads:
 * annual ÷ 12, biweekly × 26 ÷ 12, weekly × 52 ÷ 12 — computed exactly in Decimal, then rounded half up to the cent
 * once (a monthly figure of $4,166.666… is $4,166.67). A monthly income is returned unchanged.
 *
 * @param income - The income as typed (number, decimal string or Decimal), not negative.
 * @param options - See {@link ToMonthlyIncomeOptions}.
 * @returns The monthly income.
 * @throws {@link GuidekitError} `invalid_number`/`too_small` on `income`, `invalid_value` on `income_period`.
 * @example
 * ```ts
 * toMonthlyIncome('60000', { period: 'annual' }).toFixed(2) //=> '5000.00'
 * toMonthlyIncome('1000', { period: 'weekly' }).toFixed(2) //=> '4333.33'
 * ```
 * @see docs/income.md
 */
export function toMonthlyIncome(income: Decimal.Value, options: ToMonthlyIncomeOptions = {}): Decimal {
  const fn = options.fn ?? 'toMonthlyIncome';
  const period = options.period ?? 'monthly';
  if (!(INCOME_PERIODS as readonly string[]).includes(period)) {
    throw new GuidekitError(`${fn}: income_period must be one of ${INCOME_PERIODS.join(', ')}, got ${JSON.stringify(period)}`, { code: 'invalid_value', field: 'income_period' });
  }
  let amount: Decimal;
  try {
    amount = new Decimal(income);
  } catch {
    throw new GuidekitError(`${fn}: income must be a number, got ${JSON.stringify(String(income))}`, { code: 'invalid_number', field: 'income' });
  }
  if (!amount.isFinite()) throw new GuidekitError(`${fn}: income must be a finite number`, { code: 'invalid_number', field: 'income' });
  if (amount.isNegative() && !amount.isZero()) throw new GuidekitError(`${fn}: income must not be negative`, { code: 'too_small', field: 'income' });
  if (period === 'monthly') return amount;
  return amount.times(INCOME_PERIODS_PER_YEAR[period]).dividedBy(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
