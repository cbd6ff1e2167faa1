import { GuidekitError } from '../../../core/GuidekitError.js';

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/**
 * Checks that a bar's date starts with an ISO calendar date (`YYYY-MM-DD`, optionally followed by a
 * time, e.g. `2024-03-01T09:30:00Z`); the first ten characters are the bar's session.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param field - Field path, e.g. `date[3]`.
 * @param value - Candidate.
 * @returns The same string.
 * @throws {@link GuidekitError} `invalid_date`, naming `field`.
 */
export function readSessionDate(fn: string, field: string, value: unknown): string {
  if (typeof value !== 'string' || !DATE_PREFIX.test(value)) {
    throw new GuidekitError(`${fn}: ${field} must start with a date as YYYY-MM-DD`, { code: 'invalid_date', field });
  }
  return value;
}

/**
 * Whether two checked dates fall in the same session (same first ten characters), without allocating.
 *
 * @param a - A date from {@link readSessionDate}.
 * @param b - Another.
 * @returns true when their `YYYY-MM-DD` prefixes are equal.
 */
export function isSameSession(a: string, b: string): boolean {
  for (let i = 0; i < 10; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}
