import type { RuleTable } from '../../core/ruleTable.js';

/** Public Service Loan Forgiveness. */
export interface StudentUsPslfValue {
  readonly qualifying_payments: number;
  /** Employer types that qualify (the spec's employer_type values). */
  readonly employers: readonly ('government' | 'nonprofit')[];
  /** Whether the cancelled amount is excluded from gross income. */
  readonly tax_free: boolean;
}

/**
 * PSLF: the balance left after 120 qualifying monthly payments while working full time for a government or
 * 501(c)(3) employer is cancelled, tax free.
 *
 * @see https://www.law.cornell.edu/uscode/text/20/1087e (subsection (m))
 * @see https://www.law.cornell.edu/uscode/text/26/108 (subsection (f)(1))
 */
export const STUDENT_US_PSLF: RuleTable<StudentUsPslfValue> = {
  id: 'us.student_pslf',
  jurisdiction: 'US',
  title: 'Public Service Loan Forgiveness: 120 qualifying payments, government or nonprofit employer, tax free',
  versions: [
    {
      value: { qualifying_payments: 120, employers: ['government', 'nonprofit'], tax_free: true },
      source: '20 U.S.C. 1087e(m); 34 CFR 685.219; 26 U.S.C. 108(f)(1)',
      effective: '2007-10-01',
      verified: '2026-11-22',
    },
  ],
};

/** Phase-out of the legacy income-driven plans. */
export interface StudentUsLegacyValue {
  /** Last day of PAYE, ICR (and what remains of SAVE). */
  readonly legacy_plans_end: string;
  /** Plans being phased out. */
  readonly plans: readonly string[];
  /** Where borrowers who do not choose go. */
  readonly default_plans: readonly string[];
}

/**
 * The 2025 reconciliation law closes the income-contingent plans (SAVE, PAYE, ICR) on 30 June 2028; borrowers who do
 * not choose move to RAP, or to IBR where RAP is not open to them. SAVE itself ended earlier (injunction, then
 * settlement) — that part is unverified here.
 *
 * @see https://www.govinfo.gov/content/pkg/FR-2026-05-01/html/2026-08556.htm
 */
export const STUDENT_US_LEGACY_PLANS: RuleTable<StudentUsLegacyValue> = {
  id: 'us.student_legacy_plans_phaseout',
  jurisdiction: 'US',
  title: 'SAVE, PAYE and ICR end on 2028-06-30; non-choosers move to RAP (or IBR)',
  versions: [
    {
      value: { legacy_plans_end: '2028-06-30', plans: ['SAVE', 'PAYE', 'ICR'], default_plans: ['RAP', 'IBR'] },
      source: 'HEA sec. 455(d)(7)–(8) as amended by P.L. 119-21 sec. 82001; 91 FR 23768 (2026-05-01)',
      effective: '2025-07-04',
      verified: null,
      note: 'The 2028-06-30 end date is from the research notes; the end of SAVE before that (court injunction, settlement) is from memory.',
    },
  ],
};

/** Federal income tax of student-loan forgiveness other than PSLF. */
export interface StudentUsForgivenessTaxValue {
  readonly taxable: boolean;
}

/**
 * Income-driven forgiveness was excluded from income for discharges in 2021–2025 (26 U.S.C. 108(f)(5), American Rescue
 * Plan Act); from 2026 it is taxable again. PSLF and death-or-disability discharges stay excluded.
 *
 * @see https://www.law.cornell.edu/uscode/text/26/108
 */
export const STUDENT_US_FORGIVENESS_TAX: RuleTable<StudentUsForgivenessTaxValue> = {
  id: 'us.student_forgiveness_tax',
  jurisdiction: 'US',
  title: 'Tax of income-driven forgiveness: excluded 2021–2025 (§108(f)(5)), taxable from 2026',
  versions: [
    { value: { taxable: false }, source: '26 U.S.C. 108(f)(5) (P.L. 117-2 sec. 9675)', effective: '2021-01-01', verified: '2026-11-22' },
    {
      value: { taxable: true },
      source: '26 U.S.C. 108(f)(5) (window for discharges after 2020 and before 2026 expired); 26 U.S.C. 61(a)(11)',
      effective: '2026-01-01',
      verified: '2026-11-22',
      note: 'State income tax may differ.',
    },
  ],
};
