import type { DebtCountry } from '../debtCountries.js';

/**
 * The regions the debt engines know, by country: each code with the names people write for it (English, and French
 * for Canada). Codes are US postal codes, Canadian postal abbreviations, Australian state abbreviations and the
 * ISO 3166-2:GB nation codes. Every entry also accepts the code itself.
 */
export const REGION_NAMES: Readonly<Record<DebtCountry, Readonly<Record<string, readonly string[]>>>> = {
  US: {
    AL: ['Alabama'], AK: ['Alaska'], AZ: ['Arizona'], AR: ['Arkansas'], CA: ['California'], CO: ['Colorado'],
    CT: ['Connecticut'], DE: ['Delaware'], DC: ['District of Columbia', 'Washington DC', 'Washington, D.C.'],
    FL: ['Florida'], GA: ['Georgia'], HI: ['Hawaii', 'Hawaiʻi'], ID: ['Idaho'], IL: ['Illinois'], IN: ['Indiana'],
    IA: ['Iowa'], KS: ['Kansas'], KY: ['Kentucky'], LA: ['Louisiana'], ME: ['Maine'], MD: ['Maryland'],
    MA: ['Massachusetts'], MI: ['Michigan'], MN: ['Minnesota'], MS: ['Mississippi'], MO: ['Missouri'], MT: ['Montana'],
    NE: ['Nebraska'], NV: ['Nevada'], NH: ['New Hampshire'], NJ: ['New Jersey'], NM: ['New Mexico'], NY: ['New York'],
    NC: ['North Carolina'], ND: ['North Dakota'], OH: ['Ohio'], OK: ['Oklahoma'], OR: ['Oregon'], PA: ['Pennsylvania'],
    RI: ['Rhode Island'], SC: ['South Carolina'], SD: ['South Dakota'], TN: ['Tennessee'], TX: ['Texas'], UT: ['Utah'],
    VT: ['Vermont'], VA: ['Virginia'], WA: ['Washington'], WV: ['West Virginia'], WI: ['Wisconsin'], WY: ['Wyoming'],
  },
  CA: {
    AB: ['Alberta'],
    BC: ['British Columbia', 'Colombie-Britannique'],
    MB: ['Manitoba'],
    NB: ['New Brunswick', 'Nouveau-Brunswick'],
    NL: ['Newfoundland and Labrador', 'Newfoundland', 'Terre-Neuve-et-Labrador', 'NF'],
    NS: ['Nova Scotia', 'Nouvelle-Écosse'],
    NT: ['Northwest Territories', 'NWT', 'Territoires du Nord-Ouest'],
    NU: ['Nunavut'],
    ON: ['Ontario'],
    PE: ['Prince Edward Island', 'PEI', 'Île-du-Prince-Édouard'],
    QC: ['Quebec', 'Québec', 'PQ'],
    SK: ['Saskatchewan'],
    YT: ['Yukon', 'Yukon Territory', 'YK'],
  },
  AU: {
    ACT: ['Australian Capital Territory'],
    NSW: ['New South Wales'],
    NT: ['Northern Territory'],
    QLD: ['Queensland'],
    SA: ['South Australia'],
    TAS: ['Tasmania'],
    VIC: ['Victoria'],
    WA: ['Western Australia'],
  },
  UK: {
    ENG: ['England', 'England and Wales'],
    WLS: ['Wales', 'Cymru'],
    SCT: ['Scotland'],
    NIR: ['Northern Ireland', 'NI'],
  },
};

/** Writes a region as a lookup key: accents, case, dots and apostrophes dropped, `&` as AND, runs of spaces, `_` and `-` as one space. */
function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[.'’ʻ,]/g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

const LOOKUP: Readonly<Record<DebtCountry, ReadonlyMap<string, string>>> = Object.fromEntries(
  (Object.entries(REGION_NAMES) as [DebtCountry, Readonly<Record<string, readonly string[]>>][]).map(([country, regions]) => [
    country,
    new Map(Object.entries(regions).flatMap(([code, names]) => [code, ...names].map((name) => [keyOf(name), code] as const))),
  ]),
) as unknown as Record<DebtCountry, ReadonlyMap<string, string>>;

/**
 * Reads a state, province, territory or UK nation as users write it (`nsw`, `New South Wales`, ` québec `, `ON`,
 * `British_Columbia`, `northern ireland`, `AU-NSW`) and returns its code for the country (`NSW`, `QC`, `ON`, `BC`,
 * `NIR`). Case, accents, dots, apostrophes, spaces, `_` and `-` do not matter, `&` reads as "and", and a leading
 * country code (`CA-ON`, the form the debt answers use; `GB-SCT` for the UK) is accepted. The same letters can mean different regions in
 * different countries (`WA` is Washington in the US and Western Australia in AU), so the country is required.
 *
 * @param country - The country the region belongs to.
 * @param text - The region as written.
 * @returns The region's code, or `undefined` when the text names no region of that country.
 * @example
 * ```ts
 * normalizeRegionCode('AU', 'new south wales') //=> 'NSW'
 * normalizeRegionCode('CA', 'Québec') //=> 'QC'
 * normalizeRegionCode('US', 'WA') //=> 'WA'
 * normalizeRegionCode('AU', 'Ontario') //=> undefined
 * ```
 * @see ../../../docs/statute.md (Inputs)
 */
export function normalizeRegionCode(country: DebtCountry, text: string): string | undefined {
  const key = keyOf(text);
  const lookup = LOOKUP[country];
  const direct = lookup.get(key);
  if (direct !== undefined) return direct;
  // "CA ON", "AU NSW", "US NY", "GB SCT": the jurisdiction form of the answers (or ISO 3166-2), country in front.
  const prefix = (country === 'UK' ? ['UK ', 'GB '] : [`${country} `]).find((p) => key.startsWith(p));
  return prefix === undefined ? undefined : lookup.get(key.slice(prefix.length));
}
