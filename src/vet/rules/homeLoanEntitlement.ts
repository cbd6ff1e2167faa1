import type { RuleTable } from '../../core/ruleTable.js';

/** How VA's guaranty and loan limits work in one period. */
export interface EntitlementPolicy {
  /** True when a borrower with full entitlement has no county loan limit. */
  readonly full_entitlement_no_limit: boolean;
  /** Basic entitlement in dollars (38 U.S.C. 3703(a)(1)(A)). */
  readonly basic_entitlement: string;
  /** Share of the county conforming limit VA guarantees for a borrower with partial entitlement (percent). */
  readonly partial_guaranty_percent: string;
}

/**
 * VA home loan entitlement. Since 2020-01-01 (Blue Water Navy Vietnam Veterans Act of 2019) a veteran with full
 * entitlement has no loan limit; with entitlement still tied up in a VA loan, VA guarantees 25% of the county
 * conforming limit minus the entitlement already used.
 *
 * @see https://www.law.cornell.edu/uscode/text/38/3703
 * @see https://www.va.gov/housing-assistance/home-loans/loan-limits/
 */
export const VA_ENTITLEMENT_POLICY: RuleTable<EntitlementPolicy> = {
  id: 'us.va.home_loan_entitlement',
  jurisdiction: 'US',
  title: 'VA home loan entitlement and loan limits (38 U.S.C. 3703)',
  versions: [
    {
      effective: '2020-01-01',
      source: '38 U.S.C. 3703(a)(1)(C) as amended by Pub. L. 116-23 § 2; https://www.va.gov/housing-assistance/home-loans/loan-limits/',
      verified: null,
      note: 'research/vet.md item 6 [M]; a lender page (atlanticbay.com) repeats "no loan limits for full entitlement".',
      value: { full_entitlement_no_limit: true, basic_entitlement: '36000', partial_guaranty_percent: '25' },
    },
  ],
};

/**
 * FHFA baseline conforming loan limit for a one-unit property: the county limit VA uses for partial entitlement in
 * most counties (high-cost counties are higher).
 *
 * @see https://www.fhfa.gov/data/conforming-loan-limit
 */
export const CONFORMING_LOAN_LIMIT_BASELINE: RuleTable<string> = {
  id: 'us.fhfa.conforming_loan_limit_baseline',
  jurisdiction: 'US',
  title: 'FHFA baseline conforming loan limit, one-unit property',
  // FHFA sets the limit for each calendar year.
  cadence: 'annual',
  versions: [
    {
      effective: '2025-01-01',
      source: 'https://www.fhfa.gov/data/conforming-loan-limit',
      verified: null,
      note: 'Recalled: $806,500 for 2025.',
      value: '806500',
    },
    {
      effective: '2026-01-01',
      source: 'https://www.fhfa.gov/data/conforming-loan-limit',
      verified: null,
      note: 'research/vet.md item 6: $832,750 (high-cost ceiling $1,249,125), from third-party code citing FHFA.',
      value: '832750',
    },
  ],
};

/**
 * Editorial assumption, not a rule of law: the yearly private mortgage insurance (PMI) rate a conventional loan
 * with a small down payment might carry, used only to estimate what a VA loan (which has no mortgage insurance)
 * saves. Freddie Mac's consumer page puts PMI at roughly $30–$70 a month per $100,000 borrowed; the midpoint,
 * $50 per $100,000 a month, is 0.6% of the loan a year.
 *
 * @see https://myhome.freddiemac.com/buying/mortgage-insurance
 */
export const ASSUMED_PMI_RATE: RuleTable<string> = {
  id: 'guidekit.assumed_pmi_rate',
  jurisdiction: 'US',
  title: 'Assumed yearly PMI rate for the no-mortgage-insurance savings estimate (editorial, percent of the loan)',
  versions: [
    {
      effective: '2020-01-01',
      source: 'guidekit editorial assumption, after https://myhome.freddiemac.com/buying/mortgage-insurance ($30–$70 a month per $100,000)',
      verified: null,
      note: 'An assumption for an estimate; actual PMI depends on credit score, down payment and insurer.',
      value: '0.6',
    },
  ],
};
