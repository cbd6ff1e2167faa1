import type { RuleTable, RuleVersion } from '../../core/ruleTable.js';

/** Date on which the rows marked verified were checked. */
const CHECKED = '2026-11-22';

/**
 * A state's own limit on wage garnishment for an ordinary (consumer) judgment, applied on top of the federal
 * limit of 15 U.S.C. § 1673(a) (§ 1677 keeps stricter state laws in force). A null field means "as federal".
 */
export interface StateGarnishmentRule {
  /** `barred`: the state does not let a consumer creditor garnish wages at all. */
  readonly consumer_garnishment: 'allowed' | 'barred';
  /** Largest share of earnings in percent; null = 25 (federal). */
  readonly percent: string | null;
  /** What the share is measured on; guidekit applies it to the income given (docs/garnishment.md). */
  readonly percent_base: 'disposable' | 'gross';
  /** Weekly floor as a multiple of `floor_wage`; null = 30 (federal). */
  readonly floor_hours: number | null;
  /**
   * Hourly wage the floor multiplies: null = the federal minimum wage; `state_minimum` = the greater of the federal
   * and the state minimum wage in force at the answer's date (US_STATE_MINIMUM_WAGES, re-set every year).
   */
  readonly floor_wage: 'state_minimum' | null;
  /** Share in percent of the excess over the floor that may be taken (California 40); null = 100. */
  readonly excess_percent: string | null;
  /** Head-of-household (head-of-family) rule, when the state has one. */
  readonly head_of_household: {
    /** Largest share in percent for a head of household; null = no change. */
    readonly percent: string | null;
    /** True when a head of household's wages are wholly exempt from consumer garnishment (see note). */
    readonly fully_exempt: boolean;
  } | null;
  /** A lower share for low earners (Nevada): applies while weekly earnings are at most `weekly_at_most`. */
  readonly low_earner: { readonly weekly_at_most: string; readonly percent: string } | null;
  /** True when the statute has parts not modelled (tiers, dependants, annual caps): amounts are then an upper bound. */
  readonly partially_modelled: boolean;
}

const FEDERAL: StateGarnishmentRule = {
  consumer_garnishment: 'allowed', percent: null, percent_base: 'disposable', floor_hours: null, floor_wage: null,
  excess_percent: null, head_of_household: null, low_earner: null, partially_modelled: false,
};

interface Row {
  readonly code: string;
  readonly name: string;
  readonly versions: readonly (Omit<RuleVersion<StateGarnishmentRule>, 'verified'> & { readonly verified?: string | null })[];
}

function v(value: Partial<StateGarnishmentRule>, effective: string, source: string, extra: { verified?: string | null; note?: string } = {}) {
  return { value: { ...FEDERAL, ...value }, effective, source, ...extra };
}
const federalOnly = (source: string, note?: string) => [v({}, '1970-07-01', source, note === undefined ? {} : { note })];
const unmodelled = (source: string, note: string) => [v({ partially_modelled: true }, '1970-07-01', source, { note })];

/*
 * Lead: /work/shared/research/debt.md §3 (NCLC "No Fresh Start" survey, mostly [M]). Rows are unverified
 * (`verified: null`) unless a cited text was checked on CHECKED: the four bar states (research [V]), Massachusetts
 * (statute text quoted from malegislature.gov) and Virginia (Virginia DOLI garnishment page). Floors that multiply the
 * state minimum wage say `floor_wage: 'state_minimum'`; the wage itself is a separate dated table with an annual cadence
 * (garnishmentUsStateMinimumWages.ts), so the floor follows each year's wage and a wage with no successor is reported
 * stale. (Until 2026-11 the rows carried the wage figure themselves; those figures moved to that table unchanged.)
 */
