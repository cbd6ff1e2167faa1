import {
  interestForMonth,
  PAYOFF_METHODS,
  priorityOrder,
  simulatePayoff,
  statementDays,
  type InterestMode,
  type PayoffMethodName,
  type PreparedDebts,
  type SimulationResult,
} from './payoffSimulation.js';

/**
 * `auto` keeps avalanche (the cheapest order) unless another method costs at most this share more interest than
 * avalanche… (see {@link AUTO_MAX_EXTRA_INTEREST_CENTS} and {@link AUTO_MIN_MONTHS_SOONER}).
 */
export const AUTO_MAX_EXTRA_INTEREST_SHARE = 0.05;
/** …and at most this many cents ($250) more interest in absolute terms… */
export const AUTO_MAX_EXTRA_INTEREST_CENTS = 25_000;
/** …and clears its first debt at least this many months sooner than avalanche does. */
export const AUTO_MIN_MONTHS_SOONER = 3;

/** Why `auto` chose the method it chose. */
export type AutoReason = 'all_methods_equal' | 'quick_win_costs_little' | 'lowest_interest' | 'none_finish';

/** All plans for one set of debts and one budget. */
export interface PayoffPlans {
  readonly methods: Readonly<Record<PayoffMethodName, SimulationResult>>;
  /** Each debt paying only its own minimum, no rollover, no extra. */
  readonly minimumsOnly: SimulationResult;
  readonly auto: PayoffMethodName;
  readonly autoReason: AutoReason;
  /** Each method's priority order (indices into the prepared debts). */
  readonly orders: Readonly<Record<PayoffMethodName, Int32Array>>;
  /**
   * Per method: the plan can never finish — the monthly budget does not cover the first month's interest (the total
   * owed grows from month 1), or the balance ran away (diverged).
   */
  readonly neverPaysOff: Readonly<Record<PayoffMethodName, boolean>>;
  /** Minimums alone can never finish: some debt's own minimum does not exceed its interest, or the baseline diverged. */
  readonly minimumsNeverPayOff: boolean;
  /** Interest all debts accrue in month 1, cents. */
  readonly firstMonthInterestCents: number;
  /** The monthly budget once the extra payment has started: minimums plus extra, cents. */
  readonly budgetCents: number;
}

/** Options of {@link runPayoffPlans}. */
export interface RunPayoffPlansOptions {
  readonly extraCents: number;
  readonly extraStartMonth?: number;
  readonly maxMonths: number;
  readonly interestMode: InterestMode;
  readonly asOf: string;
  /** Record monthly totals for these methods. */
  readonly record?: readonly PayoffMethodName[];
  /**
   * When set, a plan that can never finish is simulated for only this many months (and the minimums-only baseline,
   * when it never finishes, for this many or as long as the longest finishing plan), so the answer shows how the
   * balance grows instead of a runaway balance decades out. Default: every plan runs to `maxMonths` or divergence.
   */
  readonly growthHorizonMonths?: number;
}

/** Runs avalanche, snowball, hybrid and minimums-only, then lets `auto` pick among the three methods. */
export function runPayoffPlans(debts: PreparedDebts, options: RunPayoffPlansOptions): PayoffPlans {
  const daysInMonth = options.interestMode === 'average_daily_balance' ? statementDays(options.asOf, options.maxMonths) : undefined;
  const base = {
    extraCents: options.extraCents,
    maxMonths: options.maxMonths,
    interestMode: options.interestMode,
    ...(options.extraStartMonth === undefined ? {} : { extraStartMonth: options.extraStartMonth }),
    ...(daysInMonth === undefined ? {} : { daysInMonth }),
  };
  const orders = {} as Record<PayoffMethodName, Int32Array>;
  const methods = {} as Record<PayoffMethodName, SimulationResult>;
  const months = {} as Record<PayoffMethodName, number>;
  for (const method of PAYOFF_METHODS) {
    orders[method] = priorityOrder(debts, method);
    months[method] = options.maxMonths;
    methods[method] = simulatePayoff(debts, { ...base, order: orders[method], record: options.record?.includes(method) ?? false });
  }
  let minimumsMonths = options.maxMonths;
  let minimumsOnly = simulatePayoff(debts, { ...base, extraCents: 0, order: null });

  // A plan never finishes when its budget does not cover the first month's interest or its balance ran away; minimums
  // alone never finish when a debt's own minimum does not exceed its interest (that balance never falls).
  const days1 = daysInMonth?.[1] ?? 1;
  let firstInterest = 0;
  let stuckOnMinimums = false;
  for (let i = 0; i < debts.count; i++) {
    const balance = debts.balances[i]!;
    if (balance <= 0) continue;
    const interest = interestForMonth(balance, debts.aprScaled[i]!, options.interestMode, days1);
    firstInterest += interest;
    if (debts.minimums[i]! <= interest) stuckOnMinimums = true;
  }
  const budget = debts.minimumBudgetCents + options.extraCents;
  const neverPaysOff = {} as Record<PayoffMethodName, boolean>;
  for (const method of PAYOFF_METHODS) {
    const run = methods[method];
    neverPaysOff[method] = !run.paidOff && (budget <= firstInterest || run.diverged);
  }
  const minimumsNeverPayOff = !minimumsOnly.paidOff && (stuckOnMinimums || minimumsOnly.diverged);
  if (options.growthHorizonMonths !== undefined) {
    const horizon = Math.max(1, Math.min(options.maxMonths, options.growthHorizonMonths));
    let longestFinish = 0;
    for (const method of PAYOFF_METHODS) {
      if (methods[method].paidOff) longestFinish = Math.max(longestFinish, methods[method].months);
      if (!neverPaysOff[method]) continue;
      // Project at least `horizon` months, and for a balance that first falls and then runs away, until it is back
      // above where it started (so the projection shows the growth, not the early fall).
      let until = horizon;
      if (budget > firstInterest) {
        const full = simulatePayoff(debts, { ...base, order: orders[method], record: true });
        let cross = 1;
        while (cross < full.months && full.totals![cross]! <= full.totals![0]!) cross++;
        until = Math.min(full.months, Math.max(horizon, cross));
      }
      months[method] = until;
      methods[method] = simulatePayoff(debts, { ...base, maxMonths: until, order: orders[method], record: options.record?.includes(method) ?? false });
    }
    if (minimumsNeverPayOff) {
      minimumsMonths = Math.min(options.maxMonths, Math.max(horizon, longestFinish));
      minimumsOnly = simulatePayoff(debts, { ...base, maxMonths: minimumsMonths, extraCents: 0, order: null });
    }
  }

  // An unfinished baseline is compared month for month over the months both runs cover, so the monthly interest of
  // the baseline and of any unfinished plan is needed (rare: only then are the runs repeated with recording).
  if (!minimumsOnly.paidOff) {
    minimumsOnly = simulatePayoff(debts, { ...base, maxMonths: minimumsMonths, extraCents: 0, order: null, record: true });
    for (const method of PAYOFF_METHODS) {
      if (methods[method].interest === undefined) {
        methods[method] = simulatePayoff(debts, { ...base, maxMonths: months[method], order: orders[method], record: true });
      }
    }
  }
  const { method, reason } = chooseAutoMethod(methods);
  return { methods, minimumsOnly, auto: method, autoReason: reason, orders, neverPaysOff, minimumsNeverPayOff, firstMonthInterestCents: firstInterest, budgetCents: budget };
}

