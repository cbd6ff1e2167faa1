import type { RuleTable } from '../../core/ruleTable.js';

/** Date on which the rows marked verified were checked. */
const CHECKED = '2026-11-22';

/** Debt relief order criteria in England and Wales (Insolvency Act 1986, Part 7A and Sch. 4ZA; amounts in GBP). */
export interface DroCriteria {
  readonly max_debts: string;
  /** Most surplus income a month after normal household expenses. */
  readonly max_surplus_income: string;
  /** Most total assets (one vehicle up to `max_vehicle` is left out). */
  readonly max_assets: string;
  readonly max_vehicle: string;
  readonly fee: string;
}

/** DRO limits by date (Insolvency Proceedings (Monetary Limits) Order; DRO fee orders). */
export const UK_DRO_CRITERIA: RuleTable<DroCriteria> = {
  id: 'uk.ew.debt_relief_order.criteria',
  jurisdiction: 'UK',
  title: 'Debt relief order eligibility limits and fee (England and Wales)',
  versions: [
    { value: { max_debts: '15000', max_surplus_income: '50', max_assets: '300', max_vehicle: '1000', fee: '90' }, effective: '2009-04-06', source: 'Insolvency Act 1986, Sch. 4ZA; Insolvency Proceedings (Monetary Limits) (Amendment) Order 2009', verified: null },
    { value: { max_debts: '20000', max_surplus_income: '50', max_assets: '1000', max_vehicle: '1000', fee: '90' }, effective: '2015-10-01', source: 'Insolvency Proceedings (Monetary Limits) (Amendment) Order 2015', verified: null },
    { value: { max_debts: '30000', max_surplus_income: '75', max_assets: '2000', max_vehicle: '2000', fee: '90' }, effective: '2021-06-29', source: 'Insolvency Proceedings (Monetary Limits) (Amendment) Order 2021', verified: null, note: 'Limits as stated by Salford Citizens Advice for 29 June 2021.' },
    { value: { max_debts: '30000', max_surplus_income: '75', max_assets: '2000', max_vehicle: '2000', fee: '0' }, effective: '2024-04-06', source: 'https://www.gov.uk/debt-relief-order (DRO fee abolished 6 April 2024)', verified: CHECKED, note: 'Research notes §5 [V].' },
    { value: { max_debts: '50000', max_surplus_income: '75', max_assets: '2000', max_vehicle: '4000', fee: '0' }, effective: '2024-06-28', source: 'Insolvency Proceedings (Monetary Limits) (Amendment) Order 2024; https://www.gov.uk/debt-relief-order', verified: CHECKED, note: 'Research notes §5 [V]; also Citizens Advice ("£50,000 (£30,000 before June 28, 2024)").' },
  ],
};

/** Debtor's bankruptcy application cost in England and Wales (adjudicator fee plus official receiver deposit; GBP). */
export const UK_BANKRUPTCY_FEE: RuleTable<string> = {
  id: 'uk.ew.bankruptcy.application_fee',
  jurisdiction: 'UK',
  title: 'Bankruptcy application fee, England and Wales (£130 adjudicator fee + £550 deposit)',
  versions: [{ value: '680', effective: '2016-04-06', source: 'https://www.gov.uk/apply-for-bankruptcy (Insolvency Proceedings (Fees) Order 2016)', verified: null, note: 'Research notes §5 [V] and advice pages (StepChange, Advice Network) give £680 = £130 + £550; an older page gives £655 (£525 deposit), so the date the deposit became £550 is not known and this row stays unverified.' }],
};

/** Consumer proposal debt limit (Bankruptcy and Insolvency Act s. 66.11, "consumer debtor"; CAD, excluding the principal-residence mortgage). */
export const CA_CONSUMER_PROPOSAL_LIMIT: RuleTable<string> = {
  id: 'ca.bia.66_11.consumer_proposal_limit',
  jurisdiction: 'CA',
  title: 'Consumer proposal debt limit (BIA s. 66.11), excluding debts secured by the principal residence',
  versions: [
    { value: '75000', effective: '1997-09-30', source: 'Bankruptcy and Insolvency Act, s. 66.11 (1997 amendments)', verified: null },
    { value: '250000', effective: '2009-09-18', source: 'Bankruptcy and Insolvency Act, s. 66.11 as amended (S.C. 2005, c. 47; in force 2009-09-18); https://ised-isde.canada.ca/site/office-superintendent-bankruptcy', verified: CHECKED, note: 'Research notes §5 [V]; joint proposal C$500,000.' },
  ],
};

/** Least debt that makes an "insolvent person" under BIA s. 2 (CAD). */
export const CA_INSOLVENT_PERSON_MIN_DEBT: RuleTable<string> = {
  id: 'ca.bia.2.insolvent_person_min_debt',
  jurisdiction: 'CA',
  title: 'Liabilities of at least C$1,000 (BIA s. 2, "insolvent person")',
  versions: [{ value: '1000', effective: '1992-11-30', source: 'Bankruptcy and Insolvency Act, R.S.C. 1985, c. B-3, s. 2 ("insolvent person")', verified: null }],
};

/** Multiples of the indexed base that give the three Part IX limits (Bankruptcy Act 1966 s. 185C(4)). */
export interface PartIxMultiples {
  readonly income: string;
  readonly unsecured_debts: string;
  readonly divisible_property: string;
}

/**
 * Part IX limits as multiples of the indexed base: income 1.5×, unsecured debts 2×, divisible property 4× (from
 * 2019-06-27); before that the property limit equalled the debt limit (2×).
 */
