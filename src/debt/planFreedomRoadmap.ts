import Decimal from 'decimal.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate, type Translate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { toCents } from '../core/toCents.js';
import { formatMoney } from '../core/formatMoney.js';
import { formatPercent } from './_lib/payoffFormat.js';
import { canonicalOrder, validateDebts } from './_lib/payoffInput.js';
import type { DebtItem } from './_lib/readDebtList.js';
import { runPayoffPlans } from './_lib/payoffPlans.js';
import {
  addMonthsIsoFast,
  decimalTextToCents,
  interestForMonth,
  PAYOFF_METHODS,
  prepareDebts,
  type PayoffMethodName,
  type PreparedDebts,
} from './_lib/payoffSimulation.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import type { DebtInput } from './debtInputSchema.js';
import { PLAN_FREEDOM_ROADMAP_MESSAGES, type PlanFreedomRoadmapMessageKey } from './messages/planFreedomRoadmap.js';

/** Share of gross monthly income the roadmap sends to savings and extra debt payments, beyond the minimums (the "20" of a 50/30/20 budget). */
export const ROADMAP_SHARE_OF_INCOME_AVAILABLE = 0.2;
/** Starter emergency fund saved before the payoff phase, USD. */
export const ROADMAP_STARTER_EMERGENCY_FUND = '1000';
/** Full emergency fund built after debt-free, in months of income. */
export const ROADMAP_EMERGENCY_FUND_MONTHS = 3;
/** Annual return assumed on invested savings (nominal, compounded monthly). The emergency fund earns nothing. */
export const ROADMAP_ANNUAL_RETURN = 0.05;
/** Years covered by the net-worth projection. */
export const ROADMAP_PROJECTION_YEARS = 10;

const MAX_MONTHS = 1200;
const FN = 'planFreedomRoadmap';

/** Options of {@link planFreedomRoadmap}. */
export interface PlanFreedomRoadmapOptions {
  /** ISO date the roadmap starts from. Required. */
  readonly asOf: string;
  /** Gross monthly income, USD. Required; 0 is allowed (the answer is then `cannot_fund`). */
  readonly income: Decimal.Value;
  /**
   * Essential monthly living costs besides the debts (housing, food, utilities, transport), USD. Default: not known,
   * and then only the minimums are checked against income.
   */
  readonly expenses?: Decimal.Value;
  /** Cash savings today, USD. Default 0. */
  readonly savings?: Decimal.Value;
  /** Jurisdiction for the help resources named in the actions. Default `US`. */
  readonly country?: DebtCountry;
  /** Narrative language. Default `en`. */
  readonly lang?: ShippedLanguage;
}

/** One phase of the roadmap. */
export interface RoadmapPhase {
  readonly phase: 'stabilise' | 'starter_emergency_fund' | 'payoff' | 'build';
  /** First month (1-based) of the phase. */
  readonly start_month: number;
  /** Whole months; 0 when the phase is not needed. Null when the payoff phase does not finish, and for stabilise when the plan cannot be funded (it lasts until the shortfall is closed). */
  readonly duration_months: number | null;
  /** What the phase aims at: the emergency-fund size, or the debt to clear; null for stabilise. */
  readonly target_amount: Decimal | null;
  /** Money the phase directs each month (to savings, or to debts beyond nothing). */
  readonly monthly_amount: Decimal;
  readonly actions: readonly string[];
}

/** One year of the net-worth projection (year 0 is today). */
export interface NetWorthYear {
  readonly year: number;
  readonly date: string;
  readonly cash: Decimal;
  readonly investments: Decimal;
  readonly debt: Decimal;
  readonly net_worth: Decimal;
}

/**
 * Whether the roadmap can promise a date: `on_track` (a debt-free date), `never_pays_off` (income covers the
 * minimums, but at this pace the debts are not cleared within the plan), `cannot_fund` (income does not cover the
 * minimum payments, or the essential expenses plus the minimums: no date at all, and the steps to take instead).
 */
export type RoadmapStatus = 'on_track' | 'never_pays_off' | 'cannot_fund';

