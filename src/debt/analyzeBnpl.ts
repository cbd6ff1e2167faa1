import Decimal from 'decimal.js';
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
import { computeActuarialApr } from './computeActuarialApr.js';
import { ANALYZE_BNPL_MESSAGES } from './messages/analyzeBnpl.js';
import {
  BNPL_PLATFORM_NAMES,
  BNPL_PLATFORM_RULES,
  findBnplPlatform,
  type BnplPlatformName,
  type BnplPlatformRule,
} from './rules/bnplPlatforms.js';
import { AU_BNPL_REGULATION, UK_DEFERRED_PAYMENT_CREDIT, US_BNPL_INTERPRETIVE_RULE } from './rules/bnplRegulation.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';

/** How often the plan's payments fall due. Pay-in-4 plans are biweekly; longer plans are monthly. */
export type BnplPaymentInterval = 'biweekly' | 'monthly';

/** One buy-now-pay-later plan as the BNPL endpoint receives it. */
export interface AnalyzeBnplInput {
  /** Provider: one of {@link BNPL_PLATFORM_NAMES}, any case, or an alias ('PayPal', 'Apple', 'Quadpay'). */
  readonly platform: string;
  /** What is still owed on the plan, > 0. */
  readonly balance: Decimal.Value;
  /** Payments still to make, 1–120. */
  readonly payments_remaining?: number;
  /** Amount of each remaining payment, > 0. */
  readonly payment_amount?: Decimal.Value;
  /**
   * Fees paid to get the plan (checkout, account or convenience fees), ≥ 0, default 0. They are finance charges
   * paid up front, so they reduce the amount financed (Regulation Z §1026.18(b)). Ours, not in the spec.
   */
  readonly upfront_fees?: Decimal.Value;
  /** Payment interval, default `'biweekly'` (a 26-per-year Appendix J unit-period). Ours, not in the spec. */
  readonly payment_interval?: BnplPaymentInterval;
}

/** Options of {@link analyzeBnpl}. */
export interface AnalyzeBnplOptions {
  /** ISO date the analysis is for; picks the platform and regulation rules in force. */
  readonly asOf: string;
  /** Narrative language, default `'en'`. */
  readonly lang?: ShippedLanguage;
  /**
   * Where the borrower lives: US, UK, CA or AU. It sets the currency, the APR convention (the UK APR compounds, CONC
   * App 1.2; elsewhere the nominal rate of Appendix J) and which regulator's rule is cited. Default: the US when the
   * provider lends there, else the provider's first market (Clearpay: UK).
   */
  readonly country?: DebtCountry;
}

/** One payment of the schedule the APR was computed on. */
export interface BnplScheduledPayment {
  readonly number: number;
  readonly amount: Decimal;
  /** Unit-periods (payment intervals) from today. */
  readonly due_in_periods: number;
}

/** Result of {@link analyzeBnpl}. */
export interface AnalyzeBnplResult extends RuleCitations {
  /** The borrower's country (given, or the default described in {@link AnalyzeBnplOptions.country}). */
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  /** Whether the provider lends in that country, as recorded. */
  readonly lends_in_country: boolean;
  readonly platform: BnplPlatformName;
  readonly platform_status: 'active' | 'discontinued';
  readonly discontinued_on: string | null;
  readonly balance: Decimal;
  readonly payments_remaining: number;
  readonly payment_amount: Decimal;
  readonly payment_interval: BnplPaymentInterval;
  readonly upfront_fees: Decimal;
  /** Balance less up-front fees: the credit actually extended. */
  readonly amount_financed: Decimal;
  readonly total_of_payments: Decimal;
  /** Total of payments less amount financed. */
  readonly finance_charge: Decimal;
  /**
   * True APR in percent, in the country's convention: US, CA and AU the nominal rate of Appendix J (rate per payment
   * period × periods a year, 2 decimals); UK the annual percentage rate of charge of CONC App 1.2, which compounds
   * ((1 + rate per period)^(periods a year) − 1, a year of 52 weeks or 12 months, 1 decimal).
   */
  readonly true_apr: Decimal;
  /** `computed` (a finance charge exists), `interest_free` (payments equal the balance), `assumed` (schedule not given: 4 equal instalments assumed). */
  readonly apr_status: 'computed' | 'interest_free' | 'assumed';
  readonly payment_schedule: readonly BnplScheduledPayment[];
  /** The APR if one late fee (the platform's maximum, within its cap) were added to the next payment; null when the platform charges none or the amount varies. */
  readonly late_fee_scenario: { readonly late_fee: Decimal; readonly true_apr: Decimal } | null;
  /**
   * Structured facts from the platform rule table, with the market they were recorded for (`jurisdiction`) and
   * `comparison: true` when that is not the borrower's country.
   */
  readonly platform_facts: BnplPlatformRule & { readonly jurisdiction: DebtCountry; readonly comparison: boolean };
  readonly risks: readonly string[];
  readonly notes: readonly string[];
  readonly strategy: readonly string[];
  readonly narrative: string;
}

