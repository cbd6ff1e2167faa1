import { GuidekitError } from '../../../core/GuidekitError.js';
import type { Series } from '../types.js';

/**
 * Checks that `values` is an array or typed array of finite numbers (non-negative when `nonNegative`),
 * of length `length` when given. One pass, no copy: the caller reads the same array afterwards.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param field - Input name, e.g. `values` or `low`; element errors name `low[12]`.
 * @param values - Candidate series.
 * @param length - Required length (the first series' length), or undefined.
 * @param nonNegative - Whether negative numbers are rejected (volumes).
 * @returns The same series.
 * @throws {@link GuidekitError} `invalid_type`, `length_mismatch`, `invalid_number` or `too_small`.
 */
export function readSeries(fn: string, field: string, values: unknown, length?: number, nonNegative = false): Series {
  const isArray = Array.isArray(values) || (ArrayBuffer.isView(values) && !(values instanceof DataView));
  if (!isArray) {
    throw new GuidekitError(`${fn}: ${field} must be an array of numbers`, { code: 'invalid_type', field });
  }
  const series = values as ArrayLike<unknown>;
  if (length !== undefined && series.length !== length) {
    throw new GuidekitError(`${fn}: ${field} has ${series.length} values but the series before it has ${length}`, {
      code: 'length_mismatch',
      field,
    });
  }
  for (let i = 0; i < series.length; i++) {
    const v = series[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new GuidekitError(`${fn}: ${field}[${i}] must be a finite number`, {
        code: 'invalid_number',
        field: `${field}[${i}]`,
      });
    }
    if (nonNegative && v < 0) {
      throw new GuidekitError(`${fn}: ${field}[${i}] must not be negative`, { code: 'too_small', field: `${field}[${i}]` });
    }
  }
  return series as Series;
}
