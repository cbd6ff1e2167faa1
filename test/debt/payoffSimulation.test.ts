import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthInterestCents, prepareDebts, priorityOrder, simulatePayoff, statementDays, type PreparedDebts, type SimulationOptions } from '../../src/debt/_lib/payoffSimulation.js';

const MONTHLY = 100 * 1_000_000 * 12;
const DAILY = 100 * 1_000_000 * 365;

/** Half-up rounding of balance × APR × multiplier ÷ denominator in exact integers: the definition the engine must meet. */
function exactInterest(balance: number, apr: number, multiplier: number, denominator: number): number {
  if (balance <= 0 || apr === 0) return 0;
  const n = BigInt(balance) * BigInt(apr) * BigInt(multiplier);
  const d = BigInt(denominator);
  const q = n / d;
  return Number(2n * (n - q * d) >= d ? q + 1n : q);
}

/**
 * The month loop as docs/payoff.md states it, written plainly: every debt every month, the total summed afresh, payoffs
 * found by scanning. The engine's loop (owing list, running total, pointer into the order) must agree with it exactly.
 */
function referencePlan(debts: PreparedDebts, options: SimulationOptions) {
  const bal = Array.from(debts.balances);
  const n = bal.length;
  const payoffMonth: number[] = bal.map((b) => (b > 0 ? -1 : 0));
  const sum = () => bal.reduce((a, b) => a + b, 0);
  const start = sum();
  const totals = [start];
  const interestByMonth = [0];
  const paidByMonth = [0];
  let total = start;
  let month = 0;
  let interestSum = 0;
  let paidSum = 0;
  let first = -1;
  let half = start === 0 ? 0 : -1;
  let diverged = false;
  const daily = options.interestMode === 'average_daily_balance';
  while (total > 0 && month < options.maxMonths) {
    month++;
    let pool = debts.minimumBudgetCents + (month >= (options.extraStartMonth ?? 1) ? options.extraCents : 0);
    let interest = 0;
    let paid = 0;
    for (let i = 0; i < n; i++) {
      if (bal[i]! <= 0) continue;
      const charge = exactInterest(bal[i]!, debts.aprScaled[i]!, daily ? options.daysInMonth![month]! : 1, daily ? DAILY : MONTHLY);
      const pay = Math.min(debts.minimums[i]!, bal[i]! + charge);
      bal[i] = bal[i]! + charge - pay;
      interest += charge;
      paid += pay;
      pool -= pay;
    }
    if (options.order !== null) {
      for (const i of options.order) {
        if (pool <= 0) break;
        if (bal[i]! <= 0) continue;
        const pay = Math.min(pool, bal[i]!);
        bal[i] = bal[i]! - pay;
        pool -= pay;
        paid += pay;
      }
    }
    for (let i = 0; i < n; i++) {
      if (bal[i] === 0 && payoffMonth[i] === -1) {
        payoffMonth[i] = month;
        if (first === -1) first = month;
      }
    }
    total = sum();
    interestSum += interest;
    paidSum += paid;
    if (half === -1 && 2 * total <= start) half = month;
    totals.push(total);
    interestByMonth.push(interest);
    paidByMonth.push(paid);
    if (total > 100 * start) {
      diverged = true;
      break;
    }
  }
  return { months: month, paidOff: total === 0, diverged, remainingCents: total, interestCents: interestSum, paidCents: paidSum, payoffMonth, firstPayoffMonth: first, halfMonth: half, totals, interestByMonth, paidByMonth };
}

const debtArb = fc.record({
  creditor: fc.constantFrom('Alpha', 'Bravo', 'Charlie', 'Delta'),
  balance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 100_000_000_000 })).map((c) => (c / 100).toFixed(2)),
  rate: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4000 }).map((r) => r / 100), fc.double({ min: 0, max: 1000, noNaN: true })),
  minPayment: fc.integer({ min: 0, max: 500_000 }).map((c) => (c / 100).toFixed(2)),
});

