import { GuidekitError } from '../core/GuidekitError.js';
import { expandUpcE } from './_lib/expandUpcE.js';
import { computeGtinCheckDigit } from './computeGtinCheckDigit.js';

/** Options of {@link normalizeGtin}. */
export interface NormalizeGtinOptions {
  /**
   * Read an 8-digit code as UPC-E (zero-suppressed UPC-A) and expand it, instead of as GTIN-8 (EAN-8).
   * The two cannot be told apart from the digits alone. Default `false` (GTIN-8).
   */
  readonly upcE?: boolean;
}

/** A code that is a valid GTIN. */
export interface ValidGtin {
  readonly valid: true;
  /** The GTIN left-padded with zeros to 14 digits: the form recalls are matched on. */
  readonly gtin14: string;
  /** What the printed code was. */
  readonly format: 'GTIN-8' | 'UPC-E' | 'GTIN-12' | 'GTIN-13' | 'GTIN-14';
  /** The digits as given (after stripping spaces, dashes and other separators). */
  readonly digits: string;
}

/** A code that is not a valid GTIN, and why. */
export interface InvalidGtin {
  readonly valid: false;
  /** `empty`: no digits; `length`: not 8, 12, 13 or 14 digits; `check_digit`: the last digit is wrong; `not_digits`: letters mixed in. */
  readonly reason: 'empty' | 'length' | 'check_digit' | 'not_digits';
  readonly digits: string;
}

/** The outcome of {@link normalizeGtin}. */
export type NormalizeGtinResult = ValidGtin | InvalidGtin;

/**
 * Reads a barcode number as printed (`'6 924878 900955'`, `'0-36000-29145-2'`) into a 14-digit GTIN: separators
 * (spaces, dashes, dots) are dropped, the length must be 8, 12, 13 or 14 digits, the GS1 check digit must be right,
 * and the result is left-padded with zeros to 14 digits so UPC-A, EAN-13 and GTIN-14 forms of one item compare equal.
 * A code that fails is an answer (`valid: false` with the reason), never an exception.
 *
 * @param raw - The code as printed or typed.
 * @param options - See {@link NormalizeGtinOptions}.
 * @returns The normalised GTIN or the reason it is not one.
 * @throws {@link GuidekitError} `invalid_type` on field `raw` when it is not a string.
 * @example
 * ```ts
 * normalizeGtin('0 36000 29145 2') //=> { valid: true, gtin14: '00036000291452', format: 'GTIN-12', digits: '036000291452' }
 * normalizeGtin('036000291453')    //=> { valid: false, reason: 'check_digit', digits: '036000291453' }
 * ```
 * @see https://www.gs1.org/standards/barcodes-epcrfid-id-keys/gs1-general-specifications (GTIN formats, 14-digit data structure)
 */
export function normalizeGtin(raw: string, options: NormalizeGtinOptions = {}): NormalizeGtinResult {
  if (typeof raw !== 'string') {
    throw new GuidekitError(`normalizeGtin: raw must be a string, got ${typeof raw}`, { code: 'invalid_type', field: 'raw' });
  }
  const compact = raw.replace(/[\s\-._/]/g, '');
  if (compact === '') return { valid: false, reason: 'empty', digits: '' };
  if (!/^\d+$/.test(compact)) return { valid: false, reason: 'not_digits', digits: compact };
  if (![8, 12, 13, 14].includes(compact.length)) return { valid: false, reason: 'length', digits: compact };
  let full = compact;
  let format: ValidGtin['format'];
  if (compact.length === 8 && options.upcE === true) {
    const expanded = expandUpcE(compact);
    if (expanded === null) return { valid: false, reason: 'length', digits: compact };
    full = expanded;
    format = 'UPC-E';
  } else {
    format = compact.length === 8 ? 'GTIN-8' : compact.length === 12 ? 'GTIN-12' : compact.length === 13 ? 'GTIN-13' : 'GTIN-14';
  }
  if (computeGtinCheckDigit(full.slice(0, -1)) !== full.charCodeAt(full.length - 1) - 48) {
    return { valid: false, reason: 'check_digit', digits: compact };
  }
  return { valid: true, gtin14: full.padStart(14, '0'), format, digits: compact };
}
