import type { RuleTable } from '../../core/ruleTable.js';

/** FCRA section 611 reinvestigation deadlines. */
export interface UsFcraReinvestigationValue {
  /** Days from the bureau's receipt of the dispute to finish the reinvestigation. */
  readonly investigation_days: number;
  /** Extra days when the consumer sends relevant information during the first period. */
  readonly extension_days: number;
  /** Business days from receipt within which the bureau must notify the furnisher. */
  readonly furnisher_notice_business_days: number;
  /** Business days after completion within which the bureau must send the results. */
  readonly results_notice_business_days: number;
  readonly citation: string;
}

/**
 * A consumer reporting agency must reinvestigate a disputed item free of charge within 30 days of receiving the
 * dispute (1681i(a)(1)(A)), extendable by up to 15 days when the consumer sends relevant information during that
 * period (1681i(a)(1)(B)); it must tell the furnisher within 5 business days (1681i(a)(2)) and send the results
 * within 5 business days after completion (1681i(a)(6)).
 *
 * @see https://www.law.cornell.edu/uscode/text/15/1681i
 */
export const US_FCRA_REINVESTIGATION: RuleTable<UsFcraReinvestigationValue> = {
  id: 'us.fcra_611_reinvestigation',
  jurisdiction: 'US',
  title: 'FCRA s611: 30 days to reinvestigate (45 with new information), results within 5 business days',
  versions: [
    {
      value: { investigation_days: 30, extension_days: 15, furnisher_notice_business_days: 5, results_notice_business_days: 5, citation: '15 U.S.C. 1681i(a)' },
      source: 'Fair Credit Reporting Act s611(a)(1), (2), (6), 15 U.S.C. 1681i(a), as amended by the Consumer Credit Reporting Reform Act of 1996',
      effective: '1997-09-30',
      verified: '2026-11-22',
      note: 'Subsection text checked; the 1996 amendments\' in-force date is from memory.',
    },
  ],
};

/** Disputes sent straight to the furnisher (FCRA s623(a)(8), Regulation V). */
export interface UsDirectDisputeValue {
  /** Days the furnisher has to investigate a complete direct dispute. */
  readonly investigation_days: number;
  readonly citation: string;
}

/**
 * A furnisher must investigate a direct dispute about an account it reports (the consumer's liability, the terms,
 * the payment history) within the period a bureau would have, generally 30 days (15 U.S.C. 1681s-2(a)(8);
 * 12 CFR 1022.43(a), (e)).
 *
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1022/43/
 */
export const US_DIRECT_DISPUTE: RuleTable<UsDirectDisputeValue> = {
  id: 'us.reg_v_direct_dispute',
  jurisdiction: 'US',
  title: 'FCRA s623 / Regulation V 1022.43: furnisher investigates a direct dispute in 30 days',
  versions: [
    {
      value: { investigation_days: 30, citation: '15 U.S.C. 1681s-2(a)(8); 12 CFR 1022.43' },
      source: '15 U.S.C. 1681s-2(a)(8); 12 CFR 1022.43 (Regulation V); OCC HelpWithMyBank, "What must a furnisher do when it gets a direct dispute?"',
      effective: '2010-07-01',
      verified: '2026-11-22',
      note: '1022.43(a) and the OCC answer ("generally within 30 days") checked; 1022.43(e) text and the in-force date not read.',
    },
  ],
};
