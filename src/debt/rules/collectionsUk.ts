import type { RuleTable } from '../../core/ruleTable.js';

/** The FCA's rules for firms dealing with customers in arrears or default. */
export interface UkConcValue {
  readonly citation: string;
}

/**
 * FCA Consumer Credit sourcebook chapter 7 (arrears, default and recovery): lenders, owners and debt collectors must
 * treat customers in or approaching arrears fairly, with forbearance and due consideration (CONC 7.3).
 *
 * @see https://www.handbook.fca.org.uk/handbook/CONC/7/3.html
 */
export const UK_CONC7: RuleTable<UkConcValue> = {
  id: 'uk.fca_conc7',
  jurisdiction: 'UK',
  title: 'FCA CONC 7: fair treatment, forbearance and due consideration for customers in arrears',
  versions: [
    {
      value: { citation: 'FCA Handbook CONC 7.3' },
      source: 'FCA Handbook, Consumer Credit sourcebook CONC 7.3; https://www.handbook.fca.org.uk/handbook/CONC/7/3.html',
      effective: '2014-04-01',
      verified: '2026-11-22',
      note: 'Rule text checked (2024-2025 versions); the in-force date (FCA takeover of consumer credit) is from memory.',
    },
  ],
};

/** The debtor's request for a copy of the credit agreement and a statement of account. */
export interface UkAgreementRequestValue {
  /** Statutory fee in pounds sterling, exact decimal. */
  readonly fee_gbp: string;
  /** While the creditor fails to comply it is not entitled to enforce the agreement. */
  readonly unenforceable_while_in_default: boolean;
  readonly citation: string;
}

/**
 * On a written request and payment of £1, the creditor under a regulated agreement must send a copy of the executed
 * agreement and a statement of account (s77 fixed-sum credit, s78 running-account credit such as cards); while it
 * fails to, it cannot enforce the agreement (s77(4)(a), s78(6)(a)).
 *
 * @see https://www.legislation.gov.uk/ukpga/1974/39/section/78
 */
export const UK_AGREEMENT_REQUEST: RuleTable<UkAgreementRequestValue> = {
  id: 'uk.cca_s77_s78_request',
  jurisdiction: 'UK',
  title: 'Consumer Credit Act 1974 ss77-78: copy of the agreement for £1; no enforcement while in default',
  versions: [
    {
      value: { fee_gbp: '1', unenforceable_while_in_default: true, citation: 'Consumer Credit Act 1974 ss77-78' },
      source: 'Consumer Credit Act 1974 ss77(1), (4) and 78(1), (6); fee raised to £1 by SI 1998/997',
      effective: '1998-05-01',
      verified: '2026-11-22',
      note: 'Section 77 text read in a reproduction of the Act; the 1998 fee order date is from memory.',
    },
  ],
};

/** The period a creditor has to answer a s77/s78 request. */
export interface UkPrescribedPeriodValue {
  /** Working days after receiving the request (and the fee). */
  readonly working_days: number;
  readonly citation: string;
}

/**
 * The prescribed period for answering a s77-79 request is 12 working days (Consumer Credit (Prescribed Periods for
 * Giving Information) Regulations 1983, SI 1983/1569).
 *
 * @see https://www.legislation.gov.uk/uksi/1983/1569
 */
export const UK_PRESCRIBED_PERIOD: RuleTable<UkPrescribedPeriodValue> = {
  id: 'uk.cca_prescribed_period',
  jurisdiction: 'UK',
  title: 'Consumer Credit Act requests: answer within 12 working days',
  versions: [
    {
      value: { working_days: 12, citation: 'SI 1983/1569' },
      source: 'Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983, SI 1983/1569, reg. 2',
      effective: '1985-05-19',
      verified: null,
      note: 'Only a solicitor\'s note read; the regulation and its commencement date were not checked.',
    },
  ],
};

/** Financial Ombudsman Service time limits. */
export interface UkFosLimitsValue {
  /** Weeks the firm has to send a final response before the ombudsman can take the complaint. */
  readonly firm_response_weeks: number;
  /** Months after the final response within which the complaint must reach the ombudsman. */
  readonly referral_months: number;
  readonly citation: string;
}

/**
 * The ombudsman can consider a complaint once the firm has sent its final response or eight weeks have passed, and
 * not if it is referred more than six months after the final response (FCA Handbook DISP 2.8.1R-2.8.2R).
 *
 * @see https://www.handbook.fca.org.uk/handbook/DISP/2/8.html
 */
export const UK_FOS_LIMITS: RuleTable<UkFosLimitsValue> = {
  id: 'uk.fos_time_limits',
  jurisdiction: 'UK',
  title: 'Financial Ombudsman Service: 8 weeks for the firm, then 6 months to refer',
  versions: [
    {
      value: { firm_response_weeks: 8, referral_months: 6, citation: 'FCA Handbook DISP 2.8' },
      source: 'FCA Handbook DISP 2.8.1R and 2.8.2R; https://www.financial-ombudsman.org.uk/',
      effective: '2001-12-01',
      verified: '2026-11-22',
      note: 'Rule text checked (2016 version and the ombudsman\'s FAQ); the in-force date is from memory.',
    },
  ],
};
