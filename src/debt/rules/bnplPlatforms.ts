import type { RuleTable } from '../../core/ruleTable.js';

/** The eight buy-now-pay-later providers the BNPL endpoint knows, spelled as the API accepts them. */
export const BNPL_PLATFORM_NAMES = ['Affirm', 'Klarna', 'Afterpay', 'Clearpay', 'Zip', 'Sezzle', 'PayPal Pay in 4', 'Apple Pay Later'] as const;
/** One of {@link BNPL_PLATFORM_NAMES}. */
export type BnplPlatformName = (typeof BNPL_PLATFORM_NAMES)[number];

/**
 * Other spellings users type, lower-cased and with spaces and punctuation removed, mapped to the provider.
 * The canonical names (normalised the same way) match too.
 */
export const BNPL_PLATFORM_ALIASES: Readonly<Record<string, BnplPlatformName>> = {
  paypal: 'PayPal Pay in 4',
  paypalpayin4: 'PayPal Pay in 4',
  paypalpayinfour: 'PayPal Pay in 4',
  paypalpaylater: 'PayPal Pay in 4',
  payin4: 'PayPal Pay in 4',
  apple: 'Apple Pay Later',
  applepay: 'Apple Pay Later',
  applepaylater: 'Apple Pay Later',
  zippay: 'Zip',
  quadpay: 'Zip',
  zipquadpay: 'Zip',
  klarnapayin4: 'Klarna',
  afterpayus: 'Afterpay',
  clearpayuk: 'Clearpay',
  affirmpayin4: 'Affirm',
};

/** A provider's late-fee policy for its pay-in-4 product. */
export type BnplLateFee =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'flat';
      /** Most charged for one missed instalment, in `currency`. */
      readonly max_fee: string;
      readonly currency: 'USD' | 'GBP';
      /** Total late fees never exceed this share of the order value, when the provider caps them. */
      readonly cap_percent_of_order?: number;
    }
  | { readonly kind: 'varies' };

/** What a provider is known to do, as the BNPL engine reports it. */
export interface BnplPlatformRule {
  /** Markets (of the debt service's four) where the provider lends. */
  readonly markets: readonly ('US' | 'UK' | 'CA' | 'AU')[];
  /**
   * The market the late-fee, reporting and rescheduling facts below were recorded for (the table's jurisdiction). In
   * an answer for another market they are only a labelled comparison: its terms there were not recorded.
   */
  readonly facts_market: 'US' | 'UK' | 'CA' | 'AU';
  readonly status: 'active' | 'discontinued';
  /** ISO date new loans stopped, for a discontinued provider. */
  readonly discontinued_on?: string;
  readonly late_fee: BnplLateFee;
  /** Whether pay-in-4 loans reach credit reports in the provider's main market. */
  readonly credit_reporting: 'reports_all_loans' | 'no_routine_reporting' | 'unknown';
  /** Whether a due date can be moved in the app. */
  readonly reschedule: 'available' | 'hardship_only' | 'not_available' | 'unknown';
}

type PlatformTable = RuleTable<BnplPlatformRule>;

/**
 * Dated facts about each provider. Values checked only against secondary pages (consumer-press comparisons)
 * keep `verified: null`; confirm them on the provider's own terms before relying on them.
 */
