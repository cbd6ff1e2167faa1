import Decimal from 'decimal.js';
import { addDays, format } from 'date-fns';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { formatMoney, type MoneyCurrency } from '../core/formatMoney.js';
import { createTranslate, type Translate } from '../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { toCalendarDate } from './_lib/aprUnitPeriods.js';
import { readFeeQuote } from './_lib/feeQuote.js';
import { allowedFee, describeFeeCap, joinList } from './_lib/paydayCaps.js';
import { computeActuarialApr } from './computeActuarialApr.js';
import { ANALYZE_PAYDAY_LOAN_MESSAGES, type AnalyzePaydayLoanMessageKey } from './messages/analyzePaydayLoan.js';
import { AU_SACC_FEE_CAP, CA_PAYDAY_COST_CAP, UK_HCSTC_PRICE_CAP, UK_REPRESENTATIVE_APR } from './rules/paydayCountryCaps.js';
import { MLA_MAPR_CAP, PAYDAY_FAILED_ATTEMPTS, REG_E_STOP_PAYMENT } from './rules/paydayFederalRules.js';
import {
  PAYDAY_US_STATE_CODES,
  PAYDAY_US_STATE_NAMES,
  PAYDAY_US_STATE_RULES,
  type PaydayStateRule,
  type PaydayStateStatus,
  type PaydayUsState,
} from './rules/paydayStateRules.js';

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
  readonly state: PaydayUsState | null;
  readonly lender: string | null;
  readonly balance: Decimal;
  readonly term_days: number;
  /** Fee per 100 borrowed for the whole term, as parsed from `fee_rate` (a daily rate × days); null when no fee was given. */
  readonly fee_per_100: Decimal | null;
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
const ROLLOVERS = [1, 2, 4, 8] as const;
const COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
const CURRENCY: Readonly<Record<(typeof COUNTRIES)[number], MoneyCurrency>> = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD' };
const HUNDRED = new Decimal(100);

