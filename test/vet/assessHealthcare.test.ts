import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetHealthcare } from '../../src/catalog/vet/healthcare.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { assessHealthcare } from '../../src/vet/assessHealthcare.js';

const AS_OF = '2026-03-01';
const group = (rating: number) => assessHealthcare({ disability_rating: rating }, { asOf: AS_OF }).priority_group!.determined;

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('assessHealthcare', () => {
  describe('priority groups, 38 CFR 17.36(b)', () => {
    it('places 50%+ in group 1, 30–40% in group 2, 10–20% in group 3', () => {
      // 38 CFR 17.36(b)(1)-(3) as summarised in research/vet.md section 7.
      expect([100, 70, 50].map(group)).toEqual([1, 1, 1]);
      expect([40, 30].map(group)).toEqual([2, 2]);
      expect([20, 10].map(group)).toEqual([3, 3]);
    });

    it('leaves 0% and no rating to income and other categories', () => {
      expect(group(0)).toBeNull();
      expect(assessHealthcare({ disability_rating: 0 }, { asOf: AS_OF }).priority_group!.candidates).toEqual([5, 6, 7, 8]);
      expect(assessHealthcare({}, { asOf: AS_OF }).priority_group!.candidates).toContain(5);
    });

    it('never worsens the group as the rating rises (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const gLow = group(low);
          const gHigh = group(high);
          if (gLow !== null) expect(gHigh).not.toBeNull();
          if (gLow !== null && gHigh !== null) expect(gHigh).toBeLessThanOrEqual(gLow);
        }),
      );
    });

    it('keeps a sent group unless the rating gives a better one', () => {
      expect(assessHealthcare({ priority_group: 5 }, { asOf: AS_OF }).priority_group!.determined).toBe(5);
      const r = assessHealthcare({ priority_group: 8, disability_rating: 30 }, { asOf: AS_OF });
      expect(r.priority_group!.determined).toBe(2);
      expect(r.priority_group!.reasons[0]).toMatch(/better/);
    });

    it('says the income limits are not encoded instead of guessing groups 5, 7 or 8', () => {
      const r = assessHealthcare({ income: '2600', dependents: 1 }, { asOf: AS_OF });
      expect(r.priority_group!.determined).toBeNull();
      expect(r.income_test!.annual_income!.toFixed(2)).toBe('31200.00');
      expect(r.income_test!.thresholds_encoded).toBe(false);
      expect(r.unverified_rules).toContain('us.va.health_means_test_thresholds');
    });
  });

  describe('copays (va.gov copay rates)', () => {
    it('charges group 8 the $15 / $50 outpatient copays and the 2026 Medicare deductible inpatient', () => {
      // research/vet.md section 7: $15 primary, $50 specialty; group 8 inpatient = Medicare deductible (2026: $1,736) + $10/day.
      const lines = assessHealthcare({ priority_group: 8 }, { asOf: AS_OF }).copays!.lines;
      const line = (s: string) => lines.find((l) => l.service === s)!;
      expect(line('outpatient_primary').amount!.toFixed(2)).toBe('15.00');
      expect(line('outpatient_specialty').amount!.toFixed(2)).toBe('50.00');
      expect(line('outpatient_primary').applies).toBe(true);
      expect(line('inpatient').amount!.toFixed(2)).toBe('1736.00');
    });

    it('charges group 7 20% of the deductible inpatient ($1,676 × 0.2 = $335.20 in 2025)', () => {
      const inpatient = assessHealthcare({ priority_group: 7 }, { asOf: '2025-06-01' }).copays!.lines.find((l) => l.service === 'inpatient')!;
      expect(inpatient.amount!.toFixed(2)).toBe('335.20');
    });

    it('charges group 1 no outpatient, medication or inpatient copay', () => {
      const lines = assessHealthcare({ disability_rating: 60 }, { asOf: AS_OF }).copays!.lines;
      for (const s of ['outpatient_primary', 'medication', 'inpatient']) expect(lines.find((l) => l.service === s)!.applies, s).toBe(false);
    });

    it('lists medication tiers $5/$8/$11 capped at $700 and the free mental-health visits', () => {
      const r = assessHealthcare({ priority_group: 5 }, { asOf: AS_OF });
      expect(r.copays!.lines.find((l) => l.service === 'medication')!.detail).toMatch(/\$5\.00 \/ \$8\.00 \/ \$11\.00.*\$700\.00/);
      expect(r.copays!.lines.some((l) => l.service === 'mental_health')).toBe(true);
    });
  });

  it('points dependents of a 100% veteran to CHAMPVA and others elsewhere', () => {
    expect(assessHealthcare({ disability_rating: 100, dependents: 2 }, { asOf: AS_OF }).dependents!.champva).toBe('possible');
    expect(assessHealthcare({ disability_rating: 90, dependents: 2 }, { asOf: AS_OF }).dependents!.champva).toBe('not_eligible');
    expect(assessHealthcare({ dependents: 0 }, { asOf: AS_OF }).dependents!.champva).toBe('not_applicable');
  });

  it('states the MISSION Act access standards (30/60 minutes, 20/28 days) and Class IV dental at 100%', () => {
    const r = assessHealthcare({ disability_rating: 100 }, { asOf: AS_OF });
    expect(r.community_care!.drive_minutes).toEqual({ primary: 30, specialty: 60 });
    expect(r.community_care!.wait_days).toEqual({ primary: 20, specialty: 28 });
    expect(r.dental!.likely_class).toBe('IV');
    expect(r.mental_health.join(' ')).toMatch(/1712A/);
    expect(r.medicare_medicaid.join(' ')).toMatch(/does not bill Medicare/);
    expect(r.living_abroad).toMatch(/Foreign Medical Program/);
  });

  it('names the local system outside the US and never US groups', () => {
    const au = assessHealthcare({ disability_rating: 100, country: 'Australia' }, { asOf: AS_OF });
    expect(au.priority_group).toBeNull();
    expect(au.local_programs!.description).toMatch(/Gold Card/);
    expect(assessHealthcare({ country: 'UK' }, { asOf: AS_OF }).local_programs!.description).toMatch(/NHS/);
    expect(assessHealthcare({ country: 'Germany' }, { asOf: AS_OF }).local_programs!.description).toMatch(/Bundeswehr/);
    const jp = assessHealthcare({ country: 'Japan' }, { asOf: AS_OF });
    expect(jp.country_scope.mapped).toBe(false);
    expect(jp.copays).toBeNull();
  });

  it('infers the country from nothing as US with a note', () => {
    const r = assessHealthcare({}, { asOf: AS_OF });
    expect(r.country_scope.assumed).toBe(true);
    expect(r.country_scope.note).toMatch(/country/);
  });

  it('does not mutate its input and rejects bad fields by name', () => {
    const input = { income: '100', disability_rating: 40 };
    const copy = structuredClone(input);
    assessHealthcare(input, { asOf: AS_OF });
    expect(input).toEqual(copy);
    expect(thrown(() => assessHealthcare({ priority_group: 9 }, { asOf: AS_OF })).field).toBe('priority_group');
    expect(thrown(() => assessHealthcare({ income: 'abc' }, { asOf: AS_OF })).field).toBe('income');
    expect(thrown(() => assessHealthcare({}, { asOf: '2024-06-01' })).code).toBe('out_of_range');
  });

  describe('GET /api/vet/healthcare', () => {
    it('answers 200 with country_scope and disclaimer', async () => {
      const out = await invokeEndpoint(vetHealthcare, { disability_rating: '40', dependents: '1', income: '2600', lang: 'es' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { priority_group: { determined: number }; country_scope: { country: string }; disclaimer: string };
      expect(body.priority_group.determined).toBe(2);
      expect(body.country_scope.country).toBe('US');
      expect(body.disclaimer.length).toBeGreaterThan(20);
    });

    it('answers 400 naming each bad field', async () => {
      const out = await invokeEndpoint(vetHealthcare, { priority_group: '9', disability_rating: 'high', dependents: '-1' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['dependents', 'disability_rating', 'priority_group']);
    });
  });
});

describe('assessHealthcare', () => {
  describe('next calls and veterans living abroad', () => {
    it('suggests disability next (spec rule 3 places healthcare only after caregiver)', () => {
      expect(assessHealthcare({ disability_rating: 50 }, { asOf: AS_OF }).next_calls).toEqual(['/api/vet/disability']);
    });

    it('limits a US veteran abroad to the Foreign Medical Program (38 U.S.C. 1724; Van Dermark v. McDonough, 2021)', () => {
      const r = assessHealthcare({ disability_rating: 50, residence: 'Japan' }, { asOf: AS_OF });
      expect(r.abroad?.status).toBe('limited');
      expect(r.abroad?.rules.map((x) => x.id)).toEqual(['us.va.abroad.foreign_medical_program']);
      expect(r.abroad?.rules[0]?.source).toMatch(/1724/);
      expect(r.abroad?.rules[0]?.statement).toMatch(/service-connected/);
    });

    it('limits an Australian veteran in the UK to reciprocal arrangements and reimbursement (DVA Vetaffairs, July 2021)', () => {
      const r = assessHealthcare({ country: 'Australia', residence: 'United Kingdom' }, { asOf: AS_OF });
      expect(r.abroad?.status).toBe('limited');
      expect(r.abroad?.residence_country).toBe('UK');
      expect(r.abroad?.rules[0]?.statement).toMatch(/reciprocal/);
    });

    it('answers unknown with no rows for an unmapped paying country', () => {
      const r = assessHealthcare({ country: 'France', residence: 'Spain' }, { asOf: AS_OF });
      expect(r.abroad?.status).toBe('unknown');
      expect(r.abroad?.rules).toEqual([]);
    });

    it('answers through GET /api/vet/healthcare', async () => {
      const out = await invokeEndpoint(vetHealthcare, { disability_rating: '30', residence: 'Philippines' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      expect((out.body as { abroad: { status: string } }).abroad.status).toBe('limited');
      expect(thrown(() => assessHealthcare({ residence: 1 as unknown as string }, { asOf: AS_OF })).field).toBe('residence');
    });
  });

  it("tells a German veteran Germany's own rule for care abroad, not the US Foreign Medical Program (issue 22)", () => {
    const de = assessHealthcare({ country: 'Germany', disability_rating: 50 }, { asOf: '2026-11-25' });
    expect(de.living_abroad).toMatch(/SEG|Bundeswehr/);
    expect(de.living_abroad).not.toMatch(/CFR|FMP|CHAMPVA|\bVA\b/);
    expect(de.rules_applied.map((r) => r.jurisdiction)).toEqual(de.rules_applied.map(() => 'DE'));
    expect(de.currency).toBe('EUR');
  });

});