const ROWS: readonly Row[] = [
  { code: 'AK', name: 'Alaska', versions: unmodelled('Alaska Stat. § 09.38.030', 'Alaska exempts an indexed weekly amount of net earnings; not modelled, federal cap shown.') },
  { code: 'AL', name: 'Alabama', versions: federalOnly('Ala. Code § 6-10-7') },
  { code: 'AR', name: 'Arkansas', versions: unmodelled('Ark. Code § 16-66-208', 'Arkansas exempts the first $500 of net wages for some debtors; not modelled.') },
  { code: 'AZ', name: 'Arizona', versions: [v({ percent: '10', partially_modelled: true }, '2022-12-05', 'Ariz. Rev. Stat. § 33-1131(B) (Proposition 209, 2022)', { note: 'The higher minimum-wage floor of Proposition 209 is not modelled; research notes §3 [M].' })] },
  {
    code: 'CA', name: 'California', versions: [
      v({ floor_hours: 40, floor_wage: 'state_minimum', excess_percent: '50' }, '2023-01-01', 'Cal. Code Civ. Proc. § 706.050 as amended by SB 501 (2015): lesser of 25% or 50% of the excess over 40 × the state minimum wage', { note: 'Formula as described in the SB 1477 digest (leginfo.ca.gov).' }),
      v({ percent: '20', floor_hours: 48, floor_wage: 'state_minimum', excess_percent: '40' }, '2023-09-01', 'Cal. Code Civ. Proc. § 706.050 as amended by SB 1477 (Stats. 2022, ch. 849, operative September 1, 2023); https://leginfo.legislature.ca.gov/faces/billVersionsCompareClient.xhtml?bill_id=202120220SB1477', { note: 'Formula and operative date checked against the chaptered bill. Local minimum wages may be higher; the statute uses the higher local wage where one applies.' }),
    ],
  },
  { code: 'CO', name: 'Colorado', versions: [v({ percent: '20', floor_hours: 40, floor_wage: 'state_minimum' }, '2025-01-01', 'Colo. Rev. Stat. § 13-54-104 (modelled: lesser of 20% or the excess over 40 × the state minimum wage)', { note: 'Local minimum wages (Denver) may raise the floor.' })] },
  { code: 'CT', name: 'Connecticut', versions: [v({ floor_hours: 40, floor_wage: 'state_minimum' }, '2025-01-01', 'Conn. Gen. Stat. § 52-361a (modelled: the excess over 40 × the greater of the federal or state minimum wage)')] },
  { code: 'DC', name: 'District of Columbia', versions: unmodelled('D.C. Code § 16-572', 'The District\'s own exemption was not researched; federal cap shown.') },
  { code: 'DE', name: 'Delaware', versions: [v({ percent: '15' }, '1970-07-01', 'Del. Code tit. 10, § 4913 (85% exempt)')] },
  { code: 'FL', name: 'Florida', versions: [v({ head_of_household: { percent: null, fully_exempt: true } }, '1993-01-01', 'Fla. Stat. § 222.11(2)', { verified: CHECKED, note: 'Statute text checked: a head of family\'s disposable earnings up to $750 a week are exempt, and above $750 may not be garnished unless the debtor agreed in a separate signed waiver (then the federal cap applies). Effective date not checked.' })] },
  { code: 'GA', name: 'Georgia', versions: federalOnly('Ga. Code § 18-4-20') },
  { code: 'HI', name: 'Hawaii', versions: unmodelled('Haw. Rev. Stat. § 652-1', 'Hawaii takes 5% of the first $100 a month, 10% of the next $100 and 20% of the rest; not modelled, federal cap shown.') },
  { code: 'IA', name: 'Iowa', versions: unmodelled('Iowa Code § 642.21', 'Iowa caps the yearly total per creditor by income band; not modelled.') },
  { code: 'ID', name: 'Idaho', versions: federalOnly('Idaho Code § 11-207') },
  { code: 'IL', name: 'Illinois', versions: [v({ percent: '15', percent_base: 'gross', floor_hours: 45, floor_wage: 'state_minimum' }, '2025-01-01', '735 ILCS 5/12-803 (lesser of 15% of gross or the excess of disposable earnings over 45 × the greater federal/state minimum wage)', { verified: CHECKED, note: 'Statute text checked on ilga.gov.' })] },
  { code: 'IN', name: 'Indiana', versions: federalOnly('Ind. Code § 24-4.5-5-105') },
  { code: 'KS', name: 'Kansas', versions: federalOnly('Kan. Stat. § 60-2310') },
  { code: 'KY', name: 'Kentucky', versions: federalOnly('Ky. Rev. Stat. § 427.010') },
  { code: 'LA', name: 'Louisiana', versions: federalOnly('La. Rev. Stat. § 13:3881') },
  {
    code: 'MA', name: 'Massachusetts', versions: [
      v({ percent: '15', percent_base: 'gross', floor_hours: 50, floor_wage: 'state_minimum' }, '2023-01-01', 'Mass. Gen. Laws ch. 246, § 28 (exempt: greater of 85% of gross wages or 50 × the greater federal/state minimum wage)', { verified: CHECKED, note: 'Statute text checked (malegislature.gov, quoted in the referencesource wage-garnishment dataset).' }),
    ],
  },
  { code: 'MD', name: 'Maryland', versions: [v({ floor_wage: 'state_minimum' }, '2024-01-01', 'Md. Code, Com. Law § 15-601.1 (modelled: the federal formula with the state minimum wage)')] },
  { code: 'ME', name: 'Maine', versions: [v({ floor_hours: 40, floor_wage: 'state_minimum' }, '2025-01-01', 'Me. Rev. Stat. tit. 14, § 3127-B (modelled: the excess over 40 × the greater of the federal or state minimum wage)')] },
  { code: 'MI', name: 'Michigan', versions: federalOnly('Mich. Comp. Laws § 600.4012') },
  { code: 'MN', name: 'Minnesota', versions: unmodelled('Minn. Stat. § 571.922 (2024 tiers)', 'Minnesota takes 10–25% depending on weekly income as a multiple of the minimum wage (2024); tiers not modelled, federal cap shown.') },
  { code: 'MO', name: 'Missouri', versions: [v({ head_of_household: { percent: '10', fully_exempt: false } }, '1970-07-01', 'Mo. Rev. Stat. § 525.030', { note: '10% for a Missouri resident head of family.' })] },
  { code: 'MS', name: 'Mississippi', versions: federalOnly('Miss. Code § 85-3-4', 'Wages are exempt for the first 30 days after service.') },
  { code: 'MT', name: 'Montana', versions: federalOnly('Mont. Code § 25-13-614') },
  { code: 'NC', name: 'North Carolina', versions: [v({ consumer_garnishment: 'barred' }, '1970-07-01', 'N.C. Gen. Stat. § 1-362', { verified: CHECKED, note: 'Research notes §3 [V]: no wage garnishment for consumer debt (exceptions: support, taxes, student loans, some public debts).' })] },
  { code: 'ND', name: 'North Dakota', versions: [v({ floor_hours: 40, partially_modelled: true }, '1970-07-01', 'N.D. Cent. Code § 32-09.1-03', { note: 'The $20-a-week reduction per dependant is not modelled.' })] },
  { code: 'NE', name: 'Nebraska', versions: [v({ head_of_household: { percent: '15', fully_exempt: false } }, '1970-07-01', 'Neb. Rev. Stat. § 25-1558', { note: '15% for a head of family.' })] },
  { code: 'NH', name: 'New Hampshire', versions: [v({ floor_hours: 50 }, '1970-07-01', 'N.H. Rev. Stat. § 512:21')] },
  { code: 'NJ', name: 'New Jersey', versions: [v({ percent: '10', percent_base: 'gross', partially_modelled: true }, '2008-01-01', 'N.J. Stat. § 2A:17-56', { note: 'Lower limits for income under 250% of the poverty guideline are not modelled.' })] },
  { code: 'NM', name: 'New Mexico', versions: [v({ floor_hours: 40, floor_wage: 'state_minimum' }, '2023-01-01', 'N.M. Stat. § 35-12-7 (modelled: the excess over 40 × the state minimum wage)')] },
  { code: 'NV', name: 'Nevada', versions: [v({ low_earner: { weekly_at_most: '770', percent: '18' } }, '2021-07-01', 'Nev. Rev. Stat. § 21.090(1)(g)', { note: '18% when gross weekly pay is $770 or less, else 25%.' })] },
  { code: 'NY', name: 'New York', versions: [v({ percent: '10', percent_base: 'gross', floor_wage: 'state_minimum' }, '2025-01-01', 'N.Y. C.P.L.R. § 5231(b) (at most 10% of income; nothing unless weekly disposable earnings exceed 30 × the greater federal/state minimum wage; never more than 25% or the excess)', { verified: CHECKED, note: 'Statute text checked (nysenate.gov). The minimum wage is higher in New York City, Long Island and Westchester: pass wage_region, or see both in wage_regions.' })] },
  { code: 'OH', name: 'Ohio', versions: federalOnly('Ohio Rev. Code § 2329.66') },
  { code: 'OK', name: 'Oklahoma', versions: federalOnly('Okla. Stat. tit. 12, § 1171.1', 'A hardship exemption may be claimed.') },
  { code: 'OR', name: 'Oregon', versions: unmodelled('Or. Rev. Stat. § 18.385', 'Oregon exempts a fixed weekly amount; not modelled, federal cap shown.') },
  { code: 'PA', name: 'Pennsylvania', versions: [v({ consumer_garnishment: 'barred' }, '1970-07-01', '42 Pa. Cons. Stat. § 8127', { verified: CHECKED, note: 'Research notes §3 [V]: wages may be attached only for support, board, taxes, student loans and a few other debts.' })] },
  { code: 'RI', name: 'Rhode Island', versions: unmodelled('R.I. Gen. Laws § 9-26-4', 'Rhode Island\'s own exemption was not researched; federal cap shown.') },
  { code: 'SC', name: 'South Carolina', versions: [v({ consumer_garnishment: 'barred' }, '1970-07-01', 'S.C. Code § 37-5-104', { verified: CHECKED, note: 'Research notes §3 [V]: no wage garnishment to enforce a consumer credit debt.' })] },
  { code: 'SD', name: 'South Dakota', versions: [v({ percent: '20', partially_modelled: true }, '1970-07-01', 'S.D. Codified Laws § 15-20-12', { note: 'The per-dependant addition is not modelled.' })] },
  { code: 'TN', name: 'Tennessee', versions: federalOnly('Tenn. Code § 26-2-106', 'An extra $2.50 a week per dependent child under 16 is exempt (not modelled).') },
  { code: 'TX', name: 'Texas', versions: [v({ consumer_garnishment: 'barred' }, '1970-07-01', 'Tex. Const. art. XVI, § 28; Tex. Prop. Code § 42.001(b)(1)', { verified: CHECKED, note: 'Research notes §3 [V]: current wages are not subject to garnishment except for support, taxes and student loans.' })] },
  { code: 'UT', name: 'Utah', versions: federalOnly('Utah Code § 70C-7-103') },
  {
    code: 'VA', name: 'Virginia', versions: [
      v({ floor_hours: 40 }, '2009-07-24', 'Va. Code § 34-29; https://www.doli.virginia.gov/laborlaw/support_files/garnsupp_wholddebts.html', { verified: CHECKED, note: 'Virginia DOLI: protected amount = federal minimum wage × 40 per week ($290.00), and at most 25%.' }),
    ],
  },
  { code: 'VT', name: 'Vermont', versions: [v({ floor_hours: 40 }, '1970-07-01', 'Vt. Stat. tit. 12, § 3170')] },
  { code: 'WA', name: 'Washington', versions: [v({ percent: '20', floor_hours: 35, floor_wage: 'state_minimum' }, '2025-01-01', 'Rev. Code Wash. § 6.27.150(4) (consumer debt: exempt the greater of 35 × the state minimum wage or 80% of disposable earnings)', { note: 'Formula checked (RCW text as published by Justia). Private student loans (§ 6.27.150(3)) exempt more: 50 × the highest minimum wage or 85%, not modelled.' })] },
  { code: 'WI', name: 'Wisconsin', versions: [v({ percent: '20', partially_modelled: true }, '1994-01-01', 'Wis. Stat. § 812.34', { note: 'The poverty-line exemption of § 812.34(2)(b) is not modelled.' })] },
  { code: 'WV', name: 'West Virginia', versions: [v({ percent: '20' }, '1970-07-01', 'W. Va. Code § 38-5A-3 (80% exempt)')] },
  { code: 'WY', name: 'Wyoming', versions: federalOnly('Wyo. Stat. § 1-15-511') },
];

/** State wage-garnishment rules for ordinary (consumer) judgments, keyed by postal code: the 50 states and DC. */
export const US_STATE_GARNISHMENT_RULES: Readonly<Record<string, RuleTable<StateGarnishmentRule>>> = Object.fromEntries(
  ROWS.map((row) => [
    row.code,
    {
      id: `us.${row.code.toLowerCase()}.wage_garnishment`,
      jurisdiction: `US-${row.code}`,
      title: `${row.name}: limit on wage garnishment for consumer judgments`,
      versions: row.versions.map((version) => ({ ...version, verified: version.verified ?? null })),
    },
  ]),
);

/** Names of the 50 states and DC, keyed by postal code. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(ROWS.map((r) => [r.code, r.name]));

/** The four states that bar wage garnishment for consumer debt (research notes §3 [V]). */
export const NO_CONSUMER_GARNISHMENT_STATES: readonly string[] = ROWS.filter((r) => r.versions.every((x) => x.value.consumer_garnishment === 'barred')).map((r) => r.code);
