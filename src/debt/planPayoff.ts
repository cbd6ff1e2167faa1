import Decimal from 'decimal.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { centsText } from './_lib/centsText.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { toCents } from '../core/toCents.js';
import { formatMoney } from '../core/formatMoney.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { computeAmortizedPayment } from './_lib/amortize.js';
import { validateChoice, validateDebts } from './_lib/payoffInput.js';
import { readPlainDebts } from './_lib/readPlainDebts.js';
import type { DebtItem } from './_lib/readDebtList.js';
import { interestSavingsCents, runPayoffPlans, type AutoReason, type PayoffPlans } from './_lib/payoffPlans.js';
import {
  addMonthsIsoFast,
  interestForMonth,
  PAYOFF_METHODS,
  prepareDebts,
  statementDays,
  type InterestMode,
  type PayoffMethodName,
  type PreparedDebts,
  type SimulationResult,
} from './_lib/payoffSimulation.js';
import { PLAN_PAYOFF_MESSAGES, type PlanPayoffMessageKey } from './messages/planPayoff.js';

export type { InterestMode, PayoffMethodName } from './_lib/payoffSimulation.js';
export { AUTO_MAX_EXTRA_INTEREST_CENTS, AUTO_MAX_EXTRA_INTEREST_SHARE, AUTO_MIN_MONTHS_SOONER } from './_lib/payoffPlans.js';

/** Default month limit of a plan: 1,200 months (100 years). */
export const PAYOFF_DEFAULT_MAX_MONTHS = 1200;
/**
 * A plan that can never finish (the payment does not cover the interest) is projected this many months, to show how
 * the balance grows, instead of decades of compounding.
 */
export const PAYOFF_GROWTH_PROJECTION_MONTHS = 12;
/**
 * Horizon of the payment that would clear the debts when the current one never does: 36 months, the horizon US card
 * statements use for their repayment estimate (Regulation Z, 12 CFR 1026.7(b)(12)); a planning choice here.
 */
export const PAYOFF_TARGET_MONTHS = 36;

/** Methods a caller may ask for: one of the three orders, or `auto` to let the engine choose. */
export type PayoffMethodChoice = PayoffMethodName | 'auto';

/** Options of {@link planPayoff}. */
export interface PlanPayoffOptions {
  /** ISO date (YYYY-MM-DD) the plan starts from; month 1's payment falls one month later. Required. */
  readonly asOf: string;
  /** Additional monthly payment on top of the minimums, in the answer's currency. Default 0. */
  readonly extraPayment?: Decimal.Value;
  /**
   * Jurisdiction whose currency the amounts are in: US (default, USD), UK (GBP), CA (CAD) or AU (AUD). The payoff
   * arithmetic is the same everywhere; the country sets the currency of the text and of `currency`.
   */
  readonly country?: DebtCountry;
  /** Method to recommend: `avalanche`, `snowball`, `hybrid`, or `auto` (the engine chooses). Default `auto`. All three orders are computed regardless. */
  readonly method?: PayoffMethodChoice;
  /** Narrative language. Default `en`. */
  readonly lang?: ShippedLanguage;
  /**
   * How a month's interest is computed: `monthly` (APR ÷ 12, the default) or `average_daily_balance`
   * (APR ÷ 365 × the days in the statement month, counted on asOf's calendar; card issuers' convention).
   */
  readonly interestMode?: InterestMode;
  /** Month limit, 1 to 1,200. Default 1,200 (100 years). A plan not finished by then is reported as unfinished. */
  readonly maxMonths?: number;
  /** Schedule returned for the recommended method: `yearly` (default), `monthly` or `none`. */
  readonly schedule?: 'yearly' | 'monthly' | 'none';
}

/** A debt's payoff within a plan. */
export interface PayoffOrderEntry {
  readonly creditor: string;
  /** Month (1-based) of the payment that clears the debt. */
  readonly month: number;
  /** asOf + month months. */
  readonly payoff_date: string;
}

