import Decimal from 'decimal.js';
import type { MoneyCurrency } from '../core/formatMoney.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import { checkIncomePeriod, type IncomeCheck } from '../debt/_lib/checkIncomePeriod.js';
import type { IncomePeriod } from '../debt/_lib/monthlyIncome.js';

/** The income parameters of a debt endpoint, as its schema parsed them. */
export interface IncomeParams {
  readonly income?: string | undefined;
  readonly income_period?: IncomePeriod | undefined;
}

/** Options of {@link readIncomeParams}. */
export interface ReadIncomeParamsOptions {
  /** Language of the note. */
  readonly lang: ShippedLanguage;
  /** Currency of the amounts in the note: the answer's (USD, GBP, CAD, AUD). Default `USD`. */
  readonly currency?: MoneyCurrency;
  /** The request's debts (their minimum payments are the monthly outgoings the annual-salary check compares with), or a total amount. */
  readonly debts?: readonly { readonly minPayment: string }[] | string | undefined;
  /** Monthly essential expenses the request states, if any. */
  readonly expenses?: string | undefined;
}

/** The monthly income to hand the engine, and how to add `income_check` to its answer. */
export interface ReadIncome {
  /** The monthly income as an exact decimal string; undefined when no income was sent. */
  readonly monthly: string | undefined;
  /** The check returned beside the answer; undefined when no income was sent. */
  readonly check: IncomeCheck | undefined;
  /** Returns the engine's answer with `income_check` added (unchanged when no income was sent). */
  attach<T>(body: T): T;
}

/**
 * Reads `income` and `income_period` for a debt endpoint: converts the income to the monthly figure the engines take
 * and checks a monthly one for a yearly salary typed by mistake (see {@link checkIncomePeriod}). Every debt endpoint
 * that takes `income` calls it, so they all read income the same way.
 *
 * @param params - The parsed `income` and `income_period`.
 * @param options - See {@link ReadIncomeParamsOptions}.
 * @returns The monthly income and the `income_check` to attach.
 * @example
 * ```ts
 * readIncomeParams({ income: '60000', income_period: 'annual' }, { lang: 'en' }).monthly //=> '5000'
 * ```
 * @see docs/income.md
 */
export function readIncomeParams(params: IncomeParams, options: ReadIncomeParamsOptions): ReadIncome {
  if (params.income === undefined) return { monthly: undefined, check: undefined, attach: (body) => body };
  let outgoings = new Decimal(0);
  if (Array.isArray(options.debts)) for (const d of options.debts) outgoings = outgoings.plus(d.minPayment);
  if (options.expenses !== undefined) outgoings = outgoings.plus(options.expenses);
  const check = checkIncomePeriod(params.income, {
    ...(params.income_period === undefined ? {} : { period: params.income_period }),
    monthlyOutgoings: outgoings,
    lang: options.lang,
    ...(options.currency === undefined ? {} : { currency: options.currency }),
    fn: 'readIncomeParams',
  });
  return {
    monthly: check.monthly_income.toFixed(),
    check,
    attach: (body) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? ({ ...body, income_check: check } as typeof body) : body),
  };
}
