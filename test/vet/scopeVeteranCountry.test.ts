import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { scopeVeteranCountry } from '../../src/vet/scopeVeteranCountry.js';
import { VET_COUNTRY_SYSTEMS } from '../../src/vet/rules/vetCountries.js';
import { ABROAD_RULES } from '../../src/vet/rules/abroadRules.js';
import { COUNTRY_SCHEMES } from '../../src/vet/rules/countrySchemes.js';

// Spec 001_5584a1362f189380.txt, "What the service does": named systems US, UK, Canada, Australia, New Zealand,
// Germany; any other country gets a best-effort answer and never US rules; an omitted country is inferred from a
// recognized region, else the answer is US-anchored with a note asking for a country.
describe('scopeVeteranCountry', () => {
  it('maps each spec country value and common aliases, whatever the case', () => {
    const cases: [string, string][] = [
      ['US', 'US'], ['usa', 'US'], ['United States', 'US'], ['UK', 'UK'], ['united kingdom', 'UK'], ['Scotland', 'UK'],
      ['Canada', 'Canada'], ['australia', 'Australia'], ['NewZealand', 'NewZealand'], ['New Zealand', 'NewZealand'], ['nz', 'NewZealand'],
      ['Germany', 'Germany'], ['Deutschland', 'Germany'],
    ];
    for (const [given, key] of cases) {
      const scope = scopeVeteranCountry(given).country_scope;
      expect(scope, given).toMatchObject({ country: key, mapped: true, assumed: false, basis: 'given', note: null });
    }
  });

  it('infers Canada from a province when country is omitted', () => {
    const result = scopeVeteranCountry(undefined, { state: 'Ontario' });
    expect(result.country_scope).toMatchObject({ country: 'Canada', mapped: true, assumed: false, basis: 'inferred_from_region', region: 'Ontario' });
    expect(result.disclaimer).toMatch(/Veterans Affairs Canada/);
    expect(result.currency).toBe('CAD');
  });

  it('infers Australia from NSW, the US from TX and Germany from Bayern', () => {
    expect(scopeVeteranCountry(undefined, { state: 'NSW' }).country_scope.country).toBe('Australia');
    expect(scopeVeteranCountry(undefined, { state: 'tx' }).country_scope).toMatchObject({ country: 'US', assumed: false });
    expect(scopeVeteranCountry(undefined, { state: 'Bayern' }).country_scope.country).toBe('Germany');
  });

  it('anchors on the US with a note asking for a country when nothing identifies one', () => {
    const scope = scopeVeteranCountry(undefined).country_scope;
    expect(scope).toMatchObject({ country: 'US', mapped: true, assumed: true, basis: 'default_us' });
    expect(scope.note).toMatch(/country/);
  });

  it('does not guess between countries for a region code two countries share', () => {
    const scope = scopeVeteranCountry(undefined, { state: 'WA' }).country_scope;
    expect(scope).toMatchObject({ country: 'US', assumed: true });
    expect(scope.note).toMatch(/Australia/);
  });

  it('answers France on a best-effort basis, saying no program is mapped and without US rules', () => {
    const result = scopeVeteranCountry('France');
    expect(result.country_scope).toMatchObject({ country: 'France', mapped: false, assumed: false, authority: null });
    expect(result.country_scope.note).toMatch(/No veterans-benefits program is mapped for France/);
    expect(result.country_scope.note).toMatch(/US rules were not applied/);
    expect(result.key).toBeNull();
    expect(result.programs).toBeNull();
    expect(result.disclaimer).not.toMatch(/VA|Veterans Affairs \(VA\)/);
  });

  it('names the accredited help of each mapped country in the disclaimer', () => {
    expect(scopeVeteranCountry('US').disclaimer).toMatch(/accredited/);
    expect(scopeVeteranCountry('UK').disclaimer).toMatch(/Royal British Legion/);
    expect(scopeVeteranCountry('Australia').disclaimer).toMatch(/ESO/);
    expect(scopeVeteranCountry('NewZealand').disclaimer).toMatch(/Veterans' Affairs New Zealand/);
    expect(scopeVeteranCountry('Germany').disclaimer).toMatch(/Versorgungsamt/);
    for (const s of VET_COUNTRY_SYSTEMS) expect(scopeVeteranCountry(s.key).disclaimer).toMatch(/not an official determination/);
  });

  it('keeps a given country over a region of another country', () => {
    const scope = scopeVeteranCountry('UK', { state: 'Ontario' }).country_scope;
    expect(scope.country).toBe('UK');
    expect(scope.note).toMatch(/Ontario/);
  });

  it('writes Spanish text when asked', () => {
    expect(scopeVeteranCountry('Francia', { lang: 'es' }).disclaimer).toMatch(/no una decisión oficial/);
  });

  it('rejects a country that is not a string, naming the field', () => {
    try {
      scopeVeteranCountry(42 as unknown as string);
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(GuidekitError);
      expect((error as GuidekitError).field).toBe('country');
    }
  });

  it('never applies US rules to a country name that is not a US alias (property)', () => {
    const usAliases = new Set(VET_COUNTRY_SYSTEMS.find((s) => s.key === 'US')?.aliases);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        const compact = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
        fc.pre(name.trim() !== '' && !usAliases.has(compact));
        const result = scopeVeteranCountry(name);
        expect(result.key).not.toBe('US');
        expect(result.country_scope.assumed).toBe(false);
      }),
    );
  });
});

