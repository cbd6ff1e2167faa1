import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';

/** Options of {@link usdToAtomicUnits}. */
export interface UsdToAtomicUnitsOptions {
  /** Decimals of the token (USDC: 6, the default). */
  readonly decimals?: number;
  /** Field name for the error, e.g. the operation id whose price is converted. */
  readonly field?: string;
}

/**
 * Converts a USD price written as an exact decimal string (the catalog's `priceUsd`) into the token's atomic units,
 * exactly. A price with more decimals than the token has, zero, a negative or a non-number is refused rather than
 * truncated: x402's own `"$0.0000001"` parsing silently rounds down to `"0"`, so guidekit passes an atomic
 * `AssetAmount` instead.
 *
 * @param priceUsd - e.g. `'0.015'`.
 * @param options - See {@link UsdToAtomicUnitsOptions}.
 * @returns The amount as a decimal integer string, e.g. `'15000'` for `'0.015'` at 6 decimals.
 * @throws GuidekitError `invalid_price` when the price is not a positive decimal representable in `decimals` places.
 * @example
 * ```ts
 * usdToAtomicUnits('0.015') //=> '15000'
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/x402-specification-v2.md (amount is in atomic units)
 */
export function usdToAtomicUnits(priceUsd: Decimal.Value, options: UsdToAtomicUnitsOptions = {}): string {
  const decimals = options.decimals ?? 6;
  const field = options.field ?? 'priceUsd';
  let price: Decimal;
  try {
    price = new Decimal(priceUsd);
  } catch {
    throw new GuidekitError(`usdToAtomicUnits: ${field} must be a decimal number, got ${JSON.stringify(String(priceUsd))}`, {
      code: 'invalid_price',
      field,
    });
  }
  if (!price.isFinite() || price.lte(0)) {
    throw new GuidekitError(`usdToAtomicUnits: ${field} must be greater than zero, got ${price.toString()}`, { code: 'invalid_price', field });
  }
  const atomic = price.times(new Decimal(10).pow(decimals));
  if (!atomic.isInteger()) {
    throw new GuidekitError(`usdToAtomicUnits: ${field} ${price.toString()} has more than ${decimals} decimals and cannot be paid exactly`, {
      code: 'invalid_price',
      field,
    });
  }
  return atomic.toFixed(0);
}
