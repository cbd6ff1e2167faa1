import { GuidekitError } from '../../core/GuidekitError.js';

/** A source record as parsed JSON: an object whose members are read defensively. */
export type RawObject = Readonly<Record<string, unknown>>;

/** Checks that a mapper's argument is a JSON object; anything else is a bad argument. */
export function requireObject(raw: unknown, fn: string): RawObject {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new GuidekitError(`${fn}: raw must be one record object as parsed from the source's JSON`, { code: 'invalid_record', field: 'raw' });
  }
  return raw as RawObject;
}

/** The array at `key`, or [] when absent or not an array. */
export function arrayAt(obj: RawObject | undefined, key: string): RawObject[] {
  const v = obj?.[key];
  return Array.isArray(v) ? (v.filter((x) => x !== null && typeof x === 'object') as RawObject[]) : [];
}

/** The object at `key`, or undefined. */
export function objectAt(obj: RawObject | undefined, key: string): RawObject | undefined {
  const v = obj?.[key];
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as RawObject) : undefined;
}

/** A string member (numbers are written as decimal text), or ''. */
export function textAt(obj: RawObject | undefined, key: string): string {
  const v = obj?.[key];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** `key` of every object in the array at `arrayKey`. */
export function pluck(obj: RawObject | undefined, arrayKey: string, key: string): string[] {
  return arrayAt(obj, arrayKey).map((item) => textAt(item, key));
}
