import type { RuleTable } from '../../core/ruleTable.js';
import { VET_COUNTRY_CODES, type VetCountryKey } from './vetCountries.js';
import { STATE_BENEFIT_CATEGORIES, STATE_BENEFITS_EFFECTIVE, type BenefitFact, type JurisdictionBenefits, type PartialBenefits } from './stateBenefitsTypes.js';

/**
 * Sub-national equivalents of US state veterans benefits (spec: Veterans Benefits Guidance Service rule 1: `state` holds a province,
 * nation or region when `country` names another country): Canadian provinces and territories, Australian states and
 * territories, the UK's four nations, Germany's Länder and New Zealand's regions. Where support is national (most of
 * it, outside the US) the fact says so (`kind: 'national'`); Germany and New Zealand carry a plain note. Every row is
 * `verified: null`.
 *
 * @see spec: Veterans Benefits Guidance Service, Endpoints (rule 1)
 */

/** One province, state, nation or Land. */
export interface SubnationalRegion {
  /** Short code (`ON`, `NSW`, `SCT`, `BY`) or a folded name where no code is customary. */
  readonly code: string;
  readonly name: string;
  /** Accepted spellings, folded with `compactKey` (includes the code and the name). */
  readonly aliases: readonly string[];
  /** The regional body to ask (or the national one where the region has none). */
  readonly agency: string;
  readonly agency_url: string;
  /** Every category: the region's facts where it has them, else the country's. */
  readonly benefits: JurisdictionBenefits;
  /** Regional programs outside the seven categories (covenant offers, commissioners, concessions). */
  readonly other: readonly BenefitFact[];
}

/** The sub-national benefits of one country. */
export interface SubnationalCountry {
  readonly country: Exclude<VetCountryKey, 'US'>;
  /** Message key of a plain statement about where support sits (`federal`, `no_subnational`), or null. */
  readonly structure_note: 'germany_federal' | 'nz_no_subnational' | null;
  readonly regions: readonly SubnationalRegion[];
}

interface RegionInput {
  readonly code: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly agency: string;
  readonly url: string;
  readonly benefits?: PartialBenefits;
  readonly other?: readonly BenefitFact[];
}

function country(
  key: Exclude<VetCountryKey, 'US'>,
  note: SubnationalCountry['structure_note'],
  source: string,
  defaults: JurisdictionBenefits,
  sharedOther: readonly BenefitFact[],
  regions: readonly RegionInput[],
): RuleTable<SubnationalCountry> {
  const value: SubnationalCountry = {
    country: key,
    structure_note: note,
    regions: regions.map((r) => {
      const benefits = {} as Record<(typeof STATE_BENEFIT_CATEGORIES)[number], readonly BenefitFact[]>;
      for (const c of STATE_BENEFIT_CATEGORIES) benefits[c] = r.benefits?.[c] ?? defaults[c];
      return { code: r.code, name: r.name, aliases: r.aliases, agency: r.agency, agency_url: r.url, benefits, other: [...(r.other ?? []), ...sharedOther] };
    }),
  };
  return {
    id: `${key.toLowerCase()}.subnational_veterans_benefits`,
    jurisdiction: VET_COUNTRY_CODES[key],
    title: `${key}: regional veterans benefits and the national programs that stand in for them`,
    versions: [{ value, source, effective: STATE_BENEFITS_EFFECTIVE, verified: null, note: 'Not checked against each regional source on a date; confirm locally.' }],
  };
}

const none = (source: string): readonly BenefitFact[] => [{ kind: 'none', source }];
const check = (source: string): readonly BenefitFact[] => [{ kind: 'check', source }];
const plain = (name: string, code: string, url: string, agency: string, extra: readonly string[] = []): RegionInput => ({
  code, name, aliases: [code.toLowerCase(), ...extra], agency, url,
});

const VAC = 'https://www.veterans.gc.ca/';
const plates = (url: string): PartialBenefits => ({ motor_vehicle: [{ kind: 'program', program: 'Veteran licence plates', source: url }] });

