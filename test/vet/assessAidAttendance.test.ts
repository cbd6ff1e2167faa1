import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetAidAttendance } from '../../src/catalog/vet/aidAttendance.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { assessAidAttendance } from '../../src/vet/assessAidAttendance.js';

const Y2024 = '2024-06-01'; // MAPRs effective 2023-12-01
const Y2025 = '2025-06-01'; // effective 2024-12-01
const Y2026 = '2026-03-01'; // effective 2025-12-01

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('assessAidAttendance', () => {
  describe('reference vectors from VA rate tables', () => {
    it('pays up to $2,727 a month in the US (spec; 2024 A&A MAPR $32,729 for a veteran with one dependent ÷ 12, rounded down)', () => {
      // Spec 001: "up to 2727 USD per month in the US"; VA rate table effective 2023-12-01 as copied by veteran.com
      // and masonlawpc.com ($32,729 a year, $2,727 a month).
      const r = assessAidAttendance({ dependents: 1, needs: ['help bathing'] }, { asOf: Y2024 });
      expect(r.mapr_annual!.toFixed(0)).toBe('32729');
      expect(r.max_monthly_amount!.toFixed(0)).toBe('2727');
    });

    it("follows VA's worked example: A&A with a spouse, $10,000 income → $22,729 a year, $1,894 a month (2024 table)", () => {
      // VA "Current pension rates for Veterans" (copy): MAPR $32,729 − income $10,000 = $22,729, paid $1,894 a month.
      // The engine takes monthly income: $833.33 × 12 = $9,999.96.
      const r = assessAidAttendance({ dependents: 1, needs: ['dressing'], income: '833.33' }, { asOf: Y2024 });
      expect(r.estimated_annual_amount!.toFixed(2)).toBe('22729.04');
      expect(r.estimated_monthly_amount!.toFixed(0)).toBe('1894');
    });

    it('uses the 2026 A&A MAPRs: $29,093 alone ($2,424 a month) and $34,488 with one dependent ($2,874)', () => {
      // research/vet.md section 3 (several third parties); themoneyoverview.com: "$2,424 a month … $2,874 a month".
      expect(assessAidAttendance({ needs: ['dementia'] }, { asOf: Y2026 }).max_monthly_amount!.toFixed(0)).toBe('2424');
      expect(assessAidAttendance({ needs: ['dementia'], dependents: 1 }, { asOf: Y2026 }).max_monthly_amount!.toFixed(0)).toBe('2874');
      expect(assessAidAttendance({ needs: ['nursing home'], surviving_spouse: true }, { asOf: Y2026 }).mapr_annual!.toFixed(0)).toBe('18697');
    });

    it('deducts medical costs only above 5% of the basic MAPR ($1,083 in 2024 with one dependent; $569 and $744 for a survivor in 2025)', () => {
      // veteran.com 2024 table: "$1,083 for a veteran with one dependent"; microhealthllc survivors calculator 2025:
      // "$569 for a surviving spouse with no dependent child ($744 … with 1 dependent)".
      const one = assessAidAttendance({ dependents: 1, income: '1000', care_cost: '0' }, { asOf: Y2024 });
      expect(one.income!.medical_deductible.toFixed(0)).toBe('1083');
      expect(assessAidAttendance({ surviving_spouse: true, income: '0' }, { asOf: Y2025 }).income!.medical_deductible.toFixed(0)).toBe('569');
      expect(assessAidAttendance({ surviving_spouse: true, dependents: 1, income: '0' }, { asOf: Y2025 }).income!.medical_deductible.toFixed(0)).toBe('744');
    });

    it('uses the net-worth limits $155,356 (2024) and $163,699 (2026) and the $2,727 penalty rate of 2024', () => {
      // VA page copy (2023-12-01 to 2024-11-30: $155,356); vets-api PensionAwardHelper default 163_699;
      // masonlawpc.com: "In 2024 the penalty is calculated by dividing the excess assets transferred by $2,727".
      expect(assessAidAttendance({}, { asOf: Y2024 }).net_worth!.limit.toFixed(0)).toBe('155356');
      expect(assessAidAttendance({}, { asOf: Y2026 }).net_worth!.limit.toFixed(0)).toBe('163699');
      expect(assessAidAttendance({}, { asOf: Y2024 }).look_back).toMatchObject({ months: 36, max_penalty_months: 60 });
      expect(assessAidAttendance({}, { asOf: Y2024 }).look_back!.penalty_rate_monthly.toFixed(0)).toBe('2727');
    });
  });

  it('computes countable income after the medical deduction: (MAPR − countable) / 12', () => {
    // 2026, veteran alone, A&A: MAPR 29,093; income 2,000 × 12 = 24,000; care 1,500 × 12 = 18,000; deductible
    // 5% × 17,441 = 872.05 → 872; countable 24,000 − (18,000 − 872) = 6,872; pension 22,221 a year, 1,851 a month.
    const r = assessAidAttendance({ age: 82, needs: ['bathing', 'dressing'], income: '2000', care_cost: '1500', assets: '40000' }, { asOf: Y2026 });
    expect(r.income!.countable_income.toFixed(0)).toBe('6872');
    expect(r.estimated_annual_amount!.toFixed(0)).toBe('22221');
    expect(r.estimated_monthly_amount!.toFixed(0)).toBe('1851');
    expect(r.verdict).toBe('likely_eligible');
    expect(r.care_level).toBe('aid_attendance');
  });

  it('finds no pension when countable income reaches the MAPR, and says why', () => {
    const r = assessAidAttendance({ age: 70, needs: ['housebound'], income: '5000' }, { asOf: Y2026 });
    expect(r.care_level).toBe('housebound');
    expect(r.estimated_monthly_amount!.isZero()).toBe(true);
    expect(r.verdict).toBe('unlikely_eligible');
    expect(r.reasons.find((x) => x.code === 'income')!.status).toBe('not_met');
  });

  it('flags net worth over the limit', () => {
    const r = assessAidAttendance({ age: 80, needs: ['bathing'], income: '1000', assets: '200000' }, { asOf: Y2026 });
    expect(r.net_worth!.within_limit).toBe(false);
    expect(r.verdict).toBe('unlikely_eligible');
  });

  it('is possibly eligible when facts are missing, and lists the wartime periods of 38 CFR 3.2', () => {
    const r = assessAidAttendance({}, { asOf: Y2026 });
    expect(r.verdict).toBe('possibly_eligible');
    expect(r.wartime_periods.find((p) => p.id === 'gulf_war')).toMatchObject({ start: '1990-08-02', end: null });
    expect(r.wartime_periods.find((p) => p.id === 'vietnam_era')).toMatchObject({ start: '1964-08-05', end: '1975-05-07' });
    expect(r.rates_by_family_status).toHaveLength(12);
    expect(r.reasons.find((x) => x.code === 'wartime_service')!.status).toBe('unknown');
  });

  it('never pays a negative amount, and pays less or the same as income rises (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 800_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (incomeCents, raiseCents, careCents, survivor, dependents) => {
          const base = { needs: ['bathing'], surviving_spouse: survivor, dependents, care_cost: new Decimal(careCents).div(100) };
          const low = assessAidAttendance({ ...base, income: new Decimal(incomeCents).div(100) }, { asOf: Y2026 });
          const high = assessAidAttendance({ ...base, income: new Decimal(incomeCents + raiseCents).div(100) }, { asOf: Y2026 });
          expect(low.estimated_monthly_amount!.isNegative()).toBe(false);
          expect(high.estimated_monthly_amount!.lte(low.estimated_monthly_amount!)).toBe(true);
          expect(low.estimated_monthly_amount!.lte(low.max_monthly_amount!)).toBe(true);
        },
      ),
    );
  });

  it('names the local program and gives no US dollars outside the US', () => {
    const r = assessAidAttendance({ needs: ['bathing'], income: '1000' }, { asOf: Y2026 });
    expect(r.country_scope.country).toBe('US');
    const ca = assessAidAttendance({ needs: ['bathing'], income: '1000', country: 'Canada' }, { asOf: Y2026 });
    expect(ca.verdict).toBe('not_assessed');
    expect(ca.local_program!.name).toMatch(/Caregiver Recognition Benefit/);
    expect(ca.max_monthly_amount).toBeNull();
    const fr = assessAidAttendance({ country: 'France' }, { asOf: Y2026 });
    expect(fr.country_scope.mapped).toBe(false);
    expect(fr.local_program).toBeNull();
    expect(fr.summary).toMatch(/US rules were not applied/);
  });

  it('does not mutate its input and rejects bad fields by name', () => {
    const input = { needs: ['bathing'], income: '100' };
    const copy = structuredClone(input);
    assessAidAttendance(input, { asOf: Y2026 });
    expect(input).toEqual(copy);
    expect(thrown(() => assessAidAttendance({ income: '-5' }, { asOf: Y2026 })).field).toBe('income');
    expect(thrown(() => assessAidAttendance({ age: 12.5 }, { asOf: Y2026 })).field).toBe('age');
    expect(thrown(() => assessAidAttendance({}, { asOf: '2023-01-01' })).code).toBe('out_of_range');
  });

  describe('GET /api/vet/aid-attendance', () => {
    it('answers 200 with country_scope and disclaimer', async () => {
      const out = await invokeEndpoint(vetAidAttendance, { age: '84', needs: 'bathing,dressing', income: '1800', assets: '30000', care_cost: '2500' }, { asOf: Y2026 });
      expect(out.status).toBe(200);
      const body = out.body as { verdict: string; country_scope: unknown; disclaimer: string };
      expect(body.verdict).toBe('likely_eligible');
      expect(body.disclaimer).toMatch(/not an official determination/);
    });

    it('answers 400 naming income and age when they are not numbers', async () => {
      const out = await invokeEndpoint(vetAidAttendance, { income: 'lots', age: '200' }, { asOf: Y2026 });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['age', 'income']);
    });
  });
});

