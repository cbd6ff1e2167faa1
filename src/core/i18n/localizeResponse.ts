import { z } from 'zod';
import { PROSE_META_KEY } from './prose.js';
import type { Translator } from './Translator.js';

/**
 * Keys whose string values (or arrays of strings) are narrative prose that a {@link Translator} may translate, for a
 * response whose endpoint declares no response schema (the fallback of {@link localizeResponse}). Identifiers, enums,
 * dates and codes live under other keys and are never translated.
 */
export const NARRATIVE_KEYS: ReadonlySet<string> = new Set([
  'narrative', 'recommendation', 'reason', 'reasons', 'message', 'warning', 'warnings', 'warning_flags', 'critical_warnings',
  'note', 'notes', 'script', 'opening_script', 'tips', 'steps', 'summary', 'description', 'explanation', 'why',
  'priority_actions', 'actions', 'strategy', 'assumptions', 'negotiation_tactics', 'risks', 'disclaimer',
]);

/** Options of {@link localizeResponse}. */
export interface LocalizeResponseOptions {
  /** Target ISO 639-1 code. */
  readonly lang: string;
  /** The machine-translation hook. */
  readonly translator: Translator;
  /**
   * The endpoint's response schema: exactly the strings under fields it marks as prose (`prose(...)`, i.e.
   * `.meta({ prose: true })`) are translated, whatever their names. Default: none, and then the strings under
   * {@link NARRATIVE_KEYS} are translated.
   */
  readonly schema?: z.ZodType;
}

/**
 * Machine-translates the prose of an English response for a language with no shipped catalog: the strings under the
 * fields the response schema marks as prose, or, without a schema, under {@link NARRATIVE_KEYS}. Codes, ids, names and
 * dates stay as they are. The input is not mutated. When the translator fails, the English response is returned with a
 * `lang_note` saying so: a failed translation never loses the answer.
 *
 * @param body - An engine response in English.
 * @param options - {@link LocalizeResponseOptions}: target language, translator, and the response schema.
 * @returns A translated copy, with `lang_note` describing what happened.
 * @example
 * ```ts
 * const schema = z.looseObject({ advice: prose(z.string()), note: z.string() });
 * await localizeResponse({ advice: 'Pay the card first.', note: 'ref-12' }, { lang: 'fr', translator, schema })
 * //=> { advice: 'Payez d’abord la carte.', note: 'ref-12', lang_note: 'Machine-translated from English into fr.' }
 * ```
 * @see docs/discovery.md (Response schemas)
 */
export async function localizeResponse<T>(body: T, options: LocalizeResponseOptions): Promise<T & { readonly lang_note?: string }> {
  const start = options.schema === undefined ? null : [options.schema];
  const texts: string[] = [];
  mapProse(body, start, false, (text) => {
    texts.push(text);
    return text;
  });
  if (texts.length === 0) return body as T & { readonly lang_note?: string };
  let translated: readonly string[];
  try {
    translated = await options.translator.translate(texts, options.lang);
    if (translated.length !== texts.length) throw new Error('length mismatch');
  } catch {
    return withNote(body, `Machine translation into ${options.lang} failed; the response is in English.`);
  }
  let index = 0;
  const rebuilt = mapProse(body, start, false, () => translated[index++] as string);
  return withNote(rebuilt as T, `Machine-translated from English into ${options.lang}.`);
}

/**
 * Copies `value`, replacing each prose string by `replace(string)`, in document order. `schemas` are the schemas the
 * value may match (several under a union), or null to fall back to {@link NARRATIVE_KEYS}; `prose` is true under a
 * field already marked prose.
 */
function mapProse(value: unknown, schemas: readonly z.ZodType[] | null, prose: boolean, replace: (text: string) => string): unknown {
  const candidates = schemas === null ? null : expand(schemas);
  const isProse = prose || (candidates !== null && candidates.prose);
  if (typeof value === 'string') return isProse ? replace(value) : value;
  if (Array.isArray(value)) {
    return value.map((item, i) => mapProse(item, candidates === null ? null : itemSchemas(candidates.schemas, i), isProse, replace));
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      candidates === null
        ? mapProse(item, null, NARRATIVE_KEYS.has(key), replace)
        : mapProse(item, memberSchemas(candidates.schemas, key), isProse, replace);
  }
  return out;
}

/** The schemas under wrappers, unions and intersections, and whether any level on the way is marked prose. */
function expand(schemas: readonly z.ZodType[]): { schemas: z.ZodType[]; prose: boolean } {
  const out: z.ZodType[] = [];
  let prose = false;
  const visit = (schema: z.ZodType, depth: number): void => {
    if (depth > 32) return;
    if (z.globalRegistry.get(schema)?.[PROSE_META_KEY] === true) prose = true;
    const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        return visit(def.innerType as z.ZodType, depth + 1);
      case 'pipe':
        return visit((def.out as z.ZodType)._zod.def.type === 'transform' ? (def.in as z.ZodType) : (def.out as z.ZodType), depth + 1);
      case 'lazy':
        return visit((def.getter as () => z.ZodType)(), depth + 1);
      case 'union':
        for (const option of def.options as z.ZodType[]) visit(option, depth + 1);
        return;
      case 'intersection':
        visit(def.left as z.ZodType, depth + 1);
        visit(def.right as z.ZodType, depth + 1);
        return;
      default:
        out.push(schema);
    }
  };
  for (const schema of schemas) visit(schema, 0);
  return { schemas: out, prose };
}

/** The schemas of item `index` of an array value. */
function itemSchemas(schemas: readonly z.ZodType[], index: number): z.ZodType[] {
  const out: z.ZodType[] = [];
  for (const schema of schemas) {
    const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'array') out.push(def.element as z.ZodType);
    else if (def.type === 'tuple') {
      const item = (def.items as z.ZodType[])[index] ?? (def.rest as z.ZodType | null);
      if (item) out.push(item);
    }
  }
  return out;
}

/** The schemas of member `key` of an object value; an undeclared member has none (it is never prose). */
function memberSchemas(schemas: readonly z.ZodType[], key: string): z.ZodType[] {
  const out: z.ZodType[] = [];
  for (const schema of schemas) {
    const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') {
      const shape = def.shape as Record<string, z.ZodType>;
      if (Object.hasOwn(shape, key)) out.push(shape[key]!);
      else if (def.catchall !== undefined) out.push(def.catchall as z.ZodType);
    } else if (def.type === 'record') out.push(def.valueType as z.ZodType);
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function withNote<T>(body: T, note: string): T & { readonly lang_note?: string } {
  return isPlainObject(body) ? ({ ...body, lang_note: note } as T & { lang_note: string }) : (body as T & { readonly lang_note?: string });
}
