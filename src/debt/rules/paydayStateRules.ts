import type { RuleTable, RuleVersion } from '../../core/ruleTable.js';

/** US state codes (50 states and DC) the payday endpoint accepts for `state`. */
export const PAYDAY_US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
/** One of {@link PAYDAY_US_STATE_CODES}. */
export type PaydayUsState = (typeof PAYDAY_US_STATE_CODES)[number];

/**
 * How a state treats payday loans (a single repayment due in a few weeks at a fee of about $15 per $100):
 * - `prohibited`: not allowed at payday prices: a rate cap (often 36 % APR) or a ban; only the cheaper or longer loans
 *   the limits describe are lawful.
 * - `capped`: allowed within the fee, amount and term limits recorded.
 * - `no_fee_cap`: allowed with no statutory fee limit (amount or term limits may still apply).
 */
export type PaydayStateStatus = 'prohibited' | 'capped' | 'no_fee_cap';

/** One slice of a tiered fee: `percent` of the part of the base up to `up_to` (null: the rest). */
export interface PaydayFeeTier {
  readonly up_to: string | null;
  readonly percent: string;
}

/**
 * A state's fee limit for one loan.
 * - `tiered`: marginal percentages of the amount advanced or of the cheque's face amount (advance + fee), plus a flat
 *   fee, never more than `max_fee`, never less than `min_allowed` (Wyoming: "$30 or 20 %, whichever is greater").
 * - `banded`: one percentage of the amount advanced, chosen by the size of the cheque or advance (Mississippi).
 * - `interest_and_fees`: yearly interest on the amount advanced for the term, plus a monthly fee for each month or part
 *   of a month, plus a one-time origination fee (Ohio, Virginia, Oregon, Hawaii's instalment loans).
 */
export type PaydayFeeCap =
  | {
      readonly kind: 'tiered';
      readonly basis: 'advance' | 'face';
      readonly tiers: readonly PaydayFeeTier[];
      readonly plus_flat?: string;
      readonly max_fee?: string;
      readonly min_allowed?: string;
    }
  | { readonly kind: 'banded'; readonly band_by: 'advance' | 'face'; readonly bands: readonly PaydayFeeTier[]; readonly plus_flat?: string }
  | {
      readonly kind: 'interest_and_fees';
      readonly interest_percent_per_year: string;
      readonly monthly_fee?: { readonly percent: string | null; readonly max: string | null };
      readonly origination?: { readonly from_amount: string; readonly percent: string; readonly max: string | null };
    };

/** What the table says about payday loans in one state, with the figures the engine checks a loan against. */
export interface PaydayStateRule {
  readonly status: PaydayStateStatus;
  /** Short citation shown in answers. */
  readonly statute: string;
  /** All-in APR ceiling in percent that applies to these loans (the ceiling that makes payday prices unlawful). */
  readonly apr_cap_percent: string | null;
  /** Largest loan: of the amount advanced, or of the cheque's face amount (advance + fee). */
  readonly max_amount: { readonly amount: string; readonly of: 'advance' | 'face' } | null;
  readonly fee_cap: PaydayFeeCap | null;
  /** All interest and fees at most this percent of the amount advanced; `includes_renewals` when rollovers count too. */
  readonly total_cost_cap: { readonly percent: string; readonly includes_renewals: boolean } | null;
  readonly min_term_days: number | null;
  readonly max_term_days: number | null;
  /** The state requires lenders to offer an extended payment plan or grace period (on request or after repeat loans). */
  readonly extended_payment_plan: boolean;
  /** A borrower may have only one such loan at a time. */
  readonly one_loan_at_a_time: boolean;
}

/** Date on which the rows marked verified were checked against the text cited in their source. */
const CHECKED = '2026-11-25';
/** Placeholder effective date: the figures were in force by then; the date they took effect was not checked. */
const BY_2023 = '2023-01-01';
const PLACEHOLDER_NOTE = 'The effective date is a placeholder (in force by 2023); the date the figures took effect was not checked.';

const BASE: PaydayStateRule = {
  status: 'capped',
  statute: '',
  apr_cap_percent: null,
  max_amount: null,
  fee_cap: null,
  total_cost_cap: null,
  min_term_days: null,
  max_term_days: null,
  extended_payment_plan: false,
  one_loan_at_a_time: false,
};

type Version = RuleVersion<PaydayStateRule>;

interface VersionExtra {
  readonly effective?: string;
  readonly verified?: string | null;
  readonly note?: string;
  readonly expires?: string;
}

function v(value: Partial<PaydayStateRule> & Pick<PaydayStateRule, 'status' | 'statute'>, source: string, extra: VersionExtra = {}): Version {
  const effective = extra.effective ?? BY_2023;
  const notes = [extra.note, effective === BY_2023 && extra.effective === undefined ? PLACEHOLDER_NOTE : undefined].filter((n) => n !== undefined);
  return {
    value: { ...BASE, ...value },
    source,
    effective,
    verified: extra.verified ?? null,
    ...(notes.length === 0 ? {} : { note: notes.join(' ') }),
    ...(extra.expires === undefined ? {} : { expires: extra.expires }),
  };
}

