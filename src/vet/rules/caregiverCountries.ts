import type { RuleTable } from '../../core/ruleTable.js';
import type { VetCountryKey } from './vetCountries.js';

/** The mapped countries other than the US. */
export type NonUsCountryKey = Exclude<VetCountryKey, 'US'>;

/** Official pages describing each country's support for carers of veterans (program texts live in the messages). */
export type CaregiverCountrySources = Readonly<Record<NonUsCountryKey, readonly string[]>>;

/**
 * Carer support outside the US: no country has a veteran-caregiver stipend like PCAFC, so the closest real programs
 * are named (general carer benefits, plus veteran-specific ones where they exist: Canada's Caregiver Recognition
 * Benefit, Australia's DVA carer and home-care services, Germany's care allowance under the SEG). Amounts are not given.
 *
 * @see https://www.veterans.gc.ca/en/family-caregiver-and-survivor-support/caregiver-support/caregiver-recognition-benefit
 */
export const CAREGIVER_COUNTRY_PROGRAMS: RuleTable<CaregiverCountrySources> = {
  id: 'intl.veteran_caregiver_programs',
  title: 'Carer support for veterans outside the US (UK, Canada, Australia, New Zealand, Germany)',
  versions: [
    {
      effective: '2025-01-01',
      source: 'gov.uk, veterans.gc.ca, dva.gov.au, veteransaffairs.mil.nz, gesetze-im-internet.de (see value)',
      verified: null,
      note: 'Program names from memory and research/vet.md section 9; not checked against the pages.',
      value: {
        UK: ['https://www.gov.uk/carers-allowance', 'https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs'],
        Canada: ['https://www.veterans.gc.ca/en/family-caregiver-and-survivor-support/caregiver-support/caregiver-recognition-benefit'],
        Australia: ['https://www.dva.gov.au/get-support/health-support/caring-veterans', 'https://www.servicesaustralia.gov.au/carer-payment'],
        NewZealand: ['https://www.veteransaffairs.mil.nz/', 'https://www.legislation.govt.nz/act/public/2014/0056/latest/whole.html'],
        Germany: ['https://www.gesetze-im-internet.de/seg/', 'https://www.gesetze-im-internet.de/sgb_11/'],
      },
    },
  ],
};
