import type { RuleTable } from '../../core/ruleTable.js';

/** Canada Student Loans Repayment Assistance Plan. */
export interface StudentCaRapValue {
  /** Monthly gross family income below which nothing is payable, by family size 1 to 7 (7 = 7 or more), CAD. */
  readonly zero_payment_thresholds: readonly string[];
  /** Most the affordable payment can be, as a percent of monthly household income. */
  readonly payment_cap_percent: number;
  /** Longest repayment period in years (10 for borrowers with a permanent disability). */
  readonly max_years: number;
  readonly max_years_disability: number;
  /** Length of one RAP approval in months (re-apply after). */
  readonly approval_months: number;
}

/**
 * The federal Repayment Assistance Plan: no payment below the family-size threshold, otherwise an affordable payment
 * of at most 10 % of household income, repayment over at most 15 years.
 *
 * The zero-payment thresholds are indexed to inflation every year (ESDC, 2022-11-01), so the table is annual. The one
 * row carries the 2022 enhancement date with figures the page shows undated. The single threshold ($42,720 a year =
 * 12 × $3,560) is the 2022 figure of $40,000 raised by 6.8 %, consistent with a single yearly indexation (the 2022
 * CPI rise), so the row is reported stale from 2023-11-01 until a dated newer row is added.
 *
 * @see https://www.canada.ca/en/services/benefits/education/student-aid/grants-loans/repay/assistance/rap/eligibility.html
 * @see https://www.canada.ca/en/employment-social-development/news/2022/11/the-repayment-assistance-plan.html
 */
export const STUDENT_CA_RAP: RuleTable<StudentCaRapValue> = {
  id: 'ca.student_rap',
  jurisdiction: 'CA',
  title: 'Canada Student Loans RAP: zero-payment thresholds by family size, 10 % cap, 15-year limit',
  // The zero-payment thresholds are indexed to inflation every year.
  cadence: 'annual',
  versions: [
    {
      value: {
        zero_payment_thresholds: ['3560', '4176', '5115', '5905', '6602', '7232', '7812'],
        payment_cap_percent: 10,
        max_years: 15,
        max_years_disability: 10,
        approval_months: 6,
      },
      source: 'Canada Student Financial Assistance Regulations s 19; canada.ca RAP eligibility (monthly gross family income thresholds); ESDC news release 2022-11-01',
      effective: '2022-11-01',
      verified: '2026-11-22',
      note: 'The thresholds are indexed yearly and the page gives no start date: this row carries the 2022 enhancement date with the figures published at verification.',
    },
  ],
};

/** Standard federal repayment in Canada. */
export interface StudentCaStandardValue {
  /** Default repayment period in months. */
  readonly months: number;
  /** Interest on the federal portion, percent a year. */
  readonly federal_interest_percent: string;
}

/**
 * Federal Canada Student Loans: interest-free since 1 April 2023, repaid over about 9.5 years by default.
 *
 * @see https://www.canada.ca/en/services/benefits/education/student-aid/grants-loans/repay.html
 */
export const STUDENT_CA_STANDARD: RuleTable<StudentCaStandardValue> = {
  id: 'ca.student_standard',
  jurisdiction: 'CA',
  title: 'Canada Student Loans: federal portion interest-free; default 114-month schedule',
  versions: [
    {
      value: { months: 114, federal_interest_percent: '0' },
      source: 'Budget 2023 (interest on Canada Student and Apprentice Loans permanently eliminated from 2023-04-01); NSLSC repayment schedule',
      effective: '2023-04-01',
      verified: null,
      note: 'From memory: the 114-month default and the interest-free federal portion were not checked here. Provincial portions may bear interest.',
    },
  ],
};
