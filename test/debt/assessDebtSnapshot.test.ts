import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtSnapshot } from '../../src/catalog/debt/snapshot.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { toJsonValue } from '../../src/core/toJsonValue.js';
import { assessDebtSnapshot, BURDEN_RATING_BANDS, BURDEN_WEIGHTS } from '../../src/debt/assessDebtSnapshot.js';
import { ASSESS_DEBT_SNAPSHOT_MESSAGES } from '../../src/debt/messages/assessDebtSnapshot.js';
import { planPayoff } from '../../src/debt/planPayoff.js';

const AS_OF = '2026-11-22';
const DEBTS = [
  { creditor: 'Card', balance: '6000', rate: 26.99, minPayment: '180' },
  { creditor: 'Car', balance: '12000', rate: 7, minPayment: '320' },
];
const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
const debtsArb = fc.array(
  fc.record({
    creditor: fc.constantFrom('Alpha', 'Bravo', 'Charlie', 'Delta'),
    balance: cents(5_000_000),
    rate: fc.integer({ min: 0, max: 6000 }).map((r) => r / 100),
    minPayment: cents(100_000),
    months_behind: fc.integer({ min: 0, max: 6 }),
    lawsuit: fc.boolean(),
  }),
  { minLength: 1, maxLength: 6 },
);