/** One method's plan. */
export interface PayoffMethodPlan {
  /** Months to debt-free; when not paid off, the months simulated (12 for a plan that never pays off). */
  readonly months: number;
  readonly paid_off: boolean;
  /** True when this plan can never finish: the payment does not cover the interest, or the balance runs away. */
  readonly never_pays_off: boolean;
  /** asOf + months when paid off, else null. */
  readonly debt_free_date: string | null;
  readonly total_interest: Decimal;
  readonly total_paid: Decimal;
  /** Owed at the end of the plan: zero when paid off. */
  readonly remaining_balance: Decimal;
  /** Creditors in the order the method sends extra money to them. */
  readonly priority: readonly string[];
  /** Debts in the order they are paid off (same-month payoffs in priority order). */
  readonly payoff_order: readonly PayoffOrderEntry[];
}

/** Paying each debt only its own minimum (no rollover, no extra): the baseline of `interest_savings_vs_minimums`. */
export interface MinimumsOnlyPlan {
  /** Months to debt-free; when it never pays off, the months projected (12, or the longest finishing plan's months). */
  readonly months: number;
  readonly paid_off: boolean;
  /** True when some debt's minimum does not exceed its interest, so minimums alone never clear it. */
  readonly never_pays_off: boolean;
  readonly debt_free_date: string | null;
  readonly total_interest: Decimal;
  readonly total_paid: Decimal;
  readonly remaining_balance: Decimal;
}

/** A milestone of the recommended plan. */
export interface PayoffMilestone {
  readonly kind: 'first_debt_paid' | 'half_balance_paid' | 'debt_free';
  readonly month: number;
  readonly date: string;
  /** The creditor paid off, for `first_debt_paid`; else null. */
  readonly creditor: string | null;
  readonly description: string;
}

/** One row of the recommended plan's schedule: a month or a plan year. */
export interface PayoffScheduleRow {
  /** Month number (monthly schedule) or year number (yearly schedule), from 1. */
  readonly period: number;
  /** Date of the period's last payment. */
  readonly end_date: string;
  /** Paid during the period. */
  readonly paid: Decimal;
  /** Interest charged during the period. */
  readonly interest: Decimal;
  /** Total owed after the period's payments. */
  readonly remaining_balance: Decimal;
}

/** A warning about one debt or one plan. */
export interface PayoffWarning {
  readonly code: 'negative_amortization' | 'interest_only' | 'no_minimum' | 'already_paid' | 'plan_unfinished' | 'minimums_unfinished' | 'diverged' | 'never_pays_off';
  /** The debt concerned, or null for a plan-wide warning. */
  readonly creditor: string | null;
  /** The method concerned, for plan warnings; else null. */
  readonly method: PayoffMethodName | null;
  readonly message: string;
}

/**
 * Whether the recommended plan finishes: `pays_off`; `never_pays_off` (the monthly payment does not cover the
 * interest, so the balance grows and no date exists); `unfinished` (the balance falls, but not to zero within
 * `max_months`).
 */
export type PayoffStatus = 'pays_off' | 'never_pays_off' | 'unfinished';

/** What a plan that never pays off is missing, and what payment would clear the debts. */
export interface PaymentGap {
  /** Interest all debts accrue in the first month. */
  readonly first_month_interest: Decimal;
  /** What goes to the debts each month: minimums plus extra. */
  readonly monthly_budget: Decimal;
  /** First-month interest minus the budget, never negative: how much the balance grows in month 1. */
  readonly monthly_shortfall: Decimal;
  /** Months the growing balance is projected. */
  readonly projection_months: number;
  /** Total owed after those months with the recommended method. */
  readonly balance_after_projection: Decimal;
  /** Horizon of `payment_to_pay_off`, in months. */
  readonly payoff_months: number;
  /** Sum over the debts of the level payment that clears each at its own rate in `payoff_months` months (each rounded half up to the cent). */
  readonly payment_to_pay_off: Decimal;
}

