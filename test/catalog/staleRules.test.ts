import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import type { EndpointDefinition } from '../../src/catalog/types.js';
import { RESPONSE_CASES, type ResponseCase } from './_responseCases.js';

// Answers given on 2026-11-25 name, in stale_rules and stale_note, every indexed figure they used whose period has
// ended with no newer figure on record.
const AS_OF = '2026-11-25';

const endpoint = (operationId: string): EndpointDefinition => ENDPOINTS.find((e) => e.operationId === operationId)!;
const responseCase = (operationId: string, name: string): ResponseCase => RESPONSE_CASES[operationId]!.find((c) => c.name === name)!;

interface StaleBody {
  readonly stale_rules: readonly string[];
  readonly stale_note?: string;
  readonly rules_applied: readonly { readonly id: string; readonly effective: string; readonly stale: boolean; readonly stale_since?: string }[];
}

async function answer(operationId: string, params: Record<string, unknown>, ports?: ResponseCase['ports']): Promise<StaleBody> {
  const outcome = await invokeEndpoint(endpoint(operationId), params, { asOf: AS_OF, ...(ports === undefined ? {} : { ports }) });
  expect(outcome.status, operationId).toBe(200);
  return outcome.body as StaleBody;
}

describe('stale rules in catalog answers on 2026-11-25', () => {
  it('debt: interest rates, means-test medians and student-loan figures past their period are listed as stale, each once', async () => {
    const cases: readonly (readonly [string, string, string, string, string])[] = [
      // operation, response case, rule, effective, stale since
      ['debtTax', 'one year behind US', 'us.irs_underpayment_rate', '2026-04-01', '2026-07-01'],
      ['debtTax', 'one year behind CA', 'ca.cra_overdue_interest', '2026-04-01', '2026-07-01'],
      ['debtTax', 'one year behind AU', 'au.ato_gic', '2026-04-01', '2026-07-01'],
      ['debtInsolvency', 'income and debts US', 'us.ust.means_test.median_family_income', '2025-11-01', '2026-04-01'],
      ['debtStudent', 'federal with income AU', 'au.help_repayment', '2025-07-01', '2026-07-01'],
      ['debtStudent', 'federal with income US', 'us.student_default_rate', '2025-07-01', '2026-07-01'],
      ['debtStudent', 'CA Ontario', 'ca.student_rap', '2022-11-01', '2023-11-01'],
    ];
    for (const [operationId, name, id, effective, since] of cases) {
      const c = responseCase(operationId, name);
      const body = await answer(operationId, c.params, c.ports);
      expect(body.stale_rules, `${operationId} ${name}`).toEqual([id]);
      expect(body.rules_applied.find((r) => r.id === id && r.effective === effective), `${operationId} ${name}`).toMatchObject({ stale: true, stale_since: since });
      expect(body.stale_note, `${operationId} ${name}`).toContain(`${id} (${effective} → ${since})`);
    }
    const spanish = await answer('debtStudent', responseCase('debtStudent', 'federal with income es').params);
    expect(spanish.stale_note).toMatch(/^Desactualizado: us\.student_default_rate \(2025-07-01 → 2026-07-01\)/);
    // The Chapter 13 limits of 1 April 2025 hold until the 2028 adjustment: a US answer cites them as current.
    const us = await answer('debtInsolvency', responseCase('debtInsolvency', 'income and debts US').params);
    expect(us.rules_applied.find((r) => r.id === 'us.bankruptcy.109e.chapter13_debt_limits')).toMatchObject({ effective: '2025-04-01', stale: false });
  });

  it('vet: the DHOAS 2023-24 tiers and the Education and Training Benefit maxima of 2022 are listed as stale', async () => {
    const home = await answer('vetHomeLoan', { country: 'Australia', purchase_price: '650000' });
    expect(home.stale_rules).toEqual(['au.dhoas']);
    expect(home.stale_note).toContain('au.dhoas (2023-07-01 → 2024-07-01)');
    const education = await answer('vetEducation', { country: 'Canada', service_months: 150 });
    expect(education.stale_rules).toEqual(['ca.education_training_benefit']);
    expect(education.stale_note).toContain('ca.education_training_benefit (2018-04-01 → 2023-01-01)');
    const spanish = await answer('vetEducation', { country: 'Canada', lang: 'es' });
    expect(spanish.stale_note).toMatch(/^Desactualizado: ca\.education_training_benefit/);
  });

  it('safety: no shopping-safety rule is an indexed figure, so no answer lists a stale rule', async () => {
    for (const operationId of ['safetyRecalls', 'safetyMerchant', 'shopperTrip']) {
      for (const c of RESPONSE_CASES[operationId]!) expect((await answer(operationId, c.params, c.ports)).stale_rules, `${operationId} ${c.name}`).toEqual([]);
    }
  });
});
