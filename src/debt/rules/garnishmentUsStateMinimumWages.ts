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
 */
const LISTS_2026 = '2026 figure as listed by Governing, Ballotpedia and Business Insider (January 2026)';
const LISTS_2025 = '2025 figure as listed by Governing and Ballotpedia';

const ROWS: readonly Row[] = [
  { code: 'AZ', name: 'Arizona', statute: 'Ariz. Rev. Stat. § 23-363 (indexed each January)', versions: [
    { value: { hourly: '14.70' }, effective: '2025-01-01' },
    { value: { hourly: '15.15' }, effective: '2026-01-01' },
  ] },
  { code: 'CA', name: 'California', statute: 'Cal. Lab. Code § 1182.12 (indexed each January)', versions: [
    { value: { hourly: '15.50' }, effective: '2023-01-01', source: 'Cal. Lab. Code § 1182.12; $15.50 (2023)' },
    { value: { hourly: '16.00' }, effective: '2024-01-01', source: 'Cal. Lab. Code § 1182.12; $16.00 (2024)' },
    { value: { hourly: '16.50' }, effective: '2025-01-01' },
    { value: { hourly: '16.90' }, effective: '2026-01-01', note: 'Cities and counties may set a higher local minimum wage (Los Angeles, San Francisco, San Diego and others).' },
  ] },
  { code: 'CO', name: 'Colorado', statute: 'Colo. Const. art. XVIII, § 15; CDLE PAY CALC Order (indexed each January)', versions: [
    { value: { hourly: '14.81' }, effective: '2025-01-01' },
    { value: { hourly: '15.16' }, effective: '2026-01-01', note: 'Denver, Boulder and Edgewater set higher local minimum wages. J.J. Keller\'s Colorado summary gives the same $15.16 and $14.81.' },
  ] },
  { code: 'CT', name: 'Connecticut', statute: 'Conn. Gen. Stat. § 31-58(j) (indexed to the Employment Cost Index each January)', versions: [
    { value: { hourly: '16.35' }, effective: '2025-01-01' },
    { value: { hourly: '16.94' }, effective: '2026-01-01' },
  ] },
  { code: 'HI', name: 'Hawaii', statute: 'Haw. Rev. Stat. § 387-2 (Act 114, 2022: $14.00 from 2024, $16.00 from 2026, $18.00 from 2028)', versions: [
    { value: { hourly: '14.00' }, effective: '2024-01-01', expires: '2025-12-31', source: 'Haw. Rev. Stat. § 387-2 (Act 114, 2022 schedule); $14.00 for 2024 and 2025' },
    { value: { hourly: '16.00' }, effective: '2026-01-01', expires: '2027-12-31', note: 'Scheduled by statute for 2026 and 2027.' },
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
    { value: { hourly: '15.10' }, effective: '2026-01-01' },
  ] },
  { code: 'MI', name: 'Michigan', statute: 'Mich. Comp. Laws § 408.934 (as amended in 2025: scheduled increases)', versions: [
    { value: { hourly: '12.48' }, effective: '2025-02-21' },
    { value: { hourly: '13.73' }, effective: '2026-01-01' },
  ] },
  { code: 'MN', name: 'Minnesota', statute: 'Minn. Stat. § 177.24 (indexed each January)', versions: [
    { value: { hourly: '11.13' }, effective: '2025-01-01' },
    { value: { hourly: '11.41' }, effective: '2026-01-01' },
  ] },
  { code: 'MO', name: 'Missouri', statute: 'Mo. Rev. Stat. § 290.502 (Proposition A, 2024: $13.75 in 2025, $15.00 in 2026, then indexed)', versions: [
    { value: { hourly: '13.75' }, effective: '2025-01-01' },
    { value: { hourly: '15.00' }, effective: '2026-01-01', note: 'Governing lists $16; Proposition A, Ballotpedia, Business Insider and WorldatWork give $15.00.' },
  ] },
  { code: 'MT', name: 'Montana', statute: 'Mont. Code § 39-3-409 (indexed each January)', versions: [
    { value: { hourly: '10.55' }, effective: '2025-01-01' },
    { value: { hourly: '10.85' }, effective: '2026-01-01' },
  ] },
  { code: 'NE', name: 'Nebraska', statute: 'Neb. Rev. Stat. § 48-1203 (Initiative 433, 2022)', versions: [
    { value: { hourly: '13.50' }, effective: '2025-01-01' },
    { value: { hourly: '15.00' }, effective: '2026-01-01' },
  ] },
  { code: 'NJ', name: 'New Jersey', statute: 'N.J. Stat. § 34:11-56a4 (indexed each January)', versions: [
    { value: { hourly: '15.49' }, effective: '2025-01-01', note: 'Most employers; seasonal and small employers (fewer than six employees) pay less.' },
    { value: { hourly: '15.92' }, effective: '2026-01-01', note: 'Most employers; seasonal and small employers (fewer than six employees): $15.23.' },
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
    },
  ] },
  { code: 'OH', name: 'Ohio', statute: 'Ohio Const. art. II, § 34a (indexed each January; employers above the gross-receipts threshold)', versions: [
    { value: { hourly: '10.70' }, effective: '2025-01-01' },
    { value: { hourly: '11.00' }, effective: '2026-01-01' },
  ] },
  { code: 'RI', name: 'Rhode Island', statute: 'R.I. Gen. Laws § 28-12-3', versions: [
    { value: { hourly: '15.00' }, effective: '2025-01-01' },
    { value: { hourly: '16.00' }, effective: '2026-01-01' },
  ] },
  { code: 'SD', name: 'South Dakota', statute: 'S.D. Codified Laws § 60-11-3 (indexed each January)', versions: [
    { value: { hourly: '11.50' }, effective: '2025-01-01' },
    { value: { hourly: '11.85' }, effective: '2026-01-01' },
  ] },
  { code: 'VA', name: 'Virginia', statute: 'Va. Code § 40.1-28.10 (indexed each January)', versions: [
    { value: { hourly: '12.41' }, effective: '2025-01-01' },
    { value: { hourly: '12.77' }, effective: '2026-01-01' },
  ] },
  { code: 'VT', name: 'Vermont', statute: '21 V.S.A. § 384(a) (indexed each January)', versions: [
    { value: { hourly: '14.01' }, effective: '2025-01-01' },
    { value: { hourly: '14.42' }, effective: '2026-01-01' },
  ] },
  { code: 'WA', name: 'Washington', statute: 'Rev. Code Wash. § 49.46.020 (indexed to CPI-W each January by L&I)', versions: [
    { value: { hourly: '16.66' }, effective: '2025-01-01' },
    { value: { hourly: '17.13' }, effective: '2026-01-01', source: 'Rev. Code Wash. § 49.46.020; $17.13 for 2026 as announced by L&I on 2025-09-30 (reported by Tri-Cities Business News and others) and listed by Governing and Ballotpedia', note: 'Seattle, SeaTac, Tukwila, Renton, Bellingham, Everett, Burien and unincorporated King County set higher local minimum wages.' },
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
