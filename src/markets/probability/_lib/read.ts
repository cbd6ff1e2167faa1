import { GuidekitError } from '../../../core/GuidekitError.js';

/** Throws the engines' bad-argument error: `fn: message`, with a code and the offending field. */
export function fail(fn: string, field: string, message: string, code = 'invalid_number'): never {
  throw new GuidekitError(`${fn}: ${field} ${message}`, { code, field });
}

/** A finite number accepted by `ok`, else a bad argument naming `field` and the `rule` it broke. */
export function readNumber(fn: string, field: string, value: unknown, ok: (x: number) => boolean, rule: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || !ok(value)) fail(fn, field, `must be ${rule}, got ${String(value)}`);
  return value;
}

/** Like {@link readNumber}, but undefined gives `fallback`. */
export function readOptional(fn: string, field: string, value: unknown, ok: (x: number) => boolean, rule: string, fallback: number): number {
  return value === undefined ? fallback : readNumber(fn, field, value, ok, rule);
}

/** One of `allowed`, or `fallback` when undefined. */
export function readEnum<T extends string>(fn: string, field: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) fail(fn, field, `must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`, 'invalid_enum');
  return value as T;
}

/** An array (or typed array) of finite numbers, each accepted by `ok`, copied into a Float64Array. */
export function readNumbers(fn: string, field: string, value: unknown, ok: (x: number) => boolean, rule: string): Float64Array {
  const isArray = Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
  if (!isArray) fail(fn, field, 'must be an array of numbers', 'invalid_type');
  const arr = value as ArrayLike<unknown>;
  const out = new Float64Array(arr.length);
  for (let i = 0; i < arr.length; i++) out[i] = readNumber(fn, `${field}[${i}]`, arr[i], ok, rule);
  return out;
}

/** An options object (undefined gives {}), so a missing object is a bad argument, not a crash. */
export function readOptions<T extends object>(fn: string, value: T | undefined, field = 'options'): T {
  if (value === undefined) return {} as T;
  if (value === null || typeof value !== 'object') fail(fn, field, 'must be an object', 'invalid_type');
  return value;
}

/** A list (array), else a bad argument. */
export function readList<T>(fn: string, field: string, value: unknown): readonly T[] {
  if (!Array.isArray(value)) fail(fn, field, 'must be a list', 'invalid_type');
  return value as readonly T[];
}

/** An ISO date YYYY-MM-DD that exists on the calendar. */
export function readIsoDate(fn: string, field: string, value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    fail(fn, field, `must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(value)}`, 'invalid_date');
  }
  return value;
}
