import Decimal from 'decimal.js';
import { GuidekitError } from './GuidekitError.js';
import type { ShippedLanguage } from './i18n/resolveLang.js';

/** Currencies guidekit writes in narrative text: the debt countries' (US, UK, CA, AU) and the veterans countries' (NZ, DE). */
export const MONEY_CURRENCIES = ['USD', 'GBP', 'CAD', 'AUD', 'NZD', 'EUR'] as const;
/** A currency {@link formatMoney} can write. */
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];

/**
 * The symbol of each currency in each shipped language. English puts it before the number with no space (`$`, `£`,
 * `CA$`); Spanish after it, with a space, and spells out the dollar's country (`US$`, `CA$`, `AU$`, `NZ$`) as Spanish
 * writing about several dollars does. US dollars are a bare `$` in English because every US answer is in dollars.
 */
const SYMBOLS: Readonly<Record<MoneyCurrency, Readonly<Record<ShippedLanguage, string>>>> = {
  USD: { en: '$', es: 'US$' },
  GBP: { en: '£', es: '£' },
  CAD: { en: 'CA$', es: 'CA$' },
  AUD: { en: 'A$', es: 'AU$' },
  NZD: { en: 'NZ$', es: 'NZ$' },
  EUR: { en: '€', es: '€' },
};

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Currency of the amount. Default `USD`. */
  readonly currency?: MoneyCurrency;
  /** Language of the text the amount goes into. Default `en`. */
  readonly lang?: ShippedLanguage;
}

/**
 * Writes a money amount for narrative text, the one way every domain and language does it: rounded half up to the
 * cent, always two decimals, thousands grouped in threes.
 *
 * - `en`: symbol first, comma groups, point decimals: `$1,234.56`, `£1,234.56`, `CA$1,234.56`, `A$1,234.56`,
 *   `-$5.00`.
 * - `es`: point groups, comma decimals, symbol last after a space: `1.234,56 US$`, `1.234,56 £`, `1.234,56 CA$`,
 *   `1.234,56 AU$`, `-5,00 US$` (groups from four digits up, so amounts line up whatever their size).
 *
 * JSON fields carry the exact Decimal; only text goes through here. In English the text reads back to the same
 * amount (test/core/formatMoney.test.ts proves it for every amount in cents).
 *
 * @param amount - The amount (number, decimal string or Decimal).
 * @param options - See {@link FormatMoneyOptions}.
 * @returns The text.
 * @throws {@link GuidekitError} `invalid_number` (amount not finite), `invalid_value` (currency or lang unknown).
 * @example
 * ```ts
 * formatMoney('1234.5') //=> '$1,234.50'
 * formatMoney('1234.5', { currency: 'GBP', lang: 'es' }) //=> '1.234,50 £'
 * ```
 * @see docs/architecture.md (Localization: money in text)
 */
export function formatMoney(amount: Decimal.Value, options: FormatMoneyOptions = {}): string {
  const currency = options.currency ?? 'USD';
  const lang = options.lang ?? 'en';
  const symbols = SYMBOLS[currency];
  if (symbols === undefined) {
    throw new GuidekitError(`formatMoney: currency must be one of ${MONEY_CURRENCIES.join(', ')}, got ${JSON.stringify(currency)}`, { code: 'invalid_value', field: 'currency' });
  }
  const symbol = symbols[lang];
  if (symbol === undefined) {
    throw new GuidekitError(`formatMoney: lang must be en or es, got ${JSON.stringify(lang)}`, { code: 'invalid_value', field: 'lang' });
  }
  let d: Decimal;
  try {
    d = new Decimal(amount);
  } catch {
    throw new GuidekitError(`formatMoney: amount must be a number, got ${JSON.stringify(String(amount))}`, { code: 'invalid_number', field: 'amount' });
  }
  if (!d.isFinite()) throw new GuidekitError('formatMoney: amount must be a finite number', { code: 'invalid_number', field: 'amount' });
  const fixed = d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  const negative = fixed.startsWith('-') && !/^-0\.00$/.test(fixed);
  const [whole = '0', cents = '00'] = fixed.replace(/^-/, '').split('.');
  const sign = negative ? '-' : '';
  if (lang === 'es') return `${sign}${group(whole, '.')},${cents} ${symbol}`;
  return `${sign}${symbol}${group(whole, ',')}.${cents}`;
}

function group(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
