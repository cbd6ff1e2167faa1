import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { formatMoney, type MoneyCurrency } from '../core/formatMoney.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { assessPaydayFederal } from './_lib/assessPaydayFederal.js';
import { assessPaydayState } from './_lib/assessPaydayState.js';
import { checkPaydayCountryCap } from './_lib/checkPaydayCountryCap.js';
import { computePaydayAprs, type PaydayAprs } from './_lib/computePaydayAprs.js';
import { computePaydayRollovers } from './_lib/computePaydayRollovers.js';
import { formatPaydayPer100 } from './_lib/formatPaydayPer100.js';
import type { PaydayCountry, PaydayFindings, PaydayLoan, PaydayText } from './_lib/paydayTypes.js';
import { readPaydayInput } from './_lib/readPaydayInput.js';
import { ANALYZE_PAYDAY_LOAN_MESSAGES } from './messages/analyzePaydayLoan.js';
import type { PaydayStateStatus, PaydayUsState } from './rules/paydayStateRules.js';

/** One payday loan as the payday endpoint receives it. */
export interface AnalyzePaydayLoanInput {
  /** Amount borrowed (advanced to the borrower), > 0. */
  readonly balance: Decimal.Value;
  /**
   * The fee as written: "$15 per $100", "15%", "£24 per £100 for 30 days", or a daily rate "0.8% per day" (see
   * `parseFeeRate`); absent: no APR is computed.
   */
  readonly fee_rate?: string;
  /**
   * Days until the single repayment, 1–365. Ours, not in the spec. Default: the term the fee states ("for 30 days"),
   * else 14. A term that contradicts the one in `fee_rate` is a bad argument.
   */
  readonly term_days?: number;
  /** US state code (two letters, any case); used for US loans only. */
  readonly state?: string;
  /** Jurisdiction, default `'US'`. */
  readonly country?: 'US' | 'UK' | 'CA' | 'AU';
  /** Lender name, echoed in a note. */
  readonly lender?: string;
  /** Default (late) fees charged, ≥ 0; checked against the UK £15 default-fee and total cost caps. Ours. */
  readonly default_fees?: Decimal.Value;
}

