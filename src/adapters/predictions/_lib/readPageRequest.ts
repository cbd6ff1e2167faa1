import { GuidekitError } from '../../../core/GuidekitError.js';

/** A page request read into numbers: the offset a cursor stands for, and the page size. */
export interface PageRequest {
  readonly offset: number;
  readonly limit: number;
}

/**
 * Reads an offset-paged venue's cursor (the decimal offset this adapter handed out) and page size, clamped to the venue's
 * own maximum. A cursor or limit that is not what this adapter hands out is a bad argument (400).
 *
 * @param fn - The port method, for the message.
 * @param request - `cursor` and `limit` as given.
 * @param options - `max`: the venue's largest page; `fallback`: the default page size.
 * @returns The offset and the page size.
 * @throws {@link GuidekitError} `invalid_cursor` (field `cursor`) or `invalid_number` (field `limit`).
 * @example
 * ```ts
 * readPageRequest('venues.listOpenMarkets', { cursor: '100', limit: 50 }, { max: 500, fallback: 100 }); //=> { offset: 100, limit: 50 }
 * ```
 * @see docs/prediction-venues.md
 */
export function readPageRequest(fn: string, request: { readonly cursor?: string; readonly limit?: number }, options: { readonly max: number; readonly fallback: number }): PageRequest {
  const limit = request.limit ?? options.fallback;
  if (!Number.isInteger(limit) || limit < 1) throw new GuidekitError(`${fn}: limit must be a whole number ≥ 1`, { code: 'invalid_number', field: 'limit' });
  const cursor = request.cursor;
  if (cursor !== undefined && !/^\d{1,9}$/.test(cursor)) throw new GuidekitError(`${fn}: cursor ${JSON.stringify(cursor)} is not one this venue's listing handed out`, { code: 'invalid_cursor', field: 'cursor' });
  return { offset: cursor === undefined ? 0 : Number(cursor), limit: Math.min(limit, options.max) };
}