const pct = (percent: string, basis: 'advance' | 'face' = 'advance', more: { plus_flat?: string; max_fee?: string; min_allowed?: string } = {}): PaydayFeeCap => ({
  kind: 'tiered',
  basis,
  tiers: [{ up_to: null, percent }],
  ...more,
});
const prohibited = (statute: string, apr: string, source: string, extra: VersionExtra = {}): Version =>
  v({ status: 'prohibited', statute, apr_cap_percent: apr }, source, extra);

/*
 * Review of every state (research notes list, each row re-read against the cited text where a `verified` date is set).
 * Unverified rows come from the Consumer Federation of America state pages (paydayloaninfo.org), NCSL's payday
 * statute table, law-firm bulletins or memory, as each note says: confirm them with the state regulator.
 */
const ROWS: readonly { readonly code: PaydayUsState; readonly name: string; readonly versions: readonly Version[] }[] = [
  {
    code: 'AL', name: 'Alabama', versions: [
      v({ status: 'capped', statute: 'Ala. Code § 5-18A-12', fee_cap: pct('17.5'), max_amount: { amount: '500', of: 'advance' }, min_term_days: 10, max_term_days: 31 },
        'Ala. Code § 5-18A-12(a) (http://alisondb.legislature.state.al.us/alison/codeofalabama/1975/5-18A-12.htm); term § 5-18A-13', {
          verified: CHECKED,
          note: 'Fee (17.5% of the amount advanced) and the $500 maximum advance checked against the Code text; the 10–31 day term (§ 5-18A-13) was not. After one rollover the lender may, but need not, offer four monthly instalments.',
        }),
    ],
  },
  {
    code: 'AK', name: 'Alaska', versions: [
      v({ status: 'capped', statute: 'Alaska Stat. § 06.50.410', fee_cap: pct('15', 'advance', { plus_flat: '5' }), max_amount: { amount: '500', of: 'advance' }, min_term_days: 14 },
        'Alaska Stat. §§ 06.50.400–06.50.410 (NCSL payday statute table; CFA state page)', { note: 'A $5 origination fee plus the lesser of $15 per $100 or 15%; not checked against the statute.' }),
    ],
  },
  {
    code: 'AZ', name: 'Arizona', versions: [
      prohibited('A.R.S. § 6-632 (consumer loans, 36%); the deferred presentment law (A.R.S. § 6-1251 et seq.) expired on 1 July 2010', '36',
        'A.R.S. § 6-632; sunset of A.R.S. §§ 6-1251 to 6-1263 on 2010-07-01 (CRL and CFA state summaries)', { effective: '2010-07-01' }),
    ],
  },
  {
    code: 'AR', name: 'Arkansas', versions: [
      prohibited('Ark. Const. art. 19, § 13 (Amendment 89): 17% a year on consumer loans', '17', 'Ark. Const. art. 19, § 13 as amended by Amendment 89 (2010) (CRL summary)'),
    ],
  },
  {
    code: 'CA', name: 'California', versions: [
      v({ status: 'capped', statute: 'Cal. Fin. Code §§ 23035, 23036', fee_cap: pct('15', 'face'), max_amount: { amount: '300', of: 'face' }, max_term_days: 31, one_loan_at_a_time: true },
        'Cal. Fin. Code § 23035(a) (deposit deferred up to 31 days; face amount of the cheque at most $300) and § 23036(a) (fee at most 15% of the face amount), (c) (one agreement at a time), (e) ($15 fee for a dishonoured cheque, no late fee) — https://codes.findlaw.com/ca/financial-code/fin-sect-23036/, https://jurris.com/california/financial-code/23035-23038/23035-1', {
          effective: '2003-01-01',
          verified: CHECKED,
          note: 'Statute text checked. A lender may allow an extension or payment plan but may not charge for it (§ 23036(b)). The effective date is that of the Deferred Deposit Transaction Law (Fin. Code Division 10), not checked.',
        }),
    ],
  },
  {
    code: 'CO', name: 'Colorado', versions: [
      v({ status: 'prohibited', statute: 'C.R.S. § 5-3.1-105 (Proposition 111)', apr_cap_percent: '36', max_amount: { amount: '500', of: 'advance' }, min_term_days: 180 },
        'C.R.S. § 5-3.1-105 as amended by Proposition 111, effective 2019-02-01 (https://casetext.com/statute/colorado-revised-statutes/title-5-consumer-credit-code/consumer-credit-code/article-31-deferred-deposit-loan-act/section-5-31-105-authorized-charges)', {
          effective: '2019-02-01',
          verified: CHECKED,
          note: 'The 36% APR cap on all finance charges and its effective date checked; the $500 maximum (§ 5-3.1-106) and six-month minimum term are from the CFA state page, not checked.',
        }),
    ],
  },
  {
    code: 'CT', name: 'Connecticut', versions: [
      prohibited('Conn. Gen. Stat. § 36a-563 (small loans, 36% APR); check cashers may not defer deposits (§ 36a-581)', '36', 'Conn. Gen. Stat. §§ 36a-563, 36a-581 (memory; CRL summary)'),
    ],
  },
  {
    code: 'DE', name: 'Delaware', versions: [
      v({ status: 'no_fee_cap', statute: 'Del. Code tit. 5, §§ 2227–2238', max_amount: { amount: '1000', of: 'advance' } }, 'Del. Code tit. 5, §§ 2227–2238 (short-term consumer loans) (CFA state page)', {
        note: 'No fee cap; at most five short-term loans in 12 months.',
      }),
    ],
  },
  {
    code: 'DC', name: 'District of Columbia', versions: [
      prohibited('D.C. Code § 26-319 (payday loans banned) and § 28-3301 (24% usury ceiling)', '24', 'D.C. Code §§ 26-319, 28-3301 (memory; CRL summary)'),
    ],
  },
  {
    code: 'FL', name: 'Florida', versions: [
      v({ status: 'capped', statute: 'Fla. Stat. § 560.404', fee_cap: pct('10', 'advance', { plus_flat: '5' }), max_amount: { amount: '500', of: 'advance' }, min_term_days: 7, max_term_days: 31, extended_payment_plan: true, one_loan_at_a_time: true },
        'Fla. Stat. § 560.404 (CFA state page, https://paydayloaninfo.org/state-information/17, citing § 560.404(18), (19), (22))', {
          note: 'Fee at most 10% of the currency provided plus a $5 verification fee; $500 exclusive of fees; 60-day grace period without charge when the borrower cannot pay. Not checked against the statute.',
        }),
    ],
  },
  {
    code: 'GA', name: 'Georgia', versions: [
      prohibited('O.C.G.A. § 16-17-1 et seq. (payday lending is a crime) and § 7-4-2 (16% a year on loans of $3,000 or less)', '16', 'O.C.G.A. §§ 16-17-1 to 16-17-10, 7-4-2 (memory; CRL summary)'),
    ],
  },
  {
    code: 'HI', name: 'Hawaii', versions: [
      v({ status: 'capped', statute: 'Haw. Rev. Stat. § 480F-4', fee_cap: pct('15', 'face'), max_amount: { amount: '600', of: 'face' }, max_term_days: 32, one_loan_at_a_time: true },
        'Haw. Rev. Stat. § 480F-4 (CFA state page)', { effective: '1999-07-01', note: 'Deferred deposits were repealed from 1 January 2022 (Act 200, 2021). The 1999 effective date is from secondary sources.' }),
      v({
        status: 'prohibited', statute: 'Haw. Rev. Stat. ch. 480J (Act 200, 2021): deferred deposits repealed; instalment loans only',
        fee_cap: { kind: 'interest_and_fees', interest_percent_per_year: '36', monthly_fee: { percent: null, max: '35' } },
        total_cost_cap: { percent: '50', includes_renewals: false }, max_amount: { amount: '1500', of: 'advance' },
      }, 'H.B. 1192 (Act 200, 2021), as summarised by Ballard Spahr (https://www.consumerfinancemonitor.com/2021/10/12/hawaii-enacts-significant-changes-to-small-dollar-lending-law/)', {
        effective: '2022-01-01',
        note: 'Instalment loans up to $1,500 at 36% a year plus a monthly maintenance fee of at most $35 (scaled to the principal); total charges at most 50% of the principal. From a law-firm summary, not the Act; the minimum term is not recorded.',
      }),
    ],
  },
  {
    code: 'ID', name: 'Idaho', versions: [
      v({ status: 'no_fee_cap', statute: 'Idaho Code §§ 28-46-401 to 28-46-414', max_amount: { amount: '1000', of: 'advance' }, extended_payment_plan: true }, 'Idaho Code § 28-46-413 (CFA state page; NCSL table)', {
        note: 'No fee cap; the loan may not exceed 25% of gross monthly income; an extended payment plan once in 12 months.',
      }),
    ],
  },
  {
    code: 'IL', name: 'Illinois', versions: [
      v({ status: 'capped', statute: 'Payday Loan Reform Act, 815 ILCS 122/2-5', fee_cap: pct('15.5'), max_amount: { amount: '1000', of: 'advance' }, min_term_days: 13, max_term_days: 45, extended_payment_plan: true },
        '815 ILCS 122/2-5 (memory; NCSL table)', { effective: '2005-12-06', note: '$15.50 per $100; at most $1,000 or 25% of gross monthly income. Superseded by the 36% cap of 2021.' }),
      prohibited('815 ILCS 123/15-5-5 (Predatory Loan Prevention Act)', '36',
        '815 ILCS 123/15-5-5 (https://www.ilga.gov/legislation/ilcs/documents/081501230K15-5-5.htm), P.A. 101-658, effective 2021-03-23', {
          effective: '2021-03-23',
          verified: CHECKED,
          note: 'Statute text checked: no loan may carry charges above a 36% APR, computed as the Military Annual Percentage Rate (32 CFR 232.4).',
        }),
    ],
  },
  {
    code: 'IN', name: 'Indiana', versions: [
      v({
        status: 'capped', statute: 'Ind. Code §§ 24-4.5-7-201, 24-4.5-7-401',
        fee_cap: { kind: 'tiered', basis: 'advance', tiers: [{ up_to: '250', percent: '15' }, { up_to: '400', percent: '13' }, { up_to: null, percent: '10' }] },
        max_amount: { amount: '550', of: 'advance' }, min_term_days: 14, extended_payment_plan: true,
      }, 'Ind. Code § 24-4.5-7-201 (https://instalawyer.io/laws/indiana-code/24-45-7-201-finance-charges; P.L.217-2007) and § 24-4.5-1-106 (adjustment of dollar amounts)', {
        effective: '2007-07-01',
        verified: CHECKED,
        expires: '2008-06-30',
        note: 'Fee tiers checked against the Code text: 15% of the first $250, 13% up to $400, 10% up to $550. The $550 (the largest loan) is indexed to the CPI under § 24-4.5-1-106 from an October 2006 base and re-set every two years; the adjusted amounts are not on record, so this figure is reported stale. The 14-day minimum term and the extended payment plan after three consecutive loans are from the CFA state page, not checked.',
      }),
    ],
  },
  {
    code: 'IA', name: 'Iowa', versions: [
      v({
        status: 'capped', statute: 'Iowa Code §§ 533D.9, 533D.10',
        fee_cap: { kind: 'tiered', basis: 'face', tiers: [{ up_to: '100', percent: '15' }, { up_to: null, percent: '10' }] },
        max_amount: { amount: '500', of: 'face' }, max_term_days: 31,
      }, 'Iowa Code § 533D.9(1) (https://law.justia.com/codes/iowa/2016/title-xiii/chapter-533d/section-533d.9/)', {
        verified: CHECKED,
        note: 'Fee checked: $15 on the first $100 of the cheque\'s face amount and $10 on each further $100, pro rata. The $500 face amount and 31-day term (§ 533D.10) were not checked.',
      }),
    ],
  },
  {
    code: 'KS', name: 'Kansas', versions: [
      v({ status: 'capped', statute: 'K.S.A. 16a-2-404', fee_cap: pct('15'), max_amount: { amount: '500', of: 'advance' }, min_term_days: 7, max_term_days: 30 },
        'K.S.A. 16a-2-404(1)–(2) (https://www.ksrevisor.org/statutes/chapters/ch16a/016a_002_0404.html)', { verified: CHECKED, note: 'Statute text checked: 15% of a cash advance of $500 or less, 7 to 30 days.' }),
    ],
  },
  {
    code: 'KY', name: 'Kentucky', versions: [
      v({ status: 'capped', statute: 'KRS 286.9-100', fee_cap: pct('15', 'face'), max_amount: { amount: '500', of: 'advance' }, min_term_days: 14, max_term_days: 60 },
        'KRS 286.9-100(1)(b) (https://lawserver.com/law/state/kentucky/ks-statutes/kentucky_statutes_286-9-100); 808 KAR 9:010 (quoting KRS 286.9-100(9))', {
          verified: CHECKED,
          note: 'Fee checked: at most $15 per $100 of the cheque\'s face amount, prorated, for at least 14 days. The $500 limit on proceeds is from 808 KAR 9:010; the 60-day maximum term is from secondary summaries; a $1 database fee some summaries mention is not modelled.',
        }),
    ],
  },
  {
    code: 'LA', name: 'Louisiana', versions: [
      v({ status: 'capped', statute: 'La. R.S. 9:3578.3, 9:3578.4', fee_cap: pct('16.75', 'face', { max_fee: '45', plus_flat: '10' }), max_amount: { amount: '350', of: 'advance' }, max_term_days: 30, extended_payment_plan: true },
        'La. R.S. 9:3578.3(2)(c), 9:3578.4(A)(1) (https://legalfix.com/statutes/state-codes/louisiana/code-revisedstatutes/title-9/rs-9-3578%2E4); $10 documentation fee: Office of Financial Institutions FAQ (http://www.ofi.state.la.us/Payday%20Consumer%20FAQ.htm)', {
          verified: CHECKED,
          note: 'Fee (16.75% of the cheque\'s face amount, at most $45) and the $350 advance checked against statute copies; the $10 documentation fee is from the regulator\'s FAQ; the extended payment plan (R.S. 9:3578.4.1) from the CFA state page.',
        }),
      v({ status: 'capped', statute: 'La. R.S. 9:3578.3, 9:3578.4 (Acts 2025, No. 510)', fee_cap: pct('16.75', 'face', { plus_flat: '10' }), max_amount: { amount: '700', of: 'advance' }, max_term_days: 30, extended_payment_plan: true },
        'La. R.S. 9:3578.3(3)(c) and 9:3578.4 as amended by Acts 2025, No. 510 (https://legis.la.gov/Legis/Law.aspx?d=107769, https://www.legis.la.gov/legis/LawPrint.aspx?d=107770)', {
          effective: '2025-08-01',
          verified: CHECKED,
          expires: '2026-08-31',
          note: 'Statute text checked: at most $700 advanced; fee at most 16.75% of the cheque\'s face amount (the $45 ceiling is gone). § 9:3578.4(D) has the Office of Financial Institutions re-set the maximum principal by the CPI-U every year by 1 September, so the $700 figure expires on 31 August 2026. The effective date (1 August 2025, Louisiana\'s usual date for regular-session acts) was not checked.',
        }),
    ],
  },
  {
    code: 'ME', name: 'Maine', versions: [
      prohibited('9-A M.R.S. § 2-401 (supervised lenders only; about 30% a year on small loans)', '30', '9-A M.R.S. § 2-401 (memory; CRL summary)', {
        note: 'Payday-style loans only by supervised lenders at consumer-credit rates plus small fees; the 30% small-loan ceiling is from memory.',
      }),
    ],
  },
  {
    code: 'MD', name: 'Maryland', versions: [prohibited('Md. Code, Com. Law § 12-306 (33% APR on consumer loans)', '33', 'Md. Code, Com. Law § 12-306 (memory; CRL summary)')],
  },
  {
    code: 'MA', name: 'Massachusetts', versions: [
      prohibited('M.G.L. c. 140, § 96; 209 CMR 26.01 (small loans: 23% a year plus a $20 fee)', '23', 'M.G.L. c. 140, §§ 96–114; 209 CMR 26.01 (memory; CRL summary)'),
    ],
  },
  {
    code: 'MI', name: 'Michigan', versions: [
      v({
        status: 'capped', statute: 'MCL 487.2153, 487.2155',
        fee_cap: {
          kind: 'tiered', basis: 'advance',
          tiers: [{ up_to: '100', percent: '15' }, { up_to: '200', percent: '14' }, { up_to: '300', percent: '13' }, { up_to: '400', percent: '12' }, { up_to: null, percent: '11' }],
        },
        max_amount: { amount: '600', of: 'advance' }, min_term_days: 7, max_term_days: 31, extended_payment_plan: true,
      }, 'Michigan DIFS, Deferred Presentment FAQ (https://www.michigan.gov/difs/news-and-outreach/faq/consumer-finance/deferred-presentment/general); MCL 487.2155(2) (repayment plan)', {
        verified: CHECKED,
        note: 'Regulator\'s figures checked: at most $600, 7 to 31 days, fee 15%, 14%, 13%, 12%, 11% and 11% of each successive $100 ($35.50 on $250, $76 on $600). A database verification fee (MCL 487.2153) is not modelled. A repayment plan must be offered from the eighth transaction in 12 months.',
      }),
    ],
  },
  {
    code: 'MN', name: 'Minnesota', versions: [
      v({ status: 'capped', statute: 'Minn. Stat. § 47.60 (consumer small loans)', max_amount: { amount: '350', of: 'advance' }, max_term_days: 30 }, 'Minn. Stat. § 47.60 (secondary summaries)', {
        note: 'Fees before 2024: $5.50 up to $50; 10% + $5 for $50–100; 7% (at least $10) + $5 for $100–250; 6% (at least $17.50) + $5 for $250–350 (not modelled). Not checked against the statute.',
      }),
      prohibited('Minn. Stat. §§ 47.60, 47.601 as amended in 2023', '50', 'Minn. Stat. §§ 47.60, 47.601 as amended by the 2023 commerce omnibus act, for loans made from 2024-01-01 (Buckley and Consumer Financial Services Law Monitor bulletins)', {
        effective: '2024-01-01',
        note: 'All-in APR at most 50% on consumer small loans (≤ $350) and consumer short-term loans (≤ $1,300); above 36% only after an ability-to-repay analysis. From law-firm summaries, not the statute.',
      }),
    ],
  },
  {
    code: 'MS', name: 'Mississippi', versions: [
      v({
        status: 'capped', statute: 'Miss. Code § 75-67-519',
        fee_cap: { kind: 'banded', band_by: 'face', bands: [{ up_to: '250', percent: '20' }, { up_to: null, percent: '21.95' }] },
        max_amount: { amount: '500', of: 'face' }, max_term_days: 30,
      }, 'Miss. Code § 75-67-519 (CFA state page; 5 Miss. Code R. 3-3.3)', {
        note: '$20 per $100 advanced on cheques up to $250 and $21.95 per $100 above, face amount (fees included) at most $500; cheques over $250 must run 28 to 30 days. Not checked against the statute.',
      }),
    ],
  },
  {
    code: 'MO', name: 'Missouri', versions: [
      v({ status: 'capped', statute: 'RSMo §§ 408.500, 408.505', total_cost_cap: { percent: '75', includes_renewals: true }, max_amount: { amount: '500', of: 'advance' }, min_term_days: 14, max_term_days: 31 },
        'Missouri Division of Finance, Payday Lenders (https://finance.mo.gov/consumer-credit-licensing/payday-lenders); RSMo 408.500–408.506', {
          verified: CHECKED,
          note: 'Regulator\'s summary checked: loans of $500 or less, 14 to 31 days, interest and fees on the loan and all renewals at most 75% of the initial loan, at most six renewals.',
        }),
    ],
  },
  {
    code: 'MT', name: 'Montana', versions: [prohibited('Mont. Code Ann. § 31-1-722 (I-164, 2010): 36% APR', '36', 'Mont. Code Ann. § 31-1-722 (ballot initiative I-164, 2010) (CRL summary)')],
  },
  {
    code: 'NE', name: 'Nebraska', versions: [
      prohibited('Neb. Rev. Stat. § 45-919 as amended by Initiative 428 (2020): 36% APR', '36', 'Neb. Rev. Stat. § 45-919 (Initiative 428, approved 2020-11-03; Ballotpedia summary)', {
        note: 'In force since the 2020 initiative replaced the $15 per $100 fee limit.',
      }),
    ],
  },
  {
    code: 'NV', name: 'Nevada', versions: [
      v({ status: 'no_fee_cap', statute: 'NRS ch. 604A', max_term_days: 35, extended_payment_plan: true }, 'NRS 604A.5017–604A.5027 (CFA state page; NCSL table)', {
        note: 'No fee cap; the loan may not exceed 25% of expected gross monthly income; a repayment plan must be offered. Not checked.',
      }),
    ],
  },
  {
    code: 'NH', name: 'New Hampshire', versions: [prohibited('RSA 399-A:17 (36% APR on small loans)', '36', 'RSA 399-A:17 (memory; CRL summary)')],
  },
  {
    code: 'NJ', name: 'New Jersey', versions: [
      prohibited('N.J.S.A. 2C:21-19 (criminal usury, 30% a year); check cashers may not make payday loans (N.J.S.A. 17:15A-47)', '30', 'N.J.S.A. 2C:21-19, 17:15A-47 (memory; CRL summary)'),
    ],
  },
  {
    code: 'NM', name: 'New Mexico', versions: [
      prohibited('N.M. Stat. § 58-15-3 (Small Loan Act, 2017 amendments): 175% APR; loans under 120 days banned', '175', 'H.B. 347 (2017) (memory; news summaries)', { effective: '2018-01-01' }),
      prohibited('N.M. Stat. § 58-15-3 (Small Loan Act) as amended by H.B. 132 (2022): 36% APR', '36', 'H.B. 132 (2022), effective 2023-01-01 (Consumer Financial Services Law Monitor; New Mexico Center on Law and Poverty)', {
        effective: '2023-01-01',
        note: 'All-in 36% APR on loans up to $10,000, from a law-firm summary; an extra 5% fee on loans of $500 or less was added in the House (not checked).',
      }),
    ],
  },
  {
    code: 'NY', name: 'New York', versions: [
      prohibited('N.Y. Gen. Oblig. Law § 5-501 and Banking Law § 14-a (16% civil usury); Penal Law § 190.40 (25% criminal usury)', '16', 'N.Y. Gen. Oblig. Law § 5-501; Banking Law § 14-a; Penal Law § 190.40 (memory; CRL summary)'),
    ],
  },
  {
    code: 'NC', name: 'North Carolina', versions: [
      prohibited('N.C. Gen. Stat. § 53-173 (36% on small loans) and § 53-281 (check cashers may not defer deposits)', '36', 'N.C. Gen. Stat. §§ 53-173, 53-281 (memory; CRL summary)'),
    ],
  },
  {
    code: 'ND', name: 'North Dakota', versions: [
      v({ status: 'capped', statute: 'N.D.C.C. § 13-08-12', fee_cap: pct('20'), max_amount: { amount: '500', of: 'advance' }, max_term_days: 60 }, 'N.D.C.C. § 13-08-12 (CFA state page; NCSL table)', {
        note: 'Fee at most 20% of the amount advanced plus a database fee (not modelled). Not checked.',
      }),
    ],
  },
  {
    code: 'OH', name: 'Ohio', versions: [
      v({
        status: 'prohibited', statute: 'Ohio Rev. Code §§ 1321.39, 1321.40, 1321.403 (Short-Term Loan Act, H.B. 123)',
        fee_cap: { kind: 'interest_and_fees', interest_percent_per_year: '28', monthly_fee: { percent: '10', max: '30' }, origination: { from_amount: '500', percent: '2', max: null } },
        total_cost_cap: { percent: '60', includes_renewals: false }, max_amount: { amount: '1000', of: 'advance' }, min_term_days: 91, max_term_days: 365,
      }, 'Ohio Rev. Code § 1321.39(A)–(B) (https://lawserver.com/law/state/ohio/oh-code/ohio_code_1321-39), § 1321.40 (https://codes.findlaw.com/oh/title-xiii-commercial-transactions/oh-rev-code-sect-1321-40/), § 1321.403 (https://law.justia.com/codes/ohio/2019/title-13/chapter-1321/section-1321-403/)', {
        effective: '2019-04-27',
        verified: CHECKED,
        note: 'Statute text checked: at most $1,000; 91 days to one year (shorter only if each monthly payment is at most 6% of verified gross or 7% of net monthly income, which guidekit cannot check); 28% a year interest, a monthly maintenance fee of at most 10% of the loan or $30 (none for active-duty service members and dependants), 2% origination on loans of $500 or more; all charges at most 60% of the loan. H.B. 123 applies to loans made from 27 April 2019.',
      }),
    ],
  },
  {
    code: 'OK', name: 'Oklahoma', versions: [
      v({
        status: 'capped', statute: 'Okla. Stat. tit. 59, §§ 3106, 3108, 3109',
        fee_cap: { kind: 'tiered', basis: 'advance', tiers: [{ up_to: '300', percent: '15' }, { up_to: null, percent: '10' }] },
        max_amount: { amount: '500', of: 'advance' }, min_term_days: 12, max_term_days: 45, extended_payment_plan: true, one_loan_at_a_time: true,
      }, 'Okla. Stat. tit. 59, § 3106(7)–(8) (https://lexace.ai/us/statute/oklahoma/59-3106); § 3108 fee and § 3109 plan (CFA state page)', {
        verified: CHECKED,
        note: 'The $500 advance and 12–45 day term checked against § 3106; the fee ($15 per $100 up to $300, $10 per $100 above, § 3108) and the instalment plan after the third consecutive loan (§ 3109) are from the CFA state page.',
      }),
    ],
  },
  {
    code: 'OR', name: 'Oregon', versions: [
      v({
        status: 'capped', statute: 'ORS 725A.064',
        fee_cap: { kind: 'interest_and_fees', interest_percent_per_year: '36', origination: { from_amount: '0', percent: '10', max: '30' } },
        min_term_days: 31, max_term_days: 60,
      }, 'ORS 725A.064 (memory; CFA state page)', { note: '36% a year plus a one-time origination fee of $10 per $100 (at most $30); 31 to 60 days. Not checked.' }),
    ],
  },
  {
    code: 'PA', name: 'Pennsylvania', versions: [
      prohibited('Consumer Discount Company Act, 7 P.S. § 6201 et seq. (about 24% a year); payday lending is not licensed', '24', '7 P.S. §§ 6201–6219 (memory; CRL summary)'),
    ],
  },
  {
    code: 'RI', name: 'Rhode Island', versions: [
      v({ status: 'capped', statute: 'R.I. Gen. Laws § 19-14.4-5.1', fee_cap: pct('10'), max_amount: { amount: '500', of: 'advance' }, min_term_days: 13 }, 'R.I. Gen. Laws § 19-14.4-5.1 (CFA state page; 2025 bill summaries)', {
        note: 'Fee at most 10% of the amount advanced (about 260% APR over 14 days). Bills passed in 2025 (H 5042 / S 229) repeal deferred-deposit lending from 1 January 2027; their enactment is not confirmed here.',
      }),
    ],
  },
  {
    code: 'SC', name: 'South Carolina', versions: [
      v({ status: 'capped', statute: 'S.C. Code §§ 34-39-180, 34-39-280', fee_cap: pct('15'), max_amount: { amount: '550', of: 'advance' }, max_term_days: 31, extended_payment_plan: true },
        'S.C. Code § 34-39-180(A), (B), (E) (https://law.justia.com/codes/south-carolina/2013/title-34/chapter-39/section-34-39-180/); § 34-39-280 (extended payment plan)', {
          verified: CHECKED,
          note: 'Statute text checked: at most $550 advanced (fees excluded), up to 31 days, fee at most 15% of the principal; an extended payment plan in four instalments at no cost on request before the due date.',
        }),
    ],
  },
  {
    code: 'SD', name: 'South Dakota', versions: [prohibited('S.D. Codified Laws § 54-4-44 (Initiated Measure 21, 2016): 36% APR', '36', 'S.D. Codified Laws § 54-4-44 (CRL summary)')],
  },
  {
    code: 'TN', name: 'Tennessee', versions: [
      v({ status: 'capped', statute: 'Tenn. Code § 45-17-112', fee_cap: pct('15', 'face'), max_amount: { amount: '500', of: 'face' }, max_term_days: 31 },
        'Tenn. Code § 45-17-112(b), (d) (https://legalfix.com/statutes/state-codes/tennessee/title-45/chapter-17/section-45-17-112)', {
          verified: CHECKED,
          note: 'Fee (15% of the cheque\'s face amount) and the 31-day term checked; the $500 face amount ($425 advanced) is from secondary summaries.',
        }),
    ],
  },
  {
    code: 'TX', name: 'Texas', versions: [
      v({ status: 'no_fee_cap', statute: 'Tex. Fin. Code § 393.602(b) (credit access businesses)' }, 'Tex. Fin. Code § 393.602(b) (https://texas.public.law/statutes/tex._fin._code_section_393.602), added by Acts 2011, ch. 1302, effective 2012-01-01', {
        effective: '2012-01-01',
        verified: CHECKED,
        note: 'Statute text checked: a credit access business may charge fees "as agreed to between the parties". Several cities limit payday loans by ordinance (amount, instalments); not modelled.',
      }),
    ],
  },
  {
    code: 'UT', name: 'Utah', versions: [
      v({ status: 'no_fee_cap', statute: 'Utah Code §§ 7-23-401 to 7-23-403', max_term_days: 70, extended_payment_plan: true }, 'Utah Code Title 7, ch. 23 (CFA state page)', {
        note: 'No fee cap; at most 10 weeks of interest; an extended payment plan must be offered. Not checked.',
      }),
    ],
  },
  {
    code: 'VT', name: 'Vermont', versions: [
      prohibited('9 V.S.A. § 41a (usury ceilings) and 8 V.S.A. § 2201 (licensing; payday lending barred in 2012)', '24', '9 V.S.A. § 41a; 8 V.S.A. § 2201 (memory; CRL summary)', {
        note: 'Vermont\'s usury ceilings run from 12% to 24% depending on the loan; 24% is the highest, from memory.',
      }),
    ],
  },
  {
    code: 'VA', name: 'Virginia', versions: [
      v({
        status: 'prohibited', statute: 'Va. Code §§ 6.2-1816, 6.2-1817 (short-term loans, Fairness in Lending Act)',
        fee_cap: { kind: 'interest_and_fees', interest_percent_per_year: '36', monthly_fee: { percent: '8', max: '25' } },
        total_cost_cap: { percent: '50', includes_renewals: false }, max_amount: { amount: '2500', of: 'advance' }, min_term_days: 120, max_term_days: 730,
      }, 'Va. Code § 6.2-1817(A)(1)–(2) (https://www.lawserver.com/law/state/virginia/va-code/virginia_code_6-2-1817); § 6.2-1816', {
        effective: '2021-01-01',
        verified: CHECKED,
        note: 'Fees checked against § 6.2-1817: simple interest at most 36% a year plus a monthly maintenance fee of at most 8% of the loan or $25. The $2,500 maximum, the 4 to 24 month term and the 50% cap on total charges (§ 6.2-1816) are from memory, not checked; so is the 1 January 2021 effective date.',
      }),
    ],
  },
  {
    code: 'WA', name: 'Washington', versions: [
      v({
        status: 'capped', statute: 'RCW 31.45.073, 31.45.084',
        fee_cap: { kind: 'tiered', basis: 'advance', tiers: [{ up_to: '500', percent: '15' }, { up_to: null, percent: '10' }] },
        max_amount: { amount: '700', of: 'advance' }, max_term_days: 45, extended_payment_plan: true,
      }, 'RCW 31.45.073 (summaries of the statute and of 2025 bills amending it); RCW 31.45.084 (https://instalawyer.io/laws/revised-code-of-washington/3145084-small-loan-installment)', {
        note: 'The instalment plan on request (RCW 31.45.084) was read; the fee tiers (15% of the first $500, 10% above) and the $700 or 30%-of-income limit are from summaries. 2025 bills would raise the limit to $1,200, CPI-indexed from 2027; not enacted as far as recorded.',
      }),
    ],
  },
  {
    code: 'WV', name: 'West Virginia', versions: [prohibited('W. Va. Code § 46A-4-107 (consumer loans, 31%); payday lending is not authorised', '31', 'W. Va. Code § 46A-4-107 (memory; CRL summary)')],
  },
  {
    code: 'WI', name: 'Wisconsin', versions: [
      v({ status: 'no_fee_cap', statute: 'Wis. Stat. § 138.14', max_amount: { amount: '1500', of: 'advance' }, max_term_days: 90, extended_payment_plan: true }, 'Wis. Stat. § 138.14 (CFA state page; NCSL table)', {
        note: 'No fee cap; at most $1,500 or 35% of gross monthly income; 2.75% a month after maturity; an extended payment plan once in 12 months. Not checked.',
      }),
    ],
  },
  {
    code: 'WY', name: 'Wyoming', versions: [
      v({ status: 'capped', statute: 'Wyo. Stat. § 40-14-363', fee_cap: pct('20', 'advance', { min_allowed: '30' }), max_term_days: 30 }, 'Wyo. Stat. § 40-14-363 (CFA state page)', {
        note: 'Fee at most $30 or 20% a month of the amount advanced, whichever is greater. Not checked.',
      }),
    ],
  },
];

