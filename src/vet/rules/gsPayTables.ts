import type { RuleTable } from '../../core/ruleTable.js';

/** One locality pay area's GS-4 step 1 annual rate. */
export interface GsLocalityRate {
  /** Short code used by the `locality` parameter (`RUS`, `DCB`, `NY`, …). */
  readonly code: string;
  /** OPM's name of the locality pay area. */
  readonly name: string;
  /** Locality payment in percent over the base schedule, as an exact decimal string. */
  readonly locality_percent: string;
  /** OPM's annual rate for GS-4 step 1 in the area, whole US dollars (base × (1 + percent), rounded to the dollar). */
  readonly gs4_step1_annual: string;
}

/** The GS-4 step 1 rates of one pay year. */
export interface GsPayYear {
  /** Base General Schedule (no locality) annual rate for GS-4 step 1, whole dollars. */
  readonly base_gs4_step1_annual: string;
  /** The encoded locality pay areas; `RUS` (Rest of U.S.) always first. */
  readonly localities: readonly GsLocalityRate[];
}

const SOURCE = 'https://www.opm.gov/policy-data-oversight/pay-leave/salaries-wages/';
const NOTE =
  'Not checked against the OPM tables themselves (no access): the base GS-4/1 rate and locality percentages come from a ' +
  "third-party code table; the 2025 Rest of U.S. rate matches an independent third-party hourly rate ($17.27 = 36,049 / 2087). " +
  'OPM rates apply from the first pay period beginning on or after January 1; January 1 is used here.';

/** 2025 and 2026 locality percentages: 2026 froze locality payments and raised the base by 1% (research/vet.md section 5). */
const AREAS: readonly (readonly [string, string, string])[] = [
  ['RUS', 'Rest of U.S.', '17.06'],
  ['DCB', 'Washington-Baltimore-Arlington, DC-MD-VA-WV-PA', '33.94'],
  ['NY', 'New York-Newark, NY-NJ-CT-PA', '37.95'],
  ['SF', 'San Jose-San Francisco-Oakland, CA', '46.34'],
  ['LA', 'Los Angeles-Long Beach, CA', '36.47'],
  ['HOU', 'Houston-The Woodlands, TX-LA', '35.00'],
  ['SEA', 'Seattle-Tacoma, WA', '31.57'],
  ['AK', 'State of Alaska', '32.36'],
  ['HI', 'State of Hawaii', '22.21'],
];

const withRates = (rates: readonly string[]): GsLocalityRate[] =>
  AREAS.map(([code, name, locality_percent], i) => ({ code, name, locality_percent, gs4_step1_annual: rates[i] as string }));

/**
 * OPM General Schedule annual rate for grade 4, step 1, by locality pay area: the "monthly stipend rate" of the
 * Program of Comprehensive Assistance for Family Caregivers is this figure for the area where the veteran lives,
 * divided by 12 (38 CFR 71.15; 71.40(c)(4)). Every figure is whole dollars, as OPM publishes it.
 *
 * @see https://www.opm.gov/policy-data-oversight/pay-leave/salaries-wages/
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-71/section-71.40
 */
export const GS4_STEP1_LOCALITY_PAY: RuleTable<GsPayYear> = {
  id: 'us.opm.gs4_step1_locality_pay',
  jurisdiction: 'US',
  title: 'OPM General Schedule GS-4 step 1 annual rate by locality pay area (PCAFC monthly stipend rate × 12)',
  // OPM's pay tables run by calendar year from January.
  cadence: 'annual',
  versions: [
    {
      effective: '2025-01-01',
      source: SOURCE,
      verified: null,
      note: `${NOTE} 2025: base $30,795 (1.7% over 2024).`,
      value: { base_gs4_step1_annual: '30795', localities: withRates(['36049', '41247', '42482', '45065', '42026', '41573', '40517', '40760', '37635']) },
    },
    {
      effective: '2026-01-01',
      source: SOURCE,
      verified: null,
      note: `${NOTE} 2026: base $31,103 (1% over 2025); locality percentages unchanged.`,
      value: { base_gs4_step1_annual: '31103', localities: withRates(['36409', '41659', '42907', '45516', '42446', '41989', '40922', '41168', '38011']) },
    },
  ],
};

/** Locality codes accepted by the caregiver endpoint's `locality` parameter. */
export const GS_LOCALITY_CODES = ['RUS', 'DCB', 'NY', 'SF', 'LA', 'HOU', 'SEA', 'AK', 'HI'] as const;
