import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';
import type { CreditNegativeItemId } from './creditNegativeItems.js';

/** What an item's reporting clock runs from. */
export type CreditItemClockStart =
  | 'date_of_late_payment'
  | 'date_of_first_delinquency_plus_180_days'
  | 'default_date'
  | 'date_of_last_activity'
  | 'default_listing_date'
  | 'date_of_order_for_relief'
  | 'date_of_filing'
  | 'date_of_bankruptcy'
  | 'date_of_discharge'
  | 'date_of_judgment'
  | 'date_of_payment'
  | 'date_of_inquiry'
  | 'next_balance_report';

/** How long one kind of item may be shown on a credit file. */
export interface CreditItemPeriod {
  /**
   * Months the item may be shown; `null` when it lasts only while the condition lasts (a high balance shows until
   * a lower one is reported). Ignored when `reuse_reporting_period` is set.
   */
  readonly shown_months: number | null;
  readonly starts_from: CreditItemClockStart;
  /** Months the item weighs in scores when shorter than it is shown (US FICO: hard inquiries 12). */
  readonly scored_months?: number;
  /** Take the period from the country's collection/default row in `CREDIT_REPORTING_PERIODS` (creditReportingPeriods.ts). */
  readonly reuse_reporting_period?: true;
  /** Provision or practice the period comes from. */
  readonly citation: string;
}

/** Periods for one country, by item; an item absent here has no reporting in that country. */
export type CreditItemPeriods = Readonly<Partial<Record<CreditNegativeItemId, CreditItemPeriod>>>;

const US_COLLECTION = { shown_months: null, starts_from: 'date_of_first_delinquency_plus_180_days', reuse_reporting_period: true, citation: 'FCRA § 605(a)(4), (c)(1)' } as const;

/**
 * US periods under FCRA § 605 (15 U.S.C. 1681c): cases under title 11 for 10 years (§ 605(a)(1)); accounts placed
 * for collection or charged off for 7 years from the 180 days after the first delinquency (§ 605(a)(4), (c)(1));
 * any other adverse item (late payments, repossessions, foreclosures) 7 years (§ 605(a)(5)); judgments 7 years or the
 * limitation period (§ 605(a)(2)); paid tax liens 7 years from payment (§ 605(a)(3), since repealed in part). Chapter 13
 * cases are removed after 7 years from filing by bureau practice; inquiries stay 2 years and FICO counts them 12 months.
 *
 * @see https://www.law.cornell.edu/uscode/text/15/1681c
 */
export const CREDIT_ITEM_PERIODS_US: RuleTable<CreditItemPeriods> = {
  id: 'us.fcra.605.item_periods',
  jurisdiction: 'US',
  title: 'FCRA § 605: how long each negative item may be reported (bankruptcy 10 years, most others 7)',
  versions: [
    {
      value: {
        late_30: { shown_months: 84, starts_from: 'date_of_late_payment', citation: 'FCRA § 605(a)(5)' },
        late_60: { shown_months: 84, starts_from: 'date_of_late_payment', citation: 'FCRA § 605(a)(5)' },
        late_90: { shown_months: 84, starts_from: 'date_of_late_payment', citation: 'FCRA § 605(a)(5)' },
        collection: US_COLLECTION,
        medical_collection: US_COLLECTION,
        charge_off: US_COLLECTION,
        default: US_COLLECTION,
        repossession: US_COLLECTION,
        foreclosure: US_COLLECTION,
        bankruptcy_ch7: { shown_months: 120, starts_from: 'date_of_order_for_relief', citation: 'FCRA § 605(a)(1)' },
        bankruptcy_ch13: { shown_months: 84, starts_from: 'date_of_filing', citation: 'FCRA § 605(a)(1) (10-year limit); 7 years by Equifax, Experian and TransUnion practice' },
        judgment: { shown_months: 84, starts_from: 'date_of_judgment', citation: 'FCRA § 605(a)(2) (7 years or the limitation period, whichever is longer)' },
        tax_lien: { shown_months: 84, starts_from: 'date_of_payment', citation: 'FCRA § 605(a)(3)' },
        hard_inquiry: { shown_months: 24, scored_months: 12, starts_from: 'date_of_inquiry', citation: 'Bureau practice (2 years shown); FICO counts inquiries of the last 12 months' },
        high_utilization: { shown_months: null, starts_from: 'next_balance_report', citation: 'Scoring models read the balances last reported; no retention period applies' },
      },
      source: '15 U.S.C. 1681c(a)(1)–(5), (c)(1); bureau practice for Chapter 13 and inquiries; myFICO (inquiries counted 12 months)',
      effective: '1997-12-29',
      verified: null,
      note: '§ 605(a)(4) and (c)(1) (collections) were checked with the reporting-period table; the other rows and the bureau-practice periods are from secondary sources, not checked here.',
    },
  ],
};

