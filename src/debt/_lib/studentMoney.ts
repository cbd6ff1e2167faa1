import type Decimal from 'decimal.js';
import { formatUsd } from './formatUsd.js';

/** Currency of each debt country: the student-loan and tax-debt engines read amounts in the country's own currency. */
export const LOCAL_CURRENCY = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD' } as const;
/** A local currency. */
export type LocalCurrency = (typeof LOCAL_CURRENCY)[keyof typeof LOCAL_CURRENCY];

const SYMBOL: Readonly<Record<LocalCurrency, { readonly en: string; readonly es: string }>> = {
  USD: { en: '$', es: 'US$' },
  GBP: { en: '£', es: '£' },
  CAD: { en: 'C$', es: 'CA$' },
  AUD: { en: 'A$', es: 'AU$' },
};

/**
 * Writes an amount in the loan's currency for narrative text: `£1,234.56` in English, `1.234,56 £` in Spanish.
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
export function formatLocalMoney(amount: Decimal.Value, currency: LocalCurrency, lang: 'en' | 'es'): string {
  const usd = formatUsd(amount, lang);
  return lang === 'es' ? usd.replace(/ US\$$/, ` ${SYMBOL[currency].es}`) : usd.replace('$', SYMBOL[currency].en);
}
