import Decimal from 'decimal.js';
import { subMonths } from 'date-fns';
import { GuidekitError } from '../core/GuidekitError.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { singlePaymentAnnualRate, UK_APR_DAYS_PER_YEAR, yearsBetween } from './_lib/aprCompound.js';
import { solveUnitPeriodRate, type AprSolverMethod, type PlacedFlow } from './_lib/aprSolve.js';
import {
  daysBetween,
  fullMonthsBack,
  measureUnitPeriods,
  resolveUnitPeriod,
  toCalendarDate,
  type AprUnitPeriod,
  type UnitPeriodSpec,
} from './_lib/aprUnitPeriods.js';

export type { AprUnitPeriod } from './_lib/aprUnitPeriods.js';

/**
 * One advance (money lent) or payment (money repaid). Give either `date` (ISO; its place on the time line is
 * counted from the term start by Appendix J (b)(5)) or `periods` (unit-periods from the term start, whole part
 * `t` plus fraction `f`, e.g. `1.5`). All flows of one call use the same form.
 */
export interface AprCashFlow {
  /** Amount in currency units, > 0. */
  readonly amount: Decimal.Value;
  /** ISO date YYYY-MM-DD of the flow. */
  readonly date?: string;
  /** Unit-periods from the term start, ≥ 0. */
  readonly periods?: number;
}

/**
 * Which law's APR to compute.
 * - `appendix_j` (default): US Regulation Z, 12 CFR 1026 Appendix J, a nominal rate (unit-period rate × unit-periods a
 *   year), so a single payment in under a year gives the simple figure fee ÷ amount × 365 ÷ days.
 * - `uk_conc`: the UK annual percentage rate of charge (Consumer Credit (Total Charge for Credit) Regulations 2010,
 *   FCA CONC App 1.2, from Annex I of Directive 2008/48/EC): the effective annual rate X with
 *   `Σ A_k (1 + X)^−t_k = Σ P_l (1 + X)^−s_l`, intervals in years (days ÷ 365) from the first drawdown; it compounds,
 *   so £24 per £100 over 30 days is (1.24^(365/30) − 1) × 100 ≈ 1269.7 %, not 292 %.
 */
export type AprMethod = 'appendix_j' | 'uk_conc';

/** Options of {@link computeActuarialApr}. */
export interface ComputeActuarialAprOptions {
  /** Which APR, see {@link AprMethod}. Default `'appendix_j'`. */
  readonly method?: AprMethod;
  /**
   * The unit-period, Appendix J (b)(4)(i): the common period that occurs most frequently in the transaction.
   * Default `'monthly'`. A dated single-advance, single-payment transaction ignores it and uses its term
   * ((b)(4)(ii), (b)(5)(vi)–(vii)).
   */
  readonly unitPeriod?: AprUnitPeriod;
  /**
   * ISO date the term begins, Appendix J (b)(2): consummation, or the later date from which the finance charge
   * is earned. Default: the earliest advance date. Only for dated flows.
   */
  readonly termStart?: string;
  /**
   * For a dated single-payment transaction whose term is a whole number of months under a year, express the
   * year as 12 ÷ months instead of 365 ÷ days (both allowed by Appendix J (b)(5)(vi)). Default `false`.
   */
  readonly singlePaymentInMonths?: boolean;
  /**
   * Decimal places of the rounded APR (percent), 0–8. Default 2 for `appendix_j` (the precision of the Appendix J
   * examples), 1 for `uk_conc` (the regulations ask for at least one decimal, rounded half up).
   */
  readonly decimals?: number;
}

/** A cash flow as the solver placed it. */
export interface PlacedAprFlow {
  readonly kind: 'advance' | 'payment';
  readonly amount: Decimal;
  /** Whole unit-periods from the term start; under `uk_conc`, the interval in years (a fraction). */
  readonly t: number;
  /** Fraction of a unit-period (simple interest), Appendix J (b)(6); always 0 under `uk_conc`. */
  readonly f: number;
}

