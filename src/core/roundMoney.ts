import Decimal from 'decimal.js';

/**
 * Rounds an exact amount to cents, half up, for display and for JSON.
 *
 * @param value - Any amount.
 * @returns The amount rounded to two decimal places.
 * @example
 * ```ts
 * roundMoney('10.005').toFixed(2) //=> '10.01'
 * ```
 */
export function roundMoney(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
