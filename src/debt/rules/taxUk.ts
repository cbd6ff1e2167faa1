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
  jurisdiction: 'UK',
  title: 'HMRC late payment interest (base rate + 4 % from 6 April 2025)',
  versions: [
    { value: { annual_percent: '7.5' }, source: `${SOURCE}; HMRC news after the 22 June 2023 base-rate rise to 5 % (base + 2.5 %)`, effective: '2023-07-11', verified: null, note: 'Rate and date from an accountant\'s copy of the HMRC notice ("7.5 % from 11 July"), not read on gov.uk.' },
    { value: { annual_percent: '7.75' }, source: `${SOURCE}; HMRC news after the 3 August 2023 base-rate rise to 5.25 % (base + 2.5 %)`, effective: '2023-08-22', verified: null, note: 'Date not read on gov.uk.' },
    { value: { annual_percent: '7.5' }, source: `${SOURCE}; HMRC news after the 1 August 2024 base-rate cut to 5 %`, effective: '2024-08-20', verified: null, note: 'Date not read on gov.uk.' },
    { value: { annual_percent: '7.25' }, source: `${SOURCE}; HMRC news after the 7 November 2024 base-rate cut to 4.75 %`, effective: '2024-11-19', verified: null, note: 'Date not read on gov.uk; the rate is confirmed by accountants\' copies of the February 2025 notice ("reduced to 7.0 % from 7.25 %").' },
    { value: { annual_percent: '7' }, source: `${SOURCE}; HMRC news: rates revised from 25 February 2025 (base 4.5 % + 2.5 %)`, effective: '2025-02-25', verified: '2026-11-22' },
    { value: { annual_percent: '8.5' }, source: `${SOURCE}; HMRC: late payment interest rises by 1.5 points from 6 April 2025`, effective: '2025-04-06', verified: '2026-11-22' },
    { value: { annual_percent: '8.25' }, source: `${SOURCE}; HMRC news after the 8 May 2025 base-rate cut to 4.25 %`, effective: '2025-05-28', verified: '2026-11-22' },
    { value: { annual_percent: '8' }, source: `${SOURCE}; HMRC news "HMRC interest rates update" after the 7 August 2025 base-rate cut to 4 % (27 August 2025 for non-quarterly instalments)`, effective: '2025-08-27', verified: null, note: 'Date and rate confirmed by several accountants\' copies of the HMRC notice (base 4 % + 4 %), not read on gov.uk.' },
    { value: { annual_percent: '7.75' }, source: `${SOURCE}; HMRC news "HMRC revises interest rates for late payments" (19 December 2025): from 9 January 2026`, effective: '2026-01-09', verified: '2026-11-22', note: 'Bank Rate was then held at 3.75 % on 5 February, 19 March, 30 April and 18 June 2026 (secondary reports of the MPC decisions), so this rate ran at least until the next decision (30 July 2026). No HMRC notice of a later change was found (searched 2026-11-25); a third-party claim of 8 % from 24 November 2026 was not found in HMRC\'s text or in several independent copies, so it is not recorded.' },
  ],
};

/**
 * The HMRC schedule: simple interest. Rates are known through 30 July 2026: Bank Rate was held at 3.75 % on 5 February,
 * 19 March, 30 April and 18 June 2026 (secondary reports of the MPC decisions: GB News and Hedgwatch for March, Titan FX
 * for April, LiveSquawk and Titan FX for June), so the 9 January 2026 rate stood until at least the next decision
 * (30 July 2026); later days carry it forward, marked unverified.
 */
export const TAX_UK_INTEREST_SCHEDULE: TaxInterestSchedule = { table: TAX_UK_LATE_PAYMENT_INTEREST, compounding: 'simple', known_through: '2026-07-30' };

/** One Self Assessment late-payment penalty: a percent of the tax still unpaid at a point after the penalty date. */
export interface TaxUkSaPenaltyStage {
  /** Months after the penalty date at whose end the tax still unpaid attracts the penalty (0: on the penalty date). */
  readonly months_after_penalty_date: number;
  /** Percent of the tax unpaid at that point. */
  readonly percent: string;
}

/** Late-payment penalties on a Self Assessment balancing payment (Finance Act 2009 Sch. 56). */
export interface TaxUkSaPenaltiesValue {
  /** The penalty date is the day after the date this many days after the payment due date. */
  readonly days_after_due: number;
  readonly stages: readonly TaxUkSaPenaltyStage[];
}

/**
 * Self Assessment late-payment penalties: 5 % of the tax unpaid on the penalty date (the day after the date 30 days after
 * the due date), a further 5 % of what is still unpaid 5 months after it, and 5 % more 11 months after it — about 30
 * days, 6 months and 12 months late. They apply to the balancing payment (TMA 1970 s. 59B), not to payments on account.
 *
 * @see https://www.legislation.gov.uk/ukpga/2009/10/schedule/56/paragraph/3
 * @see https://www.legislation.gov.uk/ukpga/2009/10/schedule/56/paragraph/1
 */
