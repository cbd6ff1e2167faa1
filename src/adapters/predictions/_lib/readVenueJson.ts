import type { z } from 'zod';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { SourceResponse } from '../../fetch/createSourceFetcher.js';
import { describeZodError } from '../../recalls/_lib/describeZodError.js';

/**
 * Reads a venue's JSON answer against the shape the adapter expects. A body that is not JSON (malformed, an HTML error
 * page) or JSON of another shape (a truncated or changed answer) is a 503 naming the venue's source, never a guess.
 *
 * @param response - The fetch layer's answer.
 * @param schema - The shape the adapter reads (unknown fields are ignored).
 * @param source - The source id (`kalshi`, `polymarket.gamma`, ...), for the error.
 * @param what - What the answer is, for the error (e.g. `the orderbook answer`).
 * @returns The parsed value.
 * @throws {@link SourceUnavailableError} when the body is not JSON or not of the expected shape.
 * @example
 * ```ts
 * const book = readVenueJson(res, bookSchema, 'polymarket.clob', 'the /book answer');
 * ```
 * @see docs/prediction-venues.md
 */
export function readVenueJson<T>(response: SourceResponse, schema: z.ZodType<T>, source: string, what: string): T {
  const parsed = schema.safeParse(response.json());
  if (!parsed.success) throw new SourceUnavailableError(source, describeZodError(what, parsed.error), { cause: parsed.error });
  return parsed.data;
}
