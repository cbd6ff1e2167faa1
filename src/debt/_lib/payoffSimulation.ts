import type { DebtInput } from '../debtInputSchema.js';

/**
 * The month-by-month debt payoff simulation shared by planPayoff, assessDebtSnapshot and planFreedomRoadmap.
 * Everything here works in integer cents held in typed arrays so the hot loop allocates nothing and sums are exact;
 * Decimal appears only at the engines' boundaries. See docs/payoff.md for the conventions.
 */

/** The three ordering strategies a plan can follow. */
export type PayoffMethodName = 'avalanche' | 'snowball' | 'hybrid';

/** Every strategy, in the order responses list them. */
export const PAYOFF_METHODS: readonly PayoffMethodName[] = ['avalanche', 'snowball', 'hybrid'];

/** How a month's interest is computed. */
export type InterestMode = 'monthly' | 'average_daily_balance';

/** APRs are resolved to a millionth of a percentage point so interest can be computed in exact integers. */
const APR_SCALE = 1_000_000;
/** Denominator of monthly interest: balance × APR(percent × APR_SCALE) / (100 × APR_SCALE × 12). */
const MONTHLY_DENOMINATOR = 100 * APR_SCALE * 12;
/** Denominator of daily interest: balance × APR(percent × APR_SCALE) × days / (100 × APR_SCALE × 365). */
const DAILY_DENOMINATOR = 100 * APR_SCALE * 365;
/** Products up to 2^52 are exact in a double with room for the quotient check. */
const EXACT_LIMIT = 2 ** 52;
/**
 * A plan whose total balance grows past this multiple of the starting total is diverging (negative amortization
 * compounding for decades); the simulation stops there and reports the plan as unfinished rather than printing
 * astronomical balances.
 */
export const DIVERGENCE_FACTOR = 100;

/** Debts validated, converted to cents and put in a canonical order that does not depend on the caller's order. */
export interface PreparedDebts {
  readonly count: number;
  readonly creditors: readonly string[];
  /** Starting balances in cents. */
  readonly balances: Float64Array;
  /** Contractual minimum payments in cents. */
  readonly minimums: Float64Array;
  /** APR in percent × 1,000,000, an integer. */
  readonly aprScaled: Float64Array;
  /** APR in percent as given (after validation). */
  readonly aprs: readonly number[];
  /** Sum of starting balances, cents. */
  readonly totalCents: number;
  /** Sum of the minimums of debts with a balance, cents: the monthly budget before any extra payment. */
  readonly minimumBudgetCents: number;
}

/**
 * Converts validated debts into {@link PreparedDebts}. Money strings are exact decimals, so cents are read from the
 * text (half up), never through a binary float of the amount.
 */
export function prepareDebts(debts: readonly DebtInput[]): PreparedDebts {
  const rows = debts.map((d) => ({
    creditor: d.creditor,
    balance: decimalTextToCents(d.balance),
    minimum: decimalTextToCents(d.minPayment),
    apr: d.rate,
    aprScaled: Math.round(d.rate * APR_SCALE),
  }));
  // Canonical order: creditor, then balance, APR and minimum, so equal inputs in any order give one plan.
  rows.sort(
    (a, b) =>
      compareText(a.creditor, b.creditor) || a.balance - b.balance || a.aprScaled - b.aprScaled || a.minimum - b.minimum,
  );
  const n = rows.length;
  // One buffer for the three columns: a typed array over 64 bytes lives outside the heap, and each costs an allocation.
  const columns = new Float64Array(3 * n);
  const balances = columns.subarray(0, n);
  const minimums = columns.subarray(n, 2 * n);
  const aprScaled = columns.subarray(2 * n);
  let total = 0;
  let budget = 0;
  rows.forEach((r, i) => {
    balances[i] = r.balance;
    minimums[i] = r.minimum;
    aprScaled[i] = r.aprScaled;
    total += r.balance;
    if (r.balance > 0) budget += r.minimum;
  });
  return {
    count: n,
    creditors: rows.map((r) => r.creditor),
    balances,
    minimums,
    aprScaled,
    aprs: rows.map((r) => r.apr),
    totalCents: total,
    minimumBudgetCents: budget,
  };
}

/** Code-unit comparison: locale-independent, so the canonical order is the same on every machine. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Reads an exact decimal string (as produced by `q.money`) into integer cents, rounding half up. */
export function decimalTextToCents(text: string): number {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (m === null) return Math.round(Number(text) * 100);
  if (m[4] !== undefined) return Math.round(Number(text) * 100); // exponent form: rare, bounded by the schema
  const whole = m[2] === '' ? 0 : Number(m[2]);
  const frac = (m[3] ?? '').padEnd(3, '0');
  let cents = whole * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  return m[1] === '-' ? -cents : cents;
}

