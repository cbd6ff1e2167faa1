import { GuidekitError } from '../../../core/GuidekitError.js';

/** Reads an optional finite number accepted by `ok`, or undefined. */
export function readOptionalNumber(fn: string, field: string, value: unknown, ok: (x: number) => boolean, rule: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || !ok(value)) {
    throw new GuidekitError(`${fn}: ${field} must be ${rule}`, { code: 'invalid_number', field });
  }
  return value;
}

/**
 * Reads an optional outside reading: a single number for the signal bar only, or a series aligned with the bars
 * (NaN where no reading exists) that the history can condition on.
 */
export function readReading(fn: string, field: string, value: unknown, length: number): number | ArrayLike<number> | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new GuidekitError(`${fn}: ${field} must be a finite number`, { code: 'invalid_number', field });
    return value;
  }
  const isArray = Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
  if (!isArray) throw new GuidekitError(`${fn}: ${field} must be a number or an array aligned with the bars`, { code: 'invalid_type', field });
  const arr = value as ArrayLike<unknown>;
  if (arr.length !== length) {
    throw new GuidekitError(`${fn}: ${field} has ${arr.length} values but there are ${length} bars`, { code: 'length_mismatch', field });
  }
  for (let i = 0; i < arr.length; i++) {
    const v = arr[i];
    if (typeof v !== 'number' || v === Number.POSITIVE_INFINITY || v === Number.NEGATIVE_INFINITY) {
      throw new GuidekitError(`${fn}: ${field}[${i}] must be a number (NaN for no reading)`, { code: 'invalid_number', field: `${field}[${i}]` });
    }
  }
  return arr as ArrayLike<number>;
}
