import * as z from 'zod/mini';
import { readDateParam, readMoneyParam, readNumberParam, type ParamReading } from './_lib/readParamValue.js';

/** Pushes a reading's issue onto the parse (with the raw input, as {@link q}'s builders do) and returns its value. */
function take<T>(reading: ParamReading<T>, raw: unknown, payload: z.core.ParsePayload): T {
  if (reading.issue !== undefined) payload.issues.push({ ...reading.issue, input: raw });
  return reading.ok ? reading.value : z.NEVER;
}

/**
 * The engines' argument builders: the same readers as the catalog's `q` (money, number, integer, date), built with
 * zod/mini so that a browser bundle of one engine carries a few KiB of zod instead of its whole namespace
 * (docs/packaging.md, Browser). A value is accepted or refused exactly as `q` does, with the same issue (code, bounds
 * and message), and the same JSON Schema metadata, so the catalog can embed an engine's schema (`q.json(debtListSchema)`)
 * and its 400s and OpenAPI stay as they were. The results are zod/mini schemas: wrap them with zod/mini's functions
 * (`z.optional(qMini.date())`), not zod's methods.
 *
 * @example
 * ```ts
 * import * as z from 'zod/mini';
 * const debt = z.object({ balance: qMini.money({ max: 1e9 }), rate: qMini.number({ min: 0, max: 1000 }) });
 * debt.parse({ balance: '$1,200', rate: '19.9' }) //=> { balance: '1200', rate: 19.9 }
 * ```
 * @see q in ./queryParams.ts, the catalog's full-zod builders these mirror.
 */
export const qMini = {
  /** A money amount as an exact decimal string (`'1234.56'`). Accepts `1234.56`, `'1,234.56'`, `'$1234.56'`. Default bounds 0 to 1e12. */
  money(options: { readonly min?: number; readonly max?: number } = {}) {
    const min = options.min ?? 0;
    const max = options.max ?? 1e12;
    return z
      .pipe(z.union([z.string(), z.number()]), z.transform((raw: string | number, payload) => take(readMoneyParam(raw, min, max), raw, payload)))
      .register(z.globalRegistry, { description: 'A decimal amount such as 1234.56 (a string keeps it exact).' });
  },

  /** A number written in decimal digits (or a finite JSON number), optionally bounded and whole. */
  number(options: { readonly min?: number; readonly max?: number; readonly integer?: boolean } = {}) {
    return z.pipe(z.union([z.string(), z.number()]), z.transform((raw: string | number, payload) => take(readNumberParam(raw, options), raw, payload)));
  },

  /** A whole number (counts such as months_behind). */
  integer(options: { readonly min?: number; readonly max?: number } = {}) {
    return qMini.number({ ...options, integer: true });
  },

  /** A calendar date as YYYY-MM-DD. */
  date() {
    return z.pipe(z.string(), z.transform((raw: string, payload) => take(readDateParam(raw), raw, payload))).register(z.globalRegistry, { format: 'date' });
  },
};
