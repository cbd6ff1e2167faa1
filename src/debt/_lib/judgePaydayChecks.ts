import type { PaydayCapCheck } from '../analyzePaydayLoan.js';

/**
 * Whether a loan breaks the limits it was checked against: true when any check is breached; false when every check
 * could be evaluated and none is (an unknown UK default fee, an optional input, does not count); null otherwise
 * (e.g. no fee given).
 *
 * @param checks - The loan's checks against one jurisdiction.
 * @returns The verdict.
 */
export function judgePaydayChecks(checks: readonly PaydayCapCheck[]): boolean | null {
  if (checks.some((c) => c.breached === true)) return true;
  const relevant = checks.filter((c) => !(c.kind === 'default_fees' && c.actual === null));
  return relevant.length > 0 && relevant.every((c) => c.breached === false) ? false : null;
}
