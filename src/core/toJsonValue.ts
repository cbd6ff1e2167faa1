import { toJsonText } from './toJsonText.js';

/**
 * Turns a response holding Decimals into plain JSON data (Decimals become numbers) by a round trip
 * through {@link toJsonText}; what callers of the HTTP API would parse.
 *
 * @param value - A response body.
 * @returns The parsed JSON value.
 * @example
 * ```ts
 * toJsonValue({ total: new Decimal('2.50') }) //=> { total: 2.5 }
 * ```
 */
export function toJsonValue(value: unknown): unknown {
  return JSON.parse(toJsonText(value));
}
