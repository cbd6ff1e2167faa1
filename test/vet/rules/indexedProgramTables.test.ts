import { describe, expect, it } from 'vitest';
import { pickRule } from '../../../src/core/pickRule.js';
import { EDUCATION_PROGRAMS_ABROAD } from '../../../src/vet/rules/educationCountries.js';
import { HOME_PROGRAMS_ABROAD } from '../../../src/vet/rules/homeLoanCountries.js';

const DHOAS = HOME_PROGRAMS_ABROAD.Australia.find((t) => t.id === 'au.dhoas')!;
const ETB = EDUCATION_PROGRAMS_ABROAD.Canada.find((t) => t.id === 'ca.education_training_benefit')!;

describe('indexed veterans programs abroad', () => {
  it('DHOAS: the 2023-24 tiers are current through 30 June 2024 and stale from 1 July 2024', () => {
    // dhoas.gov.au publishes subsidised loan limits per financial year ("Subsidy tiers for 2019-20", ...); the figures on
    // record are the 2023-24 ones and no later year was found.
    expect(DHOAS.cadence).toBe('annual');
    expect(pickRule(DHOAS, '2023-07-01')!.stale).toBe(false);
    expect(pickRule(DHOAS, '2024-06-30')!.stale).toBe(false);
    expect(pickRule(DHOAS, '2024-07-01')).toMatchObject({ effective: '2023-07-01', stale: true, stale_since: '2024-07-01' });
  });

  it('Education and Training Benefit: the maxima labelled "(2022)" are stale from 1 January 2023', () => {
    // veterans.gc.ca: "up to $86,671.95 (2022)" and "up to $43,335.98 (2022)"; the eligible amount "includes indexing"
    // (VAC policy 2685).
    expect(ETB.cadence).toBe('annual');
    expect(ETB.versions[0]!.value.figures).toMatchObject({ six_year_max_2022: '43335.98', twelve_year_max_2022: '86671.95' });
    expect(pickRule(ETB, '2022-12-31')!.stale).toBe(false);
    expect(pickRule(ETB, '2023-01-01')).toMatchObject({ effective: '2018-04-01', stale: true, stale_since: '2023-01-01' });
  });

  it('leaves programs without indexed figures (FHSA limits, Forces Help to Buy, ELC) without a cadence', () => {
    for (const table of [...HOME_PROGRAMS_ABROAD.Canada, ...HOME_PROGRAMS_ABROAD.UK, ...EDUCATION_PROGRAMS_ABROAD.UK]) {
      expect(table.cadence, table.id).toBeUndefined();
      expect(pickRule(table, '2040-01-01')!.stale, table.id).toBe(false);
    }
  });
});
