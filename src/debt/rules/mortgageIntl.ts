import type { RuleTable } from '../../core/ruleTable.js';

/** What a UK homeowner in arrears can lean on. */
export interface UkMortgageArrearsValue {
  /** Citation of the pre-action protocol. */
  readonly protocol: string;
  /** Months of a qualifying benefit before Support for Mortgage Interest can start. */
  readonly smi_waiting_months: number;
}

/**
 * England and Wales: before claiming possession a lender must follow the Pre-Action Protocol for Possession Claims
 * based on Mortgage or Home Purchase Plan Arrears (since 2008-11-19), treat a borrower in arrears fairly (FCA
 * MCOB 13.3) and consider every alternative to possession. Support for Mortgage Interest is a loan (not a benefit)
 * since 2018-04-06, secured on the home, for people on qualifying benefits such as Universal Credit.
 *
 * @see https://www.justice.gov.uk/courts/procedure-rules/civil/protocol/pre-action-protocol-for-possession-claims-based-on-mortgage-or-home-purchase-plan-arrears-in-respect-of-residential-property
 * @see https://www.gov.uk/support-for-mortgage-interest
 */
export const MORTGAGE_UK_ARREARS: RuleTable<UkMortgageArrearsValue> = {
  id: 'uk.mortgage_arrears_protections',
  jurisdiction: 'UK',
  title: 'UK mortgage arrears: pre-action protocol for possession claims, MCOB 13, Support for Mortgage Interest loan',
  versions: [
    {
      value: { protocol: 'Pre-Action Protocol for Possession Claims based on Mortgage or Home Purchase Plan Arrears (CPR)', smi_waiting_months: 3 },
      source: 'Civil Procedure Rules pre-action protocol (2008-11-19); FCA Handbook MCOB 13.3; Loans for Mortgage Interest Regulations 2017 (SI 2017/725)',
      effective: '2018-04-06',
      verified: null,
      note: 'The SMI waiting period is recalled as 3 months of Universal Credit (9 months before April 2023); not checked.',
    },
  ],
};

/** How Canadian provinces enforce a mortgage. */
export interface CaMortgageEnforcementValue {
  /** Provinces and territories where lenders mostly use power of sale. */
  readonly power_of_sale: readonly string[];
  /** Where enforcement goes through the court (judicial sale or foreclosure). */
  readonly judicial: readonly string[];
  /** Quebec: hypothecary recourse under the Civil Code. */
  readonly hypothecary: readonly string[];
}

/**
 * Canada: the lender's default-management tools (for insured loans, CMHC lists payment deferral, extended
 * amortization, special payment arrangements and capitalization of arrears), then enforcement by province: power
 * of sale (mostly ON, NB, NL, PE), judicial sale or foreclosure (BC, AB, SK, MB, NS) or
 * hypothecary recourse (QC). Simplified.
 *
 * @see https://www.cmhc-schl.gc.ca/consumers/owning-a-home/mortgage-management/managing-financial-difficulties
 */
export const MORTGAGE_CA_ENFORCEMENT: RuleTable<CaMortgageEnforcementValue> = {
  id: 'ca.mortgage_default_enforcement',
  jurisdiction: 'CA',
  title: 'Canada: mortgage default management and power of sale vs judicial enforcement by province (simplified)',
  versions: [
    {
      value: { power_of_sale: ['ON', 'NB', 'NL', 'PE'], judicial: ['BC', 'AB', 'SK', 'MB', 'NS'], hypothecary: ['QC'] },
      source: 'CMHC "Managing financial difficulties" (default management); provincial property and mortgage statutes (e.g. Ontario Mortgages Act Part III; BC Law and Equity Act; Alberta Law of Property Act; Civil Code of Quebec arts. 2748–2794)',
      effective: '1990-01-01',
      verified: null,
      note: 'A brief simplification: several provinces allow both routes; the territories are not listed.',
    },
  ],
};

/** Australian home-loan hardship and enforcement limits. */
export interface AuMortgageHardshipValue {
  /** Days a default notice must give to remedy before enforcement (NCC s88). */
  readonly default_notice_days: number;
  readonly afca_phone: string;
  readonly debt_helpline_phone: string;
}

/**
 * Australia: a borrower may give a hardship notice (National Credit Code s72; see au.ncc_s72_hardship); a lender
 * must give a default notice with at least 30 days to remedy before enforcing (s88); a complaint to the Australian
 * Financial Complaints Authority (AFCA) is free and lenders generally pause enforcement while it is open.
 *
 * @see https://www.legislation.gov.au/C2009A00134/latest/text
 * @see https://www.afca.org.au/
 */
export const MORTGAGE_AU_HARDSHIP: RuleTable<AuMortgageHardshipValue> = {
  id: 'au.home_loan_hardship_enforcement',
  jurisdiction: 'AU',
  title: 'Australia: NCC s88 default notice (30 days), AFCA complaint, National Debt Helpline',
  versions: [
    {
      value: { default_notice_days: 30, afca_phone: '1800 931 678', debt_helpline_phone: '1800 007 007' },
      source: 'National Credit Code ss 88, 93 (National Consumer Credit Protection Act 2009 Sch 1); AFCA Rules A.7 (enforcement paused during a complaint); National Debt Helpline',
      effective: '2013-03-01',
      verified: null,
      note: 'Days and phone numbers recalled, not checked.',
    },
  ],
};
