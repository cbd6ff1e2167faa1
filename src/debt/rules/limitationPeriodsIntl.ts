import type { RuleTable } from '../../core/ruleTable.js';
import { defineLimitationTable, type JurisdictionLimitations, type LimitationTransition, type LimitationVersionInput } from './limitationPeriods.js';

/** Date on which the periods marked verified below were checked against the cited legislation. */
const CHECKED = '2026-11-22';

/** A transition rule as written below: claims discovered before `effective` end at the earlier of the old period or `latest`. */
interface TransitionInput {
  readonly effective: string;
  readonly latest: string;
  readonly source: string;
  readonly note: string;
}

function general(country: 'UK' | 'CA' | 'AU', code: string, name: string, versions: readonly LimitationVersionInput[], transitions?: readonly TransitionInput[]): JurisdictionLimitations {
  const id = `${country.toLowerCase()}.${code.toLowerCase()}.limitation.general`;
  const periods = { general: defineLimitationTable(id, `${name}: limitation period for contract debts`, versions, `${country}-${code}`) };
  if (transitions === undefined) return { country, code, name, periods };
  const transition: RuleTable<LimitationTransition> = {
    id: `${id}.transition`,
    jurisdiction: `${country}-${code}`,
    title: `${name}: deadline for claims that arose before the shorter period took effect`,
    versions: transitions.map((t) => ({ value: { rule: 'earlier_of_old_period_or_latest', latest: t.latest }, source: t.source, effective: t.effective, verified: null, note: t.note })),
  };
  return { country, code, name, periods, transitions: { general: transition } };
}

/**
 * Canadian provinces and territories. The modern statutes (ON, BC, AB, SK, NB, NS since 2015, MB since 2022-09-30)
 * run 2 years from the day the claim is discovered (for an unpaid debt, usually the default), with an ultimate
 * period of 10 or 15 years; Quebec prescribes personal rights by 3 years; PE, NL, NT, NU and YT keep older
 * 6-year statutes, where the research flags conflicting readings (NL 2? NU 3? YT 2?).
 */
export const CA_LIMITATION_PERIODS: Readonly<Record<string, JurisdictionLimitations>> = {
  AB: general('CA', 'AB', 'Alberta', [{ years: 2, source: 'Limitations Act, RSA 2000, c L-12, s 3(1) (2 years from discovery; 10-year ultimate period)' }]),
  BC: general('CA', 'BC', 'British Columbia', [{ years: 2, source: 'Limitation Act, SBC 2012, c 13, s 6 (2 years from discovery; 15-year ultimate period, s 21)', effective: '2013-06-01' }]),
  MB: general('CA', 'MB', 'Manitoba', [
    { years: 6, source: 'The Limitation of Actions Act, CCSM c L150 (repealed 2022-09-30)', note: 'Claims discovered before 2022-09-30 expired at the earlier of the old period or 2024-09-30 (transition rule ca.mb.limitation.general.transition).' },
    { years: 2, source: 'The Limitations Act, SM 2021, c 44 (2 years from discovery; 15-year ultimate period); https://web2.gov.mb.ca/laws/statutes/2021/c04421e.php', effective: '2022-09-30', verified: CHECKED },
  ], [
    {
      effective: '2022-09-30', latest: '2024-09-30',
      source: 'The Limitations Act, SM 2021, c 44, ss 28–31 (claims under the former Limitation of Actions Act): a claim discovered before 2022-09-30 must be brought before the earlier of two years after that date or the end of the former period',
      note: 'Read in law-firm summaries (Fillmore Riley 2022; MLT Aikins 2024: "September 30, 2024 ... marks the end of the transitional period"), not in the Act.',
    },
  ]),
  NB: general('CA', 'NB', 'New Brunswick', [{ years: 2, source: 'Limitation of Actions Act, SNB 2009, c L-8.5, s 5 (2 years from discovery; 15-year ultimate period)' }]),
  NL: general('CA', 'NL', 'Newfoundland and Labrador', [{ years: 6, alternative_years: 2, source: 'Limitations Act, SNL 1995, c L-16.1 (6 years for debt; 2 years for damages)', note: 'Sources conflict on whether an unpaid consumer debt falls under the 6-year or the 2-year period.' }]),
  NS: general('CA', 'NS', 'Nova Scotia', [
    { years: 6, source: 'Limitation of Actions Act, RSNS 1989, c 258, s 2(1)(e) (repealed 2015-09-01)', note: 'Claims discovered before 2015-09-01 expired at the earlier of the old period or 2017-09-01 (transition rule ca.ns.limitation.general.transition).' },
    { years: 2, source: 'Limitation of Actions Act, SNS 2014, c 35, s 8 (2 years from discovery; 15-year ultimate period)', effective: '2015-09-01', verified: CHECKED, note: 'Checked against the bill as passed (nslegislature.ca) and Legal Info Nova Scotia.' },
  ], [
    {
      effective: '2015-09-01', latest: '2017-09-01',
      source: 'Limitation of Actions Act, SNS 2014, c 35, s 23 (transition): a claim discovered before 2015-09-01 must be brought by the earlier of two years after that date or the end of the former period',
      note: 'As recorded with the 2015 period; s 23 was not read again.',
    },
  ]),
  NT: general('CA', 'NT', 'Northwest Territories', [{ years: 6, source: 'Limitation of Actions Act, RSNWT 1988, c L-8, s 2 (debt grounded on lending or contract)' }]),
  NU: general('CA', 'NU', 'Nunavut', [{ years: 6, alternative_years: 3, source: 'Limitation of Actions Act, RSNWT (Nu) 1988, c L-8, s 2', note: 'Sources conflict (6 or 3 years).' }]),
  ON: general('CA', 'ON', 'Ontario', [{ years: 2, source: 'Limitations Act, 2002, SO 2002, c 24, Sch B, s 4 (2 years from discovery, s 5; 15-year ultimate period, s 15)', effective: '2004-01-01', verified: CHECKED, note: 'Checked s 4, s 5 and s 13 (acknowledgment of a liquidated sum) against the statute text.' }]),
  PE: general('CA', 'PE', 'Prince Edward Island', [{ years: 6, source: 'Statute of Limitations, RSPEI 1988, c S-7, s 2 (actions grounded on lending or contract)' }]),
  QC: general('CA', 'QC', 'Quebec', [{ years: 3, source: 'Civil Code of Québec, art. 2925 (personal right prescribed by three years)', effective: '1994-01-01', verified: CHECKED }]),
  SK: general('CA', 'SK', 'Saskatchewan', [{ years: 2, source: 'The Limitations Act, SS 2004, c L-16.1, s 5 (2 years from discovery; 15-year ultimate period, s 7)' }]),
  YT: general('CA', 'YT', 'Yukon', [{ years: 6, alternative_years: 2, source: 'Limitation of Actions Act, RSY 2002, c 139, s 2 (debt grounded on lending or contract)', note: 'Sources conflict (6 or 2 years).' }]),
};

