import type { RuleTable } from '../../core/ruleTable.js';
import type { TaxInterestRateValue, TaxInterestSchedule } from './taxInterestTypes.js';

const SOURCE = 'Finance Act 2009 s 101 and the Taxes (Interest Rate) Regulations 1989 (late payment interest = Bank Rate + 4 % from 6 April 2025, Autumn Budget 2024)';

/**
 * HMRC late payment interest on most taxes: Bank of England base rate + 4 % from 6 April 2025 (+ 2.5 % before), simple
 * interest. Changes follow each base-rate decision. Days after the last verified change carry its rate forward.
 *
 * @see https://www.gov.uk/government/publications/rates-and-allowances-hmrc-interest-rates-for-late-and-early-payments
 */
export const TAX_UK_LATE_PAYMENT_INTEREST: RuleTable<TaxInterestRateValue> = {
  id: 'uk.hmrc_late_payment_interest',
  title: 'HMRC late payment interest (base rate + 4 % from 6 April 2025)',
  versions: [
    { value: { annual_percent: '7' }, source: `${SOURCE}; HMRC news: rates revised from 25 February 2025 (base 4.5 % + 2.5 %)`, effective: '2025-02-25', verified: '2026-11-22' },
    { value: { annual_percent: '8.5' }, source: `${SOURCE}; HMRC: late payment interest rises by 1.5 points from 6 April 2025`, effective: '2025-04-06', verified: '2026-11-22' },
    { value: { annual_percent: '8.25' }, source: `${SOURCE}; HMRC news after the 8 May 2025 base-rate cut to 4.25 %`, effective: '2025-05-28', verified: '2026-11-22' },
    { value: { annual_percent: '8' }, source: `${SOURCE}; HMRC news after the 7 August 2025 base-rate cut to 4 %`, effective: '2025-08-27', verified: null, note: 'Date inferred from a later HMRC notice ("first reduction since 27 August 2025").' },
    { value: { annual_percent: '7.75' }, source: `${SOURCE}; HMRC news "HMRC revises interest rates for late payments" (19 December 2025): from 9 January 2026`, effective: '2026-01-09', verified: '2026-11-22' },
  ],
};

/** The HMRC schedule: simple interest; rates verified through the 9 January 2026 change. */
export const TAX_UK_INTEREST_SCHEDULE: TaxInterestSchedule = { table: TAX_UK_LATE_PAYMENT_INTEREST, compounding: 'simple', known_through: '2026-01-09' };

/** HMRC Self Assessment Time to Pay set up online. */
export interface TaxUkTimeToPayValue {
  readonly online_max: string;
  readonly within_days_of_deadline: number;
  readonly max_months: number;
}

/**
 * Self Assessment payment plan online: owe £30,000 or less, returns filed, set up within 60 days of the payment
 * deadline, paid within 12 months; otherwise call the Payment Support Service.
 *
 * @see https://www.gov.uk/difficulties-paying-hmrc/pay-self-assessment
 */
export const TAX_UK_TIME_TO_PAY: RuleTable<TaxUkTimeToPayValue> = {
  id: 'uk.hmrc_time_to_pay',
  title: 'HMRC Time to Pay online: up to £30,000, within 60 days of the deadline, up to 12 months',
  versions: [
    { value: { online_max: '30000', within_days_of_deadline: 60, max_months: 12 }, source: 'gov.uk "If you cannot pay your tax bill on time: Self Assessment"', effective: '2023-04-06', verified: '2026-11-22', note: 'Effective date approximate (the £30,000 limit applied from 2023-24).' },
  ],
};
