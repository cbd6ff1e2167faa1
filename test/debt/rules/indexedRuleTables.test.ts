import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../src/core/addMonthsIso.js';
import { pickRule } from '../../../src/core/pickRule.js';
import type { RuleCadence, RuleTable } from '../../../src/core/ruleTable.js';
import { CONSOLIDATION_RATES } from '../../../src/debt/rules/consolidationRates.js';
import { AU_GARNISHMENT_RULES } from '../../../src/debt/rules/garnishmentIntl.js';
import { US_FEDERAL_MINIMUM_WAGE } from '../../../src/debt/rules/garnishmentUsFederal.js';
import { US_CHAPTER_13_DEBT_LIMITS } from '../../../src/debt/rules/insolvencyUs.js';
import { US_MEANS_TEST_MEDIAN_INCOME } from '../../../src/debt/rules/insolvencyUsMedianIncome.js';
import { STUDENT_AU_HELP } from '../../../src/debt/rules/studentAuHelp.js';
import { STUDENT_CA_RAP } from '../../../src/debt/rules/studentCaRap.js';
import { STUDENT_US_POVERTY_GUIDELINE } from '../../../src/debt/rules/studentUsPoverty.js';
import { STUDENT_US_RAP } from '../../../src/debt/rules/studentUsRap.js';
import { STUDENT_US_DEFAULT_RATE } from '../../../src/debt/rules/studentUsStandard.js';
import { TAX_AU_GIC } from '../../../src/debt/rules/taxAu.js';
import { TAX_CA_INTEREST } from '../../../src/debt/rules/taxCa.js';
import { TAX_US_INTEREST } from '../../../src/debt/rules/taxUsInterest.js';
import { TAX_US_PENALTIES } from '../../../src/debt/rules/taxUsPenalties.js';

/** The day before an ISO date. */
function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The newest version's effective date. */
const newest = (table: RuleTable<unknown>): string => [...table.versions].map((v) => v.effective).sort().at(-1)!;

const NSW = AU_GARNISHMENT_RULES.NSW!;

// Each row: the table, the cadence its source re-sets it on, and the first day its newest figure is stale.
// Sources of the schedules:
// - HHS poverty guidelines: updated every January (42 U.S.C. 9902(2)); the 2026 notice is 91 FR 1797 (2026-01-15).
// - IRS underpayment rate: determined for each calendar quarter (26 U.S.C. 6621(b)); last on record: from 2026-04-01.
// - ATO general interest charge: base rate per quarter (Taxation Administration Act 1953 s 8AAD(2)).
// - CRA prescribed rates: set for each calendar quarter (Income Tax Regulations s 4301); last on record: from 2026-04-01.
// - Direct Loan fixed rates: set for loans first disbursed from each 1 July (20 U.S.C. 1087e(b)(8)).
// - HELP thresholds: indexed for every income year from 1 July (ATO, "Study and training loan repayment thresholds").
// - Canada RAP zero-payment thresholds: "indexed to inflation annually" (ESDC news release, 2022-11-01).
// - NSW protected weekly wage: an adjustable amount re-set each April and October (Civil Procedure Act 2005 s 122;
//   Workers Compensation Act 1987 Part 3 Div. 6); last on record: from 2024-04-01 (Legal Aid NSW).
// - Consolidation terms: a 2026 market snapshot (Federal Reserve G.19), re-taken yearly.
const INDEXED: readonly (readonly [string, RuleTable<unknown>, RuleCadence, string])[] = [
  ['HHS poverty guideline', STUDENT_US_POVERTY_GUIDELINE, 'annual', '2027-01-13'],
  ['IRS underpayment rate', TAX_US_INTEREST, 'quarterly', '2026-07-01'],
  ['ATO general interest charge', TAX_AU_GIC, 'quarterly', '2026-07-01'],
  ['CRA overdue-tax interest', TAX_CA_INTEREST, 'quarterly', '2026-07-01'],
  ['Direct Loan default rate', STUDENT_US_DEFAULT_RATE, 'annual', '2026-07-01'],
  ['HELP repayment schedule', STUDENT_AU_HELP, 'annual', '2026-07-01'],
  ['Canada RAP thresholds', STUDENT_CA_RAP, 'annual', '2023-11-01'],
  ['NSW protected weekly wage', NSW, 'semiannual', '2024-10-01'],
  ['consolidation terms', CONSOLIDATION_RATES, 'annual', '2027-01-01'],
  ['means-test median income', US_MEANS_TEST_MEDIAN_INCOME, 'semiannual', '2026-04-01'],
];