/** What the checks need to know about the loan. */
interface Loan {
  /** Amount advanced, currency units. */
  readonly balance: Decimal;
  /** Fee charged, currency units; null when not given. */
  readonly fee: Decimal | null;
  readonly days: number;
  /** Simple (Regulation Z) APR in percent; null without a fee. */
  readonly apr: Decimal | null;
}

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
  const t = createTranslate(ANALYZE_PAYDAY_LOAN_MESSAGES, lang);
  const balance = toCents(input.balance, { fn: FN, field: 'balance' });
  if (balance <= 0) throw new GuidekitError(`${FN}: balance must be greater than 0`, { code: 'too_small', field: 'balance' });
  const givenDays = input.term_days;
  if (givenDays !== undefined && (typeof givenDays !== 'number' || !Number.isInteger(givenDays) || givenDays < 1 || givenDays > 365)) {
    throw new GuidekitError(`${FN}: term_days must be a whole number of days from 1 to 365`, { code: 'invalid_value', field: 'term_days' });
  }
  const country = input.country ?? 'US';
  if (!(COUNTRIES as readonly string[]).includes(country)) {
    throw new GuidekitError(`${FN}: country must be one of US, UK, CA, AU`, { code: 'invalid_value', field: 'country' });
  }
  let state: PaydayUsState | null = null;
  if (input.state !== undefined && country === 'US') {
    const code = String(input.state).trim().toUpperCase();
    if (!(PAYDAY_US_STATE_CODES as readonly string[]).includes(code)) {
      throw new GuidekitError(`${FN}: state must be a two-letter US state code such as TX, got ${JSON.stringify(String(input.state))}`, {
        code: 'invalid_value',
        field: 'state',
      });
    }
    state = code as PaydayUsState;
  }
  const quote = input.fee_rate === undefined ? null : readFeeQuote(input.fee_rate, { fn: FN, field: 'fee_rate' });
  if (quote?.term_days != null && givenDays !== undefined && quote.term_days !== givenDays) {
    throw new GuidekitError(`${FN}: term_days (${givenDays}) contradicts the ${quote.term_days}-day term stated in fee_rate; give one term`, {
      code: 'invalid_value',
      field: 'term_days',
    });
  }
  const days = givenDays ?? quote?.term_days ?? 14;
  // A daily rate ("0.8% per day") charges that percent of the amount borrowed for each day of the term.
  const feePer100 = quote === null ? null : quote.daily_percent !== null ? quote.daily_percent.times(days) : (quote.fee_per_100 as Decimal);
  const defaultFees = input.default_fees === undefined ? null : toCents(input.default_fees, { fn: FN, field: 'default_fees' });
  const lender = input.lender === undefined ? null : String(input.lender).trim().slice(0, 200) || null;

  const currency = CURRENCY[country];
  const money = (amount: Decimal.Value) => formatMoney(amount, { currency, lang });
  const moneyCents = (cents: number) => money(centsToDecimal(cents));
  const applied: AppliedRule<unknown>[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];

  // The fee actually charged, in cents, is the finance charge; every APR is computed from it.
  const fee = feePer100 === null ? null : feePer100.times(balance).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  let aprSimple: Decimal | null = null;
  let aprJ: Decimal | null = null;
  let apr: Decimal | null = null;
  const aprMethod = country === 'US' ? 'us_reg_z' : country === 'UK' ? 'uk_representative' : 'simple';
  if (fee !== null) {
    aprSimple = new Decimal(fee).dividedBy(balance).times(365).dividedBy(days).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const due = format(addDays(toCalendarDate(asOf), days), 'yyyy-MM-dd');
    const advance = [{ amount: centsToDecimal(balance), date: asOf }];
    const repayment = [{ amount: centsToDecimal(balance + fee), date: due }];
    aprJ = computeActuarialApr(advance, repayment).apr;
    apr = aprSimple;
    if (country === 'UK') {
      const method = requireRule(UK_REPRESENTATIVE_APR, asOf);
      applied.push(method);
      apr = computeActuarialApr(advance, repayment, { method: 'uk_conc', decimals: method.value.decimals }).apr;
      notes.push(t('note_uk_apr', { cost: new Decimal(fee).dividedBy(balance).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(), days, apr: apr.toFixed(), simple: aprSimple.toFixed(2) }));
    } else {
      notes.push(t('note_appendix_j', { apr_j: aprJ.toFixed(2), days }));
    }
    if (fee > 0) {
      notes.push(t('note_rollover', { n: 4, fees: moneyCents(fee * 5), balance: moneyCents(balance) }));
      if (apr.greaterThan(100)) warnings.push(t('warn_high_cost', { apr: apr.toFixed(), multiple: apr.dividedBy(100).toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1) }));
    }
  }
  const loan: Loan = { balance: centsToDecimal(balance), fee: fee === null ? null : centsToDecimal(fee), days, apr: aprSimple };

  let stateRules: AnalyzePaydayLoanResult['state_rules'] = null;
  let epp: AnalyzePaydayLoanResult['extended_payment_plan'] = null;
  let mla: AnalyzePaydayLoanResult['military_lending_act'] = null;
  let ach: AnalyzePaydayLoanResult['ach_revocation'] = null;
  let countryCap: AnalyzePaydayLoanResult['country_cap'] = null;
  // A total cost cap that counts rollovers (UK, Missouri), in percent of the amount borrowed.
  let rolloverCapPercent: Decimal | null = null;

  if (country === 'US') {
    if (input.default_fees !== undefined) notes.push(t('note_default_fees_ignored'));
    if (state !== null) {
      const name = PAYDAY_US_STATE_NAMES[state];
      const table = PAYDAY_US_STATE_RULES[state];
      const rule = pickRule(table, asOf);
      if (rule === undefined) {
        stateRules = {
          rule_id: table.id,
          status: 'not_on_record',
          statute: null,
          checks: [],
          breached: null,
          extended_payment_plan_required: null,
          apr_likely_above_cap: null,
          explanation: t('state_not_on_record', { state: name, date: asOf }),
        };
        epp = { required_by_state: null, explanation: t('epp_not_listed', { state: name }) };
      } else {
        applied.push(rule);
        const entry = rule.value;
        const checks = checkState(entry, loan, rule, t, money);
        const breached = anyBreached(checks);
        const limitItems = [...checks.map((c) => c.figure), ...(entry.one_loan_at_a_time ? [t('limit_one_loan')] : [])];
        const limits = joinList(limitItems, t, '; ');
        const parts =
          entry.status === 'no_fee_cap'
            ? [t('state_no_fee_cap', { state: name, statute: entry.statute }), ...(limitItems.length > 0 ? [t('state_other_limits', { limits })] : [])]
            : [t(entry.status === 'prohibited' ? 'state_prohibited' : 'state_capped', { state: name, statute: entry.statute, limits })];
        if (breached === true) {
          const breach = t('state_breached', { state: name, breaches: describeBreaches(checks, t, money) });
          parts.push(breach);
          warnings.push(breach);
        } else if (breached === false) {
          parts.push(t('state_within', { state: name }));
        } else if (fee === null && checks.length > 0) {
          parts.push(t('state_unchecked', { state: name }));
        }
        if (entry.total_cost_cap?.includes_renewals) rolloverCapPercent = new Decimal(entry.total_cost_cap.percent);
        stateRules = {
          rule_id: rule.id,
          status: entry.status,
          statute: entry.statute,
          checks,
          breached,
          extended_payment_plan_required: entry.extended_payment_plan,
          apr_likely_above_cap: checks.find((c) => c.kind === 'apr')?.breached ?? null,
          explanation: parts.join(' '),
        };
        epp = entry.extended_payment_plan
          ? { required_by_state: true, explanation: t('epp_available', { state: name }) }
          : { required_by_state: null, explanation: t('epp_not_listed', { state: name }) };
      }
    } else {
      notes.push(t('note_state_missing'));
      epp = { required_by_state: null, explanation: t('epp_no_state') };
    }

    const mlaRule = requireRule(MLA_MAPR_CAP, asOf);
    applied.push(mlaRule);
    const cap = mlaRule.value.mapr_cap_percent;
    const above = aprSimple === null ? null : aprSimple.greaterThan(cap);
    mla = {
      mapr_cap_percent: cap,
      apr_above_cap: above,
      explanation: [t('mla', { cap }), ...(above === true && aprSimple !== null ? [t('mla_exceeded', { apr: aprSimple.toFixed(2), cap })] : [])].join(' '),
    };

    const regE = requireRule(REG_E_STOP_PAYMENT, asOf);
    applied.push(regE);
    const steps = [t('ach_revoke'), t('ach_bank', { days: regE.value.notice_business_days, confirm: regE.value.written_confirmation_days })];
    // The failed-attempts rule exists only from its compliance date; before it the step is left out.
    const attempts = pickRule(PAYDAY_FAILED_ATTEMPTS, asOf);
    if (attempts !== undefined) {
      applied.push(attempts);
      steps.push(t('ach_failed_attempts', { attempts: attempts.value.consecutive_failed_attempts }));
    }
    steps.push(t('ach_monitor'), t('ach_debt_remains'));
    ach = { steps };
  } else {
    if (input.state !== undefined) notes.push(t('note_state_ignored'));
    let checks: PaydayCapCheck[];
    let intro: string;
    let breachKey: AnalyzePaydayLoanMessageKey | null = null;
    let rule: AppliedRule<unknown>;
    if (country === 'UK') {
      const uk = requireRule(UK_HCSTC_PRICE_CAP, asOf);
      rule = uk;
      const cite = { rule_id: uk.id, source: uk.source };
      const daily = new Decimal(uk.value.daily_cost_cap_percent);
      const totalPercent = new Decimal(uk.value.total_cost_cap_percent);
      const defaultCap = new Decimal(uk.value.default_fee_cap);
      // CONC 5A: the initial cost cap is 0.8 % of the credit for each day it is outstanding; default charges are
      // outside it but capped at £15; every charge, default ones and refinancing included, counts towards the total.
      const initialLimit = loan.balance.times(daily).dividedBy(HUNDRED).times(days).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      const totalLimit = loan.balance.times(totalPercent).dividedBy(HUNDRED).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      const defaults = defaultFees === null ? null : centsToDecimal(defaultFees);
      const totalActual = loan.fee === null ? defaults : defaults === null ? loan.fee : loan.fee.plus(defaults);
      checks = [
        moneyCheck('daily_cost', t('limit_daily_cost', { percent: daily.toFixed() }), initialLimit, loan.fee, cite),
        moneyCheck('default_fees', t('limit_default_fees', { amount: money(defaultCap) }), defaultCap, defaults, cite),
        moneyCheck('total_cost', t('limit_total_cost_renewals', { percent: totalPercent.toFixed() }), totalLimit, totalActual, cite),
      ];
      if (defaultFees === null) notes.push(t('note_default_fees_uk', { cap: money(defaultCap) }));
      rolloverCapPercent = totalPercent;
      intro = t('uk_cap', { limits: joinList(checks.map((c) => c.figure), t, '; ') });
      breachKey = 'uk_breached';
    } else if (country === 'CA') {
      if (input.default_fees !== undefined) notes.push(t('note_default_fees_ignored'));
      const ca = requireRule(CA_PAYDAY_COST_CAP, asOf);
      rule = ca;
      const capPer100 = new Decimal(ca.value.max_cost_per_100);
      const figure = describeFeeCap({ kind: 'tiered', basis: 'advance', tiers: [{ up_to: null, percent: capPer100.toFixed() }] }, t, money);
      checks = [moneyCheck('fee', figure, loan.balance.times(capPer100).dividedBy(HUNDRED).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), loan.fee, { rule_id: ca.id, source: ca.source })];
      intro = t('ca_cap', { cap: ca.value.max_cost_per_100 });
      if (feePer100 !== null && feePer100.greaterThan(capPer100)) intro += ` ${t('ca_cap_exceeded', { fee_per_100: display(feePer100), cap: ca.value.max_cost_per_100 })}`;
    } else {
      if (input.default_fees !== undefined) notes.push(t('note_default_fees_ignored'));
      const au = requireRule(AU_SACC_FEE_CAP, asOf);
      rule = au;
      // A monthly fee is charged for each month or part of a month of the term.
      const allowedPer100 = new Decimal(au.value.establishment_fee_percent).plus(new Decimal(au.value.monthly_fee_percent).times(Math.ceil(days / 30)));
      const figure = describeFeeCap({ kind: 'tiered', basis: 'advance', tiers: [{ up_to: null, percent: allowedPer100.toFixed() }] }, t, money);
      checks = [moneyCheck('fee', figure, loan.balance.times(allowedPer100).dividedBy(HUNDRED).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), loan.fee, { rule_id: au.id, source: au.source })];
      intro = t('au_cap', { establishment: au.value.establishment_fee_percent, monthly: au.value.monthly_fee_percent });
      if (feePer100 !== null && feePer100.greaterThan(allowedPer100)) intro += ` ${t('au_cap_exceeded', { fee_per_100: display(feePer100), days, allowed: allowedPer100.toFixed() })}`;
    }
    applied.push(rule);
    const breached = anyBreached(checks);
    const parts = [intro];
    if (breachKey !== null && breached === true) parts.push(t(breachKey, { breaches: describeBreaches(checks, t, money) }));
    else if (breachKey !== null && breached === false) parts.push(t('uk_within'));
    countryCap = { rule_id: rule.id, fee_above_cap: breached, breached, checks, explanation: parts.join(' ') };
    if (breached === true) warnings.push(countryCap.explanation);
  }

  const rolloverCap = rolloverCapPercent === null ? null : loan.balance.times(rolloverCapPercent).dividedBy(HUNDRED);
  const rolloverCosts =
    fee === null
      ? []
      : ROLLOVERS.map((n) => {
          const total = centsToDecimal(fee * (n + 1));
          return { rollovers: n, total_fees: total, above_total_cost_cap: rolloverCap === null ? null : total.greaterThan(rolloverCap) };
        });
  if (rolloverCap !== null && rolloverCapPercent !== null && fee !== null && fee > 0) {
    // The first rollover count at which the fees pass the cap: fee × (n + 1) > cap.
    const n = rolloverCap.times(100).dividedBy(fee).floor().toNumber();
    if (n >= 1) notes.push(t('note_rollover_cap', { percent: rolloverCapPercent.toFixed(), n, fees: moneyCents(fee * (n + 1)) }));
  }
  if (lender !== null) notes.push(t('note_lender', { lender }));
  notes.push(t('alternatives'));

  const narrative =
    fee === null || apr === null || feePer100 === null
      ? t('narrative_no_fee')
      : t(country === 'UK' ? 'narrative_apr_uk' : 'narrative_apr', {
          fee_per_100: display(feePer100),
          days,
          fee: moneyCents(fee),
          balance: moneyCents(balance),
          apr: apr.toFixed(),
          total: moneyCents(balance + fee),
        });

  return {
    country,
    state,
    lender,
    balance: centsToDecimal(balance),
    term_days: days,
    fee_per_100: feePer100,
    fee: fee === null ? null : centsToDecimal(fee),
    total_due: fee === null ? null : centsToDecimal(balance + fee),
    apr,
    apr_method: aprMethod,
    apr_simple: aprSimple,
    apr_appendix_j: aprJ,
    rollover_costs: rolloverCosts,
    state_rules: stateRules,
    extended_payment_plan: epp,
    military_lending_act: mla,
    ach_revocation: ach,
    country_cap: countryCap,
    warnings,
    notes,
    narrative,
    ...citeRules(applied, { lang }),
  };
}