describe('assessDebtSnapshot', () => {
  it('computes the debt-to-income ratio as in the CFPB example (2,000 of payments on 6,000 of income = 33 %)', () => {
    // CFPB, "What is a debt-to-income ratio?": $1,500 + $100 + $400 of monthly payments on $6,000 gross monthly income.
    const s = assessDebtSnapshot(
      [
        { creditor: 'Mortgage', balance: '250000', rate: 6, minPayment: '1500' },
        { creditor: 'Auto', balance: '4000', rate: 5, minPayment: '100' },
        { creditor: 'Other', balance: '10000', rate: 15, minPayment: '400' },
      ],
      { asOf: AS_OF, income: '6000' },
    );
    expect(s.debt_to_income_ratio).toBeCloseTo(1 / 3, 4);
  });

  it('builds the score from its components and maps it to the documented bands', () => {
    fc.assert(
      fc.property(debtsArb, fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }), (debts, income) => {
        const s = assessDebtSnapshot(debts, { asOf: AS_OF, ...(income === undefined ? {} : { income: (income / 100).toFixed(2) }) });
        const included = s.score_components.filter((c) => c.included);
        for (const c of s.score_components) {
          expect(c.points).toBeGreaterThanOrEqual(0);
          expect(c.points).toBeLessThanOrEqual(c.max_points);
          expect(c.max_points).toBe(BURDEN_WEIGHTS[c.component]);
          expect(c.reason.length).toBeGreaterThan(0);
        }
        const points = included.reduce((a, c) => a + c.points, 0);
        const max = included.reduce((a, c) => a + c.max_points, 0);
        expect(s.burden_score).toBe(Math.round((100 * points) / max));
        expect(s.burden_score).toBeGreaterThanOrEqual(0);
        expect(s.burden_score).toBeLessThanOrEqual(100);
        const band = [...BURDEN_RATING_BANDS].reverse().find((b) => s.burden_score >= b.min)!;
        expect(s.burden_rating).toBe(band.rating);
      }),
      { numRuns: 120 },
    );
  });

  it('weights sum to 100', () => {
    expect(Object.values(BURDEN_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('leaves the debt-to-income component out without income', () => {
    const s = assessDebtSnapshot(DEBTS, { asOf: AS_OF });
    expect(s.debt_to_income_ratio).toBeNull();
    expect(s.score_components.find((c) => c.component === 'debt_to_income')!.included).toBe(false);
  });

  it('scores a heavier burden higher: same debts, less income', () => {
    const rich = assessDebtSnapshot(DEBTS, { asOf: AS_OF, income: '20000' });
    const poor = assessDebtSnapshot(DEBTS, { asOf: AS_OF, income: '1000' }); // 500 ÷ 1,000 = 50 % ≥ 43 %
    expect(poor.burden_score).toBeGreaterThan(rich.burden_score);
    expect(poor.warning_flags.map((f) => f.code)).toContain('high_debt_to_income');
  });

  it('flags negative amortization, very high APR and legal risk, with the lawsuit first among the actions', () => {
    const s = assessDebtSnapshot(
      [
        { creditor: 'Payday', balance: '1000', rate: 390, minPayment: '50' },
        { creditor: 'Collector', balance: '2000', rate: 0, minPayment: '50', lawsuit: true, in_collections: true },
      ],
      { asOf: AS_OF, income: '2500', country: 'AU' },
    );
    const codes = s.warning_flags.map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['negative_amortization', 'very_high_apr', 'lawsuit', 'in_collections']));
    expect(s.priority_actions[0]!.code).toBe('respond_to_lawsuit');
    expect(s.priority_actions.find((a) => a.code === 'seek_counselling')!.action).toContain('1800 007 007');
    expect(s.unverified_rules).toEqual(expect.arrayContaining(['au.debt_to_income_thresholds']));
    // An Australian answer cites Australian benchmarks only: the 48% annual cost rate cap, not the US Military Lending Act.
    expect(s.rules_applied.map((r) => r.jurisdiction)).toEqual(['AU', 'AU']);
    expect(s.warning_flags.find((f) => f.code === 'very_high_apr')!.message).toContain('48%');
  });

  it('projects payoff with the payoff engine', () => {
    const s = assessDebtSnapshot(DEBTS, { asOf: AS_OF, income: '4000' });
    const plan = planPayoff(DEBTS, { asOf: AS_OF });
    expect(s.payoff_projection.minimums_only.months).toBe(plan.minimums_only.months);
    expect(s.payoff_projection.with_recommended_method.months).toBe(plan.methods[plan.recommended_method].months);
    expect(s.payoff_projection.interest_savings.equals(plan.interest_savings_vs_minimums)).toBe(true);
  });

  it('gives the same answer whatever the order of the debts, and leaves them untouched', () => {
    fc.assert(
      fc.property(
        debtsArb.chain((d) => fc.tuple(fc.constant(d), fc.shuffledSubarray(d, { minLength: d.length, maxLength: d.length }))),
        ([debts, shuffled]) => {
          const before = structuredClone(debts);
          const a = assessDebtSnapshot(debts, { asOf: AS_OF, income: '3000' });
          expect(toJsonValue(assessDebtSnapshot(shuffled, { asOf: AS_OF, income: '3000' }))).toEqual(toJsonValue(a));
          expect(debts).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('speaks Spanish with a complete catalog', () => {
    const s = assessDebtSnapshot(DEBTS, { asOf: AS_OF, income: '4000', lang: 'es' });
    expect(s.narrative).toContain('Debe');
    expect(Object.keys(ASSESS_DEBT_SNAPSHOT_MESSAGES.es).sort()).toEqual(Object.keys(ASSESS_DEBT_SNAPSHOT_MESSAGES.en).sort());
  });

  it('rejects bad arguments naming the field', () => {
    const cases: [unknown[], Record<string, unknown>, string][] = [
      [DEBTS, { asOf: 'today' }, 'asOf'],
      [DEBTS, { asOf: AS_OF, income: '-3' }, 'income'],
      [DEBTS, { asOf: AS_OF, country: 'FR' }, 'country'],
      [[{ creditor: '', balance: '1', rate: 1, minPayment: '1' }], { asOf: AS_OF }, 'debts[0].creditor'],
    ];
    for (const [debts, options, field] of cases) {
      let error: unknown;
      try {
        assessDebtSnapshot(debts as never, options as never);
      } catch (e) {
        error = e;
      }
      expect(isGuidekitError(error)).toBe(true);
      expect((error as { field: string }).field).toBe(field);
      expect((error as Error).message.startsWith('assessDebtSnapshot:')).toBe(true);
    }
  });

  describe('GET /api/debt/snapshot', () => {
    it('answers 200 with the spec fields', async () => {
      const outcome = await invokeEndpoint(debtSnapshot, { debts: JSON.stringify(DEBTS), income: '4000', country: 'uk' }, { asOf: AS_OF });
      expect(outcome.status).toBe(200);
      const body = toJsonValue(outcome.body) as Record<string, unknown>;
      for (const key of ['total_debt', 'burden_score', 'burden_rating', 'debt_to_income_ratio', 'warning_flags', 'priority_actions', 'payoff_projection']) {
        expect(body).toHaveProperty(key);
      }
      expect(body.country).toBe('UK');
      expect(body.debt_to_income_ratio).toBe(0.125);
    });

    it('answers 400 naming a bad field', async () => {
      const bad = await invokeEndpoint(debtSnapshot, { debts: JSON.stringify(DEBTS), income: 'lots' }, { asOf: AS_OF });
      expect(bad.status).toBe(400);
      expect((bad.body as { errors: { field: string }[] }).errors[0]!.field).toBe('income');
      const badDebt = await invokeEndpoint(debtSnapshot, { debts: JSON.stringify([{ creditor: 'X', balance: '1', rate: -2, minPayment: '1' }]) }, { asOf: AS_OF });
      expect(badDebt.status).toBe(400);
      expect(JSON.stringify(badDebt.body)).toContain('debts[0].rate');
    });
  });
});
