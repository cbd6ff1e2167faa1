import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeRegionCode, REGION_NAMES } from '../../../src/debt/_lib/normalizeRegionCode.js';
import { DEBT_COUNTRIES, type DebtCountry } from '../../../src/debt/debtCountries.js';
import { US_JURISDICTION_CODES } from '../../../src/debt/rules/limitationPeriodsUs.js';
import { AU_LIMITATION_PERIODS, CA_LIMITATION_PERIODS, UK_LIMITATION_PERIODS } from '../../../src/debt/rules/limitationPeriodsIntl.js';

/** Every (country, code, spelling) the table declares, the code itself included. */
const SPELLINGS: readonly (readonly [DebtCountry, string, string])[] = DEBT_COUNTRIES.flatMap((country) =>
  Object.entries(REGION_NAMES[country]).flatMap(([code, names]) => [code, ...names].map((name) => [country, code, name] as const)),
);

/** Rewrites a spelling the way people type it: random case per letter, and each space, `-` or `_` as a random run of them. */
const asTyped = (name: string) =>
  fc.tuple(
    fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }),
    fc.array(fc.constantFrom(' ', '  ', '-', '_', ' - ', '\t'), { minLength: name.length, maxLength: name.length }),
    fc.constantFrom('', ' ', '  ', '\t'),
    fc.constantFrom('', ' ', '\n'),
  ).map(([upper, separators, lead, trail]) =>
    lead + [...name].map((ch, i) => (/[\s_-]/.test(ch) ? separators[i] : upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('') + trail,
  );

describe('normalizeRegionCode', () => {
  it('maps every code and name in any casing and spacing to its code', () => {
    const entry = fc.constantFrom(...SPELLINGS).chain(([country, code, name]) => asTyped(name).map((typed) => ({ country, code, typed })));
    fc.assert(fc.property(entry, ({ country, code, typed }) => {
      expect(normalizeRegionCode(country, typed)).toBe(code);
    }), { numRuns: 1000 });
  });

  it('never maps a spelling of one country to a code of another region of that country', () => {
    for (const country of DEBT_COUNTRIES) {
      const seen = new Map<string, string>();
      for (const [c, code, name] of SPELLINGS.filter(([c]) => c === country)) {
        const key = name.toUpperCase().replace(/[\s_-]+/g, ' ');
        expect(seen.get(key) ?? code, `${c} ${name}`).toBe(code);
        seen.set(key, code);
      }
    }
  });

  it('knows exactly the regions the statute tables know', () => {
    expect(Object.keys(REGION_NAMES.US).sort()).toEqual([...US_JURISDICTION_CODES].sort());
    expect(Object.keys(REGION_NAMES.CA).sort()).toEqual(Object.keys(CA_LIMITATION_PERIODS).sort());
    expect(Object.keys(REGION_NAMES.AU).sort()).toEqual(Object.keys(AU_LIMITATION_PERIODS).sort());
    expect(Object.keys(REGION_NAMES.UK).sort()).toEqual(Object.keys(UK_LIMITATION_PERIODS).sort());
  });

  it('reads the spellings people use for Australian states, Canadian provinces and UK nations', () => {
    const examples: [DebtCountry, string, string][] = [
      ['AU', 'NSW', 'NSW'], ['AU', 'new south wales', 'NSW'], ['AU', 'Vic', 'VIC'], ['AU', 'VICTORIA', 'VIC'], ['AU', 'Qld', 'QLD'],
      ['AU', 'Queensland', 'QLD'], ['AU', 'tas', 'TAS'], ['AU', 'Western Australia', 'WA'], ['AU', 'A.C.T.', 'ACT'], ['AU', 'AU-NSW', 'NSW'],
      ['CA', 'ON', 'ON'], ['CA', 'ontario', 'ON'], ['CA', 'B.C.', 'BC'], ['CA', 'British Columbia', 'BC'], ['CA', 'Québec', 'QC'],
      ['CA', 'quebec', 'QC'], ['CA', 'QUÉBEC', 'QC'], ['CA', 'Newfoundland & Labrador', 'NL'], ['CA', 'P.E.I.', 'PE'],
      ['CA', 'Île-du-Prince-Édouard', 'PE'], ['CA', 'Nouvelle-Écosse', 'NS'], ['CA', 'CA-ON', 'ON'],
      ['UK', 'Northern Ireland', 'NIR'], ['UK', 'northern_ireland', 'NIR'], ['UK', 'NI', 'NIR'], ['UK', 'England & Wales', 'ENG'], ['UK', 'GB-SCT', 'SCT'],
      ['US', 'ny', 'NY'], ['US', 'New York', 'NY'], ['US', 'Washington, D.C.', 'DC'], ['US', 'US-TX', 'TX'],
    ];
    for (const [country, text, code] of examples) expect(normalizeRegionCode(country, text), `${country} ${text}`).toBe(code);
  });

  it('answers undefined for a region of another country or no region at all', () => {
    const misses: [DebtCountry, string][] = [['AU', 'Ontario'], ['CA', 'NSW'], ['UK', 'Texas'], ['US', 'Puerto Rico'], ['US', ''], ['CA', 'CA'], ['AU', 'New South']];
    for (const [country, text] of misses) expect(normalizeRegionCode(country, text), `${country} ${text}`).toBeUndefined();
  });

  it('keeps WA apart by country: Washington in the US, Western Australia in AU', () => {
    expect(normalizeRegionCode('US', 'wa')).toBe('WA');
    expect(normalizeRegionCode('AU', 'wa')).toBe('WA');
    expect(normalizeRegionCode('AU', 'Washington')).toBeUndefined();
    expect(normalizeRegionCode('US', 'Western Australia')).toBeUndefined();
  });
});
