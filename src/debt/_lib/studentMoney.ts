import type Decimal from 'decimal.js';
import { formatMoney } from '../../core/formatMoney.js';
import { DEBT_CURRENCIES } from '../debtCountries.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';

/** Currency of each debt country: the student-loan and tax-debt engines read amounts in the country's own currency. */
export const LOCAL_CURRENCY = DEBT_CURRENCIES;
/** A local currency. */
export type LocalCurrency = (typeof LOCAL_CURRENCY)[keyof typeof LOCAL_CURRENCY];

/**
 * Writes an amount in the loan's currency for narrative text: `£1,234.56` in English, `1.234,56 £` in Spanish (the
 * shared {@link formatMoney}, so every domain writes money the same way).
 *
 * @param amount - The amount (rounded half up to cents).
 * @param currency - USD, GBP, CAD or AUD.
 * @param lang - `'en'` or `'es'`.
 * @returns The text.
 * @example
 * ```ts
 * formatLocalMoney('1234.5', 'GBP', 'en') //=> '£1,234.50'
 * ```
 */
export function formatLocalMoney(amount: Decimal.Value, currency: LocalCurrency, lang: ShippedLanguage): string {
  return formatMoney(amount, { currency, lang });
}