/** Canada: provinces issue Veteran licence plates; most benefits are federal (Veterans Affairs Canada). */
export const SUBNATIONAL_CANADA: RuleTable<SubnationalCountry> = country('Canada', null, VAC, {
  property_tax: none(VAC),
  tuition: [{ kind: 'national', program: 'Education and Training Benefit (Veterans Affairs Canada)', source: 'https://www.veterans.gc.ca/en/education-and-jobs/finish-your-education/education-and-training-benefit' }],
  employment_preference: [{ kind: 'national', program: 'Federal public service hiring priority for medically released members', law: 'Public Service Employment Act, s. 39.1', source: 'https://www.canada.ca/en/public-service-commission.html' }],
  motor_vehicle: check(VAC),
  hunting_fishing: check(VAC),
  burial: [{ kind: 'national', program: 'Last Post Fund – Funeral and Burial Program', source: 'https://www.lastpostfund.ca/' }],
  veterans_home: [{ kind: 'national', program: 'Veterans Affairs Canada long-term care (community and contract beds)', source: 'https://www.veterans.gc.ca/en/health-support/physical-health-and-wellness/long-term-care' }],
}, [], [
  { ...plain('Ontario', 'ON', 'https://www.ontario.ca/', 'Government of Ontario (ServiceOntario)', ['ontario']), benefits: plates('https://www.ontario.ca/') },
  plain('Quebec', 'QC', 'https://www.quebec.ca/', 'Gouvernement du Québec', ['quebec']),
  { ...plain('British Columbia', 'BC', 'https://www2.gov.bc.ca/', 'Government of British Columbia (ICBC for plates)', ['britishcolumbia']), benefits: plates('https://www.icbc.com/') },
  { ...plain('Alberta', 'AB', 'https://www.alberta.ca/', 'Government of Alberta', ['alberta']), benefits: plates('https://www.alberta.ca/') },
  { ...plain('Saskatchewan', 'SK', 'https://www.saskatchewan.ca/', 'Government of Saskatchewan (SGI for plates)', ['saskatchewan']), benefits: plates('https://www.sgi.sk.ca/') },
  { ...plain('Manitoba', 'MB', 'https://www.gov.mb.ca/', 'Government of Manitoba (MPI for plates)', ['manitoba']), benefits: plates('https://www.mpi.mb.ca/') },
  { ...plain('Nova Scotia', 'NS', 'https://novascotia.ca/', 'Government of Nova Scotia', ['novascotia']), benefits: plates('https://novascotia.ca/sns/rmv/') },
  { ...plain('New Brunswick', 'NB', 'https://www2.gnb.ca/', 'Government of New Brunswick', ['newbrunswick']), benefits: plates('https://www2.gnb.ca/') },
  { ...plain('Newfoundland and Labrador', 'NL', 'https://www.gov.nl.ca/', 'Government of Newfoundland and Labrador', ['newfoundlandandlabrador', 'newfoundland', 'labrador']), benefits: plates('https://www.gov.nl.ca/') },
  { ...plain('Prince Edward Island', 'PE', 'https://www.princeedwardisland.ca/', 'Government of Prince Edward Island', ['princeedwardisland', 'pei']), benefits: plates('https://www.princeedwardisland.ca/') },
  plain('Yukon', 'YT', 'https://yukon.ca/', 'Government of Yukon', ['yukon']),
  plain('Northwest Territories', 'NT', 'https://www.gov.nt.ca/', 'Government of the Northwest Territories', ['northwestterritories']),
  plain('Nunavut', 'NU', 'https://www.gov.nu.ca/', 'Government of Nunavut', ['nunavut']),
]);

const DVA = 'https://www.dva.gov.au/';
const au = (url: string, vehicleUrl: string): PartialBenefits => ({
  property_tax: [{ kind: 'local', program: 'Council rates concessions for eligible pensioners (including DVA pensioners)', source: url }],
  motor_vehicle: [{ kind: 'partial', program: 'Registration and licence concessions for eligible DVA card holders (e.g. TPI, Gold Card)', source: vehicleUrl }],
});

