import type { RuleTable } from '../../core/ruleTable.js';

/** Protections and routes for a medical bill outside the US; their wording lives in the abroad message catalog. */
export type MedicalAbroadProtectionId =
  | 'nhs_free_care'
  | 'overseas_visitor_charges'
  | 'private_care_complaint'
  | 'insurance_ombudsman_uk'
  | 'pre_action_protocol'
  | 'public_health_insurance_ca'
  | 'uninsured_services_ca'
  | 'insurance_ombudsman_ca'
  | 'collection_agency_law_ca'
  | 'medicare_public_patient_au'
  | 'informed_financial_consent_au'
  | 'insurance_ombudsman_au'
  | 'health_complaints_au';

/** How far a protection reaches each billing situation of the endpoint. */
export type MedicalAbroadFit = Readonly<Record<'uninsured' | 'underinsured' | 'surprise_bill' | 'out_of_network' | 'insurance_denied', 'yes' | 'depends' | 'no'>>;

/** One protection or complaint route, with its source. */
export interface MedicalAbroadProtection {
  readonly id: MedicalAbroadProtectionId;
  readonly fit: MedicalAbroadFit;
  /** The statute, regulation or official body it comes from. */
  readonly source: string;
}

/** What a country's answer works with. */
export interface MedicalBillingAbroadValue {
  readonly protections: readonly MedicalAbroadProtection[];
  /** How an unpaid medical bill can reach a credit file there, and the source. */
  readonly credit_reporting: { readonly source: string; readonly default_minimum?: string; readonly overdue_days?: number };
}

const ALL_DEPENDS: MedicalAbroadFit = { uninsured: 'depends', underinsured: 'depends', surprise_bill: 'depends', out_of_network: 'depends', insurance_denied: 'depends' };
const INSURER: MedicalAbroadFit = { uninsured: 'no', underinsured: 'depends', surprise_bill: 'depends', out_of_network: 'depends', insurance_denied: 'yes' };
const NOTE =
  'Recorded from the statutes and bodies named, not checked on a date: the routes are long-standing, but confirm names, deadlines and thresholds with the body before relying on them.';

/**
 * Medical bills in the UK, Canada and Australia, one table per country. None of the US federal protections (No
 * Surprises Act, good-faith estimates, nonprofit-hospital rules) exists there: public health systems make most hospital
 * and doctor care free at the point of use, so a bill is for private care, care the public plan does not insure, or
 * care of someone not covered; the answer names that country's own routes.
 *
 * @see https://www.legislation.gov.uk/uksi/2015/238/contents (NHS (Charges to Overseas Visitors) Regulations 2015)
 * @see https://www.justice.gov.uk/courts/procedure-rules/civil/protocol/prot_pdc (Pre-Action Protocol for Debt Claims)
 * @see https://laws-lois.justice.gc.ca/eng/acts/C-6/ (Canada Health Act)
 * @see https://www.legislation.gov.au/C2004A00101/latest/text (Health Insurance Act 1973)
 */
