import Decimal from 'decimal.js';
import { GuidekitError } from './GuidekitError.js';

/** Largest amount guidekit accepts for one money input: one trillion units of currency. */
export const MAX_MONEY = new Decimal('1000000000000');

/** Options of {@link toCents}. */
export interface ToCentsOptions {
  /** Name of the calling function, used in error messages. Default `'toCents'`. */
  readonly fn?: string;
  /** Field path reported when the value is bad. Default `'amount'`. */
  readonly field?: string;
  /** Allow negative amounts. Default `false`. */
  readonly allowNegative?: boolean;
}

/**
 * Converts a money amount (number, decimal string or Decimal) to integer cents, rounding half up.
 * Hot loops work in integer cents so sums are exact; {@link centsToDecimal} turns them back.
 *
 * @param value - Amount in currency units.
 * @param options - See {@link ToCentsOptions}.
 * @returns The amount in integer cents.
 * @throws {@link GuidekitError} when the value is not a finite number, is negative (unless allowed) or exceeds {@link MAX_MONEY}.
 * @example
 * ```ts
 * toCents('1234.565') //=> 123457
 * ```
 */
export function toCents(value: Decimal.Value, options: ToCentsOptions = {}): number {
  const fn = options.fn ?? 'toCents';
  const field = options.field ?? 'amount';
  let d: Decimal;
  try {
    d = new Decimal(value);
  } catch {
    throw new GuidekitError(`${fn}: ${field} must be a number, got ${JSON.stringify(String(value))}`, { code: 'invalid_number', field });
  }
  if (!d.isFinite()) throw new GuidekitError(`${fn}: ${field} must be a finite number`, { code: 'invalid_number', field });
  if (!options.allowNegative && d.isNegative() && !d.isZero()) {
    throw new GuidekitError(`${fn}: ${field} must not be negative`, { code: 'too_small', field });
  }
  if (d.abs().greaterThan(MAX_MONEY)) {
    throw new GuidekitError(`${fn}: ${field} must be at most ${MAX_MONEY.toFixed()}`, { code: 'too_big', field });
  }
  return d.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

