import { GuidekitError } from '../../../core/GuidekitError.js';

/**
 * Checks one streamed number.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param field - Bar field, e.g. `value` or `close`.
 * @param value - Candidate.
 * @param nonNegative - Whether negative numbers are rejected (volumes).
 * @returns The number.
 * @throws {@link GuidekitError} `invalid_number` or `too_small`, naming `field`.
 */
export function readFinite(fn: string, field: string, value: unknown, nonNegative = false): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new GuidekitError(`${fn}: ${field} must be a finite number`, { code: 'invalid_number', field });
  }
  if (nonNegative && value < 0) throw new GuidekitError(`${fn}: ${field} must not be negative`, { code: 'too_small', field });
  return value;
}
