import type Decimal from 'decimal.js';

/** How a plan's monthly payment was obtained. */
export type StudentPaymentBasis = 'exact' | 'estimate' | 'upper_bound' | 'unknown';

/** One repayment plan or program, as reported by planStudentLoans. */
export interface StudentPlanOption {
  /** Stable id, e.g. `rap`, `ibr`, `standard_10_year`, `tiered_standard`, `pslf`, `uk_plan2`, `au_help`, `ca_rap`. */
  readonly id: string;
  /** Display name in the response language. */
  readonly name: string;
  /** Whether the borrower can use it on `asOf` (with what we know). */
  readonly available: boolean;
  /** Monthly payment in the loan's currency, `null` when it cannot be computed (no income, not available). */
  readonly monthly_payment: Decimal | null;
  /** Yearly payment (12 × monthly, or the yearly schedule the plan is defined by). */
  readonly annual_payment: Decimal | null;
  readonly payment_basis: StudentPaymentBasis;
  /** Months until paid off or forgiven at constant income, when known. */
  readonly term_months: number | null;
  /** Amount paid over `term_months`, when known. */
  readonly total_paid: Decimal | null;
  /** Balance cancelled at the end, when the plan forgives and it was projected. */
  readonly forgiven_amount: Decimal | null;
  /** Whether forgiveness under this plan is taxable income (`null` when the plan does not forgive or it is unknown). */
  readonly forgiveness_taxable: boolean | null;
  readonly notes: readonly string[];
}

/** The plans of one jurisdiction and the pick among them. */
export interface StudentPlanSet {
  readonly plans: readonly StudentPlanOption[];
  /** Id of the recommended plan. */
  readonly recommendation: string;
  readonly reasons: readonly string[];
  readonly warnings: readonly string[];
}