export const MEDICAL_BILLING_ABROAD: Readonly<Record<'UK' | 'CA' | 'AU', RuleTable<MedicalBillingAbroadValue>>> = {
  UK: {
    id: 'uk.medical_billing_routes',
    title: 'UK: free NHS care, overseas-visitor charges, private-care complaints and how a medical debt is enforced',
    jurisdiction: 'UK',
    versions: [
      {
        value: {
          protections: [
            { id: 'nhs_free_care', fit: ALL_DEPENDS, source: 'National Health Service Act 2006 s 1(4) (England); NHS (Scotland) Act 1978; NHS (Wales) Act 2006; Health and Personal Social Services (NI) Order 1972: services free of charge unless a charge is expressly provided for' },
            { id: 'overseas_visitor_charges', fit: { ...ALL_DEPENDS, insurance_denied: 'no' }, source: 'National Health Service (Charges to Overseas Visitors) Regulations 2015 (SI 2015/238), charges at 150% of cost and exempt services (regs 8, 9); Immigration Rules, Part Suitability SUI 16.1 (NHS debt of £500 or more)' },
            { id: 'private_care_complaint', fit: { ...ALL_DEPENDS, insurance_denied: 'no' }, source: 'Independent Sector Complaints Adjudication Service (ISCAS) Patient Complaints Code of Practice, for subscribing private providers' },
            { id: 'insurance_ombudsman_uk', fit: INSURER, source: 'FCA Handbook DISP 1.6 (8 weeks for the final response) and DISP 2.8 (6 months to refer to the Financial Ombudsman Service)' },
            { id: 'pre_action_protocol', fit: ALL_DEPENDS, source: 'Civil Procedure Rules, Pre-Action Protocol for Debt Claims (England and Wales, in force 2017-10-01): a letter of claim and 30 days to reply before court' },
          ],
          credit_reporting: { source: 'Register of Judgments, Orders and Fines Regulations 2005: a county court judgment stays on the register (and credit files) for 6 years unless paid within one month' },
        },
        source: 'NHS Act 2006 s 1(4); SI 2015/238; Immigration Rules Part Suitability; ISCAS Code; FCA DISP 1.6 and 2.8; Pre-Action Protocol for Debt Claims; Register of Judgments, Orders and Fines Regulations 2005',
        effective: '2017-10-01',
        verified: null,
        note: NOTE,
      },
    ],
  },
  CA: {
    id: 'ca.medical_billing_routes',
    title: 'Canada: insured services without charge, uninsured services, insurer complaints and collection-agency law',
    jurisdiction: 'CA',
    versions: [
      {
        value: {
          protections: [
            { id: 'public_health_insurance_ca', fit: ALL_DEPENDS, source: 'Canada Health Act (R.S.C. 1985, c. C-6) ss 7–12 and 18–20: insured hospital and physician services without user charges or extra-billing, under each provincial and territorial plan' },
            { id: 'uninsured_services_ca', fit: { ...ALL_DEPENDS, insurance_denied: 'no' }, source: 'Provincial and territorial health insurance acts (for example Health Insurance Act, R.S.O. 1990, c. H.6): services outside the plan may be billed' },
            { id: 'insurance_ombudsman_ca', fit: INSURER, source: 'OmbudService for Life & Health Insurance (OLHI): free review of a complaint about a private or group health insurer once the insurer has answered' },
            { id: 'collection_agency_law_ca', fit: ALL_DEPENDS, source: 'Provincial collection agency laws, for example Collection and Debt Settlement Services Act, R.S.O. 1990, c. C.14 (Ontario)' },
          ],
          credit_reporting: { source: 'Equifax Canada and TransUnion Canada: a collection account is reported for about 6 years from the last activity (bureau practice, provincial consumer reporting acts)' },
        },
        source: 'Canada Health Act ss 7–12, 18–20; provincial health insurance acts; OLHI; provincial collection agency laws',
        effective: '1984-04-01',
        verified: null,
        note: NOTE,
      },
    ],
  },
  AU: {
    id: 'au.medical_billing_routes',
    title: 'Australia: free public-patient care, informed financial consent, insurer and health complaints, default listing',
    jurisdiction: 'AU',
    versions: [
      {
        value: {
          protections: [
            { id: 'medicare_public_patient_au', fit: ALL_DEPENDS, source: 'Health Insurance Act 1973 (Cth) and the National Health Reform Agreement: public patients in public hospitals are treated free of charge' },
            { id: 'informed_financial_consent_au', fit: { ...ALL_DEPENDS, insurance_denied: 'no' }, source: 'Medical Board of Australia, Good medical practice: a code of conduct for doctors in Australia (informed financial consent)' },
            { id: 'insurance_ombudsman_au', fit: INSURER, source: 'Private Health Insurance Ombudsman (Commonwealth Ombudsman), Ombudsman Act 1976 (Cth) Part IIC' },
            { id: 'health_complaints_au', fit: { ...ALL_DEPENDS, insurance_denied: 'no' }, source: 'State and territory health complaints bodies (for example Health Care Complaints Commission Act 1993 (NSW))' },
          ],
          credit_reporting: { source: 'Privacy Act 1988 (Cth) s 6Q (default information: at least A$150, 60 days overdue, after written notice) and s 20W (kept 5 years)', default_minimum: '150', overdue_days: 60 },
        },
        source: 'Health Insurance Act 1973; National Health Reform Agreement; Medical Board of Australia code of conduct; Ombudsman Act 1976 Part IIC; state health complaints acts; Privacy Act 1988 ss 6Q, 20W',
        effective: '2014-03-12',
        verified: null,
        note: NOTE,
      },
    ],
  },
};
