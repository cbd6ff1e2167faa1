import { GuidekitError } from '../core/GuidekitError.js';
import { computeGtinCheckDigit } from './computeGtinCheckDigit.js';

/**
 * Tells whether a GTIN's last digit is the GS1 mod-10 check digit of the others. A wrong check digit means a
 * mistyped or misread barcode, which must never be matched against a recall.
 *
 * @param code - A GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14 as digits only.
 * @returns True when the check digit is right.
 * @throws {@link GuidekitError} `invalid_gtin` on field `code` when it is not 8, 12, 13 or 14 digits.
 * @example
 * ```ts
 * validateGtinCheckDigit('4006381333931') //=> true
 * validateGtinCheckDigit('4006381333932') //=> false
 * ```
 * @see https://www.gs1.org/services/how-calculate-check-digit-manually
 */
export function validateGtinCheckDigit(code: string): boolean {
  if (typeof code !== 'string' || !/^\d+$/.test(code) || ![8, 12, 13, 14].includes(code.length)) {
    throw new GuidekitError(`validateGtinCheckDigit: code must be 8, 12, 13 or 14 digits, got ${JSON.stringify(code)}`, {
      code: 'invalid_gtin',
      field: 'code',
    });
  }
  return computeGtinCheckDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48;
}
