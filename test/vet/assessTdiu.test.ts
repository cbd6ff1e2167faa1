import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetTdiu } from '../../src/catalog/vet/tdiu.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { assessTdiu } from '../../src/vet/assessTdiu.js';
import { combineRatings } from '../../src/vet/combineRatings.js';

const AS_OF = '2026-03-01';
const status = (ratings: number[]) => assessTdiu({ disability_ratings: ratings, employment_status: 'unemployed' }, { asOf: AS_OF }).schedular!.status;

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('assessTdiu', () => {
  describe('schedular path, 38 CFR 4.16(a)', () => {
    it('meets the threshold with one disability at 60%', () => {
      expect(status([60])).toBe('met');
      expect(status([70])).toBe('met');
    });

    it('meets it with two disabilities, one at 40% or more, combined 70% (50 and 30: 65 → 70)', () => {
      expect(status([50, 30])).toBe('met');
    });

    it('misses it when the combined rating stays below 70% (40 and 30: 58 → 60; 40 and 40: 64 → 60)', () => {
      expect(status([40, 30])).toBe('not_met');
      expect(status([40, 40])).toBe('not_met');
    });

    it('misses it at a combined 70% with no single disability at 40% (30, 30, 30, 20: 73 → 70)', () => {
      expect(combineRatings([30, 30, 30, 20]).combined).toBe(70);
      expect(status([30, 30, 30, 20])).toBe('not_met');
    });

    it('treats a combined rating alone as possible from 60% and not met below', () => {
      expect(assessTdiu({ rating: 70 }, { asOf: AS_OF }).schedular!.status).toBe('possible');
      expect(assessTdiu({ rating: 50 }, { asOf: AS_OF }).schedular!.status).toBe('not_met');
    });

    it('agrees with 4.16(a) for random rating lists (property)', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 10 }).map((n) => n * 10), { minLength: 1, maxLength: 8 }), (ratings) => {
          const max = Math.max(...ratings);
          const combined = combineRatings(ratings).combined;
          const expected = max >= 60 || (ratings.length >= 2 && max >= 40 && combined >= 70) ? 'met' : 'not_met';
          expect(status(ratings)).toBe(expected);
        }),
      );
    });
  });

  describe('marginal employment and the verdict', () => {
    it('treats earned income at or below the $16,749 poverty threshold as marginal (Census 2025, one person)', () => {
      // research/vet.md section 4: 2025 threshold for one person under 65, $16,749. $1,395.75 × 12 = $16,749.
      const at = assessTdiu({ rating: 70, disability_ratings: [70], income: '1395.75' }, { asOf: AS_OF });
      expect(at.income_threshold).toMatchObject({ marginal: true, finding: 'marginal' });
      expect(at.verdict).toBe('likely_eligible');
      const above = assessTdiu({ disability_ratings: [70], income: '1395.76' }, { asOf: AS_OF });
      expect(above.income_threshold).toMatchObject({ marginal: false, finding: 'substantially_gainful' });
      expect(above.verdict).toBe('unlikely_eligible');
    });

    it('treats work in a family business as marginal whatever it pays', () => {
      const r = assessTdiu({ disability_ratings: [60], income: '4000', work_history: 'works in the family business since 2019' }, { asOf: AS_OF });
      expect(r.income_threshold!.finding).toBe('protected_environment');
      expect(r.verdict).toBe('likely_eligible');
    });

    it('points to the extraschedular path of 4.16(b) below the thresholds', () => {
      const r = assessTdiu({ disability_ratings: [40, 20], employment_status: 'unemployed' }, { asOf: AS_OF });
      expect(r.verdict).toBe('possible_extraschedular');
      expect(r.extraschedular!.applies).toBe(true);
      expect(r.extraschedular!.detail).toMatch(/Director, Compensation Service/);
      expect(r.steps.join(' ')).toMatch(/4\.16\(b\)/);
    });

    it('says TDIU is not needed at a 100% combined rating', () => {
      expect(assessTdiu({ rating: 100, employment_status: 'unemployed' }, { asOf: AS_OF }).verdict).toBe('not_needed');
    });

    it('asks for information when neither a rating nor employment is given', () => {
      expect(assessTdiu({}, { asOf: AS_OF }).verdict).toBe('needs_information');
    });

    it('prices a grant at the 100% rate for a veteran alone ($3,938.58 from 2025-12-01)', () => {
      // research/vet.md section 2: 100%, veteran alone, $3,938.58.
      expect(assessTdiu({ rating: 70 }, { asOf: AS_OF }).monthly_amount_if_granted!.toFixed(2)).toBe('3938.58');
    });

    it('lists VA Forms 21-8940 and 21-4192 as evidence', () => {
      const evidence = assessTdiu({ rating: 70 }, { asOf: AS_OF }).evidence.join(' ');
      expect(evidence).toMatch(/21-8940/);
      expect(evidence).toMatch(/21-4192/);
    });
  });

  it('names the local benefit and no US amounts outside the US', () => {
    const au = assessTdiu({ rating: 70, income: '100', country: 'Australia' }, { asOf: AS_OF });
    expect(au.verdict).toBe('not_assessed');
    expect(au.local_program!.name).toMatch(/Special Rate|incapacity/);
    expect(au.monthly_amount_if_granted).toBeNull();
    const fr = assessTdiu({ rating: 70, country: 'France' }, { asOf: AS_OF });
    expect(fr.country_scope.mapped).toBe(false);
    expect(fr.schedular).toBeNull();
  });

  it('does not mutate its input and rejects bad fields by name', () => {
    const input = { disability_ratings: [50, 30], income: '100' };
    const copy = structuredClone(input);
    assessTdiu(input, { asOf: AS_OF });
    expect(input).toEqual(copy);
    expect(thrown(() => assessTdiu({ rating: 110 }, { asOf: AS_OF })).field).toBe('rating');
    expect(thrown(() => assessTdiu({ disability_ratings: [50, -10] }, { asOf: AS_OF })).field).toBe('disability_ratings[1]');
  });

  describe('GET /api/vet/tdiu', () => {
    it('answers 200 with the declared and undeclared names', async () => {
      const out = await invokeEndpoint(vetTdiu, { rating: '70', income: '900', disability_ratings: '50,30', employment_status: 'part-time' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { verdict: string; schedular: { combined_rating: number }; disclaimer: string; country_scope: { country: string } };
      expect(body.schedular.combined_rating).toBe(70);
      expect(body.verdict).toBe('likely_eligible');
      expect(body.country_scope.country).toBe('US');
      expect(body.disclaimer).toMatch(/not an official determination/);
    });

    it('answers 400 naming the bad rating and the bad list item', async () => {
      const out = await invokeEndpoint(vetTdiu, { rating: '150', disability_ratings: '70,abc' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['disability_ratings[1]', 'rating']);
    });
  });
});

describe('assessTdiu', () => {
  describe('next calls and veterans living abroad', () => {
    it('suggests state-benefits next (spec rule 3: state-benefits paired with disability)', () => {
      expect(assessTdiu({ rating: 70 }, { asOf: AS_OF }).next_calls).toEqual(['/api/vet/state-benefits']);
      expect(assessTdiu({ country: 'UK' }, { asOf: AS_OF }).next_calls).toEqual(['/api/vet/state-benefits']);
    });

    it('says TDIU is payable to a US veteran living in the Philippines, with the exam and Treasury rows (VA: "virtually all monetary benefits are payable regardless of place of residence")', () => {
      const r = assessTdiu({ disability_ratings: [70], employment_status: 'unemployed', residence: 'Philippines' }, { asOf: AS_OF });
      expect(r.abroad).not.toBeNull();
      expect(r.abroad?.status).toBe('payable');
      expect(r.abroad?.paying_country).toBe('US');
      expect(r.abroad?.residence_country).toBe('Philippines');
      expect(r.abroad?.rules.map((x) => x.id)).toEqual(['us.va.abroad.compensation', 'us.treasury.restricted_countries', 'us.va.abroad.exams']);
      expect(r.rules_applied.map((x) => x.id)).toContain('us.va.abroad.compensation');
      expect(r.unverified_rules).toContain('us.va.abroad.exams');
      expect(r.verdict).toBe('likely_eligible');
    });

    it('gives no abroad section without a residence or when the residence is in the paying country', () => {
      expect(assessTdiu({ rating: 70 }, { asOf: AS_OF }).abroad).toBeNull();
      expect(assessTdiu({ rating: 70, residence: 'USA' }, { asOf: AS_OF }).abroad).toBeNull();
      expect(assessTdiu({ rating: 70, residence: 'Texas' }, { asOf: AS_OF }).abroad).toBeNull();
      expect(assessTdiu({ country: 'UK', residence: 'Scotland' }, { asOf: AS_OF }).abroad).toBeNull();
    });

    it('names the UK War Pensions row for a UK veteran living in Spain', () => {
      const r = assessTdiu({ country: 'UK', residence: 'Spain' }, { asOf: AS_OF, lang: 'es' });
      expect(r.abroad?.rules.map((x) => x.id)).toContain('uk.veterans_uk.abroad.war_pension');
      expect(r.abroad?.status).toBe('payable');
      expect(r.abroad?.summary).toMatch(/Usted vive en Spain/);
    });

    it('keeps abroad null or tied to the paying country for any residence text (property)', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 20 }), fc.constantFrom('US', 'UK', 'Canada', 'Australia', 'NewZealand', 'Germany', 'France'), (residence, country) => {
          const r = assessTdiu({ country, residence }, { asOf: AS_OF });
          if (r.abroad !== null) {
            expect(r.abroad.paying_country).toBe(r.country_scope.country);
            expect(r.abroad.residence).toBe(residence.trim());
          }
          expect(assessTdiu({ country, residence: country }, { asOf: AS_OF }).abroad).toBeNull();
        }),
      );
    });

    it('rejects a residence that is not a string', () => {
      expect(thrown(() => assessTdiu({ residence: 7 as unknown as string }, { asOf: AS_OF })).field).toBe('residence');
    });

    it('answers the abroad section through GET /api/vet/tdiu', async () => {
      const out = await invokeEndpoint(vetTdiu, { rating: '100', residence: 'Mexico' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { abroad: { status: string }; next_calls: string[] };
      expect(body.abroad.status).toBe('payable');
      expect(body.next_calls).toEqual(['/api/vet/state-benefits']);
    });
  });
});

describe('assessTdiu', () => {
  it('names the national unemployability schemes: GIP (UK), IRB (Canada), weekly compensation (NZ), SEG loss of earnings (Germany)', () => {
    const ids = (country: string): string[] => assessTdiu({ country }, { asOf: AS_OF }).local_program?.schemes.map((s) => s.id) ?? [];
    expect(ids('UK')).toEqual(['uk.afcs.gip']);
    expect(ids('Canada')).toEqual(['ca.vwa.irb']);
    expect(ids('NewZealand')).toEqual(['nz.vsa.weekly']);
    expect(ids('Germany')).toEqual(['de.seg.earnings']);
    expect(assessTdiu({ country: 'Canada' }, { asOf: AS_OF }).local_program?.schemes[0]?.basis).toMatch(/90%/);
  });
});
