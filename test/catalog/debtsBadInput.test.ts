import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';

// Every debt endpoint that takes `debts` answers bad input with a 400 that names the field: never a crash, never a hang.
const withDebts = ENDPOINTS.filter((e) => e.domain === 'debt' && e.run !== undefined && 'debts' in ((e.params as unknown as { shape?: object }).shape ?? {}));
const good = { creditor: 'Visa', balance: '5000', rate: '22.9', minPayment: '150' };
const required: Record<string, string> = { income: '4000', credit_score: '700' };

const cases: { name: string; debts: string; field: string }[] = [
  { name: 'malformed JSON', debts: '[{"creditor": "Visa", "balance": 5000', field: 'debts' },
  { name: 'no debts', debts: '[]', field: 'debts' },
  { name: 'a negative balance', debts: JSON.stringify([{ ...good, balance: -5 }]), field: 'debts[0].balance' },
  { name: 'an absurd rate', debts: JSON.stringify([{ ...good, rate: 5000 }]), field: 'debts[0].rate' },
  { name: 'NaN', debts: JSON.stringify([{ ...good, minPayment: 'NaN' }]), field: 'debts[0].minPayment' },
  { name: 'a huge number', debts: JSON.stringify([{ ...good, balance: '1e300' }]), field: 'debts[0].balance' },
  { name: '1,000 debts', debts: JSON.stringify(Array.from({ length: 1000 }, (_, i) => ({ ...good, creditor: `C${i}` }))), field: 'debts' },
  { name: 'a missing field', debts: JSON.stringify([{ creditor: 'Visa', rate: 10, minPayment: 10 }]), field: 'debts[0].balance' },
  { name: 'not a list', debts: '{"creditor":"Visa"}', field: 'debts' },
];

describe('debt endpoints taking debts', () => {
  it('include the calculators of the foundation issue', () => {
    expect(withDebts.map((e) => e.operationId)).toEqual(
      expect.arrayContaining(['debtPayoff', 'debtSnapshot', 'debtConsolidate', 'debtPriority', 'debtFreedomRoadmap']),
    );
  });

  for (const endpoint of withDebts) {
    for (const c of cases) {
      it(`${endpoint.operationId} answers ${c.name} with a 400 naming ${c.field}`, async () => {
        const out = await invokeEndpoint(endpoint, { ...required, debts: c.debts }, { asOf: '2026-11-22' });
        expect(out.status).toBe(400);
        const fields = (out.body as { errors: { field: string }[] }).errors.map((e) => e.field);
        expect(fields).toContain(c.field);
      });
    }
  }
});