/** Result of {@link computeActuarialApr}. */
export interface ComputeActuarialAprResult {
  /** The method applied. */
  readonly method: AprMethod;
  /** Annual percentage rate in percent, rounded half up to `decimals` places. */
  readonly apr: Decimal;
  /** The same APR in percent before rounding (binary float, ~15 significant digits). */
  readonly apr_raw: number;
  /** The unit-period rate `i` solving the general equation (a fraction, 0.01 = 1 %); under `uk_conc` the annual rate X. */
  readonly unit_period_rate: number;
  /** Unit-periods per year; the APR is `i ×` this, Appendix J (b)(1). 1 under `uk_conc`. */
  readonly unit_periods_per_year: number;
  /** Label of the unit-period used, e.g. `monthly`, `every_255_days` for a single-payment term. */
  readonly unit_period: string;
  /** True when the single-advance, single-payment rules of (b)(4)(ii) and (b)(5)(vi)–(vii) applied. */
  readonly single_payment_rule: boolean;
  /** How the rate was found (`exact` also for the closed form of a UK single repayment), and in how many iterations. */
  readonly solver: AprSolverMethod;
  readonly iterations: number;
  /** Every flow with its `t` and `f`, advances first, in input order. */
  readonly flows: readonly PlacedAprFlow[];
}

const FN = 'computeActuarialApr';
/** Most flows one call may carry: a 40-year weekly loan fits; no call can run long. */
export const MAX_APR_FLOWS = 5000;

/**
 * Computes the annual percentage rate of a closed-end credit transaction by the actuarial method of
 * Regulation Z, 12 CFR part 1026, Appendix J: solves the general equation
 * `Σ A_j / ((1 + e_j·i)(1 + i)^q_j) = Σ P_k / ((1 + f_k·i)(1 + i)^t_k)` for the unit-period rate `i`
 * (Newton-Raphson with bisection fallback, bounded) and returns `APR = i × unit-periods per year`.
 *
 * @remarks
 * Dated flows are placed on the time line by Appendix J (b)(5): months are counted back from the later date with
 * odd days over 30 (monthly), semimonths and multi-month periods as 30-day months over 15 or 30·n, weeks and days by
 * division, years with odd months over 12 or odd days over 365. A fraction of a unit-period earns simple interest
 * ((b)(6)), so an odd first period shows up as `f`. A dated single-advance, single-payment transaction uses its
 * term as the unit-period ((b)(4)(ii)) with 365 ÷ days (or 12 ÷ months) unit-periods per year. Finance charges
 * paid in advance are not flows: subtract them from the advance (the amount financed).
 *
 * With `method: 'uk_conc'` the same flows give the UK representative APR instead: each flow sits `days ÷ 365` years
 * after the first drawdown (or `periods` years), and the annual rate X solves
 * `Σ A_k (1 + X)^−t_k = Σ P_l (1 + X)^−s_l` (compound, not nominal); one drawdown and one repayment are solved in
 * closed form, `X = (P / A)^(365 / days) − 1`. `unitPeriod` and `singlePaymentInMonths` do not apply.
 *
 * @param advances - Money lent: at least one, amounts > 0.
 * @param payments - Money repaid: at least one, amounts > 0, totalling at least the advances.
 * @param options - See {@link ComputeActuarialAprOptions}.
 * @returns The APR (rounded Decimal and raw), the unit-period rate and the placed flows.
 * @throws {@link GuidekitError} `required` (no advances/payments), `too_small` (amount ≤ 0), `invalid_number`
 *   (NaN, Infinity), `invalid_date`, `invalid_value` (mixed forms, flow before the term start, bad unit-period or method),
 *   `never_repays` (payments total less than the advances), `no_solution` (payments at the term start already
 *   repay the advances, or the rate is beyond the solver's bound).
 * @example
 * ```ts
 * // Appendix J (c)(1)(i): $5,000 financed 1978-01-10, 24 monthly payments of $230 from 1978-02-10.
 * const payments = Array.from({ length: 24 }, (_, k) => ({ amount: '230', periods: k + 1 }));
 * computeActuarialApr([{ amount: '5000', periods: 0 }], payments).apr.toFixed(2) //=> '9.69'
 * ```
 * @example
 * ```ts
 * // UK: £100 lent, £124 repaid 30 days later (0.8 % a day, the FCA cap): the compound representative APR.
 * computeActuarialApr([{ amount: '100', date: '2026-11-01' }], [{ amount: '124', date: '2026-12-01' }], { method: 'uk_conc' }).apr.toFixed(1) //=> '1269.7'
 * ```
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1026/j/
 * @see https://www.ecfr.gov/current/title-12/chapter-X/part-1026/appendix-Appendix%20J%20to%20Part%201026
 * @see https://www.legislation.gov.uk/uksi/2010/1011/schedule (UK APR formula; FCA CONC App 1.2)
 */
