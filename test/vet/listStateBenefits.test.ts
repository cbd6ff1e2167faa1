import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetStateBenefits } from '../../src/catalog/vet/stateBenefits.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { US_JURISDICTION_CODES } from '../../src/debt/rules/limitationPeriodsUs.js';
import { listStateBenefits, type ListStateBenefitsResult, type StateBenefitItem } from '../../src/vet/listStateBenefits.js';
import { US_STATE_BENEFIT_CODES } from '../../src/vet/rules/stateBenefits.js';

const AS_OF = '2026-03-01';
const SEVEN = ['property_tax', 'tuition', 'employment_preference', 'motor_vehicle', 'hunting_fishing', 'burial', 'veterans_home'];

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

const items = (r: ListStateBenefitsResult): StateBenefitItem[] => [...r.categories.flatMap((c) => c.benefits), ...r.other_programs];
const byLaw = (r: ListStateBenefitsResult, law: string): StateBenefitItem => {
  const found = items(r).find((i) => i.law?.includes(law));
  if (found === undefined) throw new Error(`no benefit citing ${law}`);
  return found;
};

describe('listStateBenefits', () => {
  describe('coverage of the 50 states and DC', () => {
    it('covers exactly the 50 states and DC (the same 51 codes as the limitation-period table)', () => {
      expect([...US_STATE_BENEFIT_CODES]).toEqual([...US_JURISDICTION_CODES]);
      expect(US_STATE_BENEFIT_CODES).toHaveLength(51);
    });

    it.each([...US_JURISDICTION_CODES])('%s returns all seven categories, each benefit with a source', (code) => {
      const r = listStateBenefits({ state: code }, { asOf: AS_OF });
      expect(r.categories.map((c) => c.category)).toEqual(SEVEN);
      for (const c of r.categories) {
        expect(c.benefits.length).toBeGreaterThan(0);
        for (const b of c.benefits) {
          expect(b.source).toMatch(/^https:\/\/\S+$/);
          expect(b.verified).toBeNull();
          expect(b.description.length).toBeGreaterThan(0);
        }
      }
      expect(r.jurisdiction?.code).toBe(code);
      expect(r.unverified_rules).toEqual([`us.state_benefits.${code.toLowerCase()}`]);
      expect(r.next_calls).toEqual(['/api/vet/disability']);
      expect(r.disclaimer).toMatch(/not an official determination/);
    });
  });

  describe('rating thresholds', () => {
    it('TX at 100%: the Tax Code § 11.131 full homestead exemption likely applies (100% or individual unemployability)', () => {
      const b = byLaw(listStateBenefits({ state: 'TX', disability_rating: 100 }, { asOf: AS_OF }), '11.131');
      expect(b.kind).toBe('full');
      expect(b.eligibility).toBe('likely_qualifies');
      expect(b.threshold).toEqual({ min_rating: 100, permanent_and_total: false });
    });

    it('TX at 30%: § 11.131 is not at this rating; § 11.22 applies with the USD 7,500 tier (30–49%, Tex. Tax Code § 11.22(a))', () => {
      const r = listStateBenefits({ state: 'Texas', disability_rating: 30 }, { asOf: AS_OF });
      expect(byLaw(r, '11.131').eligibility).toBe('not_at_this_rating');
      const partial = byLaw(r, '11.22');
      expect(partial.eligibility).toBe('likely_qualifies');
      expect(partial.amount_at_rating?.toString()).toBe('7500');
    });

    it('FL at 100%: § 196.081 also needs permanent and total; § 196.24 gives USD 5,000 from 10%', () => {
      const r = listStateBenefits({ state: 'florida', disability_rating: 100 }, { asOf: AS_OF });
      expect(byLaw(r, '196.081').eligibility).toBe('qualifies_if_permanent_and_total');
      expect(byLaw(r, '196.24').figures?.exemption_amount?.toString()).toBe('5000');
    });

    it('IL at 50%: 35 ILCS 200/15-169 gives USD 5,000 at 50–69% and full exemption only from 70%', () => {
      const r = listStateBenefits({ state: 'IL', disability_rating: 50 }, { asOf: AS_OF });
      const rows = items(r).filter((i) => i.law === '35 ILCS 200/15-169');
      expect(rows.find((i) => i.kind === 'full')?.eligibility).toBe('not_at_this_rating');
      expect(rows.find((i) => i.kind === 'partial')?.amount_at_rating?.toString()).toBe('5000');
    });

    it('a low rating marks rating-gated benefits not_at_this_rating with their threshold and drops none', () => {
      for (const code of US_STATE_BENEFIT_CODES) {
        const low = listStateBenefits({ state: code, disability_rating: 0 }, { asOf: AS_OF });
        const unrated = listStateBenefits({ state: code }, { asOf: AS_OF });
        expect(items(low)).toHaveLength(items(unrated).length);
        for (const b of items(low).filter((i) => i.threshold !== null && i.threshold.min_rating > 0)) {
          expect(b.eligibility).toBe('not_at_this_rating');
          expect(b.eligibility_detail).toContain(`${b.threshold?.min_rating}%`);
        }
      }
      const tx = listStateBenefits({ state: 'TX', disability_rating: 10 }, { asOf: AS_OF });
      expect(tx.eligibility_counts.not_at_this_rating).toBeGreaterThan(0);
    });

    it('without a rating, gated benefits say rating_not_given', () => {
      expect(byLaw(listStateBenefits({ state: 'TX' }, { asOf: AS_OF }), '11.131').eligibility).toBe('rating_not_given');
    });

    it('property: the mark follows the threshold, the list never depends on the rating, and a higher rating never loses a benefit', () => {
      fc.assert(
        fc.property(fc.constantFrom(...US_STATE_BENEFIT_CODES), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (code, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const rLo = items(listStateBenefits({ state: code, disability_rating: lo }, { asOf: AS_OF }));
          const rHi = items(listStateBenefits({ state: code, disability_rating: hi }, { asOf: AS_OF }));
          expect(rLo.map((i) => i.name)).toEqual(rHi.map((i) => i.name));
          rLo.forEach((item, k) => {
            if (item.threshold === null) return;
            expect(item.eligibility === 'not_at_this_rating').toBe(lo < item.threshold.min_rating);
            if (item.eligibility !== 'not_at_this_rating') expect(rHi[k]?.eligibility).not.toBe('not_at_this_rating');
          });
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('dated amounts', () => {
    it('California § 205.5 uses the amounts of the lien year (BOE: 2024 basic USD 169,769; 2025 basic USD 175,298)', () => {
      const y2024 = byLaw(listStateBenefits({ state: 'CA', disability_rating: 100 }, { asOf: '2024-06-01' }), '205.5');
      const y2025 = byLaw(listStateBenefits({ state: 'CA', disability_rating: 100 }, { asOf: '2025-06-01' }), '205.5');
      expect(y2024.figures?.basic_exemption?.toString()).toBe('169769');
      expect(y2025.figures?.basic_exemption?.toString()).toBe('175298');
      expect(y2025.figures?.low_income_exemption?.toString()).toBe('262950');
    });

    it('California § 205.5 for 2026: basic USD 180,671, low-income USD 271,009, household limit USD 81,131; 2025 kept', () => {
      // 2026 amounts as the issue and a third-party 2026 table (valoannetwork.com) give them; each is the 2025 amount
      // compounded by one inflation factor (§ 205.5(h)), so the three ratios agree.
      const y2026 = byLaw(listStateBenefits({ state: 'CA', disability_rating: 100 }, { asOf: '2026-01-01' }), '205.5');
      expect(Object.fromEntries(Object.entries(y2026.figures!).map(([k, v]) => [k, v.toString()]))).toEqual({
        basic_exemption: '180671', low_income_exemption: '271009', low_income_household_limit: '81131',
      });
      const y2025 = byLaw(listStateBenefits({ state: 'CA', disability_rating: 100 }, { asOf: '2025-12-31' }), '205.5');
      expect(y2025.figures?.basic_exemption?.toString()).toBe('175298');
      // One inflation factor (3.065%) carries every 2025 figure to its 2026 figure, rounded to the dollar.
      for (const k of ['basic_exemption', 'low_income_exemption', 'low_income_household_limit'] as const) {
        expect(y2025.figures![k]!.times('1.03065').toDecimalPlaces(0).toString(), k).toBe(y2026.figures![k]!.toString());
      }
    });

    it('reports California as stale in 2027 with no 2027 amounts recorded, and current through 2026-12-31', () => {
      const current = listStateBenefits({ state: 'CA', disability_rating: 100 }, { asOf: '2026-12-31' });
      expect(current.stale_rules).toEqual([]);
      const late = listStateBenefits({ state: 'CA', disability_rating: 100 }, { asOf: '2027-01-01' });
      expect(late.stale_rules).toEqual(['us.state_benefits.ca']);
      expect(late.stale_note).toContain('us.state_benefits.ca (2026-01-01 → 2027-01-01)');
      expect(late.notes.some((n) => n.includes('re-sets them every year') && n.includes('2027-01-01'))).toBe(true);
      expect(listStateBenefits({ state: 'CA' }, { asOf: '2027-01-01', lang: 'es' }).stale_note).toMatch(/^Desactualizado/);
    });

    it.each([
      // Georgia DOR amounts as quoted by appealwatch.com: 2025 USD 121,812; 2026 USD 126,526 (O.C.G.A. § 48-5-48).
      ['GA', '48-5-48', '2025-06-01', 'exemption_amount', '121812'],
      ['GA', '48-5-48', '2026-06-01', 'exemption_amount', '126526'],
      // Arizona Senate fact sheet (azleg.gov): TY 2025 exemption USD 4,476, assessment limit USD 31,347.
      ['AZ', '42-11111', '2025-06-01', 'max_exemption_assessed_value', '4476'],
      ['AZ', '42-11111', '2026-06-01', 'total_assessment_limit', '36865'],
      // Oregon DOR form 150-310-676 (rev. 12-19-23): USD 25,537 / USD 30,646 for 2024-25.
      ['OR', '307.250', '2024-07-01', 'exempt_assessed_value_service_connected', '30646'],
      // New Mexico 2025 HB 47: veteran exemption USD 10,000 for tax year 2025 (USD 4,000 through 2024).
      ['NM', '7-37-5', '2024-12-31', 'exempt_taxable_value', '4000'],
      ['NM', '7-37-5', '2025-01-01', 'exempt_taxable_value', '10000'],
      // Wood County auditor: Ohio enhanced homestead exemption USD 56,000 of market value for tax year 2024.
      ['OH', '323.152', '2024-06-01', 'exempt_market_value', '56000'],
    ])('%s (%s) on %s: %s is %s', (state, law, asOf, figure, amount) => {
      const item = items(listStateBenefits({ state }, { asOf })).find((i) => i.law?.includes(law) && i.figures?.[figure] !== undefined);
      expect(item?.figures?.[figure]?.toString()).toBe(amount);
    });

    it('New Mexico exempts disabled veterans below 100% in proportion to the rating from 2025 (2024 amendment 1)', () => {
      const before = listStateBenefits({ state: 'NM', disability_rating: 50 }, { asOf: '2024-12-31' }).categories[0]!.benefits;
      const after = listStateBenefits({ state: 'NM', disability_rating: 50 }, { asOf: '2025-01-01' }).categories[0]!.benefits;
      expect(before.some((b) => b.threshold?.min_rating === 10)).toBe(false);
      expect(after.find((b) => b.name.includes('proportion'))?.eligibility).toBe('likely_qualifies');
    });

    it.each([
      // Indexed every year with a newer figure not recorded here: the answer says the figures may be out of date.
      ['OR', '2025-07-01'],
      ['OH', '2025-01-01'],
      ['NM', '2026-01-01'],
      ['GA', '2027-01-01'],
      ['AZ', '2027-01-01'],
    ])('%s is reported stale from %s', (state, asOf) => {
      expect(listStateBenefits({ state }, { asOf }).stale_rules).toEqual([`us.state_benefits.${state.toLowerCase()}`]);
    });

    it.each([['TX'], ['FL'], ['VA'], ['MN'], ['NJ'], ['MD'], ['MI']])('%s (amounts fixed by statute, or full exemption) never goes stale by age', (state) => {
      expect(listStateBenefits({ state }, { asOf: '2030-01-01' }).stale_rules).toEqual([]);
    });

    it('refuses an asOf before the first encoded version', () => {
      expect(thrown(() => listStateBenefits({ state: 'TX' }, { asOf: '2023-12-31' })).code).toBe('out_of_range');
    });
  });

  describe('country and region', () => {
    it.each([
      ['Ontario', 'Canada', 'ON'],
      ['NSW', 'Australia', 'NSW'],
      ['Bavaria', 'Germany', 'BY'],
      ['Bayern', 'Germany', 'BY'],
      ['Scotland', 'UK', 'SCT'],
      ['TX', 'US', 'TX'],
      ['district of columbia', 'US', 'DC'],
      ['Washington DC', 'US', 'DC'],
    ])('infers the country from %s', (state, country, code) => {
      const r = listStateBenefits({ state }, { asOf: AS_OF });
      expect(r.country_scope.country).toBe(country);
      expect(r.country_scope.basis).toBe('inferred_from_region');
      expect(r.jurisdiction?.code).toBe(code);
      expect(r.categories.map((c) => c.category)).toEqual(SEVEN);
    });

    it('reads the ambiguous WA as Washington state, flagged as assumed', () => {
      const r = listStateBenefits({ state: 'WA' }, { asOf: AS_OF });
      expect(r.jurisdiction?.name).toBe('Washington');
      expect(r.country_scope.assumed).toBe(true);
    });

    it('uses the region of a given country (Canada + ON: Veteran licence plates; Australia + WA: Western Australia)', () => {
      const on = listStateBenefits({ state: 'ON', country: 'Canada' }, { asOf: AS_OF });
      expect(on.categories.find((c) => c.category === 'motor_vehicle')?.benefits[0]?.name).toBe('Veteran licence plates');
      expect(listStateBenefits({ state: 'WA', country: 'Australia' }, { asOf: AS_OF }).jurisdiction?.name).toBe('Western Australia');
    });

    it('says plainly that German support is federal and that New Zealand has no sub-national programs', () => {
      expect(listStateBenefits({ state: 'Hessen' }, { asOf: AS_OF }).notes.join(' ')).toMatch(/federal.*Veteranenbüro/);
      expect(listStateBenefits({ state: 'Otago', country: 'NZ' }, { asOf: AS_OF }).notes.join(' ')).toMatch(/no sub-national/);
    });

    it('names the Armed Forces Covenant and the Scottish Veterans Commissioner for Scotland', () => {
      const names = listStateBenefits({ state: 'Scotland', country: 'UK' }, { asOf: AS_OF }).other_programs.map((p) => p.name).join(' | ');
      expect(names).toMatch(/Armed Forces Covenant/);
      expect(names).toMatch(/Scottish Veterans Commissioner/);
    });

    it('answers an unmapped country without US rules', () => {
      const r = listStateBenefits({ state: 'Bretagne', country: 'France' }, { asOf: AS_OF });
      expect(r.country_scope.mapped).toBe(false);
      expect(r.categories).toEqual([]);
      expect(r.rules_applied).toEqual([]);
    });

    it('writes Spanish text', () => {
      const r = listStateBenefits({ state: 'TX', disability_rating: 100 }, { asOf: AS_OF, lang: 'es' });
      expect(r.categories[0]?.title).toMatch(/impuesto a la propiedad/);
      expect(byLaw(r, '11.131').eligibility_detail).toMatch(/calificación/);
    });
  });

  describe('bad arguments', () => {
    it('rejects an unknown US state and lists the allowed codes', () => {
      const e = thrown(() => listStateBenefits({ state: 'Narnia' }, { asOf: AS_OF }));
      expect(e.code).toBe('invalid_state');
      expect(e.field).toBe('state');
      expect(e.message).toMatch(/^listStateBenefits: /);
      expect(e.message).toContain('TX');
      expect(e.message).toContain('WY');
    });

    it('rejects a region that does not belong to the given country, listing that country’s regions', () => {
      const e = thrown(() => listStateBenefits({ state: 'Texas', country: 'Canada' }, { asOf: AS_OF }));
      expect(e.field).toBe('state');
      expect(e.message).toContain('ON (Ontario)');
      expect(thrown(() => listStateBenefits({ state: 'Ontario', country: 'US' }, { asOf: AS_OF })).code).toBe('invalid_state');
    });

    it('rejects a rating outside 0–100 or not whole', () => {
      expect(thrown(() => listStateBenefits({ state: 'TX', disability_rating: 101 })).code).toBe('too_big');
      expect(thrown(() => listStateBenefits({ state: 'TX', disability_rating: -1 })).code).toBe('too_small');
      expect(thrown(() => listStateBenefits({ state: 'TX', disability_rating: 33.5 })).field).toBe('disability_rating');
      expect(thrown(() => listStateBenefits({ state: '' })).field).toBe('state');
    });

    it('does not mutate its input', () => {
      const input = Object.freeze({ state: 'TX', disability_rating: 70, country: 'US' });
      expect(() => listStateBenefits(input, { asOf: AS_OF })).not.toThrow();
      expect(input).toEqual({ state: 'TX', disability_rating: 70, country: 'US' });
    });
  });

  describe('catalog endpoint', () => {
    it('answers 200 through invokeEndpoint with the TX 100% exemption', async () => {
      const out = await invokeEndpoint(vetStateBenefits, { state: 'TX', disability_rating: '100' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as ListStateBenefitsResult;
      expect(body.country_scope.country).toBe('US');
      expect(byLaw(body, '11.131').eligibility).toBe('likely_qualifies');
      expect(body.next_calls).toEqual(['/api/vet/disability']);
    });

    it('answers 400 naming state for an unknown state, with the allowed codes', async () => {
      const out = await invokeEndpoint(vetStateBenefits, { state: 'Atlantis' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      const errors = (out.body as { errors: { field: string; detail: string }[] }).errors;
      expect(errors.map((e) => e.field)).toEqual(['state']);
      expect(errors[0]?.detail).toContain('CA, CO, CT, DC');
    });

    it('answers 400 naming disability_rating and a missing state', async () => {
      const bad = await invokeEndpoint(vetStateBenefits, { state: 'TX', disability_rating: '150' }, { asOf: AS_OF });
      expect(bad.status).toBe(400);
      expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['disability_rating']);
      const missing = await invokeEndpoint(vetStateBenefits, {}, { asOf: AS_OF });
      expect(missing.status).toBe(400);
      expect((missing.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['state']);
    });
  });
});