export const TAX_UK_SA_LATE_PAYMENT_PENALTIES: RuleTable<TaxUkSaPenaltiesValue> = {
  id: 'uk.fa2009_sch56.sa_late_payment_penalties',
  jurisdiction: 'UK',
  title: 'Self Assessment late-payment penalties: 5 % at 30 days, 5 % at 6 months, 5 % at 12 months (FA 2009 Sch. 56)',
  versions: [
    {
      value: { days_after_due: 30, stages: [{ months_after_penalty_date: 0, percent: '5' }, { months_after_penalty_date: 5, percent: '5' }, { months_after_penalty_date: 11, percent: '5' }] },
      source: 'Finance Act 2009 Sch. 56 para. 1(4) and Table item 1 (penalty date: the day after the date falling 30 days after the TMA 1970 s. 59B(3)/(4) due date) and para. 3(2)–(4); in force for income tax from 6 April 2011 (S.I. 2011/702)',
      effective: '2011-04-06',
      verified: '2026-11-25',
      note: 'Read on legislation.gov.uk (para. 1 Table item 1, para. 3). A time-to-pay agreement asked for before a penalty date suspends the penalties falling after the request while it is kept (para. 10).',
    },
  ],
};

/** Late-payment penalties of the reformed regime (Finance Act 2021 Sch. 26) for taxpayers in Making Tax Digital for Income Tax. */
export interface TaxUkMtdPenaltiesValue {
  /** First penalty: percent of the tax unpaid at the end of day 15 after the due date. */
  readonly day15_percent: string;
  /** First penalty: further percent of the tax unpaid at the end of day 30. */
  readonly day30_percent: string;
  /** Second penalty: yearly percent, charged daily on the tax unpaid from day 31. */
  readonly second_annual_percent: string;
}

/**
 * Making Tax Digital for Income Tax late-payment penalties (FA 2021 Sch. 26): from 1 April 2025, 3 % of the tax unpaid at
 * day 15, 3 % more of what is unpaid at day 30, then 10 % a year charged daily from day 31 (2 %, 2 % and 4 % before).
 * They replace the Sch. 56 penalties for taxpayers in MTD for Income Tax (volunteers from April 2024; mandated from
 * 6 April 2026 for qualifying income over £50,000).
 *
 * @see https://www.gov.uk/government/publications/increasing-vat-and-other-taxes-late-payment-penalties-percentage-rate-relating-to-penalty-reform
 */
export const TAX_UK_MTD_LATE_PAYMENT_PENALTIES: RuleTable<TaxUkMtdPenaltiesValue> = {
  id: 'uk.fa2021_sch26.mtd_itsa_late_payment_penalties',
  jurisdiction: 'UK',
  title: 'MTD for Income Tax late-payment penalties: 3 % at day 15, 3 % at day 30, 10 % a year from day 31 (FA 2021 Sch. 26)',
  versions: [
    {
      value: { day15_percent: '2', day30_percent: '2', second_annual_percent: '4' },
      source: 'Finance Act 2021 s. 117 and Sch. 26 (penalty reform), applied to MTD for Income Tax volunteers from April 2024',
      effective: '2024-04-06',
      verified: null,
      note: 'Rates and start for ITSA volunteers as explained by ICAEW (May 2024); not read in the Act.',
    },
    {
      value: { day15_percent: '3', day30_percent: '3', second_annual_percent: '10' },
      source: 'Finance Act 2021 (Increase in Schedule 26 Penalty Percentages) Regulations 2025 (SI 2025/589); HMRC policy paper "Increasing VAT and other taxes late payment penalties percentage rate relating to penalty reform" (1 April 2025)',
      effective: '2025-04-01',
      verified: '2026-11-25',
      note: 'gov.uk policy paper read: 2 to 3 points at 15 days, 2 to 3 points at 30 days, 4 to 10 points a year from day 31, from 1 April 2025 for VAT and MTD for Income Tax.',
    },
  ],
};

/** HMRC Self Assessment Time to Pay set up online, and who may use it. */
export interface TaxUkTimeToPayValue {
  /** Most that may be owed (GBP). */
  readonly online_max: string;
  /** The plan must be set up less than this many days after the payment deadline. */
  readonly within_days_of_deadline: number;
  /** Most months the online plan can run. */
  readonly max_months: number;
  /** The taxpayer's returns must be up to date. */
  readonly requires_returns_filed: boolean;
  /** The taxpayer must have no other payment plan or debt with HMRC. */
  readonly no_other_plans_or_debts: boolean;
}

/**
 * Self Assessment payment plan online: owe £30,000 or less, no other payment plans or debts with HMRC, tax returns up to
 * date, less than 60 days after the payment deadline, paid within 12 months; otherwise call HMRC.
 *
 * @see https://www.gov.uk/pay-self-assessment-tax-bill/pay-in-instalments
 * @see https://www.gov.uk/difficulties-paying-hmrc/pay-self-assessment
 */
export const TAX_UK_TIME_TO_PAY: RuleTable<TaxUkTimeToPayValue> = {
  id: 'uk.hmrc_time_to_pay',
  jurisdiction: 'UK',
  title: 'HMRC Time to Pay online: up to £30,000, less than 60 days after the deadline, returns filed, no other plan or HMRC debt',
  versions: [
    {
      value: { online_max: '30000', within_days_of_deadline: 60, max_months: 12, requires_returns_filed: true, no_other_plans_or_debts: true },
      source: 'gov.uk "Pay your Self Assessment tax bill: pay in instalments" (owe £30,000 or less; no other payment plans or debts with HMRC; tax returns up to date; less than 60 days after the payment deadline); ICAEW (limit raised from £10,000 to £30,000 in October 2020; 12 months)',
      effective: '2020-10-01',
      verified: '2026-11-25',
      note: 'Conditions read on gov.uk. The start date (October 2020, day not given) and the 12-month term are from ICAEW\'s summary of HMRC guidance.',
    },
  ],
};
