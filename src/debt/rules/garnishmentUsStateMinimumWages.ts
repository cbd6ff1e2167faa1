import type { RuleTable, RuleVersion } from '../../core/ruleTable.js';

/** Date on which the versions marked verified were read on the official page named in `source`. */
const CHECKED = '2026-11-25';

/** Key of the statewide rate where a state also sets higher regional rates (New York outside its downstate region). */
export const REST_OF_STATE = 'rest_of_state';

/** A higher minimum wage a state sets for part of its territory. */
export interface RegionalMinimumWage {
  /** Stable key, e.g. `nyc_long_island_westchester`; passed back as `wage_region`. */
  readonly region: string;
  /** Where it applies, in English. */
  readonly name: string;
  /** Hourly wage in USD, exact decimal string. */
  readonly hourly: string;
}

/** A state's minimum hourly wage for most employees (the figure wage-garnishment floors multiply). */
export interface StateMinimumWage {
  /** Hourly wage in USD, exact decimal string: statewide, or for the rest of the state where `regions` exist. */
  readonly hourly: string;
  /** Higher regional rates; absent where one rate covers the state. */
  readonly regions?: readonly RegionalMinimumWage[];
}

interface Row {
  readonly code: string;
  readonly name: string;
  /** The state's minimum-wage statute. */
  readonly statute: string;
  readonly versions: readonly (Omit<RuleVersion<StateMinimumWage>, 'source' | 'verified'> & { readonly source?: string; readonly verified?: string | null })[];
}

/*
 * 2025 and 2026 figures: the statute sets or indexes the rate; the figures are those listed by Governing ("Minimum
 * wage rises in 19 states", 2026-01-01), Ballotpedia ("Minimum wage increases in 2026") and Business Insider (2026),
 * which agree except Missouri (one list says $16; Proposition A and the other lists say $15.00). Earlier figures are
 * the ones the garnishment rows carried. None was read on the state's own page unless `verified` says so.
 *
 * Checked 2026-11-25 against official text: California (DIR release), Minnesota (DLI page), South Dakota (DLR
 * release) and Nebraska (statute text) confirm their rows, which are marked verified with the official address. No
 * official page contradicted a row. For the other states only secondary copies could be read (the agency's release as
 * republished by a wire service, or news and practice guides); their notes name them, and they stay unverified. The
 * US DOL consolidated tables (dol.gov/agencies/whd/minimum-wage/state and /history) were not in the searchable store.
 */
const LISTS_2026 = '2026 figure as listed by Governing, Ballotpedia and Business Insider (January 2026)';
const LISTS_2025 = '2025 figure as listed by Governing and Ballotpedia';

