import type { z } from 'zod';

/** The metadata key that marks a response field as prose (see {@link prose}). */
export const PROSE_META_KEY = 'prose';

/**
 * Marks a response field as prose: text a person reads (advice, narrative, reasons, notes, steps, scripts), as
 * opposed to identifiers, codes, dates and names. The machine translator translates exactly the strings under
 * fields so marked (see `localizeResponse`); OpenAPI shows the mark as `x-prose: true`.
 *
 * @param schema - The field's schema: a string, an array of strings, or an object whose strings are all prose.
 * @returns A copy of the schema carrying `{ prose: true }` metadata (descriptions added before or after are kept).
 * @example
 * ```ts
 * const reasons = prose(z.array(z.string())).describe('Why, in words.');
 * z.globalRegistry.get(reasons)?.prose //=> true
 * ```
 * @see docs/discovery.md (Response schemas)
 */
export function prose<T extends z.ZodType>(schema: T): T {
  return schema.meta({ [PROSE_META_KEY]: true }) as T;
}
