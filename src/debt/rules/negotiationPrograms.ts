import type { RuleTable } from '../../core/ruleTable.js';

/** Identifiers of the relief programs; their narrative lives in the negotiation message catalog. */
export type NegotiationProgramId =
  | 'hardship_plan'
  | 'apr_reduction'
  | 'forbearance'
  | 're_aging'
  | 'debt_management_plan'
  | 'breathing_space'
  | 'fca_forbearance'
  | 'payment_arrangement'
  | 'free_debt_advice_dmp'
  | 'credit_counselling_dmp'
  | 'consumer_proposal'
  | 'hardship_variation'
  | 'financial_counselling'
  | 'afca_complaint';

/** A relief program a debtor can ask a creditor or an adviser for. */
export interface NegotiationProgram {
  /** Stable identifier. */
  readonly id: NegotiationProgramId;
  /** Fewest months behind at which the program is a good fit. */
  readonly min_months: number;
  /** Most months behind at which the program is a good fit; `null` when there is no upper limit. */
  readonly max_months: number | null;
  /** Where the program comes from (statute, regulator guidance, industry body). */
  readonly source: string;
}

/** Programs of one country. */
export type NegotiationProgramsValue = readonly NegotiationProgram[];

const WINDOWS_NOTE =
  'The months-behind windows are guidance, not law; creditors decide whether to offer a program. Statutory programs are listed only from the date their own rule is in force.';

/**
 * The relief programs worth asking about in each country and the months-behind window in which each fits best, one
 * table per country so an answer cites only its own country's sources. The windows are guidance (a creditor decides),
 * so the tables are unverified; the statutory programs (UK breathing space, AU hardship variation) also have their own
 * verified tables.
 *
 * @see 65 FR 36903 (FFIEC Uniform Retail Credit Classification and Account Management Policy, 2000): re-aging limits
 * @see FCA Handbook CONC 7.3 (treat customers in arrears with forbearance and due consideration)
 * @see Bankruptcy and Insolvency Act (R.S.C. 1985, c. B-3) Part III Division 2 (consumer proposals)
 * @see National Consumer Credit Protection Act 2009 Sch 1 (National Credit Code) s72
 */
export const NEGOTIATION_PROGRAMS: Readonly<Record<'US' | 'UK' | 'CA' | 'AU', RuleTable<NegotiationProgramsValue>>> = {
  US: {
    id: 'us.negotiation_programs',
    title: 'US: relief programs to ask for, with the months-behind window where each fits best',
    jurisdiction: 'US',
    versions: [
      {
        value: [
          { id: 'hardship_plan', min_months: 0, max_months: 5, source: 'Issuer hardship programs (voluntary; CFPB consumer guidance)' },
          { id: 'apr_reduction', min_months: 0, max_months: 2, source: 'Issuer discretion (voluntary)' },
          { id: 'forbearance', min_months: 0, max_months: 5, source: 'Issuer discretion (voluntary)' },
          { id: 're_aging', min_months: 1, max_months: 5, source: 'FFIEC Uniform Retail Credit Classification and Account Management Policy, 65 FR 36903 (2000)' },
          { id: 'debt_management_plan', min_months: 0, max_months: null, source: 'Nonprofit credit counselling agencies (e.g. NFCC members)' },
        ],
        source: 'FFIEC policy 65 FR 36903 (re-aging); issuer and nonprofit counselling practice; CFPB consumer guidance',
        effective: '2000-01-01',
        verified: null,
        note: WINDOWS_NOTE,
      },
    ],
  },
  UK: {
    id: 'uk.negotiation_programs',
    title: 'UK: relief programs to ask for, with the months-behind window where each fits best',
    jurisdiction: 'UK',
    versions: [
      {
        value: [
          { id: 'breathing_space', min_months: 0, max_months: null, source: 'Debt Respite Scheme (Breathing Space Moratorium and Mental Health Crisis Moratorium) (England and Wales) Regulations 2020, SI 2020/1311' },
          { id: 'fca_forbearance', min_months: 1, max_months: null, source: 'FCA Handbook CONC 7.3' },
          { id: 'payment_arrangement', min_months: 0, max_months: null, source: 'FCA Handbook CONC 7.3' },
          { id: 'free_debt_advice_dmp', min_months: 0, max_months: null, source: 'Free debt advice agencies (MoneyHelper, StepChange, National Debtline)' },
        ],
        source: 'FCA CONC 7.3; SI 2020/1311; free debt advice agencies',
        effective: '2000-01-01',
        verified: null,
        note: WINDOWS_NOTE,
      },
    ],
  },
  CA: {
    id: 'ca.negotiation_programs',
    title: 'Canada: relief programs to ask for, with the months-behind window where each fits best',
    jurisdiction: 'CA',
    versions: [
      {
        value: [
          { id: 'hardship_plan', min_months: 0, max_months: 5, source: 'Lender discretion (voluntary); FCAC consumer guidance' },
          { id: 'credit_counselling_dmp', min_months: 0, max_months: null, source: 'Non-profit credit counselling agencies' },
          { id: 'consumer_proposal', min_months: 3, max_months: null, source: 'Bankruptcy and Insolvency Act Part III Division 2 (through a Licensed Insolvency Trustee)' },
        ],
        source: 'Bankruptcy and Insolvency Act Part III Div 2; lender practice; FCAC consumer guidance',
        effective: '2000-01-01',
        verified: null,
        note: WINDOWS_NOTE,
      },
    ],
  },
  AU: {
    id: 'au.negotiation_programs',
    title: 'Australia: relief programs to ask for, with the months-behind window where each fits best',
    jurisdiction: 'AU',
    versions: [
      {
        value: [
          { id: 'hardship_variation', min_months: 0, max_months: null, source: 'National Credit Code s72' },
          { id: 'financial_counselling', min_months: 0, max_months: null, source: 'National Debt Helpline (free financial counselling)' },
          { id: 'afca_complaint', min_months: 0, max_months: null, source: 'Australian Financial Complaints Authority' },
        ],
        source: 'National Credit Code s72; National Debt Helpline; Australian Financial Complaints Authority',
        effective: '2000-01-01',
        verified: null,
        note: WINDOWS_NOTE,
      },
    ],
  },
};