/** Result of {@link planFreedomRoadmap}. */
export interface PlanFreedomRoadmapResult extends RuleCitations {
  readonly as_of: string;
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly status: RoadmapStatus;
  readonly total_debt: Decimal;
  readonly monthly_income: Decimal;
  /** Essential monthly expenses as given; null when not given. */
  readonly monthly_expenses: Decimal | null;
  /** What the plan can pay beyond the minimums each month. */
  readonly monthly_capacity: Decimal;
  readonly total_minimum_payment: Decimal;
  /** By how much income falls short of the minimums (plus expenses, when given) each month; 0 unless `cannot_fund`. */
  readonly monthly_shortfall: Decimal;
  /** The payoff order the plan follows; null when the plan cannot be funded. */
  readonly payoff_method: PayoffMethodName | null;
  readonly months_to_debt_free: number | null;
  readonly debt_free_date: string | null;
  /** What to do now when the plan cannot be funded (priority debts, hardship programmes, free advice); else empty. */
  readonly next_steps: readonly string[];
  /** The four phases; only `stabilise` when the plan cannot be funded. */
  readonly phases: readonly RoadmapPhase[];
  /** Years 0 to 10; only year 0 (today) when the plan cannot be funded, since no budget exists to project. */
  readonly net_worth_projection: readonly NetWorthYear[];
  /** The assumptions in words. */
  readonly assumptions: readonly string[];
  readonly assumption_values: {
    readonly share_of_income_available: number;
    readonly annual_return: number;
    readonly emergency_fund_months: number;
    readonly starter_emergency_fund: Decimal;
    readonly emergency_fund_target: Decimal;
  };
  readonly narrative: string;
}

/**
 * Lays out a phased road to debt-free — stabilise, starter emergency fund, payoff, build — and projects net worth
 * for ten years under stated assumptions ({@link ROADMAP_SHARE_OF_INCOME_AVAILABLE}, {@link ROADMAP_ANNUAL_RETURN},
 * {@link ROADMAP_EMERGENCY_FUND_MONTHS}, {@link ROADMAP_STARTER_EMERGENCY_FUND}).
 *
 * @remarks
 * When income does not cover the minimum payments (plus `expenses`, when given) the roadmap promises nothing: status
 * `cannot_fund`, the monthly shortfall, no debt-free date, no projection, and the next steps — keep the priority
 * debts (home, car, taxes, court) paid first, ask the other creditors for hardship programmes, get free advice.
 *
 * Otherwise the monthly capacity beyond the minimums is `min(share × income, income − minimums − expenses)`, never negative. It first
 * fills the starter fund, then joins the payoff plan (the method `auto` of {@link planPayoff} chooses) as its extra
 * payment; after debt-free the whole budget (capacity plus the freed minimums) fills the full emergency fund and is
 * then invested. Debts keep accruing interest and receiving minimums during the first phases.
 *
 * @param debts - One to 100 debts (see `debtInputSchema`).
 * @param options - See {@link PlanFreedomRoadmapOptions}; `asOf` and `income` are required.
 * @returns Phases with durations, targets and actions; a yearly net-worth projection; the assumptions.
 * @throws {@link GuidekitError} `invalid_debts`, `invalid_date` (asOf), `required`/`invalid_number`/`too_small`/`too_big`
 *   (income, savings, expenses), `invalid_value` (country), `invalid_lang` (lang).
 * @example
 * ```ts
 * const r = planFreedomRoadmap([{ creditor: 'Card', balance: '6000', rate: 24, minPayment: '180' }], { asOf: '2026-11-22', income: '4000' });
 * r.phases.map((p) => p.phase); //=> ['stabilise', 'starter_emergency_fund', 'payoff', 'build']
 * ```
 * @see spec: Debt Elimination Guidance Service, GET /api/debt/freedom-roadmap
 */