/**
 * Payday-loan rules of the 50 states and DC, one dated rule table per state (id `us.<state>.payday`), keyed by postal
 * code: whether payday loans are prohibited, capped or uncapped, and the figures (APR ceiling, fee formula, largest
 * loan, term, total-cost cap) the engine checks a loan against, each with its statute. Rows with a `verified` date
 * were read against the cited text; the others cite their secondary source in `source` and `note`. Indexed figures
 * (Indiana's CPI-adjusted maximum, Louisiana's yearly CPI-U re-set) carry `expires`, so a later date reports them stale.
 *
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1041/
 */
export const PAYDAY_US_STATE_RULES: Readonly<Record<PaydayUsState, RuleTable<PaydayStateRule>>> = Object.fromEntries(
  ROWS.map((row) => [row.code, { id: `us.${row.code.toLowerCase()}.payday`, jurisdiction: `US-${row.code}`, title: `${row.name}: payday loan status, fee, amount and term limits`, versions: row.versions }]),
) as Record<PaydayUsState, RuleTable<PaydayStateRule>>;

/** Names of the 50 states and DC, keyed by postal code (for payday answers). */
export const PAYDAY_US_STATE_NAMES: Readonly<Record<PaydayUsState, string>> = Object.fromEntries(ROWS.map((r) => [r.code, r.name])) as Record<PaydayUsState, string>;
