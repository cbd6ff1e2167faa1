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
  jurisdiction: 'UK',
  title: 'UK student loan repayment thresholds and rates by tax year',
  // Re-set for each tax year (6 April); a year with no row is reported stale.
  cadence: 'annual',
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

/**
 * Interest rates in force from one date: each academic year (1 September to 31 August) takes RPI of the previous March;
 * the Plan 2 income band moves with the tax year (6 April); a prevailing-market-rate cap or a Bank Rate cut can change a
 * rate mid-year.
 */
export interface StudentUkInterestValue {
  /** Flat annual percent for plans with one rate. */
  readonly plan1: string;
  readonly plan4: string;
  readonly plan5: string;
  readonly postgraduate: string;
  /** Plan 2: RPI at or below `lower_income`, RPI + 3 at or above `upper_income`, linear between. */
  readonly plan2: { readonly min: string; readonly max: string; readonly lower_income: string; readonly upper_income: string };
}

const DFE_2024 = 'DfE, Student loans interest rates and repayment threshold announcement (August 2024): RPI 4.3 % for 1 Sep 2024 – 31 Aug 2025';
const DFE_2025 = 'DfE, Student loans interest rates and repayment threshold announcement (2025-08-19): RPI 3.2 % for 1 Sep 2025 – 31 Aug 2026';
const CAPS_NOTE = 'Plan 1 and 4 are the lower of RPI and Bank Rate + 1 %; Plan 2, 5 and PGL maxima are capped when they exceed the prevailing market rate (Education (Student Loans) (Repayment) Regulations 2009): either can change a rate during the year.';

/**
 * Student loan interest rates, one row per change: each 1 September (RPI of the previous March) and each 6 April (the
 * Plan 2 income band moves with the repayment threshold). Every row expires on the 31 August that ends its academic
 * year, so a date past it with no newer row is reported stale. The 2026-27 rates (RPI of March 2026: 4.1 %, with the
 * one-year 6 % cap on Plan 2 and postgraduate loans) come from secondary copies and are marked unverified.
 *
 * @see https://www.gov.uk/repaying-your-student-loan/what-you-pay
 * @see https://www.gov.uk/government/publications/student-loans-interest-rates-and-repayment-thresholds
 */
export const STUDENT_UK_INTEREST: RuleTable<StudentUkInterestValue> = {
  id: 'uk.student_loan_interest',
  jurisdiction: 'UK',
  title: 'UK student loan interest rates (academic year from 1 September; Plan 2 band from 6 April)',
  cadence: 'annual',
  versions: [
    {
      value: { plan1: '4.3', plan4: '4.3', plan5: '4.3', postgraduate: '7.3', plan2: { min: '4.3', max: '7.3', lower_income: '27295', upper_income: '49130' } },
      source: `${DFE_2024}; Plan 2 band £27,295–£49,130 of the 2024-25 tax year`,
      effective: '2024-09-01',
      expires: '2025-08-31',
      verified: null,
      note: `Rates as listed by the House of Commons Library ("Student loans and interest rates FAQs", as at May 2025), not read on gov.uk. ${CAPS_NOTE}`,
    },
    {
      value: { plan1: '4.3', plan4: '4.3', plan5: '4.3', postgraduate: '7.3', plan2: { min: '4.3', max: '7.3', lower_income: '28470', upper_income: '51245' } },
      source: `${DFE_2024}; Plan 2 lower interest threshold £28,470 (the 2025-26 repayment threshold) and higher interest threshold £51,245 from 6 April 2025`,
      effective: '2025-04-06',
      expires: '2025-08-31',
      verified: null,
      note: 'The 2025-26 band is the one a DfE minister gave as current in answers to written questions of February 2026; its 6 April 2025 start is the tax year it belongs to.',
    },
    {
      value: { plan1: '3.2', plan4: '3.2', plan5: '3.2', postgraduate: '6.2', plan2: { min: '3.2', max: '6.2', lower_income: '28470', upper_income: '51245' } },
      source: DFE_2025,
      effective: '2025-09-01',
      expires: '2026-08-31',
      verified: '2026-11-22',
      note: `No change during 2025-26 other than the April Plan 2 band was found: Bank Rate + 1 % stayed above RPI (Bank Rate would have had to fall below 2.2 %), and no market-rate cap was found. ${CAPS_NOTE}`,
    },
    {
      value: { plan1: '3.2', plan4: '3.2', plan5: '3.2', postgraduate: '6.2', plan2: { min: '3.2', max: '6.2', lower_income: '29385', upper_income: '52885' } },
      source: `${DFE_2025}; DfE: "The income threshold and the lower interest rate threshold for repayment of Plan 2 loans to apply from April 2026 is £29,385. The higher interest threshold ... from April 2026 is £52,885."`,
      effective: '2026-04-06',
      expires: '2026-08-31',
      verified: null,
      note: 'Mid-year change of the 2025-26 academic year: the Plan 2 band moves with the tax year. The thresholds were read in a verbatim copy of the DfE announcement, not on gov.uk.',
    },
    {
      // The engine draws Plan 2 as one straight line from `min` to `max`. Under the 6 % cap the rate is
      // min(RPI + 3 × (income − £29,385) / £23,500, 6 %), which reaches 6 % at £29,385 + £23,500 × 1.9 / 3 = £44,268.33:
      // storing that as the top of the band keeps the DfE slope exactly and holds 6 % above it.
      value: { plan1: '4.1', plan4: '4.1', plan5: '4.1', postgraduate: '6', plan2: { min: '4.1', max: '6', lower_income: '29385', upper_income: '44268.33' } },
      source: 'DfE: RPI 4.1 % for 1 Sep 2026 – 31 Aug 2027 (gov.uk "Repaying your student loan: what you pay"); interest on Plan 2 and Plan 3 (postgraduate) loans capped at 6 % for 2026-27 (DfE news of 7 April 2026, https://www.gov.uk/government/news/interest-rate-cap-introduced-to-protect-plan-2-borrowers); Plan 2 band £29,385–£52,885 of the 2026-27 tax year',
      effective: '2026-09-01',
      expires: '2027-08-31',
      verified: null,
      note: 'Not read on gov.uk. RPI 4.1 % and the per-plan rates (Plan 1, 4 and 5 4.1 %, Plan 2 4.1 % rising to the 6 % cap, postgraduate 6 %) as given by the source of public calculators that cite gov.uk: mwread98-dot/Student-Loan-Calculation (src/domain/rates.ts, "checked September 2026"), an October 2026 app review quoting the gov.uk "what you pay" table, and a Plan 5 calculator page ("RPI only: 4.1% from September 2026"). The 6 % cap for one year from 1 September 2026 on Plan 2 and Plan 3 loans as reported on 7 April 2026 by GB News, Metro and a syndicated "UK News" report (foreignnewstoday.com). Plan 1 and 4 take RPI because Bank Rate + 1 % (4.75 %, Bank Rate 3.75 %) is higher; a Bank Rate below 3.1 % would lower them. The DfE higher interest threshold is still £52,885: £44,268.33 is where the capped rate reaches 6 % (see the comment above).',
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
  jurisdiction: 'UK',
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
