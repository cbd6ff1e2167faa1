import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toJsonValue } from '../../src/core/toJsonValue.js';
import { prepareDebts, priorityOrder, simulatePayoff, type PayoffMethodName } from '../../src/debt/_lib/payoffSimulation.js';
import { planPayoff } from '../../src/debt/planPayoff.js';

const AS_OF = '2026-11-22';
const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
const debtArb = fc.record({
  creditor: fc.constantFrom('Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'),
  balance: cents(3_000_000),
  rate: fc.integer({ min: 0, max: 4000 }).map((r) => r / 100),
  minPayment: cents(60_000),
});
const debtsArb = fc.array(debtArb, { minLength: 1, maxLength: 6 });
/** Debts whose minimum covers the first month's interest (the precondition of the avalanche ≤ snowball property). */
const coveredDebtsArb = fc
  .array(
    fc.record({
      creditor: fc.constantFrom('Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'),
      balanceCents: fc.integer({ min: 1, max: 3_000_000 }),
      rate: fc.integer({ min: 0, max: 4000 }).map((r) => r / 100),
      cushionCents: fc.integer({ min: 1, max: 40_000 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((rows) =>
    rows.map((r) => ({
      creditor: r.creditor,
      balance: (r.balanceCents / 100).toFixed(2),
      rate: r.rate,
      minPayment: ((Math.ceil((r.balanceCents * r.rate) / 1200) + r.cushionCents) / 100).toFixed(2),
    })),
  );
const extraArb = fc.integer({ min: 0, max: 200_000 });
const methods: PayoffMethodName[] = ['avalanche', 'snowball', 'hybrid'];

describe('planPayoff', () => {
  it('never lets a balance go negative, in any method, in any month', () => {
    fc.assert(
      fc.property(debtsArb, extraArb, fc.constantFrom(...methods, null), (debts, extra, method) => {
        const prepared = prepareDebts(debts);
        simulatePayoff(prepared, {
          order: method === null ? null : priorityOrder(prepared, method),
          extraCents: extra,
          maxMonths: 600,
          interestMode: 'monthly',
          onMonth: (_m, balances) => {
            for (const b of balances) expect(b).toBeGreaterThanOrEqual(0);
            for (const b of balances) expect(Number.isInteger(b)).toBe(true);
          },
        });
      }),
      { numRuns: 150 },
    );
  });

  it('pays exactly principal plus interest, to the cent', () => {
    fc.assert(
      fc.property(debtsArb, extraArb, fc.constantFrom('monthly' as const, 'average_daily_balance' as const), (debts, extra, interestMode) => {
        const plan = planPayoff(debts, { asOf: AS_OF, extraPayment: (extra / 100).toFixed(2), interestMode, maxMonths: 600, schedule: 'none' });
        for (const m of [...methods.map((k) => plan.methods[k]), plan.minimums_only]) {
          // paid = (starting debt − what is still owed) + interest charged
          expect(m.total_paid.toFixed(2)).toBe(plan.total_debt.minus(m.remaining_balance).plus(m.total_interest).toFixed(2));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never charges avalanche more interest than snowball beyond cent rounding, when every minimum covers its interest', () => {
    // Precondition: each minimum exceeds the first month's interest. In exact arithmetic avalanche is then never dearer;
    // with interest rounded to the cent each month the plans can drift apart by rounding noise. A search of 300,000
    // random cases found at most 0.31 cent per debt-month (e.g. the documented case below: 6 cents); we allow
    // half a cent per debt-month. See docs/payoff.md.
    fc.assert(
      fc.property(coveredDebtsArb, extraArb, (debts, extra) => {
        const prepared = prepareDebts(debts);
        const run = (m: PayoffMethodName) => simulatePayoff(prepared, { order: priorityOrder(prepared, m), extraCents: extra, maxMonths: 1200, interestMode: 'monthly' });
        const a = run('avalanche');
        const s = run('snowball');
        if (!a.paidOff || !s.paidOff) return;
        let debtMonths = 0;
        for (let i = 0; i < prepared.count; i++) debtMonths += Math.max(a.payoffMonth[i]!, s.payoffMonth[i]!);
        expect(a.interestCents).toBeLessThanOrEqual(s.interestCents + 0.5 * debtMonths);
      }),
      { numRuns: 300 },
    );
  });

  it('documents a rounding counterexample: avalanche 6 cents dearer than snowball', () => {
    // Found by the search above (extra payment 6 cents). Both plans are nearly identical; the difference is
    // month-by-month cent rounding, not the order.
    const debts = [
      { creditor: 'E', balance: '18618.11', rate: 1.42, minPayment: '495.77' },
      { creditor: 'C', balance: '1642.47', rate: 8.64, minPayment: '260.51' },
      { creditor: 'A', balance: '11001.05', rate: 26.92, minPayment: '361.76' },
    ];
    const plan = planPayoff(debts, { asOf: AS_OF, extraPayment: '0.06', schedule: 'none' });
    const diff = plan.methods.avalanche.total_interest.minus(plan.methods.snowball.total_interest);
    expect(diff.greaterThan(0)).toBe(true);
    expect(diff.lessThan(1)).toBe(true);
  });

  it('never lengthens a plan when the extra payment grows', () => {
    fc.assert(
      fc.property(debtsArb, extraArb, fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...methods), (debts, extra, more, method) => {
        const prepared = prepareDebts(debts);
        const order = priorityOrder(prepared, method);
        const base = simulatePayoff(prepared, { order, extraCents: extra, maxMonths: 600, interestMode: 'monthly' });
        const bigger = simulatePayoff(prepared, { order, extraCents: extra + more, maxMonths: 600, interestMode: 'monthly' });
        if (base.paidOff) {
          expect(bigger.paidOff).toBe(true);
          expect(bigger.months).toBeLessThanOrEqual(base.months);
          // Balances are pointwise no larger each month, so interest is no larger either. (Unfinished plans are not
          // compared on interest: a diverging plan stops early at DIVERGENCE_FACTOR and so counts fewer months.)
          expect(bigger.interestCents).toBeLessThanOrEqual(base.interestCents);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same result whatever the order of the debts', () => {
    fc.assert(
      fc.property(
        debtsArb.chain((debts) => fc.tuple(fc.constant(debts), fc.shuffledSubarray(debts, { minLength: debts.length, maxLength: debts.length }))),
        extraArb,
        ([debts, shuffled], extra) => {
          const options = { asOf: AS_OF, extraPayment: (extra / 100).toFixed(2), maxMonths: 600, schedule: 'yearly' as const };
          expect(toJsonValue(planPayoff(shuffled, options))).toEqual(toJsonValue(planPayoff(debts, options)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('does not mutate its inputs', () => {
    fc.assert(
      fc.property(debtsArb, extraArb, (debts, extra) => {
        const before = structuredClone(debts);
        const options = { asOf: AS_OF, extraPayment: String(extra / 100), maxMonths: 600 };
        const optionsBefore = structuredClone(options);
        planPayoff(debts, options);
        expect(debts).toEqual(before);
        expect(options).toEqual(optionsBefore);
      }),
      { numRuns: 100 },
    );
  });

  it('never saves less than nothing against paying only the minimums', () => {
    fc.assert(
      fc.property(debtsArb, extraArb, (debts, extra) => {
        const plan = planPayoff(debts, { asOf: AS_OF, extraPayment: (extra / 100).toFixed(2), maxMonths: 600, schedule: 'none' });
        expect(plan.interest_savings_vs_minimums.isNegative()).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});
