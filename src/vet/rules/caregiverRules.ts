import type { RuleTable } from '../../core/ruleTable.js';

/** A service period (by date of the serious injury) whose veterans PCAFC covers; null bounds are open. */
export interface PcafcEligiblePeriod {
  /** First day of the period, or null for "any date before `to`". */
  readonly from: string | null;
  /** Last day of the period, or null for "any date after `from`". */
  readonly to: string | null;
}

/** The eligibility criteria and stipend levels of the Program of Comprehensive Assistance for Family Caregivers. */
export interface PcafcRules {
  /** Single or combined service-connected rating the veteran needs (38 CFR 71.20(a)(1)). */
  readonly min_rating: number;
  /** Continuous months of needed personal care services (38 CFR 71.20(a)(3)). */
  readonly min_care_months: number;
  /** Injury periods covered at this date (the MISSION Act phases, 38 U.S.C. 1720G(a)(2)). */
  readonly eligible_periods: readonly PcafcEligiblePeriod[];
  /** Level 1 stipend as a fraction of the monthly stipend rate (38 CFR 71.40(c)(4)(i)(A)(1)). */
  readonly level1_fraction: string;
  /** Level 2 stipend as a fraction of the monthly stipend rate (38 CFR 71.40(c)(4)(i)(A)(2)). */
  readonly level2_fraction: string;
  /** ADLs requiring personal care each time, out of the seven, that make a veteran unable to self-sustain (Level 2). */
  readonly level2_min_adls: number;
  /** Minimum age of a Family Caregiver (38 CFR 71.25(b)). */
  readonly caregiver_min_age: number;
}

const PART_71 = 'https://www.ecfr.gov/current/title-38/chapter-I/part-71';
const BASE = { min_rating: 70, min_care_months: 6, level1_fraction: '0.625', level2_fraction: '1', level2_min_adls: 3, caregiver_min_age: 18 } as const;

/**
 * PCAFC rules as amended for the VA MISSION Act of 2018 (final rule 85 FR 46226, effective 2020-10-01). Phase one
 * (from 2020-10-01) covered veterans seriously injured on or before 1975-05-07 as well as the post-9/11 veterans the
 * 2010 program already covered; phase two (from 2022-10-01) covers every era.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-71/section-71.20
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-71/section-71.40
 * @see https://www.law.cornell.edu/uscode/text/38/1720G
 */
export const PCAFC_RULES: RuleTable<PcafcRules> = {
  id: 'us.va.pcafc_rules',
  jurisdiction: 'US',
  title: 'PCAFC eligibility (70% rating, 6 months of personal care, eligible service periods) and stipend levels (62.5% / 100%)',
  versions: [
    {
      effective: '2020-10-01',
      source: `${PART_71} (85 FR 46226)`,
      verified: null,
      note: 'research/vet.md section 5 [M] for the regulation text; phase dates from memory of VA announcements.',
      value: { ...BASE, eligible_periods: [{ from: null, to: '1975-05-07' }, { from: '2001-09-11', to: null }] },
    },
    {
      effective: '2022-10-01',
      source: `${PART_71} (38 U.S.C. 1720G(a)(2)(C), phase two of the MISSION Act expansion)`,
      verified: null,
      note: 'research/vet.md section 5 [M]; phase-two date from memory of VA announcements.',
      value: { ...BASE, eligible_periods: [{ from: null, to: null }] },
    },
  ],
};

/** Where PCAFC benefits are paid. */
export interface PcafcResidency {
  /** True: only to individuals residing in a State (38 U.S.C. 101(20): the states, territories, possessions and DC). */
  readonly us_states_only: boolean;
}

/**
 * PCAFC and the general caregiver program are provided only to individuals residing in a State as 38 U.S.C. 101(20)
 * defines it (38 CFR 71.10(b)).
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-71/section-71.10
 */
export const PCAFC_RESIDENCY: RuleTable<PcafcResidency> = {
  id: 'us.va.pcafc_residency',
  jurisdiction: 'US',
  title: 'Caregiver programs are provided only to individuals residing in a State (38 CFR 71.10(b))',
  versions: [
    {
      effective: '2011-05-05',
      source: 'https://www.ecfr.gov/current/title-38/chapter-I/part-71/section-71.10',
      verified: '2026-11-22',
      note: 'Checked against the govregs.com copy of 38 CFR 71.10(b) (76 FR 26172, as amended at 85 FR 46293), not the eCFR itself.',
      value: { us_states_only: true },
    },
  ],
};

/** Other caregiver benefits and the periods that apply when the veteran's condition changes. */
export interface CaregiverSupportRules {
  /** Days of respite care a year the statute guarantees at least (38 U.S.C. 1720G(a)(3)(A)(ii)(III)). */
  readonly respite_days_per_year: number;
  /** How often VA reassesses an eligible veteran, in months (38 CFR 71.30: annually unless decided otherwise). */
  readonly reassessment_months: number;
  /** Advance notice, in days, before a stipend decrease or a discharge for no longer meeting the criteria. */
  readonly advance_notice_days: number;
  /** Days benefits continue after a discharge for the veteran's death or institutionalization. */
  readonly continuation_days_after_death: number;
  /** Last day the legacy (pre-2020-10-01) participants keep their eligibility, as reported. */
  readonly legacy_transition_end: string;
}

/**
 * Respite care, reassessment and transition periods of the caregiver programs. The 90-day continuation follows the
 * task brief and memory of 38 CFR 71.45; VA's 2024 proposed rule (89 FR 97404) would revise discharges, so the
 * figures are unverified.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-71/section-71.45
 * @see https://www.law.cornell.edu/uscode/text/38/1720G
 */
export const CAREGIVER_SUPPORT_RULES: RuleTable<CaregiverSupportRules> = {
  id: 'us.va.caregiver_support_rules',
  jurisdiction: 'US',
  title: 'Caregiver respite care (30 days a year), annual reassessment, notice and transition periods',
  versions: [
    {
      effective: '2020-10-01',
      source: `${PART_71}; https://www.law.cornell.edu/uscode/text/38/1720G`,
      verified: null,
      note: 'From memory of 38 U.S.C. 1720G and 38 CFR 71.30/71.45; legacy end date 2028-09-30 from research/vet.md section 5 (third party).',
      value: { respite_days_per_year: 30, reassessment_months: 12, advance_notice_days: 60, continuation_days_after_death: 90, legacy_transition_end: '2028-09-30' },
    },
  ],
};
