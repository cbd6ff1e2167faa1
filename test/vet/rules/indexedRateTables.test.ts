import { describe, expect, it } from 'vitest';
import { pickRule } from '../../../src/core/pickRule.js';
import type { RuleTable } from '../../../src/core/ruleTable.js';
import { computeCompensation } from '../../../src/vet/computeCompensation.js';
import { VA_COMPENSATION_RATES } from '../../../src/vet/rules/compensationRates.js';
import { CHAPTER_1606_RATES, CHAPTER_30_RATES, CHAPTER_33_RATES, CHAPTER_35_RATES } from '../../../src/vet/rules/educationRatesUs.js';
import { GS4_STEP1_LOCALITY_PAY } from '../../../src/vet/rules/gsPayTables.js';
import { HEALTHCARE_COPAYS } from '../../../src/vet/rules/healthcareCopays.js';
import { CONFORMING_LOAN_LIMIT_BASELINE } from '../../../src/vet/rules/homeLoanEntitlement.js';
import { VA_FUNDING_FEE } from '../../../src/vet/rules/homeLoanFundingFee.js';
import { VA_PENSION_RATES } from '../../../src/vet/rules/pensionRates.js';
import { POVERTY_THRESHOLD_ONE_PERSON } from '../../../src/vet/rules/tdiuRules.js';

/** The last version's effective date and the day a year later, when it goes stale without a successor. */
function lastPeriod(table: RuleTable<unknown>): { effective: string; staleFrom: string; lastDay: string } {
  const effective = [...table.versions].map((v) => v.effective).sort().at(-1)!;
  const [y, m, d] = effective.split('-').map(Number) as [number, number, number];
  const staleFrom = `${y + 1}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const last = new Date(Date.UTC(y + 1, m - 1, d - 1));
  return { effective, staleFrom, lastDay: last.toISOString().slice(0, 10) };
}

describe('indexed veterans rate tables', () => {
  // Each of these figures is re-set every year: compensation and pension by the December 1 COLA (38 U.S.C. 5312),
  // chapter 33 by academic year, chapters 30/35/1606 by fiscal year, copays with the Medicare deductible, OPM pay,
  // FHFA loan limits and Census poverty thresholds by calendar year.
  it.each([
    ['compensation', VA_COMPENSATION_RATES],
    ['pension', VA_PENSION_RATES],
    ['chapter 33', CHAPTER_33_RATES],
    ['chapter 30', CHAPTER_30_RATES],
    ['chapter 1606', CHAPTER_1606_RATES],
    ['chapter 35', CHAPTER_35_RATES],
    ['health copays', HEALTHCARE_COPAYS],
    ['GS pay', GS4_STEP1_LOCALITY_PAY],
    ['conforming loan limit', CONFORMING_LOAN_LIMIT_BASELINE],
    ['poverty threshold', POVERTY_THRESHOLD_ONE_PERSON],
  ] as [string, RuleTable<unknown>][])('%s: the newest figure is current for a year, then stale with no successor', (_name, table) => {
    expect(table.cadence).toBe('annual');
    const { effective, staleFrom, lastDay } = lastPeriod(table);
    expect(pickRule(table, effective)!.stale).toBe(false);
    expect(pickRule(table, lastDay)!.stale).toBe(false);
    expect(pickRule(table, staleFrom)).toMatchObject({ stale: true, stale_since: staleFrom, effective });
  });

  it('reports the 2025-12-01 compensation table (2.8% COLA) as stale from 2026-12-01 until a newer table is added', () => {
    // VA rates change every December 1; a December 2026 answer on the December 2025 table must say so.
    expect(computeCompensation({ rating: 70 }, { asOf: '2026-11-30' }).stale_rules).toEqual([]);
    const r = computeCompensation({ rating: 70 }, { asOf: '2026-12-01' });
    expect(r.rates_effective).toBe('2025-12-01');
    expect(r.stale_rules).toEqual(['us.va.disability_compensation_rates']);
    expect(r.stale_note).toMatch(/^Out of date: us\.va\.disability_compensation_rates \(2025-12-01 → 2026-12-01\)/);
    expect(computeCompensation({ rating: 70 }, { asOf: '2026-12-01', lang: 'es' }).stale_note).toMatch(/^Desactualizado/);
  });

  it('keeps the funding fee schedule current until its statutory end (loans closed before 2031-11-14), not by age', () => {
    expect(VA_FUNDING_FEE.cadence).toBeUndefined();
    expect(pickRule(VA_FUNDING_FEE, '2031-11-13')!.stale).toBe(false);
    expect(pickRule(VA_FUNDING_FEE, '2031-11-14')).toMatchObject({ stale: true, stale_since: '2031-11-14' });
  });
});