export function computeActuarialApr(
  advances: readonly AprCashFlow[],
  payments: readonly AprCashFlow[],
  options: ComputeActuarialAprOptions = {},
): ComputeActuarialAprResult {
  checkList(advances, 'advances');
  checkList(payments, 'payments');
  const method = options.method ?? 'appendix_j';
  if (method !== 'appendix_j' && method !== 'uk_conc') {
    throw new GuidekitError(`${FN}: method must be appendix_j or uk_conc`, { code: 'invalid_value', field: 'method' });
  }
  const decimals = options.decimals ?? (method === 'uk_conc' ? 1 : 2);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) {
    throw new GuidekitError(`${FN}: decimals must be a whole number from 0 to 8`, { code: 'invalid_value', field: 'decimals' });
  }
  const advanceAmounts = advances.map((flow, k) => readAmount(flow, `advances[${k}].amount`));
  const paymentAmounts = payments.map((flow, k) => readAmount(flow, `payments[${k}].amount`));

  const dated = isDated(advances[0] as AprCashFlow, 'advances[0]');
  for (const [list, name] of [[advances, 'advances'], [payments, 'payments']] as const) {
    list.forEach((flow, k) => {
      if (isDated(flow, `${name}[${k}]`) !== dated) {
        throw new GuidekitError(`${FN}: ${name}[${k}] must use the same form (date or periods) as advances[0]`, {
          code: 'invalid_value',
          field: `${name}[${k}]`,
        });
      }
    });
  }

  if (method === 'uk_conc') return computeUkApr(advances, payments, advanceAmounts, paymentAmounts, dated, options.termStart, decimals);

  let spec: UnitPeriodSpec;
  let singlePayment = false;
  let placeAdvances: PlacedFlow[];
  let placePayments: PlacedFlow[];
  if (dated) {
    const advanceDates = advances.map((f, k) => toCalendarDate(parseIsoDate(f.date, { fn: FN, field: `advances[${k}].date` })));
    const paymentDates = payments.map((f, k) => toCalendarDate(parseIsoDate(f.date, { fn: FN, field: `payments[${k}].date` })));
    const start =
      options.termStart === undefined
        ? advanceDates.reduce((a, b) => (b < a ? b : a))
        : toCalendarDate(parseIsoDate(options.termStart, { fn: FN, field: 'termStart' }));
    for (const [dates, name] of [[advanceDates, 'advances'], [paymentDates, 'payments']] as const) {
      dates.forEach((d, k) => {
        if (d < start) {
          throw new GuidekitError(`${FN}: ${name}[${k}].date is before the start of the term`, { code: 'invalid_value', field: `${name}[${k}].date` });
        }
      });
    }
    const single = singlePaymentSpec(advanceDates, paymentDates, start, options.singlePaymentInMonths ?? false);
    singlePayment = single !== undefined;
    spec = single ?? unitSpec(options.unitPeriod);
    // Under a year the whole term is one unit-period; from a year on the year is, counted by (b)(5)(v).
    const termIsUnit = single !== undefined && single.kind !== 'year';
    const place = (d: Date, amount: number): PlacedFlow =>
      termIsUnit ? (d.getTime() === start.getTime() ? { amount, t: 0, f: 0 } : { amount, t: 1, f: 0 }) : { amount, ...measureUnitPeriods(start, d, spec) };
    placeAdvances = advanceDates.map((d, k) => place(d, advanceAmounts[k] as number));
    placePayments = paymentDates.map((d, k) => place(d, paymentAmounts[k] as number));
  } else {
    spec = unitSpec(options.unitPeriod);
    const place = (flow: AprCashFlow, amount: number, field: string): PlacedFlow => {
      const periods = flow.periods as number;
      if (typeof periods !== 'number' || !Number.isFinite(periods) || periods < 0 || periods > 100_000) {
        throw new GuidekitError(`${FN}: ${field} must be a number of unit-periods from 0 to 100000`, { code: 'invalid_number', field });
      }
      const t = Math.floor(periods);
      return { amount, t, f: periods - t };
    };
    placeAdvances = advances.map((flow, k) => place(flow, advanceAmounts[k] as number, `advances[${k}].periods`));
    placePayments = payments.map((flow, k) => place(flow, paymentAmounts[k] as number, `payments[${k}].periods`));
  }

  checkRepaid(advances, payments);
  const outcome = solveUnitPeriodRate(placeAdvances, placePayments, sameTotal(advances, payments));
  if (!outcome.ok) throw noSolution(outcome.reason);
  const aprRaw = outcome.rate * spec.perYear * 100;
  return {
    method: 'appendix_j',
    apr: new Decimal(aprRaw.toPrecision(15)).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP),
    apr_raw: aprRaw,
    unit_period_rate: outcome.rate,
    unit_periods_per_year: spec.perYear,
    unit_period: spec.label,
    single_payment_rule: singlePayment,
    solver: outcome.method,
    iterations: outcome.iterations,
    flows: [
      ...placeAdvances.map((p, k) => ({ kind: 'advance' as const, amount: new Decimal((advances[k] as AprCashFlow).amount), t: p.t, f: p.f })),
      ...placePayments.map((p, k) => ({ kind: 'payment' as const, amount: new Decimal((payments[k] as AprCashFlow).amount), t: p.t, f: p.f })),
    ],
  };
}

