import { GuidekitError } from '../../../core/GuidekitError.js';

/**
 * The error for a market id the venue says it does not know (an HTTP 404 on the market's own address): a bad argument,
 * so a 400 naming the field `id`, never a 503 and never charged as an answer.
 *
 * @param fn - The port method, for the start of the message (e.g. `venues.getMarket`).
 * @param venue - The venue asked.
 * @param id - The id as asked.
 * @returns The error to throw.
 * @example
 * ```ts
 * throw refuseUnknownMarket('venues.getMarket', 'kalshi', 'KXNOPE-99');
 * ```
 * @see docs/prediction-venues.md
 */
export function refuseUnknownMarket(fn: string, venue: string, id: string): GuidekitError {
  return new GuidekitError(`${fn}: ${venue} has no market ${JSON.stringify(id)}`, { code: 'unknown_market', field: 'id' });
}
