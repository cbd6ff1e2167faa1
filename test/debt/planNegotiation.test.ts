import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtNegotiate } from '../../src/catalog/debt/negotiate.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { PLAN_NEGOTIATION_MESSAGES } from '../../src/debt/messages/planNegotiation.js';
import { planNegotiation } from '../../src/debt/planNegotiation.js';
import { NEGOTIATION_OUTCOMES } from '../../src/debt/rules/negotiationOutcomes.js';
import { NEGOTIATION_PROGRAMS } from '../../src/debt/rules/negotiationPrograms.js';

const asOf = '2026-11-22';
const COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return error.field;
    throw error;
  }
  return undefined;
}

describe('planNegotiation', () => {
  it('returns the four response fields of the spec', () => {
    const plan = planNegotiation({ creditor: 'Acme', balance: '4000' }, { asOf });
    expect(plan.months_behind).toBe(0);
    expect(plan.available_programs.length).toBeGreaterThan(0);
    expect(plan.opening_script).toContain('Acme');
    expect(plan.negotiation_tactics.length).toBeGreaterThan(3);
    expect(plan.realistic_outcomes.stage).toBe('current');
  });

  it('offers the US programs: hardship, rate reduction, forbearance, re-aging and a nonprofit debt management plan', () => {
    const ids = planNegotiation({ creditor: 'A', balance: '1000', months_behind: 1 }, { asOf }).available_programs.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['hardship_plan', 'apr_reduction', 'forbearance', 're_aging', 'debt_management_plan']));
  });

  it('offers the local equivalents in the UK, Canada and Australia', () => {
    const uk = planNegotiation({ creditor: 'A', balance: '1000', country: 'UK' }, { asOf });
    const breathing = uk.available_programs.find((p) => p.id === 'breathing_space');
    expect(breathing?.description).toContain('60 days');
    const ca = planNegotiation({ creditor: 'A', balance: '1000', country: 'CA', months_behind: 4 }, { asOf });
    expect(ca.available_programs.map((p) => p.id)).toEqual(expect.arrayContaining(['credit_counselling_dmp', 'consumer_proposal']));
    const au = planNegotiation({ creditor: 'A', balance: '1000', country: 'AU' }, { asOf });
    expect(au.available_programs[0]?.id).toBe('hardship_variation');
    expect(au.opening_script).toContain('section 72');
    expect(au.rules_applied.find((r) => r.id === 'au.ncc_s72_hardship')?.verified).not.toBeNull();
  });

  it('lists breathing space only from the day the scheme started (2021-05-04)', () => {
    const ids = (day: string) => planNegotiation({ creditor: 'A', balance: '1000', country: 'UK' }, { asOf: day }).available_programs.map((p) => p.id);
    expect(ids('2021-05-03')).not.toContain('breathing_space');
    expect(ids('2021-05-04')).toContain('breathing_space');
  });

  it('moves through the delinquency stages at 1, 3 and 6 months behind (charge-off at 180 days)', () => {
    const stage = (months: number) => planNegotiation({ creditor: 'A', balance: '1000', months_behind: months }, { asOf }).realistic_outcomes.stage;
    expect([0, 1, 2, 3, 5, 6, 120].map(stage)).toEqual([
      'current',
      'early_delinquency',
      'early_delinquency',
      'serious_delinquency',
      'serious_delinquency',
      'charged_off',
      'charged_off',
    ]);
  });

  it('offers a settlement range only once a settlement is realistic', () => {
    expect(planNegotiation({ creditor: 'A', balance: '1000', months_behind: 1 }, { asOf }).realistic_outcomes.settlement).toBeNull();
    const late = planNegotiation({ creditor: 'A', balance: '1000', months_behind: 9 }, { asOf }).realistic_outcomes.settlement;
    expect(late).not.toBeNull();
    expect(late!.amounts.low.lessThanOrEqualTo(late!.amounts.high)).toBe(true);
  });

  it('illustrates a debt management plan with the standard annuity payment', () => {
    // The table's illustrative US plan is 8% over 60 months; $10,000 at 8% over 60 months is $202.76 a month,
    // the figure published by standard loan calculators (M = P·r(1+r)^n / ((1+r)^n − 1)).
    const dmp = NEGOTIATION_OUTCOMES.versions[0]!.value.dmp;
    expect([dmp.apr_percent.US, dmp.term_months]).toEqual([8, 60]);
    const plan = planNegotiation({ creditor: 'A', balance: '10000' }, { asOf });
    expect(plan.realistic_outcomes.debt_management_plan?.monthly_payment.toFixed(2)).toBe('202.76');
  });

  it('warns to check the limitation period for a long-delinquent account', () => {
    const plan = planNegotiation({ creditor: 'A', balance: '1000', months_behind: 48 }, { asOf });
    expect(plan.warnings.some((w) => w.includes('limitation period'))).toBe(true);
  });

  it('writes the script in Spanish', () => {
    const plan = planNegotiation({ creditor: 'Acme', balance: '1000' }, { asOf, lang: 'es' });
    expect(plan.opening_script).toContain('Hola');
    expect(Object.keys(PLAN_NEGOTIATION_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_NEGOTIATION_MESSAGES.en).sort());
  });

  it('marks a program a good fit exactly when the months behind fall in its window', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.integer({ min: 0, max: 600 }), (country, months) => {
        const plan = planNegotiation({ creditor: 'A', balance: '1000', months_behind: months, country }, { asOf });
        const table = NEGOTIATION_PROGRAMS[country].versions[0]!.value;
        for (const program of plan.available_programs) {
          const row = table.find((r) => r.id === program.id)!;
          const inWindow = months >= row.min_months && (row.max_months === null || months <= row.max_months);
          expect(program.fit).toBe(inWindow ? 'good' : 'possible');
        }
        // Good fits are listed first.
        const fits = plan.available_programs.map((p) => p.fit);
        expect(fits.indexOf('possible') === -1 || fits.lastIndexOf('good') < fits.indexOf('possible')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps any settlement amount within [0, balance] and never mutates its input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 600 }), fc.constantFrom(...COUNTRIES), (cents, months, country) => {
        const input = Object.freeze({ creditor: 'A', balance: new Decimal(cents).dividedBy(100).toFixed(2), months_behind: months, country });
        const copy = structuredClone(input);
        const plan = planNegotiation(input, Object.freeze({ asOf }));
        expect(input).toEqual(copy);
        const s = plan.realistic_outcomes.settlement;
        if (s !== null) {
          expect(s.amounts.low.greaterThanOrEqualTo(0)).toBe(true);
          expect(s.amounts.high.lessThanOrEqualTo(plan.balance)).toBe(true);
          expect(s.amounts.low.lessThanOrEqualTo(s.amounts.typical) && s.amounts.typical.lessThanOrEqualTo(s.amounts.high)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('rejects bad arguments naming the field', () => {
    expect(fieldOf(() => planNegotiation({ creditor: 'A', balance: 'x' }, { asOf }))).toBe('balance');
    expect(fieldOf(() => planNegotiation({ creditor: '', balance: '1' }, { asOf }))).toBe('creditor');
    expect(fieldOf(() => planNegotiation({ creditor: 'A', balance: '1', months_behind: -1 }, { asOf }))).toBe('months_behind');
    expect(fieldOf(() => planNegotiation({ creditor: 'A', balance: '1', country: 'NZ' as never }, { asOf }))).toBe('country');
    expect(fieldOf(() => planNegotiation({ creditor: 'A', balance: '1' }, { asOf, lang: 'it' as never }))).toBe('lang');
  });
});

describe('debtNegotiate endpoint', () => {
  it('answers 200 with the spec fields', async () => {
    const outcome = await invokeEndpoint(debtNegotiate, { creditor: 'Acme', balance: '2500', months_behind: '2', country: 'uk' }, { asOf });
    expect(outcome.status).toBe(200);
    const body = outcome.body as Record<string, unknown>;
    for (const field of ['available_programs', 'opening_script', 'negotiation_tactics', 'realistic_outcomes']) expect(body).toHaveProperty(field);
    expect(body.country).toBe('UK');
  });

  it('answers 400 naming the bad field', async () => {
    const bad = await invokeEndpoint(debtNegotiate, { creditor: 'Acme', balance: '100', country: 'FR' }, { asOf });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"field":"country"');
    const missing = await invokeEndpoint(debtNegotiate, { creditor: 'Acme' }, { asOf });
    expect(JSON.stringify(missing.body)).toContain('"field":"balance"');
  });
});