const ROWS: readonly Row[] = [
  { code: 'AZ', name: 'Arizona', statute: 'Ariz. Rev. Stat. § 23-363 (indexed each January)', versions: [
    { value: { hourly: '14.70' }, effective: '2025-01-01' },
    { value: { hourly: '15.15' }, effective: '2026-01-01', note: 'NFIB (citing the Industrial Commission of Arizona) and ABC15 give $15.15 from 2026-01-01; the ICA\'s own notice could not be read here.' },
  ] },
  { code: 'CA', name: 'California', statute: 'Cal. Lab. Code § 1182.12 (indexed each January)', versions: [
    { value: { hourly: '15.50' }, effective: '2023-01-01', source: 'Cal. Lab. Code § 1182.12; $15.50 (2023)' },
    { value: { hourly: '16.00' }, effective: '2024-01-01', source: 'Cal. Lab. Code § 1182.12; $16.00 (2024)' },
    { value: { hourly: '16.50' }, effective: '2025-01-01' },
    {
      value: { hourly: '16.90' }, effective: '2026-01-01',
      source: 'Cal. Lab. Code § 1182.12; https://www.dir.ca.gov/DIRNews/2025/2025-118.html (Labor Commissioner\'s Office: "the state minimum wage will increase from $16.50 to $16.90 per hour on January 1, 2026")',
      verified: CHECKED,
      note: 'Cities and counties may set a higher local minimum wage (Los Angeles, San Francisco, San Diego and others).',
    },
  ] },
  { code: 'CO', name: 'Colorado', statute: 'Colo. Const. art. XVIII, § 15; CDLE PAY CALC Order (indexed each January)', versions: [
    { value: { hourly: '14.81' }, effective: '2025-01-01' },
    { value: { hourly: '15.16' }, effective: '2026-01-01', note: 'Denver, Boulder and Edgewater set higher local minimum wages. J.J. Keller\'s Colorado summary gives the same $15.16 and $14.81; Bloomberg Tax (reporting the CDLE website update) and the Rocky Mountain Employers Blog (2026 PAY CALC Order) give $15.16. CDLE\'s own 2026 figure could not be read here (its DLSS page in the store still shows 2022-2024).' },
  ] },
  { code: 'CT', name: 'Connecticut', statute: 'Conn. Gen. Stat. § 31-58(j) (indexed to the Employment Cost Index each January)', versions: [
    { value: { hourly: '16.35' }, effective: '2025-01-01' },
    { value: { hourly: '16.94' }, effective: '2026-01-01', note: 'Announced by the Governor on 2025-09-03 (https://portal.ct.gov/governor/news/press-releases/2025/09-2025/governor-lamont-announces-minimum-wage-will-increase); the figure was read only in republications of that release (doingitlocal.com, politicalemails.org) and in CT Public, WSHU and Mondaq, not on the state page, whose stored copy stops before it.' },
  ] },
  { code: 'HI', name: 'Hawaii', statute: 'Haw. Rev. Stat. § 387-2 (Act 114, 2022: $14.00 from 2024, $16.00 from 2026, $18.00 from 2028)', versions: [
    { value: { hourly: '14.00' }, effective: '2024-01-01', expires: '2025-12-31', source: 'Haw. Rev. Stat. § 387-2 (Act 114, 2022 schedule); $14.00 for 2024 and 2025' },
    { value: { hourly: '16.00' }, effective: '2026-01-01', expires: '2027-12-31', note: 'Scheduled by statute for 2026 and 2027. The § 387-2(a)(10) text was read as published by Casetext and LawServer, and the DLIR release of 2025-12-15 ("increase to $16.00 per hour effective January 1, 2026") as republished by EIN Presswire; not on a state site.' },
  ] },
  { code: 'IL', name: 'Illinois', statute: '820 ILCS 105/4 ($15.00 from 2025-01-01, not indexed)', versions: [
    { value: { hourly: '15.00' }, effective: '2025-01-01', source: '820 ILCS 105/4; $15.00 from 2025-01-01 (top of the 2019 schedule; secondary practice guide)' },
    { value: { hourly: '15.00' }, effective: '2026-01-01', source: '820 ILCS 105/4; unchanged for 2026 as listed by Business Insider (January 2026)', note: 'Chicago and Cook County set higher local minimum wages.' },
  ] },
  { code: 'MA', name: 'Massachusetts', statute: 'Mass. Gen. Laws c. 151, § 1 ($15.00 from 2023-01-01, not indexed)', versions: [
    { value: { hourly: '15.00' }, effective: '2023-01-01', source: 'Mass. Gen. Laws c. 151, § 1; $15.00 (2023)' },
    { value: { hourly: '15.00' }, effective: '2024-01-01', source: 'Mass. Gen. Laws c. 151, § 1; unchanged since January 2023 (Governing, January 2026)' },
    { value: { hourly: '15.00' }, effective: '2025-01-01', source: 'Mass. Gen. Laws c. 151, § 1; unchanged since January 2023 (Governing, January 2026)' },
    { value: { hourly: '15.00' }, effective: '2026-01-01', source: 'Mass. Gen. Laws c. 151, § 1; unchanged since January 2023 (Governing, January 2026)' },
  ] },
  { code: 'MD', name: 'Maryland', statute: 'Md. Code, Lab. & Empl. § 3-413 ($15.00 from 2024-01-01, not indexed)', versions: [
    { value: { hourly: '15.00' }, effective: '2024-01-01', source: 'Md. Code, Lab. & Empl. § 3-413; $15.00 (2024)' },
    { value: { hourly: '15.00' }, effective: '2025-01-01', source: 'Md. Code, Lab. & Empl. § 3-413; unchanged (Ballotpedia, 2025 list)' },
    { value: { hourly: '15.00' }, effective: '2026-01-01', source: 'Md. Code, Lab. & Empl. § 3-413; unchanged for 2026 as listed by Business Insider (January 2026)' },
  ] },
  { code: 'ME', name: 'Maine', statute: '26 M.R.S. § 664(1) (indexed each January)', versions: [
    { value: { hourly: '14.65' }, effective: '2025-01-01' },
    { value: { hourly: '15.10' }, effective: '2026-01-01', note: 'Maine DOL release of 2025-09-11 ("effective January 1, 2026, the state minimum wage will increase from $14.65 to $15.10 per hour") read as republished by pubt.io, not on maine.gov; KMA HR and NFIB give the same.' },
  ] },
  { code: 'MI', name: 'Michigan', statute: 'Mich. Comp. Laws § 408.934 (as amended in 2025: scheduled increases)', versions: [
    { value: { hourly: '12.48' }, effective: '2025-02-21' },
    { value: { hourly: '13.73' }, effective: '2026-01-01', note: 'Set by 2025 PA 1 (SB 8). The Senate Fiscal Agency analysis of SB 8 (legislature.mi.gov, 2025-SFA-0008-G) lists $13.73 from 2026-01-01 for a pre-enactment version of the bill; the as-enacted analysis (2025-SFA-0008-N) could not be read. Bodman (hrlaws.com), mlcmi.com and WLKM report the rate in force from 2026-01-01.' },
  ] },
  { code: 'MN', name: 'Minnesota', statute: 'Minn. Stat. § 177.24 (indexed each January)', versions: [
    { value: { hourly: '11.13' }, effective: '2025-01-01', source: 'Minn. Stat. § 177.24; https://www.dli.mn.gov/minwage (DLI table: state minimum wage $11.13 an hour as of Jan. 1, 2025)', verified: CHECKED },
    { value: { hourly: '11.41' }, effective: '2026-01-01', source: 'Minn. Stat. § 177.24; https://www.dli.mn.gov/minwage (DLI: "Effective Jan. 1, 2026, Minnesota\'s minimum-wage rate will be adjusted for inflation to $11.41 an hour for all employers")', verified: CHECKED, note: 'Minneapolis and St. Paul set higher local minimum wages.' },
  ] },
  { code: 'MO', name: 'Missouri', statute: 'Mo. Rev. Stat. § 290.502 (Proposition A, 2024: $13.75 in 2025, $15.00 in 2026, then indexed)', versions: [
    { value: { hourly: '13.75' }, effective: '2025-01-01' },
    {
      value: { hourly: '15.00' }, effective: '2026-01-01',
      note: 'Governing lists $16; Proposition A, Ballotpedia, Business Insider and WorldatWork give $15.00, and so do a Fisher Phillips alert (via JD Supra) and Axcet HR on HB 567 (signed 2025-07-10, in force 2025-08-28): it repealed Proposition A\'s paid sick leave and the inflation adjustments from 2027, but left the $15.00 due on 2026-01-01. A search-engine copy of labor.mo.gov/DLS/MinimumWage quotes its poster: "$15.00 Missouri minimum wage in effect for 2026". The department\'s page itself could not be read. With indexing repealed, $15.00 may stand beyond 2026 until a law changes it.',
    },
  ] },
  { code: 'MT', name: 'Montana', statute: 'Mont. Code § 39-3-409 (indexed each January)', versions: [
    { value: { hourly: '10.55' }, effective: '2025-01-01' },
    { value: { hourly: '10.85' }, effective: '2026-01-01', note: 'Kitchen Table News and remotelaws.com give $10.85 from 2026-01-01; the DLI page in the store (erd.dli.mt.gov) still shows the 2025 rate of $10.55, so the 2026 determination letter could not be read.' },
  ] },
  { code: 'NE', name: 'Nebraska', statute: 'Neb. Rev. Stat. § 48-1203 (Initiative 433, 2022)', versions: [
    { value: { hourly: '13.50' }, effective: '2025-01-01', expires: '2025-12-31', source: 'Neb. Rev. Stat. § 48-1203(1)(d); https://www.nebraskalegislature.gov/laws/statutes.php?statute=48-1203 ("Thirteen dollars and fifty cents per hour on and after January 1, 2025, through December 31, 2025")', verified: CHECKED },
    {
      value: { hourly: '15.00' }, effective: '2026-01-01', expires: '2026-12-31',
      source: 'Neb. Rev. Stat. § 48-1203(1)(e); https://www.nebraskalegislature.gov/laws/statutes.php?statute=48-1203 ("Fifteen dollars per hour on and after January 1, 2026, through December 31, 2026")',
      verified: CHECKED,
      note: 'LB258 (2026, in force 2026-07-17 as reported by Mondaq) adds youth and training wages and replaces the cost-of-living increase from 2027 with 1.75% a year; it leaves $15.00 for 2026.',
    },
  ] },
  { code: 'NJ', name: 'New Jersey', statute: 'N.J. Stat. § 34:11-56a4 (indexed each January)', versions: [
    { value: { hourly: '15.49' }, effective: '2025-01-01', note: 'Most employers; seasonal and small employers (fewer than six employees) pay less.' },
    { value: { hourly: '15.92' }, effective: '2026-01-01', note: 'Most employers; seasonal and small employers (fewer than six employees): $15.23. NJDOL\'s 2025-10-01 announcement was read only as reported by Ogletree Deakins and the Southern Ocean Chamber of Commerce; the small-employer rate matches N.J.A.C. 12:56-3.2(b)7 (2025 rate + $0.70).' },
  ] },
  { code: 'NM', name: 'New Mexico', statute: 'N.M. Stat. § 50-4-22(A) ($12.00 from 2023-01-01, not indexed)', versions: [
    { value: { hourly: '12.00' }, effective: '2023-01-01', source: 'N.M. Stat. § 50-4-22(A); https://www.dws.state.nm.us/Minimum-Wage-Information ("$12.00 per hour effective January 1, 2023")', verified: CHECKED },
    { value: { hourly: '12.00' }, effective: '2024-01-01', source: 'N.M. Stat. § 50-4-22(A); unchanged since 2023-01-01 (remotelaws.com New Mexico summary, February 2026)' },
    { value: { hourly: '12.00' }, effective: '2025-01-01', source: 'N.M. Stat. § 50-4-22(A); unchanged since 2023-01-01 (remotelaws.com New Mexico summary, February 2026)' },
    { value: { hourly: '12.00' }, effective: '2026-01-01', source: 'N.M. Stat. § 50-4-22(A); unchanged since 2023-01-01 (remotelaws.com New Mexico summary, February 2026)', note: 'Albuquerque, Bernalillo County, Las Cruces and Santa Fe set higher local minimum wages.' },
  ] },
  { code: 'NY', name: 'New York', statute: 'N.Y. Lab. Law § 652(1) (2023 amendment: +$0.50 on 2024-01-01, 2025-01-01 and 2026-01-01, indexed from 2027)', versions: [
    { value: { hourly: '15.50', regions: [{ region: 'nyc_long_island_westchester', name: 'New York City, Long Island (Nassau, Suffolk) and Westchester', hourly: '16.50' }] }, effective: '2025-01-01' },
    {
      value: { hourly: '16.00', regions: [{ region: 'nyc_long_island_westchester', name: 'New York City, Long Island (Nassau, Suffolk) and Westchester', hourly: '17.00' }] }, effective: '2026-01-01',
      source: 'N.Y. Lab. Law § 652(1); $16.00 outside, $17.00 in New York City, Nassau, Suffolk and Westchester, as announced by the Governor (Westfair, Newsmax, December 2025) and listed by Business Insider',
      note: 'The Governor\'s release ("Money in Your Pockets: Governor Hochul Reminds New Yorkers of Minimum Wage Increase on January 1") was read as republished by EIN Presswire; the ny.gov schedule page in the store stops at 2024.',
    },
  ] },
  { code: 'OH', name: 'Ohio', statute: 'Ohio Const. art. II, § 34a (indexed each January; employers above the gross-receipts threshold)', versions: [
    { value: { hourly: '10.70' }, effective: '2025-01-01' },
    { value: { hourly: '11.00' }, effective: '2026-01-01', note: 'Non-tipped employees of businesses with annual gross receipts above $405,000 (tipped: $5.50). The Department of Commerce release of 2025-09-29 was read as republished by pubt.io, not on com.ohio.gov.' },
  ] },
  { code: 'RI', name: 'Rhode Island', statute: 'R.I. Gen. Laws § 28-12-3', versions: [
    { value: { hourly: '15.00' }, effective: '2025-01-01' },
    { value: { hourly: '16.00' }, effective: '2026-01-01', note: 'Set by the 2025 act signed by the Governor ($16.00 from 2026-01-01, $17.00 from 2027-01-01) as reported by Providence Business News and Patch (quoting the General Assembly release); the enacted text of § 28-12-3 could not be read here.' },
  ] },
  { code: 'SD', name: 'South Dakota', statute: 'S.D. Codified Laws § 60-11-3 (indexed each January)', versions: [
    { value: { hourly: '11.50' }, effective: '2025-01-01' },
    { value: { hourly: '11.85' }, effective: '2026-01-01', source: 'S.D. Codified Laws § 60-11-3.2; https://news.sd.gov/news?id=news_kb_article_view&sysparm_article=KB0045235 (DLR release, 2025-10-23: "will increase from $11.50/hour to $11.85/hour effective Jan. 1, 2026")', verified: CHECKED },
  ] },
  { code: 'VA', name: 'Virginia', statute: 'Va. Code § 40.1-28.10 (indexed each January)', versions: [
    { value: { hourly: '12.41' }, effective: '2025-01-01' },
    { value: { hourly: '12.77' }, effective: '2026-01-01', note: 'DOLI\'s 2025-07-29 announcement ($12.41 × 1.029 = $12.77) was read only as reported by WSLS and Marca, not on doli.virginia.gov.' },
  ] },
  { code: 'VT', name: 'Vermont', statute: '21 V.S.A. § 384(a) (indexed each January)', versions: [
    { value: { hourly: '14.01' }, effective: '2025-01-01' },
    { value: { hourly: '14.42' }, effective: '2026-01-01', note: 'Vermont DOL release ("from $14.01 to $14.42 per hour") read as reprinted by the Hinesburg Record; NFIB gives the same. The labor.vermont.gov page in the store stops at 2019.' },
  ] },
  { code: 'WA', name: 'Washington', statute: 'Rev. Code Wash. § 49.46.020 (indexed to CPI-W each January by L&I)', versions: [
    { value: { hourly: '16.66' }, effective: '2025-01-01' },
    { value: { hourly: '17.13' }, effective: '2026-01-01', source: 'Rev. Code Wash. § 49.46.020; $17.13 for 2026 as announced by L&I on 2025-09-30 (reported by Tri-Cities Business News and others) and listed by Governing and Ballotpedia', note: 'Seattle, SeaTac, Tukwila, Renton, Bellingham, Everett, Burien and unincorporated King County set higher local minimum wages. L&I\'s own release could not be read here; one CT Insider figure of $17.26 (repeated by Cleanfax) contradicts every other report and is not used.' },
  ] },
];

/**
 * State minimum hourly wages, keyed by postal code, for the states that changed theirs on 2026-01-01 and the states
 * whose garnishment floor multiplies the state minimum wage (with their earlier figures, so a 2025 date picks the
 * 2025 wage). Minimum wages are re-set every year (indexed or scheduled), so each table declares an annual cadence:
 * a figure whose year has passed with no successor on record is reported as stale.
 */
export const US_STATE_MINIMUM_WAGES: Readonly<Record<string, RuleTable<StateMinimumWage>>> = Object.fromEntries(
  ROWS.map((row) => [
    row.code,
    {
      id: `us.${row.code.toLowerCase()}.minimum_wage`,
      jurisdiction: `US-${row.code}`,
      title: `${row.name}: state minimum hourly wage`,
      cadence: 'annual',
      versions: row.versions.map(({ source, verified, ...version }) => ({
        ...version,
        source: source ?? `${row.statute}; ${version.effective < '2026-01-01' ? LISTS_2025 : LISTS_2026}`,
        verified: verified ?? null,
      })),
    } satisfies RuleTable<StateMinimumWage>,
  ]),
);
