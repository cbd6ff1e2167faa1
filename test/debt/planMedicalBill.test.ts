import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtMedical } from '../../src/catalog/debt/medical.js';
import { formatMoney } from '../../src/core/formatMoney.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { PLAN_MEDICAL_BILL_MESSAGES } from '../../src/debt/messages/planMedicalBill.js';
import { MEDICAL_SITUATIONS, planMedicalBill } from '../../src/debt/planMedicalBill.js';

const asOf = '2026-11-22';

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return error.field;
    throw error;
  }
  return undefined;
}

describe('planMedicalBill', () => {
  it('defaults to uninsured and offers the good-faith estimate, financial assistance and a self-pay discount', () => {
    const plan = planMedicalBill({ bill_amount: '8400' }, { asOf });
    expect(plan.situation).toBe('uninsured');
    const fits = Object.fromEntries(plan.protections.map((p) => [p.id, p.applies]));
    expect(fits).toEqual({ no_surprises_act: 'no', good_faith_estimate: 'yes', financial_assistance: 'depends', insurance_appeal: 'no' });
    expect(plan.actions.map((a) => a.id)).toEqual(expect.arrayContaining(['itemized_bill', 'self_pay_discount', 'financial_assistance']));
    expect(plan.actions[0]!.id).toBe('itemized_bill');
    expect(plan.itemized_bill_checklist).toHaveLength(10);
  });

  it('opens the dispute process at $400 or more over the estimate (45 CFR 149.620(a)(2): "at least $400 more")', () => {
    const dispute = (bill: string, estimate: string) => planMedicalBill({ bill_amount: bill }, { asOf, good_faith_estimate: estimate }).estimate_dispute!;
    expect(dispute('2400', '2000').eligible).toBe(true);
    expect(dispute('2399.99', '2000').eligible).toBe(false);
    expect(dispute('2400', '2000').excess_over_estimate?.toFixed(2)).toBe('400.00');
    // Without an estimate: the highest estimate that still qualifies is the bill less $400.
    expect(planMedicalBill({ bill_amount: '1000' }, { asOf }).estimate_dispute?.max_qualifying_estimate?.toFixed(2)).toBe('600.00');
    expect(planMedicalBill({ bill_amount: '399.99' }, { asOf }).estimate_dispute?.eligible).toBe(false);
  });

  it('qualifies for dispute exactly when the bill exceeds the estimate by $400 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (billCents, estimateCents) => {
        const bill = new Decimal(billCents).dividedBy(100).toFixed(2);
        const estimate = new Decimal(estimateCents).dividedBy(100).toFixed(2);
        const input = Object.freeze({ bill_amount: bill });
        const d = planMedicalBill(input, { asOf, good_faith_estimate: estimate }).estimate_dispute!;
        expect(d.eligible).toBe(billCents - estimateCents >= 40_000);
        expect(input).toEqual({ bill_amount: bill });
      }),
      { numRuns: 300 },
    );
  });

  it('applies the No Surprises Act to a surprise bill, only from 2022-01-01', () => {
    const plan = planMedicalBill({ bill_amount: '3000', situation: 'surprise_bill' }, { asOf });
    expect(plan.protections.find((p) => p.id === 'no_surprises_act')?.applies).toBe('yes');
    expect(plan.actions.find((a) => a.id === 'surprise_billing_rights')?.action).toContain('1-800-985-3059');
    expect(plan.estimate_dispute).toBeNull();
    const before = planMedicalBill({ bill_amount: '3000', situation: 'surprise_bill' }, { asOf: '2021-12-31' });
    expect(before.protections.map((p) => p.id)).not.toContain('no_surprises_act');
  });

  it('gives the appeal deadlines for a denied claim (45 CFR 147.136: 180 days, then external review)', () => {
    const plan = planMedicalBill({ bill_amount: '12000', situation: 'insurance_denied', insurance: 'Aetna' }, { asOf });
    expect(plan.protections.find((p) => p.id === 'insurance_appeal')?.applies).toBe('yes');
    expect(plan.actions.find((a) => a.id === 'appeal_denial')?.action).toContain('180 days');
  });

  it('states the 501(r) periods: 240 days to apply, no extraordinary collection for 120 days', () => {
    const fap = planMedicalBill({ bill_amount: '5000' }, { asOf }).protections.find((p) => p.id === 'financial_assistance')!;
    expect(fap.description).toContain('240 days');
    expect(fap.description).toContain('120 days');
    expect(fap.verified).toBeNull();
  });

  it('follows the bureaus\u2019 medical policy: under $500 not reported from 2023-04-11, 365-day wait from 2022-07-01', () => {
    // CFPB blog (2023): medical collections under $500 removed from 2023-04-11; Equifax: one-year wait from July 2022.
    const at = (day: string, bill = '499.99') => planMedicalBill({ bill_amount: bill }, { asOf: day }).credit_reporting;
    expect(at('2023-04-10').below_bureau_threshold).toBe(false);
    expect(at('2023-04-11').below_bureau_threshold).toBe(true);
    expect(at('2026-11-22', '500').below_bureau_threshold).toBe(false);
    expect(at('2022-06-30').bureau_wait_days).toBe(180);
    expect(at('2022-07-01').bureau_wait_days).toBe(365);
  });

  it('reports the CFPB rule as vacated from 2025-07-11 and the state laws by their dates', () => {
    const at = (day: string) => planMedicalBill({ bill_amount: '900' }, { asOf: day }).credit_reporting;
    expect(at('2024-12-31').cfpb_rule_status).toBeNull();
    expect(at('2025-07-10').cfpb_rule_status).toBe('final_not_in_force');
    expect(at('2025-07-11').cfpb_rule_status).toBe('vacated');
    const states = (day: string) => at(day).state_laws.filter((s) => s.in_force).map((s) => s.state);
    expect(states('2024-12-31')).not.toContain('CA');
    expect(states('2025-01-01')).toEqual(expect.arrayContaining(['CO', 'NY', 'MN', 'CA']));
    expect(at(asOf).notes.join(' ')).toContain('vacated');
  });

  it('warns that Medicare, Medicaid, TRICARE and VA care follow their own rules', () => {
    const plan = planMedicalBill({ bill_amount: '700', situation: 'underinsured', insurance: 'Medicare Advantage' }, { asOf });
    expect(plan.warnings[0]).toContain('Medicare');
  });

  it('lists only protections whose rule is in force, each with its source and dates', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEDICAL_SITUATIONS), fc.date({ min: new Date('2015-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }), (situation, date) => {
        const day = date.toISOString().slice(0, 10);
        const plan = planMedicalBill({ bill_amount: '1000', situation }, { asOf: day });
        for (const p of plan.protections) {
          expect(p.effective <= day).toBe(true);
          expect(p.source.length).toBeGreaterThan(0);
          expect(plan.rules_applied.map((r) => r.id)).toContain(p.rule_id);
        }
        expect(plan.actions[0]!.id).toBe('itemized_bill');
      }),
      { numRuns: 150 },
    );
  });

  it('writes Spanish with the same keys', () => {
    expect(Object.keys(PLAN_MEDICAL_BILL_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_MEDICAL_BILL_MESSAGES.en).sort());
    expect(planMedicalBill({ bill_amount: '100' }, { asOf, lang: 'es' }).narrative).toContain('factura médica');
  });

  it('rejects bad arguments naming the field', () => {
    expect(fieldOf(() => planMedicalBill({ bill_amount: 'lots' }, { asOf }))).toBe('bill_amount');
    expect(fieldOf(() => planMedicalBill({ bill_amount: '1', situation: 'broke' as never }, { asOf }))).toBe('situation');
    expect(fieldOf(() => planMedicalBill({ bill_amount: '1' }, { asOf, good_faith_estimate: '-1' }))).toBe('good_faith_estimate');
    expect(fieldOf(() => planMedicalBill({ bill_amount: '1' }, { asOf, lang: 'it' as never }))).toBe('lang');
  });
});