/** Australia: states grant concessions (rates, registration) to DVA card holders; DVA runs most programs. */
export const SUBNATIONAL_AUSTRALIA: RuleTable<SubnationalCountry> = country('Australia', null, DVA, {
  property_tax: check(DVA),
  tuition: [{ kind: 'national', program: "Veterans' Children Education Scheme (VCES) and MRCAETS", beneficiary: 'dependents', source: 'https://www.dva.gov.au/' }],
  employment_preference: check(DVA),
  motor_vehicle: check(DVA),
  hunting_fishing: check(DVA),
  burial: [{ kind: 'national', program: 'DVA funeral benefits and official commemoration (Office of Australian War Graves)', source: 'https://www.dva.gov.au/' }],
  veterans_home: [{ kind: 'national', program: 'Residential aged care with DVA support (Gold and White Card)', source: 'https://www.dva.gov.au/' }],
}, [], [
  { ...plain('New South Wales', 'NSW', 'https://www.veterans.nsw.gov.au/', 'Office for Veterans Affairs NSW', ['newsouthwales']), benefits: au('https://www.olg.nsw.gov.au/', 'https://www.service.nsw.gov.au/') },
  { ...plain('Victoria', 'VIC', 'https://www.vic.gov.au/veterans', 'Veterans Branch, Victorian Government', ['victoria']), benefits: au('https://www.vic.gov.au/', 'https://www.vicroads.vic.gov.au/') },
  { ...plain('Queensland', 'QLD', 'https://www.qld.gov.au/', 'Queensland Government (veterans services)', ['queensland']), benefits: au('https://www.qld.gov.au/', 'https://www.qld.gov.au/transport') },
  { ...plain('Western Australia', 'WA', 'https://www.wa.gov.au/', 'Government of Western Australia (veterans issues)', ['westernaustralia']), benefits: au('https://www.wa.gov.au/', 'https://www.transport.wa.gov.au/') },
  { ...plain('South Australia', 'SA', 'https://veterans.sa.gov.au/', 'Veterans SA', ['southaustralia']), benefits: au('https://veterans.sa.gov.au/', 'https://www.sa.gov.au/topics/driving-and-transport') },
  { ...plain('Tasmania', 'TAS', 'https://www.tas.gov.au/', 'Tasmanian Government (veterans affairs)', ['tasmania']), benefits: au('https://www.tas.gov.au/', 'https://www.transport.tas.gov.au/') },
  { ...plain('Australian Capital Territory', 'ACT', 'https://www.act.gov.au/', 'ACT Government', ['australiancapitalterritory']), benefits: au('https://www.act.gov.au/', 'https://www.accesscanberra.act.gov.au/') },
  { ...plain('Northern Territory', 'NT', 'https://nt.gov.au/', 'Northern Territory Government', ['northernterritory']), benefits: au('https://nt.gov.au/', 'https://nt.gov.au/driving') },
]);

const COVENANT = 'https://www.armedforcescovenant.gov.uk/';
const VUK = 'https://www.gov.uk/government/organisations/veterans-uk';