/**
 * The order in which a method sends extra money to debts: indices into the prepared arrays.
 *
 * - avalanche: highest APR first; ties by smaller balance.
 * - snowball: smallest balance first; ties by higher APR.
 * - hybrid: smallest balance ÷ APR first (the `balanceRateRatio` strategy of emberfeather/yeti); debts at 0 % APR
 *   come last, smallest balance first.
 *
 * Remaining ties fall back to the canonical order (creditor name, then amounts), never to input order.
 */
export function priorityOrder(debts: PreparedDebts, method: PayoffMethodName): Int32Array {
  const bal = debts.balances;
  const apr = debts.aprScaled;
  const byAvalanche = (a: number, b: number) => apr[b]! - apr[a]! || bal[a]! - bal[b]! || a - b;
  const bySnowball = (a: number, b: number) => bal[a]! - bal[b]! || apr[b]! - apr[a]! || a - b;
  const byHybrid = (a: number, b: number) => {
    const za = apr[a] === 0;
    const zb = apr[b] === 0;
    if (za !== zb) return za ? 1 : -1;
    if (za) return bySnowball(a, b);
    // balance/APR compared by cross-multiplication: exact for our integer ranges up to 2^53.
    return bal[a]! * apr[b]! - bal[b]! * apr[a]! || byAvalanche(a, b);
  };
  // Array.prototype.sort over a plain index list, as always: the hybrid comparison can round for huge amounts, and
  // another algorithm could then order such debts differently.
  const idx: number[] = [];
  for (let i = 0; i < debts.count; i++) idx.push(i);
  idx.sort(method === 'avalanche' ? byAvalanche : method === 'snowball' ? bySnowball : byHybrid);
  return new Int32Array(idx);
}

/**
 * Largest quotient below which a double division rounds a month's interest correctly: with q = num ÷ denominator
 * below 2^k, the division's error (half an ulp, at most 2^(k−53)) is less than the distance 1 ÷ (2 × denominator)
 * from q to any half cent it could be confused with, whenever 2^k < 2^53 ÷ denominator. So below this bound
 * `Math.round(num / denominator)` is the exact half-up rounding, with one division and no remainder fix-up.
 */
function roundingSafeNumerator(denominator: number): number {
  let bound = 1;
  while (bound * 2 < 2 ** 53 / denominator) bound *= 2;
  return bound * denominator;
}
/** Numerators below these take the one-division rounding (monthly: quotients under 2^22 cents of interest). */
const MONTHLY_FAST_LIMIT = roundingSafeNumerator(MONTHLY_DENOMINATOR);
const DAILY_FAST_LIMIT = roundingSafeNumerator(DAILY_DENOMINATOR);

/** Interest for one month on one balance, rounded half up to the cent, computed exactly. */
export function monthInterestCents(balanceCents: number, aprScaled: number, multiplier: number, denominator: number): number {
  if (balanceCents <= 0 || aprScaled === 0) return 0;
  const num = balanceCents * aprScaled * multiplier;
  // Everyday balances: the quotient is small enough that the double division cannot cross a half cent (see
  // roundingSafeNumerator), and Math.round rounds halves up, as the remainder test below does.
  const fastLimit = denominator === MONTHLY_DENOMINATOR ? MONTHLY_FAST_LIMIT : denominator === DAILY_DENOMINATOR ? DAILY_FAST_LIMIT : 0;
  if (num < fastLimit) return Math.round(num / denominator);
  if (num <= EXACT_LIMIT) {
    let q = Math.floor(num / denominator);
    let r = num - q * denominator;
    if (r < 0) {
      q -= 1;
      r += denominator;
    } else if (r >= denominator) {
      q += 1;
      r -= denominator;
    }
    return 2 * r >= denominator ? q + 1 : q;
  }
  const bn = BigInt(balanceCents) * BigInt(aprScaled) * BigInt(multiplier);
  const bd = BigInt(denominator);
  const q = bn / bd;
  const r = bn - q * bd;
  return Number(2n * r >= bd ? q + 1n : q);
}

/** Options of one simulation run. */
export interface SimulationOptions {
  /** Priority order for the pooled money; `null` pays each debt only its own minimum (no rollover, no extra). */
  readonly order: Int32Array | null;
  /** Extra monthly payment in cents. */
  readonly extraCents: number;
  /** First month (1-based) in which the extra payment is made; earlier months pay the minimum budget only. */
  readonly extraStartMonth?: number;
  /** Month limit. */
  readonly maxMonths: number;
  readonly interestMode: InterestMode;
  /** Days in statement month m (index m, 1-based); required for `average_daily_balance`. */
  readonly daysInMonth?: Int32Array;
  /** Record the total balance, interest and payment of every month (for schedules and projections). */
  readonly record?: boolean;
  /** Called after each month's payments with the balances (tests use it to check invariants). */
  readonly onMonth?: (month: number, balances: readonly number[]) => void;
}