/** A fee per 100 for text: at most two decimals, no trailing zeros. */
function display(per100: Decimal): string {
  return per100.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
}

type Cite = { readonly rule_id: string; readonly source: string };

function moneyCheck(kind: PaydayCapCheck['kind'], figure: string, limit: Decimal | null, actual: Decimal | null, cite: Cite): PaydayCapCheck {
  return { kind, figure, limit, actual, unit: 'money', breached: limit === null || actual === null ? null : actual.greaterThan(limit), ...cite };
}

/**
 * True when any check is breached; false when every check could be evaluated and none is (an unknown UK default fee,
 * an optional input, does not count); null otherwise (e.g. no fee given).
 */
function anyBreached(checks: readonly PaydayCapCheck[]): boolean | null {
  if (checks.some((c) => c.breached === true)) return true;
  const relevant = checks.filter((c) => !(c.kind === 'default_fees' && c.actual === null));
  return relevant.length > 0 && relevant.every((c) => c.breached === false) ? false : null;
}

/** The breached checks in words: "fees at most … (this loan: $46.00)". */
function describeBreaches(checks: readonly PaydayCapCheck[], t: Translate<AnalyzePaydayLoanMessageKey>, money: (amount: Decimal.Value) => string): string {
  const items = checks
    .filter((c) => c.breached === true && c.actual !== null)
    .map((c) => {
      const actual = c.actual as Decimal;
      const value = c.unit === 'money' ? money(actual) : c.unit === 'percent' ? `${actual.toFixed()}%` : String(actual.toNumber());
      return t('breach_item', { figure: c.figure, actual: value });
    });
  return joinList(items, t, '; ');
}

