import type { RuleTable } from '../../core/ruleTable.js';

/** Points each signal adds to a debt's priority score. */
export interface PriorityWeightsValue {
  /** A lawsuit was filed or a judgment obtained (wage garnishment and bank levies may follow). */
  readonly lawsuit: number;
  /**
   * US tax debt: the IRS collects without first suing (levy, 26 U.S.C. 6331). In the UK, Canada and Australia tax debts
   * are one of the country's priority debts and take their points from its priority-debt table (rules/priorityDebtsIntl.ts).
   */
  readonly tax: number;
  /** The account is with a collector. */
  readonly in_collections: number;
  /** Secured by collateral (home, car) even while current. */
  readonly secured: number;
  /** Secured and behind: the collateral is at risk of repossession or foreclosure. */
  readonly secured_behind: number;
  /** Points per percentage point of APR. */
  readonly rate_per_point: number;
  /** Most points the rate can add. */
  readonly rate_cap: number;
  /** Points per month behind. */
  readonly per_month_behind: number;
  /** Most points months behind can add. */
  readonly months_behind_cap: number;
  /** Added (negative) when the limitation period should be checked before paying. */
  readonly limitation_check: number;
}

/**
 * guidekit's weighting of the signals that decide which debt to deal with first: legal risk outranks collateral,
 * collateral outranks cost, cost outranks account health. An editorial choice documented in
 * docs/consolidate-priority.md, not law, hence unverified.
 *
 * @see docs/consolidate-priority.md
 */
export const PRIORITY_WEIGHTS: RuleTable<PriorityWeightsValue> = {
  id: 'debt.priority_weights',
  jurisdiction: 'INTL',
  title: 'Points per signal in the debt priority score',
  versions: [
    {
      value: {
        lawsuit: 40,
        tax: 25,
        in_collections: 15,
        secured: 10,
        secured_behind: 15,
        rate_per_point: 0.5,
        rate_cap: 30,
        per_month_behind: 5,
        months_behind_cap: 20,
        limitation_check: -10,
      },
      source: 'guidekit editorial weighting (docs/consolidate-priority.md); not a statute',
      effective: '2000-01-01',
      verified: null,
      note: 'Weights express an order of concerns, not a legal rule.',
    },
  ],
};