export const AU_PART_IX_MULTIPLES: RuleTable<PartIxMultiples> = {
  id: 'au.bankruptcy_act.185c4.part_ix_multiples',
  jurisdiction: 'AU',
  title: 'Part IX debt agreement limits as multiples of the indexed base (Bankruptcy Act 1966, s. 185C(4))',
  versions: [
    {
      value: { income: '1.5', unsecured_debts: '2', divisible_property: '2' }, effective: '2007-07-01',
      source: 'Bankruptcy Act 1966 (Cth), s. 185C(4)(b)–(d) as amended by the Bankruptcy Legislation Amendment (Debt Agreements) Act 2007', verified: null,
      note: 'A derivation: it reproduces every published set of limits found before the 2019 reform (20 September 2017: A$83,756.40 income, A$111,675.20 debts and property; 20 March 2019: A$86,800.35 and A$115,733.80). The start date is the 2007 amending Act\'s commencement as we understand it, not checked.',
    },
    {
      value: { income: '1.5', unsecured_debts: '2', divisible_property: '4' }, effective: '2019-06-27',
      source: 'Bankruptcy Act 1966 (Cth), s. 185C(4)(b)–(d), (5) as amended by the Bankruptcy Amendment (Debt Agreement Reform) Act 2018', verified: null,
      note: 'Research notes §5: the ratios are a derivation; they reproduce exactly the published limits of 20 September 2022, 20 March 2024 and 20 September 2024. Before 2019-06-27 the property limit equalled the debt limit.',
    },
  ],
};

/** Where the figures of an indexed row were read. */
const AFSA_INDEXED = 'https://www.afsa.gov.au/resources/indexed-amounts';

/**
 * The indexed base the Part IX limits multiply (after tax, AUD): the base income threshold amount of s. 139K, re-indexed
 * every 20 March and 20 September. Each row is one indexation; a date whose half-year has no row gets the last known
 * base, reported stale, and the engine reads limits above it as unknown (indexation only raises them).
 */
export const AU_PART_IX_BASE: RuleTable<{ readonly base: string }> = {
  id: 'au.afsa.indexed_amounts.part_ix_base',
  jurisdiction: 'AU',
  title: 'Indexed base of the Part IX limits (AFSA indexed amounts, 20 March and 20 September)',
  cadence: 'semiannual',
  versions: [
    { value: { base: '55837.60' }, effective: '2017-09-20', source: `${AFSA_INDEXED} (limits A$83,756.40 income / A$111,675.20 debts and property)`, verified: null, note: 'Figures quoted by Worrells on 28 February 2018 as current (A$111,675.20), by ADAIS (A$83,756.40 income) and by Nicholls & Co (income threshold A$55,837.60); the 20 September 2017 date is inferred from Worrells\' date.' },
    { value: { base: '57866.90' }, effective: '2019-03-20', source: `${AFSA_INDEXED} (20 March 2019: A$86,800.35 income / A$115,733.80 debts and property)`, verified: null, note: 'Figures quoted by ADAIS as "current as at 20/03/2019"; the base income threshold of A$57,866.90 also by Bankruptcy Debt Help.' },
    { value: { base: '59031.70' }, effective: '2020-03-20', source: `${AFSA_INDEXED} (March 2020: A$88,547.55 income / A$118,063.40 debts / A$236,126.80 property)`, verified: null, note: 'Figures quoted by BT Acumen "as of March 2020"; they may be the 20 September 2019 figures still in force early in March, so the later of the two dates is used (a date before it gets the 2019 base, reported stale).' },
    { value: { base: '64264.20' }, effective: '2022-09-20', source: `${AFSA_INDEXED} (September 2022: A$96,396.30 income / A$128,528.40 debts / A$257,056.80 property)`, verified: null, note: 'Figures quoted by Worrells ("last updated 5 October 2022"); the 20 September 2022 date is inferred.' },
    { value: { base: '68768.70' }, effective: '2023-09-20', source: `${AFSA_INDEXED} (updated 31 January 2024: A$103,153.05 income / A$137,537.40 debts / A$275,074.80 property)`, verified: null, note: 'Figures read in a copy of AFSA\'s "Indexed amounts" page on AFSA\'s govCMS staging host (nginx-feature-playground-afsa2.govcms7.amazee.io, "Indexed amounts in bankruptcy law—updated 31 January 2024"), not on afsa.gov.au; they are 1.5×, 2× and 4× this base. The 20 September 2023 date is inferred: the page was updated between the 20 September 2023 and 20 March 2024 indexations.' },
    { value: { base: '70006.30' }, effective: '2024-03-20', source: `${AFSA_INDEXED} (20 March 2024: A$105,009.45 / A$140,012.60 / A$280,025.20)`, verified: null, note: 'Figures quoted by Revive Financial and by Worrells (last updated 20 March 2024: base income threshold A$70,006.30).' },
    { value: { base: '71826.30' }, effective: '2024-09-20', source: `${AFSA_INDEXED} (20 September 2024: A$107,739.45 / A$143,652.60 / A$287,305.20)`, verified: CHECKED, note: 'Research notes §5 [V]; also Worrells and Revive Financial (updated 20 September 2024). The indexations of 20 March 2025 onward were not found (searched 2026-11-25: AFSA indexed amounts, Worrells, Revive Financial, debt agreement administrators), so from 2025-03-20 this base is reported stale.' },
  ],
};