describe('assessAidAttendance', () => {
  describe('next calls and veterans living abroad', () => {
    const ASOF = '2026-03-01';
    it('suggests disability next (spec rule 3 places aid-attendance nowhere; every claim starts at disability)', () => {
      expect(assessAidAttendance({ needs: ['bathing'] }, { asOf: ASOF }).next_calls).toEqual(['/api/vet/disability']);
    });

    it('says VA pension is payable abroad but unverified, with the exam and Treasury rows', () => {
      const r = assessAidAttendance({ needs: ['bathing'], residence: 'Costa Rica' }, { asOf: ASOF });
      expect(r.abroad?.status).toBe('payable');
      expect(r.abroad?.topic).toBe('pension');
      expect(r.abroad?.rules.map((x) => x.id)).toEqual(['us.va.abroad.pension', 'us.treasury.restricted_countries', 'us.va.abroad.exams']);
      expect(r.abroad?.rules[0]?.verified).toBeNull();
      expect(r.unverified_rules).toContain('us.va.abroad.pension');
    });

    it('says Australian income support continues overseas (DVA: payable "even if your stay is permanent")', () => {
      const r = assessAidAttendance({ country: 'Australia', residence: 'Thailand' }, { asOf: ASOF });
      expect(r.abroad?.status).toBe('payable');
      expect(r.abroad?.rules.map((x) => x.id)).toEqual(['au.dva.abroad.income_support']);
      expect(r.abroad?.rules[0]?.verified).not.toBeNull();
    });

    it('gives no abroad section at home and rejects a residence that is not a string', () => {
      expect(assessAidAttendance({ residence: 'Florida' }, { asOf: ASOF }).abroad).toBeNull();
      expect(thrown(() => assessAidAttendance({ residence: [] as unknown as string }, { asOf: ASOF })).field).toBe('residence');
    });

    it('answers the abroad section through GET /api/vet/aid-attendance, and 400 on a residence over 60 characters', async () => {
      const ok = await invokeEndpoint(vetAidAttendance, { needs: 'bathing', residence: 'Germany' }, { asOf: ASOF });
      expect(ok.status).toBe(200);
      expect((ok.body as { abroad: { residence_country: string } }).abroad.residence_country).toBe('Germany');
      const bad = await invokeEndpoint(vetAidAttendance, { residence: 'x'.repeat(61) }, { asOf: ASOF });
      expect(bad.status).toBe(400);
      expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['residence']);
    });
  });
});