/** Totals compared exactly in Decimal arithmetic: payments short of the advances never repay the credit. */
function checkRepaid(advances: readonly AprCashFlow[], payments: readonly AprCashFlow[]): void {
  const lent = total(advances);
  const repaid = total(payments);
  if (repaid.lessThan(lent)) {
    throw new GuidekitError(`${FN}: the payments (${repaid.toFixed()}) total less than the advances (${lent.toFixed()}), so they never repay the credit`, {
      code: 'never_repays',
      field: 'payments',
    });
  }
}

/** Equal totals mean no finance charge at all: the rate is 0. */
function sameTotal(advances: readonly AprCashFlow[], payments: readonly AprCashFlow[]): boolean {
  return total(advances).equals(total(payments));
}

function total(flows: readonly AprCashFlow[]): Decimal {
  return flows.reduce((s, f) => s.plus(new Decimal(f.amount)), new Decimal(0));
}

function noSolution(reason: 'never_repays' | 'no_root'): GuidekitError {
  return reason === 'no_root'
    ? new GuidekitError(`${FN}: the rate is above 100,000,000% per period, beyond what the solver searches; no APR is reported`, {
        code: 'no_solution',
        field: 'payments',
      })
    : new GuidekitError(`${FN}: the payments made at the start of the term already repay the advances; there is no rate to compute`, {
        code: 'no_solution',
        field: 'payments',
      });
}