const FN = 'analyzeBnpl';
/** Instalments assumed when neither the count nor the amount is given: the standard pay-in-4 plan. */
const ASSUMED_INSTALMENTS = 4;
const MAX_PAYMENTS = 120;

/**
 * Analyses a buy-now-pay-later plan: its true APR by Regulation Z Appendix J on the plan's cash flows (biweekly
 * unit-period, 26 a year, unless monthly), the APR after one late fee, the provider's late-fee, credit-reporting
 * and rescheduling policies, the regulation that applies (US, UK FCA from 2026-07-15, AU), and an escape or
 * consolidation strategy.
 *
 * @remarks
 * The amount financed is the balance less up-front fees; the payments are `payments_remaining` × `payment_amount`
 * starting one interval from `asOf`. When their total exceeds the amount financed the difference is the finance
 * charge. A count without an amount (or the reverse) is completed with equal instalments summing to the balance;
 * with neither, four equal instalments are assumed. A payment total short of the balance by no more than one cent
 * per payment is treated as rounding.
 *
 * @param input - Platform, balance and the optional plan details; see {@link AnalyzeBnplInput}.
 * @param options - `asOf` and `lang`; see {@link AnalyzeBnplOptions}.
 * @returns APRs, schedule, platform facts, localized risks, notes, strategy and the rules applied.
 * @throws {@link GuidekitError} `invalid_value` on `platform` (the message lists the accepted names), on
 *   `payment_amount` when the payments cannot repay the balance, on `upfront_fees` when they reach the balance;
 *   `too_small`/`invalid_number` on amounts; `invalid_date` on `asOf`.
 * @example
 * ```ts
 * // Pay-in-4 of $400 with a $10 checkout fee, first $100 paid at checkout: $300 left in 3 payments.
 * analyzeBnpl({ platform: 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '100', upfront_fees: '10' },
 *   { asOf: '2026-11-22' }).true_apr.toFixed(1) //=> '44.6'
 * ```
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1026/j/
 * @see spec: Debt Elimination Guidance Service (debtBNPL)
 */
