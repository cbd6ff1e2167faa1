import Decimal from 'decimal.js';

/**
 * Writes a USD amount for narrative text in the reader's language: `$1,234.56` in English, `1.234,56 US$` in Spanish.
 * The spec states every debt amount in USD (000_bbc236ec7569c69c.txt, Units and formats). Private to the debt domain.
 *
 * @param amount - An exact amount (rounded half up to cents for display).
 * @param lang - `'en'` or `'es'`.
 * @returns The formatted text.
 * @example
 * ```ts
 * formatUsd(new Decimal('1234.5'), 'es') //=> '1.234,50 US$'
 * ```
 */
export function formatUsd(amount: Decimal.Value, lang: 'en' | 'es'): string {
  const fixed = new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'es' ? '.' : ',');
  const sign = negative ? '-' : '';
  return lang === 'es' ? `${sign}${grouped},${cents} US$` : `${sign}$${grouped}.${cents}`;
}