/** The UK: the Armed Forces Covenant binds councils in all four nations; council tax reduction disregards war pensions. */
export const SUBNATIONAL_UK: RuleTable<SubnationalCountry> = country('UK', null, COVENANT, {
  property_tax: [{ kind: 'local', program: 'Council Tax Reduction: war pension and AFCS income disregards (set by national rules and local schemes)', source: 'https://www.gov.uk/council-tax-reduction' }],
  tuition: [{ kind: 'national', program: 'Enhanced Learning Credits Scheme (MOD)', source: 'https://www.enhancedlearningcredits.com/' }],
  employment_preference: [{ kind: 'national', program: 'Great Place to Work for Veterans (Civil Service)', source: 'https://www.gov.uk/government/publications/great-place-to-work-for-veterans' }],
  motor_vehicle: [{ kind: 'national', program: "Vehicle tax exemption for War Pensioners' Mobility Supplement and Armed Forces Independence Payment recipients", source: 'https://www.gov.uk/financial-help-disabled/vehicles-and-transport' }],
  hunting_fishing: none(VUK),
  burial: [{ kind: 'national', program: 'Funeral expenses under the War Pensions Scheme and AFCS (Veterans UK)', source: VUK }],
  veterans_home: check(VUK),
}, [
  { kind: 'program', program: 'Armed Forces Covenant: local authority duty (housing, education, healthcare)', law: 'Armed Forces Act 2006, ss. 343AA–343AF (inserted by the Armed Forces Act 2021)', source: COVENANT },
], [
  { ...plain('England', 'ENG', 'https://www.gov.uk/government/organisations/office-for-veterans-affairs', "Office for Veterans' Affairs", ['england']),
    benefits: { veterans_home: [{ kind: 'program', program: 'Royal Hospital Chelsea (Chelsea Pensioners)', source: 'https://www.chelsea-pensioners.org.uk/' }] },
    other: [{ kind: 'program', program: 'Op COURAGE: NHS veterans mental health and wellbeing service', source: 'https://www.nhs.uk/nhs-services/armed-forces-community/mental-health/veterans-reservists/' }] },
  { ...plain('Scotland', 'SCT', 'https://www.gov.scot/policies/armed-forces-and-veterans/', 'Scottish Government (veterans policy)', ['scotland']),
    benefits: { veterans_home: [{ kind: 'program', program: 'Erskine and Scottish Veterans Residences (charities)', source: 'https://www.erskine.org.uk/' }] },
    other: [{ kind: 'program', program: 'Scottish Veterans Commissioner', source: 'https://www.scottishveteranscommissioner.org/' }] },
  { ...plain('Wales', 'WLS', 'https://www.gov.wales/armed-forces-and-veterans', 'Welsh Government (armed forces and veterans)', ['wales', 'cymru']),
    other: [{ kind: 'program', program: "Veterans' NHS Wales and Armed Forces Liaison Officers", source: 'https://www.veteranswales.co.uk/' }] },
  { ...plain('Northern Ireland', 'NIR', 'https://www.nivco.co.uk/', "Northern Ireland Veterans' Commissioner", ['northernireland', 'ni']),
    other: [{ kind: 'program', program: "Northern Ireland Veterans' Commissioner", source: 'https://www.nivco.co.uk/' }] },
]);

const BW = 'https://www.bundeswehr.de/';
const land = (name: string, code: string, aliases: readonly string[]): RegionInput => ({
  code, name, aliases: [code.toLowerCase(), ...aliases], agency: 'Veteranenbüro der Bundeswehr (national)', url: BW,
});