/** Options of {@link analyzePaydayLoan}. */
export interface AnalyzePaydayLoanOptions {
  /** ISO date the loan is taken (day 0) and the rules are picked for. */
  readonly asOf: string;
  /** Narrative language, default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** One legal limit a payday loan is checked against, with the figure, this loan's value and the source. */
export interface PaydayCapCheck {
  /** What is limited. `daily_cost` and `default_fees` are the UK caps; `term_min`/`term_max` the allowed term. */
  readonly kind: 'apr' | 'fee' | 'total_cost' | 'amount' | 'term_min' | 'term_max' | 'daily_cost' | 'default_fees';
  /** The limit in words, e.g. "fees at most 15% of the cheque's face amount". */
  readonly figure: string;
  /** The limit for this loan (money in the loan's currency, percent for `apr`, days for the term); null when it depends on an unknown fee. */
  readonly limit: Decimal | null;
  /** This loan's value in the same unit; null when unknown (no fee given, default fees not given). */
  readonly actual: Decimal | null;
  readonly unit: 'money' | 'percent' | 'days';
  /** True when the loan breaks the limit, false when it keeps it, null when it cannot be told. */
  readonly breached: boolean | null;
  /** The rule table the figure comes from, and its source. */
  readonly rule_id: string;
  readonly source: string;
}

/** Result of {@link analyzePaydayLoan}. */
export interface AnalyzePaydayLoanResult extends RuleCitations {
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: MoneyCurrency;
  readonly state: PaydayUsState | null;
  readonly lender: string | null;
  readonly balance: Decimal;
  readonly term_days: number;
  /** Fee per 100 borrowed for the whole term, as parsed from `fee_rate` (a daily rate × days); null when no fee was given. */
  readonly fee_per_100: Decimal | null;
  /** How `fee_rate` was read: `per_100` ("15", "$15 per $100"), `daily` ("0.8% per day"), `flat` ("$45": that amount for the whole loan); null without a fee. */
  readonly fee_basis: 'per_100' | 'daily' | 'flat' | null;
  /** The fee in currency, rounded half up to the cent. */
  readonly fee: Decimal | null;
  /** Balance plus fee, due in one payment on day `term_days`. */
  readonly total_due: Decimal | null;
  /**
   * APR in percent by the law of `country` (see `apr_method`): US, Canada and Australia the simple annualisation
   * fee ÷ balance × 365 ÷ days × 100 (2 decimals); UK the compound representative APR (1 decimal).
   */
  readonly apr: Decimal | null;
  /** `us_reg_z` (Regulation Z: simple, equal to Appendix J for one payment), `uk_representative` (CONC App 1.2, compound), `simple` (CA, AU). */
  readonly apr_method: 'us_reg_z' | 'uk_representative' | 'simple';
  /** The simple annualisation fee ÷ balance × 365 ÷ days × 100 (2 decimals), whatever the country. */
  readonly apr_simple: Decimal | null;
  /** APR in percent by Regulation Z Appendix J (single-advance, single-payment rules), 2 decimals. */
  readonly apr_appendix_j: Decimal | null;
  /**
   * Fees paid in total if the loan is rolled over n times (the balance stays owed); `above_total_cost_cap` when a
   * total cost cap that counts rollovers applies (UK, Missouri), else null.
   */
  readonly rollover_costs: readonly { readonly rollovers: number; readonly total_fees: Decimal; readonly above_total_cost_cap: boolean | null }[];
  /** US state rules and this loan's checks; null outside the US or without a state. */
  readonly state_rules: {
    readonly rule_id: string;
    /** `not_on_record` when the table holds no version for `asOf`. */
    readonly status: PaydayStateStatus | 'not_on_record';
    readonly statute: string | null;
    readonly checks: readonly PaydayCapCheck[];
    /** True when a check is breached, false when every check could be evaluated and none is, else null (e.g. no fee given). */
    readonly breached: boolean | null;
    readonly extended_payment_plan_required: boolean | null;
    /** The APR check's verdict (null when the state has no APR ceiling or no fee was given). */
    readonly apr_likely_above_cap: boolean | null;
    readonly explanation: string;
  } | null;
  readonly extended_payment_plan: { readonly required_by_state: boolean | null; readonly explanation: string } | null;
  readonly military_lending_act: { readonly mapr_cap_percent: number; readonly apr_above_cap: boolean | null; readonly explanation: string } | null;
  readonly ach_revocation: { readonly steps: readonly string[] } | null;
  /** The national cap outside the US (UK, CA, AU), this loan's checks, and whether it breaks one. */
  readonly country_cap: {
    readonly rule_id: string;
    /** Same as `breached` (kept for callers of earlier versions). */
    readonly fee_above_cap: boolean | null;
    readonly breached: boolean | null;
    readonly checks: readonly PaydayCapCheck[];
    readonly explanation: string;
  } | null;
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
  readonly narrative: string;
}

const FN = 'analyzePaydayLoan';
const CURRENCY: Readonly<Record<PaydayCountry, MoneyCurrency>> = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD' };

/**
 * Analyses a payday loan: its APR from the fee over the term by the law of the country (US Regulation Z: fee ÷ amount ×
 * 365 ÷ days, which Appendix J also gives for a single payment in under a year; UK: the compound representative APR of
 * CONC App 1.2), what rollovers cost, and checks it against the limits on record: the state's status (prohibited,
 * capped, no fee cap) with its APR ceiling, fee formula, largest loan, term and total-cost cap and their statutes
 * (every state and DC); the Military Lending Act 36 % MAPR; the UK price cap (0.8 % a day, £15 default fees, total
 * cost at most the amount borrowed); the Canadian and Australian caps. It also lists how to revoke the lender's ACH
 * authorization (Regulation E stop payment; the CFPB two-failed-attempts rule).
 *
 * @param input - Balance, fee and loan details; see {@link AnalyzePaydayLoanInput}.
 * @param options - `asOf` and `lang`; see {@link AnalyzePaydayLoanOptions}.
 * @returns APRs, costs, each limit with its figure, source and verdict, localized rights and steps, and the rules applied.
 * @throws {@link GuidekitError} `invalid_value` on `fee_rate` (unreadable; the message lists accepted forms), on
 *   `state` (not a US state code), on `term_days` (not 1–365, or contradicting the term in `fee_rate`) or `country`;
 *   `too_small`/`invalid_number` on `balance` and `default_fees`; `invalid_date` on `asOf`; `out_of_range` on `asOf`
 *   before a national rule existed.
 * @example
 * ```ts
 * analyzePaydayLoan({ balance: '100', fee_rate: '$15 per $100' }, { asOf: '2026-11-22' }).apr?.toFixed(2) //=> '391.07'
 * analyzePaydayLoan({ balance: '100', fee_rate: '0.8% per day', term_days: 30, country: 'UK' }, { asOf: '2026-11-22' }).apr?.toFixed(1) //=> '1269.7'
 * ```
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1026/j/
 * @see https://handbook.fca.org.uk/handbook/CONC/5A/3.html
 * @see https://codes.findlaw.com/ca/financial-code/fin-sect-23036/
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1005/10/
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1041/8/
 */
export function analyzePaydayLoan(input: AnalyzePaydayLoanInput, options: AnalyzePaydayLoanOptions): AnalyzePaydayLoanResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = options.lang ?? 'en';
  const { balance, country, state, days, feePer100, flatFeeCents, feeBasis, defaultFees, lender } = readPaydayInput(input);
  const currency = CURRENCY[country];
  const t = createTranslate(ANALYZE_PAYDAY_LOAN_MESSAGES, lang, { currency });
  const money = (amount: Decimal.Value) => formatMoney(amount, { currency, lang });
  const text: PaydayText = { t, money, moneyCents: (cents: number) => money(centsToDecimal(cents)) };
  // Every step appends its rules, notes and warnings here, in the order the answer lists them.
  const findings: PaydayFindings = { applied: [], notes: [], warnings: [] };
  const { notes, warnings } = findings;

