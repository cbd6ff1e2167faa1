import Decimal from 'decimal.js';
import { addDays, format } from 'date-fns';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { toCalendarDate } from './_lib/aprUnitPeriods.js';
import { computeActuarialApr } from './computeActuarialApr.js';
import { ANALYZE_PAYDAY_LOAN_MESSAGES } from './messages/analyzePaydayLoan.js';
import { parseFeeRate } from './parseFeeRate.js';
import { AU_SACC_FEE_CAP, CA_PAYDAY_COST_CAP, UK_HCSTC_PRICE_CAP } from './rules/paydayCountryCaps.js';
import { MLA_MAPR_CAP, PAYDAY_FAILED_ATTEMPTS, REG_E_STOP_PAYMENT } from './rules/paydayFederalRules.js';
import { PAYDAY_STATE_RULES, PAYDAY_US_STATE_CODES, type PaydayUsState } from './rules/paydayStateRules.js';

/** One payday loan as the payday endpoint receives it. */
export interface AnalyzePaydayLoanInput {
  /** Amount borrowed, > 0. */
  readonly balance: Decimal.Value;
  /** The fee as written, e.g. "$15 per $100" (see {@link parseFeeRate}); absent: no APR is computed. */
  readonly fee_rate?: string;
  /** Days until the single repayment, 1–365, default 14. Ours, not in the spec. */
  readonly term_days?: number;
  /** US state code (two letters, any case); used for US loans only. */
  readonly state?: string;
  /** Jurisdiction, default `'US'`. */
  readonly country?: 'US' | 'UK' | 'CA' | 'AU';
  /** Lender name, echoed in a note. */
  readonly lender?: string;
}

