import type { RuleTable } from '../../core/ruleTable.js';
import type { AbroadRule } from './abroadRules.js';
import type { VetCountryKey } from './vetCountries.js';

const UK_WPS = 'https://www.gov.uk/government/publications/war-pension-scheme';
const DVA_OVERSEAS_HEALTH = 'https://www.dva.gov.au/newsroom/vetaffairs/vetaffairs-vol-37-no2-july-2021/entitlements-and-services-veterans-living-overseas';

/**
 * Rules for veterans living outside the UK, Canada, Australia, New Zealand or Germany while that country pays them.
 * Only the rows with a `verified` date were checked; the others say what to ask the authority.
 *
 * @see https://www.gov.uk/government/publications/war-pension-scheme
 * @see https://www.dva.gov.au/newsroom/vetaffairs/vetaffairs-vol-37-no2-july-2021/entitlements-and-services-veterans-living-overseas
 */
export const ABROAD_RULES_INTL: Readonly<Record<Exclude<VetCountryKey, 'US'>, readonly RuleTable<AbroadRule>[]>> = {
  UK: [
    {
      id: 'uk.veterans_uk.abroad.war_pension',
      jurisdiction: 'UK',
      title: 'War Pensions Scheme awards are paid to pensioners living overseas (Veterans UK)',
      versions: [{
        effective: '2005-04-06',
        source: `${UK_WPS} (Veterans UK publishes notes for people getting a war pension living overseas)`,
        verified: '2026-11-22',
        note: 'Effective date is when the WPS became the scheme for service before 6 April 2005 only; the scheme itself is older.',
        value: { topics: ['disability', 'tdiu', 'pension'], status: 'payable', statement: 'uk_war_pension_overseas' },
      }],
    },
    {
      id: 'uk.veterans_uk.abroad.afcs',
      jurisdiction: 'UK',
      title: 'Armed Forces Compensation Scheme awards (lump sum and Guaranteed Income Payment) for veterans living abroad',
      versions: [{
        effective: '2005-04-06',
        source: 'https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs; The Armed Forces and Reserve Forces (Compensation Scheme) Order 2011 (SI 2011/517)',
        verified: null,
        value: { topics: ['disability', 'tdiu'], status: 'payable', statement: 'uk_afcs_overseas' },
      }],
    },
    {
      id: 'uk.abroad.health',
      jurisdiction: 'UK',
      title: 'NHS care (including veterans\u2019 priority treatment) depends on UK residence',
      versions: [{
        effective: '2005-04-06',
        source: 'https://www.nhs.uk/nhs-services/armed-forces-community/veterans-service-leavers-non-mobilised-reservists/',
        verified: null,
        value: { topics: ['healthcare'], status: 'unknown', statement: 'uk_health_abroad' },
      }],
    },
    {
      id: 'uk.abroad.care',
      jurisdiction: 'UK',
      title: 'Care allowances (Constant Attendance Allowance, AFIP) and carer support for veterans living abroad',
      versions: [{
        effective: '2005-04-06',
        source: 'https://www.gov.uk/government/organisations/veterans-uk',
        verified: null,
        value: { topics: ['pension', 'caregiver'], status: 'unknown', statement: 'uk_care_abroad' },
      }],
    },
  ],
  Canada: [
    {
      id: 'ca.vac.abroad.benefits',
      jurisdiction: 'CA',
      title: 'Pain and Suffering Compensation and the Income Replacement Benefit for veterans living outside Canada',
      versions: [{
        effective: '2019-04-01',
        source: 'https://www.veterans.gc.ca/; Veterans Well-being Act (S.C. 2005, c. 21)',
        verified: null,
        value: { topics: ['disability', 'tdiu'], status: 'payable', statement: 'ca_benefits_abroad' },
      }],
    },
    {
      id: 'ca.vac.abroad.health',
      jurisdiction: 'CA',
      title: 'VAC treatment benefits for entitled conditions outside Canada; provincial coverage ends with residence',
      versions: [{
        effective: '2019-04-01',
        source: 'https://www.veterans.gc.ca/en/health-support/physical-health-and-wellness/compensation-illness-or-injury/health-care-benefits',
        verified: null,
        value: { topics: ['healthcare'], status: 'limited', statement: 'ca_health_abroad' },
      }],
    },
    {
      id: 'ca.vac.abroad.care',
      jurisdiction: 'CA',
      title: 'Veterans Independence Program and Caregiver Recognition Benefit for veterans living outside Canada',
      versions: [{
        effective: '2019-04-01',
        source: 'https://www.veterans.gc.ca/',
        verified: null,
        value: { topics: ['pension', 'caregiver'], status: 'unknown', statement: 'ca_care_abroad' },
      }],
    },
  ],
  Australia: [
    {
      id: 'au.dva.abroad.compensation',
      jurisdiction: 'AU',
      title: 'MRCA, VEA and DRCA compensation for veterans living overseas',
      versions: [{
        effective: '2004-07-01',
        source: 'https://www.dva.gov.au/; Military Rehabilitation and Compensation Act 2004',
        verified: null,
        value: { topics: ['disability', 'tdiu'], status: 'payable', statement: 'au_compensation_overseas' },
      }],
    },
    {
      id: 'au.dva.abroad.income_support',
      jurisdiction: 'AU',
      title: 'Service Pension, Income Support Supplement and Veteran Payment continue overseas, even permanently',
      versions: [{
        effective: '2004-07-01',
        source: 'https://www.dva.gov.au/node/12220 (Travelling or living overseas)',
        verified: '2026-11-22',
        note: 'Only the basic Pension Supplement is paid to permanent overseas residents; rent assistance and some supplements stop.',
        value: { topics: ['pension'], status: 'payable', statement: 'au_income_support_overseas' },
      }],
    },
    {
      id: 'au.dva.abroad.health',
      jurisdiction: 'AU',
      title: 'Veteran Card not usable outside Australia except under reciprocal arrangements (UK, Canada, NZ); elsewhere reimbursement for accepted conditions',
      versions: [{
        effective: '2004-07-01',
        source: `${DVA_OVERSEAS_HEALTH}; https://clik.dva.gov.au (SRCA medical treatment handbook 2.12)`,
        verified: '2026-11-22',
        note: 'Checked against DVA\'s Vetaffairs article of July 2021 and the CLIK treatment handbook; claims within 6 months of treatment.',
        value: { topics: ['healthcare', 'disability'], status: 'limited', statement: 'au_health_overseas' },
      }],
    },
    {
      id: 'au.dva.abroad.care',
      jurisdiction: 'AU',
      title: 'Attendant allowance, Veterans\u2019 Home Care and carer support for veterans living overseas',
      versions: [{
        effective: '2004-07-01',
        source: 'https://www.dva.gov.au/',
        verified: null,
        value: { topics: ['caregiver'], status: 'unknown', statement: 'au_care_overseas' },
      }],
    },
  ],
  NewZealand: [
    {
      id: 'nz.vanz.abroad',
      jurisdiction: 'NZ',
      title: 'Veterans\u2019 Support Act 2014 entitlements for veterans living overseas',
      versions: [{
        effective: '2015-12-07',
        source: 'https://www.legislation.govt.nz/act/public/2014/0056/latest/; https://www.veteransaffairs.mil.nz/',
        verified: null,
        value: { topics: ['disability', 'pension', 'tdiu', 'healthcare', 'caregiver'], status: 'unknown', statement: 'nz_abroad' },
      }],
    },
  ],
  Germany: [
    {
      id: 'de.seg.abroad',
      jurisdiction: 'DE',
      title: 'Soldatenentschädigungsgesetz (SEG) benefits for veterans living outside Germany',
      versions: [{
        effective: '2025-01-01',
        source: 'https://www.gesetze-im-internet.de/seg/',
        verified: null,
        value: { topics: ['disability', 'pension', 'tdiu', 'healthcare', 'caregiver'], status: 'unknown', statement: 'de_abroad' },
      }],
    },
  ],
};
