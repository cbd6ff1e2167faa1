import Decimal from 'decimal.js';
import { parseIsoDate } from '../parseIsoDate.js';

// How a money, number or date parameter is read, apart from any zod flavour: the catalog's builders (`q`, full zod) and
// the engines' argument schemas (`qMini`, zod/mini) both call these, so a value accepted or refused over HTTP is
// accepted or refused the same way by a library call, with the same message. Private to src/core.

/**
 * What a check found wrong with one value; the zod builders copy it into the parse context as an issue (with the raw
 * input beside it), so a 400 reports it under the field's name.
 */
export type ParamIssue =
  | { readonly code: 'custom'; readonly message: string }
  | { readonly code: 'too_small'; readonly origin: 'number'; readonly minimum: number; readonly inclusive: true; readonly message: string }
  | { readonly code: 'too_big'; readonly origin: 'number'; readonly maximum: number; readonly inclusive: true; readonly message: string };

/**
 * A read value, with an issue when it is out of bounds (the value is still returned, as zod's own bound checks do), or
 * only an issue when the text cannot be read at all.
 */
export type ParamReading<T> = { readonly ok: true; readonly value: T; readonly issue?: ParamIssue } | { readonly ok: false; readonly issue: ParamIssue };

/**
 * What a number sent as text may look like: decimal digits with an optional sign and an optional point. `Number()`
 * alone would also read hex (`0x2BC` is 700), binary, octal, exponents, `Infinity` and surrounding whitespace, so a
 * caller could slip a value past a reader of the request that sees different text.
 */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function bounds<T>(value: number, result: T, min: number | undefined, max: number | undefined): ParamReading<T> {
  if (min !== undefined && !(value >= min)) return { ok: true, value: result, issue: { code: 'too_small', origin: 'number', minimum: min, inclusive: true, message: `must be at least ${min}` } };
  if (max !== undefined && !(value <= max)) return { ok: true, value: result, issue: { code: 'too_big', origin: 'number', maximum: max, inclusive: true, message: `must be at most ${max}` } };
  return { ok: true, value: result };
}

/**
 * Reads a money amount (`1234.56`, `'1,234.56'`, `'$1234.56'`) as exact decimal text, bounded by `min` and `max`.
 *
 * @param raw - A string or a JSON number (anything else has been refused by the schema's type check).
 * @param min - Smallest amount accepted.
 * @param max - Largest amount accepted.
 * @returns The amount's decimal text, or an issue.
 */
export function readMoneyParam(raw: string | number, min: number, max: number): ParamReading<string> {
  if (typeof raw === 'number' && !Number.isFinite(raw)) return { ok: false, issue: { code: 'custom', message: 'must be a finite amount' } };
  // A JSON number is written out in full (1e-7 becomes 0.0000001); text keeps only the `$` and the thousands commas.
  const text = typeof raw === 'number' ? new Decimal(raw).toFixed() : raw.replace(/^\$/, '').replace(/,(?=\d{3}\b)/g, '');
  if (!DECIMAL_TEXT.test(text)) {
    return { ok: false, issue: { code: 'custom', message: `must be an amount such as 1234.56 (digits, an optional sign and point), got ${JSON.stringify(String(raw))}` } };
  }
  // The lower bound is checked first and alone, as before: an amount below it is not also reported above the upper.
  return bounds(Number(text), text, min, max);
}

/**
 * Reads a number (rates, percentages, scores) written in decimal digits, or a finite JSON number.
 *
 * @param raw - A string or a JSON number.
 * @param options - `min`, `max` (inclusive; default none), `integer` (default false: whole numbers only when true).
 * @returns The number, or an issue.
 */
export function readNumberParam(raw: string | number, options: { readonly min?: number; readonly max?: number; readonly integer?: boolean }): ParamReading<number> {
  const text = typeof raw === 'number' ? String(raw) : raw;
  const value = typeof raw === 'number' ? raw : Number(text);
  if ((typeof raw === 'string' && !DECIMAL_TEXT.test(raw)) || !Number.isFinite(value)) {
    return { ok: false, issue: { code: 'custom', message: `must be a number written in decimal digits (an optional sign and point), got ${JSON.stringify(String(raw))}` } };
  }
  if (options.integer && !Number.isInteger(value)) return { ok: false, issue: { code: 'custom', message: `must be a whole number, got ${text}` } };
  return bounds(value, value, options.min, options.max);
}

/**
 * Reads a calendar date written as YYYY-MM-DD (surrounding blanks ignored).
 *
 * @param raw - The text.
 * @returns The date text as given (trimmed), or an issue.
 */
export function readDateParam(raw: string): ParamReading<string> {
  try {
    return { ok: true, value: parseIsoDate(raw.trim(), { fn: 'q.date', field: 'value' }) };
  } catch {
    return { ok: false, issue: { code: 'custom', message: `must be a date as YYYY-MM-DD, got ${JSON.stringify(raw)}` } };
  }
}