/**
 * The UK representative APR (see {@link AprMethod}): flows placed in years from the first drawdown, `f = 0`, the
 * annual rate solved by the same bounded root finder, or in closed form for one drawdown and one repayment.
 */
function computeUkApr(
  advances: readonly AprCashFlow[],
  payments: readonly AprCashFlow[],
  advanceAmounts: readonly number[],
  paymentAmounts: readonly number[],
  dated: boolean,
  termStart: string | undefined,
  decimals: number,
): ComputeActuarialAprResult {
  // Each flow's place in years, and for dated flows its day count (kept exact for the closed form).
  let advanceYears: number[];
  let paymentYears: number[];
  let paymentDays: number[] | undefined;
  if (dated) {
    const advanceDates = advances.map((f, k) => toCalendarDate(parseIsoDate(f.date, { fn: FN, field: `advances[${k}].date` })));
    const paymentDates = payments.map((f, k) => toCalendarDate(parseIsoDate(f.date, { fn: FN, field: `payments[${k}].date` })));
    // Remark (b): the starting date is that of the first drawdown.
    const start =
      termStart === undefined ? advanceDates.reduce((a, b) => (b < a ? b : a)) : toCalendarDate(parseIsoDate(termStart, { fn: FN, field: 'termStart' }));
    for (const [dates, name] of [[advanceDates, 'advances'], [paymentDates, 'payments']] as const) {
      dates.forEach((d, k) => {
        if (d < start) {
          throw new GuidekitError(`${FN}: ${name}[${k}].date is before the start of the term`, { code: 'invalid_value', field: `${name}[${k}].date` });
        }
      });
    }
    advanceYears = advanceDates.map((d) => yearsBetween(start, d));
    paymentYears = paymentDates.map((d) => yearsBetween(start, d));
    paymentDays = paymentDates.map((d) => daysBetween(start, d));
  } else {
    const read = (flow: AprCashFlow, field: string): number => {
      const years = flow.periods as number;
      if (typeof years !== 'number' || !Number.isFinite(years) || years < 0 || years > 1000) {
        throw new GuidekitError(`${FN}: ${field} must be a number of years from 0 to 1000`, { code: 'invalid_number', field });
      }
      return years;
    };
    advanceYears = advances.map((f, k) => read(f, `advances[${k}].periods`));
    paymentYears = payments.map((f, k) => read(f, `payments[${k}].periods`));
  }
  checkRepaid(advances, payments);
  const placed = (amounts: readonly number[], years: readonly number[]): PlacedFlow[] => amounts.map((amount, k) => ({ amount, t: years[k] as number, f: 0 }));
  const placeAdvances = placed(advanceAmounts, advanceYears);
  const placePayments = placed(paymentAmounts, paymentYears);
  const flows = [
    ...placeAdvances.map((p, k) => ({ kind: 'advance' as const, amount: new Decimal((advances[k] as AprCashFlow).amount), t: p.t, f: 0 })),
    ...placePayments.map((p, k) => ({ kind: 'payment' as const, amount: new Decimal((payments[k] as AprCashFlow).amount), t: p.t, f: 0 })),
  ];
  const base = { method: 'uk_conc' as const, unit_periods_per_year: 1, unit_period: 'yearly', single_payment_rule: false, flows };

  const single = advances.length === 1 && payments.length === 1 && advanceYears[0] === 0 && (paymentYears[0] as number) > 0;
  if (single && !sameTotal(advances, payments)) {
    // One drawdown and one repayment: X = (P / A)^(1 / t) − 1, with 1 / t = 365 / days exactly for dated flows.
    const inverseYears = paymentDays === undefined ? new Decimal(1).dividedBy(paymentYears[0] as number) : new Decimal(UK_APR_DAYS_PER_YEAR).dividedBy(paymentDays[0] as number);
    const rate = singlePaymentAnnualRate((advances[0] as AprCashFlow).amount, (payments[0] as AprCashFlow).amount, inverseYears);
    const percent = rate.times(100);
    return {
      ...base,
      apr: percent.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP),
      apr_raw: percent.toNumber(),
      unit_period_rate: rate.toNumber(),
      solver: 'exact',
      iterations: 0,
    };
  }
  const outcome = solveUnitPeriodRate(placeAdvances, placePayments, sameTotal(advances, payments));
  if (!outcome.ok) throw noSolution(outcome.reason);
  const aprRaw = outcome.rate * 100;
  return {
    ...base,
    apr: new Decimal(aprRaw.toPrecision(15)).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP),
    apr_raw: aprRaw,
    unit_period_rate: outcome.rate,
    solver: outcome.method,
    iterations: outcome.iterations,
  };
}

