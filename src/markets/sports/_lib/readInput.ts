import { GuidekitError } from '../../../core/GuidekitError.js';
import { parseIsoDate } from '../../../core/parseIsoDate.js';
import { pickRule } from '../../../core/pickRule.js';
import type { AppliedRule, RuleTable } from '../../../core/ruleTable.js';

/** A bad-argument error whose message starts with the engine's name. */
export function fail(fn: string, field: string, code: string, message: string): never {
  throw new GuidekitError(`${fn}: ${message}`, { code, field });
}

/** The options object, or an empty one; anything else is a bad argument. */
export function readOptions<T extends object>(fn: string, options: T | undefined): Partial<T> {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object') fail(fn, 'options', 'invalid_type', 'options must be an object');
  return options;
}

/** Decimal odds: an array of at least `min` finite numbers above 1 (a price of 1 or less pays nothing back). */
export function readDecimalOdds(fn: string, odds: unknown, field = 'decimalOdds', min = 2): number[] {
  if (!Array.isArray(odds) && !ArrayBuffer.isView(odds)) fail(fn, field, 'invalid_type', `${field} must be an array of decimal odds`);
  const list = Array.from(odds as ArrayLike<unknown>);
  if (list.length < min) fail(fn, field, 'too_small', `${field} needs at least ${min} outcomes, got ${list.length}`);
  list.forEach((o, i) => {
    if (typeof o !== 'number' || !Number.isFinite(o) || o <= 1) fail(fn, `${field}[${i}]`, 'invalid_number', `${field}[${i}] must be decimal odds above 1, got ${String(o)}`);
  });
  return list as number[];
}

/** A probability strictly inside (0, 1). */
export function readProbability(fn: string, value: unknown, field: string): number {
  if (typeof value !== 'number' || !(value > 0 && value < 1)) fail(fn, field, 'invalid_number', `${field} must be a probability in (0, 1), got ${String(value)}`);
  return value;
}

/** A list of probabilities in (0, 1) of at least `min` entries. */
export function readProbabilities(fn: string, value: unknown, field: string, min = 2): number[] {
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) fail(fn, field, 'invalid_type', `${field} must be an array of probabilities`);
  const list = Array.from(value as ArrayLike<unknown>);
  if (list.length < min) fail(fn, field, 'too_small', `${field} needs at least ${min} entries, got ${list.length}`);
  return list.map((p, i) => readProbability(fn, p, `${field}[${i}]`));
}

/** A finite number within [lo, hi], or the default when absent. */
export function readNumber(fn: string, value: unknown, field: string, fallback: number, lo = -Infinity, hi = Infinity): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < lo || value > hi) {
    fail(fn, field, 'invalid_number', `${field} must be a number in [${lo}, ${hi}], got ${String(value)}`);
  }
  return value;
}

/** An integer within [lo, hi], or the default when absent. */
export function readInteger(fn: string, value: unknown, field: string, fallback: number, lo: number, hi: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < lo || value > hi) {
    fail(fn, field, 'invalid_number', `${field} must be an integer in [${lo}, ${hi}], got ${String(value)}`);
  }
  return value;
}

/** One of the allowed string values, or the default when absent. */
export function readEnum<T extends string>(fn: string, value: unknown, field: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail(fn, field, 'invalid_enum', `${field} must be one of ${allowed.join(', ')}, got ${String(value)}`);
  }
  return value as T;
}

/** The version of a sports rule in force on `asOf` (required, ISO date); a date before the first version is a bad argument. */
export function readRule<T>(fn: string, table: RuleTable<T>, asOf: unknown): AppliedRule<T> {
  if (asOf === undefined) fail(fn, 'asOf', 'required', 'options.asOf is required (ISO date YYYY-MM-DD)');
  const date = parseIsoDate(asOf, { fn, field: 'asOf' });
  const rule = pickRule(table, date);
  if (rule === undefined) fail(fn, 'asOf', 'out_of_range', `no version of ${table.id} is in force on ${date}`);
  return rule;
}
