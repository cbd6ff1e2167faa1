import type { RuleTable } from '../../core/ruleTable.js';

/** Date on which the rows marked verified were checked. */
const CHECKED = '2026-11-22';

/**
 * How a UK, Canadian or Australian jurisdiction limits attachment of wages for an ordinary judgment debt.
 * - `percent_of_net`: at most `percent` of net pay;
 * - `protected_weekly`: net weekly pay may not fall below `protected_weekly` (NSW);
 * - `alberta`: monthly exempt = min(base + share × (net − base), cap) + per_dependant × dependants;
 * - `court_set`: the court fixes the deduction and the protected earnings (UK);
 * - `not_modelled`: a statute exists but its amounts were not researched.
 */
export type IntlGarnishmentRule =
  | { readonly kind: 'percent_of_net'; readonly percent: string }
  | { readonly kind: 'protected_weekly'; readonly protected_weekly: string }
  | { readonly kind: 'alberta'; readonly base: string; readonly share_percent: string; readonly cap: string; readonly per_dependant: string }
  | { readonly kind: 'court_set' }
  | { readonly kind: 'not_modelled' };

function table(
  jurisdiction: string,
  id: string,
  title: string,
  versions: RuleTable<IntlGarnishmentRule>['versions'],
  cadence?: RuleTable<IntlGarnishmentRule>['cadence'],
): RuleTable<IntlGarnishmentRule> {
  return { id, title, jurisdiction, versions, ...(cadence === undefined ? {} : { cadence }) };
}

const notModelled = (jurisdiction: string, id: string, title: string, source: string) =>
  table(jurisdiction, id, title, [{ value: { kind: 'not_modelled' }, effective: '1970-01-01', source, verified: null, note: 'Exemption amounts not researched; no figure is given.' }]);

/** UK: attachment of earnings is set case by case; keyed by nation code (ENG, WLS, SCT, NIR). */
export const UK_GARNISHMENT_RULES: Readonly<Record<string, RuleTable<IntlGarnishmentRule>>> = {
  ENG: table('UK-ENG', 'uk.ew.attachment_of_earnings', 'England and Wales: attachment of earnings order (Attachment of Earnings Act 1971)', [
    { value: { kind: 'court_set' }, effective: '1971-10-02', source: 'Attachment of Earnings Act 1971, s. 6(5) (normal deduction rate and protected earnings rate); council tax: Council Tax (Administration and Enforcement) Regulations 1992, reg. 37 and Sch. 4 (fixed percentage tables, not modelled)', verified: null },
  ]),
  WLS: table('UK-WLS', 'uk.ew.attachment_of_earnings', 'England and Wales: attachment of earnings order (Attachment of Earnings Act 1971)', [
    { value: { kind: 'court_set' }, effective: '1971-10-02', source: 'Attachment of Earnings Act 1971, s. 6(5); council tax: Council Tax (Administration and Enforcement) Regulations 1992, Sch. 4 (not modelled)', verified: null },
  ]),
  SCT: notModelled('UK-SCT', 'uk.sct.earnings_arrestment', 'Scotland: earnings arrestment (Debtors (Scotland) Act 1987)', 'Debtors (Scotland) Act 1987, s. 49 and Sch. 2 (deduction tables, not modelled)'),
  NIR: notModelled('UK-NIR', 'uk.nir.attachment_of_earnings', 'Northern Ireland: attachment of earnings (Judgments Enforcement (NI) Order 1981)', 'Judgments Enforcement (Northern Ireland) Order 1981, Part VI (not modelled)'),
};

const caNot = (code: string, name: string) => notModelled(`CA-${code}`, `ca.${code.toLowerCase()}.wage_garnishment`, `${name}: provincial wage exemption`, `${name} wage-exemption statute (not researched; research notes §3 name none)`);