describe('indexed debt rule tables', () => {
  it.each(INDEXED)('%s: current through its period, then stale with no successor', (_name, table, cadence, staleFrom) => {
    expect(table.cadence).toBe(cadence);
    const effective = newest(table);
    expect(pickRule(table, effective)).toMatchObject({ effective, stale: false });
    expect(pickRule(table, dayBefore(staleFrom))).toMatchObject({ effective, stale: false });
    expect(pickRule(table, staleFrom)).toMatchObject({ effective, stale: true, stale_since: staleFrom });
    expect(pickRule(table, '2026-11-25')!.stale).toBe(staleFrom <= '2026-11-25');
  });

  it('never un-stales a figure once its period has ended, and never calls a figure stale inside it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INDEXED), fc.integer({ min: 0, max: 3000 }), ([, table, , staleFrom], days) => {
        const effective = newest(table);
        const d = new Date(`${effective}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() + days);
        const iso = d.toISOString().slice(0, 10);
        expect(pickRule(table, iso)!.stale).toBe(iso >= staleFrom);
      }),
      { numRuns: 300 },
    );
  });

  it('dates the quarterly rates on the first day of a calendar quarter and runs them exactly three months', () => {
    for (const table of [TAX_US_INTEREST, TAX_AU_GIC, TAX_CA_INTEREST]) {
      for (const v of table.versions) expect(v.effective, `${table.id} ${v.effective}`).toMatch(/-(01|04|07|10)-01$/);
      const effective = newest(table);
      expect(pickRule(table, '2030-01-01')!.stale_since).toBe(addMonthsIso(effective, 3));
    }
  });

  it('reports the 2025-26 HELP schedule stale from 1 July 2026 rather than carrying it forward as a 2026-27 row', () => {
    // The ATO page (last updated 6 August 2025) lists only the 2025–26 thresholds; no 2026–27 table was found.
    expect(STUDENT_AU_HELP.versions.map((v) => v.effective)).toEqual(['2025-07-01']);
    expect(pickRule(STUDENT_AU_HELP, '2026-11-25')).toMatchObject({ effective: '2025-07-01', verified: '2026-11-22', stale: true, stale_since: '2026-07-01' });
  });

  it('ends each means-test table the day before the next one was due (cases filed from 1 April and 1 November)', () => {
    // The 2024-11-01 table was due to be replaced on 2025-04-01 (its own next_update_expected); that table is not shipped.
    expect(pickRule(US_MEANS_TEST_MEDIAN_INCOME, '2025-03-31')!.stale).toBe(false);
    expect(pickRule(US_MEANS_TEST_MEDIAN_INCOME, '2025-04-01')).toMatchObject({ effective: '2024-11-01', stale: true, stale_since: '2025-04-01' });
    expect(pickRule(US_MEANS_TEST_MEDIAN_INCOME, '2025-11-01')).toMatchObject({ effective: '2025-11-01', stale: false });
    for (const v of US_MEANS_TEST_MEDIAN_INCOME.versions) expect(v.expires, v.effective).toBe(dayBefore(v.value.next_update_expected));
  });

  it('keeps the Chapter 13 limits of 1 April 2025 current until the next three-yearly adjustment (11 U.S.C. 104(a))', () => {
    expect(US_CHAPTER_13_DEBT_LIMITS.cadence).toBeUndefined();
    expect(pickRule(US_CHAPTER_13_DEBT_LIMITS, '2026-11-25')).toMatchObject({ effective: '2025-04-01', stale: false });
    expect(pickRule(US_CHAPTER_13_DEBT_LIMITS, '2028-03-31')!.stale).toBe(false);
    expect(pickRule(US_CHAPTER_13_DEBT_LIMITS, '2028-04-01')).toMatchObject({ effective: '2025-04-01', stale: true, stale_since: '2028-04-01' });
    // The temporary combined limit was in force from 2022-06-21 until the BTATCA sunset; its successor starts the next day.
    expect(pickRule(US_CHAPTER_13_DEBT_LIMITS, '2024-06-20')).toMatchObject({ effective: '2022-06-21', stale: false });
  });

  it('never reports as stale by age the figures that only a change of law moves', () => {
    // The federal minimum wage is not indexed (29 U.S.C. 206(a)(1)); the 6651 penalties and RAP amounts are fixed in statute.
    for (const table of [US_FEDERAL_MINIMUM_WAGE, TAX_US_PENALTIES, STUDENT_US_RAP] as RuleTable<unknown>[]) {
      expect(table.cadence, table.id).toBeUndefined();
      expect(pickRule(table, '2040-01-01')!.stale, table.id).toBe(false);
    }
  });
});
