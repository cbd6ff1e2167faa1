import type { RuleTable } from '../../core/ruleTable.js';

/** IRS payment plans for individuals. */
export interface TaxUsPaymentPlansValue {
  /** Short-term plan: owe less than this (tax, penalties and interest), pay within `short_term_days`. */
  readonly short_term_below: string;
  readonly short_term_days: number;
  /** Guaranteed installment agreement: owe at most this tax, paid within `guaranteed_years`. */
  readonly guaranteed_max: string;
  readonly guaranteed_years: number;
  /** Streamlined (online, no financial statement): owe at most this, paid within `streamlined_months`. */
  readonly streamlined_max: string;
  readonly streamlined_months: number;
}

/**
 * IRS payment plans: short-term (up to 180 days, under $100,000), guaranteed installment agreement (tax of $10,000 or
 * less paid within 3 years, 26 U.S.C. 6159(c)), streamlined (up to $50,000 over 72 months).
 *
 * @see https://www.law.cornell.edu/uscode/text/26/6159
 * @see https://www.irs.gov/payments/payment-plans-installment-agreements
 */
export const TAX_US_PAYMENT_PLANS: RuleTable<TaxUsPaymentPlansValue> = {
  id: 'us.irs_payment_plans',
  jurisdiction: 'US',
  title: 'IRS payment plans: short-term ≤180 days (< $100k), guaranteed ≤ $10k in 3 years, streamlined ≤ $50k in 72 months',
  versions: [
    {
      value: { short_term_below: '100000', short_term_days: 180, guaranteed_max: '10000', guaranteed_years: 3, streamlined_max: '50000', streamlined_months: 72 },
      source: '26 U.S.C. 6159(a), (c); IRM 5.14.5 (streamlined); irs.gov Payment plans',
      effective: '2022-08-25',
      verified: '2026-11-22',
      note: 'Checked against practitioner copies of the IRS page; the effective date is when those copies were taken.',
    },
  ],
};

/** IRS installment-agreement user fees (USD). */
export interface TaxUsPlanFeesValue {
  readonly online_direct_debit: string;
  readonly online_other: string;
  readonly phone_mail_direct_debit: string;
  readonly phone_mail_other: string;
  /** Low-income (AGI ≤ 250 % of poverty) fee when not paying by direct debit; waived with direct debit. */
  readonly low_income_other: string;
}

/**
 * Long-term payment plan setup fees (26 CFR 300.1). Sources disagree: the research notes and 2022 copies of the IRS page
 * give $31 / $130 online and $107 / $225 by phone or mail; a later practitioner page gives $22 / $69 online.
 *
 * @see https://www.ecfr.gov/current/title-26/chapter-I/subchapter-H/part-300/section-300.1
 */
export const TAX_US_PLAN_FEES: RuleTable<TaxUsPlanFeesValue> = {
  id: 'us.irs_installment_fees',
  jurisdiction: 'US',
  title: 'IRS long-term payment plan setup fees',
  versions: [
    {
      value: { online_direct_debit: '31', online_other: '130', phone_mail_direct_debit: '107', phone_mail_other: '225', low_income_other: '43' },
      source: '26 CFR 300.1; irs.gov Payment plans (copy of 2022-08-25)',
      effective: '2018-04-10',
      verified: null,
      note: 'Sources disagree: a newer secondary source lists $22 (online, direct debit) and $69 (online, other). The short-term plan has no fee.',
    },
  ],
};

/** Offer in compromise basics. */
export interface TaxUsOfferValue {
  readonly application_fee: string;
  /** Percent of a lump-sum offer paid with the application. */
  readonly lump_sum_down_percent: number;
  /** Months of future disposable income in reasonable collection potential: lump sum / periodic offers. */
  readonly rcp_months_lump_sum: number;
  readonly rcp_months_periodic: number;
}

/**
 * Offer in compromise (26 U.S.C. 7122): $205 application fee, 20 % of a lump-sum offer up front (7122(c)(1)(A)); the
 * offer must generally reach reasonable collection potential = net realizable equity + future disposable income × 12
 * (lump sum) or × 24 (periodic).
 *
 * @see https://www.law.cornell.edu/uscode/text/26/7122
 * @see https://www.irs.gov/payments/offer-in-compromise
 */
export const TAX_US_OFFER: RuleTable<TaxUsOfferValue> = {
  id: 'us.irs_offer_in_compromise',
  jurisdiction: 'US',
  title: 'Offer in compromise: $205 fee, 20 % down on lump-sum offers, RCP = equity + disposable income × 12 or × 24',
  versions: [
    {
      value: { application_fee: '205', lump_sum_down_percent: 20, rcp_months_lump_sum: 12, rcp_months_periodic: 24 },
      source: '26 U.S.C. 7122(c)(1); 26 CFR 300.3; IRS Form 656 Booklet; IRM 5.8.5',
      effective: '2020-04-27',
      verified: null,
      note: 'The $205 fee and 20 % down payment match several secondary sources; the RCP multipliers and the fee\'s effective date are from memory. Low-income taxpayers pay no fee or down payment.',
    },
  ],
};

/**
 * Collection statute: the IRS may collect within 10 years after assessment (the CSED); some events suspend it.
 *
 * @see https://www.law.cornell.edu/uscode/text/26/6502
 */
export const TAX_US_COLLECTION_STATUTE: RuleTable<{ readonly years: number }> = {
  id: 'us.irs_csed',
  jurisdiction: 'US',
  title: 'IRS collection statute expiration: 10 years after assessment',
  versions: [{ value: { years: 10 }, source: '26 U.S.C. 6502(a)(1)', effective: '1990-11-05', verified: '2026-11-22', note: 'Suspended by installment-agreement requests, offers, bankruptcy and time abroad (6331(k), 6503).' }],
};