export function analyzeBnpl(input: AnalyzeBnplInput, options: AnalyzeBnplOptions): AnalyzeBnplResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = options.lang ?? 'en';
  const platform = findBnplPlatform(typeof input?.platform === 'string' ? input.platform : '');
  if (platform === undefined) {
    throw new GuidekitError(`${FN}: platform must be one of ${BNPL_PLATFORM_NAMES.join(', ')}; got ${JSON.stringify(String(input?.platform))}`, {
      code: 'invalid_value',
      field: 'platform',
    });
  }
  const platformRule = requireRule(BNPL_PLATFORM_RULES[platform], asOf);
  const facts = platformRule.value;
  const country: DebtCountry =
    options.country === undefined ? (facts.markets.includes('US') ? 'US' : (facts.markets[0] ?? 'US')) : readDebtCountry(options.country, { fn: FN });
  const currency = DEBT_CURRENCIES[country];
  const t = createTranslate(ANALYZE_BNPL_MESSAGES, lang, { currency });
  // Facts recorded for another market are shown only as a labelled comparison, never as this borrower's terms.
  const localFacts = facts.facts_market === country;
  const lendsHere = facts.markets.includes(country);
  const balance = toCents(input.balance, { fn: FN, field: 'balance' });
  if (balance <= 0) throw new GuidekitError(`${FN}: balance must be greater than 0`, { code: 'too_small', field: 'balance' });
  const fees = input.upfront_fees === undefined ? 0 : toCents(input.upfront_fees, { fn: FN, field: 'upfront_fees' });
  if (fees >= balance) throw new GuidekitError(`${FN}: upfront_fees must be less than the balance`, { code: 'invalid_value', field: 'upfront_fees' });
  const interval = input.payment_interval ?? 'biweekly';
  if (interval !== 'biweekly' && interval !== 'monthly') {
    throw new GuidekitError(`${FN}: payment_interval must be biweekly or monthly`, { code: 'invalid_value', field: 'payment_interval' });
  }
  const { schedule, status } = buildSchedule(balance, input.payments_remaining, input.payment_amount);

  const financed = balance - fees;
  const total = schedule.reduce((s, c) => s + c, 0);
  const perYear = interval === 'biweekly' ? 26 : 12;
  const aprOf = (payments: readonly number[]) => {
    const nominal = computeActuarialApr(
      [{ amount: centsToDecimal(financed), periods: 0 }],
      payments.map((cents, k) => ({ amount: centsToDecimal(cents), periods: k + 1 })),
      { unitPeriod: interval, decimals: country === 'UK' ? 8 : 2 },
    ).apr;
    if (country !== 'UK') return nominal;
    // CONC App 1.2: the same rate per period, compounded over a year of 52 weeks (26 two-week periods) or 12 months.
    return nominal.dividedBy(100 * perYear).plus(1).pow(perYear).minus(1).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP);
  };
  const trueApr = aprOf(schedule);
  const aprStatus = status === 'assumed' ? 'assumed' : total > financed ? 'computed' : 'interest_free';

  const applied: AppliedRule<unknown>[] = [localFacts ? platformRule : { ...platformRule, comparison: true }];
  const money = (cents: number) => centsToDecimal(cents).toFixed(2);

  let lateFeeScenario: AnalyzeBnplResult['late_fee_scenario'] = null;
  if (localFacts && facts.late_fee.kind === 'flat') {
    const flat = toCents(facts.late_fee.max_fee);
    const capped = facts.late_fee.cap_percent_of_order === undefined ? flat : Math.min(flat, Math.floor((balance * facts.late_fee.cap_percent_of_order) / 100));
    if (capped > 0) {
      const withFee = schedule.map((c, k) => (k === 0 ? c + capped : c));
      lateFeeScenario = { late_fee: centsToDecimal(capped), true_apr: aprOf(withFee) };
    }
  }

  const countryName = t(`country_${country}`);
  const risks: string[] = [];
  if (facts.status === 'discontinued') risks.push(t('narrative_discontinued', { platform, date: facts.discontinued_on ?? '' }));
  if (!lendsHere) risks.push(t('risk_not_in_country', { platform, country: countryName }));
  if (!localFacts) {
    risks.push(t('risk_terms_not_recorded', { platform, country: countryName }));
  } else {
    if (facts.late_fee.kind === 'none') risks.push(t('risk_late_fee_none', { platform }));
    else if (facts.late_fee.kind === 'varies') risks.push(t('risk_late_fee_varies', { platform }));
    else {
      risks.push(t('risk_late_fee_flat', { platform, fee: facts.late_fee.max_fee }));
      if (facts.late_fee.cap_percent_of_order !== undefined) risks.push(t('risk_late_fee_cap', { cap: facts.late_fee.cap_percent_of_order }));
    }
    risks.push(
      t(facts.credit_reporting === 'reports_all_loans' ? 'risk_reporting_all' : facts.credit_reporting === 'no_routine_reporting' ? `risk_reporting_none_${country}` : 'risk_reporting_unknown', {
        platform,
      }),
    );
    const rescheduleKey = {
      available: 'risk_reschedule_available',
      hardship_only: 'risk_reschedule_hardship',
      not_available: 'risk_reschedule_none',
      unknown: 'risk_reschedule_unknown',
    } as const;
    risks.push(t(rescheduleKey[facts.reschedule], { platform }));
  }
  risks.push(t('risk_stacking'));

  const notes: string[] = [];
  const intervalWord = t(interval === 'biweekly' ? 'interval_biweekly' : 'interval_monthly');
  // Only the borrower's own country's regulation is cited.
  if (country === 'US') {
    const rule = pickRule(US_BNPL_INTERPRETIVE_RULE, asOf);
    if (rule !== undefined) {
      applied.push(rule);
      notes.push(t(rule.value.regulated ? 'reg_us_in_force' : 'reg_us_withdrawn'));
    }
  } else if (country === 'UK') {
    const rule = pickRule(UK_DEFERRED_PAYMENT_CREDIT, asOf);
    const regulationDay = UK_DEFERRED_PAYMENT_CREDIT.versions[0]?.effective ?? '';
    if (rule !== undefined) applied.push(rule);
    notes.push(t(rule === undefined ? 'reg_uk_pending' : 'reg_uk_regulated', { date: rule?.effective ?? regulationDay }));
  } else if (country === 'AU') {
    const rule = pickRule(AU_BNPL_REGULATION, asOf);
    if (rule !== undefined) {
      applied.push(rule);
      notes.push(t('reg_au', { date: rule.effective }));
    }
  } else {
    notes.push(t('reg_ca_none'));
  }
  if (lateFeeScenario !== null) notes.push(t('note_late_fee_apr', { fee: lateFeeScenario.late_fee.toFixed(2), apr: lateFeeScenario.true_apr.toFixed(country === 'UK' ? 1 : 2) }));
  if (fees > 0) notes.push(t('note_fees', { financed: money(financed) }));
  notes.push(t('note_schedule', { interval: intervalWord }));
  notes.push(t('note_currency', { currency }));

  const strategy = [
    t('strategy_list'),
    t('strategy_stop'),
    aprStatus === 'computed' ? t('strategy_consolidate', { apr: trueApr.toFixed(country === 'UK' ? 1 : 2) }) : t('strategy_keep_free'),
    t('strategy_order'),
    t('strategy_early'),
    t('strategy_hardship', { platform }),
    t('strategy_returns'),
    t('strategy_no_card'),
  ];

  const narrativeParts = [
    aprStatus === 'computed'
      ? t(country === 'US' ? 'narrative_apr' : country === 'UK' ? 'narrative_apr_UK' : 'narrative_apr_nominal', {
          platform,
          apr: trueApr.toFixed(country === 'UK' ? 1 : 2),
          interval: intervalWord,
          total: money(total),
          financed: money(financed),
          charge: money(total - financed),
        })
      : aprStatus === 'interest_free'
        ? t('narrative_free', { platform })
        : t('narrative_assumed'),
  ];
  if (facts.status === 'discontinued') narrativeParts.push(t('narrative_discontinued', { platform, date: facts.discontinued_on ?? '' }));

  return {
    country,
    currency,
    lends_in_country: lendsHere,
    platform,
    platform_status: facts.status,
    discontinued_on: facts.discontinued_on ?? null,
    balance: centsToDecimal(balance),
    payments_remaining: schedule.length,
    payment_amount: centsToDecimal(schedule[0] as number),
    payment_interval: interval,
    upfront_fees: centsToDecimal(fees),
    amount_financed: centsToDecimal(financed),
    total_of_payments: centsToDecimal(total),
    finance_charge: centsToDecimal(total - financed),
    true_apr: trueApr,
    apr_status: aprStatus,
    payment_schedule: schedule.map((cents, k) => ({ number: k + 1, amount: centsToDecimal(cents), due_in_periods: k + 1 })),
    late_fee_scenario: lateFeeScenario,
    platform_facts: { ...facts, jurisdiction: facts.facts_market, comparison: !localFacts },
    risks,
    notes,
    strategy,
    narrative: narrativeParts.join(' '),
    ...citeRules(applied, { lang }),
  };
}