/**
 * UK, Canadian and Australian periods. UK: the agencies keep defaults, arrears, CCJs and bankruptcies 6 years and
 * hard searches 12 months. Canada: collections about 6 years; a first bankruptcy 6 (Equifax) to 7 (TransUnion)
 * years after discharge; inquiries about 3 years. Australia (Privacy Act 1988 s 20W): default information 5 years,
 * repayment history 2 years, credit enquiries 5 years, court judgments 5 years, personal insolvency 5 years or
 * 2 years after it ends, whichever is later.
 *
 * @see https://www.legislation.gov.au/C2004A03712/latest/text (Privacy Act 1988 s 20W)
 */
export const CREDIT_ITEM_PERIODS_INTL: Readonly<Record<Exclude<DebtCountry, 'US'>, RuleTable<CreditItemPeriods>>> = {
  UK: {
    id: 'uk.credit_file.item_periods',
    title: 'UK: how long credit files keep each negative item',
    jurisdiction: 'UK',
    versions: [
      {
        value: {
          late_30: { shown_months: 72, starts_from: 'date_of_late_payment', citation: 'Agency practice: payment history 6 years' },
          late_60: { shown_months: 72, starts_from: 'date_of_late_payment', citation: 'Agency practice: payment history 6 years' },
          late_90: { shown_months: 72, starts_from: 'date_of_late_payment', citation: 'Agency practice: payment history 6 years' },
          collection: { shown_months: null, starts_from: 'default_date', reuse_reporting_period: true, citation: 'Agency practice: defaults 6 years' },
          medical_collection: { shown_months: null, starts_from: 'default_date', reuse_reporting_period: true, citation: 'Agency practice: defaults 6 years' },
          charge_off: { shown_months: null, starts_from: 'default_date', reuse_reporting_period: true, citation: 'Agency practice: defaults 6 years' },
          default: { shown_months: null, starts_from: 'default_date', reuse_reporting_period: true, citation: 'Agency practice: defaults 6 years' },
          repossession: { shown_months: null, starts_from: 'default_date', reuse_reporting_period: true, citation: 'Agency practice: defaults 6 years' },
          foreclosure: { shown_months: null, starts_from: 'default_date', reuse_reporting_period: true, citation: 'Agency practice: defaults 6 years' },
          bankruptcy_ch7: { shown_months: 72, starts_from: 'date_of_bankruptcy', citation: 'Agency practice: bankruptcy 6 years from the bankruptcy order' },
          bankruptcy_ch13: { shown_months: 72, starts_from: 'date_of_filing', citation: 'Agency practice: an IVA or DRO 6 years from its start' },
          judgment: { shown_months: 72, starts_from: 'date_of_judgment', citation: 'Register of Judgments, Orders and Fines: CCJs 6 years (removed if paid within one month)' },
          hard_inquiry: { shown_months: 12, starts_from: 'date_of_inquiry', citation: 'Agency practice: hard searches 12 months' },
          high_utilization: { shown_months: null, starts_from: 'next_balance_report', citation: 'Scores read the balances last reported' },
        },
        source: 'Experian, Equifax and TransUnion UK retention practice; Register of Judgments, Orders and Fines',
        effective: '2000-01-01',
        verified: null,
        note: 'Research notes §2 and §8 mark these [M]; not checked against the agencies here. Practice of long standing; the table starts at its first date.',
      },
    ],
  },
  CA: {
    id: 'ca.credit_file.item_periods',
    title: 'Canada: how long credit files keep each negative item',
    jurisdiction: 'CA',
    versions: [
      {
        value: {
          late_30: { shown_months: 72, starts_from: 'date_of_late_payment', citation: 'Bureau practice: about 6 years' },
          late_60: { shown_months: 72, starts_from: 'date_of_late_payment', citation: 'Bureau practice: about 6 years' },
          late_90: { shown_months: 72, starts_from: 'date_of_late_payment', citation: 'Bureau practice: about 6 years' },
          collection: { shown_months: null, starts_from: 'date_of_last_activity', reuse_reporting_period: true, citation: 'Bureau practice' },
          medical_collection: { shown_months: null, starts_from: 'date_of_last_activity', reuse_reporting_period: true, citation: 'Bureau practice' },
          charge_off: { shown_months: null, starts_from: 'date_of_last_activity', reuse_reporting_period: true, citation: 'Bureau practice' },
          default: { shown_months: null, starts_from: 'date_of_last_activity', reuse_reporting_period: true, citation: 'Bureau practice' },
          repossession: { shown_months: null, starts_from: 'date_of_last_activity', reuse_reporting_period: true, citation: 'Bureau practice' },
          foreclosure: { shown_months: null, starts_from: 'date_of_last_activity', reuse_reporting_period: true, citation: 'Bureau practice' },
          bankruptcy_ch7: { shown_months: 84, starts_from: 'date_of_discharge', citation: 'First bankruptcy: 6 years after discharge (Equifax), 7 (TransUnion); the longer is shown' },
          bankruptcy_ch13: { shown_months: 36, starts_from: 'date_of_discharge', citation: 'Consumer proposal: 3 years after completion (bureau practice)' },
          judgment: { shown_months: 72, starts_from: 'date_of_judgment', citation: 'Bureau practice: about 6 years' },
          hard_inquiry: { shown_months: 36, starts_from: 'date_of_inquiry', citation: 'Bureau practice: about 3 years' },
          high_utilization: { shown_months: null, starts_from: 'next_balance_report', citation: 'Scores read the balances last reported' },
        },
        source: 'Equifax Canada and TransUnion Canada retention practice',
        effective: '2000-01-01',
        verified: null,
        note: 'Research notes §2 and §8 mark these [M]; not checked against the bureaus here. Practice of long standing; the table starts at its first date.',
      },
    ],
  },
  AU: {
    id: 'au.credit_file.item_periods',
    title: 'Australia: how long credit files keep each negative item',
    jurisdiction: 'AU',
    versions: [
      {
        value: {
          late_30: { shown_months: 24, starts_from: 'date_of_late_payment', citation: 'Privacy Act 1988 s 20W: repayment history information 2 years' },
          late_60: { shown_months: 24, starts_from: 'date_of_late_payment', citation: 'Privacy Act 1988 s 20W: repayment history information 2 years' },
          late_90: { shown_months: 24, starts_from: 'date_of_late_payment', citation: 'Privacy Act 1988 s 20W: repayment history information 2 years' },
          collection: { shown_months: null, starts_from: 'default_listing_date', reuse_reporting_period: true, citation: 'Privacy Act 1988 s 20W: default information 5 years' },
          medical_collection: { shown_months: null, starts_from: 'default_listing_date', reuse_reporting_period: true, citation: 'Privacy Act 1988 s 20W: default information 5 years' },
          charge_off: { shown_months: null, starts_from: 'default_listing_date', reuse_reporting_period: true, citation: 'Privacy Act 1988 s 20W: default information 5 years' },
          default: { shown_months: null, starts_from: 'default_listing_date', reuse_reporting_period: true, citation: 'Privacy Act 1988 s 20W: default information 5 years' },
          repossession: { shown_months: null, starts_from: 'default_listing_date', reuse_reporting_period: true, citation: 'Privacy Act 1988 s 20W: default information 5 years' },
          foreclosure: { shown_months: null, starts_from: 'default_listing_date', reuse_reporting_period: true, citation: 'Privacy Act 1988 s 20W: default information 5 years' },
          bankruptcy_ch7: { shown_months: 60, starts_from: 'date_of_bankruptcy', citation: 'Privacy Act 1988 s 20W: personal insolvency 5 years, or 2 years after it ends if later' },
          bankruptcy_ch13: { shown_months: 60, starts_from: 'date_of_bankruptcy', citation: 'Privacy Act 1988 s 20W: debt agreements 5 years, or 2 years after they end if later' },
          judgment: { shown_months: 60, starts_from: 'date_of_judgment', citation: 'Privacy Act 1988 s 20W: court proceedings information 5 years' },
          hard_inquiry: { shown_months: 60, starts_from: 'date_of_inquiry', citation: 'Privacy Act 1988 s 20W: information requests 5 years' },
          high_utilization: { shown_months: null, starts_from: 'next_balance_report', citation: 'Scores read the balances last reported' },
        },
        source: 'Privacy Act 1988 (Cth) s 20W',
        effective: '2014-03-12',
        verified: null,
        note: 'Research notes §2 and §8 mark these [M]; not checked against the Act here. Effective date is the start of comprehensive credit reporting.',
      },
    ],
  },
};
