import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetDisability } from '../../src/catalog/vet/disability.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { assessDisabilityClaim } from '../../src/vet/assessDisabilityClaim.js';
import { combineRatings, type RatedDisability } from '../../src/vet/combineRatings.js';
import { CONDITION_CATALOG } from '../../src/vet/rules/conditionCatalog.js';

const AS_OF = '2026-01-15'; // VA rates effective 2025-12-01 apply.

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

const newest = CONDITION_CATALOG.versions[CONDITION_CATALOG.versions.length - 1]!.value;
const ratable = newest.filter((c) => c.likely !== null);

describe('assessDisabilityClaim', () => {
  describe('condition mapping (38 CFR Part 4)', () => {
    it('maps tinnitus to DC 6260 with its single 10% rating (38 CFR 4.87)', () => {
      const c = assessDisabilityClaim({ conditions: ['Ringing in my ears'] }, { asOf: AS_OF }).conditions[0]!;
      expect(c).toMatchObject({ status: 'matched', id: 'tinnitus', diagnostic_codes: ['6260'], likely_rating: { low: 10, high: 10 } });
    });

    it('maps PTSD to DC 9411 under the general rating formula 0/10/30/50/70/100 (38 CFR 4.130)', () => {
      const c = assessDisabilityClaim({ conditions: ['post-traumatic stress disorder'] }, { asOf: AS_OF }).conditions[0]!;
      expect(c.diagnostic_codes).toEqual(['9411']);
      expect(c.schedule).toEqual([0, 10, 30, 50, 70, 100]);
    });

    it('maps sleep apnea (6847: 0/30/50/100), migraines (8100: 0/10/30/50) and sciatica (8520: up to 80)', () => {
      const r = assessDisabilityClaim({ conditions: ['obstructive sleep apnea', 'migraines', 'sciatica'] }, { asOf: AS_OF });
      expect(r.conditions.map((c) => [c.diagnostic_codes[0], c.schedule])).toEqual([
        ['6847', [0, 30, 50, 100]],
        ['8100', [0, 10, 30, 50]],
        ['8520', [0, 10, 20, 40, 60, 80]],
      ]);
    });

    it('rates GERD under DC 7206 from 2024-05-19 and by analogy to 7346 before (89 FR 19735)', () => {
      expect(assessDisabilityClaim({ conditions: ['GERD'] }, { asOf: '2024-05-19' }).conditions[0]!.diagnostic_codes).toEqual(['7206']);
      expect(assessDisabilityClaim({ conditions: ['acid reflux'] }, { asOf: '2024-05-18' }).conditions[0]!.diagnostic_codes).toEqual(['7399-7346']);
    });

    it('holds at least fifty ratable conditions, each with a diagnostic code and a likely range inside its schedule', () => {
      expect(ratable.length).toBeGreaterThanOrEqual(50);
      for (const c of ratable) {
        expect(c.diagnostic_codes.length, c.id).toBeGreaterThan(0);
        const [low, high] = c.likely!;
        expect(low <= high, c.id).toBe(true);
        expect(c.schedule.includes(low) && c.schedule.includes(high), c.id).toBe(true);
        for (const s of c.secondary) expect(newest.some((x) => x.id === s), `${c.id} → ${s}`).toBe(true);
      }
    });

    it('recognizes every catalog synonym as its own condition or a more specific one', () => {
      for (const c of newest) {
        for (const synonym of c.synonyms) {
          const got = assessDisabilityClaim({ conditions: [synonym] }, { asOf: AS_OF }).conditions[0]!;
          expect(got.status, `${c.id}: ${synonym}`).not.toBe('unknown');
        }
      }
    });
  });

  describe('unknown conditions', () => {
    it('lists an unknown condition as unknown, in place, never dropping it', () => {
      const r = assessDisabilityClaim({ conditions: ['tinnitus', 'flux capacitor syndrome', 'PTSD'] }, { asOf: AS_OF });
      expect(r.conditions.map((c) => c.status)).toEqual(['matched', 'unknown', 'matched']);
      expect(r.unknown_conditions).toEqual(['flux capacitor syndrome']);
      expect(r.conditions[1]!.notes[0]).toMatch(/flux capacitor syndrome/);
    });

    it('answers with every condition unknown rather than throwing', () => {
      const r = assessDisabilityClaim({ conditions: ['zzz', 'qqq'] }, { asOf: AS_OF });
      expect(r.unknown_conditions).toEqual(['zzz', 'qqq']);
      expect(r.combined_rating).toBeNull();
      expect(r.monthly_compensation).toBeNull();
    });
  });

  describe('combined rating and compensation', () => {
    it('combines tinnitus 10 with PTSD 30 to 70: 37 → 40 and 73 → 70 (38 CFR 4.25 Table I)', () => {
      const r = assessDisabilityClaim({ conditions: ['tinnitus', 'PTSD'] }, { asOf: AS_OF });
      expect([r.combined_rating!.low.unrounded, r.combined_rating!.low.combined]).toEqual([37, 40]);
      expect([r.combined_rating!.high.unrounded, r.combined_rating!.high.combined]).toEqual([73, 70]);
    });

    it('prices the low and high combined ratings for a veteran alone from the 2025-12-01 VA table ($795.84 at 40%, $1,808.45 at 70%)', () => {
      // research/vet.md section 2, "Alone" column (VA rates effective 2025-12-01).
      const money = assessDisabilityClaim({ conditions: ['tinnitus', 'PTSD'] }, { asOf: AS_OF }).monthly_compensation!;
      expect([money.low.toFixed(2), money.high.toFixed(2), money.currency, money.rates_effective]).toEqual(['795.84', '1808.45', 'USD', '2025-12-01']);
    });

    it('rates "bilateral" knees as left and right with the bilateral factor: 10+10 → 20.9 → 21 → 20; 20+20 → 39.6 → 40 (38 CFR 4.26)', () => {
      const r = assessDisabilityClaim({ conditions: ['bilateral knee pain'] }, { asOf: AS_OF });
      expect(r.conditions[0]!.sides).toEqual(['left', 'right']);
      expect(r.combined_rating!.low).toMatchObject({ ratings: [10, 10], unrounded: 21, combined: 20, bilateral_factor_applied: true });
      expect(r.combined_rating!.high).toMatchObject({ ratings: [20, 20], unrounded: 40, combined: 40, bilateral_factor_applied: true });
    });

    it('gives no amount before the oldest encoded VA rate table (2024-12-01) but still combines', () => {
      const r = assessDisabilityClaim({ conditions: ['tinnitus'] }, { asOf: '2024-06-01' });
      expect(r.combined_rating!.high.combined).toBe(10);
      expect(r.monthly_compensation).toBeNull();
      expect(r.notes.join(' ')).toMatch(/2024-12-01/);
    });

    it('never lowers the high combined rating when a condition is added (property)', () => {
      const synonyms = ratable.map((c) => c.synonyms[0]!);
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...synonyms), { minLength: 1, maxLength: 8 }), fc.constantFrom(...synonyms), (list, extra) => {
          const before = assessDisabilityClaim({ conditions: list }, { asOf: AS_OF }).combined_rating;
          const after = assessDisabilityClaim({ conditions: [...list, extra] }, { asOf: AS_OF }).combined_rating;
          expect(after!.high.combined).toBeGreaterThanOrEqual(before?.high.combined ?? 0);
          expect(after!.low.combined).toBeLessThanOrEqual(after!.high.combined);
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('presumptive and toxic-exposure eligibility', () => {
    it('presumes type 2 diabetes and hypertension for Vietnam service (38 CFR 3.309(e); PACT Act added hypertension)', () => {
      const r = assessDisabilityClaim({ conditions: ['type 2 diabetes', 'high blood pressure', 'tinnitus'], service_era: 'Vietnam' }, { asOf: AS_OF });
      const ao = r.presumptive.programs.find((p) => p.id === 'agent_orange')!;
      expect(ao.matched_conditions.map((m) => m.input)).toEqual(['type 2 diabetes', 'high blood pressure']);
      expect(r.conditions[2]!.presumptive).toEqual([]);
    });

    it('presumes chronic sinusitis and lung cancer for post-9/11 service (38 U.S.C. 1120)', () => {
      const r = assessDisabilityClaim({ conditions: ['chronic sinusitis', 'lung cancer'], service_era: 'post-9/11 Afghanistan' }, { asOf: AS_OF });
      const pact = r.presumptive.programs.find((p) => p.id === 'pact_burn_pit')!;
      expect(pact.matched_conditions.map((m) => m.input)).toEqual(['chronic sinusitis', 'lung cancer']);
      expect(r.unknown_conditions).toEqual(['lung cancer']);
      expect(r.conditions[1]!.presumptive[0]!.program).toBe('pact_burn_pit');
    });

    it('requires 30 days at Camp Lejeune from 1953-08-01 to 1987-12-31 for kidney cancer (38 CFR 3.307(a)(7), 3.309(f))', () => {
      const r = assessDisabilityClaim({ conditions: ['kidney cancer'], service_era: 'Camp Lejeune 1975' }, { asOf: AS_OF });
      const cl = r.presumptive.programs.find((p) => p.id === 'camp_lejeune')!;
      expect(cl.minimum_days).toBe(30);
      expect(cl.service_requirement).toMatch(/1953-08-01 to 1987-12-31/);
      expect(cl.matched_conditions).toHaveLength(1);
    });

    it('checks Gulf War undiagnosed illness (3.317) for IBS and radiation cancers (3.309(d)) for atomic veterans', () => {
      const gulf = assessDisabilityClaim({ conditions: ['IBS'], service_era: 'Gulf War' }, { asOf: AS_OF });
      expect(gulf.presumptive.programs.find((p) => p.id === 'gulf_war_illness')!.matched_conditions).toHaveLength(1);
      const atomic = assessDisabilityClaim({ conditions: ['thyroid cancer'], service_era: 'atomic veteran' }, { asOf: AS_OF });
      expect(atomic.presumptive.programs.map((p) => p.id)).toEqual(['radiation']);
    });

    it('asks for service_era when it is missing and says when it matches no program', () => {
      expect(assessDisabilityClaim({ conditions: ['tinnitus'] }, { asOf: AS_OF }).presumptive.note).toMatch(/service_era/);
      const none = assessDisabilityClaim({ conditions: ['tinnitus'], service_era: 'peacetime 1985' }, { asOf: AS_OF });
      expect(none.presumptive.programs).toEqual([]);
      expect(none.presumptive.note).toMatch(/peacetime 1985/);
    });
  });

  describe('secondary conditions and nexus topics', () => {
    it('suggests secondary conditions not already claimed, with what leads to them', () => {
      const r = assessDisabilityClaim({ conditions: ['PTSD', 'sleep apnea'] }, { asOf: AS_OF });
      const ids = r.secondary_conditions.map((s) => s.id);
      expect(ids).toContain('hypertension');
      expect(ids).not.toContain('sleep_apnea');
      expect(r.secondary_conditions.find((s) => s.id === 'hypertension')!.because_of).toEqual(['ptsd', 'sleep_apnea']);
    });

    it('lists causation-letter topics ending with the at-least-as-likely-as-not standard', () => {
      const c = assessDisabilityClaim({ conditions: ['tinnitus'] }, { asOf: AS_OF }).conditions[0]!;
      expect(c.causation_letter_topics[c.causation_letter_topics.length - 1]).toMatch(/at least as likely as not/);
      expect(c.causation_letter_topics.join(' ')).toMatch(/[Nn]oise/);
    });
  });

  describe('country scope', () => {
    it('gives the UK scheme and no US codes or dollars for a UK veteran', () => {
      const r = assessDisabilityClaim({ conditions: ['tinnitus', 'knee'], country: 'UK' }, { asOf: AS_OF });
      expect(r.country_scope.country).toBe('UK');
      expect(r.local_scheme!.name).toMatch(/Armed Forces Compensation Scheme/);
      expect(r.monthly_compensation).toBeNull();
      expect(r.combined_rating).toBeNull();
      expect(r.conditions.every((c) => c.diagnostic_codes.length === 0 && c.likely_rating === null)).toBe(true);
      expect(JSON.stringify(r)).not.toMatch(/\$\d/);
    });

    it('answers France on a best-effort basis without US rules', () => {
      const r = assessDisabilityClaim({ conditions: ['tinnitus'], service_era: 'Vietnam', country: 'France' }, { asOf: AS_OF });
      expect(r.country_scope).toMatchObject({ country: 'France', mapped: false });
      expect(r.presumptive.programs).toEqual([]);
      expect(r.monthly_compensation).toBeNull();
      expect(r.summary).toMatch(/US rules were not applied/);
    });
  });

  it('does not mutate its input', () => {
    const input = { conditions: ['tinnitus', 'left knee'], service_era: 'Vietnam' };
    const copy = structuredClone(input);
    assessDisabilityClaim(input, { asOf: AS_OF });
    expect(input).toEqual(copy);
  });

  it('rejects an empty list, an empty entry and a bad date, naming the field', () => {
    expect(thrown(() => assessDisabilityClaim({ conditions: [] }, { asOf: AS_OF })).field).toBe('conditions');
    expect(thrown(() => assessDisabilityClaim({ conditions: ['tinnitus', ' '] }, { asOf: AS_OF })).field).toBe('conditions[1]');
    expect(thrown(() => assessDisabilityClaim({ conditions: ['tinnitus'] }, { asOf: '2026-13-01' })).field).toBe('asOf');
  });

  describe('GET /api/vet/disability', () => {
    it('answers 200 with country_scope and disclaimer', async () => {
      const out = await invokeEndpoint(vetDisability, { conditions: 'tinnitus,knee strain', service_era: 'Gulf War' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { country_scope: { country: string; assumed: boolean }; disclaimer: string; conditions: unknown[] };
      expect(body.country_scope).toMatchObject({ country: 'US', assumed: true });
      expect(body.disclaimer).toMatch(/not an official determination/);
      expect(body.conditions).toHaveLength(2);
    });

    it.each([['[]'], ['---, ...'], ['tinnitus, ???']])('answers 400 naming the conditions item when an item has no letter or digit: %s', async (conditions) => {
      const out = await invokeEndpoint(vetDisability, { conditions }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors[0]?.field).toMatch(/^conditions\[\d\]$/);
      expect(thrown(() => assessDisabilityClaim({ conditions: conditions.split(',') }, { asOf: AS_OF })).code).toBe('invalid_value');
    });

    it('answers 400 naming conditions when it is missing', async () => {
      const out = await invokeEndpoint(vetDisability, {}, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('conditions');
    });

    it('answers 400 naming lang when it is not a language code', async () => {
      const out = await invokeEndpoint(vetDisability, { conditions: 'tinnitus', lang: 'klingon' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['lang']);
    });
  });
});

describe('assessDisabilityClaim', () => {
  describe('next calls and veterans living abroad', () => {
    it('suggests claim-builder, tdiu and state-benefits next (spec rule 3)', () => {
      expect(assessDisabilityClaim({ conditions: ['tinnitus'] }, { asOf: AS_OF }).next_calls).toEqual([
        '/api/vet/claim-builder', '/api/vet/tdiu', '/api/vet/state-benefits',
      ]);
    });

    it('says compensation is payable abroad and names FMP for a US veteran in Thailand', () => {
      const r = assessDisabilityClaim({ conditions: ['tinnitus'], residence: 'Thailand' }, { asOf: AS_OF });
      expect(r.abroad?.status).toBe('payable');
      expect(r.abroad?.rules.map((x) => x.id)).toEqual([
        'us.va.abroad.compensation', 'us.treasury.restricted_countries', 'us.va.abroad.exams', 'us.va.abroad.foreign_medical_program',
      ]);
      expect(r.monthly_compensation).not.toBeNull();
    });

    it('answers unknown with the unverified row for a German veteran in Austria', () => {
      const r = assessDisabilityClaim({ conditions: ['PTSD'], country: 'Germany', residence: 'Austria' }, { asOf: AS_OF });
      expect(r.abroad?.status).toBe('unknown');
      expect(r.abroad?.rules.map((x) => x.id)).toEqual(['de.seg.abroad']);
      expect(r.unverified_rules).toContain('de.seg.abroad');
    });

    it('answers 200 with abroad through GET /api/vet/disability', async () => {
      const out = await invokeEndpoint(vetDisability, { conditions: 'tinnitus', residence: 'Philippines' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      expect((out.body as { abroad: { status: string } }).abroad.status).toBe('payable');
    });
  });

  describe('malformed conditions through GET /api/vet/disability', () => {
    const fieldsOf = (body: unknown): string[] => (body as { errors: { field: string }[] }).errors.map((e) => e.field);
    it.each([
      ['an empty list', ''],
      ['only commas', ',,,'],
      ['only blanks between commas', ' , ,  '],
      ['a 10,000-character item', 'x'.repeat(10_000)],
      ['more than 50 items', Array.from({ length: 51 }, (_, i) => `condition ${i}`).join(',')],
      ['an empty JSON array', []],
    ])('answers 400 naming conditions for %s', async (_label, conditions) => {
      const out = await invokeEndpoint(vetDisability, { conditions }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect(fieldsOf(out.body)).toEqual(['conditions']);
    });

    it.each([['[]'], ['---, ...'], ['tinnitus, ???']])('answers 400 naming the conditions item when an item has no letter or digit: %s', async (conditions) => {
      const out = await invokeEndpoint(vetDisability, { conditions }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors[0]?.field).toMatch(/^conditions\[\d\]$/);
      expect(thrown(() => assessDisabilityClaim({ conditions: conditions.split(',') }, { asOf: AS_OF })).code).toBe('invalid_value');
    });
  });
});

describe('assessDisabilityClaim', () => {
  describe('national schemes outside the US (issue country list)', () => {
    const ids = (country: string, asOf: string): string[] =>
      assessDisabilityClaim({ conditions: ['tinnitus'], country }, { asOf }).local_scheme?.schemes.map((s) => s.id) ?? [];

    it('names AFCS (tariff levels 1 to 15, lump sums) and the War Pensions Scheme for the UK, without amounts', () => {
      const r = assessDisabilityClaim({ conditions: ['tinnitus'], country: 'UK' }, { asOf: AS_OF });
      const schemes = r.local_scheme?.schemes ?? [];
      expect(schemes.map((s) => s.id)).toEqual(['uk.afcs.tariff', 'uk.wps']);
      expect(schemes[0]?.basis).toMatch(/tariff level from 1 .* to 15/);
      expect(schemes[0]?.basis).not.toMatch(/£\s?\d/);
      expect(schemes[1]?.basis).toMatch(/below 20%/);
      expect(r.rules_applied.map((x) => x.id)).toEqual(expect.arrayContaining(['uk.afcs.tariff', 'uk.wps']));
    });

    it('names the SEG only from its entry into force on 2025-01-01 (Germany)', () => {
      expect(ids('Germany', '2024-12-31')).toEqual([]);
      expect(ids('Germany', '2025-01-01')).toEqual(['de.seg.compensation']);
    });

    it('names the MRCA, VEA and DRCA for Australia, and the unverified single-Act row only from 2026-07-01', () => {
      expect(ids('Australia', '2026-03-01')).toEqual(['au.mrca', 'au.vea', 'au.drca']);
      expect(ids('Australia', '2026-11-22')).toContain('au.harmonisation');
      const r = assessDisabilityClaim({ conditions: ['tinnitus'], country: 'Australia' }, { asOf: '2026-11-22' });
      expect(r.unverified_rules).toContain('au.harmonisation');
    });

    it("names Pain and Suffering Compensation for Canada and the Veterans' Support Act 2014 for New Zealand", () => {
      expect(ids('Canada', AS_OF)).toEqual(['ca.vwa.psc']);
      expect(ids('NewZealand', AS_OF)).toEqual(['nz.vsa.impairment']);
    });

    it('lists no national schemes for the US or an unmapped country', () => {
      expect(assessDisabilityClaim({ conditions: ['tinnitus'] }, { asOf: AS_OF }).local_scheme).toBeNull();
      expect(assessDisabilityClaim({ conditions: ['tinnitus'], country: 'France' }, { asOf: AS_OF }).local_scheme).toBeNull();
    });

    it('writes the basis in Spanish when asked', () => {
      const r = assessDisabilityClaim({ conditions: ['tinnitus'], country: 'Germany' }, { asOf: AS_OF, lang: 'es' });
      expect(r.local_scheme?.schemes[0]?.basis).toMatch(/grado de las secuelas/);
    });
  });
});

describe('assessDisabilityClaim: ratings the veteran states', () => {
  const stated = (ratings: string | readonly unknown[], extra: { conditions?: string[]; country?: string; lang?: 'en' | 'es' } = {}) =>
    assessDisabilityClaim({ conditions: extra.conditions ?? [], ratings, ...(extra.country === undefined ? {} : { country: extra.country }) }, { asOf: AS_OF, lang: extra.lang ?? 'en' });

  it('answers the exact combined rating for "PTSD 50, tinnitus 10, knee left 10, knee right 10": 70, with the steps', () => {
    // 38 CFR 4.26: the knees combine to 19, plus 10% (1.9) = 20.9 → 21; 4.25 Table I: 50 and 21 → 61, with 10 → 65 → 70.
    const s = stated('PTSD 50, tinnitus 10, knee left 10, knee right 10').stated_ratings!;
    expect(s.combined).toBe(70);
    expect(s.unrounded).toBe(65);
    expect(s.steps.map((x) => [x.rating, x.kind, x.running_after])).toEqual([[50, 'rating', 50], [21, 'bilateral_group', 61], [10, 'rating', 65]]);
    expect(s.bilateral).toMatchObject({ group_combined: 19, factor: 1.9, group_value: 21 });
    // VA's 2025-12-01 table: 70%, veteran alone, $1,808.45.
    expect(s.monthly_compensation?.amount.toFixed(2)).toBe('1808.45');
  });

  it('leads the summary with the stated combined rating, in English and Spanish', () => {
    expect(stated('PTSD 50, tinnitus 10, knee left 10, knee right 10').summary).toMatch(/^The 4 ratings you gave combine to 70% \(65 /);
    expect(stated('PTSD 50, tinnitus 10, rodilla izquierda 10, rodilla derecha 10', { lang: 'es' }).summary).toMatch(/^Las 4 calificaciones indicadas se combinan en un 70%/);
  });

  // Bilateral cases as 38 CFR 4.26 and the Board decisions cited in test/vet/combineRatings.test.ts work them.
  it.each([
    // 4.26 example: 60, 20 and bilateral 10s → order 60, 21, 20 → 68, 74 → 70.
    ['PTSD 60, back 20, left knee 10, right knee 10', 70, 21],
    // 4.26(b), BVA 0815809: all four extremities as one group, 20, 20, 10, 10 → 48 + 4.8 = 52.8 → 53.
    ['left shoulder 20, right shoulder 20, left knee 10, right knee 10', 50, 53],
    // BVA 1549968: 20 and 10 of the legs → 28 + 2.8 → 31; with 30, 30, 20, 20, 20 → 80.
    ['left knee 20, right ankle 10, PTSD 30, migraines 30, back 20, neck 20, sleep apnea 20', 80, 31],
    // "bilateral" on a limb is the same two disabilities.
    ['PTSD 60, back 20, bilateral knees 10', 70, 21],
  ])('%s → %i (bilateral group %i)', (text, combined, group) => {
    const s = stated(text).stated_ratings!;
    expect(s.combined).toBe(combined);
    expect(s.bilateral?.group_value).toBe(group);
  });

  it('gives no bilateral factor with 0% on one side (4.26(c)) or an arm on one side and a leg on the other', () => {
    expect(stated('left knee 10, right knee 0').stated_ratings!.bilateral).toBeNull();
    expect(stated('left knee 10, right shoulder 10').stated_ratings!.bilateral).toBeNull();
  });

  it('equals combineRatings on the parsed list, whatever the wording (property)', () => {
    const limbWords = { arm: ['arm', 'shoulder', 'elbow', 'wrist', 'hand'], leg: ['leg', 'knee', 'ankle', 'hip', 'foot'] } as const;
    const item = fc.record({
      rating: fc.integer({ min: 0, max: 10 }).map((n) => n * 10),
      kind: fc.constantFrom('plain', 'limb'),
      limb: fc.constantFrom('arm', 'leg' as const),
      word: fc.integer({ min: 0, max: 4 }),
      side: fc.constantFrom('left', 'right', 'bilateral', 'none'),
      name: fc.constantFrom('PTSD', 'tinnitus', 'migraines', 'sleep apnea', 'back strain', 'scar'),
      format: fc.constantFrom('after', 'percent', 'before'),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (items) => {
        const expected: RatedDisability[] = [];
        const texts = items.map((it) => {
          const limbWord = limbWords[it.limb][it.word] as string;
          const words = it.kind === 'plain' ? it.name : `${it.side === 'none' ? '' : `${it.side} `}${limbWord}`;
          if (it.kind === 'plain') expected.push({ rating: it.rating });
          else if (it.side === 'bilateral') expected.push({ rating: it.rating, side: 'left', limb: it.limb }, { rating: it.rating, side: 'right', limb: it.limb });
          else expected.push({ rating: it.rating, ...(it.side === 'none' ? {} : { side: it.side }), limb: it.limb });
          return it.format === 'before' ? `${it.rating}% ${words}` : it.format === 'percent' ? `${words} ${it.rating}%` : `${words} ${it.rating}`;
        });
        const s = stated(texts.join(', ')).stated_ratings!;
        expect(s.ratings.map((r) => ({ rating: r.rating, ...(r.side === null ? {} : { side: r.side }), ...(r.limb === null ? {} : { limb: r.limb }) }))).toEqual(expected);
        const reference = combineRatings(expected, { asOf: AS_OF });
        expect(s.combined).toBe(reference.combined);
        expect(s.unrounded).toBe(reference.unrounded);
        expect(s.steps).toEqual(reference.steps);
      }),
      { numRuns: 150 },
    );
  });

  it('reads a structured JSON list the same as the words', () => {
    const json = stated('[{"condition":"PTSD","rating":50},{"condition":"tinnitus","rating":10},{"condition":"knee","side":"bilateral","rating":10}]');
    expect(json.stated_ratings!.combined).toBe(70);
    expect(json.stated_ratings!.steps).toEqual(stated('PTSD 50, tinnitus 10, knee left 10, knee right 10').stated_ratings!.steps);
  });

  it('reads conditions that all name a percentage as stated ratings, and only notes a list that is partly so', () => {
    const all = assessDisabilityClaim({ conditions: ['PTSD 50%', 'tinnitus 10%', 'left knee 10%', 'right knee 10%'] }, { asOf: AS_OF });
    expect(all.stated_ratings).toMatchObject({ from: 'conditions', combined: 70 });
    const some = assessDisabilityClaim({ conditions: ['PTSD 50%', 'tinnitus'] }, { asOf: AS_OF });
    expect(some.stated_ratings).toBeNull();
    expect(some.notes.some((n) => n.includes('send them in ratings'))).toBe(true);
    const odd = assessDisabilityClaim({ conditions: ['PTSD 55%', 'tinnitus 10%'] }, { asOf: AS_OF });
    expect(odd.stated_ratings).toBeNull();
  });

  it('combines stated ratings for US answers only, with a note elsewhere', () => {
    const uk = stated('PTSD 50, knee left 10', { conditions: ['PTSD'], country: 'UK' });
    expect(uk.stated_ratings).toBeNull();
    // Said plainly, with no US regulation in a UK answer (issue 22).
    expect(uk.notes.some((n) => n.includes('only for a US assessment') && n.includes('United Kingdom') && !/CFR|\bVA\b/.test(n))).toBe(true);
    expect(stated('PTSD 50', { country: 'Canada' }).summary).toMatch(/only for a US assessment, with the US combined-ratings table; Canada/);
  });

  it('rejects a rating not a multiple of 10 or over 100, naming the item', () => {
    const odd = thrown(() => stated('PTSD 50, knee 15'));
    expect([odd.code, odd.field]).toEqual(['invalid_value', 'ratings[1]']);
    expect(odd.message.startsWith('assessDisabilityClaim: ratings[1] ')).toBe(true);
    expect(thrown(() => stated('PTSD 110')).field).toBe('ratings[0]');
    expect(thrown(() => stated('[{"condition":"knee","rating":25}]')).field).toBe('ratings[0].rating');
    expect(thrown(() => assessDisabilityClaim({ conditions: [], ratings: 42 as unknown as string }, { asOf: AS_OF })).field).toBe('ratings');
  });

  describe('GET /api/vet/disability with ratings', () => {
    it('answers 200 with stated_ratings.combined 70 for the issue example', async () => {
      const out = await invokeEndpoint(vetDisability, { conditions: 'PTSD,tinnitus,knee', ratings: 'PTSD 50, tinnitus 10, knee left 10, knee right 10' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      expect((out.body as { stated_ratings: { combined: number } }).stated_ratings.combined).toBe(70);
    });

    it.each([
      ['PTSD 50, knee 15', 'ratings[1]'],
      ['PTSD 110', 'ratings[0]'],
      ['[{"rating":35}]', 'ratings[0].rating'],
    ])('answers 400 naming the field for %j', async (ratings, field) => {
      const out = await invokeEndpoint(vetDisability, { conditions: 'PTSD', ratings }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('reads bare ratings as meant (issue 22)', () => {
    it('combines "PTSD 50, tinnitus 10" exactly like "PTSD 50%, tinnitus 10%": 50 and 10 give 55, rounded to 60 (38 CFR 4.25 Table I)', () => {
      const bare = assessDisabilityClaim({ conditions: ['PTSD 50', 'tinnitus 10'] }, { asOf: '2026-11-25' });
      const percent = assessDisabilityClaim({ conditions: ['PTSD 50%', 'tinnitus 10%'] }, { asOf: '2026-11-25' });
      expect(bare.stated_ratings?.combined).toBe(60);
      expect(bare.stated_ratings?.unrounded).toBe(55);
      const strip = (r: typeof bare.stated_ratings) => ({ ...r!, ratings: r!.ratings.map(({ input: _input, ...rest }) => rest) });
      expect(strip(bare.stated_ratings)).toEqual(strip(percent.stated_ratings));
    });

    it('keeps numbers that are part of a name ("type 2 diabetes", "L5 radiculopathy") out of the ratings', () => {
      expect(assessDisabilityClaim({ conditions: ['type 2 diabetes', 'L5 radiculopathy'] }, { asOf: '2026-11-25' }).stated_ratings).toBeNull();
    });

    it('never says "1 ratings" or "1 conditions", and gives one combined rating, not a second estimated range', () => {
      const one = assessDisabilityClaim({ conditions: ['PTSD 50'] }, { asOf: '2026-11-25' });
      expect(one.summary).not.toMatch(/\b1 (ratings|conditions)\b/);
      expect(one.summary).toMatch(/^Your combined rating is the one rating you gave, 50%/);
      const many = assessDisabilityClaim({ conditions: ['PTSD 50', 'tinnitus 10', 'knee pain 10'] }, { asOf: '2026-11-25' });
      expect(many.summary).not.toMatch(/Likely combined rating/);
      expect(many.summary.match(/combine to \d+%/g)).toHaveLength(1);
    });
  });

});
