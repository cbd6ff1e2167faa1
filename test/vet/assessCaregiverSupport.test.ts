import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetCaregiver } from '../../src/catalog/vet/caregiver.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { pickRule } from '../../src/core/pickRule.js';
import { assessCaregiverSupport } from '../../src/vet/assessCaregiverSupport.js';
import { GS4_STEP1_LOCALITY_PAY, GS_LOCALITY_CODES } from '../../src/vet/rules/gsPayTables.js';

const AS_OF = '2026-03-01';
const LEVEL2_NEEDS = ['bathing', 'dressing', 'feeding'];

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('assessCaregiverSupport', () => {
  describe('stipend, 38 CFR 71.40(c)(4)', () => {
    it('pays $3,034.08 (Level 2) and $1,896.30 (Level 1) a month in 2026 Rest of U.S.', () => {
      // research/vet.md section 5: 2026 Rest of U.S. GS-4/1 about $36,400 a year; Level 2 about $3,034, Level 1 about $1,896.
      const two = assessCaregiverSupport({ disability_rating: 80, veteran_needs: LEVEL2_NEEDS }, { asOf: AS_OF });
      expect(two.level!.estimated).toBe(2);
      expect(two.stipend!.estimated_monthly!.toFixed(2)).toBe('3034.08');
      expect(two.stipend!.locality.level1_monthly.toFixed(2)).toBe('1896.30');
      const one = assessCaregiverSupport({ disability_rating: 80, veteran_needs: ['bathing'] }, { asOf: AS_OF });
      expect(one.level!.estimated).toBe(1);
      expect(one.stipend!.estimated_monthly!.toFixed(2)).toBe('1896.30');
    });

    it('uses the 2025 table in 2025 (Rest of U.S. $36,049 = $17.27 an hour over 2,087 hours)', () => {
      // Third-party table citing OPM 2025 GS, RUS locality: GS-4 step 1 $17.27/hr; OPM hourly = annual / 2087.
      const r = assessCaregiverSupport({ veteran_needs: ['bathing'] }, { asOf: '2025-06-01' });
      expect(r.stipend!.table_effective).toBe('2025-01-01');
      expect(r.stipend!.locality.gs4_step1_annual.div(2087).toDecimalPlaces(2).toFixed(2)).toBe('17.27');
    });

    it('pays Level 2 = 100% and Level 1 = 62.5% of the table figure ÷ 12, to the cent, in every locality (property)', () => {
      fc.assert(
        fc.property(fc.constantFrom('2025-03-01', '2026-07-01'), fc.constantFrom(...GS_LOCALITY_CODES), (asOf, locality) => {
          const r = assessCaregiverSupport({ locality }, { asOf });
          const annual = new Decimal(pickRule(GS4_STEP1_LOCALITY_PAY, asOf)!.value.localities.find((l) => l.code === locality)!.gs4_step1_annual);
          expect(r.stipend!.locality.level2_monthly.equals(annual.div(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))).toBe(true);
          expect(r.stipend!.locality.level1_monthly.equals(annual.mul('0.625').div(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))).toBe(true);
        }),
      );
    });

    it('stores OPM locality rates that equal base × (1 + locality %) rounded to the dollar', () => {
      for (const version of GS4_STEP1_LOCALITY_PAY.versions) {
        for (const l of version.value.localities) {
          const expected = new Decimal(version.value.base_gs4_step1_annual).mul(new Decimal(l.locality_percent).div(100).plus(1)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
          expect(l.gs4_step1_annual, `${version.effective} ${l.code}`).toBe(expected.toString());
        }
      }
    });

    it('shows the Rest of U.S. rate by default and another area when asked', () => {
      const rus = assessCaregiverSupport({}, { asOf: AS_OF });
      expect(rus.stipend!.locality.code).toBe('RUS');
      expect(rus.notes.join(' ')).toMatch(/locality/);
      const sf = assessCaregiverSupport({ locality: 'sf' }, { asOf: AS_OF });
      expect(sf.stipend!.locality.level2_monthly.gt(rus.stipend!.locality.level2_monthly)).toBe(true);
    });
  });

  describe('eligibility, 38 CFR 71.20', () => {
    it('needs a 70% rating: 70 meets it, 60 does not', () => {
      expect(assessCaregiverSupport({ disability_rating: 70 }, { asOf: AS_OF }).eligibility[0]!.status).toBe('met');
      const low = assessCaregiverSupport({ disability_rating: 60, veteran_needs: LEVEL2_NEEDS, relationship: 'spouse' }, { asOf: AS_OF });
      expect(low.eligibility[0]!.status).toBe('not_met');
      expect(low.verdict).toBe('unlikely_eligible');
    });

    it('is likely with a 70% rating, care needs and a family caregiver after 2022-10-01', () => {
      const r = assessCaregiverSupport({ disability_rating: 100, veteran_needs: ['continuous supervision'], relationship: 'daughter', discharge_date: '1988-01-01' }, { asOf: AS_OF });
      expect(r.verdict).toBe('likely_eligible');
      expect(r.level!.estimated).toBe(2);
    });

    it('phases in by era: a 1970 discharge qualifies from 2020-10-01, a 1990 one depends on the injury date until 2022-10-01', () => {
      const status = (discharge: string, asOf: string) =>
        assessCaregiverSupport({ discharge_date: discharge }, { asOf }).eligibility.find((c) => c.criterion === 'service_period')!.status;
      expect(status('1970-06-01', '2021-01-01')).toBe('met');
      expect(status('1990-06-01', '2021-01-01')).toBe('unknown');
      expect(status('1990-06-01', '2022-10-01')).toBe('met');
      expect(() => assessCaregiverSupport({}, { asOf: '2019-01-01' })).toThrow(GuidekitError);
    });

    it('never lowers the estimated level when more needs are added (property)', () => {
      const needs = ['bathing', 'dressing', 'feeding', 'toileting', 'grooming', 'walking', 'prosthetic', 'supervision', 'continuous supervision'];
      fc.assert(
        fc.property(fc.subarray(needs), fc.constantFrom(...needs), (some, more) => {
          const before = assessCaregiverSupport({ veteran_needs: some }, { asOf: AS_OF }).level!.estimated ?? 0;
          const after = assessCaregiverSupport({ veteran_needs: [...some, more] }, { asOf: AS_OF }).level!.estimated ?? 0;
          expect(after).toBeGreaterThanOrEqual(before);
        }),
      );
    });
  });

  it('lists respite, travel, CHAMPVA, PGCSS, the improvement path and VA Form 10-10CG', () => {
    const r = assessCaregiverSupport({}, { asOf: AS_OF });
    expect(r.respite_care).toMatch(/30 days/);
    expect(r.health_coverage).toMatch(/CHAMPVA/);
    expect(r.general_caregiver_support).toMatch(/PGCSS/);
    expect(r.if_condition_improves.join(' ')).toMatch(/90 days/);
    expect(r.application_steps.join(' ')).toMatch(/10-10CG/);
    expect(r.rules_applied.map((x) => x.id)).toContain('us.opm.gs4_step1_locality_pay');
  });

  it("names the local programs and, for living abroad, the paying country's own rule, never the US residency rule (issue 22)", () => {
    const ca = assessCaregiverSupport({ disability_rating: 90, country: 'Canada' }, { asOf: AS_OF });
    expect(ca.verdict).toBe('not_assessed');
    expect(ca.stipend).toBeNull();
    expect(ca.local_programs!.description).toMatch(/Caregiver Recognition Benefit/);
    expect(ca.living_abroad).not.toMatch(/71\.10|CFR|PCAFC/);
    expect(ca.living_abroad).toMatch(/VAC|Veterans Independence Program/);
    expect(ca.rules_applied.map((r) => r.id)).not.toContain('us.va.pcafc_residency');
    expect(ca.rules_applied.every((r) => r.jurisdiction === 'CA')).toBe(true);
    expect(ca.currency).toBe('CAD');
    const fr = assessCaregiverSupport({ country: 'France' }, { asOf: AS_OF });
    expect(fr.country_scope.mapped).toBe(false);
    expect(fr.local_programs).toBeNull();
    expect(fr.disclaimer.length).toBeGreaterThan(20);
  });

  it('answers in Spanish', () => {
    expect(assessCaregiverSupport({}, { asOf: AS_OF, lang: 'es' }).respite_care).toMatch(/días al año/);
  });

  it('does not mutate its input and rejects bad fields by name', () => {
    const input = { veteran_needs: ['bathing'], disability_rating: 70 };
    const copy = structuredClone(input);
    assessCaregiverSupport(input, { asOf: AS_OF });
    expect(input).toEqual(copy);
    expect(thrown(() => assessCaregiverSupport({ disability_rating: 101 }, { asOf: AS_OF })).field).toBe('disability_rating');
    const bad = thrown(() => assessCaregiverSupport({ locality: 'Paris' }, { asOf: AS_OF }));
    expect(bad.field).toBe('locality');
    expect(bad.message).toMatch(/^assessCaregiverSupport: .*RUS, DCB/);
    expect(thrown(() => assessCaregiverSupport({ discharge_date: '2020-13-01' }, { asOf: AS_OF })).field).toBe('discharge_date');
  });

  describe('GET /api/vet/caregiver', () => {
    it('answers 200 with country_scope and disclaimer', async () => {
      const out = await invokeEndpoint(vetCaregiver, { relationship: 'spouse', veteran_needs: 'bathing,dressing,feeding', disability_rating: '70' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { verdict: string; stipend: { estimated_monthly: unknown }; country_scope: { country: string }; disclaimer: string };
      expect(body.country_scope.country).toBe('US');
      expect(body.disclaimer).toMatch(/not an official determination/);
      expect(String(body.stipend.estimated_monthly)).toBe('3034.08');
    });

    it('answers 400 naming the bad fields, with the allowed localities', async () => {
      const out = await invokeEndpoint(vetCaregiver, { discharge_date: 'yesterday', locality: 'Mars' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      const errors = (out.body as { errors: { field: string; detail: string }[] }).errors;
      expect(errors.map((e) => e.field).sort()).toEqual(['discharge_date', 'locality']);
      expect(errors.find((e) => e.field === 'locality')!.detail).toMatch(/RUS/);
    });
  });
});

describe('assessCaregiverSupport', () => {
  describe('next calls and veterans living abroad', () => {
    it('suggests healthcare next (spec rule 3: healthcare after caregiver)', () => {
      expect(assessCaregiverSupport({}, { asOf: AS_OF }).next_calls).toEqual(['/api/vet/healthcare']);
    });

    it('says PCAFC is not available to a veteran living abroad (38 CFR 71.10(b): only individuals residing in a State)', () => {
      const r = assessCaregiverSupport({ disability_rating: 70, veteran_needs: ['bathing'], residence: 'Canada' }, { asOf: AS_OF });
      expect(r.abroad?.status).toBe('not_available');
      expect(r.abroad?.rules.map((x) => x.id)).toEqual(['us.va.abroad.caregiver']);
      expect(r.abroad?.rules[0]?.verified).not.toBeNull();
    });

    it('keeps Puerto Rico at home (a State under 38 U.S.C. 101(20))', () => {
      expect(assessCaregiverSupport({ residence: 'Puerto Rico' }, { asOf: AS_OF }).abroad).toBeNull();
    });

    it('answers through GET /api/vet/caregiver', async () => {
      const out = await invokeEndpoint(vetCaregiver, { relationship: 'spouse', residence: 'Italy' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { abroad: { status: string; summary: string }; next_calls: string[] };
      expect(body.abroad.status).toBe('not_available');
      expect(body.next_calls).toEqual(['/api/vet/healthcare']);
      expect(thrown(() => assessCaregiverSupport({ residence: {} as unknown as string }, { asOf: AS_OF })).field).toBe('residence');
    });
  });
});
