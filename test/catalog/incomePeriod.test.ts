import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/formatMoney.js';
import { debtBuildCredit } from '../../src/catalog/debt/buildCredit.js';
import { debtConsolidate } from '../../src/catalog/debt/consolidate.js';
import { debtFreedomRoadmap } from '../../src/catalog/debt/freedomRoadmap.js';
import { debtGarnishment } from '../../src/catalog/debt/garnishment.js';
import { debtInsolvency } from '../../src/catalog/debt/insolvency.js';
import { debtSnapshot } from '../../src/catalog/debt/snapshot.js';
import { debtStudent } from '../../src/catalog/debt/student.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import type { EndpointDefinition } from '../../src/catalog/types.js';
import { toJsonValue } from '../../src/core/toJsonValue.js';

// `income` is monthly on every debt endpoint (the spec's Units and formats). A yearly salary typed there gave absurd
// answers; `income_period` (monthly default, annual, biweekly, weekly) converts it, and an unstated monthly income that
// looks yearly is flagged (docs/income.md).
const asOf = '2026-11-22';
const DEBTS = JSON.stringify([
  { creditor: 'Card', balance: '6000', rate: 24, minPayment: '180' },
  { creditor: 'Car', balance: '9000', rate: 6.5, minPayment: '270' },
]);

interface Case {
  readonly endpoint: EndpointDefinition;
  readonly base: Readonly<Record<string, string>>;
  /** The note compares with the monthly minimums (450) when the request lists debts; else the income stands alone. */
  readonly withMinimums: boolean;
}

const CASES: Readonly<Record<string, Case>> = {
  'freedom-roadmap': { endpoint: debtFreedomRoadmap, base: { debts: DEBTS }, withMinimums: true },
  snapshot: { endpoint: debtSnapshot, base: { debts: DEBTS }, withMinimums: true },
  consolidate: { endpoint: debtConsolidate, base: { debts: DEBTS, credit_score: '690' }, withMinimums: true },
  student: { endpoint: debtStudent, base: { balance: '31000' }, withMinimums: false },
  garnishment: { endpoint: debtGarnishment, base: { state: 'VA' }, withMinimums: false },
  'build-credit': { endpoint: debtBuildCredit, base: { score: '580' }, withMinimums: false },
  insolvency: { endpoint: debtInsolvency, base: { debts: DEBTS }, withMinimums: true },
  'insolvency (total debts)': { endpoint: debtInsolvency, base: { debts: '48000' }, withMinimums: false },
};

async function call(c: Case, extra: Record<string, string>): Promise<Record<string, unknown>> {
  const outcome = await invokeEndpoint(c.endpoint, { ...c.base, ...extra }, { asOf });
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
  return toJsonValue(outcome.body) as Record<string, unknown>;
}

function withoutCheck(body: Record<string, unknown>): Record<string, unknown> {
  const { income_check: _ignored, ...rest } = body;
  return rest;
}

interface IncomeCheckJson {
  income_period: string;
  income_as_given: number;
  monthly_income: number;
  looks_annual: boolean;
  monthly_income_if_annual: number | null;
  note: string | null;
}

describe('income_period on every debt endpoint that takes income', () => {
  for (const [name, c] of Object.entries(CASES)) {
    describe(name, () => {
      it('reads an annual income as a twelfth of it: the answer equals the monthly one', async () => {
        const annual = await call(c, { income: '60000', income_period: 'annual' });
        const monthly = await call(c, { income: '5000' });
        expect(withoutCheck(annual)).toEqual(withoutCheck(monthly));
        const check = annual.income_check as IncomeCheckJson;
        expect(check).toMatchObject({ income_period: 'annual', income_as_given: 60000, monthly_income: 5000, looks_annual: false });
        expect(check.note).toContain('$5,000.00 a month');
      });

      it('reads weekly and biweekly pay as 52 and 26 pays a year: 1,000 a week and 2,000 every two weeks are 4,333.33 a month', async () => {
        // 1,000 × 52 / 12 = 4,333.333… and 2,000 × 26 / 12 = 4,333.333…, rounded half up to the cent.
        const weekly = await call(c, { income: '1000', income_period: 'weekly' });
        const biweekly = await call(c, { income: '2000', income_period: 'biweekly' });
        const monthly = await call(c, { income: '4333.33' });
        expect(withoutCheck(weekly)).toEqual(withoutCheck(monthly));
        expect(withoutCheck(biweekly)).toEqual(withoutCheck(monthly));
        expect((weekly.income_check as IncomeCheckJson).monthly_income).toBe(4333.33);
      });

      it('reads a yearly salary typed as the monthly income as yearly, says so and how to override it (issue 22)', async () => {
        const body = await call(c, { income: '60000' });
        const check = body.income_check as IncomeCheckJson & { income_period_basis: string };
        expect(check.looks_annual).toBe(true);
        expect(check).toMatchObject({ income_period: 'annual', income_period_basis: 'inferred', monthly_income: 5000, monthly_income_if_annual: 5000 });
        expect(check.note).toContain('income_period=monthly');
        if (c.withMinimums) expect(check.note).toContain('($450.00)');
        // Computed as the yearly figure it is: the same answer as 5,000 a month.
        expect(withoutCheck(body)).toEqual(withoutCheck(await call(c, { income: '5000' })));
      });

      it('keeps an ordinary monthly income, and one whose period is stated, and states the unit either way', async () => {
        expect((await call(c, { income: '4000' })).income_check).toMatchObject({ looks_annual: false, income_period: 'monthly', income_period_basis: 'default', note: expect.stringContaining('monthly') });
        expect((await call(c, { income: '60000', income_period: 'monthly' })).income_check).toMatchObject({ looks_annual: false, income_period: 'monthly', income_period_basis: 'given', monthly_income: 60000 });
      });

      it('answers 400 naming income_period for an unknown period', async () => {
        const outcome = await invokeEndpoint(c.endpoint, { ...c.base, income: '5000', income_period: 'daily' }, { asOf });
        expect(outcome.status).toBe(400);
        expect((outcome.body as { errors: { field: string }[] }).errors[0]!.field).toBe('income_period');
      });
    });
  }

  it('adds nothing when no income is sent', async () => {
    const body = await call(CASES.snapshot!, {});
    expect(body).not.toHaveProperty('income_check');
  });

  it('writes the note in the answer\'s currency', async () => {
    const body = await call(CASES.snapshot!, { income: '60000', country: 'UK' });
    expect((body.income_check as IncomeCheckJson).note).toContain(formatMoney('5000', { currency: 'GBP' }));
  });

  it('writes the note in Spanish', async () => {
    const body = await call(CASES.snapshot!, { income: '60000', lang: 'es' });
    expect((body.income_check as IncomeCheckJson).note).toContain('5000,00\u00a0US$') // CLDR Spanish: no group in four digits, U+00A0 before US$;
  });
});
