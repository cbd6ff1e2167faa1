import { GuidekitError } from '../core/GuidekitError.js';

/**
 * Computes the GS1 mod-10 check digit of a GTIN body: from the rightmost body digit leftwards the digits are
 * weighted 3, 1, 3, 1…; the check digit brings the weighted sum up to the next multiple of ten.
 *
 * @param body - The GTIN without its check digit: 7 (GTIN-8), 11 (GTIN-12/UPC-A), 12 (GTIN-13/EAN) or 13 (GTIN-14) digits.
 * @returns The check digit, 0 to 9.
 * @throws {@link GuidekitError} `invalid_gtin` on field `body` when it is not 7, 11, 12 or 13 digits.
 * @example
 * ```ts
 * computeGtinCheckDigit('03600029145') //=> 2   (UPC-A 036000291452)
 * ```
 * @see https://www.gs1.org/services/how-calculate-check-digit-manually
 */
export function computeGtinCheckDigit(body: string): number {
  if (typeof body !== 'string' || !/^\d+$/.test(body) || ![7, 11, 12, 13].includes(body.length)) {
    throw new GuidekitError(`computeGtinCheckDigit: body must be 7, 11, 12 or 13 digits, got ${JSON.stringify(body)}`, {
      code: 'invalid_gtin',
      field: 'body',
    });
  }
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (body.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}
