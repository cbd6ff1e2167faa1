import Decimal from 'decimal.js';

/**
 * A fee per 100 borrowed as the borrower reads it: at most two decimals, no trailing zeros.
 *
 * @param per100 - Fee per 100 borrowed.
 * @returns The text, e.g. `15` or `24.5`.
 */
export function formatPaydayPer100(per100: Decimal): string {
  return per100.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
}