function checkList(list: unknown, field: 'advances' | 'payments'): void {
  if (!Array.isArray(list) || list.length === 0) {
    throw new GuidekitError(`${FN}: ${field} must list at least one ${field === 'advances' ? 'advance' : 'payment'}`, { code: 'required', field });
  }
  if (list.length > MAX_APR_FLOWS) {
    throw new GuidekitError(`${FN}: ${field} must list at most ${MAX_APR_FLOWS} flows`, { code: 'too_big', field });
  }
}

function readAmount(flow: AprCashFlow, field: string): number {
  let value: Decimal;
  try {
    value = new Decimal(flow?.amount as Decimal.Value);
  } catch {
    throw new GuidekitError(`${FN}: ${field} must be a number, got ${JSON.stringify(String(flow?.amount))}`, { code: 'invalid_number', field });
  }
  if (!value.isFinite()) throw new GuidekitError(`${FN}: ${field} must be a finite number`, { code: 'invalid_number', field });
  if (!value.greaterThan(0)) throw new GuidekitError(`${FN}: ${field} must be greater than 0`, { code: 'too_small', field });
  if (value.greaterThan('1e12')) throw new GuidekitError(`${FN}: ${field} must be at most 1000000000000`, { code: 'too_big', field });
  return value.toNumber();
}

function isDated(flow: AprCashFlow, field: string): boolean {
  const hasDate = flow?.date !== undefined;
  const hasPeriods = flow?.periods !== undefined;
  if (hasDate === hasPeriods) {
    throw new GuidekitError(`${FN}: ${field} must give exactly one of date or periods`, { code: 'invalid_value', field });
  }
  return hasDate;
}

function unitSpec(unit: AprUnitPeriod | undefined): UnitPeriodSpec {
  const spec = resolveUnitPeriod(unit ?? 'monthly');
  if (typeof spec === 'string') throw new GuidekitError(`${FN}: unitPeriod ${spec}`, { code: 'invalid_value', field: 'unitPeriod' });
  return spec;
}

/**
 * Appendix J (b)(4)(ii), (b)(5)(vi)–(vii): a single advance and a single payment under a year make the term the
 * unit-period, with 365 ÷ days (or 12 ÷ months when whole months and asked for) unit-periods per year. A term of
 * a year or more uses the year as unit-period (the general rules then apply).
 */
function singlePaymentSpec(advances: readonly Date[], payments: readonly Date[], start: Date, inMonths: boolean): UnitPeriodSpec | undefined {
  if (advances.length !== 1 || payments.length !== 1) return undefined;
  const advance = advances[0] as Date;
  const payment = payments[0] as Date;
  if (advance.getTime() !== start.getTime()) return undefined;
  const days = daysBetween(start, payment);
  const months = fullMonthsBack(start, payment);
  if (days <= 0) return undefined;
  if (months >= 12) return { kind: 'year', multiple: 1, perYear: 1, label: 'yearly' };
  const wholeMonths = months >= 1 && daysBetween(start, subMonths(payment, months)) === 0;
  if (inMonths && wholeMonths) return { kind: 'month', multiple: months, perYear: 12 / months, label: `term_${months}_months` };
  return { kind: 'day', multiple: days, perYear: 365 / days, label: `term_${days}_days` };
}
