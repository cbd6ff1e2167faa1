import type { RuleTable } from '../../core/ruleTable.js';
import type { VetCountryKey } from './vetCountries.js';

/** Which benefit family a national scheme belongs to. */
export type SchemeTopic = 'disability' | 'unemployability';

/** Message keys of the schemes' rating and compensation bases (texts in `messages/listCountrySchemes.ts`). */
export type SchemeBasisKey =
  | 'basis_uk_afcs' | 'basis_uk_gip' | 'basis_uk_wps'
  | 'basis_ca_psc' | 'basis_ca_irb'
  | 'basis_au_mrca' | 'basis_au_vea' | 'basis_au_drca' | 'basis_au_harmonised'
  | 'basis_nz_vsa' | 'basis_nz_weekly'
  | 'basis_de_seg' | 'basis_de_seg_earnings';

/** One national scheme: its proper name (not translated), the law that creates it and what its award is based on. */
export interface CountryScheme {
  readonly country: Exclude<VetCountryKey, 'US'>;
  readonly topic: SchemeTopic;
  /** Proper name of the scheme, as its authority writes it. */
  readonly name: string;
  /** The statute or instrument. */
  readonly law: string;
  readonly basis: SchemeBasisKey;
}

const row = (
  jurisdiction: string, id: string, title: string, effective: string, source: string, verified: string | null, value: CountryScheme, note?: string,
): RuleTable<CountryScheme> => ({ id, title, jurisdiction, versions: [{ effective, source, verified, value, ...(note === undefined ? {} : { note }) }] });

/**
 * The national disability and unemployability schemes the veterans document names for the UK, Canada, Australia,
 * New Zealand and Germany, with the basis of their awards. No amounts: the AFCS tariff table found (research notes,
 * section 9) carries no date of uprating, so it is not given; the other schemes' rates were not verified.
 *
 * @see spec: Veterans Benefits Guidance Service, What the service does
 * @see https://www.gov.uk/government/publications/war-pension-scheme
 * @see https://www.gesetze-im-internet.de/seg/
 */