/** Options of {@link analyzePaydayLoan}. */
export interface AnalyzePaydayLoanOptions {
  /** ISO date the loan is taken (day 0) and the rules are picked for. */
  readonly asOf: string;
  /** Narrative language, default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** Result of {@link analyzePaydayLoan}. */
export interface AnalyzePaydayLoanResult extends RuleCitations {
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  readonly state: PaydayUsState | null;
  readonly lender: string | null;
  readonly balance: Decimal;
  readonly term_days: number;
  /** Fee per 100 borrowed as parsed from `fee_rate`; null when no fee was given. */
  readonly fee_per_100: Decimal | null;
  /** The fee in currency, rounded half up to the cent. */
  readonly fee: Decimal | null;
  /** Balance plus fee, due in one payment on day `term_days`. */
  readonly total_due: Decimal | null;
  /** APR in percent, fee ÷ balance × 365 ÷ days × 100, 2 decimals. */
  readonly apr: Decimal | null;
  /** APR in percent by Regulation Z Appendix J (single-advance, single-payment rules), 2 decimals. */
  readonly apr_appendix_j: Decimal | null;
  /** Fees paid in total if the loan is rolled over n times (the balance stays owed). */
  readonly rollover_costs: readonly { readonly rollovers: number; readonly total_fees: Decimal }[];
  /** US state rules; null outside the US or without a state. */
  readonly state_rules: {
    readonly status: 'rate_cap_or_ban' | 'not_listed';
    readonly extended_payment_plan_required: boolean | null;
    readonly apr_likely_above_cap: boolean | null;
    readonly explanation: string;
  } | null;
  readonly extended_payment_plan: { readonly required_by_state: boolean | null; readonly explanation: string } | null;
  readonly military_lending_act: { readonly mapr_cap_percent: number; readonly apr_above_cap: boolean | null; readonly explanation: string } | null;
  readonly ach_revocation: { readonly steps: readonly string[] } | null;
  /** The national cap outside the US (UK, CA, AU) and whether this fee breaks it. */
  readonly country_cap: { readonly rule_id: string; readonly fee_above_cap: boolean | null; readonly explanation: string } | null;
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
  readonly narrative: string;
}

const FN = 'analyzePaydayLoan';
const ROLLOVERS = [1, 2, 4, 8] as const;

/**
 * Analyses a payday loan: its APR from the fee over the term (fee ÷ amount × 365 ÷ days, which Regulation Z
 * Appendix J also gives for a single payment due in under a year), what rollovers cost, the state's caps, bans
 * and extended-payment-plan rules, the Military Lending Act 36 % MAPR limit, and how to revoke the lender's
 * ACH authorization (Regulation E stop payment; the CFPB two-failed-attempts rule). Outside the US it applies the
 * UK, Canadian or Australian cost cap instead.
 *
 * @param input - Balance, fee and loan details; see {@link AnalyzePaydayLoanInput}.
 * @param options - `asOf` and `lang`; see {@link AnalyzePaydayLoanOptions}.
 * @returns APRs, costs, localized rights and steps, and the rules applied.
 * @throws {@link GuidekitError} `invalid_value` on `fee_rate` (unreadable; the message lists accepted forms), on
 *   `state` (not a US state code), on `term_days` or `country`; `too_small`/`invalid_number` on `balance`;
 *   `invalid_date` on `asOf`.
 * @example
 * ```ts
 * analyzePaydayLoan({ balance: '100', fee_rate: '$15 per $100' }, { asOf: '2026-11-22' }).apr?.toFixed(2) //=> '391.07'
 * ```
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1026/j/
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1005/10/
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1041/8/
 */
export function analyzePaydayLoan(input: AnalyzePaydayLoanInput, options: AnalyzePaydayLoanOptions): AnalyzePaydayLoanResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const t = createTranslate(ANALYZE_PAYDAY_LOAN_MESSAGES, options.lang ?? 'en');
  const balance = toCents(input.balance, { fn: FN, field: 'balance' });
  if (balance <= 0) throw new GuidekitError(`${FN}: balance must be greater than 0`, { code: 'too_small', field: 'balance' });
  const days = input.term_days ?? 14;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 365) {
    throw new GuidekitError(`${FN}: term_days must be a whole number of days from 1 to 365`, { code: 'invalid_value', field: 'term_days' });
  }
  const country = input.country ?? 'US';
  if (!['US', 'UK', 'CA', 'AU'].includes(country)) {
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
  const feePer100 = input.fee_rate === undefined ? null : parseFeeRate(input.fee_rate);
  const lender = input.lender === undefined ? null : String(input.lender).trim().slice(0, 200) || null;

  const money = (cents: number) => centsToDecimal(cents).toFixed(2);
  const applied: AppliedRule<unknown>[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];

  // The fee actually charged, in cents, is the finance charge; the APR is computed from it.
  const fee = feePer100 === null ? null : feePer100.times(balance).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  let apr: Decimal | null = null;
  let aprJ: Decimal | null = null;
  if (fee !== null) {
    apr = new Decimal(fee).dividedBy(balance).times(365).dividedBy(days).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const due = format(addDays(toCalendarDate(asOf), days), 'yyyy-MM-dd');
    aprJ = computeActuarialApr([{ amount: centsToDecimal(balance), date: asOf }], [{ amount: centsToDecimal(balance + fee), date: due }]).apr;
    notes.push(t('note_appendix_j', { apr_j: aprJ.toFixed(2), days }));
    if (fee > 0) {
      notes.push(t('note_rollover', { n: 4, fees: money(fee * 5), balance: money(balance) }));
      if (apr.greaterThan(100)) warnings.push(t('warn_high_cost', { apr: apr.toFixed(2), multiple: apr.dividedBy(100).toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1) }));
    }
  }
  const rolloverCosts = fee === null ? [] : ROLLOVERS.map((n) => ({ rollovers: n, total_fees: centsToDecimal(fee * (n + 1)) }));

  let stateRules: AnalyzePaydayLoanResult['state_rules'] = null;
  let epp: AnalyzePaydayLoanResult['extended_payment_plan'] = null;
  let mla: AnalyzePaydayLoanResult['military_lending_act'] = null;
  let ach: AnalyzePaydayLoanResult['ach_revocation'] = null;
  let countryCap: AnalyzePaydayLoanResult['country_cap'] = null;

  if (country === 'US') {
    if (state !== null) {
      const rule = requireRule(PAYDAY_STATE_RULES, asOf);
      applied.push(rule);
      const entry = rule.value[state];
      if (entry?.rate_cap_or_ban) {
        const above = apr === null ? null : apr.greaterThan(36);
        const note = entry.note === undefined ? '' : ` (${entry.note})`;
        const parts = [t('state_cap', { state, note })];
        if (above === true && apr !== null) {
          parts.push(t('state_cap_exceeded', { state, apr: apr.toFixed(2) }));
          warnings.push(t('state_cap_exceeded', { state, apr: apr.toFixed(2) }));
        }
        stateRules = { status: 'rate_cap_or_ban', extended_payment_plan_required: entry.extended_payment_plan, apr_likely_above_cap: above, explanation: parts.join(' ') };
      } else {
        stateRules = {
          status: 'not_listed',
          extended_payment_plan_required: entry?.extended_payment_plan ?? null,
          apr_likely_above_cap: null,
          explanation: t('state_not_listed', { state }),
        };
      }
      epp = entry?.extended_payment_plan
        ? { required_by_state: true, explanation: t('epp_available', { state }) }
        : { required_by_state: null, explanation: t('epp_not_listed', { state }) };
    } else {
      notes.push(t('note_state_missing'));
      epp = { required_by_state: null, explanation: t('epp_no_state') };
    }

    const mlaRule = requireRule(MLA_MAPR_CAP, asOf);
    applied.push(mlaRule);
    const cap = mlaRule.value.mapr_cap_percent;
    const above = apr === null ? null : apr.greaterThan(cap);
    mla = {
      mapr_cap_percent: cap,
      apr_above_cap: above,
      explanation: [t('mla', { cap }), ...(above === true && apr !== null ? [t('mla_exceeded', { apr: apr.toFixed(2), cap })] : [])].join(' '),
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
    if (country === 'UK') {
      const rule = requireRule(UK_HCSTC_PRICE_CAP, asOf);
      applied.push(rule);
      const perDay = feePer100 === null ? null : feePer100.dividedBy(days);
      const above = perDay === null ? null : perDay.greaterThan(rule.value.daily_cost_cap_percent);
      const parts = [t('uk_cap', { daily: rule.value.daily_cost_cap_percent, default_fee: rule.value.default_fee_cap, total: rule.value.total_cost_cap_percent })];
      if (above === true && perDay !== null) parts.push(t('uk_cap_exceeded', { per_day: perDay.toDecimalPlaces(2).toFixed(2), daily: rule.value.daily_cost_cap_percent }));
      countryCap = { rule_id: rule.id, fee_above_cap: above, explanation: parts.join(' ') };
    } else if (country === 'CA') {
      const rule = requireRule(CA_PAYDAY_COST_CAP, asOf);
      applied.push(rule);
      const above = feePer100 === null ? null : feePer100.greaterThan(rule.value.max_cost_per_100);
      const parts = [t('ca_cap', { cap: rule.value.max_cost_per_100 })];
      if (above === true && feePer100 !== null) parts.push(t('ca_cap_exceeded', { fee_per_100: feePer100.toFixed(), cap: rule.value.max_cost_per_100 }));
      countryCap = { rule_id: rule.id, fee_above_cap: above, explanation: parts.join(' ') };
    } else {
      const rule = requireRule(AU_SACC_FEE_CAP, asOf);
      applied.push(rule);
      // A monthly fee is charged for each month or part of a month of the term.
      const allowed = new Decimal(rule.value.establishment_fee_percent).plus(new Decimal(rule.value.monthly_fee_percent).times(Math.ceil(days / 30)));
      const above = feePer100 === null ? null : feePer100.greaterThan(allowed);
      const parts = [t('au_cap', { establishment: rule.value.establishment_fee_percent, monthly: rule.value.monthly_fee_percent })];
      if (above === true && feePer100 !== null) parts.push(t('au_cap_exceeded', { fee_per_100: feePer100.toFixed(), days, allowed: allowed.toFixed() }));
      countryCap = { rule_id: rule.id, fee_above_cap: above, explanation: parts.join(' ') };
    }
    if (countryCap.fee_above_cap === true) warnings.push(countryCap.explanation);
  }
  if (lender !== null) notes.push(t('note_lender', { lender }));
  notes.push(t('alternatives'));

  const narrative =
    fee === null || apr === null
      ? t('narrative_no_fee')
      : t('narrative_apr', {
          fee_per_100: (feePer100 as Decimal).toFixed(),
          days,
          fee: money(fee),
          balance: money(balance),
          apr: apr.toFixed(2),
          total: money(balance + fee),
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
    ...citeRules(applied),
  };
}

