/**
 * Writes whole cents as money text with two decimals (`-1234.05`), the exact string `centsToDecimal(cents).toFixed(2)`
 * gives, without a Decimal: {@link formatMoney} takes such text as it is.
 *
 * @param cents - Whole cents; anything else (not a safe integer) returns null so the caller keeps the Decimal path.
 * @returns The text, or null.
 * @example
 * ```ts
 * centsText(123405) //=> '1234.05'
 * ```
 */
export function centsText(cents: number): string | null {
  if (!Number.isSafeInteger(cents)) return null;
  const negative = cents < 0;
  const abs = negative ? -cents : cents;
  const whole = Math.floor(abs / 100);
  const rest = abs - whole * 100;
  return `${negative ? '-' : ''}${whole}${rest < 10 ? '.0' : '.'}${rest}`;
}
