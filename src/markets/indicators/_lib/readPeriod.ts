import { GuidekitError } from '../../../core/GuidekitError.js';

/** Largest period accepted, TA-Lib's own ceiling for `optInTimePeriod`. */
export const MAX_PERIOD = 100_000;

/**
 * Reads a look-back period: an integer from 1 to {@link MAX_PERIOD}, or `fallback` when absent.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param field - Option name, e.g. `period`.
 * @param value - Candidate.
 * @param fallback - Documented default.
 * @returns The period.
 * @throws {@link GuidekitError} `invalid_type`, `too_small` or `too_big`, naming `field`.
 */
export function readPeriod(fn: string, field: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new GuidekitError(`${fn}: ${field} must be an integer`, { code: 'invalid_type', field });
  }
  if (value < 1) throw new GuidekitError(`${fn}: ${field} must be at least 1`, { code: 'too_small', field });
  if (value > MAX_PERIOD) {
    throw new GuidekitError(`${fn}: ${field} must be at most ${MAX_PERIOD}`, { code: 'too_big', field });
  }
  return value;
}