/**
 * The checks of one state row against this loan, in a fixed order: APR ceiling, fee formula, total-cost cap, largest
 * loan, minimum and maximum term.
 */
function checkState(
  entry: PaydayStateRule,
  loan: Loan,
  rule: AppliedRule<PaydayStateRule>,
  t: Translate<AnalyzePaydayLoanMessageKey>,
  money: (amount: Decimal.Value) => string,
): PaydayCapCheck[] {
  const cite: Cite = { rule_id: rule.id, source: rule.source };
  const checks: PaydayCapCheck[] = [];
  if (entry.apr_cap_percent !== null) {
    const cap = new Decimal(entry.apr_cap_percent);
    checks.push({
      kind: 'apr',
      figure: t('limit_apr', { cap: cap.toFixed() }),
      limit: cap,
      actual: loan.apr,
      unit: 'percent',
      breached: loan.apr === null ? null : loan.apr.greaterThan(cap),
      ...cite,
    });
  }
  if (entry.fee_cap !== null) {
    checks.push(moneyCheck('fee', describeFeeCap(entry.fee_cap, t, money), allowedFee(entry.fee_cap, loan.balance, loan.fee, loan.days), loan.fee, cite));
  }
  if (entry.total_cost_cap !== null) {
    const percent = new Decimal(entry.total_cost_cap.percent);
    const figure = t(entry.total_cost_cap.includes_renewals ? 'limit_total_cost_renewals' : 'limit_total_cost', { percent: percent.toFixed() });
    checks.push(moneyCheck('total_cost', figure, loan.balance.times(percent).dividedBy(HUNDRED).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), loan.fee, cite));
  }
  if (entry.max_amount !== null) {
    const max = new Decimal(entry.max_amount.amount);
    const face = entry.max_amount.of === 'face';
    const actual = face ? (loan.fee === null ? null : loan.balance.plus(loan.fee)) : loan.balance;
    // Without the fee the cheque's face amount is unknown, but an advance already above the limit breaks it.
    const breached = actual !== null ? actual.greaterThan(max) : loan.balance.greaterThan(max) ? true : null;
    checks.push({ kind: 'amount', figure: t(face ? 'limit_amount_face' : 'limit_amount_advance', { amount: money(max) }), limit: max, actual, unit: 'money', breached, ...cite });
  }
  if (entry.min_term_days !== null) {
    checks.push({
      kind: 'term_min',
      figure: t('limit_term_min', { days: entry.min_term_days }),
      limit: new Decimal(entry.min_term_days),
      actual: new Decimal(loan.days),
      unit: 'days',
      breached: loan.days < entry.min_term_days,
      ...cite,
    });
  }
  if (entry.max_term_days !== null) {
    checks.push({
      kind: 'term_max',
      figure: t('limit_term_max', { days: entry.max_term_days }),
      limit: new Decimal(entry.max_term_days),
      actual: new Decimal(loan.days),
      unit: 'days',
      breached: loan.days > entry.max_term_days,
      ...cite,
    });
  }
  return checks;
}
