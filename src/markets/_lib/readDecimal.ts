import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';

/**
 * Reads an amount, price, size or probability the market engines (prediction markets, order books, sum arbitrage)
 * accept as a decimal (a number, a decimal string or a Decimal): finite, else a bad argument naming the engine and the field.
 *
 * @param fn - The calling engine's name, which starts the error message.
 * @param field - The argument's name, as the error reports it.
 * @param value - What the caller passed.
 * @returns The value as a Decimal.
 * @throws {@link GuidekitError} `invalid_number` when the value is not a finite decimal.
 * @example
 * ```ts
 * readDecimal('walkBook', 'size', '100').toString(); //=> '100'
 * ```
 * @see docs/prediction-venues.md
 */
export function readDecimal(fn: string, field: string, value: unknown): Decimal {
  try {
    const d = new Decimal(value as Decimal.Value);
    if (d.isFinite()) return d;
  } catch {
    // reported below
  }
  throw new GuidekitError(`${fn}: ${field} must be a decimal number, got ${JSON.stringify(value)}`, { code: 'invalid_number', field });
}
