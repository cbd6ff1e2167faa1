import { z } from 'zod';

/*
 * Shapes shared by the venue adapters. Venues send decimals as numbers or as decimal text (and some recorders write
 * every number as text), so a numeric field accepts both and keeps the exact text for decimal.js.
 */

/** A decimal number sent as a JSON number or as decimal text; read as its exact text. */
export const decimalField = z.union([z.number().refine(Number.isFinite), z.string().regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/)]).transform((v) => String(v));

/** A boolean some recorders write as text. */
export const booleanField = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
