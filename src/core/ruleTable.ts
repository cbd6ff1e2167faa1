/**
 * One dated version of a rule: a rate, threshold, period or table.
 *
 * @typeParam T - The value's type.
 */
export interface RuleVersion<T> {
  /** The value in force from `effective`. */
  readonly value: T;
  /** Statute, regulation or official page the value comes from. */
  readonly source: string;
  /** First day (ISO date, inclusive) on which the value is in force. */
  readonly effective: string;
  /** ISO date on which someone checked the value against `source`; `null` when it could not be verified. */
  readonly verified: string | null;
  /** Optional caveat shown with the value (a disputed reading, a rounding convention). */
  readonly note?: string;
}

/**
 * A dated rule table: every version a rule has had, so an engine can pick the one in force at `asOf`.
 *
 * @typeParam T - The value's type.
 */
export interface RuleTable<T> {
  /** Stable identifier, e.g. `us.federal_minimum_wage`. */
  readonly id: string;
  /** What the rule is, in one line. */
  readonly title: string;
  /** Versions in any order; effective dates must be distinct. */
  readonly versions: readonly RuleVersion<T>[];
}

/** The version of a rule an engine applied, with its provenance, as reported in responses. */
export interface AppliedRule<T> {
  readonly id: string;
  readonly title: string;
  readonly value: T;
  readonly source: string;
  readonly effective: string;
  readonly verified: string | null;
  /** True when the value could not be verified against its source; responses must say so. */
  readonly unverified: boolean;
  readonly note?: string;
}

