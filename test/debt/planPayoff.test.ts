import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { debtPayoff } from '../../src/catalog/debt/payoff.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { addMonthsIso } from '../../src/core/addMonthsIso.js';
import { toJsonValue } from '../../src/core/toJsonValue.js';
import { addMonthsIsoFast, statementDays } from '../../src/debt/_lib/payoffSimulation.js';
import { planPayoff } from '../../src/debt/planPayoff.js';
import { PLAN_PAYOFF_MESSAGES } from '../../src/debt/messages/planPayoff.js';
import fc from 'fast-check';

const AS_OF = '2026-11-22';
const DEBTS = [
  { creditor: 'Card', balance: '5000', rate: 24.99, minPayment: '150' },
  { creditor: 'Car', balance: '9000', rate: 6, minPayment: '250' },
  { creditor: 'Store', balance: '600', rate: 19, minPayment: '25' },
];

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('planPayoff', () => {
  it('orders avalanche by APR, snowball by balance and hybrid by balance ÷ APR', () => {
    const plan = planPayoff(DEBTS, { asOf: AS_OF });
    expect(plan.methods.avalanche.priority).toEqual(['Card', 'Store', 'Car']);
    expect(plan.methods.snowball.priority).toEqual(['Store', 'Card', 'Car']);
    // 600/19 = 31.6 < 5000/24.99 = 200.1 < 9000/6 = 1500
    expect(plan.methods.hybrid.priority).toEqual(['Store', 'Card', 'Car']);
  });

  it('puts 0 % APR debts last in the hybrid order', () => {
    const plan = planPayoff(
      [
        { creditor: 'Zero', balance: '10', rate: 0, minPayment: '5' },
        { creditor: 'Big', balance: '9000', rate: 5, minPayment: '100' },
      ],
      { asOf: AS_OF },
    );
    expect(plan.methods.hybrid.priority).toEqual(['Big', 'Zero']);
  });

  it('pays a zero-interest debt in balance ÷ minimum months', () => {
    // 1,000 at 0 % paying 100 a month: exactly 10 payments, no interest.
    const plan = planPayoff([{ creditor: 'Friend', balance: '1000', rate: 0, minPayment: '100' }], { asOf: AS_OF });
    expect(plan.methods.avalanche.months).toBe(10);
    expect(plan.methods.avalanche.total_interest.toNumber()).toBe(0);
    expect(plan.methods.avalanche.debt_free_date).toBe('2027-09-22');
  });

  it('rolls a paid-off debt’s minimum into the next debt (snowball rollover)', () => {
    // A: 100 at 0 %, min 100 → gone in month 1. B: 1,000 at 0 %, min 100. With rollover B gets 200 from month 2:
    // 100 (month 1) + 200 × 4 = 900 after month 5, so month 6 finishes B (total budget 200 a month, 1,100 owed → 6 months).
    const plan = planPayoff(
      [
        { creditor: 'A', balance: '100', rate: 0, minPayment: '100' },
        { creditor: 'B', balance: '1000', rate: 0, minPayment: '100' },
      ],
      { asOf: AS_OF },
    );
    expect(plan.methods.snowball.months).toBe(6);
    expect(plan.minimums_only.months).toBe(10);
  });

  it('sends same-month overflow to the next debt', () => {
    // Budget 300 + extra 250 = 550: month 1 clears A (50) and the 500 left over lands on B.
    const plan = planPayoff(
      [
        { creditor: 'A', balance: '50', rate: 0, minPayment: '50' },
        { creditor: 'B', balance: '1000', rate: 0, minPayment: '250' },
      ],
      { asOf: AS_OF, extraPayment: '250', method: 'snowball', schedule: 'monthly' },
    );
    expect(plan.schedule[0]!.remaining_balance.toNumber()).toBe(1050 - 550);
    expect(plan.methods.snowball.months).toBe(2);
  });

  it('flags negative amortization and reports an unfinished plan instead of looping', () => {
    const plan = planPayoff([{ creditor: 'Payday', balance: '1000', rate: 120, minPayment: '50' }], { asOf: AS_OF, maxMonths: 24 });
    // 1,000 × 120 % / 12 = 100 of interest against a 50 minimum.
    expect(plan.warnings.map((w) => w.code)).toContain('negative_amortization');
    expect(plan.methods.avalanche.paid_off).toBe(false);
    expect(plan.methods.avalanche.debt_free_date).toBeNull();
    expect(plan.methods.avalanche.remaining_balance.greaterThan(1000)).toBe(true);
    expect(plan.methods.avalanche.months).toBeLessThanOrEqual(24);
    expect(plan.warnings.map((w) => w.code)).toContain('never_pays_off');
    expect(plan.status).toBe('never_pays_off');
    expect(plan.milestones.find((m) => m.kind === 'debt_free')).toBeUndefined();
  });

  describe('a minimum below the monthly interest (negative amortization)', () => {
    // The case people hit: a 20,000 card at 29.99 % APR with a 100 minimum. Month 1 charges 20,000 × 29.99 % / 12 =
    // 499.83 of interest, so the balance grows 399.83 a month. The plan used to run until the balance passed 100 × the
    // start and print a $2,023,622.12 balance; it must say the minimum does not cover the interest, that the balance
    // grows, and what payment would clear it, with no runaway projection.
    const CARD = [{ creditor: 'Card', balance: '20000', rate: 29.99, minPayment: '100' }];
    const r = 0.2999 / 12;

    it('answers never_pays_off with the monthly shortfall, not a million-dollar balance', () => {
      const plan = planPayoff(CARD, { asOf: AS_OF });
      expect(plan.status).toBe('never_pays_off');
      expect(plan.payment_gap!.first_month_interest.toFixed(2)).toBe('499.83');
      expect(plan.payment_gap!.monthly_shortfall.toFixed(2)).toBe('399.83');
      expect(plan.payment_gap!.projection_months).toBe(12);
      for (const m of ['avalanche', 'snowball', 'hybrid'] as const) {
        expect(plan.methods[m].never_pays_off).toBe(true);
        expect(plan.methods[m].debt_free_date).toBeNull();
        expect(plan.methods[m].months).toBe(12);
      }
      expect(plan.minimums_only.never_pays_off).toBe(true);
      const text = [plan.narrative, plan.recommendation, ...plan.warnings.map((w) => w.message)].join(' ');
      expect(text).not.toMatch(/\$\d{1,3},\d{3},\d{3}/); // no amount of a million dollars or more anywhere
      expect(plan.narrative).toContain('does not cover the $499.83 of interest');
      expect(plan.narrative).toContain('across 1 debt.');
      expect(plan.warnings.find((w) => w.code === 'negative_amortization')!.message).toContain('grows by $399.83 a month');
    });

    it('projects the 12-month balance of the closed form (future value of the balance less the payments)', () => {
      // FV = B(1+r)^12 − P((1+r)^12 − 1)/r (numpy-financial fv(r, 12, 100, −20000)), within the cent-rounding drift
      // ½ cent × Σ_{j<12} (1+r)^j documented in docs/payoff.md.
      const plan = planPayoff(CARD, { asOf: AS_OF });
      const g = (1 + r) ** 12;
      const fv = 20000 * g - (100 * (g - 1)) / r;
      const drift = (0.005 * (g - 1)) / r;
      expect(Math.abs(plan.payment_gap!.balance_after_projection.toNumber() - fv)).toBeLessThanOrEqual(drift);
      expect(plan.payment_gap!.balance_after_projection.greaterThan(20000)).toBe(true);
    });

    it('names the payment that clears the debt in 36 months (numpy-financial pmt) and that payment does clear it', () => {
      const plan = planPayoff(CARD, { asOf: AS_OF });
      const pmt = (20000 * r) / (1 - (1 + r) ** -36);
      expect(plan.payment_gap!.payoff_months).toBe(36);
      expect(Math.abs(plan.payment_gap!.payment_to_pay_off.toNumber() - pmt)).toBeLessThanOrEqual(0.005);
      expect(plan.narrative).toContain(`Paying $${plan.payment_gap!.payment_to_pay_off.toFixed(2)} a month would clear it in 36 months`);
      const paying = planPayoff(CARD, { asOf: AS_OF, extraPayment: plan.payment_gap!.payment_to_pay_off.minus(100) });
      expect(paying.status).toBe('pays_off');
      expect(paying.methods.avalanche.months).toBeLessThanOrEqual(37); // 36 payments, a last one of cents at most
    });

    it('says never_pays_off whenever the whole budget does not cover the first month’s interest (property)', () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ creditor: fc.constantFrom('A', 'B', 'C'), balanceCents: fc.integer({ min: 100_000, max: 5_000_000 }), rate: fc.integer({ min: 1500, max: 4000 }) }), { minLength: 1, maxLength: 4 }),
          fc.double({ min: 0, max: 0.99, noNaN: true }),
          (rows, share) => {
            // Each minimum is a share (< 1) of its own first-month interest, so the budget never covers the interest.
            const debts = rows.map((d) => {
              const interestCents = Math.round((d.balanceCents * d.rate) / 100 / 1200);
              return { creditor: d.creditor, balance: (d.balanceCents / 100).toFixed(2), rate: d.rate / 100, minPayment: (Math.floor(interestCents * share) / 100).toFixed(2) };
            });
            const plan = planPayoff(debts, { asOf: AS_OF, schedule: 'none' });
            expect(plan.status).toBe('never_pays_off');
            expect(plan.payment_gap!.monthly_shortfall.greaterThan(0)).toBe(true);
            expect(plan.methods[plan.recommended_method].months).toBe(12);
            // The projection never runs away: at most what 12 months of compounding at 40 % APR with no payment gives.
            expect(plan.methods[plan.recommended_method].remaining_balance.lessThanOrEqualTo(plan.total_debt.times((1 + 0.4 / 12) ** 12))).toBe(true);
          },
        ),
        { numRuns: 100 },
      );
    });

    it('says it in Spanish with the same figures', () => {
      const plan = planPayoff(CARD, { asOf: AS_OF, lang: 'es' });
      expect(plan.narrative).toContain('en 1 deuda.');
      expect(plan.narrative).toContain('499,83\u00a0US$');
    });
  });

  it('flags a minimum that only covers the interest', () => {
    // 1,200 × 12 % / 12 = 12.00 of interest; minimum 12.00.
    const plan = planPayoff([{ creditor: 'Flat', balance: '1200', rate: 12, minPayment: '12' }], { asOf: AS_OF, maxMonths: 12 });
    expect(plan.warnings.find((w) => w.creditor === 'Flat')?.code).toBe('interest_only');
  });

  it('treats interest savings as a lower bound when minimums never finish', () => {
    const plan = planPayoff([{ creditor: 'Payday', balance: '1000', rate: 120, minPayment: '50' }], { asOf: AS_OF, extraPayment: '200' });
    expect(plan.methods.avalanche.paid_off).toBe(true);
    expect(plan.minimums_only.paid_off).toBe(false);
    expect(plan.interest_savings_is_lower_bound).toBe(true);
    expect(plan.interest_savings_vs_minimums.isNegative()).toBe(false);
  });

  it('names the milestones of the recommended plan in month order', () => {
    const plan = planPayoff(DEBTS, { asOf: AS_OF, extraPayment: '100' });
    const kinds = plan.milestones.map((m) => m.kind);
    expect(kinds[0]).toBe('first_debt_paid');
    expect(kinds).toContain('half_balance_paid');
    expect(kinds[kinds.length - 1]).toBe('debt_free');
    const months = plan.milestones.map((m) => m.month);
    expect([...months].sort((a, b) => a - b)).toEqual(months);
    const rec = plan.methods[plan.recommended_method];
    expect(plan.milestones[0]!.creditor).toBe(rec.payoff_order[0]!.creditor);
    expect(plan.milestones[kinds.length - 1]!.month).toBe(rec.months);
  });

  it('dates each payoff asOf plus its month', () => {
    const plan = planPayoff(DEBTS, { asOf: '2026-01-31' });
    for (const entry of plan.methods.avalanche.payoff_order) expect(entry.payoff_date).toBe(addMonthsIso('2026-01-31', entry.month));
  });

  it('recommends avalanche when a quick win would cost too much', () => {
    // Snowball clears the small 0 % loan first but leaves the 29.99 % card compounding: far more than 5 % extra interest.
    const plan = planPayoff(
      [
        { creditor: 'Card', balance: '8000', rate: 29.99, minPayment: '250' },
        { creditor: 'Loan', balance: '1500', rate: 0, minPayment: '50' },
      ],
      { asOf: AS_OF, extraPayment: '300' },
    );
    expect(plan.auto_method).toBe('avalanche');
    expect(plan.auto_reason).toBe('lowest_interest');
  });

  it('recommends the quick win when it is cheap and much sooner', () => {
    // Two debts at almost the same rate: snowball clears the small one at once for cents more interest.
    const plan = planPayoff(
      [
        { creditor: 'Big', balance: '6000', rate: 18.01, minPayment: '150' },
        { creditor: 'Small', balance: '400', rate: 18, minPayment: '25' },
      ],
      { asOf: AS_OF, extraPayment: '200' },
    );
    expect(plan.auto_method).not.toBe('avalanche');
    expect(plan.auto_reason).toBe('quick_win_costs_little');
    const chosen = plan.methods[plan.auto_method];
    expect(chosen.payoff_order[0]!.creditor).toBe('Small');
    expect(plan.recommendation).toContain('Small');
  });

  it('says all methods agree for a single debt', () => {
    const plan = planPayoff([{ creditor: 'Only', balance: '2000', rate: 10, minPayment: '100' }], { asOf: AS_OF });
    expect(plan.auto_reason).toBe('all_methods_equal');
    expect(plan.recommended_method).toBe('avalanche');
  });

  it('follows an explicitly requested method and still reports auto’s choice', () => {
    const plan = planPayoff(DEBTS, { asOf: AS_OF, method: 'snowball' });
    expect(plan.recommended_method).toBe('snowball');
    expect(plan.method_requested).toBe('snowball');
    expect(['avalanche', 'snowball', 'hybrid']).toContain(plan.auto_method);
  });

  it('charges more interest per month under average daily balance in a 31-day month than APR ÷ 12', () => {
    // 24 % APR on 10,000: APR/12 gives 200.00; APR/365 × 31 days gives 203.84 (10,000 × 0.24 × 31 / 365 = 203.835…).
    const debts = [{ creditor: 'Card', balance: '10000', rate: 24, minPayment: '10500' }];
    const monthly = planPayoff(debts, { asOf: '2026-01-01', schedule: 'monthly' });
    const daily = planPayoff(debts, { asOf: '2026-01-01', interestMode: 'average_daily_balance', schedule: 'monthly' });
    expect(monthly.schedule[0]!.interest.toFixed(2)).toBe('200.00');
    expect(daily.schedule[0]!.interest.toFixed(2)).toBe('203.84');
  });

  it('counts statement days on asOf’s calendar', () => {
    // From 2028-01-31: Feb 29 (leap year, clamped), Mar 31, Apr 30 → 29, 31, 30 days.
    expect(Array.from(statementDays('2028-01-31', 3)).slice(1)).toEqual([29, 31, 30]);
  });

  it('adds months exactly like the core addMonthsIso', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 1300 }), (date, months) => {
        const iso = date.toISOString().slice(0, 10);
        expect(addMonthsIsoFast(iso, months)).toBe(addMonthsIso(iso, months));
      }),
      { numRuns: 300 },
    );
  });

  it('accepts Decimal and number amounts', () => {
    const a = planPayoff([{ creditor: 'X', balance: new Decimal('1234.56'), rate: 10, minPayment: 100 }], { asOf: AS_OF, extraPayment: new Decimal(50) });
    const b = planPayoff([{ creditor: 'X', balance: '1234.56', rate: '10', minPayment: '100' }], { asOf: AS_OF, extraPayment: '50' });
    expect(toJsonValue(a)).toEqual(toJsonValue(b));
  });

  it('writes the narrative in Spanish with the same figures', () => {
    const en = planPayoff(DEBTS, { asOf: AS_OF, extraPayment: '100' });
    const es = planPayoff(DEBTS, { asOf: AS_OF, extraPayment: '100', lang: 'es' });
    expect(es.narrative).not.toBe(en.narrative);
    expect(es.narrative).toContain('Debe');
    expect(es.methods).toEqual(en.methods);
    expect(Object.keys(PLAN_PAYOFF_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_PAYOFF_MESSAGES.en).sort());
  });

  it('rejects bad debts naming the field', () => {
    const error = thrown(() => planPayoff([{ creditor: 'X', balance: '-5', rate: 10, minPayment: '10' }], { asOf: AS_OF }));
    expect(isGuidekitError(error)).toBe(true);
    expect((error as { field: string }).field).toBe('debts[0].balance');
    expect((error as Error).message.startsWith('planPayoff:')).toBe(true);
    const empty = thrown(() => planPayoff([], { asOf: AS_OF }));
    expect((empty as { code: string }).code).toBe('invalid_debts');
  });

  it('rejects bad options naming the field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ asOf: '2026-02-30' }, 'asOf'],
      [{ asOf: AS_OF, extraPayment: '-1' }, 'extraPayment'],
      [{ asOf: AS_OF, method: 'fastest' }, 'method'],
      [{ asOf: AS_OF, interestMode: 'daily' }, 'interestMode'],
      [{ asOf: AS_OF, maxMonths: 0 }, 'maxMonths'],
      [{ asOf: AS_OF, maxMonths: 1201 }, 'maxMonths'],
      [{ asOf: AS_OF, lang: 'it' }, 'lang'],
    ];
    for (const [options, field] of cases) {
      const error = thrown(() => planPayoff(DEBTS, options as never));
      expect(isGuidekitError(error)).toBe(true);
      expect((error as { field: string }).field).toBe(field);
    }
  });

  describe('GET /api/debt/payoff', () => {
    it('answers 200 with the spec fields', async () => {
      const outcome = await invokeEndpoint(debtPayoff, { debts: JSON.stringify(DEBTS), extra_payment: '100', method: 'auto' }, { asOf: AS_OF });
      expect(outcome.status).toBe(200);
      const body = toJsonValue(outcome.body) as Record<string, unknown>;
      for (const key of ['total_debt', 'methods', 'recommendation', 'milestones', 'interest_savings_vs_minimums', 'narrative']) expect(body).toHaveProperty(key);
      expect(body.total_debt).toBe(14600);
      expect(Object.keys(body.methods as object).sort()).toEqual(['avalanche', 'hybrid', 'snowball']);
      expect(body.schedule_interval).toBe('monthly');
    });

    it('answers 400 naming a bad debt field', async () => {
      const outcome = await invokeEndpoint(debtPayoff, { debts: JSON.stringify([{ creditor: 'X', balance: 'lots', rate: 5, minPayment: '10' }]) }, { asOf: AS_OF });
      expect(outcome.status).toBe(400);
      expect(JSON.stringify(outcome.body)).toContain('debts[0].balance');
    });

    it('answers 400 naming a bad method', async () => {
      const outcome = await invokeEndpoint(debtPayoff, { debts: JSON.stringify(DEBTS), method: 'fastest' }, { asOf: AS_OF });
      expect(outcome.status).toBe(400);
      expect((outcome.body as { errors: { field: string }[] }).errors[0]!.field).toBe('method');
    });

    it('answers 400 when debts is missing', async () => {
      const outcome = await invokeEndpoint(debtPayoff, {}, { asOf: AS_OF });
      expect(outcome.status).toBe(400);
      expect((outcome.body as { errors: { field: string }[] }).errors[0]!.field).toBe('debts');
    });
  });
});