/** The remaining payments in cents, completed from whichever of count and amount was given. */
function buildSchedule(
  balance: number,
  count: number | undefined,
  amount: Decimal.Value | undefined,
): { schedule: number[]; status: 'given' | 'assumed' } {
  if (count !== undefined && (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PAYMENTS)) {
    throw new GuidekitError(`${FN}: payments_remaining must be a whole number from 1 to ${MAX_PAYMENTS}`, { code: 'invalid_value', field: 'payments_remaining' });
  }
  const payment = amount === undefined ? undefined : toCents(amount, { fn: FN, field: 'payment_amount' });
  if (payment !== undefined && payment <= 0) throw new GuidekitError(`${FN}: payment_amount must be greater than 0`, { code: 'too_small', field: 'payment_amount' });
  const equal = (n: number) => {
    const base = Math.floor(balance / n);
    return Array.from({ length: n }, (_, k) => (k === n - 1 ? balance - base * (n - 1) : base));
  };
  if (count !== undefined && payment !== undefined) {
    const total = count * payment;
    if (total < balance - count) {
      throw new GuidekitError(
        `${FN}: payment_amount × payments_remaining (${centsToDecimal(total).toFixed(2)}) is less than the balance (${centsToDecimal(balance).toFixed(2)}), so the plan would never be repaid`,
        { code: 'invalid_value', field: 'payment_amount' },
      );
    }
    // Up to a cent per payment short is the provider's rounding: the last payment absorbs it.
    return { schedule: Array.from({ length: count }, (_, k) => (k === count - 1 && total < balance ? payment + balance - total : payment)), status: 'given' };
  }
  if (count !== undefined) {
    if (count > balance) throw new GuidekitError(`${FN}: payments_remaining is more than the balance in cents`, { code: 'invalid_value', field: 'payments_remaining' });
    return { schedule: equal(count), status: 'given' };
  }
  if (payment !== undefined) {
    const n = Math.ceil(balance / payment);
    if (n > MAX_PAYMENTS) {
      throw new GuidekitError(`${FN}: payment_amount is too small: the balance would take more than ${MAX_PAYMENTS} payments`, { code: 'invalid_value', field: 'payment_amount' });
    }
    return { schedule: Array.from({ length: n }, (_, k) => (k === n - 1 ? balance - payment * (n - 1) : payment)), status: 'given' };
  }
  return { schedule: equal(Math.min(ASSUMED_INSTALMENTS, balance)), status: 'assumed' };
}
