import type { z } from 'zod';
import type { SourceResponse } from '../../fetch/createSourceFetcher.js';
import { describeZodError } from '../../recalls/_lib/describeZodError.js';
import { failUnreadable } from './failUnreadable.js';

/**
 * Reads a source's JSON answer against the schema of what the adapter expects. A body that is not JSON, or JSON of
 * another shape (a truncated or changed answer), is a 503 naming the source.
 *
 * @param response - The fetch layer's answer.
 * @param schema - The shape the adapter reads.
 * @param source - The source id, for the error.
 * @param what - What the answer is, for the error (e.g. `the chart answer`).
 * @returns The parsed value.
 * @throws {@link SourceUnavailableError} when the body is not JSON or not of the expected shape.
 * @example
 * ```ts
 * const rows = parseSourceJson(res, z.array(candleSchema), 'coinbase', 'the candles answer');
 * ```
 * @see docs/market-sources.md
 */
export function parseSourceJson<T>(response: SourceResponse, schema: z.ZodType<T>, source: string, what: string): T {
  const parsed = schema.safeParse(response.json());
  if (!parsed.success) throw failUnreadable(source, describeZodError(what, parsed.error), parsed.error);
  return parsed.data;
}
