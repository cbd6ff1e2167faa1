import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtFreedomRoadmap } from '../../src/catalog/debt/freedomRoadmap.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { toJsonValue } from '../../src/core/toJsonValue.js';
import { PLAN_FREEDOM_ROADMAP_MESSAGES } from '../../src/debt/messages/planFreedomRoadmap.js';
import { planPayoff } from '../../src/debt/planPayoff.js';
import {
  planFreedomRoadmap,
  ROADMAP_ANNUAL_RETURN,
  ROADMAP_EMERGENCY_FUND_MONTHS,
  ROADMAP_SHARE_OF_INCOME_AVAILABLE,
} from '../../src/debt/planFreedomRoadmap.js';

const AS_OF = '2026-11-22';
const DEBTS = [
  { creditor: 'Card', balance: '6000', rate: 24, minPayment: '180' },
  { creditor: 'Car', balance: '9000', rate: 6.5, minPayment: '260' },
];
const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
const debtsArb = fc.array(
  fc.record({ creditor: fc.constantFrom('A', 'B', 'C'), balance: cents(3_000_000), rate: fc.integer({ min: 0, max: 4000 }).map((r) => r / 100), minPayment: cents(80_000) }),
  { minLength: 1, maxLength: 5 },
);

describe('planFreedomRoadmap', () => {
  it('lists the four phases in order, each starting where the previous ends', () => {
    const r = planFreedomRoadmap(DEBTS, { asOf: AS_OF, income: '3000' });
    expect(r.phases.map((p) => p.phase)).toEqual(['stabilise', 'starter_emergency_fund', 'payoff', 'build']);
    for (let i = 1; i < 3; i++) expect(r.phases[i]!.start_month).toBe(r.phases[i - 1]!.start_month + r.phases[i - 1]!.duration_months!);
  });

  it('saves the starter fund from 20 % of income before paying extra', () => {
    // Income 3,000 → capacity 600 a month; no savings, nothing to stabilise → ceil(1,000 / 600) = 2 months.
    const r = planFreedomRoadmap(DEBTS, { asOf: AS_OF, income: '3000' });
    expect(r.monthly_capacity.toNumber()).toBe(3000 * ROADMAP_SHARE_OF_INCOME_AVAILABLE);
    expect(r.phases[0]!.duration_months).toBe(0);
    expect(r.phases[1]!.duration_months).toBe(2);
    expect(r.phases[2]!.start_month).toBe(3);
  });

  it('pays off exactly like planPayoff with the capacity as extra when nothing comes first', () => {
    const r = planFreedomRoadmap(DEBTS, { asOf: AS_OF, income: '5000', savings: '2000' });
    const plan = planPayoff(DEBTS, { asOf: AS_OF, extraPayment: '1000' });
    expect(r.payoff_method).toBe(plan.auto_method);
    expect(r.months_to_debt_free).toBe(plan.methods[plan.auto_method].months);
    expect(r.debt_free_date).toBe(plan.methods[plan.auto_method].debt_free_date);
  });

  it('stabilises first when a balance is growing', () => {
    const r = planFreedomRoadmap([{ creditor: 'Payday', balance: '1000', rate: 300, minPayment: '60' }], { asOf: AS_OF, income: '3000', country: 'UK' });
    expect(r.phases[0]!.duration_months).toBe(1);
    expect(r.phases[0]!.actions.join(' ')).toContain('Payday');
    expect(r.phases[0]!.actions.join(' ')).toContain('StepChange');
  });

  it('keeps net worth equal to cash plus investments minus debt, starting from savings minus debt', () => {
    fc.assert(
      fc.property(debtsArb, fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (debts, income, savings) => {
        const r = planFreedomRoadmap(debts, { asOf: AS_OF, income: (income / 100).toFixed(2), savings: (savings / 100).toFixed(2) });
        // An unfunded plan projects nothing beyond today (see 'promises no date ...' below).
        expect(r.net_worth_projection.map((y) => y.year)).toEqual(r.status === 'cannot_fund' ? [0] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        for (const y of r.net_worth_projection) expect(y.net_worth.equals(y.cash.plus(y.investments).minus(y.debt))).toBe(true);
        expect(r.net_worth_projection[0]!.net_worth.equals(r.net_worth_projection[0]!.cash.minus(r.total_debt))).toBe(true);
        expect(r.net_worth_projection[0]!.cash.toFixed(2)).toBe((savings / 100).toFixed(2));
        for (const y of r.net_worth_projection) expect(y.cash.isNegative() || y.investments.isNegative()).toBe(false);
      }),
      { numRuns: 80 },
    );
  });

  it('grows invested savings like an ordinary annuity (numpy-financial fv)', () => {
    // No debt and a full emergency fund already: the whole capacity (1,000 a month on 5,000 of income) is invested
    // from month 1. FV of an ordinary annuity: PMT·((1+i)^N − 1)/i, i = 5 %/12 (numpy_financial.fv(i, N, -PMT, 0)).
    const r = planFreedomRoadmap([{ creditor: 'None', balance: '0', rate: 0, minPayment: '0' }], { asOf: AS_OF, income: '5000', savings: '20000' });
    const i = ROADMAP_ANNUAL_RETURN / 12;
    const fv = (n: number) => (1000 * ((1 + i) ** n - 1)) / i;
    expect(r.net_worth_projection[10]!.investments.toNumber()).toBeCloseTo(fv(120), 0);
    expect(r.net_worth_projection[1]!.investments.toNumber()).toBeCloseTo(fv(12), 0);
  });

  it('targets an emergency fund of three months of income after debt-free', () => {
    const r = planFreedomRoadmap(DEBTS, { asOf: AS_OF, income: '4000' });
    expect(r.phases[3]!.target_amount!.toNumber()).toBe(4000 * ROADMAP_EMERGENCY_FUND_MONTHS);
    expect(r.assumption_values.emergency_fund_target.toNumber()).toBe(12000);
  });

  it('says so when the debts are never paid off', () => {
    const r = planFreedomRoadmap([{ creditor: 'Payday', balance: '5000', rate: 400, minPayment: '50' }], { asOf: AS_OF, income: '1000' });
    expect(r.months_to_debt_free).toBeNull();
    expect(r.phases[2]!.duration_months).toBeNull();
  });

  describe('income that cannot carry the plan', () => {
    // The trap: with zero or too little income the roadmap still "paid" every minimum and promised a debt-free date
    // (income 0 → "debt-free in 56 months"). Income that cannot cover the minimums (or the essential costs plus the
    // minimums) must give no date, the monthly shortfall and what to do instead.
    const CARD = { creditor: 'Card', balance: '6000', rate: 24, minPayment: '180' };
    const HOME = { creditor: 'Home', balance: '150000', rate: 6, minPayment: '1100', type: 'mortgage' };

    it('promises no debt-free date with zero income, and says the plan is short by the minimums', () => {
      const r = planFreedomRoadmap([CARD], { asOf: AS_OF, income: '0' });
      expect(r.status).toBe('cannot_fund');
      expect(r.debt_free_date).toBeNull();
      expect(r.months_to_debt_free).toBeNull();
      expect(r.payoff_method).toBeNull();
      expect(r.monthly_shortfall.toFixed(2)).toBe('180.00');
      expect(r.narrative).not.toMatch(/debt-free in/);
      expect(r.narrative).toContain('$180.00 a month short');
    });

    it('gives the shortfall when income is below the minimums, with priority debts first and hardship programmes for the rest', () => {
      // Minimums 180 + 1,100 = 1,280 against an income of 1,000: 280 a month short.
      const r = planFreedomRoadmap([CARD, HOME], { asOf: AS_OF, income: '1000' });
      expect(r.status).toBe('cannot_fund');
      expect(r.monthly_shortfall.toFixed(2)).toBe('280.00');
      expect(r.next_steps.find((s) => s.includes('priority'))).toContain('Home');
      expect(r.next_steps.find((s) => s.includes('hardship'))).toContain('Card');
      expect(r.next_steps.join(' ')).toContain('NFCC');
      expect(r.phases.map((p) => p.phase)).toEqual(['stabilise']);
      expect(r.phases[0]!.actions).toEqual(r.next_steps);
    });

    it('counts essential expenses when given: income covering the minimums but not the costs is still short', () => {
      // 3,000 of income, 2,900 of essential costs, 180 of minimums: 80 a month short.
      const r = planFreedomRoadmap([CARD], { asOf: AS_OF, income: '3000', expenses: '2900' });
      expect(r.status).toBe('cannot_fund');
      expect(r.monthly_shortfall.toFixed(2)).toBe('80.00');
      expect(r.monthly_expenses!.toFixed(2)).toBe('2900.00');
      const funded = planFreedomRoadmap([CARD], { asOf: AS_OF, income: '3000', expenses: '2000' });
      expect(funded.status).toBe('on_track');
      // Capacity = min(20 % × 3,000 = 600, 3,000 − 2,000 − 180 = 820) = 600; with 2,500 of costs min(600, 320) = 320.
      expect(funded.monthly_capacity.toFixed(2)).toBe('600.00');
      expect(planFreedomRoadmap([CARD], { asOf: AS_OF, income: '3000', expenses: '2500' }).monthly_capacity.toFixed(2)).toBe('320.00');
    });

    it('never gives a date the income cannot fund (property)', () => {
      fc.assert(
        fc.property(debtsArb, fc.integer({ min: 0, max: 500_000 }), fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }), (debts, income, expenses) => {
          const options = { asOf: AS_OF, income: (income / 100).toFixed(2), ...(expenses === undefined ? {} : { expenses: (expenses / 100).toFixed(2) }) };
          const r = planFreedomRoadmap(debts, options);
          const needed = r.total_minimum_payment.plus(r.monthly_expenses ?? 0);
          const short = needed.greaterThan(r.monthly_income);
          expect(r.status === 'cannot_fund').toBe(short);
          expect(r.monthly_shortfall.equals(short ? needed.minus(r.monthly_income) : 0)).toBe(true);
          if (short) expect(r.debt_free_date).toBeNull();
          if (r.status === 'on_track') expect(r.debt_free_date).not.toBeNull();
        }),
        { numRuns: 150 },
      );
    });

    it('says it in Spanish too', () => {
      const r = planFreedomRoadmap([CARD], { asOf: AS_OF, income: '0', lang: 'es' });
      expect(r.narrative).toContain('180,00\u00a0US$ al mes');
      expect(r.narrative).toContain('no se puede financiar');
    });
  });

  it('writes "1 month" for a single month', () => {
    // 100 owed at 0 %, 100 a month: one payment.
    const r = planFreedomRoadmap([{ creditor: 'Friend', balance: '100', rate: 0, minPayment: '100' }], { asOf: AS_OF, income: '3000', savings: '5000' });
    expect(r.months_to_debt_free).toBe(1);
    expect(r.narrative).toContain('debt-free in 1 month (');
  });

  it('speaks Spanish with a complete catalog', () => {
    const r = planFreedomRoadmap(DEBTS, { asOf: AS_OF, income: '4000', lang: 'es' });
    expect(r.narrative).toContain('libre de deudas');
    expect(Object.keys(PLAN_FREEDOM_ROADMAP_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_FREEDOM_ROADMAP_MESSAGES.en).sort());
  });

  it('does not mutate its inputs and ignores their order', () => {
    const debts = structuredClone(DEBTS);
    const a = planFreedomRoadmap(debts, { asOf: AS_OF, income: '4000' });
    expect(debts).toEqual(DEBTS);
    expect(toJsonValue(planFreedomRoadmap([...debts].reverse(), { asOf: AS_OF, income: '4000' }))).toEqual(toJsonValue(a));
  });

  it('rejects bad arguments naming the field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ asOf: AS_OF }, 'income'],
      [{ asOf: AS_OF, income: 'x' }, 'income'],
      [{ asOf: AS_OF, income: '100', savings: '-1' }, 'savings'],
      [{ asOf: '2026-13-01', income: '100' }, 'asOf'],
    ];
    for (const [options, field] of cases) {
      let error: unknown;
      try {
        planFreedomRoadmap(DEBTS, options as never);
      } catch (e) {
        error = e;
      }
      expect(isGuidekitError(error)).toBe(true);
      expect((error as { field: string }).field).toBe(field);
    }
  });

  describe('GET /api/debt/freedom-roadmap', () => {
    it('answers 200', async () => {
      const outcome = await invokeEndpoint(debtFreedomRoadmap, { debts: JSON.stringify(DEBTS), income: '4000', savings: '500' }, { asOf: AS_OF });
      expect(outcome.status).toBe(200);
      const body = toJsonValue(outcome.body) as { phases: unknown[]; net_worth_projection: unknown[] };
      expect(body.phases).toHaveLength(4);
      expect(body.net_worth_projection).toHaveLength(11);
    });

    it('answers a plan that cannot be funded, with no debt-free date, when income is zero', async () => {
      const outcome = await invokeEndpoint(debtFreedomRoadmap, { debts: JSON.stringify(DEBTS), income: '0' }, { asOf: AS_OF });
      expect(outcome.status).toBe(200);
      const body = toJsonValue(outcome.body) as { status: string; debt_free_date: unknown; monthly_shortfall: number };
      expect(body.status).toBe('cannot_fund');
      expect(body.debt_free_date).toBeNull();
      expect(body.monthly_shortfall).toBe(440);
    });

    it('takes the essential expenses (an undeclared extension)', async () => {
      const outcome = await invokeEndpoint(debtFreedomRoadmap, { debts: JSON.stringify(DEBTS), income: '3000', expenses: '2700' }, { asOf: AS_OF });
      expect((toJsonValue(outcome.body) as { monthly_shortfall: number }).monthly_shortfall).toBe(140);
    });

    it('answers 400 naming the missing income', async () => {
      const outcome = await invokeEndpoint(debtFreedomRoadmap, { debts: JSON.stringify(DEBTS) }, { asOf: AS_OF });
      expect(outcome.status).toBe(400);
      expect((outcome.body as { errors: { field: string }[] }).errors[0]!.field).toBe('income');
    });
  });
});
