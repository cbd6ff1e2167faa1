import type { RuleTable } from '../../core/ruleTable.js';
import type { VetCountryKey } from './vetCountries.js';

/** The mapped countries other than the US. */
export type NonUsCountryKey = Exclude<VetCountryKey, 'US'>;

/** Official pages describing one country's support for carers of veterans (program texts live in the messages). */
export type CaregiverCountrySources = readonly string[];

/**
 * Carer support outside the US: no country has a veteran-caregiver stipend like PCAFC, so the closest real programs
 * are named (general carer benefits, plus veteran-specific ones where they exist: Canada's Caregiver Recognition
 * Benefit, Australia's DVA carer and home-care services, Germany's care allowance under the SEG). Amounts are not given.
 *
 * @see https://www.veterans.gc.ca/en/family-caregiver-and-survivor-support/caregiver-support/caregiver-recognition-benefit
 */
export const CAREGIVER_COUNTRY_PROGRAMS: Readonly<Record<NonUsCountryKey, RuleTable<CaregiverCountrySources>>> = {
  UK: {
    id: 'uk.veteran_caregiver_programs',
    title: 'UK: carer support for veterans',
    jurisdiction: 'UK',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.gov.uk/carers-allowance; https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs',
        verified: null,
        note: 'Program names from memory and research/vet.md section 9; not checked against the pages.',
        value: ['https://www.gov.uk/carers-allowance', 'https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs'],
      },
    ],
  },
  Canada: {
    id: 'ca.veteran_caregiver_programs',
    title: 'Canada: carer support for veterans',
    jurisdiction: 'CA',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.veterans.gc.ca/en/family-caregiver-and-survivor-support/caregiver-support/caregiver-recognition-benefit',
        verified: null,
        note: 'Program names from memory and research/vet.md section 9; not checked against the pages.',
        value: ['https://www.veterans.gc.ca/en/family-caregiver-and-survivor-support/caregiver-support/caregiver-recognition-benefit'],
      },
    ],
  },
  Australia: {
    id: 'au.veteran_caregiver_programs',
    title: 'Australia: carer support for veterans',
    jurisdiction: 'AU',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.dva.gov.au/get-support/health-support/caring-veterans; https://www.servicesaustralia.gov.au/carer-payment',
        verified: null,
        note: 'Program names from memory and research/vet.md section 9; not checked against the pages.',
        value: ['https://www.dva.gov.au/get-support/health-support/caring-veterans', 'https://www.servicesaustralia.gov.au/carer-payment'],
      },
    ],
  },
  NewZealand: {
    id: 'nz.veteran_caregiver_programs',
    title: 'New Zealand: carer support for veterans',
    jurisdiction: 'NZ',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.veteransaffairs.mil.nz/; https://www.legislation.govt.nz/act/public/2014/0056/latest/whole.html',
        verified: null,
        note: 'Program names from memory and research/vet.md section 9; not checked against the pages.',
        value: ['https://www.veteransaffairs.mil.nz/', 'https://www.legislation.govt.nz/act/public/2014/0056/latest/whole.html'],
      },
    ],
  },
  Germany: {
    id: 'de.veteran_caregiver_programs',
    title: 'Germany: carer support for veterans',
    jurisdiction: 'DE',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.gesetze-im-internet.de/seg/; https://www.gesetze-im-internet.de/sgb_11/',
        verified: null,
        note: 'Program names from memory and research/vet.md section 9; not checked against the pages.',
        value: ['https://www.gesetze-im-internet.de/seg/', 'https://www.gesetze-im-internet.de/sgb_11/'],
      },
    ],
  },
};
