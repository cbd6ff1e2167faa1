import { createHash, timingSafeEqual } from 'node:crypto';

/** What a well-formed key looks like: `gk_` and 32 bytes in base64url. Anything else is never looked up. */
const API_KEY_FORMAT = /^gk_[A-Za-z0-9_-]{43}$/;

/**
 * The stored form of an API key: its SHA-256 digest in lower-case hex. A 256-bit random key needs no salt or slow
 * hash (nothing to guess), and the digest is what the store uses as the account id, so the raw key never reaches
 * the database.
 *
 * @param key - The raw key.
 * @returns 64 hex digits.
 * @example
 * ```ts
 * hashApiKey('gk_…').length //=> 64
 * ```
 * @see https://csrc.nist.gov/pubs/fips/180-4/upd1/final (SHA-256)
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Whether a presented key has the shape of a guidekit key (so malformed input never reaches the store).
 *
 * @param key - What the caller sent.
 * @returns True for `gk_` + 43 base64url characters.
 * @example
 * ```ts
 * isWellFormedApiKey('hello') //=> false
 * ```
 */
export function isWellFormedApiKey(key: string): boolean {
  return API_KEY_FORMAT.test(key);
}

/**
 * Compares two key hashes in constant time (`crypto.timingSafeEqual`), so the comparison's duration says nothing
 * about where they differ.
 *
 * @param a - A hex digest.
 * @param b - Another hex digest.
 * @returns True when equal.
 * @example
 * ```ts
 * sameKeyHash(hashApiKey(k), stored) //=> true
 * ```
 */
export function sameKeyHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && right.length === 32 && timingSafeEqual(left, right);
}
