import type { RuleTable } from '../../core/ruleTable.js';
import type { AbroadRule } from './abroadRules.js';

const VA_ABROAD_PAGE = 'https://www.benefits.va.gov/persona/veteran-abroad.asp';

/**
 * US rules for veterans living outside the United States: compensation and pension paid abroad, Treasury payment
 * restrictions, examinations abroad, the Foreign Medical Program (38 U.S.C. 1724, 38 CFR 17.35) and the caregiver
 * programs' residence condition (38 CFR 71.10(b)).
 *
 * @see https://www.benefits.va.gov/persona/veteran-abroad.asp
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-17/subject-group-ECFR5bd7ab1f3e4a7fe/section-17.35
 */
export const ABROAD_RULES_US: readonly RuleTable<AbroadRule>[] = [
  {
    id: 'us.va.abroad.compensation',
    jurisdiction: 'US',
    title: 'VA disability compensation (and TDIU, paid at the 100% rate) is payable to veterans living abroad',
    versions: [{
      effective: '1958-09-02',
      source: `${VA_ABROAD_PAGE} ("virtually all monetary benefits are payable regardless of place of residence or nationality"); 38 U.S.C. 1110`,
      verified: '2026-11-22',
      note: 'Checked against the web-archive copy of the VA page dated 2016-11-30, not a current va.gov page. Effective date is the enactment of title 38 (Pub. L. 85-857).',
      value: { topics: ['disability', 'tdiu'], status: 'payable', statement: 'us_compensation_payable' },
    }],
  },
  {
    id: 'us.va.abroad.pension',
    jurisdiction: 'US',
    title: 'VA Veterans Pension (with Aid and Attendance or Housebound) for veterans living abroad',
    versions: [{
      effective: '1958-09-02',
      source: `${VA_ABROAD_PAGE}; 38 U.S.C. 1521; 38 CFR 3.653`,
      verified: null,
      note: 'The archived VA page lists pension among benefits for veterans living abroad; the foreign-residence limits of 38 CFR 3.653 were not read.',
      value: { topics: ['pension'], status: 'payable', statement: 'us_pension_abroad' },
    }],
  },
  {
    id: 'us.treasury.restricted_countries',
    jurisdiction: 'US',
    title: 'Treasury withholds federal benefit payments to a few countries',
    versions: [{
      effective: '1958-09-02',
      source: '31 CFR part 211; 31 U.S.C. 3329',
      verified: null,
      note: 'Country list not checked; it changes with Treasury determinations.',
      value: { topics: ['disability', 'pension', 'tdiu'], status: null, statement: 'us_payment_restrictions' },
    }],
  },
  {
    id: 'us.va.abroad.exams',
    jurisdiction: 'US',
    title: 'Compensation and pension examinations for veterans abroad (contract examiners, embassies, local physicians)',
    versions: [{
      effective: '1958-09-02',
      source: VA_ABROAD_PAGE,
      verified: null,
      value: { topics: ['disability', 'pension', 'tdiu'], status: null, statement: 'us_exams_abroad' },
    }],
  },
  {
    id: 'us.va.abroad.foreign_medical_program',
    jurisdiction: 'US',
    title: 'No VA health care outside the US except the Foreign Medical Program for service-connected conditions (38 U.S.C. 1724, 38 CFR 17.35)',
    versions: [{
      effective: '1958-09-02',
      source: '38 U.S.C. 1724; 38 CFR 17.35; https://www.va.gov/health-care/foreign-medical-program/',
      verified: '2026-11-22',
      note: 'Checked against Van Dermark v. McDonough (Vet. App. No. 19-2795, 2021), which holds that section 1724 bars VA from paying for non-service-connected care abroad, and against copies of the VA FMP page.',
      value: { topics: ['disability', 'healthcare'], status: 'limited', statement: 'us_fmp' },
    }],
  },
  {
    id: 'us.va.abroad.caregiver',
    jurisdiction: 'US',
    title: 'Caregiver programs are provided only to individuals residing in a State (38 CFR 71.10(b))',
    versions: [{
      effective: '2011-05-05',
      source: 'https://www.ecfr.gov/current/title-38/chapter-I/part-71/section-71.10',
      verified: '2026-11-22',
      note: 'Checked against the govregs.com copy of 38 CFR 71.10(b) (76 FR 26172, as amended at 85 FR 46293). "State" is defined in 38 U.S.C. 101(20).',
      value: { topics: ['caregiver'], status: 'not_available', statement: 'us_caregiver_states_only' },
    }],
  },
];
