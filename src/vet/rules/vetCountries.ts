/**
 * The national veterans-benefits systems the veterans service maps (spec: Veterans Benefits Guidance Service, "What the service
 * does": US, UK, Canada, Australia, New Zealand, Germany), with the names and region names used to recognize them.
 * Program names and assistance text live in the message catalog of `scopeVeteranCountry`; this file holds what is
 * matched and where each system is documented.
 *
 * @see spec: Veterans Benefits Guidance Service, What the service does
 */

/** The mapped countries, spelled as the spec's `country` values. */
export const VET_COUNTRY_KEYS = ['US', 'UK', 'Canada', 'Australia', 'NewZealand', 'Germany'] as const;
/** A country with a mapped veterans-benefits system. */
export type VetCountryKey = (typeof VET_COUNTRY_KEYS)[number];

/** Each mapped country's code as rule tables spell their jurisdiction (`RuleJurisdiction`). */
export const VET_COUNTRY_CODES = { US: 'US', UK: 'UK', Canada: 'CA', Australia: 'AU', NewZealand: 'NZ', Germany: 'DE' } as const satisfies Readonly<Record<VetCountryKey, string>>;
/** A mapped country's jurisdiction code. */
export type VetCountryCode = (typeof VET_COUNTRY_CODES)[VetCountryKey];

/** One mapped national system. */
export interface VetCountrySystem {
  readonly key: VetCountryKey;
  /** ISO 4217 currency of that country's benefits. */
  readonly currency: 'USD' | 'GBP' | 'CAD' | 'AUD' | 'NZD' | 'EUR';
  /** Names accepted for `country`, folded with `compactKey` (case, spaces and punctuation ignored). */
  readonly aliases: readonly string[];
  /** Sub-national regions (states, provinces, nations, Länder) that identify the country when `country` is omitted, folded. */
  readonly regions: readonly string[];
  /** Official pages describing the system. */
  readonly sources: readonly string[];
}

const US_STATES = [
  'alabama', 'al', 'alaska', 'ak', 'arizona', 'az', 'arkansas', 'ar', 'california', 'ca', 'colorado', 'co', 'connecticut', 'ct',
  'delaware', 'de', 'florida', 'fl', 'georgia', 'ga', 'hawaii', 'hi', 'idaho', 'id', 'illinois', 'il', 'indiana', 'in', 'iowa', 'ia',
  'kansas', 'ks', 'kentucky', 'ky', 'louisiana', 'la', 'maine', 'me', 'maryland', 'md', 'massachusetts', 'ma', 'michigan', 'mi',
  'minnesota', 'mn', 'mississippi', 'ms', 'missouri', 'mo', 'montana', 'mt', 'nebraska', 'ne', 'nevada', 'nv', 'newhampshire', 'nh',
  'newjersey', 'nj', 'newmexico', 'nm', 'newyork', 'ny', 'northcarolina', 'nc', 'northdakota', 'nd', 'ohio', 'oh', 'oklahoma', 'ok',
  'oregon', 'or', 'pennsylvania', 'pa', 'rhodeisland', 'ri', 'southcarolina', 'sc', 'southdakota', 'sd', 'tennessee', 'tn', 'texas', 'tx',
  'utah', 'ut', 'vermont', 'vt', 'virginia', 'va', 'washington', 'wa', 'westvirginia', 'wv', 'wisconsin', 'wi', 'wyoming', 'wy',
  'districtofcolumbia', 'washingtondc', 'dc', 'puertorico', 'pr', 'guam', 'gu', 'usvirginislands', 'vi', 'americansamoa', 'as',
  'northernmarianaislands', 'mp',
] as const;