describe('scopeVeteranCountry', () => {
  describe("the issue's country programs", () => {
    it('names AFCS tariff levels, the Guaranteed Income Payment and the War Pensions Scheme for the UK', () => {
      const p = scopeVeteranCountry('UK').programs;
      expect(p?.disability).toMatch(/tariff levels 1 to 15/);
      expect(p?.disability).toMatch(/War Pensions Scheme/);
      expect(p?.unemployability).toMatch(/Guaranteed Income Payment/);
    });

    it('names PSC and IRB (Canada), MRCA, VEA and DRCA (Australia), the 2014 Act (New Zealand) and the SEG from 2025 (Germany)', () => {
      expect(scopeVeteranCountry('Canada').programs?.disability).toMatch(/Pain and Suffering Compensation/);
      expect(scopeVeteranCountry('Canada').programs?.unemployability).toMatch(/Income Replacement Benefit/);
      expect(scopeVeteranCountry('Australia').programs?.disability).toMatch(/MRCA.*VEA.*DRCA/);
      expect(scopeVeteranCountry('NewZealand').programs?.disability).toMatch(/Veterans' Support Act 2014/);
      expect(scopeVeteranCountry('Germany').programs?.disability).toMatch(/Soldatenentschädigungsgesetz \(SEG, in force since 1 January 2025/);
      expect(scopeVeteranCountry('Germany', { lang: 'es' }).programs?.disability).toMatch(/vigente desde el 1 de enero de 2025/);
    });

    it('gives every scheme and abroad row a source, an ISO effective date and a verified date or null', () => {
      const tables = [...COUNTRY_SCHEMES, ...Object.values(ABROAD_RULES).flat()];
      for (const table of tables) {
        for (const v of table.versions) {
          expect(v.source.length, table.id).toBeGreaterThan(0);
          expect(v.effective, table.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          if (v.verified !== null) expect(v.verified, table.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
      expect(new Set(tables.map((t) => t.id)).size).toBe(tables.length);
    });

    it('covers each of the five abroad topics for every mapped country', () => {
      for (const [country, rows] of Object.entries(ABROAD_RULES)) {
        for (const topic of ['disability', 'pension', 'tdiu', 'healthcare', 'caregiver'] as const) {
          expect(rows.some((r) => r.versions.some((v) => v.value.topics.includes(topic) && v.value.status !== null)), `${country} ${topic}`).toBe(true);
        }
      }
    });
  });
});