/** What one simulation run produced, in cents and months. */
export interface SimulationResult {
  /** Months until every balance reached zero, or the months simulated when it did not. */
  readonly months: number;
  readonly paidOff: boolean;
  /** True when the run stopped early because the total passed {@link DIVERGENCE_FACTOR} × the starting total. */
  readonly diverged: boolean;
  readonly remainingCents: number;
  readonly interestCents: number;
  readonly paidCents: number;
  /** Month each debt reached zero (0: had no balance at the start; -1: never within the run). */
  readonly payoffMonth: Int32Array;
  /** First month in which some debt that had a balance reached zero, or -1. */
  readonly firstPayoffMonth: number;
  /** First month in which the remaining total was at most half of the starting total, or -1. */
  readonly halfMonth: number;
  /**
   * Per month m (index m, 1-based; index 0 is the start): total balance after payments, for months 0 to `months`.
   * Present when recorded.
   */
  readonly totals?: readonly number[];
  /** Per month m: interest charged (index 0: zero). */
  readonly interest?: readonly number[];
  /** Per month m: amount paid (index 0: zero). */
  readonly paid?: readonly number[];
}

/**
 * Runs one payoff plan month by month. Each month: (1) every debt with a balance accrues one month of interest,
 * rounded half up to the cent; (2) every debt receives its own minimum, capped at its balance; (3) the rest of the
 * monthly budget — the extra payment, the minimums of debts already paid off (the snowball rollover) and any
 * minimum not needed this month — goes to the debts in `order`, overflowing to the next debt within the month.
 * The budget is the sum of the starting minimums of debts that had a balance, plus the extra payment.
 */
export function simulatePayoff(debts: PreparedDebts, options: SimulationOptions): SimulationResult {
  const n = debts.count;
  // Working balances in a plain array (on the heap: a typed copy per run would be allocated outside it).
  const bal: number[] = [];
  for (let i = 0; i < n; i++) bal.push(debts.balances[i]!);
  const mins = debts.minimums;
  const apr = debts.aprScaled;
  const order = options.order;
  const maxMonths = options.maxMonths;
  const extraStart = options.extraStartMonth ?? 1;
  const daily = options.interestMode === 'average_daily_balance';
  const days = options.daysInMonth;
  const denominator = daily ? DAILY_DENOMINATOR : MONTHLY_DENOMINATOR;
  const fastLimit = daily ? DAILY_FAST_LIMIT : MONTHLY_FAST_LIMIT;
  // Options read once: callers pass objects of many shapes, and a property read in the month loop would stay megamorphic.
  const extraCents = options.extraCents;
  const onMonth = options.onMonth;
  const minimumBudget = debts.minimumBudgetCents;
  const payoffMonth = new Int32Array(n);
  // The debts still owing, in canonical order: a debt leaves the list the month after it reaches zero (a zero
  // balance never accrues or takes money again), so late months of a long plan touch only the debts left.
  const owing = new Int32Array(n);
  let owingCount = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += bal[i]!;
    if (bal[i]! > 0) {
      payoffMonth[i] = -1;
      owing[owingCount++] = i;
    }
  }
  const startTotal = total;
  const divergenceLimit = DIVERGENCE_FACTOR * startTotal;
  const record = options.record === true;
  // Recorded series grow month by month (plain arrays, index = month): a plan usually ends long before maxMonths,
  // and typed arrays sized for the whole horizon cost more to allocate and zero than the months they record.
  const totals: number[] | undefined = record ? [total] : undefined;
  const interestByMonth: number[] | undefined = record ? [0] : undefined;
  const paidByMonth: number[] | undefined = record ? [0] : undefined;
  let interestSum = 0;
  let paidSum = 0;
  let firstPayoff = -1;
  let half = total === 0 ? 0 : -1;
  let month = 0;
  let diverged = false;
  // First position in `order` whose debt may still owe: the pooled money always goes to the first owing debt.
  let head = 0;
  while (total > 0 && month < maxMonths) {
    month++;
    const multiplier = daily ? days![month]! : 1;
    let monthInterest = 0;
    let monthPaid = 0;
    let pool = minimumBudget + (month >= extraStart ? extraCents : 0);
    let kept = 0;
    for (let k = 0; k < owingCount; k++) {
      const i = owing[k]!;
      const b = bal[i]!;
      if (b <= 0) continue;
      // The one-division rounding inline (see monthInterestCents), the exact paths through the function.
      const a = apr[i]!;
      const num = b * a * multiplier;
      const interest = a === 0 ? 0 : num < fastLimit ? Math.round(num / denominator) : monthInterestCents(b, a, multiplier, denominator);
      const owed = b + interest;
      const m = mins[i]!;
      const pay = m < owed ? m : owed;
      const left = owed - pay;
      bal[i] = left;
      monthInterest += interest;
      monthPaid += pay;
      pool -= pay;
      if (left === 0) {
        payoffMonth[i] = month;
        if (firstPayoff === -1) firstPayoff = month;
      } else {
        owing[kept++] = i;
      }
    }
    owingCount = kept;
    if (order !== null && pool > 0) {
      while (head < n && bal[order[head]!]! <= 0) head++;
      for (let k = head; k < n && pool > 0; k++) {
        const i = order[k]!;
        const b = bal[i]!;
        if (b <= 0) continue;
        const pay = pool < b ? pool : b;
        bal[i] = b - pay;
        pool -= pay;
        monthPaid += pay;
        if (pay === b) {
          payoffMonth[i] = month;
          if (firstPayoff === -1) firstPayoff = month;
        }
      }
    }
    // Integer cents: the new total is exactly the old one plus the interest minus the payments.
    total += monthInterest - monthPaid;
    if (total > divergenceLimit) diverged = true;
    interestSum += monthInterest;
    paidSum += monthPaid;
    if (half === -1 && 2 * total <= startTotal) half = month;
    if (record) {
      totals!.push(total);
      interestByMonth!.push(monthInterest);
      paidByMonth!.push(monthPaid);
    }
    if (onMonth) onMonth(month, bal);
    if (diverged) break;
  }
  return {
    months: month,
    paidOff: total === 0,
    diverged,
    remainingCents: total,
    interestCents: interestSum,
    paidCents: paidSum,
    payoffMonth,
    firstPayoffMonth: firstPayoff,
    halfMonth: half,
    ...(record ? { totals: totals!, interest: interestByMonth!, paid: paidByMonth! } : {}),
  };
}

