import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { pickRule } from '../../src/core/pickRule.js';
import { calculateGarnishment } from '../../src/debt/calculateGarnishment.js';
import { projectTaxDebt } from '../../src/debt/projectTaxDebt.js';
import { AU_GARNISHMENT_RULES } from '../../src/debt/rules/garnishmentIntl.js';
import { TAX_CA_INTEREST, TAX_CA_INTEREST_SCHEDULE } from '../../src/debt/rules/taxCa.js';

// Rows added on 2026-11-25 as successors of stale figures: each is picked inside its own period and is not stale there.
describe('pickRule', () => {
  describe('ca.cra_overdue_interest, April–June 2026 (secondary sources: 7 %)', () => {
    it('picks the 2026-04-01 row inside its quarter, not stale, and says it is unverified', () => {
      const rule = pickRule(TAX_CA_INTEREST, '2026-05-15')!;
      expect(rule).toMatchObject({ id: 'ca.cra_overdue_interest', effective: '2026-04-01', stale: false, unverified: true, verified: null });
      expect(rule.value.annual_percent).toBe('7');
      expect(rule.note).toMatch(/Investment Executive/);
      expect(pickRule(TAX_CA_INTEREST, '2026-06-30')).toMatchObject({ effective: '2026-04-01', stale: false });
    });

    it('keeps January–March 2026 on its own row and reports the April–June row stale from 1 July 2026', () => {
      expect(pickRule(TAX_CA_INTEREST, '2026-03-31')).toMatchObject({ effective: '2026-01-01', stale: false, unverified: false });
      expect(pickRule(TAX_CA_INTEREST, '2026-11-25')).toMatchObject({ effective: '2026-04-01', stale: true, stale_since: '2026-07-01' });
      expect(TAX_CA_INTEREST_SCHEDULE.known_through).toBe('2026-06-30');
    });

    it('lets projectTaxDebt answer for May 2026 with no stale rule and no carried-forward rate', () => {
      const p = projectTaxDebt({ amount_owed: '1000', country: 'CA', months: 1 }, { asOf: '2026-05-01' });
      expect(p.stale_rules).toEqual([]);
      expect(p.interest.carried_forward).toBe(false);
      expect(p.unverified_rules).toContain('ca.cra_overdue_interest');
      // 1 May → 1 June 2026 is 31 days at 7 %, compounded daily (ITA s 161, Reg. 4301(a)).
      const expected = new Decimal(1000).times(new Decimal(1).plus(new Decimal(0.07).dividedBy(365)).pow(31).minus(1));
      expect(p.projection[0]!.interest.toFixed(2)).toBe(expected.toFixed(2));
    });
  });

  describe('au.nsw.cpa_s122.protected_weekly, 1 April 2024 ($587.50, Legal Aid NSW)', () => {
    const NSW = AU_GARNISHMENT_RULES.NSW!;

    it('picks the 2024-04-01 row inside its half-year, not stale', () => {
      const rule = pickRule(NSW, '2024-06-01')!;
      expect(rule).toMatchObject({ effective: '2024-04-01', stale: false, unverified: false });
      expect(rule.value).toEqual({ kind: 'protected_weekly', protected_weekly: '587.50' });
      expect(rule.source).toMatch(/legalaid\.nsw\.gov\.au/);
      expect(pickRule(NSW, '2024-09-30')).toMatchObject({ effective: '2024-04-01', stale: false });
    });

    it('reports it stale from 1 October 2024, the next indexation date, and the 2020 row stale from April 2021', () => {
      expect(pickRule(NSW, '2024-10-01')).toMatchObject({ effective: '2024-04-01', stale: true, stale_since: '2024-10-01' });
      expect(pickRule(NSW, '2022-01-01')).toMatchObject({ effective: '2020-10-01', stale: true, stale_since: '2021-04-01' });
    });

    it('lets calculateGarnishment cite it without a stale rule in its half-year', () => {
      // $3,250 a month paid weekly = $750 a week; $750 − $587.50 = $162.50.
      const r = calculateGarnishment({ country: 'AU', state: 'NSW', income: '3250', pay_frequency: 'weekly' }, { asOf: '2024-06-01' });
      expect(r.max_garnishment_per_period?.toFixed(2)).toBe('162.50');
      expect(r.stale_rules).toEqual([]);
      expect(r.rules_applied.find((x) => x.id === 'au.nsw.cpa_s122.protected_weekly')).toMatchObject({ effective: '2024-04-01', stale: false });
    });
  });
});
