import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtBuildCredit } from '../../src/catalog/debt/buildCredit.js';
import { addMonthsIso } from '../../src/core/addMonthsIso.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { PLAN_CREDIT_BUILDING_MESSAGES } from '../../src/debt/messages/planCreditBuilding.js';
import {
  CREDIT_BUILDING_DEPOSIT_SHARE_OF_INCOME,
  CREDIT_BUILDING_FIRST_SCORE,
  CREDIT_BUILDING_FIRST_SCORE_MONTHS,
  CREDIT_BUILDING_POINTS_PER_MONTH,
  CREDIT_BUILDING_SECURED_DEPOSIT,
  planCreditBuilding,
} from '../../src/debt/planCreditBuilding.js';

const asOf = '2026-11-22';
const COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
const RANGE = { US: [300, 850], UK: [0, 1000], CA: [300, 900], AU: [0, 1200] } as const;

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return error.field;
    throw error;
  }
  return undefined;
}

describe('planCreditBuilding', () => {
  it('waits six months for a first score when there is no file (FICO minimum scoring criteria)', () => {
    // myFICO: a FICO Score needs an account open at least six months and one reported within the last six months.
    expect(CREDIT_BUILDING_FIRST_SCORE_MONTHS).toBe(6);
    const plan = planCreditBuilding({}, { asOf });
    expect(plan.status).toBe('no_file');
    expect(plan.score).toBe(0);
    expect(plan.goal_score).toBe(700);
    expect(plan.time_estimate.months_low).toBeGreaterThanOrEqual(6);
    expect(plan.steps[0]!.id).toBe('secured_card');
  });

  it('says the pace and first score are editorial and unverified', () => {
    const plan = planCreditBuilding({ score: 620 }, { asOf });
    expect(plan.assumptions).toMatchObject({ editorial: true, verified: null, points_per_month: CREDIT_BUILDING_POINTS_PER_MONTH.US });
    expect(plan.warnings[0]).toContain('editorial');
  });

  it('estimates months as the first-score wait plus the gap over the pace, fast and slow', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 0, max: 1200 }), (country, rawScore, rawGoal) => {
        const [min, max] = RANGE[country];
        const score = rawScore === 0 || (rawScore >= min && rawScore <= max) ? rawScore : min;
        const goal = Math.min(max, Math.max(min, rawGoal));
        const plan = planCreditBuilding({ score, goal_score: goal, country }, { asOf });
        const pace = CREDIT_BUILDING_POINTS_PER_MONTH[country];
        const start = score === 0 ? CREDIT_BUILDING_FIRST_SCORE[country] : score;
        const lead = score === 0 ? CREDIT_BUILDING_FIRST_SCORE_MONTHS : 0;
        const gap = Math.max(0, goal - start);
        expect(plan.time_estimate.months_low).toBe(lead + Math.ceil(gap / pace.high));
        expect(plan.time_estimate.months_high).toBe(lead + Math.ceil(gap / pace.low));
        expect(plan.time_estimate.months_low).toBeLessThanOrEqual(plan.time_estimate.months_high);
        expect(plan.time_estimate.date_high).toBe(addMonthsIso(asOf, plan.time_estimate.months_high));
        expect(plan.status).toBe(score === 0 ? 'no_file' : score >= goal ? 'reached' : 'building');
        if (plan.status === 'reached') expect(plan.time_estimate.months_high).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('sizes the secured deposit at 5% of monthly income, between $200 and $1,000, with 30% and 10% balance limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (cents) => {
        const income = new Decimal(cents).dividedBy(100);
        const d = planCreditBuilding({ score: 650, income: income.toFixed(2) }, { asOf }).secured_deposit;
        const raw = income.times(CREDIT_BUILDING_DEPOSIT_SHARE_OF_INCOME).dividedBy(10).floor().times(10);
        const expected = Decimal.min(CREDIT_BUILDING_SECURED_DEPOSIT.max, Decimal.max(CREDIT_BUILDING_SECURED_DEPOSIT.min, raw));
        expect(d.suggested.equals(expected)).toBe(true);
        expect(d.affordable).toBe(raw.greaterThanOrEqualTo(CREDIT_BUILDING_SECURED_DEPOSIT.min));
        expect(d.max_balance_10_percent.equals(expected.times('0.1').toDecimalPlaces(2, Decimal.ROUND_DOWN))).toBe(true);
        expect(d.max_balance_30_percent.equals(expected.times('0.3').toDecimalPlaces(2, Decimal.ROUND_DOWN))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('puts a credit-builder loan first when the usual deposit is not affordable', () => {
    const plan = planCreditBuilding({ income: '1500' }, { asOf });
    expect(plan.secured_deposit.affordable).toBe(false);
    expect(plan.steps[0]!.id).toBe('credit_builder_loan');
    expect(planCreditBuilding({ income: '4000' }, { asOf }).steps[0]!.id).toBe('secured_card');
  });

  it('fits the steps to the country: electoral roll in the UK, no authorized-user step outside the US and Canada', () => {
    const uk = planCreditBuilding({ country: 'UK' }, { asOf }).steps.map((s) => s.id);
    expect(uk[0]).toBe('electoral_roll');
    expect(uk).not.toContain('authorized_user');
    expect(planCreditBuilding({ country: 'CA' }, { asOf }).steps.map((s) => s.id)).toContain('authorized_user');
  });

  it('never mutates its input and writes Spanish with the same keys', () => {
    const input = Object.freeze({ score: 600, goal_score: 720, income: '3000' });
    planCreditBuilding(input, Object.freeze({ asOf, lang: 'es' as const }));
    expect(input).toEqual({ score: 600, goal_score: 720, income: '3000' });
    expect(Object.keys(PLAN_CREDIT_BUILDING_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_CREDIT_BUILDING_MESSAGES.en).sort());
    expect(planCreditBuilding(input, { asOf, lang: 'es' }).narrative).toContain('puntos');
  });

  it('rejects a score or goal outside the country\u2019s range, naming the field', () => {
    expect(fieldOf(() => planCreditBuilding({ score: 250 }, { asOf }))).toBe('score');
    expect(fieldOf(() => planCreditBuilding({ goal_score: 900 }, { asOf }))).toBe('goal_score');
    expect(fieldOf(() => planCreditBuilding({ goal_score: 900, country: 'AU' }, { asOf }))).toBeUndefined();
    expect(fieldOf(() => planCreditBuilding({ income: '-5' }, { asOf }))).toBe('income');
    expect(fieldOf(() => planCreditBuilding({ country: 'NZ' as never }, { asOf }))).toBe('country');
  });
});

describe('debtBuildCredit endpoint', () => {
  it('answers 200 with the spec defaults (score 0, goal_score 700)', async () => {
    const outcome = await invokeEndpoint(debtBuildCredit, { income: '2800' }, { asOf });
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ score: 0, goal_score: 700, status: 'no_file' });
  });

  it('answers 400 naming the bad field', async () => {
    const bad = await invokeEndpoint(debtBuildCredit, { score: '120' }, { asOf });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"field":"score"');
    const goal = await invokeEndpoint(debtBuildCredit, { goal_score: 'high' }, { asOf });
    expect(JSON.stringify(goal.body)).toContain('"field":"goal_score"');
  });
});