/** Result of {@link planPayoff}. Money is Decimal; field names follow GET /api/debt/payoff. */
export interface PlanPayoffResult extends RuleCitations {
  readonly as_of: string;
  /** The jurisdiction given (US by default). */
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly status: PayoffStatus;
  /** Set when `status` is `never_pays_off`; else null. */
  readonly payment_gap: PaymentGap | null;
  readonly total_debt: Decimal;
  /** Sum of the minimums of debts with a balance. */
  readonly total_minimum_payment: Decimal;
  readonly extra_payment: Decimal;
  /** What goes to the debts every month: minimums plus extra. */
  readonly monthly_budget: Decimal;
  readonly interest_mode: InterestMode;
  readonly max_months: number;
  readonly methods: Readonly<Record<PayoffMethodName, PayoffMethodPlan>>;
  readonly minimums_only: MinimumsOnlyPlan;
  readonly method_requested: PayoffMethodChoice;
  /** The method the plan recommends: the requested one, or auto's choice. */
  readonly recommended_method: PayoffMethodName;
  /** What `auto` chooses for these inputs, and why (a code). */
  readonly auto_method: PayoffMethodName;
  readonly auto_reason: AutoReason;
  /** The recommendation in words: which method and why. */
  readonly recommendation: string;
  readonly milestones: readonly PayoffMilestone[];
  /** Interest paying only the minimums minus the recommended method's interest. */
  readonly interest_savings_vs_minimums: Decimal;
  /** True when paying only the minimums does not finish within max_months, so the saving is at least this. */
  readonly interest_savings_is_lower_bound: boolean;
  readonly schedule_interval: 'yearly' | 'monthly' | 'none';
  readonly schedule: readonly PayoffScheduleRow[];
  readonly warnings: readonly PayoffWarning[];
  readonly narrative: string;
}

const FN = 'planPayoff';
const INTEREST_MODES: readonly InterestMode[] = ['monthly', 'average_daily_balance'];
const METHOD_CHOICES: readonly PayoffMethodChoice[] = ['avalanche', 'snowball', 'hybrid', 'auto'];
const SCHEDULES = ['yearly', 'monthly', 'none'] as const;

/**
 * Plans the payoff of a set of debts by the avalanche, snowball and hybrid orders, compares them with paying only
 * the minimums, and recommends one.
 *
 * @remarks
 * Month loop in integer cents: each debt accrues one month of interest (half up to the cent), each debt gets its own
 * minimum capped at its balance, then the extra payment, the minimums of debts already paid off and any unused
 * minimum go to the method's target debt, overflowing within the month. The result does not depend on the order of
 * `debts`. Definitions of hybrid and auto, and the rounding conventions, are in docs/payoff.md.
 *
 * @param debts - One to 100 debts `{ creditor, balance, rate (APR %), minPayment }`; money as decimal strings, numbers or Decimal.
 * @param options - See {@link PlanPayoffOptions}; `asOf` is required.
 * @returns The three plans, the minimums-only baseline, the recommendation, milestones, warnings and narrative.
 * @throws {@link GuidekitError} `invalid_debts` (with one issue per bad field, e.g. `debts[0].balance`),
 *   `invalid_date` (asOf), `invalid_number`/`too_small`/`too_big` (extraPayment), `invalid_value` (method,
 *   interestMode, schedule, maxMonths), `invalid_lang` (lang).
 * @example
 * ```ts
 * const plan = planPayoff(
 *   [{ creditor: 'Card', balance: '5000', rate: 24, minPayment: '150' }, { creditor: 'Car', balance: '9000', rate: 6, minPayment: '250' }],
 *   { asOf: '2026-11-22', extraPayment: '200' },
 * );
 * plan.recommended_method; //=> 'avalanche'
 * plan.methods.avalanche.months; // months to debt-free
 * ```
 * @see spec: Debt Elimination Guidance Service, GET /api/debt/payoff
 * @see https://numpy.org/numpy-financial/latest/nper.html (closed form the single-loan case agrees with)
 */
