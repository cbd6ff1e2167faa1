import type { RuleTable } from '../../core/ruleTable.js';

/** HHS poverty guideline for the 48 contiguous states and DC. */
export interface PovertyGuidelineValue {
  /** Guideline for a household of one (USD, exact decimal string). */
  readonly first_person: string;
  /** Added for each further person (USD). */
  readonly each_additional: string;
}

/**
 * HHS poverty guidelines (48 contiguous states and DC; Alaska and Hawaii are higher and not modelled), used by IBR's
 * 150 % allowance. HHS re-publishes them every January (42 U.S.C. 9902(2)), so the table has an annual cadence: a
 * guideline a year old with no successor on record is reported stale.
 *
 * @see https://www.govinfo.gov/content/pkg/FR-2026-01-15/html/2026-00755.htm
 * @see https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines
 */
export const STUDENT_US_POVERTY_GUIDELINE: RuleTable<PovertyGuidelineValue> = {
  id: 'us.hhs_poverty_guideline',
  jurisdiction: 'US',
  title: 'HHS poverty guideline, 48 contiguous states and DC',
  // Updated each January in the Federal Register.
  cadence: 'annual',
  versions: [
    {
      value: { first_person: '15650', each_additional: '5500' },
      source: 'HHS, Annual Update of the HHS Poverty Guidelines, 90 FR 5917 (2025-01-17)',
      effective: '2025-01-15',
      verified: '2026-11-22',
      note: 'Figures checked against secondary summaries of the notice.',
    },
    {
      value: { first_person: '15960', each_additional: '5680' },
      source: 'HHS, Annual Update of the HHS Poverty Guidelines, 91 FR 1797 (2026-01-15)',
      effective: '2026-01-13',
      verified: '2026-11-22',
      note: 'Notice located on govinfo; the dollar figures were read from summaries citing it.',
    },
  ],
};
