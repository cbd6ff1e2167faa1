import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetEducation } from '../../src/catalog/vet/education.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { pickRule } from '../../src/core/pickRule.js';
import { compareEducationBenefits } from '../../src/vet/compareEducationBenefits.js';
import { CHAPTER_33_TIERS } from '../../src/vet/rules/educationTiers.js';

const AS_OF = '2026-03-01';
const percentFor = (months: number, asOf = AS_OF) => compareEducationBenefits({ service_months: months }, { asOf }).chapter33_tiers!.eligibility_percent;

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('compareEducationBenefits', () => {
  describe('chapter 33 tiers (38 U.S.C. 3313(c))', () => {
    it('matches the published tiers: 90 days 50%, 6 months 60%, 18 70%, 24 80%, 30 90%, 36 100%', () => {
      // va.gov prints each day range with its months: "545 to 729 days (18 to 23 months): 70%", "90 to 179 days (90 days to 5 months)".
      expect([3, 6, 17, 18, 24, 29, 30, 36, 48].map((m) => percentFor(m))).toEqual([50, 60, 60, 70, 80, 80, 90, 100, 100]);
      expect(percentFor(2)).toBe(0);
    });

    // https://www.va.gov/resources/how-we-determine-your-percentage-of-post-911-gi-bill-benefits/ (read 2026-11-25):
    // 1,095 days → 100%; 910 to 1,094 → 90%; 730 to 909 → 80%; 545 to 729 → 70%; 180 to 544 → 60%; 90 to 179 → 50%.
    it.each([
      [89, 0], [90, 50],
      [179, 50], [180, 60],
      [544, 60], [545, 70],
      [729, 70], [730, 80],
      [909, 80], [910, 90],
      [1094, 90], [1095, 100],
    ])('counts days as VA does: %i days of service give %i%%', (days, percent) => {
      const r = compareEducationBenefits({ service_days: days }, { asOf: AS_OF });
      expect(r.chapter33_tiers!.eligibility_percent).toBe(percent);
      expect(r.notes.join(' ')).toContain(`${days} days`);
    });

    it('lists the tiers with VA\'s day thresholds, not 30-day months (18 months is 545 days, 36 months 1,095)', () => {
      const tiers = compareEducationBenefits({}, { asOf: AS_OF }).chapter33_tiers!.tiers;
      expect(tiers.map((x) => [x.min_days, x.percent])).toEqual([[90, 50], [180, 60], [545, 70], [730, 80], [910, 90], [1095, 100]]);
      expect(tiers.map((x) => x.min_months)).toEqual([3, 6, 18, 24, 30, 36]);
      expect(tiers[2]!.service).toContain('545 days (18 months)');
    });

    it('answers 400 when both service_days and service_months are sent, naming service_months', () => {
      const e = thrown(() => compareEducationBenefits({ service_days: 600, service_months: 20 }, { asOf: AS_OF }));
      expect(e.code).toBe('invalid_value');
      expect(e.field).toBe('service_months');
    });

    it('takes service_days on the endpoint (1,094 days → 90%, 1,095 → 100%)', async () => {
      const pct = async (days: string) =>
        ((await invokeEndpoint(vetEducation, { service_days: days }, { asOf: AS_OF })).body as { chapter33_tiers: { eligibility_percent: number } })
          .chapter33_tiers.eligibility_percent;
      expect(await pct('1094')).toBe(90);
      expect(await pct('1095')).toBe(100);
      const bad = await invokeEndpoint(vetEducation, { service_days: '-1' }, { asOf: AS_OF });
      expect(bad.status).toBe(400);
      expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['service_days']);
    });

    it('never falls as days of service grow, and gives only 0 or a tier percentage (property)', () => {
      const days = (d: number) => compareEducationBenefits({ service_days: d }, { asOf: AS_OF }).chapter33_tiers!.eligibility_percent!;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2000 }), (d) => {
          expect([0, 50, 60, 70, 80, 90, 100]).toContain(days(d));
          expect(days(d + 1)).toBeGreaterThanOrEqual(days(d));
        }),
      );
    });

    it('dates the tier table: 40% from 90 days before the Forever GI Bill change of 2020-08-01, 50% after', () => {
      // Pub. L. 115-48 § 107 removed the 40% tier from 2020-08-01.
      expect(pickRule(CHAPTER_33_TIERS, '2020-07-31')!.value.tiers[0]!.percent).toBe(40);
      expect(pickRule(CHAPTER_33_TIERS, '2020-08-01')!.value.tiers[0]!.percent).toBe(50);
    });

    it('answers out_of_range before the first encoded academic year (2024-25)', () => {
      const e = thrown(() => compareEducationBenefits({}, { asOf: '2024-07-31' }));
      expect(e.code).toBe('out_of_range');
      expect(e.field).toBe('asOf');
    });

    it('never falls as service grows, and stays within 0–100 (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 599 }), (m) => {
          const a = percentFor(m)!;
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(100);
          expect(percentFor(m + 1)!).toBeGreaterThanOrEqual(a);
        }),
      );
    });
  });

  describe('dated rates', () => {
    it('uses the 2025-26 private-school cap from 2025-08-01 and 2026-27 from 2026-08-01', () => {
      const cap = (asOf: string) => compareEducationBenefits({}, { asOf }).chapters.find((c) => c.chapter === '33')!.private_tuition_cap!.toFixed(2);
      // research/vet.md item 8 (va.gov figures): $28,937.09, $29,920.95, $30,908.34.
      expect(cap('2025-07-31')).toBe('28937.09');
      expect(cap('2025-08-01')).toBe('29920.95');
      expect(cap('2026-08-01')).toBe('30908.34');
    });

    it('compares the five chapters in order, with MGIB-AD $2,518 and MGIB-SR $493 for FY2026', () => {
      const r = compareEducationBenefits({}, { asOf: AS_OF });
      expect(r.chapters.map((c) => c.chapter)).toEqual(['33', '30', '35', '1606', '31']);
      expect(r.chapters[1]!.monthly_full_time!.toFixed(0)).toBe('2518');
      expect(r.chapters[3]!.monthly_full_time!.toFixed(0)).toBe('493');
    });

    it('uses the FY2026 DEA full-time rate (unverified, reduced rates unknown) and flags it stale from FY2027', () => {
      const dea = (asOf: string) => compareEducationBenefits({}, { asOf }).chapters.find((c) => c.chapter === '35')!;
      // FY2025 $1,536 (va.gov past-rates page); FY2026 $1,574 from dylan4vets.com only, so no reduced rates.
      expect(dea('2025-09-30').monthly_full_time!.toFixed(0)).toBe('1536');
      expect(dea(AS_OF).monthly_full_time!.toFixed(0)).toBe('1574');
      expect(dea(AS_OF).monthly_three_quarter_time).toBeNull();
      expect(dea(AS_OF).rate_period!.stale).toBe(false);
      expect(dea('2026-10-01').rate_period!.stale).toBe(true);
    });

    it('gives the 2026-27 online-only housing rate for an online school', () => {
      const h = compareEducationBenefits({ school_location: 'online' }, { asOf: '2026-09-01' }).housing_allowance!;
      expect(h.basis).toBe('online');
      expect(h.online_rate!.toFixed(0)).toBe('1261');
    });

    it('reads a ZIP code and a state name as US locations', () => {
      expect(compareEducationBenefits({ school_location: '78701' }, { asOf: AS_OF }).housing_allowance!.basis).toBe('zip');
      expect(compareEducationBenefits({ school_location: 'Texas' }, { asOf: AS_OF }).housing_allowance!.basis).toBe('state');
    });
  });

  describe('chapter parameter', () => {
    it('accepts numbers and aliases', () => {
      expect(compareEducationBenefits({ chapter: 'post-9/11' }, { asOf: AS_OF }).selected_chapter).toBe('33');
      expect(compareEducationBenefits({ chapter: 'Chapter 35' }, { asOf: AS_OF }).selected_chapter).toBe('35');
      expect(compareEducationBenefits({ chapter: 'MGIB-SR' }, { asOf: AS_OF }).selected_chapter).toBe('1606');
      expect(compareEducationBenefits({ chapter: 'veap' }, { asOf: AS_OF }).notes.join(' ')).toMatch(/VEAP/);
    });

    it('rejects an unknown chapter, listing the allowed values', () => {
      const e = thrown(() => compareEducationBenefits({ chapter: '99' }, { asOf: AS_OF }));
      expect(e.field).toBe('chapter');
      expect(e.message).toMatch(/33, 30, 35, 1606, 31/);
    });

    it('does not mutate its input', () => {
      const input = Object.freeze({ chapter: '33', branch: 'Army', dependents: 2 });
      compareEducationBenefits(input, { asOf: AS_OF });
      expect(input).toEqual({ chapter: '33', branch: 'Army', dependents: 2 });
    });
  });

  describe('other countries', () => {
    it('names Canada\'s Education and Training Benefit and Germany\'s Berufsförderungsdienst', () => {
      expect(compareEducationBenefits({ country: 'Canada' }, { asOf: AS_OF }).local_programs[0]!.name).toMatch(/Education and Training Benefit/);
      expect(compareEducationBenefits({ country: 'Germany' }, { asOf: AS_OF }).local_programs[0]!.name).toMatch(/Berufsförderungsdienst/);
      expect(compareEducationBenefits({ country: 'UK' }, { asOf: AS_OF }).local_programs[0]!.name).toMatch(/Enhanced Learning Credits/);
    });

    it('says plainly that New Zealand has no veteran-specific program', () => {
      const r = compareEducationBenefits({ country: 'NZ' }, { asOf: AS_OF });
      expect(r.veteran_specific_program_exists).toBe(false);
      expect(r.notes[0]).toMatch(/no education program reserved to veterans/);
      expect(r.chapters).toEqual([]);
    });
  });

  describe('endpoint /api/vet/education', () => {
    it('answers 200 with the comparison', async () => {
      const out = await invokeEndpoint(vetEducation, { chapter: '33', branch: 'National Guard', dependents: '2', school_location: '10001' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { chapters: unknown[]; country_scope: { country: string }; disclaimer: string; next_calls: string[] };
      expect(body.chapters).toHaveLength(5);
      expect(body.next_calls).toEqual(['/api/vet/state-benefits']);
      expect(body.disclaimer).toMatch(/not an official determination/);
    });

    it('answers 400 naming chapter and listing the allowed values', async () => {
      const out = await invokeEndpoint(vetEducation, { chapter: 'gi-bill-2000' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['chapter']);
      expect(JSON.stringify(out.body)).toMatch(/33, 30, 35, 1606, 31/);
    });
  });
});