  // The fee actually charged, in cents, is the finance charge; every APR is computed from it.
  const fee = flatFeeCents ?? (feePer100 === null ? null : feePer100.times(balance).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
  // Say how the caller's words were read: "$45" is a flat fee, "15" or "$15 per $100" a fee per 100.
  if (feeBasis !== null && fee !== null) {
    findings.notes.push(
      t(feeBasis === 'per_100' && /^\s*\d+(?:\.\d+)?\s*$/.test(String(input.fee_rate)) ? 'note_fee_read_bare' : `note_fee_read_${feeBasis}`, { text: String(input.fee_rate).trim().slice(0, 60), fee: text.moneyCents(fee), balance: text.moneyCents(balance), per_100: formatPaydayPer100(feePer100!), days, example: '45' }),
    );
  }
  const aprMethod = country === 'US' ? 'us_reg_z' : country === 'UK' ? 'uk_representative' : 'simple';
  const aprs: PaydayAprs | null = fee === null ? null : computePaydayAprs({ balance, fee, days, country, asOf }, text, findings);
  const loan: PaydayLoan = { balance: centsToDecimal(balance), fee: fee === null ? null : centsToDecimal(fee), days, apr: aprs?.aprSimple ?? null };

  let stateRules: AnalyzePaydayLoanResult['state_rules'] = null;
  let epp: AnalyzePaydayLoanResult['extended_payment_plan'] = null;
  let mla: AnalyzePaydayLoanResult['military_lending_act'] = null;
  let ach: AnalyzePaydayLoanResult['ach_revocation'] = null;
  let countryCap: AnalyzePaydayLoanResult['country_cap'] = null;
  // A total cost cap that counts rollovers (UK, Missouri), in percent of the amount borrowed.
  let rolloverCapPercent: Decimal | null = null;

  if (country === 'US') {
    // A US loan answers to its state's law and to the federal protections every borrower has.
    if (input.default_fees !== undefined) notes.push(t('note_default_fees_ignored'));
    ({ stateRules, epp, rolloverCapPercent } = assessPaydayState(state, loan, asOf, text, findings));
    ({ mla, ach } = assessPaydayFederal(loan.apr, asOf, text, findings));
  } else {
    // Elsewhere a national cap applies and states do not.
    if (input.state !== undefined) notes.push(t('note_state_ignored'));
    ({ countryCap, rolloverCapPercent } = checkPaydayCountryCap(country, loan, feePer100, defaultFees, asOf, text, findings));
  }

  const rolloverCosts = computePaydayRollovers(balance, fee, rolloverCapPercent, text, findings);
  if (lender !== null) notes.push(t('note_lender', { lender }));
  notes.push(t('alternatives'));

  const apr = aprs?.apr ?? null;
  const narrative =
    fee === null || apr === null || feePer100 === null
      ? t('narrative_no_fee')
      : t(country === 'UK' ? 'narrative_apr_uk' : 'narrative_apr', {
          fee_per_100: formatPaydayPer100(feePer100),
          days,
          fee: text.moneyCents(fee),
          balance: text.moneyCents(balance),
          apr: apr.toFixed(),
          total: text.moneyCents(balance + fee),
        });

  return {
    country,
    currency,
    state,
    lender,
    balance: centsToDecimal(balance),
    term_days: days,
    fee_per_100: feePer100,
    fee_basis: feeBasis,
    fee: fee === null ? null : centsToDecimal(fee),
    total_due: fee === null ? null : centsToDecimal(balance + fee),
    apr,
    apr_method: aprMethod,
    apr_simple: aprs?.aprSimple ?? null,
    apr_appendix_j: aprs?.aprJ ?? null,
    rollover_costs: rolloverCosts,
    state_rules: stateRules,
    extended_payment_plan: epp,
    military_lending_act: mla,
    ach_revocation: ach,
    country_cap: countryCap,
    warnings,
    notes,
    narrative,
    ...citeRules(findings.applied, { lang }),
  };
}