export const BNPL_PLATFORM_RULES: Readonly<Record<BnplPlatformName, PlatformTable>> = {
  Affirm: {
    id: 'bnpl.platform.affirm',
    jurisdiction: 'US',
    title: 'Affirm: late fees and credit reporting',
    versions: [
      {
        value: { markets: ['US', 'CA'], facts_market: 'US', status: 'active', late_fee: { kind: 'none' }, credit_reporting: 'reports_all_loans', reschedule: 'hardship_only' },
        source: 'https://www.experian.com/blogs/news/2025/03/19/affirm-expands-credit-reporting-with-experian (all loans from 2025-04-01 reported to Experian); Consumer Reports BNPL comparison (no late fees)',
        effective: '2025-04-01',
        verified: '2026-11-22',
        note: 'Credit reporting checked on Experian\'s announcement; "no late fees" on consumer-press comparisons.',
      },
    ],
  },
  Klarna: {
    id: 'bnpl.platform.klarna',
    jurisdiction: 'US',
    title: 'Klarna: late fees and credit reporting',
    versions: [
      {
        value: {
          markets: ['US', 'UK', 'CA', 'AU'],
          facts_market: 'US',
          status: 'active',
          late_fee: { kind: 'flat', max_fee: '7', currency: 'USD', cap_percent_of_order: 25 },
          credit_reporting: 'no_routine_reporting',
          reschedule: 'available',
        },
        source: 'Consumer Reports BNPL comparison; https://www.klarna.com/us/customer-service/ (confirm current terms)',
        effective: '2024-01-01',
        verified: null,
        note: 'US pay-in-4 figures from secondary sources. In the UK Klarna reports to credit reference agencies.',
      },
    ],
  },
  Afterpay: {
    id: 'bnpl.platform.afterpay',
    jurisdiction: 'US',
    title: 'Afterpay: late fees and credit reporting',
    versions: [
      {
        value: {
          markets: ['US', 'CA', 'AU'],
          facts_market: 'US',
          status: 'active',
          late_fee: { kind: 'flat', max_fee: '8', currency: 'USD', cap_percent_of_order: 25 },
          credit_reporting: 'no_routine_reporting',
          reschedule: 'unknown',
        },
        source: 'https://www.afterpay.com/en-US/installment-agreement (confirm current terms); consumer-press comparisons',
        effective: '2024-01-01',
        verified: null,
        note: 'Late fee up to $8 per missed instalment, total capped at 25% of the order (secondary sources).',
      },
    ],
  },
  Clearpay: {
    id: 'bnpl.platform.clearpay',
    jurisdiction: 'UK',
    title: 'Clearpay (UK Afterpay): late fees, credit reporting and FCA regulation',
    versions: [
      {
        value: {
          markets: ['UK'],
          facts_market: 'UK',
          status: 'active',
          late_fee: { kind: 'flat', max_fee: '6', currency: 'GBP', cap_percent_of_order: 25 },
          credit_reporting: 'unknown',
          reschedule: 'unknown',
        },
        source: 'https://www.clearpay.co.uk/en-GB/terms-of-service (confirm current terms)',
        effective: '2024-01-01',
        verified: null,
        note: 'From memory: £6 late fee plus £6 more if still unpaid 7 days later, capped at £24 or 25% of the order.',
      },
    ],
  },
  Zip: {
    id: 'bnpl.platform.zip',
    jurisdiction: 'US',
    title: 'Zip (formerly Quadpay): late fees and credit reporting',
    versions: [
      {
        value: {
          markets: ['US', 'AU', 'UK'],
          facts_market: 'US',
          status: 'active',
          late_fee: { kind: 'flat', max_fee: '7', currency: 'USD' },
          credit_reporting: 'unknown',
          reschedule: 'available',
        },
        source: 'Consumer Reports BNPL comparison; https://zip.co/us/terms (confirm current terms; US late fees vary by state)',
        effective: '2024-01-01',
        verified: null,
      },
    ],
  },
  Sezzle: {
    id: 'bnpl.platform.sezzle',
    jurisdiction: 'US',
    title: 'Sezzle: late fees and credit reporting',
    versions: [
      {
        value: { markets: ['US', 'CA'], facts_market: 'US', status: 'active', late_fee: { kind: 'varies' }, credit_reporting: 'unknown', reschedule: 'available' },
        source: 'https://sezzle.com/legal (confirm current terms); Consumer Reports BNPL comparison',
        effective: '2024-01-01',
        verified: null,
        note: 'Sezzle charges failed-payment and reschedule fees whose amounts vary; not verified.',
      },
    ],
  },
  'PayPal Pay in 4': {
    id: 'bnpl.platform.paypal_pay_in_4',
    jurisdiction: 'US',
    title: 'PayPal Pay in 4: late fees and credit reporting',
    versions: [
      {
        value: { markets: ['US', 'UK', 'CA', 'AU'], facts_market: 'US', status: 'active', late_fee: { kind: 'none' }, credit_reporting: 'unknown', reschedule: 'not_available' },
        source: 'https://www.paypal.com/us/digital-wallet/ways-to-pay/buy-now-pay-later (confirm current terms); Consumer Reports BNPL comparison',
        effective: '2024-01-01',
        verified: null,
        note: 'No late fees in the US per secondary sources; UK and other markets may differ.',
      },
    ],
  },
  'Apple Pay Later': {
    id: 'bnpl.platform.apple_pay_later',
    jurisdiction: 'US',
    title: 'Apple Pay Later: discontinued',
    versions: [
      {
        value: {
          markets: ['US'],
          facts_market: 'US',
          status: 'discontinued',
          discontinued_on: '2024-06-17',
          late_fee: { kind: 'none' },
          credit_reporting: 'unknown',
          reschedule: 'unknown',
        },
        source: "Apple statement to 9to5Mac, 2024-06-17, as reported by UPI (https://www.upi.com/Top_News/US/2024/06/18/Apple-Pay-Later-installment-loan-Consumer-Financial-Protection-Bureau/7861718743758/) and Mint; existing loans stay payable in Wallet",
        effective: '2024-06-17',
        verified: '2026-11-22',
        note: 'No new loans since 2024-06-17; open loans are still managed and paid in the Wallet app.',
      },
    ],
  },
};

/**
 * Finds the provider a user meant: case-insensitive, ignoring spaces and punctuation, accepting the aliases in
 * {@link BNPL_PLATFORM_ALIASES} ('PayPal', 'Apple', 'Quadpay').
 *
 * @param text - The platform as typed.
 * @returns The canonical provider name, or `undefined` when it is none of the eight.
 * @example
 * ```ts
 * findBnplPlatform('paypal') //=> 'PayPal Pay in 4'
 * ```
 */
export function findBnplPlatform(text: string): BnplPlatformName | undefined {
  const key = String(text).toLowerCase().replace(/[^a-z0-9]/g, '');
  if (key === '') return undefined;
  return BNPL_PLATFORM_NAMES.find((name) => name.toLowerCase().replace(/[^a-z0-9]/g, '') === key) ?? BNPL_PLATFORM_ALIASES[key];
}