export const COUNTRY_SCHEMES: readonly RuleTable<CountryScheme>[] = [
  row('UK', 'uk.afcs.tariff', 'UK Armed Forces Compensation Scheme: tariff levels 1 to 15 with lump sums', '2005-04-06',
    'https://www.gov.uk/government/publications/war-pension-scheme; The Armed Forces and Reserve Forces (Compensation Scheme) Order 2011 (SI 2011/517)', null,
    { country: 'UK', topic: 'disability', name: 'Armed Forces Compensation Scheme (AFCS)', law: 'SI 2011/517', basis: 'basis_uk_afcs' },
    'Only the scope (service on or after 6 April 2005) was checked on gov.uk; the 15 tariff levels come from research notes citing a solicitors\' table. Tariff amounts not given: no dated table was verified.'),
  row('UK', 'uk.afcs.gip', 'UK AFCS Guaranteed Income Payment for tariff levels 1 to 11', '2005-04-06',
    'https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs; The Armed Forces and Reserve Forces (Compensation Scheme) Order 2011 (SI 2011/517)', null,
    { country: 'UK', topic: 'unemployability', name: 'Guaranteed Income Payment (GIP)', law: 'SI 2011/517', basis: 'basis_uk_gip' },
    'Levels 1-11 and the salary × age factor × band formula are from research notes (old Veterans UK page); not re-checked.'),
  row('UK', 'uk.wps', 'UK War Pensions Scheme for disablement caused by service before 6 April 2005', '2005-04-06',
    'https://www.gov.uk/guidance/war-pension-scheme-wps; The Naval, Military and Air Forces Etc. (Disablement and Death) Service Pensions Order 2006 (SI 2006/606)', '2026-11-22',
    { country: 'UK', topic: 'disability', name: 'War Pensions Scheme (WPS)', law: 'SI 2006/606', basis: 'basis_uk_wps' },
    'Verified against a gov.uk copy (2025-11-06): gratuity below 20% disablement, weekly or monthly pension above, CPI uprating. Effective date is when WPS became the pre-2005 scheme.'),
  row('CA', 'ca.vwa.psc', 'Canada: Pain and Suffering Compensation (Veterans Well-being Act)', '2019-04-01',
    'https://www.veterans.gc.ca/en/financial-support/compensation-illness-or-injury/pain-and-suffering-compensation; Veterans Well-being Act (S.C. 2005, c. 21)', null,
    { country: 'Canada', topic: 'disability', name: 'Pain and Suffering Compensation (PSC)', law: 'Veterans Well-being Act', basis: 'basis_ca_psc' }),
  row('CA', 'ca.vwa.irb', 'Canada: Income Replacement Benefit (Veterans Well-being Act)', '2019-04-01',
    'https://www.veterans.gc.ca/; Veterans Well-being Act (S.C. 2005, c. 21)', null,
    { country: 'Canada', topic: 'unemployability', name: 'Income Replacement Benefit (IRB)', law: 'Veterans Well-being Act', basis: 'basis_ca_irb' },
    '90% of pre-release military salary is marked [V] in the research notes; not re-checked here.'),
  row('AU', 'au.mrca', 'Australia: Military Rehabilitation and Compensation Act 2004 (MRCA)', '2004-07-01',
    'https://www.dva.gov.au/financial-support/compensation-claims; Military Rehabilitation and Compensation Act 2004', null,
    { country: 'Australia', topic: 'disability', name: 'MRCA permanent impairment compensation', law: 'Military Rehabilitation and Compensation Act 2004', basis: 'basis_au_mrca' }),
  row('AU', 'au.vea', "Australia: Veterans' Entitlements Act 1986 (VEA) disability compensation payment", '1986-05-22',
    "https://www.dva.gov.au/financial-support/compensation-claims; Veterans' Entitlements Act 1986", null,
    { country: 'Australia', topic: 'disability', name: 'VEA Disability Compensation Payment', law: "Veterans' Entitlements Act 1986", basis: 'basis_au_vea' },
    'Effective date is the Act\'s assent year as remembered; not verified.'),
  row('AU', 'au.drca', 'Australia: Safety, Rehabilitation and Compensation (Defence-related Claims) Act 1988 (DRCA)', '2017-10-12',
    'https://www.dva.gov.au/financial-support/compensation-claims; Safety, Rehabilitation and Compensation (Defence-related Claims) Act 1988', null,
    { country: 'Australia', topic: 'disability', name: 'DRCA permanent impairment compensation', law: 'Safety, Rehabilitation and Compensation (Defence-related Claims) Act 1988', basis: 'basis_au_drca' },
    'Effective date is the renaming of the SRCA for defence claims; not verified.'),
  row('AU', 'au.harmonisation', 'Australia: VEA and DRCA closed to new claims; new claims under the MRCA', '2026-07-01',
    'https://www.dva.gov.au/ (2025 harmonisation legislation; name and date not verified)', null,
    { country: 'Australia', topic: 'disability', name: 'Single ongoing Act (MRCA)', law: 'Military Rehabilitation and Compensation Act 2004, as amended in 2025', basis: 'basis_au_harmonised' },
    'From research notes marked [M] (memory): VEA and DRCA close to new claims from 2026-07-01. Not verified.'),
  row('NZ', 'nz.vsa.impairment', "New Zealand: Veterans' Support Act 2014, impairment compensation (Scheme One and Scheme Two)", '2015-12-07',
    'https://www.legislation.govt.nz/act/public/2014/0056/latest/', '2026-11-22',
    { country: 'NewZealand', topic: 'disability', name: "Veterans' Support Act 2014", law: "Veterans' Support Act 2014", basis: 'basis_nz_vsa' },
    'Verified per the research notes (legislation.govt.nz headings): Scheme One for qualifying operational service before 1 April 1974, Scheme Two after. Commencement date not verified.'),
  row('NZ', 'nz.vsa.weekly', "New Zealand: weekly income compensation (Veterans' Support Act 2014, section 59)", '2015-12-07',
    'https://www.legislation.govt.nz/act/public/2014/0056/latest/ (section 59)', '2026-11-22',
    { country: 'NewZealand', topic: 'unemployability', name: 'Weekly income compensation', law: "Veterans' Support Act 2014, s 59", basis: 'basis_nz_weekly' }),
  row('DE', 'de.seg.compensation', 'Germany: Soldatenentschädigungsgesetz (SEG), monthly compensation by GdS, in force since 2025-01-01', '2025-01-01',
    'https://www.gesetze-im-internet.de/seg/ (§§ 11-13 SEG)', '2026-11-22',
    { country: 'Germany', topic: 'disability', name: 'Soldatenentschädigungsgesetz (SEG)', law: 'Soldatenentschädigungsgesetz (SEG)', basis: 'basis_de_seg' },
    'Verified per the research notes (BGBl text): § 11 monthly payment by GdS from 30, § 12 lump-sum option, § 13 indexation.'),
  row('DE', 'de.seg.earnings', 'Germany: SEG compensation for loss of earnings', '2025-01-01',
    'https://www.gesetze-im-internet.de/seg/', null,
    { country: 'Germany', topic: 'unemployability', name: 'SEG Ausgleich für Einkommensverlust', law: 'SEG', basis: 'basis_de_seg_earnings' }),
];
