import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetDiscounts } from '../../src/catalog/vet/discounts.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { listVeteranDiscounts } from '../../src/vet/listVeteranDiscounts.js';

const AS_OF = '2026-03-01';
const CATEGORIES = ['travel', 'retail', 'dining', 'recreation'] as const;

describe('listVeteranDiscounts', () => {
  it('lists free national park entry for veterans from 2020-11-11, not before', () => {
    // NPS/DOI release, Veterans Day 2020 (Seattle Times, 2020-11-10).
    const ids = (asOf: string) => listVeteranDiscounts({ category: 'recreation' }, { asOf }).discounts.map((d) => d.id);
    expect(ids('2020-11-11')).toContain('us.doi.veterans_free_access');
    expect(ids('2020-11-10')).not.toContain('us.doi.veterans_free_access');
  });

  it('lists the UK Veterans Railcard from Armistice Day 2020', () => {
    const travel = listVeteranDiscounts({ category: 'travel', country: 'UK' }, { asOf: AS_OF }).discounts;
    expect(travel.map((d) => d.name)).toContain('Veterans Railcard');
    expect(listVeteranDiscounts({ category: 'travel', country: 'UK' }, { asOf: '2020-11-10' }).discounts).toEqual([]);
  });

  it('checks Space-A against the rating: not at 90%, undecided (P&T) at 100%', () => {
    const spaceA = (rating: number) => listVeteranDiscounts({ category: 'travel', disability_rating: rating }, { asOf: AS_OF }).discounts.find((d) => d.id === 'us.dod.space_a_100_pt')!;
    expect(spaceA(90).eligible).toBe(false);
    expect(spaceA(100).eligible).toBeNull();
    expect(spaceA(100).requirement).toMatch(/P&T/);
  });

  it('opens commissary access to any service-connected rating, 0% included', () => {
    const d = listVeteranDiscounts({ category: 'retail', disability_rating: 0 }, { asOf: AS_OF }).discounts.find((x) => x.id === 'us.dod.commissary_exchange_access')!;
    expect(d.eligible).toBe(true);
  });

  it('marks every private offer as subject to change (property over categories and countries)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORIES), fc.constantFrom('US', 'UK', 'Canada', 'Australia', 'NewZealand', 'Germany'), (category, country) => {
        const r = listVeteranDiscounts({ category, country }, { asOf: AS_OF });
        for (const d of r.discounts) {
          expect(d.category).toBe(category);
          if (d.kind === 'private') expect(d.subject_to_change).toBe(true);
          if (d.verified === null) expect(r.unverified_rules).toContain(d.id);
        }
      }),
    );
  });

  it('rejects an unknown category, listing the allowed values', () => {
    let error: unknown;
    try {
      listVeteranDiscounts({ category: 'groceries' }, { asOf: AS_OF });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GuidekitError);
    expect((error as GuidekitError).field).toBe('category');
    expect((error as GuidekitError).message).toMatch(/travel, retail, dining, recreation/);
  });

  it('says New Zealand has no national veteran discount scheme and applies nothing to an unmapped country', () => {
    expect(listVeteranDiscounts({ country: 'NewZealand' }, { asOf: AS_OF }).notes[0]).toMatch(/no national discount scheme/);
    const fr = listVeteranDiscounts({ country: 'France' }, { asOf: AS_OF });
    expect(fr.discounts).toEqual([]);
    expect(fr.country_scope.mapped).toBe(false);
  });

  it('writes Spanish text', () => {
    expect(listVeteranDiscounts({ country: 'Germany' }, { asOf: AS_OF, lang: 'es' }).discounts[0]!.description).toMatch(/Alemania no tiene/);
  });

  describe('endpoint /api/vet/discounts', () => {
    it('answers 200 with discounts of the category', async () => {
      const out = await invokeEndpoint(vetDiscounts, { category: 'Recreation', disability_rating: '20' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { discounts: { category: string }[]; country_scope: { country: string }; next_calls: string[] };
      expect(body.discounts.length).toBeGreaterThan(0);
      expect(body.discounts.every((d) => d.category === 'recreation')).toBe(true);
      expect(body.next_calls).toEqual(['/api/vet/disability']);
    });

    it('answers 400 naming category and listing the allowed values', async () => {
      const out = await invokeEndpoint(vetDiscounts, { category: 'groceries' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['category']);
      expect(JSON.stringify(out.body)).toMatch(/travel, retail, dining, recreation/);
    });
  });
});