/** Days since 1970-01-01 of a proleptic-Gregorian date, month 0-based, day clamped to the month's length. */
function epochDay(year: number, month0: number, day: number): number {
  const y = year + Math.floor(month0 / 12);
  const m = ((month0 % 12) + 12) % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.round(Date.UTC(y, m, Math.min(day, last)) / 86_400_000);
}

/**
 * Days in each statement month of a plan starting on `asOf`: month m runs from asOf + (m − 1) months to asOf + m
 * months (each computed from asOf and clamped to the month's end, as {@link addMonthsIsoFast} does).
 */
export function statementDays(asOf: string, months: number): Int32Array {
  const y = Number(asOf.slice(0, 4));
  const m0 = Number(asOf.slice(5, 7)) - 1;
  const d = Number(asOf.slice(8, 10));
  const out = new Int32Array(months + 1);
  let prev = epochDay(y, m0, d);
  for (let k = 1; k <= months; k++) {
    const next = epochDay(y, m0 + k, d);
    out[k] = next - prev;
    prev = next;
  }
  return out;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Days in a month as `new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate()` gives them, without a Date: Date.UTC reads
 * the years 0–99 as 1900–1999, so those take 1900's leap rule too (what the dates of such a plan always had).
 */
function utcDaysInMonth(year: number, month0: number): number {
  if (month0 !== 1) return DAYS_IN_MONTH[month0]!;
  const y = year >= 0 && year <= 99 ? year + 1900 : year;
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
}

/**
 * Adds whole months to an ISO date with the same month-end clamping as the core `addMonthsIso`, without parsing
 * through date-fns (the payoff engine formats dozens of dates per call).
 */
export function addMonthsIsoFast(asOf: string, months: number): string {
  const y = Number(asOf.slice(0, 4));
  const m0 = Number(asOf.slice(5, 7)) - 1 + months;
  const d = Number(asOf.slice(8, 10));
  const year = y + Math.floor(m0 / 12);
  const month = ((m0 % 12) + 12) % 12;
  const day = Math.min(d, utcDaysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${month < 9 ? '0' : ''}${month + 1}-${day < 10 ? '0' : ''}${day}`;
}

/**
 * Interest on one balance for statement month `month` under the chosen convention (the amount negative-amortization
 * checks compare a minimum against).
 */
export function interestForMonth(balanceCents: number, aprScaled: number, mode: InterestMode, daysInMonth: number): number {
  return mode === 'average_daily_balance'
    ? monthInterestCents(balanceCents, aprScaled, daysInMonth, DAILY_DENOMINATOR)
    : monthInterestCents(balanceCents, aprScaled, 1, MONTHLY_DENOMINATOR);
}