export function planFreedomRoadmap(debts: readonly DebtItem[], options: PlanFreedomRoadmapOptions): PlanFreedomRoadmapResult {
  if (typeof options !== 'object' || options === null) {
    throw new GuidekitError(`${FN}: options with asOf and income are required`, { code: 'required', field: 'asOf' });
  }
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(options.country, { fn: FN });
  if (options.income === undefined || options.income === null) {
    throw new GuidekitError(`${FN}: income is required`, { code: 'required', field: 'income' });
  }
  const income = toCents(options.income, { fn: FN, field: 'income' });
  const savings = toCents(options.savings ?? 0, { fn: FN, field: 'savings' });
  const expenses = options.expenses === undefined ? null : toCents(options.expenses, { fn: FN, field: 'expenses' });
  const valid = validateDebts(debts, FN);
  const prepared = prepareDebts(valid);
  const currency = DEBT_CURRENCIES[country];
  const t = createTranslate(PLAN_FREEDOM_ROADMAP_MESSAGES, lang, { currency });
  const money = (cents: number) => formatMoney(centsToDecimal(cents), { currency, lang });

  const minimums = prepared.minimumBudgetCents;
  // Income must first carry the minimums (and the essential costs, when known); a plan that assumes money the
  // household does not have would promise a debt-free date that cannot happen.
  const shortfall = Math.max(0, minimums + (expenses ?? 0) - income);
  if (shortfall > 0) {
    return cannotFund({ asOf, country, lang, valid, prepared, income, expenses, savings, shortfall, t, money });
  }
  const capacity = Math.max(0, Math.min(Math.round(ROADMAP_SHARE_OF_INCOME_AVAILABLE * income), income - minimums - (expenses ?? 0)));
  const starterTarget = toCents(ROADMAP_STARTER_EMERGENCY_FUND);
  const efTarget = ROADMAP_EMERGENCY_FUND_MONTHS * income;

  // Phase 1: stabilise — needed when something is going wrong now.
  const stabiliseActions: string[] = [t('stabilise_budget')];
  for (const d of canonicalOrder(valid)) {
    if (d.lawsuit) stabiliseActions.push(t('stabilise_lawsuit', { creditor: d.creditor }));
    if ((d.months_behind ?? 0) > 0 || d.in_collections) stabiliseActions.push(t('stabilise_behind', { creditor: d.creditor }));
  }
  for (let i = 0; i < prepared.count; i++) {
    const b = prepared.balances[i]!;
    const interest = interestForMonth(b, prepared.aprScaled[i]!, 'monthly', 1);
    if (b > 0 && interest > 0 && prepared.minimums[i]! <= interest) {
      stabiliseActions.push(t('stabilise_negative_amortization', { creditor: prepared.creditors[i]! }));
    }
  }
  const crowdedOut = income - minimums - (expenses ?? 0) < Math.round(ROADMAP_SHARE_OF_INCOME_AVAILABLE * income);
  if (crowdedOut) stabiliseActions.push(t('stabilise_minimums_exceed', { minimums: money(minimums) }));
  const needsStabilising = stabiliseActions.length > 1;
  if (needsStabilising) stabiliseActions.push(t(`counselling_${country}` as PlanFreedomRoadmapMessageKey));
  const stabiliseMonths = needsStabilising ? 1 : 0;

  // Phase 2: starter emergency fund from the capacity.
  const cashAfterStabilise = savings + stabiliseMonths * capacity;
  const starterMonths = cashAfterStabilise >= starterTarget || capacity === 0 ? 0 : Math.ceil((starterTarget - cashAfterStabilise) / capacity);
  const payoffStart = stabiliseMonths + starterMonths + 1;

  // Phase 3: payoff, the capacity joining the plan as its extra payment from payoffStart.
  const plans = runPayoffPlans(prepared, {
    extraCents: capacity,
    extraStartMonth: payoffStart,
    maxMonths: MAX_MONTHS,
    interestMode: 'monthly',
    asOf,
    record: PAYOFF_METHODS,
  });
  const method = plans.auto;
  const rec = plans.methods[method];
  const totals = rec.totals!;
  const paid = rec.paid!;
  const debtFreeMonth = rec.paidOff ? rec.months : null;

  // Month-by-month cash, investments and debt for the projection and the build phase.
  const monthlyReturn = ROADMAP_ANNUAL_RETURN / 12;
  const budget = minimums + capacity;
  let cash = savings;
  let invested = 0;
  let efReachedMonth: number | null = debtFreeMonth !== null && cash >= efTarget ? debtFreeMonth : null;
  const horizon = ROADMAP_PROJECTION_YEARS * 12;
  const years: NetWorthYear[] = [yearRow(0, asOf, cash, 0, totals[0]!)];
  const lastSimMonth = rec.months;
  for (let m = 1; m <= MAX_MONTHS; m++) {
    if (m > horizon && (debtFreeMonth === null || efReachedMonth !== null)) break;
    invested = Math.round(invested * (1 + monthlyReturn));
    const debtPaid = m <= lastSimMonth ? paid[m]! : 0;
    const rest = Math.max(0, budget - debtPaid);
    if (debtFreeMonth === null || m < debtFreeMonth) {
      cash += rest;
    } else {
      const toCash = Math.max(0, Math.min(rest, efTarget - cash));
      cash += toCash;
      invested += rest - toCash;
      if (efReachedMonth === null && cash >= efTarget) efReachedMonth = m;
    }
    if (m <= horizon && m % 12 === 0) {
      const debt = totals[Math.min(m, lastSimMonth)]!;
      years.push(yearRow(m / 12, addMonthsIsoFast(asOf, m), cash, invested, debt));
    }
  }

  const methodName = t(`method_${method}` as PlanFreedomRoadmapMessageKey);
  const firstCreditor = firstWithBalance(prepared.creditors, prepared.balances, plans.orders[method]);
  const payoffDuration = debtFreeMonth === null ? null : Math.max(0, debtFreeMonth - payoffStart + 1);
  const buildStart = Math.max(debtFreeMonth ?? rec.months, payoffStart - 1) + 1;
  const buildDuration = efReachedMonth === null ? null : Math.max(0, efReachedMonth - buildStart + 1);

  const phases: RoadmapPhase[] = [
    {
      phase: 'stabilise',
      start_month: 1,
      duration_months: stabiliseMonths,
      target_amount: null,
      monthly_amount: centsToDecimal(stabiliseMonths > 0 ? capacity : 0),
      actions: stabiliseActions,
    },
    {
      phase: 'starter_emergency_fund',
      start_month: stabiliseMonths + 1,
      duration_months: starterMonths,
      target_amount: centsToDecimal(starterTarget),
      monthly_amount: centsToDecimal(starterMonths > 0 ? capacity : 0),
      actions: [
        starterMonths === 0 && cashAfterStabilise >= starterTarget
          ? t('starter_already', { savings: money(cashAfterStabilise), target: money(starterTarget) })
          : t('starter_save', { monthly: money(capacity), target: money(starterTarget) }),
      ],
    },
    {
      phase: 'payoff',
      start_month: payoffStart,
      duration_months: payoffDuration,
      target_amount: centsToDecimal(totals[Math.min(payoffStart - 1, lastSimMonth)]!),
      monthly_amount: centsToDecimal(budget),
      actions: [
        t('payoff_method', { monthly: money(capacity), creditor: firstCreditor, method: methodName }),
        t('payoff_no_cards'),
        ...(debtFreeMonth === null ? [t('payoff_unfinished', { months: rec.months })] : []),
      ],
    },
    {
      phase: 'build',
      start_month: buildStart,
      duration_months: buildDuration,
      target_amount: centsToDecimal(efTarget),
      monthly_amount: centsToDecimal(budget),
      actions: [
        t('build_emergency', { target: money(efTarget), months_income: ROADMAP_EMERGENCY_FUND_MONTHS, monthly: money(budget) }),
        t('build_invest'),
      ],
    },
  ];

  const assumptions = [
    t('assumption_share', { share: formatPercent(ROADMAP_SHARE_OF_INCOME_AVAILABLE, lang), capacity: money(capacity) }),
    t('assumption_starter', { target: money(starterTarget) }),
    t('assumption_emergency', { months: ROADMAP_EMERGENCY_FUND_MONTHS, target: money(efTarget) }),
    t('assumption_return', { rate: formatPercent(ROADMAP_ANNUAL_RETURN, lang) }),
    t('assumption_static'),
    ...(expenses === null ? [t('assumption_no_expenses')] : []),
  ];
  const last = years[years.length - 1]!;
  const narrative =
    debtFreeMonth !== null
      ? t('narrative_paid', {
          capacity: money(capacity),
          months: debtFreeMonth,
          date: addMonthsIsoFast(asOf, debtFreeMonth),
          net_worth: formatMoney(last.net_worth, { currency, lang }),
          start_net_worth: formatMoney(years[0]!.net_worth, { currency, lang }),
        })
      : t('narrative_unpaid', { capacity: money(capacity), remaining: formatMoney(last.debt, { currency, lang }), first_action: stabiliseActions[1] ?? stabiliseActions[0]! });

  return {
    as_of: asOf,
    country,
    currency: DEBT_CURRENCIES[country],
    status: debtFreeMonth === null ? 'never_pays_off' : 'on_track',
    total_debt: centsToDecimal(prepared.totalCents),
    monthly_income: centsToDecimal(income),
    monthly_expenses: expenses === null ? null : centsToDecimal(expenses),
    monthly_capacity: centsToDecimal(capacity),
    total_minimum_payment: centsToDecimal(minimums),
    monthly_shortfall: centsToDecimal(0),
    payoff_method: method,
    months_to_debt_free: debtFreeMonth,
    debt_free_date: debtFreeMonth === null ? null : addMonthsIsoFast(asOf, debtFreeMonth),
    next_steps: [],
    phases,
    net_worth_projection: years,
    assumptions,
    assumption_values: {
      share_of_income_available: ROADMAP_SHARE_OF_INCOME_AVAILABLE,
      annual_return: ROADMAP_ANNUAL_RETURN,
      emergency_fund_months: ROADMAP_EMERGENCY_FUND_MONTHS,
      starter_emergency_fund: centsToDecimal(starterTarget),
      emergency_fund_target: centsToDecimal(efTarget),
    },
    narrative,
    ...citeRules([], { lang }),
  };
}