/**
 * Interest saved by a plan compared with paying only the minimums. When the minimums never clear the debts, both
 * runs' interest is counted only over the months both cover (the plan's months when it finishes), which makes the
 * figure a lower bound.
 */
export function interestSavingsCents(minimumsOnly: SimulationResult, plan: SimulationResult): { cents: number; lowerBound: boolean } {
  if (minimumsOnly.paidOff || minimumsOnly.interest === undefined) {
    return { cents: minimumsOnly.interestCents - plan.interestCents, lowerBound: !minimumsOnly.paidOff };
  }
  const horizon = Math.min(plan.months, minimumsOnly.months);
  let baseline = 0;
  let planned = 0;
  for (let m = 1; m <= horizon; m++) baseline += minimumsOnly.interest[m]!;
  if (plan.interest === undefined) planned = plan.interestCents;
  else for (let m = 1; m <= horizon; m++) planned += plan.interest[m]!;
  return { cents: baseline - planned, lowerBound: true };
}

/**
 * The `auto` rule: avalanche, unless snowball or hybrid buys an early first win cheaply — it finishes, pays at most
 * {@link AUTO_MAX_EXTRA_INTEREST_SHARE} and {@link AUTO_MAX_EXTRA_INTEREST_CENTS} more interest than avalanche,
 * is debt-free no later, and clears its first debt at least {@link AUTO_MIN_MONTHS_SOONER} months sooner. Among
 * several such methods the earliest first win, then the lower interest, then snowball wins.
 */
export function chooseAutoMethod(methods: Readonly<Record<PayoffMethodName, SimulationResult>>): {
  method: PayoffMethodName;
  reason: AutoReason;
} {
  const a = methods.avalanche;
  const s = methods.snowball;
  const h = methods.hybrid;
  if (!a.paidOff && !s.paidOff && !h.paidOff) return { method: 'avalanche', reason: 'none_finish' };
  if (!a.paidOff) {
    // Avalanche runs out of time while another order finishes: finishing wins.
    const finishing = [s, h].filter((c) => c.paidOff);
    const pick = finishing.length === 2 && h.interestCents < s.interestCents ? 'hybrid' : s.paidOff ? 'snowball' : 'hybrid';
    return { method: pick, reason: 'lowest_interest' };
  }
  if (
    a.interestCents === s.interestCents &&
    a.interestCents === h.interestCents &&
    a.firstPayoffMonth === s.firstPayoffMonth &&
    a.firstPayoffMonth === h.firstPayoffMonth &&
    a.months === s.months &&
    a.months === h.months
  ) {
    return { method: 'avalanche', reason: 'all_methods_equal' };
  }
  let best: PayoffMethodName | undefined;
  for (const name of ['snowball', 'hybrid'] as const) {
    const c = methods[name];
    if (!qualifiesAsQuickWin(c, a)) continue;
    if (best === undefined) {
      best = name;
      continue;
    }
    const b = methods[best];
    if (c.firstPayoffMonth < b.firstPayoffMonth || (c.firstPayoffMonth === b.firstPayoffMonth && c.interestCents < b.interestCents)) best = name;
  }
  if (best !== undefined) return { method: best, reason: 'quick_win_costs_little' };
  return { method: 'avalanche', reason: 'lowest_interest' };
}

function qualifiesAsQuickWin(c: SimulationResult, a: SimulationResult): boolean {
  if (!c.paidOff || c.firstPayoffMonth < 1) return false;
  if (a.paidOff && c.months > a.months) return false;
  const extra = c.interestCents - a.interestCents;
  if (extra > AUTO_MAX_EXTRA_INTEREST_SHARE * a.interestCents || extra > AUTO_MAX_EXTRA_INTEREST_CENTS) return false;
  const avalancheFirst = a.firstPayoffMonth < 1 ? Number.POSITIVE_INFINITY : a.firstPayoffMonth;
  return avalancheFirst - c.firstPayoffMonth >= AUTO_MIN_MONTHS_SOONER;
}
