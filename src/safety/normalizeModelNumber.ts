import { GuidekitError } from '../core/GuidekitError.js';

/** The outcome of {@link normalizeModelNumber}. */
export interface NormalizedModelNumber {
  /** The comparable form: compatibility-folded, upper-case, letters and digits only; all-digit numbers lose leading zeros. */
  readonly normalized: string;
  /**
   * True when the number is specific enough to match recalls on: at least 4 characters and at least one digit.
   * Short or digit-free strings (`'PB'`, `'RDX'`, `'Pro'`) name families or products, not models.
   */
  readonly usable: boolean;
}

/** Shortest normalised model number the model tier matches on. */
export const MIN_MODEL_NUMBER_LENGTH = 4;

/**
 * Puts a model, type or catalogue number into the form recalls are compared on.
 *
 * Rules, in order: Unicode compatibility folding (NFKC: full-width `ＡＢ１２` becomes `AB12`); upper case; every character
 * that is not A–Z or 0–9 is dropped (spaces, dashes, slashes, dots: `'lomb-2003 pk'` and `'LOMB2003PK'` are the same);
 * leading zeros are kept when the number has letters (`C0001` ≠ `C1`) but dropped when it is all digits (`'0475630'`
 * and `'475630'` are the same catalogue number). The result is usable for matching only with at least 4 characters
 * and a digit.
 *
 * @param raw - The number as printed or typed.
 * @returns The normalised form and whether it can be matched on.
 * @throws {@link GuidekitError} `invalid_type` on field `raw` when it is not a string.
 * @example
 * ```ts
 * normalizeModelNumber(' xw-a17 ')  //=> { normalized: 'XWA17', usable: true }
 * normalizeModelNumber('00475630')  //=> { normalized: '475630', usable: true }
 * normalizeModelNumber('PB')        //=> { normalized: 'PB', usable: false }
 * ```
 * @see /work/shared/research/safety-style.md, A1 "Matching" (model tier)
 */
export function normalizeModelNumber(raw: string): NormalizedModelNumber {
  if (typeof raw !== 'string') {
    throw new GuidekitError(`normalizeModelNumber: raw must be a string, got ${typeof raw}`, { code: 'invalid_type', field: 'raw' });
  }
  let normalized = raw.normalize('NFKC').toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (/^\d+$/.test(normalized)) normalized = normalized.replace(/^0+(?=\d)/, '');
  return { normalized, usable: normalized.length >= MIN_MODEL_NUMBER_LENGTH && /\d/.test(normalized) };
}
