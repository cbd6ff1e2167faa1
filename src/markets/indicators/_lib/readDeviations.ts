import { GuidekitError } from '../../../core/GuidekitError.js';

/**
 * Reads a band width in standard deviations: a finite number ≥ 0, or `fallback` when absent.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param field - Option name (`nbDevUp`, `nbDevDown`).
 * @param value - Candidate.
 * @param fallback - Documented default.
 * @returns The multiplier.
 * @throws {@link GuidekitError} `invalid_number` or `too_small`, naming `field`.
 */
export function readDeviations(fn: string, field: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new GuidekitError(`${fn}: ${field} must be a finite number`, { code: 'invalid_number', field });
  }
  if (value < 0) throw new GuidekitError(`${fn}: ${field} must not be negative`, { code: 'too_small', field });
  return value;
}
