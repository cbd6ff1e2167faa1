import Decimal from 'decimal.js';
import { GuidekitError } from './GuidekitError.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from './i18n/resolveLang.js';

/** Currencies guidekit writes in narrative text: the debt countries' (US, UK, CA, AU) and the veterans countries' (NZ, DE). */
export const MONEY_CURRENCIES = ['USD', 'GBP', 'CAD', 'AUD', 'NZD', 'EUR'] as const;
/** A currency {@link formatMoney} can write. */
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];

/**
 * The locale `Intl` writes a currency in for a language: the language itself, except Canadian dollars in French, which
 * are written as Québec writes them (`fr-CA`: `1 234,50 $`, not France's `1 234,50 $CA`), a French answer in Canadian
 * dollars being one about a Canadian jurisdiction.
 */
function localeOf(lang: ShippedLanguage, currency: MoneyCurrency): string {
  return lang === 'fr' && currency === 'CAD' ? 'fr-CA' : lang;
}

const FORMATS = new Map<string, Intl.NumberFormat>();

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Currency of the amount. Default `USD`. */
  readonly currency?: MoneyCurrency;
  /** Language of the text the amount goes into. Default `en`. */
  readonly lang?: ShippedLanguage;
}

/**
 * Writes a money amount for narrative text, the one way every domain and language does it: rounded half up to the
 * cent (by decimal.js, before any formatting), always two decimals, in the language's own number format from
 * `Intl.NumberFormat` (currency style):
 *
 * - `en`: `$1,234.56`, `£1,234.56`, `CA$1,234.56`, `A$1,234.56`, `-$5.00`.
 * - `es`: `1234,56 US$`, `12.345,67 US$`, `1234,56 GBP`, `1234,56 CAD`, `-5,00 US$` (CLDR Spanish: no group separator in a
 *   four-digit amount, minimum grouping digits 2; the pound and the non-US dollars by ISO code; a no-break space
 *   U+00A0 before the sign).
 * - `de`: `1.234,56 €`, `1.234,56 $`, `1.234,56 £` (a no-break space U+00A0 before the sign).
 * - `fr`: `1 234,56 €`, `1 234,56 $US`, and Canadian dollars as Québec writes them, `1 234,56 $` (`fr-CA`) (groups
 *   split by a narrow no-break space U+202F, by a no-break space U+00A0 in Québec's format; U+00A0 before the sign).
 *
 * JSON fields carry the exact Decimal; only text goes through here. The amount reaches `Intl` as a decimal string, so
 * no binary float rounds it. In English the text reads back to the same amount (test/core/formatMoney.test.ts proves
 * it for every amount in cents).
 *
 * @param amount - The amount (number, decimal string or Decimal).
 * @param options - See {@link FormatMoneyOptions}.
 * @returns The text.
 * @throws {@link GuidekitError} `invalid_number` (amount not finite), `invalid_value` (currency or lang unknown).
 * @example
 * ```ts
 * formatMoney('1234.5') //=> '$1,234.50'
 * formatMoney('1234.5', { currency: 'GBP', lang: 'es' }) //=> '1234,50 GBP' (U+00A0 before GBP)
 * formatMoney('1234.5', { currency: 'CAD', lang: 'fr' }) //=> '1 234,50 $' (fr-CA: U+00A0 between groups and before $)
 * formatMoney('1234.56', { currency: 'EUR', lang: 'de' }) //=> '1.234,56 €' (U+00A0 before €)
 * ```
 * @see https://tc39.es/ecma402/#numberformat-objects
 * @see docs/languages.md (Numbers and money)
 */
export function formatMoney(amount: Decimal.Value, options: FormatMoneyOptions = {}): string {
  const currency = options.currency ?? 'USD';
  const lang = options.lang ?? 'en';
  if (!(MONEY_CURRENCIES as readonly string[]).includes(currency)) {
    throw new GuidekitError(`formatMoney: currency must be one of ${MONEY_CURRENCIES.join(', ')}, got ${JSON.stringify(currency)}`, { code: 'invalid_value', field: 'currency' });
  }
  if (!(SHIPPED_LANGUAGES as readonly string[]).includes(lang)) {
    throw new GuidekitError(`formatMoney: lang must be one of ${SHIPPED_LANGUAGES.join(', ')}, got ${JSON.stringify(lang)}`, { code: 'invalid_value', field: 'lang' });
  }
  let d: Decimal;
  try {
    d = new Decimal(amount);
  } catch {
    throw new GuidekitError(`formatMoney: amount must be a number, got ${JSON.stringify(String(amount))}`, { code: 'invalid_number', field: 'amount' });
  }
  if (!d.isFinite()) throw new GuidekitError('formatMoney: amount must be a finite number', { code: 'invalid_number', field: 'amount' });
  let fixed = d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  if (fixed === '-0.00') fixed = '0.00'; // never a negative zero
  // ES2023 Intl.NumberFormat formats a decimal string exactly (no conversion to a binary float).
  return numberFormat(lang, currency).format(fixed as unknown as number);
}

function numberFormat(lang: ShippedLanguage, currency: MoneyCurrency): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let format = FORMATS.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(localeOf(lang, currency), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    FORMATS.set(key, format);
  }
  return format;
}
