import type { RuleTable } from '../../core/ruleTable.js';

/** US loan types of the mortgage-relief endpoint (spec: Debt Elimination Guidance Service, debtMortgageRelief). */
export const MORTGAGE_LOAN_TYPES = ['Conventional', 'FHA', 'VA', 'USDA'] as const;
/** A US loan type. */
export type MortgageLoanType = (typeof MORTGAGE_LOAN_TYPES)[number];

/** Loss-mitigation options, gentlest first. */
export type MortgageOptionId =
  | 'forbearance'
  | 'repayment_plan'
  | 'payment_deferral'
  | 'flex_modification'
  | 'fha_partial_claim'
  | 'fha_hamp_modification'
  | 'va_partial_claim'
  | 'va_modification'
  | 'usda_mortgage_recovery_advance'
  | 'usda_modification'
  | 'short_sale'
  | 'deed_in_lieu';

/** One option and the months-behind window where it usually fits. */
export interface MortgageOption {
  readonly id: MortgageOptionId;
  readonly loan_types: readonly MortgageLoanType[];
  /** Fewest months behind at which investors usually allow it (0: also for imminent default). */
  readonly min_months: number;
  /** Most months behind at which it usually fits; `null`: no upper limit. */
  readonly max_months: number | null;
  /** Investor guide or regulation. */
  readonly source: string;
}

const ALL = ['Conventional', 'FHA', 'VA', 'USDA'] as const;

const ROWS: readonly MortgageOption[] = [
  { id: 'forbearance', loan_types: ALL, min_months: 0, max_months: null, source: 'Fannie Mae Servicing Guide D2-3.2-01; Freddie Mac Guide 9203; HUD 4000.1 III.A.2.k; VA M26-4 ch. 5; 7 CFR 3555.304' },
  { id: 'repayment_plan', loan_types: ALL, min_months: 1, max_months: 6, source: 'Fannie Mae Servicing Guide D2-3.2-03; Freddie Mac Guide 9203; HUD 4000.1 III.A.2.k; VA M26-4; 7 CFR 3555.304' },
  { id: 'payment_deferral', loan_types: ['Conventional'], min_months: 2, max_months: 6, source: 'Fannie Mae Servicing Guide D2-3.2-04; Freddie Mac Guide 9203.23' },
  { id: 'flex_modification', loan_types: ['Conventional'], min_months: 2, max_months: null, source: 'Fannie Mae Servicing Guide D2-3.2-07 (Flex Modification); Freddie Mac Guide 9206' },
  { id: 'fha_partial_claim', loan_types: ['FHA'], min_months: 1, max_months: null, source: 'HUD Handbook 4000.1 III.A.2.k (FHA partial claim; 24 CFR 203.371)' },
  { id: 'fha_hamp_modification', loan_types: ['FHA'], min_months: 3, max_months: null, source: 'HUD Handbook 4000.1 III.A.2.k (FHA-HAMP loan modification); Mortgagee Letters on the FHA loss-mitigation waterfall' },
  { id: 'va_partial_claim', loan_types: ['VA'], min_months: 1, max_months: null, source: 'VA Home Loan Program Reform Act (Pub. L. 119-31, 2025), 38 U.S.C. 3732 (partial claim)' },
  { id: 'va_modification', loan_types: ['VA'], min_months: 2, max_months: null, source: '38 CFR 36.4315 (loan modifications); VA Circulars on the loss-mitigation waterfall' },
  { id: 'usda_mortgage_recovery_advance', loan_types: ['USDA'], min_months: 1, max_months: null, source: '7 CFR 3555.303–3555.304 (special loan servicing; Mortgage Recovery Advance)' },
  { id: 'usda_modification', loan_types: ['USDA'], min_months: 2, max_months: null, source: '7 CFR 3555.304 (loan modification)' },
  { id: 'short_sale', loan_types: ALL, min_months: 0, max_months: null, source: 'Fannie Mae Servicing Guide D2-3.3-01; HUD 4000.1 III.A.2.l (pre-foreclosure sale); VA M26-4; 7 CFR 3555.304' },
  { id: 'deed_in_lieu', loan_types: ALL, min_months: 0, max_months: null, source: 'Fannie Mae Servicing Guide D2-3.3-02 (Mortgage Release); HUD 4000.1 III.A.2.m; VA M26-4; 7 CFR 3555.304' },
];

/**
 * The loss-mitigation waterfall by loan type. Windows are the usual investor eligibility (Fannie Mae/Freddie Mac
 * Servicing Guides: payment deferral at 2–6 months behind, Flex Modification at 60+ days or imminent default; HUD
 * Handbook 4000.1 III.A.2: FHA partial claim and FHA-HAMP; VA M26-4 and 38 CFR 36.4315; USDA 7 CFR 3555.303–3555.304),
 * simplified; the servicer decides, so the table is guidance and unverified.
 *
 * @see https://servicing-guide.fanniemae.com/ (D2-3.2)
 * @see https://www.hud.gov/program_offices/administration/hudclips/handbooks/hsgh (4000.1 III.A.2)
 */
export const MORTGAGE_LOSS_MITIGATION: RuleTable<readonly MortgageOption[]> = {
  id: 'us.mortgage.loss_mitigation_options',
  jurisdiction: 'US',
  title: 'US loss-mitigation options by loan type and months behind (investor guides, simplified)',
  versions: [
    {
      value: ROWS.filter((row) => row.id !== 'va_partial_claim'),
      source: 'Fannie Mae and Freddie Mac Servicing Guides; HUD Handbook 4000.1; VA M26-4 and 38 CFR part 36; 7 CFR part 3555',
      effective: '2014-01-10',
      verified: null,
      note: 'Windows simplified from investor guides and not checked; the start is the Regulation X servicing rules. Programs changed over time (Flex Modification from 2017, payment deferral from 2020) and earlier versions are not tabulated.',
    },
    {
      value: ROWS,
      source: 'Fannie Mae and Freddie Mac Servicing Guides; HUD Handbook 4000.1; VA M26-4 and 38 CFR part 36; 7 CFR part 3555',
      effective: '2025-07-30',
      verified: null,
      note: 'Windows simplified from investor guides and not checked; VA\u2019s partial claim is dated from the 2025 reform act as recalled (its VASP program ended 2025-05-01).',
    },
  ],
};
