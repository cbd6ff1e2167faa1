import { z } from 'zod';
import { ISO_639_1_CODES } from './i18n/iso639_1.js';
import { readDateParam, readMoneyParam, readNumberParam, type ParamReading } from './_lib/readParamValue.js';

/** Hands a reading's issue to zod (with the raw input, as a 400 reports it) and returns its value, or NEVER. */
function take<T>(reading: ParamReading<T>, raw: unknown, ctx: z.RefinementCtx): T {
  if (reading.issue !== undefined) ctx.addIssue({ ...reading.issue, input: raw });
  return reading.ok ? reading.value : z.NEVER;
}

/**
 * Parameter schema builders for catalog endpoints. Every GET query value arrives as a string (the spec
 * says so) and is coerced here; POST bodies and library callers may pass real JSON types, which are
 * accepted too. Each builder rejects what it cannot read with a message that a 400 reports per field.
 * Builders whose accepted values a transform would hide (value lists, dates, languages, amounts) say so in
 * JSON Schema metadata, which z.toJSONSchema copies into OpenAPI and MCP tool schemas.
 */
export const q = {
  /**
   * A money amount as an exact decimal string (`'1234.56'`): never a binary float.
   * Accepts `1234.56`, `'1,234.56'`, `'$1234.56'`. Default bounds 0 to 1e12.
   */
  money(options: { readonly min?: number; readonly max?: number } = {}) {
    const min = options.min ?? 0;
    const max = options.max ?? 1e12;
    return z.union([z.string(), z.number()]).transform((raw, ctx) => take(readMoneyParam(raw, min, max), raw, ctx))
      .meta({ description: 'A decimal amount such as 1234.56 (a string keeps it exact).' });
  },

  /**
   * A number (rates, percentages, scores). Text must be decimal digits with an optional sign and point (`700`,
   * `-1.5`, `.25`); hex, binary, octal, exponents, `Infinity`, `NaN`, whitespace and empty text are refused. A JSON
   * number (POST bodies, library callers) must be finite.
   */
  number(options: { readonly min?: number; readonly max?: number; readonly integer?: boolean } = {}) {
    return z.union([z.string(), z.number()]).transform((raw, ctx) => take(readNumberParam(raw, options), raw, ctx));
  },

  /** A whole number (counts such as months_behind). */
  integer(options: { readonly min?: number; readonly max?: number } = {}) {
    return q.number({ ...options, integer: true });
  },

  /** `true`/`false` (also `1`/`0`, `yes`/`no`, any case). */
  boolean() {
    return z.union([z.string(), z.boolean()]).transform((raw, ctx) => {
      if (typeof raw === 'boolean') return raw;
      const text = raw.trim().toLowerCase();
      if (['true', '1', 'yes'].includes(text)) return true;
      if (['false', '0', 'no'].includes(text)) return false;
      ctx.addIssue({ code: 'custom', message: `must be true or false, got ${JSON.stringify(raw)}` });
      return z.NEVER;
    });
  },

  /** One of the listed values, matched without regard to case and returned in the listed spelling. */
  oneOf<const T extends readonly [string, ...string[]]>(values: T) {
    return z.string().transform((raw, ctx) => {
      const found = values.find((v) => v.toLowerCase() === raw.trim().toLowerCase());
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}; got ${JSON.stringify(raw)}` });
        return z.NEVER;
      }
      return found as T[number];
    }).meta({ enum: [...values] });
  },

  /** A calendar date as YYYY-MM-DD. */
  date() {
    return z.string().transform((raw, ctx) => take(readDateParam(raw), raw, ctx)).meta({ format: 'date' });
  },

  /** Free text, trimmed, at most `max` characters (default 200). */
  text(options: { readonly max?: number } = {}) {
    return z.string().trim().min(1, 'must not be empty').max(options.max ?? 200, `must be at most ${options.max ?? 200} characters`);
  },

  /** A comma-separated list of free-text items (or a JSON array of strings), trimmed, empty items dropped. */
  list(options: { readonly maxItems?: number; readonly maxLength?: number } = {}) {
    const maxItems = options.maxItems ?? 50;
    const maxLength = options.maxLength ?? 120;
    return z.union([z.string(), z.array(z.string())]).transform((raw, ctx) => {
      const items = (typeof raw === 'string' ? raw.split(',') : raw).map((s) => s.trim()).filter((s) => s.length > 0);
      if (items.length === 0) ctx.addIssue({ code: 'custom', message: 'must list at least one item' });
      else if (items.length > maxItems) ctx.addIssue({ code: 'custom', message: `must list at most ${maxItems} items` });
      else if (items.some((s) => s.length > maxLength)) ctx.addIssue({ code: 'custom', message: `items must be at most ${maxLength} characters` });
      return items;
    });
  },

  /**
   * A JSON document sent as a string (e.g. `debts`), validated by `schema` (a zod or zod/mini schema, such as the
   * engines' `debtListSchema`); an already-parsed value is accepted too.
   */
  json<S extends z.core.$ZodType>(schema: S) {
    return z
      .unknown()
      .transform((raw, ctx) => {
        if (typeof raw !== 'string') return raw;
        try {
          return JSON.parse(raw) as unknown;
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `must be valid JSON (${(error as Error).message})` });
          return z.NEVER;
        }
      })
      .pipe(schema);
  },

  /** An ISO 639-1 language code; a code with no shipped catalog is valid and falls back to English. */
  lang() {
    return z.string().transform((raw, ctx) => {
      const code = raw.trim().toLowerCase();
      if (!ISO_639_1_CODES.has(code)) {
        ctx.addIssue({ code: 'custom', message: `must be a two-letter ISO 639-1 language code, got ${JSON.stringify(raw)}` });
        return z.NEVER;
      }
      return code;
    }).meta({ pattern: '^[A-Za-z]{2}$', description: 'ISO 639-1 language code (en, es, …).' });
  },
};
