import { z } from 'zod';

/** One outside source an answer used (see `SourceUse` in src/core/sourceUse.ts). */
export const sourceUseSchema = z
  .looseObject({
    source: z.string().describe('Stable id of the source, e.g. `recalls.cpsc` or `bars-dir`.'),
    host: z.string().nullable().describe('Host the data came from; null for local files (a snapshot, a bars directory).'),
    url: z.string().nullable().optional().describe('The URL fetched, when there was one and it reveals nothing private; else null or absent.'),
    fetched_at: z.string().nullable().describe('When the data was fetched from its origin (ISO 8601 timestamp); null when unknown.'),
    age_seconds: z.number().nullable().describe('Seconds between `fetched_at` and the answer; null when unknown.'),
    from_cache: z.boolean().describe('True when the data came from a cache or a stored snapshot rather than a fetch for this request.'),
    status: z.number().optional().describe("HTTP status of the origin's response, when there was one."),
    method: z.enum(['GET', 'POST']).optional().describe('HTTP method of the latest request, when there was one.'),
    request_body_sha256: z.string().optional().describe('SHA-256 (hex) of the latest request\'s body, for a POST.'),
    requests: z
      .array(
        z.looseObject({
          method: z.enum(['GET', 'POST']).nullable().describe('HTTP method; null for data read from local files.'),
          url: z.string().nullable().describe('The URL asked (credentials redacted); null when it is private or there was none.'),
          request_body_sha256: z.string().optional().describe("SHA-256 (hex) of a POST's body: tells apart requests to one URL, as a cassette keys them."),
          status: z.number().nullable().describe("HTTP status of the origin's answer; null when there was none."),
          fetched_at: z.string().nullable().describe('When that answer was fetched from its origin (ISO 8601); null when unknown.'),
          from_cache: z.boolean().describe('True when that answer came from a cache or a stored snapshot.'),
        }),
      )
      .optional()
      .describe('Every distinct request made to this source for the answer, in the order first made.'),
  })
  .describe('One outside source the answer used, with how fresh its data was.');

/** The `data` block of an answer built from outside data (added by invokeEndpoint when a port was used). */
export const dataBlockSchema = z
  .looseObject({
    mode: z.enum(['live', 'snapshot']).describe('`live`: sources read for this request or their caches; `snapshot`: a recorded snapshot (local mode).'),
    as_of: z.string().optional().describe('Date of the recorded snapshot, in `snapshot` mode.'),
    sources: z.array(sourceUseSchema).describe('Each distinct source used, once, in the order first used, with every request made to it.'),
  })
  .describe('Where the outside data of this answer came from and how fresh it was.');

/**
 * Members the catalog may add to any 200 answer: `lang_note` when the requested language has no shipped catalog
 * (English or a machine translation was returned), and `data` when the answer used outside data. Spread into each
 * response's top-level object schema.
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ ...commonResponseShape, total: moneySchema });
 * ```
 * @see src/catalog/invokeEndpoint.ts
 */
export const commonResponseShape = {
  lang_note: z
    .string()
    .optional()
    .describe('Present when the requested language has no shipped catalog: says the answer is in English, or machine-translated.'),
  data: dataBlockSchema.optional(),
};
