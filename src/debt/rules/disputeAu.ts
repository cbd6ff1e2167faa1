import type { RuleTable } from '../../core/ruleTable.js';

/** Correction of credit information under the Privacy Act. */
export interface AuCreditCorrectionValue {
  /** Days the credit reporting body or credit provider has to correct, unless the individual agrees in writing to longer. */
  readonly correction_days: number;
  readonly citation: string;
}

/**
 * Privacy Act 1988 Part IIIA: a credit reporting body (s20T) or credit provider (s21V) that receives a correction
 * request must deal with it within 30 days, or a longer period the individual agrees to in writing, consulting other
 * bodies where needed ("no wrong door"); Privacy (Credit Reporting) Code 2014.
 *
 * @see https://www.oaic.gov.au/privacy/privacy-guidance-for-organisations-and-government-agencies/organisations/credit-reporting/guidance-for-industry-on-corrections-requests-and-the-no-wrong-door-approach-to-corrections
 */
export const AU_CREDIT_CORRECTION: RuleTable<AuCreditCorrectionValue> = {
  id: 'au.privacy_act_s20t_correction',
  jurisdiction: 'AU',
  title: 'Privacy Act Part IIIA ss20T/21V: credit information corrected within 30 days',
  versions: [
    {
      value: { correction_days: 30, citation: 'Privacy Act 1988 (Cth) ss20T, 21V; CR Code' },
      source: 'Privacy Act 1988 (Cth) ss20T and 21V, inserted by the Privacy Amendment (Enhancing Privacy Protection) Act 2012; OAIC guidance on correction requests (2023)',
      effective: '2014-03-12',
      verified: '2026-11-22',
    },
  ],
};

/** Internal dispute resolution deadlines before AFCA. */
export interface AuIdrValue {
  /** Days a financial firm has to give its internal dispute resolution response to most complaints. */
  readonly standard_days: number;
  /** Days for complaints about default notices and financial hardship. */
  readonly hardship_days: number;
  readonly citation: string;
}

/**
 * ASIC Regulatory Guide 271 (from 5 October 2021): a firm must answer most complaints within 30 calendar days, and
 * complaints about hardship or default notices within 21 days; after that the consumer can go to AFCA.
 *
 * @see https://www.afca.org.au/members/rg271/new-maximum-idr-timeframes
 */
export const AU_IDR: RuleTable<AuIdrValue> = {
  id: 'au.rg271_idr_timeframes',
  jurisdiction: 'AU',
  title: 'ASIC RG 271: 30 days for a firm to answer a complaint (21 for hardship), then AFCA',
  versions: [
    {
      value: { standard_days: 30, hardship_days: 21, citation: 'ASIC RG 271' },
      source: 'ASIC Regulatory Guide 271 Internal dispute resolution (July 2020), in force 2021-10-05; AFCA, New maximum IDR timeframes',
      effective: '2021-10-05',
      verified: '2026-11-22',
    },
  ],
};