/** The mapped systems, in the spec's order. */
export const VET_COUNTRY_SYSTEMS: readonly VetCountrySystem[] = [
  {
    key: 'US',
    currency: 'USD',
    aliases: ['us', 'usa', 'unitedstates', 'unitedstatesofamerica', 'america', 'estadosunidos', 'eeuu', 'eua'],
    regions: US_STATES,
    sources: ['https://www.va.gov/disability/', 'https://www.va.gov/pension/', 'https://www.ecfr.gov/current/title-38'],
  },
  {
    key: 'UK',
    currency: 'GBP',
    aliases: ['uk', 'gb', 'gbr', 'unitedkingdom', 'greatbritain', 'britain', 'england', 'scotland', 'wales', 'northernireland', 'reinounido'],
    regions: ['england', 'scotland', 'wales', 'northernireland', 'cymru'],
    sources: [
      'https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs',
      'https://www.gov.uk/guidance/war-pension-scheme-wps',
      'https://www.gov.uk/government/organisations/veterans-uk',
    ],
  },
  {
    key: 'Canada',
    currency: 'CAD',
    aliases: ['canada', 'ca', 'can'],
    regions: [
      'ontario', 'on', 'quebec', 'qc', 'britishcolumbia', 'bc', 'alberta', 'ab', 'manitoba', 'mb', 'saskatchewan', 'sk', 'novascotia', 'ns',
      'newbrunswick', 'nb', 'newfoundlandandlabrador', 'newfoundland', 'labrador', 'nl', 'princeedwardisland', 'pe', 'pei', 'yukon', 'yt',
      'northwestterritories', 'nt', 'nunavut', 'nu',
    ],
    sources: ['https://www.veterans.gc.ca/en/financial-support/compensation-illness-or-injury/pain-and-suffering-compensation'],
  },
  {
    key: 'Australia',
    currency: 'AUD',
    aliases: ['australia', 'au', 'aus'],
    regions: [
      'newsouthwales', 'nsw', 'victoria', 'vic', 'queensland', 'qld', 'westernaustralia', 'wa', 'southaustralia', 'sa', 'tasmania', 'tas',
      'australiancapitalterritory', 'act', 'northernterritory', 'nt',
    ],
    sources: [
      'https://www.dva.gov.au/financial-support/compensation-claims',
      'https://www.legislation.gov.au/ (Military Rehabilitation and Compensation Act 2004; Veterans\' Entitlements Act 1986; Safety, Rehabilitation and Compensation (Defence-related Claims) Act 1988)',
    ],
  },
  {
    key: 'NewZealand',
    currency: 'NZD',
    aliases: ['newzealand', 'nz', 'nzl', 'aotearoa', 'nuevazelanda'],
    regions: [
      'auckland', 'wellington', 'canterbury', 'otago', 'waikato', 'bayofplenty', 'northland', 'hawkesbay', 'manawatuwhanganui', 'taranaki',
      'southland', 'nelson', 'marlborough', 'tasman', 'westcoast', 'gisborne',
    ],
    sources: ['https://www.veteransaffairs.mil.nz/', 'https://www.legislation.govt.nz/act/public/2014/0056/latest/'],
  },
  {
    key: 'Germany',
    currency: 'EUR',
    aliases: ['germany', 'de', 'deu', 'deutschland', 'alemania', 'bundesrepublikdeutschland'],
    regions: [
      'badenwurttemberg', 'badenwuerttemberg', 'bayern', 'bavaria', 'berlin', 'brandenburg', 'bremen', 'hamburg', 'hessen', 'hesse',
      'mecklenburgvorpommern', 'niedersachsen', 'lowersaxony', 'nordrheinwestfalen', 'northrhinewestphalia', 'nrw', 'rheinlandpfalz',
      'rhinelandpalatinate', 'saarland', 'sachsen', 'saxony', 'sachsenanhalt', 'saxonyanhalt', 'schleswigholstein', 'thuringen',
      'thueringen', 'thuringia',
    ],
    sources: ['https://www.gesetze-im-internet.de/seg/', 'https://www.bundeswehr.de/de/betreuung-fuersorge/soldatenentschaedigung'],
  },
];
