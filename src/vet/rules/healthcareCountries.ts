import type { RuleTable } from '../../core/ruleTable.js';
import type { NonUsCountryKey } from './caregiverCountries.js';

/** Official pages describing one country's veterans' health care (texts live in the messages). */
export type HealthcareCountrySources = readonly string[];

/**
 * Veterans' health care outside the US: NHS priority treatment and Op COURAGE (UK), VAC health benefits (Canada),
 * DVA Veteran Gold and White Cards (Australia), Veterans' Affairs treatment under the Veterans' Support Act 2014
 * (New Zealand) and medical treatment under the SEG alongside statutory health insurance (Germany).
 *
 * @see https://www.dva.gov.au/get-support/health-support/health-cards
 */
export const HEALTHCARE_COUNTRY_PROGRAMS: Readonly<Record<NonUsCountryKey, RuleTable<HealthcareCountrySources>>> = {
  UK: {
    id: 'uk.veteran_health_programs',
    title: 'UK: veterans\' health care',
    jurisdiction: 'UK',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.nhs.uk/nhs-services/armed-forces-community/veterans-service-leavers-non-mobilised-reservists/; https://www.nhs.uk/nhs-services/armed-forces-community/mental-health/veterans-reservists/',
        verified: null,
        note: 'Program names from memory; not checked against the pages.',
        value: ['https://www.nhs.uk/nhs-services/armed-forces-community/veterans-service-leavers-non-mobilised-reservists/', 'https://www.nhs.uk/nhs-services/armed-forces-community/mental-health/veterans-reservists/'],
      },
    ],
  },
  Canada: {
    id: 'ca.veteran_health_programs',
    title: 'Canada: veterans\' health care',
    jurisdiction: 'CA',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.veterans.gc.ca/en/health-support/physical-health-and-wellness/compensation-illness-or-injury/health-care-benefits',
        verified: null,
        note: 'Program names from memory; not checked against the pages.',
        value: ['https://www.veterans.gc.ca/en/health-support/physical-health-and-wellness/compensation-illness-or-injury/health-care-benefits'],
      },
    ],
  },
  Australia: {
    id: 'au.veteran_health_programs',
    title: 'Australia: veterans\' health care',
    jurisdiction: 'AU',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.dva.gov.au/get-support/health-support/health-cards',
        verified: null,
        note: 'Program names from memory; not checked against the pages.',
        value: ['https://www.dva.gov.au/get-support/health-support/health-cards'],
      },
    ],
  },
  NewZealand: {
    id: 'nz.veteran_health_programs',
    title: 'New Zealand: veterans\' health care',
    jurisdiction: 'NZ',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.veteransaffairs.mil.nz/',
        verified: null,
        note: 'Program names from memory; not checked against the pages.',
        value: ['https://www.veteransaffairs.mil.nz/'],
      },
    ],
  },
  Germany: {
    id: 'de.veteran_health_programs',
    title: 'Germany: veterans\' health care',
    jurisdiction: 'DE',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.gesetze-im-internet.de/seg/',
        verified: null,
        note: 'Program names from memory; not checked against the pages.',
        value: ['https://www.gesetze-im-internet.de/seg/'],
      },
    ],
  },
};
