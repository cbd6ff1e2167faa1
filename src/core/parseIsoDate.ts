import { utc } from '@date-fns/utc';
import { format, isValid, parse } from 'date-fns';
import { GuidekitError } from './GuidekitError.js';

/**
 * Dates already found valid: the check is a pure function of the text, and date-fns' parse and format cost more than
 * an engine's own arithmetic for the same call (most calls repeat today's asOf). Bounded: starts over when full.
 */
const VALID = new Set<string>();
const VALID_LIMIT = 1024;

/**
 * Checks that a string is a real calendar date in ISO form (YYYY-MM-DD) and returns it.
 * Engines take `asOf` in this form and never read the clock.
 *
 * @param value - Candidate date.
 * @param options - `fn`: caller name for the message; `field`: field path. Defaults `'parseIsoDate'`, `'asOf'`.
 * @returns The same string, known to be valid.
 * @throws {@link GuidekitError} with code `invalid_date`.
 * @example
 * ```ts
 * parseIsoDate('2026-02-30') // throws: not a calendar date
 * ```
 */
export function parseIsoDate(value: unknown, options: { readonly fn?: string; readonly field?: string } = {}): string {
  const fn = options.fn ?? 'parseIsoDate';
  const field = options.field ?? 'asOf';
  if (typeof value === 'string' && VALID.has(value)) return value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw new GuidekitError(`${fn}: ${field} must be a date as YYYY-MM-DD`, { code: 'invalid_date', field });
  }
  // In date-fns' UTC context: in local time a day the host's zone skipped (Samoa's 2011-12-30) would read as invalid.
  const date = parse(value, 'yyyy-MM-dd', 0, { in: utc });
  if (!isValid(date) || format(date, 'yyyy-MM-dd') !== value) {
    throw new GuidekitError(`${fn}: ${field} is not a calendar date: ${value}`, { code: 'invalid_date', field });
  }
  if (VALID.size >= VALID_LIMIT) VALID.clear();
  VALID.add(value);
  return value;
}

