import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetClaimBuilder } from '../../src/catalog/vet/claimBuilder.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { assessDisabilityClaim } from '../../src/vet/assessDisabilityClaim.js';
import { buildClaimPlan } from '../../src/vet/buildClaimPlan.js';

const AS_OF = '2026-03-01';

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('buildClaimPlan', () => {
  it('lists the records to request with SF-180, DPRIS and VA Forms 21-4142/4142a', () => {
    const records = buildClaimPlan({ conditions: ['tinnitus'] }, { asOf: AS_OF }).records_to_request.join(' ');
    expect(records).toMatch(/SF-180/);
    expect(records).toMatch(/DPRIS/);
    expect(records).toMatch(/21-4142a/);
    expect(records).toMatch(/Service treatment records/);
  });

  it('guides witness statements on VA Form 21-10210, one line per condition', () => {
    const r = buildClaimPlan({ conditions: ['tinnitus', 'left knee pain'] }, { asOf: AS_OF });
    expect(r.witness_statements.guidance.join(' ')).toMatch(/21-10210/);
    expect(r.witness_statements.by_condition).toHaveLength(2);
  });

  it('writes causation letters at the "at least as likely as not" standard of 38 CFR 3.102', () => {
    const r = buildClaimPlan({ conditions: ['PTSD'] }, { asOf: AS_OF });
    expect(r.causation_letter.standard).toMatch(/at least as likely as not.*50 percent.*3\.102/);
    expect(r.conditions[0]!.causation_letter).toMatch(/Post-traumatic stress disorder/);
    expect(r.conditions[0]!.causation_letter).toMatch(/at least as likely as not \(50 percent or greater probability\)/);
    expect(r.conditions[0]!.nexus_route).toBe('direct');
  });

  it('claims sleep apnea as secondary to PTSD under 38 CFR 3.310 (the catalog lists it as a PTSD secondary)', () => {
    const r = buildClaimPlan({ conditions: ['sleep apnea', 'PTSD'] }, { asOf: AS_OF });
    expect(r.conditions[0]!.nexus_route).toBe('secondary');
    expect(r.conditions[0]!.causation_letter).toMatch(/3\.310/);
  });

  it('needs no nexus letter for a presumptive condition (type 2 diabetes, Vietnam: 38 CFR 3.309(e))', () => {
    const r = buildClaimPlan({ conditions: ['type 2 diabetes'], service_era: 'Vietnam' }, { asOf: AS_OF });
    expect(r.conditions[0]!.nexus_route).toBe('presumptive');
    expect(r.conditions[0]!.causation_letter).toMatch(/no nexus opinion/);
  });

  it('matches conditions exactly as assessDisabilityClaim does (property)', () => {
    const words = ['tinnitus', 'ptsd', 'left knee', 'back pain', 'migraine', 'sleep apnea', 'gerd', 'unknown itch', 'hearing loss', 'diabetes'];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }), (conditions) => {
        const plan = buildClaimPlan({ conditions }, { asOf: AS_OF });
        const assessment = assessDisabilityClaim({ conditions }, { asOf: AS_OF });
        expect(plan.conditions.map((c) => c.id)).toEqual(assessment.conditions.map((c) => c.id));
        expect(plan.unknown_conditions).toEqual(assessment.unknown_conditions);
        expect(plan.conditions.every((c) => c.causation_letter.length > 0)).toBe(true);
      }),
    );
  });

  describe('strategy', () => {
    it('starts with an intent to file that protects the date for one year (38 CFR 3.155)', () => {
      const steps = buildClaimPlan({ conditions: ['tinnitus'] }, { asOf: AS_OF }).strategy.steps;
      expect(steps[0]).toMatch(/21-0966.*12 months.*3\.155/);
    });

    it('offers a supplemental claim with new and relevant evidence (3.2501), higher-level review and a Board appeal for each denial', () => {
      const r = buildClaimPlan({ conditions: ['tinnitus'], previous_denials: ['tinnitus', 'flat feet'] }, { asOf: AS_OF });
      const [tinnitus, feet] = r.strategy.previous_denials;
      expect(tinnitus!.condition_id).toBe('tinnitus');
      expect(tinnitus!.options.join(' ')).toMatch(/20-0995.*new and relevant.*3\.2501/);
      expect(tinnitus!.options.join(' ')).toMatch(/20-0996/);
      expect(tinnitus!.options.join(' ')).toMatch(/10182/);
      expect(feet!.options[0]).toMatch(/not in this claim/);
    });

    it('flags a denied condition that is now presumptive', () => {
      const r = buildClaimPlan({ conditions: ['hypertension'], service_era: 'Vietnam', previous_denials: ['high blood pressure'] }, { asOf: AS_OF });
      expect(r.strategy.previous_denials[0]!.options[0]).toMatch(/presumptive/);
    });

    it('adds an increase claim and TDIU from 60% and none at 100%', () => {
      const at70 = buildClaimPlan({ conditions: ['tinnitus'], current_rating: 70 }, { asOf: AS_OF }).strategy.steps.join(' ');
      expect(at70).toMatch(/increase/);
      expect(at70).toMatch(/TDIU/);
      expect(buildClaimPlan({ conditions: ['tinnitus'], current_rating: 100 }, { asOf: AS_OF }).strategy.steps.join(' ')).not.toMatch(/TDIU/);
    });
  });

  it('gives the country\'s records and review routes, and no US forms, outside the US', () => {
    const uk = buildClaimPlan({ conditions: ['tinnitus'], previous_denials: ['tinnitus'], country: 'UK' }, { asOf: AS_OF });
    expect(uk.local_procedure!.description).toMatch(/First-tier Tribunal/);
    expect(uk.records_to_request).toEqual([]);
    expect(uk.strategy.previous_denials).toEqual([]);
    expect(JSON.stringify(uk.witness_statements)).not.toMatch(/21-10210/);
    const es = buildClaimPlan({ conditions: ['tinnitus'] }, { asOf: AS_OF, lang: 'es' });
    expect(es.causation_letter.standard).toMatch(/al menos tan probable como no/);
    const br = buildClaimPlan({ conditions: ['tinnitus'], country: 'Brazil' }, { asOf: AS_OF });
    expect(br.country_scope.mapped).toBe(false);
    expect(br.local_procedure).toBeNull();
    expect(br.disclaimer).toMatch(/Brazil/);
  });

  it('counts earlier denials in the summary in every language from the catalog, German included (Intl plural rules)', () => {
    const summary = (lang: 'en' | 'es' | 'de' | 'fr', denials: string[]) => buildClaimPlan({ conditions: ['tinnitus', 'flat feet'], previous_denials: denials }, { asOf: AS_OF, lang }).summary;
    expect(summary('en', ['tinnitus'])).toMatch(/, and review options for 1 earlier denial\.$/);
    expect(summary('en', ['tinnitus', 'flat feet'])).toMatch(/, and review options for 2 earlier denials\.$/);
    expect(summary('es', ['tinnitus', 'flat feet'])).toMatch(/para 2 denegaciones anteriores\.$/);
    // German had no entry in the old hand-written table and fell back to English.
    expect(summary('de', ['tinnitus'])).toMatch(/ und die Überprüfungswege für 1 frühere Ablehnung prüfen\.$/);
    expect(summary('de', ['tinnitus', 'flat feet'])).toMatch(/für 2 frühere Ablehnungen prüfen\.$/);
    expect(summary('fr', ['tinnitus'])).toMatch(/pour 1 refus antérieur\.$/);
    expect(summary('de', [])).not.toMatch(/Ablehnung|denial/);
  });

  it('does not mutate its input and rejects bad fields by name under its own name', () => {
    const input = { conditions: ['tinnitus'], previous_denials: ['knee'] };
    const copy = structuredClone(input);
    buildClaimPlan(input, { asOf: AS_OF });
    expect(input).toEqual(copy);
    const empty = thrown(() => buildClaimPlan({ conditions: [] }, { asOf: AS_OF }));
    expect(empty.field).toBe('conditions');
    expect(empty.message).toMatch(/^buildClaimPlan: /);
    expect(thrown(() => buildClaimPlan({ conditions: ['x'], current_rating: 105 }, { asOf: AS_OF })).field).toBe('current_rating');
    expect(thrown(() => buildClaimPlan({ conditions: ['x'], previous_denials: [3 as unknown as string] }, { asOf: AS_OF })).field).toBe('previous_denials[0]');
  });

  describe('GET /api/vet/claim-builder', () => {
    it('answers 200 with country_scope and disclaimer', async () => {
      const out = await invokeEndpoint(vetClaimBuilder, { conditions: 'ptsd,sleep apnea', current_rating: '30', previous_denials: 'sleep apnea' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { conditions: { id: string }[]; country_scope: { country: string }; disclaimer: string };
      expect(body.conditions.map((c) => c.id)).toEqual(['ptsd', 'sleep_apnea']);
      expect(body.country_scope.country).toBe('US');
      expect(body.disclaimer).toMatch(/not an official determination/);
    });

    it('answers 400 naming the missing conditions and the bad rating', async () => {
      const out = await invokeEndpoint(vetClaimBuilder, { current_rating: '130' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['conditions', 'current_rating']);
    });
  });
});

describe('buildClaimPlan', () => {
  it('suggests tdiu and state-benefits next (spec rule 3: claim-builder and tdiu after disability; state-benefits paired)', () => {
    expect(buildClaimPlan({ conditions: ['tinnitus'] }, { asOf: AS_OF }).next_calls).toEqual(['/api/vet/tdiu', '/api/vet/state-benefits']);
  });

  describe('malformed conditions through GET /api/vet/claim-builder', () => {
    it.each([
      ['only commas', ',,,'],
      ['a 10,000-character item', 'y'.repeat(10_000)],
      ['more than 50 items', Array.from({ length: 51 }, (_, i) => `c${i}`).join(',')],
      ['an item of punctuation only', 'tinnitus, []'],
    ])('answers 400 naming conditions for %s', async (_label, conditions) => {
      const out = await invokeEndpoint(vetClaimBuilder, { conditions }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)[0]).toMatch(/^conditions(\[\d+\])?$/);
    });
  });

  it("addresses a German veteran's causation letter to the German authority, with no US regulation in it (issue 22)", () => {
    const de = buildClaimPlan({ conditions: ['PTSD', 'tinnitus'], country: 'Germany' }, { asOf: '2026-11-25' });
    const letters = [de.causation_letter.template, de.causation_letter.standard, ...de.conditions.flatMap((c) => [c.causation_letter, ...c.causation_letter_topics]), ...de.exam_preparation];
    for (const text of letters) expect(text).not.toMatch(/CFR|Department of Veterans Affairs|\bVA\b|Vet\. App\./);
    expect(de.causation_letter.template.startsWith(`To ${de.country_scope.authority}:`)).toBe(true);
    // The US condition list only names the conditions here: cited as a labelled comparison.
    expect(de.rules_applied.find((r) => r.id === 'us.va.rating_schedule_conditions')).toMatchObject({ comparison: true });
  });

});