/** Canadian provinces and territories (wages exempt from garnishment for an ordinary debt). */
export const CA_GARNISHMENT_RULES: Readonly<Record<string, RuleTable<IntlGarnishmentRule>>> = {
  ON: table('CA-ON', 'ca.on.wage_garnishment', 'Ontario: 80% of wages exempt from garnishment (Wages Act, s. 7)', [
    { value: { kind: 'percent_of_net', percent: '20' }, effective: '1990-01-01', source: 'Wages Act, R.S.O. 1990, c. W.1, s. 7(2) ("80 per cent of a person\'s wages are exempt from seizure or garnishment"; wages net of deductions required by law, s. 7(1))', verified: CHECKED, note: 'Statute text as quoted (with its R.S.O. citations) by workplace-intelligence.com; 50% for support orders (s. 7(3)); a judge may decrease or increase the exemption on motion (s. 7(4)–(5)). Effective date approximate (R.S.O. 1990 consolidation).' },
  ]),
  BC: table('CA-BC', 'ca.bc.wage_garnishment', 'British Columbia: 70% of wages exempt (Court Order Enforcement Act, s. 3)', [
    { value: { kind: 'percent_of_net', percent: '30' }, effective: '1996-01-01', source: 'Court Order Enforcement Act, R.S.B.C. 1996, c. 78, s. 3', verified: null, note: 'Research notes §3 [M].' },
  ]),
  AB: table('CA-AB', 'ca.ab.wage_garnishment', 'Alberta: exempt earnings under the Civil Enforcement Regulation', [
    { value: { kind: 'alberta', base: '800', share_percent: '50', cap: '2400', per_dependant: '200' }, effective: '1995-01-01', source: 'Civil Enforcement Act, R.S.A. 2000, c. C-15, s. 81; Civil Enforcement Regulation, Alta. Reg. 276/1995', verified: null, note: 'Research notes §3 [V2, old page]: keep $800 + 50% of net over $800, up to $2,400 a month, plus $200 per dependant.' },
  ]),
  MB: caNot('MB', 'Manitoba'), NB: caNot('NB', 'New Brunswick'), NL: caNot('NL', 'Newfoundland and Labrador'), NS: caNot('NS', 'Nova Scotia'),
  NT: caNot('NT', 'Northwest Territories'), NU: caNot('NU', 'Nunavut'), PE: caNot('PE', 'Prince Edward Island'), QC: caNot('QC', 'Quebec'),
  SK: caNot('SK', 'Saskatchewan'), YT: caNot('YT', 'Yukon'),
};

const auNot = (code: string, name: string) => notModelled(`AU-${code}`, `au.${code.toLowerCase()}.wage_garnishment`, `${name}: garnishee order on wages`, `${name} civil procedure / enforcement legislation (not researched)`);

/**
 * Australian states and territories (garnishee orders on wages). The NSW protected amount is an "adjustable amount"
 * re-set every April and October (Workers Compensation Act 1987 (NSW), Part 3 Div. 6), so its table is semiannual: the
 * 1 April 2024 figure, the last found, is reported stale from 2024-10-01.
 */
export const AU_GARNISHMENT_RULES: Readonly<Record<string, RuleTable<IntlGarnishmentRule>>> = {
  NSW: table('AU-NSW', 'au.nsw.cpa_s122.protected_weekly', 'New South Wales: net weekly wage kept after garnishee orders (Civil Procedure Act 2005, s. 122)', [
    { value: { kind: 'protected_weekly', protected_weekly: '480.50' }, effective: '2016-04-01', source: 'Civil Procedure Act 2005 (NSW), s. 122 (A$447.70 as adjusted under Div. 6 of Part 3, Workers Compensation Act 1987)', verified: null, note: 'Value quoted by a collection agency for 1 April 2016.' },
    { value: { kind: 'protected_weekly', protected_weekly: '527.40' }, effective: '2020-10-01', source: 'https://www.localcourt.nsw.gov.au/local-court/types-of-cases/civil-cases/garnishee-amounts.html (s. 122 Civil Procedure Act 2005)', verified: CHECKED, note: 'Adjusted each April and October; the figures of April 2021 to October 2023 were not found.' },
    { value: { kind: 'protected_weekly', protected_weekly: '587.50' }, effective: '2024-04-01', source: 'http://legalaid.nsw.gov.au/my-problem-is-about/my-money/making-a-claim/after-court/employers-served-with-a-garnishee-order (Legal Aid NSW: "the weekly compensation amount", s. 122 Civil Procedure Act 2005)', verified: '2026-11-25', note: 'Legal Aid NSW (a NSW government agency) gives A$587.50 a week "as at 1 April 2024"; the Local Court garnishee-amounts page as stored still showed the October 2020 figure. Adjusted each April and October; the figures from October 2024 were not found, so the protected amount shown is too low after 2024-10-01.' },
  ], 'semiannual'),
  TAS: table('AU-TAS', 'au.tas.garnishee_20_percent', 'Tasmania: garnishee order takes at most 20% of net earnings (Supreme Court Rules 2000, r. 920)', [
    { value: { kind: 'percent_of_net', percent: '20' }, effective: '2000-12-18', source: 'Supreme Court Rules 2000 (Tas), r. 920(1) ("prescribed amount means 20% of net earnings")', verified: CHECKED },
  ]),
  ACT: auNot('ACT', 'Australian Capital Territory'), NT: auNot('NT', 'Northern Territory'), QLD: auNot('QLD', 'Queensland'),
  SA: auNot('SA', 'South Australia'), VIC: auNot('VIC', 'Victoria'), WA: auNot('WA', 'Western Australia'),
};
