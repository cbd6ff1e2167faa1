import { randomBytes } from 'node:crypto';
import { hashApiKey } from './hashApiKey.js';

/** Prefix of every guidekit API key, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'gk_';

/**
 * Creates a new API key: 256 random bits from the operating system's CSPRNG, written as `gk_` + base64url (43
 * characters). The key is shown to its buyer once; only its SHA-256 hash ({@link hashApiKey}) is stored.
 *
 * @returns The raw key and its hash (the account id in the store).
 * @example
 * ```ts
 * const { key, keyHash } = generateApiKey(); // key: 'gk_…' (46 chars), keyHash: 64 hex digits
 * ```
 * @see https://nodejs.org/api/crypto.html#cryptorandombytessize-callback
 */
export function generateApiKey(): { readonly key: string; readonly keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key) };
}