describe('monthInterestCents', () => {
  it('rounds half up exactly, as integer arithmetic does, for balances and rates across the whole accepted range', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000_000_000 })),
        fc.oneof(fc.integer({ min: 1, max: 40_000_000 }), fc.integer({ min: 1, max: 1_000_000_000 })),
        fc.integer({ min: 28, max: 31 }),
        fc.boolean(),
        (balance, apr, days, daily) => {
          const multiplier = daily ? days : 1;
          const denominator = daily ? DAILY : MONTHLY;
          expect(monthInterestCents(balance, apr, multiplier, denominator)).toBe(exactInterest(balance, apr, multiplier, denominator));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('rounds exact half cents up and the amounts a cent-unit either side of them correctly', () => {
    // At APR a = 1.2e9 ÷ unit (scaled), balance × a ÷ 1.2e9 = balance ÷ unit: a half cent at every odd multiple of unit/2.
    // Daily at 7.3 % over 30 days: balance × 3 ÷ 500, a half cent at balance = 500i + 250.
    fc.assert(
      fc.property(fc.constantFrom(50, 100, 200, 400), fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: -2, max: 2 }), fc.boolean(), (unit, k, delta, daily) => {
        const [balance, apr, multiplier, denominator] = daily ? [500 * k + 250 + delta, 7_300_000, 30, DAILY] : [unit * k + unit / 2 + delta, 1_200_000_000 / unit, 1, MONTHLY];
        expect(monthInterestCents(balance, apr, multiplier, denominator)).toBe(exactInterest(balance, apr, multiplier, denominator));
      }),
      { numRuns: 5_000 },
    );
  });

  it('rounds exact half cents up and the cent-fraction just below a half down', () => {
    // 6 % APR on $1: 100 × 6,000,000 ÷ 1,200,000,000 = 0.5 cent exactly, which rounds up; 99 cents give 0.495, down.
    expect(monthInterestCents(100, 6_000_000, 1, MONTHLY)).toBe(1);
    expect(monthInterestCents(99, 6_000_000, 1, MONTHLY)).toBe(0);
    // A half cent on a balance far above the one-division bound still rounds up (the remainder path).
    expect(monthInterestCents(100 * 2 ** 22 + 100, 6_000_000, 1, MONTHLY)).toBe(exactInterest(100 * 2 ** 22 + 100, 6_000_000, 1, MONTHLY));
  });
});

describe('simulatePayoff', () => {
  it('agrees month for month with the plainly written month loop, for every order, interest mode and extra start', () => {
    fc.assert(
      fc.property(
        fc.array(debtArb, { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom('avalanche' as const, 'snowball' as const, 'hybrid' as const, null),
        fc.constantFrom('monthly' as const, 'average_daily_balance' as const),
        fc.constantFrom(24, 360, 1200),
        fc.integer({ min: 1, max: 6 }),
        (debts, extraCents, method, interestMode, maxMonths, extraStartMonth) => {
          const prepared = prepareDebts(debts);
          const options: SimulationOptions = {
            order: method === null ? null : priorityOrder(prepared, method),
            extraCents,
            extraStartMonth,
            maxMonths,
            interestMode,
            daysInMonth: statementDays('2024-01-31', maxMonths),
            record: true,
          };
          const got = simulatePayoff(prepared, options);
          const want = referencePlan(prepared, options);
          expect({
            months: got.months,
            paidOff: got.paidOff,
            diverged: got.diverged,
            remainingCents: got.remainingCents,
            interestCents: got.interestCents,
            paidCents: got.paidCents,
            payoffMonth: Array.from(got.payoffMonth),
            firstPayoffMonth: got.firstPayoffMonth,
            halfMonth: got.halfMonth,
            totals: got.totals,
            interestByMonth: got.interest,
            paidByMonth: got.paid,
          }).toEqual(want);
        },
      ),
      { numRuns: 400 },
    );
  });
});
