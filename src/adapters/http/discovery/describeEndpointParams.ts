import { z } from 'zod';
import type { EndpointDefinition } from '../../../catalog/types.js';

/** A JSON Schema (2020-12) object, as OpenAPI 3.1 and MCP tool input schemas carry it. */
export type JsonSchema = { [key: string]: unknown };

/** One advertised parameter of an endpoint. */
export interface ParamDescription {
  /** The name the spec gives it (query name for GET, body member for POST). */
  readonly name: string;
  readonly required: boolean;
  /**
   * What a caller sends. For a query parameter that carries a JSON document (`debts`), with `target: 'query'`, this
   * is the schema of the document itself and {@link ParamDescription.json} is true.
   */
  readonly schema: JsonSchema;
  /** The value used when the parameter is omitted, as the caller would write it. */
  readonly default?: unknown;
  /** True when the value is a JSON document sent as text (`debts=[...]`). */
  readonly json: boolean;
  /** True for a credential (the basket `key`): never a tool argument, never logged. */
  readonly credential: boolean;
}

/** Options of {@link describeEndpointParams}. */
export interface DescribeEndpointParamsOptions {
  /**
   * `query`: values travel as query-string text, so a JSON document nested below the top level is described as a
   * string whose `contentSchema` is the document's schema. `value`: values are JSON (a POST body, an MCP tool
   * argument), so a JSON document is described by its own schema. Default `query` for GET, `value` for POST.
   */
  readonly target?: 'query' | 'value';
}

/** What {@link describeEndpointParams} returns. */
export interface EndpointParamsDescription {
  /** The declared parameters, in declaration order; parameters marked undeclared are left out. */
  readonly params: readonly ParamDescription[];
  /** Set when the catalog marks the whole parameter set provisional (`.meta({ provisional: 'what is provisional' })`). */
  readonly provisional?: string;
}

/** Catalog metadata keys that are not JSON Schema keywords; generated documents carry them as `x-` extensions. */
const CATALOG_META_KEYS = ['undeclared', 'credential', 'provisional'] as const;

/**
 * Describes an endpoint's parameters as JSON Schema, from the catalog's zod 4 schema: one schema per parameter with
 * its required flag, default, enumerated values and bounds, for OpenAPI, MCP tool input schemas and llms.txt.
 * Parameters marked `.meta(UNDECLARED_PARAM_META)` are hidden; the catalog's other metadata keys (`credential`,
 * `provisional`) become `x-credential` / `x-provisional`. Query values are text, so the schemas describe what the
 * `q` builders accept as input (`io: 'input'`): a money amount is a string or a number; a value list built with
 * `q.oneOf` becomes an `enum` (and `q.date`, `q.lang`, `q.money` their formats) from the builders' JSON Schema metadata.
 *
 * @param endpoint - The catalog declaration.
 * @param options - See {@link DescribeEndpointParamsOptions}.
 * @returns The advertised parameters and the provisional marker.
 * @example
 * ```ts
 * describeEndpointParams(debtPayoff).params.find((p) => p.name === 'method')?.schema.enum
 * //=> ['avalanche', 'snowball', 'hybrid', 'auto']
 * ```
 * @see https://zod.dev/json-schema
 * @see docs/discovery.md
 */
export function describeEndpointParams(endpoint: EndpointDefinition, options: DescribeEndpointParamsOptions = {}): EndpointParamsDescription {
  const target = options.target ?? (endpoint.method === 'GET' ? 'query' : 'value');
  const rootMeta = z.globalRegistry.get(endpoint.params) as Record<string, unknown> | undefined;
  const provisional = typeof rootMeta?.provisional === 'string' ? { provisional: rootMeta.provisional } : {};
  const shape = objectShape(endpoint.params);
  if (shape === undefined) return { params: [], ...provisional };
  const params: ParamDescription[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    const meta = z.globalRegistry.get(schema) as Record<string, unknown> | undefined;
    if (meta?.undeclared === true) continue;
    const { inner, optional, defaultValue } = unwrapOptional(schema);
    const topLevelJson = target === 'query' && isJsonText(inner);
    const converted = convert(topLevelJson ? jsonDocumentSchema(inner) : schema, target);
    delete converted.default;
    params.push({
      name,
      required: !optional,
      schema: converted,
      ...(defaultValue === undefined ? {} : { default: defaultValue }),
      json: topLevelJson,
      credential: meta?.credential === true,
    });
  }
  return { params, ...provisional };
}

/** The members of an object schema (possibly refined), or undefined when the parameters are not an object. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodType> };
  return def.type === 'object' ? def.shape : undefined;
}

/** Peels `.optional()` / `.default()` / `.nullable()` off a parameter to learn whether it may be omitted and its default. */
function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; optional: boolean; defaultValue?: unknown } {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; defaultValue?: unknown };
    if (def.type === 'optional' || def.type === 'nullable') optional ||= def.type === 'optional';
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      defaultValue = def.defaultValue;
    } else return { inner: current, optional, defaultValue };
    current = def.innerType!;
  }
}

/** True for a `q.json(schema)` builder: unknown → parse JSON text → `schema`. */
function isJsonText(schema: z.ZodType): boolean {
  const def = schema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  if (def.type !== 'pipe' || def.in === undefined) return false;
  const first = def.in._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  return first.type === 'pipe' && first.in?._zod.def.type === 'unknown' && first.out?._zod.def.type === 'transform';
}

/** The schema of the JSON document a `q.json(schema)` builder parses. */
function jsonDocumentSchema(schema: z.ZodType): z.ZodType {
  return (schema._zod.def as unknown as { out: z.ZodType }).out;
}

/** z.toJSONSchema of what a caller sends, with JSON documents and catalog metadata rewritten. */
function convert(schema: z.ZodType, target: 'query' | 'value'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const node = zodSchema as unknown as z.ZodType;
      if (isJsonText(node)) {
        const document = convert(jsonDocumentSchema(node), 'value');
        replace(jsonSchema, target === 'query' ? { type: 'string', contentMediaType: 'application/json', contentSchema: document } : document);
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  return renameCatalogMeta(json) as JsonSchema;
}

function replace(target: Record<string, unknown>, source: JsonSchema): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, source);
}

/** Renames the catalog's metadata keys to `x-` extensions everywhere in a schema, so validators accept it. */
function renameCatalogMeta(value: unknown, namesMembers = false): unknown {
  if (Array.isArray(value)) return value.map((item) => renameCatalogMeta(item));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    // Under `properties` the keys are member names, not keywords, and stay as they are.
    const renamed = !namesMembers && (CATALOG_META_KEYS as readonly string[]).includes(key) ? `x-${key}` : key;
    out[renamed] = renameCatalogMeta(member, !namesMembers && NAMING_KEYWORDS.has(key));
  }
  return out;
}

/** Keywords whose object value is keyed by member or definition names. */
const NAMING_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