/** Germany: veteran support is federal (Bundeswehr, Veteranenbüro, SEG); the Länder add little that is veteran-specific. */
export const SUBNATIONAL_GERMANY: RuleTable<SubnationalCountry> = country('Germany', 'germany_federal', BW, {
  property_tax: none(BW),
  tuition: [{ kind: 'national', program: 'Berufsförderungsdienst der Bundeswehr (BFD)', law: 'Soldatenversorgungsgesetz (SVG)', source: BW }],
  employment_preference: [{ kind: 'national', program: 'Eingliederungsschein / Zulassungsschein (public-service placement of former fixed-term soldiers)', law: 'Soldatenversorgungsgesetz (SVG) § 9', source: 'https://www.gesetze-im-internet.de/svg/' }],
  motor_vehicle: [{ kind: 'national', program: 'Vehicle tax reduction for severely disabled people (not veteran-specific)', law: 'KraftStG § 3a', source: 'https://www.gesetze-im-internet.de/kraftstg/__3a.html' }],
  hunting_fishing: none(BW),
  burial: none(BW),
  veterans_home: none(BW),
}, [
  { kind: 'national', program: 'Veteranenbüro der Bundeswehr', source: BW },
  { kind: 'national', program: 'Soldatenentschädigungsgesetz (SEG)', law: 'SEG', source: 'https://www.gesetze-im-internet.de/seg/' },
  { kind: 'program', program: 'Schwerbehindertenausweis: degree of disability set by the Land authority (Versorgungsamt); not veteran-specific', law: 'SGB IX § 152', source: 'https://www.gesetze-im-internet.de/sgb_9_2018/__152.html' },
], [
  land('Baden-Württemberg', 'BW', ['badenwurttemberg', 'badenwuerttemberg']),
  land('Bayern', 'BY', ['bayern', 'bavaria']),
  land('Berlin', 'BE', ['berlin']),
  land('Brandenburg', 'BB', ['brandenburg']),
  land('Bremen', 'HB', ['bremen']),
  land('Hamburg', 'HH', ['hamburg']),
  land('Hessen', 'HE', ['hessen', 'hesse']),
  land('Mecklenburg-Vorpommern', 'MV', ['mecklenburgvorpommern']),
  land('Niedersachsen', 'NI', ['niedersachsen', 'lowersaxony']),
  land('Nordrhein-Westfalen', 'NW', ['nordrheinwestfalen', 'northrhinewestphalia', 'nrw']),
  land('Rheinland-Pfalz', 'RP', ['rheinlandpfalz', 'rhinelandpalatinate']),
  land('Saarland', 'SL', ['saarland']),
  land('Sachsen', 'SN', ['sachsen', 'saxony']),
  land('Sachsen-Anhalt', 'ST', ['sachsenanhalt', 'saxonyanhalt']),
  land('Schleswig-Holstein', 'SH', ['schleswigholstein']),
  land('Thüringen', 'TH', ['thuringen', 'thueringen', 'thuringia']),
]);

const NZVA = 'https://www.veteransaffairs.mil.nz/';
const nz = (name: string, key: string): RegionInput => ({ code: key, name, aliases: [key], agency: "Veterans' Affairs New Zealand (national)", url: NZVA });

/** New Zealand: no sub-national veterans programs; Veterans' Affairs New Zealand administers support nationally. */
export const SUBNATIONAL_NEW_ZEALAND: RuleTable<SubnationalCountry> = country('NewZealand', 'nz_no_subnational', NZVA, {
  property_tax: none(NZVA),
  tuition: none(NZVA),
  employment_preference: none(NZVA),
  motor_vehicle: none(NZVA),
  hunting_fishing: none(NZVA),
  burial: [{ kind: 'national', program: "Services cemeteries and funeral assistance (Veterans' Affairs New Zealand)", law: 'Veterans’ Support Act 2014', source: NZVA }],
  veterans_home: check(NZVA),
}, [], [
  nz('Auckland', 'auckland'), nz('Wellington', 'wellington'), nz('Canterbury', 'canterbury'), nz('Otago', 'otago'), nz('Waikato', 'waikato'),
  nz('Bay of Plenty', 'bayofplenty'), nz('Northland', 'northland'), nz("Hawke's Bay", 'hawkesbay'), nz('Manawatū-Whanganui', 'manawatuwhanganui'),
  nz('Taranaki', 'taranaki'), nz('Southland', 'southland'), nz('Nelson', 'nelson'), nz('Marlborough', 'marlborough'), nz('Tasman', 'tasman'),
  nz('West Coast', 'westcoast'), nz('Gisborne', 'gisborne'),
]);

/** The sub-national tables by country. */
export const SUBNATIONAL_BENEFITS: Readonly<Record<Exclude<VetCountryKey, 'US'>, RuleTable<SubnationalCountry>>> = {
  UK: SUBNATIONAL_UK,
  Canada: SUBNATIONAL_CANADA,
  Australia: SUBNATIONAL_AUSTRALIA,
  NewZealand: SUBNATIONAL_NEW_ZEALAND,
  Germany: SUBNATIONAL_GERMANY,
};
