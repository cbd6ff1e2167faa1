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
  // Whole cents are read as `<cents>e-2`: the same Decimal (sign, exponent and digits) as dividing by 100, without
  // a long division. Zero (keeping -0's sign) and anything not a safe integer take the division.
  if (cents !== 0 && Number.isSafeInteger(cents)) return new Decimal(`${cents}e-2`);
  return new Decimal(cents).dividedBy(100);
}

