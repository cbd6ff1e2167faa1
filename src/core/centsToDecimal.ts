import Decimal from 'decimal.js';

/**
 * Turns integer cents into an exact Decimal amount in currency units.
 *
 * @param cents - Integer cents.
 * @returns The amount as a Decimal with two decimal places.
 * @example
 * ```ts
 * centsToDecimal(123457).toFixed(2) //=> '1234.57'
 * ```
 */
export function centsToDecimal(cents: number): Decimal {
  return new Decimal(cents).dividedBy(100);
}