interface CannotFundInput {
  readonly asOf: string;
  readonly country: DebtCountry;
  readonly lang: ShippedLanguage;
  readonly valid: readonly DebtInput[];
  readonly prepared: PreparedDebts;
  readonly income: number;
  readonly expenses: number | null;
  readonly savings: number;
  readonly shortfall: number;
  readonly t: Translate<PlanFreedomRoadmapMessageKey>;
  readonly money: (cents: number) => string;
}

/** Debt kinds whose non-payment costs more than money: the home, the car, tax enforcement. */
const PRIORITY_TYPES: ReadonlySet<string> = new Set(['mortgage', 'auto', 'tax']);

/**
 * The answer when income does not carry the minimums (and the essential costs): no date, the shortfall, and what to
 * do first. Priority debts are those whose default costs a home, a car, a tax enforcement or a court judgment.
 */
function cannotFund(input: CannotFundInput): PlanFreedomRoadmapResult {
  const { asOf, country, lang, valid, prepared, income, expenses, savings, shortfall, t, money } = input;
  const ordered = canonicalOrder(valid).filter((d) => decimalTextToCents(d.balance) > 0);
  const priority = ordered.filter((d) => d.secured === true || d.lawsuit === true || (d.type !== undefined && PRIORITY_TYPES.has(d.type)));
  const others = ordered.filter((d) => !priority.includes(d));
  const list = (ds: readonly DebtInput[]) => [...new Set(ds.map((d) => d.creditor))].join(', ');
  const minimums = prepared.minimumBudgetCents;
  const steps: string[] = [
    expenses === null
      ? t('cannot_fund_gap', { income: money(income), minimums: money(minimums), shortfall: money(shortfall) })
      : t('cannot_fund_gap_expenses', { income: money(income), minimums: money(minimums), expenses: money(expenses), shortfall: money(shortfall) }),
    priority.length > 0 ? t('cannot_fund_priority', { creditors: list(priority) }) : t('cannot_fund_priority_general'),
    ...(others.length > 0 ? [t('cannot_fund_hardship', { creditors: list(others) })] : []),
    t(`counselling_${country}` as PlanFreedomRoadmapMessageKey),
    t('cannot_fund_income'),
  ];
  const phase: RoadmapPhase = { phase: 'stabilise', start_month: 1, duration_months: null, target_amount: null, monthly_amount: centsToDecimal(0), actions: steps };
  const efTarget = ROADMAP_EMERGENCY_FUND_MONTHS * income;
  return {
    as_of: asOf,
    country,
    currency: DEBT_CURRENCIES[country],
    status: 'cannot_fund',
    total_debt: centsToDecimal(prepared.totalCents),
    monthly_income: centsToDecimal(income),
    monthly_expenses: expenses === null ? null : centsToDecimal(expenses),
    monthly_capacity: centsToDecimal(0),
    total_minimum_payment: centsToDecimal(minimums),
    monthly_shortfall: centsToDecimal(shortfall),
    payoff_method: null,
    months_to_debt_free: null,
    debt_free_date: null,
    next_steps: steps,
    phases: [phase],
    net_worth_projection: [yearRow(0, asOf, savings, 0, prepared.totalCents)],
    assumptions: [t('assumption_cannot_fund'), ...(expenses === null ? [t('assumption_no_expenses')] : [])],
    assumption_values: {
      share_of_income_available: ROADMAP_SHARE_OF_INCOME_AVAILABLE,
      annual_return: ROADMAP_ANNUAL_RETURN,
      emergency_fund_months: ROADMAP_EMERGENCY_FUND_MONTHS,
      starter_emergency_fund: new Decimal(ROADMAP_STARTER_EMERGENCY_FUND),
      emergency_fund_target: centsToDecimal(efTarget),
    },
    narrative: t('narrative_cannot_fund', { shortfall: money(shortfall), first_action: steps[1]! }),
    ...citeRules([], { lang }),
  };
}

function yearRow(year: number, date: string, cash: number, invested: number, debt: number): NetWorthYear {
  return {
    year,
    date,
    cash: centsToDecimal(cash),
    investments: centsToDecimal(invested),
    debt: centsToDecimal(debt),
    net_worth: centsToDecimal(cash + invested - debt),
  };
}

function firstWithBalance(creditors: readonly string[], balances: Float64Array, order: Int32Array): string {
  for (const i of order) if (balances[i]! > 0) return creditors[i]!;
  return creditors[order[0] ?? 0] ?? '';
}
