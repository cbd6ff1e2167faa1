import type { RuleTable } from '../../core/ruleTable.js';

/**
 * Kinds of claim a limitation statute distinguishes. Debt types map onto these in
 * `checkStatuteOfLimitations` (documented in docs/statute.md):
 * - `written`: contract founded on a written instrument;
 * - `oral`: contract not in writing;
 * - `promissory_note`: promissory note or other negotiable instrument;
 * - `open_account`: open, book or store account (how most charts classify credit cards);
 * - `credit_card`: a statute naming credit cards (Arizona);
 * - `consumer_credit`: a statute covering consumer credit transactions as such (New York, Ohio);
 * - `medical`: a statute naming medical debt (New York);
 * - `sale_of_goods`: UCC § 2-725 (sale of goods, e.g. a car sold on a retail instalment contract);
 * - `general`: one period for contract debts (UK nations, Canadian provinces, Australian states).
 */
export type LimitationCategory =
  | 'written'
  | 'oral'
  | 'promissory_note'
  | 'open_account'
  | 'credit_card'
  | 'consumer_credit'
  | 'medical'
  | 'sale_of_goods'
  | 'general';

/** One limitation period. */
export interface LimitationPeriod {
  /** Years to sue, counted from accrual. Where sources conflict this is the longer (conservative) reading. */
  readonly years: number;
  /** The shorter competing reading where sources or courts conflict; absent when the period is settled. */
  readonly alternative_years?: number;
  /**
   * Days after the last payment on which the claim accrues, where the statute fixes accrual that way (Ohio
   * § 2305.07(C): thirty days after the later of the last charge or the last payment). Absent: the last payment.
   */
  readonly accrual_offset_days?: number;
}

/**
 * What a law change does to claims that accrued before it, when the enacting law says so. The only shape modelled is
 * the common one: such a claim keeps the period that applied when it accrued, counted from accrual, but can no longer
 * be sued on after `latest` (Ohio S.B. 13 § 4, Manitoba's and Nova Scotia's new Limitations Acts). The version's
 * `effective` date is the day the new period came into force: claims that accrued before it are the ones covered.
 */
export interface LimitationTransition {
  readonly rule: 'earlier_of_old_period_or_latest';
  /** Last day (ISO date) on which a covered claim may still be sued on, whatever its old period. */
  readonly latest: string;
}

/** The limitation periods of one jurisdiction (a US state, Canadian province, Australian state or UK nation). */
export interface JurisdictionLimitations {
  /** Country code as the debt service uses it. */
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** Postal or ISO-style code: `NY`, `ON`, `NSW`, `ENG`. */
  readonly code: string;
  /** English name. */
  readonly name: string;
  /** One dated rule table per claim kind the jurisdiction's law distinguishes. */
  readonly periods: Readonly<Partial<Record<LimitationCategory, RuleTable<LimitationPeriod>>>>;
  /**
   * Transition rules of the law changes in `periods`, per claim kind: one version per change, effective on the day
   * the new period came into force. A change without a transition version is answered with both periods as a range.
   */
  readonly transitions?: Readonly<Partial<Record<LimitationCategory, RuleTable<LimitationTransition>>>>;
}

/**
 * Effective date used for periods that have been in force, unchanged, since before any date this library answers
 * for. It is a floor, not a claim about the enactment date, which was not researched (see docs/statute.md).
 */
export const LONG_STANDING = '1900-01-01';

/** One version of a limitation period as written in the jurisdiction tables. */
export interface LimitationVersionInput {
  readonly years: number;
  readonly alternative_years?: number;
  readonly accrual_offset_days?: number;
  readonly source: string;
  readonly effective?: string;
  readonly verified?: string | null;
  readonly note?: string;
}

/**
 * Builds the dated rule table of one limitation period from its versions, so the jurisdiction tables stay compact.
 * A version without `effective` is {@link LONG_STANDING}; without `verified` it is unverified (`null`).
 *
 * @param id - Rule id, e.g. `us.ny.limitation.consumer_credit`.
 * @param title - One-line description.
 * @param versions - The period's versions, oldest first.
 * @param jurisdiction - Whose statute it is: `US-NY`, `CA-ON`, `UK-SCT`, `AU-NT` (see `RuleJurisdiction`).
 * @returns The rule table.
 * @example
 * ```ts
 * defineLimitationTable('au.nt.limitation.general', 'NT: contract', [{ years: 3, source: 'Limitation Act 1981 (NT) s 12(1)(a)' }], 'AU-NT')
 * ```
 * @see ../../../docs/statute.md
 */
export function defineLimitationTable(
  id: string,
  title: string,
  versions: readonly LimitationVersionInput[],
  jurisdiction: string,
): RuleTable<LimitationPeriod> {
  return {
    id,
    title,
    jurisdiction,
    versions: versions.map((v) => ({
      value: {
        years: v.years,
        ...(v.alternative_years === undefined ? {} : { alternative_years: v.alternative_years }),
        ...(v.accrual_offset_days === undefined ? {} : { accrual_offset_days: v.accrual_offset_days }),
      },
      source: v.source,
      effective: v.effective ?? LONG_STANDING,
      verified: v.verified ?? null,
      ...(v.note === undefined ? {} : { note: v.note }),
    })),
  };
}
