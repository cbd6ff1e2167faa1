import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtMortgageRelief } from '../../src/catalog/debt/mortgageRelief.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { pickRule } from '../../src/core/pickRule.js';
import { PLAN_MORTGAGE_RELIEF_MESSAGES } from '../../src/debt/messages/planMortgageRelief.js';
import { planMortgageRelief } from '../../src/debt/planMortgageRelief.js';
import { MORTGAGE_LOSS_MITIGATION } from '../../src/debt/rules/mortgageLossMitigation.js';

const asOf = '2026-11-22';
const LOAN_TYPES = ['Conventional', 'FHA', 'VA', 'USDA'] as const;
const DAY = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

function errorOf(fn: () => unknown): { field: string | undefined; message: string } | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return { field: error.field, message: error.message };
    throw error;
  }
  return undefined;
}

describe('planMortgageRelief', () => {
  it('dates the 120-day pre-foreclosure period from the first missed payment (12 CFR 1024.41(f)(1))', () => {
    // Two months behind on 2026-11-22: the oldest unpaid payment fell due 2026-09-22; counting 120 days by hand
    // (8 left in September, 31, 30, 31, then 20 in January) gives 2027-01-20; the first filing can come the day after.
    const t = planMortgageRelief({ months_behind: 2 }, { asOf }).foreclosure_timeline!;
    expect(t.first_missed_payment).toBe('2026-09-22');
    expect(t.foreclosure_not_before).toBe('2027-01-20');
    expect(t.earliest_first_filing).toBe('2027-01-21');
    expect(t.pre_foreclosure_period).toBe('running');
    expect(t.assumption).toContain('2 months');
  });

  it('puts the foreclosure-not-before date exactly 120 days after the estimated first missed payment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2014-06-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 600 }),
        (date, months) => {
          const day = date.toISOString().slice(0, 10);
          const t = planMortgageRelief({ months_behind: months }, { asOf: day }).foreclosure_timeline!;
          expect((utc(t.foreclosure_not_before) - utc(t.first_missed_payment)) / DAY).toBe(120);
          expect((utc(t.earliest_first_filing) - utc(t.first_missed_payment)) / DAY).toBe(121);
          expect((utc(day) - utc(t.first_missed_payment)) / DAY).toBe(t.days_delinquent);
          // Stated assumption: the oldest unpaid payment fell due `months` calendar months before asOf (clamped to month end).
          const [y, m, d] = day.split('-').map(Number) as [number, number, number];
          const target = new Date(Date.UTC(y, m - 1 - months, 1));
          const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
          target.setUTCDate(Math.min(d, lastDay));
          expect(t.first_missed_payment).toBe(target.toISOString().slice(0, 10));
          expect(t.pre_foreclosure_period).toBe(t.days_delinquent > 120 ? 'ended' : 'running');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('has no timeline when no payment is missed', () => {
    expect(planMortgageRelief({ months_behind: 0 }, { asOf }).foreclosure_timeline).toBeNull();
  });

  it('offers the options of each loan type', () => {
    const ids = (loan_type: (typeof LOAN_TYPES)[number]) => planMortgageRelief({ months_behind: 4, loan_type }, { asOf }).options.map((o) => o.id);
    expect(ids('Conventional')).toEqual(expect.arrayContaining(['forbearance', 'repayment_plan', 'payment_deferral', 'flex_modification', 'short_sale', 'deed_in_lieu']));
    expect(ids('FHA')).toEqual(expect.arrayContaining(['fha_partial_claim', 'fha_hamp_modification']));
    expect(ids('FHA')).not.toContain('flex_modification');
    expect(ids('VA')).toEqual(expect.arrayContaining(['va_partial_claim', 'va_modification']));
    expect(ids('USDA')).toEqual(expect.arrayContaining(['usda_mortgage_recovery_advance', 'usda_modification']));
  });

  it('offers the VA partial claim only from the 2025 reform act (2025-07-30)', () => {
    const ids = (day: string) => planMortgageRelief({ months_behind: 3, loan_type: 'VA' }, { asOf: day }).options.map((o) => o.id);
    expect(ids('2025-07-29')).not.toContain('va_partial_claim');
    expect(ids('2025-07-30')).toContain('va_partial_claim');
  });

  it('marks an option a good fit exactly when the months behind fall in its window, exits last', () => {
    const table = pickRule(MORTGAGE_LOSS_MITIGATION, asOf)!.value;
    fc.assert(
      fc.property(fc.constantFrom(...LOAN_TYPES), fc.integer({ min: 0, max: 600 }), (loan_type, months) => {
        const plan = planMortgageRelief({ months_behind: months, loan_type }, { asOf });
        expect(plan.options.map((o) => o.id).sort()).toEqual(table.filter((r) => r.loan_types.includes(loan_type)).map((r) => r.id).sort());
        for (const o of plan.options) {
          const row = table.find((r) => r.id === o.id)!;
          expect(o.fit).toBe(months >= row.min_months && (row.max_months === null || months <= row.max_months) ? 'good' : 'possible');
        }
        expect(plan.options.slice(-2).map((o) => o.id)).toEqual(['short_sale', 'deed_in_lieu']);
      }),
      { numRuns: 200 },
    );
  });

  it('states the 37-day complete-application rule and fills the servicer script', () => {
    const plan = planMortgageRelief({ months_behind: 3, servicer: 'Acme Servicing', loan_type: 'VA' }, { asOf });
    expect(plan.loss_mitigation_rules[0]).toContain('37 days');
    expect(plan.servicer_script).toContain('Acme Servicing');
    expect(plan.servicer_script).toContain('VA');
    expect(plan.counseling).toContain('HUD');
    expect(plan.rules_applied.find((r) => r.id === 'us.reg_x.loss_mitigation_timing')?.verified).not.toBeNull();
  });

  it('covers the UK, Canada and Australia with their own routes', () => {
    const uk = planMortgageRelief({ country: 'UK', months_behind: 3, loan_type: 'FHA' }, { asOf });
    expect(uk.options.map((o) => o.id)).toEqual(expect.arrayContaining(['uk_pre_action_protocol', 'uk_smi_loan']));
    expect(uk.foreclosure_timeline).toBeNull();
    expect(uk.loan_type).toBeNull();
    expect(uk.warnings[0]).toContain('loan_type');
    const ca = planMortgageRelief({ country: 'CA' }, { asOf });
    expect(ca.options.find((o) => o.id === 'ca_enforcement_route')?.description).toContain('ON');
    const au = planMortgageRelief({ country: 'AU', servicer: 'Big Bank' }, { asOf });
    expect(au.options[0]!.id).toBe('au_hardship_notice');
    expect(au.servicer_script).toContain('section 72');
    expect(au.counseling).toContain('1800 007 007');
  });

  it('never mutates its input and writes Spanish with the same keys', () => {
    const input = Object.freeze({ months_behind: 5, servicer: 'X', loan_type: 'USDA' as const });
    planMortgageRelief(input, { asOf, lang: 'es' });
    expect(input).toEqual({ months_behind: 5, servicer: 'X', loan_type: 'USDA' });
    expect(Object.keys(PLAN_MORTGAGE_RELIEF_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_MORTGAGE_RELIEF_MESSAGES.en).sort());
    expect(planMortgageRelief(input, { asOf, lang: 'es' }).servicer_script).toContain('Hola');
  });

  it('rejects bad arguments naming the field and listing allowed loan types', () => {
    expect(errorOf(() => planMortgageRelief({ months_behind: -1 }, { asOf }))?.field).toBe('months_behind');
    const loan = errorOf(() => planMortgageRelief({ loan_type: 'Jumbo' as never }, { asOf }));
    expect(loan?.field).toBe('loan_type');
    expect(loan?.message).toContain('Conventional, FHA, VA, USDA');
    expect(errorOf(() => planMortgageRelief({ servicer: ' ' }, { asOf }))?.field).toBe('servicer');
    expect(errorOf(() => planMortgageRelief({ country: 'DE' as never }, { asOf }))?.field).toBe('country');
  });
});

describe('debtMortgageRelief endpoint', () => {
  it('answers 200 with the spec defaults (months_behind 1, Conventional)', async () => {
    const outcome = await invokeEndpoint(debtMortgageRelief, { servicer: 'Acme' }, { asOf });
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ months_behind: 1, loan_type: 'Conventional', country: 'US' });
  });

  it('answers 400 naming the bad field', async () => {
    const loan = await invokeEndpoint(debtMortgageRelief, { loan_type: 'Jumbo' }, { asOf });
    expect(loan.status).toBe(400);
    expect(JSON.stringify(loan.body)).toContain('"field":"loan_type"');
    const months = await invokeEndpoint(debtMortgageRelief, { months_behind: 'three' }, { asOf });
    expect(JSON.stringify(months.body)).toContain('"field":"months_behind"');
  });
});