describe('debtMedical endpoint', () => {
  it('answers 200 with the undeclared good_faith_estimate extension', async () => {
    const outcome = await invokeEndpoint(debtMedical, { bill_amount: '2500', good_faith_estimate: '1900' }, { asOf });
    expect(outcome.status).toBe(200);
    expect((outcome.body as { estimate_dispute: { eligible: boolean } }).estimate_dispute.eligible).toBe(true);
  });

  it('answers 400 naming the bad field and listing the allowed situations', async () => {
    const bad = await invokeEndpoint(debtMedical, { bill_amount: '100', situation: 'broke' }, { asOf });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"field":"situation"');
    expect(JSON.stringify(bad.body)).toContain('insurance_denied');
    const missing = await invokeEndpoint(debtMedical, {}, { asOf });
    expect(JSON.stringify(missing.body)).toContain('"field":"bill_amount"');
  });

  describe('outside the US', () => {
    it('keeps the country of a UK bill and names UK routes, never the No Surprises Act or IRC 501(r) (issue 22)', () => {
      const uk = planMedicalBill({ bill_amount: '8500' }, { asOf: '2026-11-25', country: 'UK' });
      expect(uk).toMatchObject({ country: 'UK', currency: 'GBP', estimate_dispute: null });
      const text = JSON.stringify(uk);
      expect(text).not.toMatch(/No Surprises|501\(r\)|CFR|CFPB|\$\d/);
      expect(uk.protections.map((p) => p.id)).toContain('nhs_free_care');
      expect(uk.narrative).toContain(formatMoney('8500', { currency: 'GBP' }));
      expect(uk.rules_applied.map((r) => r.jurisdiction)).toEqual(['UK']);
    });

    it('reports the Australian default-listing minimum in Australian dollars and whether the bill is under it', () => {
      const small = planMedicalBill({ bill_amount: '120' }, { asOf: '2026-11-25', country: 'AU' });
      expect(small.credit_reporting.notes.join(' ')).toContain(formatMoney('150', { currency: 'AUD' }));
      expect(small.credit_reporting.notes).toHaveLength(2);
      expect(planMedicalBill({ bill_amount: '900' }, { asOf: '2026-11-25', country: 'AU' }).credit_reporting.notes).toHaveLength(1);
    });
  });

});
