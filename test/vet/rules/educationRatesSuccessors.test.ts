import { describe, expect, it } from 'vitest';
import { pickRule } from '../../../src/core/pickRule.js';
import { compareEducationBenefits } from '../../../src/vet/compareEducationBenefits.js';
import { CHAPTER_35_RATES } from '../../../src/vet/rules/educationRatesUs.js';

describe('CHAPTER_35_RATES', () => {
  // FY2026 (October 1, 2025 to September 30, 2026): full time $1,574, read only on dylan4vets.com/blog/dea.html
  // ("2025–26 payment rates (effective Oct 1, 2025)"), so the row ships unverified; its reduced rates are left out.
  it('picks the FY2026 row inside its fiscal year, current and unverified', () => {
    for (const asOf of ['2025-10-01', '2026-03-01', '2026-09-30']) {
      expect(pickRule(CHAPTER_35_RATES, asOf)).toMatchObject({
        id: 'us.va.chapter35_rates',
        effective: '2025-10-01',
        value: { full_time: '1574', three_quarter_time: null, half_time: null, valid_through: '2026-09-30' },
        verified: null,
        unverified: true,
        stale: false,
      });
    }
  });

  it('keeps the FY2025 rates for the day before, no longer stale once FY2026 is recorded', () => {
    expect(pickRule(CHAPTER_35_RATES, '2025-09-30')).toMatchObject({ effective: '2024-10-01', value: { full_time: '1536' }, stale: false });
  });

  it('reports the FY2026 row stale from 2026-10-01, when no FY2027 rate is recorded', () => {
    expect(pickRule(CHAPTER_35_RATES, '2026-10-01')).toMatchObject({ effective: '2025-10-01', stale: true, stale_since: '2026-10-01' });
  });

  it('lists the chapter 35 table as unverified but not stale in a comparison during FY2026', () => {
    const r = compareEducationBenefits({}, { asOf: '2026-03-01' });
    expect(r.stale_rules).not.toContain('us.va.chapter35_rates');
    expect(r.unverified_rules).toContain('us.va.chapter35_rates');
  });
});