export function planPayoff(debts: readonly DebtItem[], options: PlanPayoffOptions): PlanPayoffResult {
  if (typeof options !== 'object' || options === null) {
    throw new GuidekitError(`${FN}: options with asOf are required`, { code: 'required', field: 'asOf' });
  }
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(options.country, { fn: FN });
  const method = validateChoice(options.method, METHOD_CHOICES, 'auto', FN, 'method');
  const interestMode = validateChoice(options.interestMode, INTEREST_MODES, 'monthly', FN, 'interestMode');
  const scheduleInterval = validateChoice(options.schedule, SCHEDULES, 'yearly', FN, 'schedule');
  const maxMonths = options.maxMonths ?? PAYOFF_DEFAULT_MAX_MONTHS;
  if (!Number.isInteger(maxMonths) || maxMonths < 1 || maxMonths > PAYOFF_DEFAULT_MAX_MONTHS) {
    throw new GuidekitError(`${FN}: maxMonths must be a whole number from 1 to ${PAYOFF_DEFAULT_MAX_MONTHS}`, { code: 'invalid_value', field: 'maxMonths' });
  }
  // No extra payment given: zero cents, what toCents(0) returns, without its Decimal arithmetic.
  const extraCents = options.extraPayment === undefined ? 0 : toCents(options.extraPayment, { fn: FN, field: 'extraPayment' });
  // The common plain shape is read without zod (same result, proved by test); anything else, every error included, goes through the schema.
  const valid = readPlainDebts(debts) ?? validateDebts(debts, FN);
  const prepared = prepareDebts(valid);
  // Record monthly totals only when a schedule is asked for: the recommended method is known only after auto has compared all three.
  const plans = runPayoffPlans(prepared, {
    extraCents,
    maxMonths,
    interestMode,
    asOf,
    record: scheduleInterval === 'none' ? [] : PAYOFF_METHODS,
    growthHorizonMonths: PAYOFF_GROWTH_PROJECTION_MONTHS,
  });
  const recommended: PayoffMethodName = method === 'auto' ? plans.auto : method;
  return buildResult({ prepared, plans, recommended, method, asOf, lang, country, interestMode, maxMonths, extraCents, scheduleInterval });
}

interface BuildInput {
  readonly prepared: PreparedDebts;
  readonly plans: PayoffPlans;
  readonly recommended: PayoffMethodName;
  readonly method: PayoffMethodChoice;
  readonly asOf: string;
  readonly lang: ShippedLanguage;
  readonly country: DebtCountry;
  readonly interestMode: InterestMode;
  readonly maxMonths: number;
  readonly extraCents: number;
  readonly scheduleInterval: 'yearly' | 'monthly' | 'none';
}