/** Australian states and territories. Six years for contract claims except the Northern Territory (3 years). */
export const AU_LIMITATION_PERIODS: Readonly<Record<string, JurisdictionLimitations>> = {
  ACT: general('AU', 'ACT', 'Australian Capital Territory', [{ years: 6, source: 'Limitation Act 1985 (ACT) s 11(1)' }]),
  NSW: general('AU', 'NSW', 'New South Wales', [{ years: 6, source: 'Limitation Act 1969 (NSW) s 14(1)(a); https://legislation.nsw.gov.au', verified: CHECKED, note: 'On expiry the right to the debt is extinguished (s 63).' }]),
  NT: general('AU', 'NT', 'Northern Territory', [{ years: 3, source: 'Limitation Act 1981 (NT) s 12(1)(a); http://www.austlii.edu.au/au/legis/nt/consol_act/la133/s12.html', verified: CHECKED }]),
  QLD: general('AU', 'QLD', 'Queensland', [{ years: 6, source: 'Limitation of Actions Act 1974 (Qld) s 10(1)(a)' }]),
  SA: general('AU', 'SA', 'South Australia', [{ years: 6, source: 'Limitation of Actions Act 1936 (SA) s 35(a)' }]),
  TAS: general('AU', 'TAS', 'Tasmania', [{ years: 6, source: 'Limitation Act 1974 (Tas) s 4(1)(a)' }]),
  VIC: general('AU', 'VIC', 'Victoria', [{ years: 6, source: 'Limitation of Actions Act 1958 (Vic) s 5(1)(a)' }]),
  WA: general('AU', 'WA', 'Western Australia', [{ years: 6, source: 'Limitation Act 2005 (WA) s 13(1)' }]),
};

/** UK nations. England and Wales and Northern Ireland bar the action after 6 years; Scotland extinguishes the debt after 5. */
export const UK_LIMITATION_PERIODS: Readonly<Record<string, JurisdictionLimitations>> = {
  ENG: general('UK', 'ENG', 'England', [{ years: 6, source: 'Limitation Act 1980 s 5 (simple contract)', verified: CHECKED }]),
  WLS: general('UK', 'WLS', 'Wales', [{ years: 6, source: 'Limitation Act 1980 s 5 (simple contract)', verified: CHECKED }]),
  NIR: general('UK', 'NIR', 'Northern Ireland', [{ years: 6, source: 'Limitation (Northern Ireland) Order 1989 art 4(a) (simple contract); https://www.legislation.gov.uk/nisi/1989/1339/article/4/made', effective: '1989-10-03', verified: CHECKED }]),
  SCT: general('UK', 'SCT', 'Scotland', [{ years: 5, source: 'Prescription and Limitation (Scotland) Act 1973 s 6 and Sch 1 para 1(g) (five-year prescription extinguishes the obligation); https://www.legislation.gov.uk/ukpga/1973/52/section/6', verified: CHECKED }]),
};
