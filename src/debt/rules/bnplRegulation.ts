import type { RuleTable } from '../../core/ruleTable.js';

/** Whether interest-free BNPL (pay-in-4) credit is inside a regulator's consumer-credit perimeter. */
export interface BnplRegulationRule {
  readonly regulated: boolean;
}

/**
 * UK: deferred payment credit (interest-free, ≤ 12 instalments within 12 months, offered by a third-party lender)
 * becomes FCA-regulated on "regulation day". Before that date no version applies (unregulated).
 */
export const UK_DEFERRED_PAYMENT_CREDIT: RuleTable<BnplRegulationRule> = {
  id: 'uk.deferred_payment_credit_regulation',
  jurisdiction: 'UK',
  title: 'UK: FCA regulation of deferred payment credit (BNPL)',
  versions: [
    {
      value: { regulated: true },
      source:
        'FCA PS26/1 Regulation of Deferred Payment Credit (11 Feb 2026); Financial Services and Markets Act 2000 (Regulated Activities etc.) (Amendment) Order 2025',
      effective: '2026-07-15',
      verified: '2026-11-22',
      note: 'Checked against law-firm summaries of PS26/1 (Freshfields, A&O Shearman, TLT): creditworthiness checks, missed-payment notices, Financial Ombudsman access.',
    },
  ],
};

/**
 * US: the CFPB's 2024 interpretive rule treating BNPL "digital user accounts" as credit cards under Regulation Z,
 * later withdrawn.
 */
export const US_BNPL_INTERPRETIVE_RULE: RuleTable<BnplRegulationRule> = {
  id: 'us.cfpb_bnpl_interpretive_rule',
  jurisdiction: 'US',
  title: 'US: CFPB interpretive rule applying Regulation Z card rules to BNPL',
  versions: [
    {
      value: { regulated: true },
      source: 'CFPB interpretive rule "Truth in Lending (Regulation Z); Use of Digital User Accounts To Access Buy Now, Pay Later Loans" (May 2024)',
      effective: '2024-07-30',
      verified: '2026-11-22',
      note: 'Effective date checked on law-firm summaries (Mondaq, JD Supra).',
    },
    {
      value: { regulated: false },
      source: 'CFPB withdrawal of guidance documents (May 2025); CFPB status report in FTA v. CFPB (D.D.C.) saying it will not reissue the rule',
      effective: '2025-05-12',
      verified: null,
      note: 'Withdrawal confirmed by trade press (Vixio); the exact effective date is from memory.',
    },
  ],
};

/** Australia: BNPL brought under the National Credit Act as low-cost credit contracts. */
export const AU_BNPL_REGULATION: RuleTable<BnplRegulationRule> = {
  id: 'au.bnpl_regulation',
  jurisdiction: 'AU',
  title: 'Australia: BNPL regulated as low cost credit',
  versions: [
    {
      value: { regulated: true },
      source: 'Treasury Laws Amendment (Responsible Buy Now Pay Later and Other Measures) Act 2024 (Cth)',
      effective: '2025-06-10',
      verified: null,
      note: 'From research notes [M]; not checked against the Act.',
    },
  ],
};