function buildResult(input: BuildInput): PlanPayoffResult {
  const { prepared, plans, recommended, method, asOf, lang, country, interestMode, maxMonths, extraCents } = input;
  const currency = DEBT_CURRENCIES[country];
  const t = createTranslate(PLAN_PAYOFF_MESSAGES, lang, { currency });
  // One Decimal per distinct amount of the answer (a schedule's yearly payments repeat): Decimals are immutable.
  const decimals = new Map<number, Decimal>();
  const decimalOf = (cents: number): Decimal => {
    let d = decimals.get(cents);
    if (d === undefined) {
      // From the amount's plain text ('1234.50'): the same Decimal as centsToDecimal's, parsed a third faster than
      // its exponent form. Zero (and -0) and unsafe integers keep centsToDecimal's own path.
      const text = cents === 0 ? null : centsText(cents);
      d = text === null ? centsToDecimal(cents) : new Decimal(text);
      decimals.set(cents, d);
    }
    return d;
  };
  const moneyOptions = { currency, lang };
  const money = (cents: number) => formatMoney(centsText(cents) ?? centsToDecimal(cents), moneyOptions);
  const duration = (months: number) => t('months', { count: months });
  const methodName = (m: PayoffMethodName) => t(`method_${m}` as PlanPayoffMessageKey);
  const dateCache = new Map<number, string>();
  const dateAt = (month: number) => {
    let d = dateCache.get(month);
    if (d === undefined) {
      d = addMonthsIsoFast(asOf, month);
      dateCache.set(month, d);
    }
    return d;
  };

  const methods = {} as Record<PayoffMethodName, PayoffMethodPlan>;
  for (const m of PAYOFF_METHODS) methods[m] = methodPlan(prepared, plans.methods[m], plans.orders[m], dateAt, plans.neverPaysOff[m], decimalOf);
  const minOnly = plans.minimumsOnly;
  const minimumsOnly: MinimumsOnlyPlan = {
    months: minOnly.months,
    paid_off: minOnly.paidOff,
    never_pays_off: plans.minimumsNeverPayOff,
    debt_free_date: minOnly.paidOff ? dateAt(minOnly.months) : null,
    total_interest: decimalOf(minOnly.interestCents),
    total_paid: decimalOf(minOnly.paidCents),
    remaining_balance: decimalOf(minOnly.remainingCents),
  };

  const rec = plans.methods[recommended];
  const status: PayoffStatus = rec.paidOff ? 'pays_off' : plans.neverPaysOff[recommended] ? 'never_pays_off' : 'unfinished';
  // The payment that would clear a debt in PAYOFF_TARGET_MONTHS at its own rate, and their sum: only a plan that never
  // pays off or a debt whose minimum misses its interest quotes them, so they are computed when first asked for
  // (decimal powers cost as much as the rest of the answer).
  const toPayOff: number[] = [];
  for (let i = 0; i < prepared.count; i++) toPayOff.push(-1);
  const paymentToPayOff = (i: number): number => {
    if (toPayOff[i]! < 0) toPayOff[i] = prepared.balances[i]! <= 0 ? 0 : computeAmortizedPayment(prepared.balances[i]!, prepared.aprs[i]!, PAYOFF_TARGET_MONTHS);
    return toPayOff[i]!;
  };
  const paymentToPayOffAll = (): number => {
    let total = 0;
    for (let i = 0; i < prepared.count; i++) total += paymentToPayOff(i);
    return total;
  };
  const paymentGap: PaymentGap | null =
    status === 'never_pays_off'
      ? {
          first_month_interest: decimalOf(plans.firstMonthInterestCents),
          monthly_budget: decimalOf(plans.budgetCents),
          monthly_shortfall: decimalOf(Math.max(0, plans.firstMonthInterestCents - plans.budgetCents)),
          projection_months: rec.months,
          balance_after_projection: decimalOf(rec.remainingCents),
          payoff_months: PAYOFF_TARGET_MONTHS,
          payment_to_pay_off: decimalOf(paymentToPayOffAll()),
        }
      : null;
  const firstPaidCreditor = methods[recommended].payoff_order[0]?.creditor ?? null;
  const firstCreditor = (m: PayoffMethodName) => prepared.creditors[firstWithBalance(prepared, plans.orders[m])] ?? '';

  // Recommendation text.
  const interestOf = (m: PayoffMethodName) => plans.methods[m].interestCents;
  let maxInterest = interestOf(recommended);
  for (const m of PAYOFF_METHODS) if (plans.methods[m].paidOff && interestOf(m) > maxInterest) maxInterest = interestOf(m);
  let recommendation: string;
  if (method !== 'auto') {
    const delta = interestOf(recommended) - interestOf('avalanche');
    recommendation =
      delta <= 0
        ? t('rec_explicit_cheapest', { method: methodName(recommended), interest: money(interestOf(recommended)), first: firstCreditor(recommended) })
        : t('rec_explicit', { method: methodName(recommended), interest: money(interestOf(recommended)), delta: money(delta), first: firstCreditor(recommended) });
  } else if (status === 'never_pays_off') {
    const gap = plans.firstMonthInterestCents >= plans.budgetCents;
    recommendation = t(gap ? 'rec_never' : 'rec_never_later', { budget: money(plans.budgetCents), interest: money(plans.firstMonthInterestCents), payment: money(paymentToPayOffAll()), months: PAYOFF_TARGET_MONTHS });
  } else if (plans.autoReason === 'all_methods_equal') {
    recommendation = t('rec_all_equal', { first: firstCreditor('avalanche') });
  } else if (plans.autoReason === 'none_finish') {
    recommendation = t('rec_none_finish', { horizon: duration(maxMonths), remaining: money(plans.methods.avalanche.remainingCents) });
  } else if (plans.autoReason === 'quick_win_costs_little') {
    recommendation = t('rec_quick_win', {
      method: methodName(recommended),
      first: firstPaidCreditor ?? '',
      month: rec.firstPayoffMonth,
      sooner: duration(plans.methods.avalanche.firstPayoffMonth - rec.firstPayoffMonth),
      delta: money(rec.interestCents - plans.methods.avalanche.interestCents),
    });
  } else {
    recommendation = t('rec_lowest_interest', {
      method: methodName(recommended),
      interest: money(rec.interestCents),
      delta: money(maxInterest - rec.interestCents),
      first: firstCreditor(recommended),
    });
  }

  // Milestones of the recommended plan.
  const milestones: PayoffMilestone[] = [];
  if (rec.firstPayoffMonth >= 1) {
    const creditor = firstPaidCreditor;
    milestones.push({
      kind: 'first_debt_paid',
      month: rec.firstPayoffMonth,
      date: dateAt(rec.firstPayoffMonth),
      creditor,
      description: t('milestone_first_debt_paid', { creditor: creditor ?? '' }),
    });
  }
  if (rec.halfMonth >= 1) {
    milestones.push({ kind: 'half_balance_paid', month: rec.halfMonth, date: dateAt(rec.halfMonth), creditor: null, description: t('milestone_half_balance_paid') });
  }
  if (rec.paidOff && rec.months >= 1) {
    milestones.push({ kind: 'debt_free', month: rec.months, date: dateAt(rec.months), creditor: null, description: t('milestone_debt_free') });
  }

  // Warnings: per debt, then per plan.
  const warnings: PayoffWarning[] = [];
  const days1 = interestMode === 'average_daily_balance' ? statementDays(asOf, 1)[1]! : 1;
  for (let i = 0; i < prepared.count; i++) {
    const creditor = prepared.creditors[i]!;
    const balance = prepared.balances[i]!;
    if (balance === 0) {
      warnings.push({ code: 'already_paid', creditor, method: null, message: t('warn_already_paid', { creditor }) });
      continue;
    }
    const minimum = prepared.minimums[i]!;
    const interest = interestForMonth(balance, prepared.aprScaled[i]!, interestMode, days1);
    if (interest > 0 && minimum < interest) {
      warnings.push({
        code: 'negative_amortization',
        creditor,
        method: null,
        message: t('warn_negative_amortization', {
          creditor,
          minimum: money(minimum),
          interest: money(interest),
          growth: money(interest - minimum),
          payment: money(paymentToPayOff(i)),
          months: PAYOFF_TARGET_MONTHS,
        }),
      });
    } else if (interest > 0 && minimum === interest && minimum < balance + interest) {
      warnings.push({ code: 'interest_only', creditor, method: null, message: t('warn_interest_only', { creditor, minimum: money(minimum) }) });
    } else if (interest === 0 && minimum === 0) {
      warnings.push({ code: 'no_minimum', creditor, method: null, message: t('warn_no_minimum', { creditor }) });
    }
  }
  for (const m of PAYOFF_METHODS) {
    const p = plans.methods[m];
    if (plans.neverPaysOff[m]) {
      warnings.push({
        code: 'never_pays_off',
        creditor: null,
        method: m,
        message: t('warn_never', { method: methodName(m), duration: duration(p.months), remaining: money(p.remainingCents), start: money(prepared.totalCents) }),
      });
    } else if (p.diverged) {
      warnings.push({ code: 'diverged', creditor: null, method: m, message: t('warn_diverged', { method: methodName(m), duration: duration(p.months) }) });
    } else if (!p.paidOff) {
      warnings.push({
        code: 'plan_unfinished',
        creditor: null,
        method: m,
        message: t('warn_plan_unfinished', { method: methodName(m), remaining: money(p.remainingCents), duration: duration(p.months) }),
      });
    }
  }
  if (!minOnly.paidOff) {
    warnings.push({
      code: 'minimums_unfinished',
      creditor: null,
      method: null,
      message: t(plans.minimumsNeverPayOff ? 'warn_minimums_never' : 'warn_minimums_unfinished', { remaining: money(minOnly.remainingCents), duration: duration(minOnly.months) }),
    });
  }

  const savings = interestSavingsCents(minOnly, rec);
  const savingsCents = savings.cents;
  const budgetCents = prepared.minimumBudgetCents + extraCents;
  const common = { total: money(prepared.totalCents), count: prepared.count, budget: money(budgetCents), method: methodName(recommended) };
  const narrative =
    status === 'never_pays_off'
      ? t(plans.firstMonthInterestCents >= plans.budgetCents ? 'narrative_never' : 'narrative_never_later', {
          ...common,
          interest: money(plans.firstMonthInterestCents),
          remaining: money(rec.remainingCents),
          duration: duration(rec.months),
          payment: money(paymentToPayOffAll()),
          months: PAYOFF_TARGET_MONTHS,
        })
      : !rec.paidOff
    ? t('narrative_unpaid', { ...common, remaining: money(rec.remainingCents), duration: duration(rec.months) })
    : t(minOnly.paidOff ? 'narrative_paid' : 'narrative_paid_lower_bound', {
        ...common,
        duration: duration(rec.months),
        date: dateAt(rec.months),
        interest: money(rec.interestCents),
        savings: money(savingsCents),
      });

  return {
    as_of: asOf,
    country,
    currency,
    status,
    payment_gap: paymentGap,
    total_debt: decimalOf(prepared.totalCents),
    total_minimum_payment: decimalOf(prepared.minimumBudgetCents),
    extra_payment: decimalOf(extraCents),
    monthly_budget: decimalOf(budgetCents),
    interest_mode: interestMode,
    max_months: maxMonths,
    methods,
    minimums_only: minimumsOnly,
    method_requested: method,
    recommended_method: recommended,
    auto_method: plans.auto,
    auto_reason: plans.autoReason,
    recommendation,
    milestones,
    interest_savings_vs_minimums: decimalOf(savingsCents),
    interest_savings_is_lower_bound: savings.lowerBound,
    schedule_interval: input.scheduleInterval,
    schedule: buildSchedule(rec, input.scheduleInterval, dateAt, decimalOf),
    warnings,
    narrative,
    ...citeRules([]),
  };
}

