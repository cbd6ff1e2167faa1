// Every debt and veterans endpoint, asked from every country it serves (and, for veterans, from two it does not map),
// must answer with that country's rules and money only: another country's law, authority, website or currency
// appears only inside a labelled comparison, every applied rule names its jurisdiction, and no answer falls back to
// US rules for a country it does not map (spec: Veterans Benefits Guidance Service, "does not fall back to US rules").
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { toJsonText } from '../../src/core/toJsonText.js';
import { JURISDICTION_CASES } from './_jurisdictionCases.js';
import { CURRENCY_OF, scanForForeign } from './_jurisdictionScan.js';

const AS_OF = '2026-11-25';
const BY_ID = new Map(ENDPOINTS.map((e) => [e.operationId, e]));

async function answer(operationId: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = await invokeEndpoint(BY_ID.get(operationId)!, params, { asOf: AS_OF });
  expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(200);
  // What a client parses: amounts as JSON numbers.
  return JSON.parse(toJsonText(out.body)) as Record<string, unknown>;
}

describe('cross-jurisdiction answers', () => {
  it('cover every debt and veterans endpoint in every country it serves', () => {
    const served = ENDPOINTS.filter((e) => (e.domain === 'debt' || e.domain === 'vet') && e.run !== undefined).map((e) => e.operationId);
    const covered = new Set(JURISDICTION_CASES.map((c) => c.operationId));
    expect(served.filter((id) => !covered.has(id))).toEqual([]);
    expect(served.length).toBe(31);
  });

  describe.each(JURISDICTION_CASES.map((c) => [`${c.operationId} ${c.name}`, c] as const))('%s', (_name, c) => {
    it("cites only its country's rules and writes money only in its currency", async () => {
      const body = await answer(c.operationId, c.params);
      const currency = c.country === null ? null : CURRENCY_OF[c.country];
      expect(body.currency, 'the answer states its currency').toBe(currency);
      const findings = scanForForeign(body, { country: c.country, currency });
      expect(findings.map((f) => `${f.path} [${f.what}] …${f.text}…`)).toEqual([]);
    });

    if (c.operationId.startsWith('vet')) {
      it('names the country it assessed and never assumes the US in its place', async () => {
        const scope = (await answer(c.operationId, c.params)).country_scope as { country: string; mapped: boolean; assumed: boolean };
        expect(scope.assumed).toBe(false);
        expect(scope.mapped).toBe(c.country !== null);
        expect(scope.country).toBe(c.params.country);
      });
    }
  });
});

describe('scanForForeign', () => {
  // The test of the test: a UK answer with a US citation planted in it must fail, and pass once it is labelled.
  const ukAnswer = async () => answer('debtSettle', { creditor: 'Barclaycard', balance: '4200', months_behind: 6, country: 'UK' });

  it('finds a US regulation planted in a UK answer, in prose and as an applied rule', async () => {
    const body = await ukAnswer();
    expect(scanForForeign(body, { country: 'UK', currency: 'GBP' })).toEqual([]);
    const planted = {
      ...body,
      narrative: `${String(body.narrative)} Lenders must assess ability to repay (12 CFR 1026.43).`,
      rules_applied: [...(body.rules_applied as unknown[]), { id: 'us.reg_z.atr', title: 'Ability to repay', source: '12 CFR 1026.43(c)', jurisdiction: 'US' }],
    };
    const found = scanForForeign(planted, { country: 'UK', currency: 'GBP' });
    expect(found.some((f) => f.path === 'narrative' && f.what === 'CFR')).toBe(true);
    expect(found.some((f) => f.what === 'US rule not labelled as a comparison')).toBe(true);
  });

  it('accepts the same US rule once it is labelled as a comparison', async () => {
    const body = await ukAnswer();
    const labelled = {
      ...body,
      comparisons: [{ jurisdiction: 'US', comparison: true, text: 'In the US, lenders must assess ability to repay (12 CFR 1026.43).' }],
      rules_applied: [...(body.rules_applied as unknown[]), { id: 'us.reg_z.atr', title: 'Ability to repay', source: '12 CFR 1026.43(c)', jurisdiction: 'US', comparison: true }],
    };
    expect(scanForForeign(labelled, { country: 'UK', currency: 'GBP' })).toEqual([]);
  });

  it('finds dollars in a UK answer and pounds in a US one, but not Canadian dollars written CA$', () => {
    expect(scanForForeign({ narrative: 'You owe $4,200.00.' }, { country: 'UK', currency: 'GBP' }).map((f) => f.what)).toEqual(['amount in USD']);
    expect(scanForForeign({ narrative: 'Debes 4.200,00 US$.' }, { country: 'UK', currency: 'GBP' }).map((f) => f.what)).toEqual(['amount in USD']);
    expect(scanForForeign({ narrative: 'You owe £4,200.00.' }, { country: 'US', currency: 'USD' }).map((f) => f.what)).toEqual(['amount in GBP']);
    expect(scanForForeign({ narrative: 'You owe CA$4,200.00 (4.200,00 CA$).' }, { country: 'CA', currency: 'CAD' })).toEqual([]);
    // A nested amount in another currency is found too, unless it sits in a labelled comparison.
    expect(scanForForeign({ pay: { amount: 100, currency: 'USD' } }, { country: 'DE', currency: 'EUR' }).map((f) => f.what)).toEqual(['amount in USD']);
    expect(scanForForeign({ facts: { jurisdiction: 'US', comparison: true, fee: { amount: 7, currency: 'USD' } } }, { country: 'UK', currency: 'GBP' })).toEqual([]);
  });

  it('finds a rule with no jurisdiction, and any national rule in an answer for an unmapped country', () => {
    expect(scanForForeign({ rules_applied: [{ id: 'x', source: 'y' }] }, { country: 'UK', currency: 'GBP' }).map((f) => f.what)).toEqual(['rule without a jurisdiction']);
    expect(scanForForeign({ rules_applied: [{ id: 'us.va.x', source: 'y', jurisdiction: 'US' }] }, { country: null, currency: null }).map((f) => f.what)).toEqual(['US rule not labelled as a comparison']);
    expect(scanForForeign({ note: 'Ask the Department of Veterans Affairs.' }, { country: null, currency: null }).map((f) => f.what)).toEqual(['US VA']);
  });
});
