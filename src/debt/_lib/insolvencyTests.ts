import Decimal from 'decimal.js';

/** Outcome of one eligibility test. */
export type TestOutcome = 'pass' | 'fail' | 'unknown';
/** An option's verdict: unknown is never folded into eligible. */
export type InsolvencyVerdict = 'likely_eligible' | 'likely_ineligible' | 'unknown';

/** One eligibility test of an insolvency option, with the figures compared. */
export interface InsolvencyTest {
  /** Stable id, e.g. `unsecured_debt_limit`, `means_test`. */
  readonly test: string;
  /** `debt_limit`: an upper limit on debts; `income_limit`, `asset_limit`; `requirement`: anything else. */
  readonly kind: 'debt_limit' | 'income_limit' | 'asset_limit' | 'requirement';
  readonly outcome: TestOutcome;
  /** The debtor's figure compared (null when not given). */
  readonly value: Decimal | null;
  /** The threshold (null when the test has none). */
  readonly limit: Decimal | null;
  readonly reason: string;
}

/**
 * Verdict from tests: any failed test makes the option likely ineligible; all passed, likely eligible; otherwise unknown.
 *
 * @param tests - The option's tests.
 * @returns The verdict; never eligible while a test is unknown.
 * @example
 * ```ts
 * verdictOf([passing, unknown]) //=> 'unknown'
 * ```
 */
export function verdictOf(tests: readonly InsolvencyTest[]): InsolvencyVerdict {
  if (tests.some((x) => x.outcome === 'fail')) return 'likely_ineligible';
  if (tests.length > 0 && tests.every((x) => x.outcome === 'pass')) return 'likely_eligible';
  return 'unknown';
}

/**
 * An upper-limit test: pass when `value` is within the limit, fail when above, unknown when not given.
 * `inclusive` false means the statute says "less than". When `value` is only an upper bound of the tested figure
 * (a total that may include excluded debts), exceeding the limit is unknown, not a failure.
 *
 * @param value - The debtor's figure, or null.
 * @param limit - The threshold.
 * @param options - `inclusive`, `valueIsUpperBound`.
 * @returns pass, fail or unknown.
 * @example
 * ```ts
 * limitOutcome(new Decimal(526700), new Decimal(526700), { inclusive: false }) //=> 'fail'
 * ```
 */
export function limitOutcome(value: Decimal | null, limit: Decimal, options: { readonly inclusive: boolean; readonly valueIsUpperBound?: boolean }): TestOutcome {
  if (value === null) return 'unknown';
  const within = options.inclusive ? value.lte(limit) : value.lt(limit);
  if (within) return 'pass';
  return options.valueIsUpperBound ? 'unknown' : 'fail';
}
