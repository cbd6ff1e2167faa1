import { GuidekitError } from '../../../core/GuidekitError.js';

/**
 * Checks that `values` is an array or typed array of finite numbers (non-negative when `nonNegative`),
 * of length `length` when given, and returns it as a `Float64Array`.
 *
 * A `Float64Array` is checked in one tight pass and returned as is (no copy); any other array is checked element by
 * element and copied once into a `Float64Array` (exact: every JS number and float32 is a float64). The indicator
 * loops then only ever read a `Float64Array`, so V8 keeps them monomorphic (speed; see bench/indicators.bench.ts).
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param field - Input name, e.g. `values` or `low`; element errors name `low[12]`.
 * @param values - Candidate series.
 * @param length - Required length (the first series' length), or undefined.
 * @param nonNegative - Whether negative numbers are rejected (volumes).
 * @returns The same series.
 * @throws {@link GuidekitError} `invalid_type`, `length_mismatch`, `invalid_number` or `too_small`.
 */
export function readSeries(fn: string, field: string, values: unknown, length?: number, nonNegative = false): Float64Array {
  if (values instanceof Float64Array) {
    if (length === undefined || values.length === length) {
      // x − x is 0 for every finite x and NaN for NaN and ±Infinity, so one sum finds any bad value without a branch.
      let bad = 0;
      let negative = false;
      for (let i = 0; i < values.length; i++) {
        const v = values[i] as number;
        bad += v - v;
        if (v < 0) negative = true;
      }
      if (bad === 0 && !(nonNegative && negative)) return values;
    }
    // Something is wrong: the element-by-element pass below names the first bad field.
  }
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
  return Float64Array.from(series as ArrayLike<number>);
}
