import type { RuleTable } from '../../core/ruleTable.js';
import type { NonUsCountryKey } from './caregiverCountries.js';

/** Official pages describing veterans' health care in each mapped country (texts live in the messages). */
export type HealthcareCountrySources = Readonly<Record<NonUsCountryKey, readonly string[]>>;

/**
 * Veterans' health care outside the US: NHS priority treatment and Op COURAGE (UK), VAC health benefits (Canada),
 * DVA Veteran Gold and White Cards (Australia), Veterans' Affairs treatment under the Veterans' Support Act 2014
 * (New Zealand) and medical treatment under the SEG alongside statutory health insurance (Germany).
 *
 * @see https://www.dva.gov.au/get-support/health-support/health-cards
 */
export const HEALTHCARE_COUNTRY_PROGRAMS: RuleTable<HealthcareCountrySources> = {
  id: 'intl.veteran_health_programs',
  title: "Veterans' health care outside the US (UK, Canada, Australia, New Zealand, Germany)",
  versions: [
    {
      effective: '2025-01-01',
      source: 'nhs.uk, veterans.gc.ca, dva.gov.au, veteransaffairs.mil.nz, gesetze-im-internet.de (see value)',
      verified: null,
      note: 'Program names from memory; not checked against the pages.',
      value: {
        UK: ['https://www.nhs.uk/nhs-services/armed-forces-community/veterans-service-leavers-non-mobilised-reservists/', 'https://www.nhs.uk/nhs-services/armed-forces-community/mental-health/veterans-reservists/'],
        Canada: ['https://www.veterans.gc.ca/en/health-support/physical-health-and-wellness/compensation-illness-or-injury/health-care-benefits'],
        Australia: ['https://www.dva.gov.au/get-support/health-support/health-cards'],
        NewZealand: ['https://www.veteransaffairs.mil.nz/'],
        Germany: ['https://www.gesetze-im-internet.de/seg/'],
      },
    },
  ],
};
