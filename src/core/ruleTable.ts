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
  /**
   * Last day (ISO date, inclusive) the value is known to be in force, when its source says so (a figure "for tax year
   * 2025", thresholds "until 19 March"). Overrides the table's {@link RuleTable.cadence}. After it, without a successor
   * version, the value is reported as stale.
   */
  readonly expires?: string;
}

/**
 * How often a rule's value is re-set by its source: indexed figures (minimum wages, poverty lines, benefit rates,
 * exemption amounts) are re-published every year or half-year. A version older than one period, with no successor in
 * the table, is reported as stale: the figure may have changed and nobody recorded the new one.
 */
export type RuleCadence = 'annual' | 'semiannual' | 'quarterly' | 'monthly';

/**
 * The jurisdiction a rule belongs to: a country code as the catalog spells it (`US`, `UK`, `CA`, `AU`, `NZ`, `DE`),
 * optionally narrowed to a subdivision with an ISO 3166-2 style suffix (`US-IL`, `UK-SCT`, `CA-ON`, `AU-NSW`), or
 * `INTL` for a figure that is no country's law (guidekit's own editorial weights, a convention used everywhere). An
 * answer for one country cites only that country's rules (and `INTL` ones); another country's rule appears only as a
 * labelled comparison (`comparison: true` on the applied rule). See docs/jurisdiction.md.
 */
export type RuleJurisdiction = string;

/** Months in one period of each {@link RuleCadence}. */
export const RULE_CADENCE_MONTHS: Readonly<Record<RuleCadence, number>> = { annual: 12, semiannual: 6, quarterly: 3, monthly: 1 };

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
  /**
   * How often the source re-sets the value (see {@link RuleCadence}). Absent for rules that stay until a law changes
   * them (limitation periods, statutory percentages): those are never stale by age alone.
   */
  readonly cadence?: RuleCadence;
  /** Whose law or practice the rule is (see {@link RuleJurisdiction}); copied onto every applied version. */
  readonly jurisdiction?: RuleJurisdiction;
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
  /**
   * True when the value's period has ended (its `expires` date, or one cadence after `effective`) and the table holds
   * no successor: the answer uses the last known figure, which may no longer be current. Responses must say so.
   */
  readonly stale: boolean;
  /** First day on which the value is stale (the day after its period ended); present only when `stale`. */
  readonly stale_since?: string;
  readonly note?: string;
  /** Whose law or practice the rule is, from {@link RuleTable.jurisdiction}; absent when the table does not say. */
  readonly jurisdiction?: RuleJurisdiction;
  /**
   * True when an answer about another country cites this rule only to compare (a US figure shown beside a UK answer,
   * labelled as such); such a rule is never the basis of the answer's own figures.
   */
  readonly comparison?: boolean;
}