/** Index of the first debt (in priority order) that has a balance. */
function firstWithBalance(prepared: PreparedDebts, order: Int32Array): number {
  for (const i of order) if (prepared.balances[i]! > 0) return i;
  return order[0] ?? 0;
}

function methodPlan(prepared: PreparedDebts, sim: SimulationResult, order: Int32Array, dateAt: (m: number) => string, neverPaysOff: boolean, decimalOf: (cents: number) => Decimal): PayoffMethodPlan {
  const rank: number[] = new Array<number>(prepared.count);
  const priority: string[] = new Array<string>(order.length);
  for (let k = 0; k < order.length; k++) {
    rank[order[k]!] = k;
    priority[k] = prepared.creditors[order[k]!]!;
  }
  const paid: number[] = [];
  for (let i = 0; i < prepared.count; i++) if (sim.payoffMonth[i]! >= 1) paid.push(i);
  paid.sort((a, b) => sim.payoffMonth[a]! - sim.payoffMonth[b]! || rank[a]! - rank[b]!);
  const payoffOrder: PayoffOrderEntry[] = new Array<PayoffOrderEntry>(paid.length);
  for (let k = 0; k < paid.length; k++) {
    const i = paid[k]!;
    payoffOrder[k] = { creditor: prepared.creditors[i]!, month: sim.payoffMonth[i]!, payoff_date: dateAt(sim.payoffMonth[i]!) };
  }
  return {
    months: sim.months,
    paid_off: sim.paidOff,
    never_pays_off: neverPaysOff,
    debt_free_date: sim.paidOff ? dateAt(sim.months) : null,
    total_interest: decimalOf(sim.interestCents),
    total_paid: decimalOf(sim.paidCents),
    remaining_balance: decimalOf(sim.remainingCents),
    priority,
    payoff_order: payoffOrder,
  };
}

function buildSchedule(sim: SimulationResult, interval: 'yearly' | 'monthly' | 'none', dateAt: (m: number) => string, decimalOf: (cents: number) => Decimal): PayoffScheduleRow[] {
  if (interval === 'none' || sim.totals === undefined || sim.interest === undefined || sim.paid === undefined) return [];
  const rows: PayoffScheduleRow[] = [];
  const step = interval === 'monthly' ? 1 : 12;
  for (let start = 1, period = 1; start <= sim.months; start += step, period++) {
    const end = Math.min(start + step - 1, sim.months);
    let paid = 0;
    let interest = 0;
    for (let m = start; m <= end; m++) {
      paid += sim.paid[m]!;
      interest += sim.interest[m]!;
    }
    rows.push({
      period,
      end_date: dateAt(end),
      paid: decimalOf(paid),
      interest: decimalOf(interest),
      remaining_balance: decimalOf(sim.totals[end]!),
    });
  }
  return rows;
}
