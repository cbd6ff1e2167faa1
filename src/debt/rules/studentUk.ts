import type { RuleTable } from '../../core/ruleTable.js';

/** UK income-contingent repayment plans. */
export const UK_STUDENT_PLANS = ['plan1', 'plan2', 'plan4', 'plan5', 'postgraduate'] as const;
/** One UK repayment plan. */
export type UkStudentPlan = (typeof UK_STUDENT_PLANS)[number];

/** Thresholds and rates of one tax year (6 April to 5 April). */
export interface StudentUkThresholdsValue {
  /** Annual repayment threshold per plan (GBP, exact decimal string). */
  readonly thresholds: Readonly<Record<UkStudentPlan, string>>;
  /** Percent of income above the threshold, per plan. */
  readonly rates: Readonly<Record<UkStudentPlan, number>>;
}

const rates = { plan1: 9, plan2: 9, plan4: 9, plan5: 9, postgraduate: 6 } as const;

/**
 * Repayment thresholds and rates by UK tax year: 9 % of income above the plan threshold (postgraduate loans 6 %).
 *
 * @see https://www.gov.uk/repaying-your-student-loan/what-you-pay
 * @see https://www.gov.uk/guidance/special-rules-for-student-loans
 */
export const STUDENT_UK_THRESHOLDS: RuleTable<StudentUkThresholdsValue> = {
  id: 'uk.student_loan_thresholds',
  title: 'UK student loan repayment thresholds and rates by tax year',
  versions: [
    {
      value: { thresholds: { plan1: '24990', plan2: '27295', plan4: '31395', plan5: '25000', postgraduate: '21000' }, rates },
      source: 'DfE/HMRC student loan thresholds 2024-25 (gov.uk "Repaying your student loan: what you pay")',
      effective: '2024-04-06',
      verified: '2026-11-22',
      note: 'Checked against secondary threshold histories; no Plan 5 repayments were due in 2024-25.',
    },
    {
      value: { thresholds: { plan1: '26065', plan2: '28470', plan4: '32745', plan5: '25000', postgraduate: '21000' }, rates },
      source: 'Education (Student Support) Regulations; DfE/HMRC student loan thresholds 2025-26 (gov.uk "Repaying your student loan: what you pay")',
      effective: '2025-04-06',
      verified: '2026-11-22',
      note: 'Plan 5 repayments start in April 2026; its threshold is listed for completeness.',
    },
    {
      value: { thresholds: { plan1: '26900', plan2: '29385', plan4: '33795', plan5: '25000', postgraduate: '21000' }, rates },
      source: 'DfE announcement of 19 August 2025 (Plan 1, Plan 5) and HMRC employer guidance for 2026-27 (Plans 2, 4, PGL)',
      effective: '2026-04-06',
      verified: '2026-11-22',
      note: 'Checked against payroll and Which? summaries of the DfE/HMRC figures; Plan 2 is frozen from 2027 to 2030.',
    },
  ],
};

/** Interest rates of one academic year (1 September to 31 August). */
export interface StudentUkInterestValue {
  /** Flat annual percent for plans with one rate. */
  readonly plan1: string;
  readonly plan4: string;
  readonly plan5: string;
  readonly postgraduate: string;
  /** Plan 2: RPI at or below `lower_income`, RPI + 3 at or above `upper_income`, linear between. */
  readonly plan2: { readonly min: string; readonly max: string; readonly lower_income: string; readonly upper_income: string };
}

/**
 * Student loan interest rates by academic year. Rates from 1 September 2026 were not found, so 2025-26 rates are
 * carried forward in an unverified row.
 *
 * @see https://www.gov.uk/repaying-your-student-loan/what-you-pay
 */
export const STUDENT_UK_INTEREST: RuleTable<StudentUkInterestValue> = {
  id: 'uk.student_loan_interest',
  title: 'UK student loan interest rates by academic year',
  versions: [
    {
      value: {
        plan1: '3.2',
        plan4: '3.2',
        plan5: '3.2',
        postgraduate: '6.2',
        plan2: { min: '3.2', max: '6.2', lower_income: '28470', upper_income: '51245' },
      },
      source: 'DfE, Student loans interest rates and repayment threshold announcement (2025-08-19): RPI 3.2 % for 1 Sep 2025 – 31 Aug 2026',
      effective: '2025-09-01',
      verified: '2026-11-22',
      note: 'Plan 1 and 4 are the lower of RPI and Bank Rate + 1 %; they may fall during the year.',
    },
    {
      value: {
        plan1: '3.2',
        plan4: '3.2',
        plan5: '3.2',
        postgraduate: '6.2',
        plan2: { min: '3.2', max: '6.2', lower_income: '29385', upper_income: '51245' },
      },
      source: 'Carried forward from the 2025-26 announcement; rates from 1 September 2026 not found',
      effective: '2026-09-01',
      verified: null,
      note: 'Placeholder: 2025-26 rates carried forward until the 2026-27 rates are verified.',
    },
  ],
};

/** When an unpaid balance is written off, per plan. */
export interface StudentUkWriteOffValue {
  readonly years: Readonly<Record<UkStudentPlan, number>>;
  /** Plan 1 (loans from 2006) is also written off at this age, when earlier. */
  readonly plan1_age: number;
}

/**
 * Write-off: Plan 1 after 25 years or at 65; Plan 2, Plan 4 and postgraduate loans after 30 years; Plan 5 after 40,
 * counted from the April after leaving the course.
 *
 * @see https://www.gov.uk/repaying-your-student-loan/when-your-student-loan-gets-written-off-or-cancelled
 */
export const STUDENT_UK_WRITE_OFF: RuleTable<StudentUkWriteOffValue> = {
  id: 'uk.student_loan_write_off',
  title: 'UK student loan write-off terms by plan',
  versions: [
    {
      value: { years: { plan1: 25, plan2: 30, plan4: 30, plan5: 40, postgraduate: 30 }, plan1_age: 65 },
      source: 'gov.uk "When your student loan gets written off or cancelled"',
      effective: '2023-08-01',
      verified: '2026-11-22',
      note: 'Checked against secondary summaries; Plan 1 and Plan 4 terms depend on when the course started.',
    },
  ],
};
