import { z } from 'zod';
import { PROSE_META_KEY } from '../../core/i18n/prose.js';

/** A JSON Schema document as plain data. */
export type ResponseJsonSchema = Record<string, unknown>;

/** Options of {@link describeResponseSchema}. */
export interface DescribeResponseSchemaOptions {
  /**
   * What to do with the catalog's `prose` marks: `'extension'` renames them `x-prose` (OpenAPI, where `x-` keys are
   * extensions), `'drop'` removes them (MCP output schemas, read by strict validators). Default `'extension'`.
   */
  readonly prose?: 'extension' | 'drop';
}

/**
 * Generates the JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) of what an endpoint answers with 200, from its
 * zod response schema: the output side (`io: 'output'`), every reused part inlined (no `$ref`, so the schema can be
 * placed anywhere in a larger document), amounts of money as numbers (their `type: 'number'` metadata), objects open
 * to extra members as the zod schemas declare them.
 *
 * @param schema - The endpoint's `response` schema.
 * @param options - {@link DescribeResponseSchemaOptions}.
 * @returns The JSON Schema, without `$schema`.
 * @example
 * ```ts
 * describeResponseSchema(z.looseObject({ total: moneySchema })).properties //=> { total: { type: 'number', description: ... } }
 * ```
 * @see https://zod.dev/json-schema
 * @see https://spec.openapis.org/oas/v3.1.0#schema-object
 */
export function describeResponseSchema(schema: z.ZodType, options: DescribeResponseSchemaOptions = {}): ResponseJsonSchema {
  // `unrepresentable: 'any'` lets z.custom parts through: moneySchema states `type: 'number'` in its metadata, which
  // replaces the empty schema; the response-schema test checks that no other part is left empty.
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any', cycles: 'throw', reused: 'inline' }) as ResponseJsonSchema;
  delete json.$schema;
  return rewriteProse(json, options.prose ?? 'extension', false) as ResponseJsonSchema;
}

/** Keywords whose object value is keyed by member or definition names, not keywords. */
const NAMING_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function rewriteProse(value: unknown, mode: 'extension' | 'drop', namesMembers: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteProse(item, mode, false));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    const isMark = !namesMembers && key === PROSE_META_KEY;
    if (isMark && mode === 'drop') continue;
    out[isMark ? `x-${key}` : key] = rewriteProse(member, mode, !namesMembers && NAMING_KEYWORDS.has(key));
  }
  return out;
}
