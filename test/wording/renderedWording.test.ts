import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { RESPONSE_CASES } from '../catalog/_responseCases.js';

const AS_OF = '2026-12-02';

/** Nouns the engines count; "1 <noun>s" is a plural slip. */
const COUNTED = ['rating', 'debt', 'month', 'day', 'week', 'year', 'payment', 'condition', 'table', 'account', 'rollover', 'point', 'child', 'dependent', 'letter', 'step', 'creditor', 'loan', 'program'];
const PLURAL_OF: Record<string, string> = { child: 'children' };

/** Members holding the cited rule rows: their source notes quote figures as the sources write them, not our wording. */
const RULE_MEMBERS = new Set(['rules_applied', 'stale_rules', 'rules', 'sources']);

/** Every string of an answer's own text. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) if (!RULE_MEMBERS.has(key)) strings(item, out);
  return out;
}

/** The slips in one English text: "1 ratings", or one money figure written twice in one sentence. */
export function findWordingSlips(text: string): string[] {
  const slips: string[] = [];
  for (const noun of COUNTED) {
    const plural = PLURAL_OF[noun] ?? `${noun}s`;
    const m = text.match(new RegExp(String.raw`(?<![\d.,])\b1 ${plural}\b`));
    if (m) slips.push(`"${m[0]}" in: ${text}`);
  }
  for (const sentence of text.split(/(?<=[.;!?])\s+(?=[A-Z])/)) {
    const figures = sentence.match(/(?:US\$|CA\$|A\$|[$£€])\d[\d,]*(?:\.\d+)?/g) ?? [];
    const seen = new Set<string>();
    for (const figure of figures) {
      if (seen.has(figure) && !/\$0(?:\.00)?$/.test(figure)) slips.push(`${figure} twice in: ${sentence}`);
      seen.add(figure);
    }
  }
  return slips;
}

describe('findWordingSlips', () => {
  it('catches a singular with a plural noun and a figure repeated in one sentence, and passes clean text', () => {
    expect(findWordingSlips('The 1 ratings you gave combine to 70%.')).toHaveLength(1);
    expect(findWordingSlips('A creditor may take at most $401.95 per month, about $401.95 a month.')).toHaveLength(1);
    expect(findWordingSlips('Your combined rating is the one rating you gave. Pay $401.95 a month. Then $401.95 again.')).toEqual([]);
    expect(findWordingSlips('It takes 11 months; 21 days; 1.5 years.')).toEqual([]);
  });
});

const WORDED = ENDPOINTS.filter((e) => (e.domain === 'debt' || e.domain === 'vet') && e.run !== undefined && RESPONSE_CASES[e.operationId] !== undefined);

describe('rendered English answers of the debt and veterans endpoints', () => {
  it('are all walked', () => expect(WORDED.length).toBeGreaterThanOrEqual(25));

  it.each(WORDED.map((e) => [e.operationId, e] as const))('%s: no "1 <plural>" and no money figure twice in a sentence', async (_id, endpoint) => {
    const slips: string[] = [];
    for (const c of RESPONSE_CASES[endpoint.operationId]!) {
      if (c.params.lang !== undefined && c.params.lang !== 'en') continue;
      const out = await invokeEndpoint(endpoint, c.params, { asOf: AS_OF, ...(c.ports === undefined ? {} : { ports: c.ports }) });
      if (out.status !== 200) continue;
      for (const text of strings(out.body)) slips.push(...findWordingSlips(text).map((s) => `${c.name}: ${s}`));
    }
    expect(slips).toEqual([]);
  });
});

/** Requests at the edges the catalog cases miss: one of everything, and figures that could be written twice. */
const EDGE_CASES: readonly { readonly id: string; readonly params: Record<string, unknown> }[] = [
  { id: 'vetDisability', params: { conditions: 'PTSD 50%' } },
  { id: 'vetDisability', params: { conditions: 'PTSD 50, tinnitus 10' } },
  { id: 'vetDisability', params: { conditions: 'PTSD 70%, knee pain' } },
  { id: 'vetTdiu', params: { disability_ratings: '70', employment_status: 'unemployed', income: '0' } },
  { id: 'debtPayoff', params: { debts: JSON.stringify([{ creditor: 'Visa', balance: '300', rate: 22.9, minPayment: '290' }]) } },
  { id: 'debtSnapshot', params: { debts: JSON.stringify([{ creditor: 'Visa', balance: '300', rate: 22.9, minPayment: '150' }]), income: '3000' } },
  { id: 'debtGarnishment', params: { country: 'US', state: 'TX', income: '4000', pay_frequency: 'monthly' } },
  { id: 'debtGarnishment', params: { country: 'US', state: 'CA', income: '3200', pay_frequency: 'monthly' } },
  { id: 'debtPayday', params: { balance: '255', fee_rate: '$45', days: 1, state: 'TX' } },
];

describe('rendered English answers at the edges (one item, one month)', () => {
  it.each(EDGE_CASES.map((c) => [c.id, JSON.stringify(c.params), c] as const))('%s %s: no "1 <plural>", no figure twice in a sentence', async (_id, _p, c) => {
    const endpoint = ENDPOINTS.find((e) => e.operationId === c.id)!;
    const out = await invokeEndpoint(endpoint, c.params, { asOf: AS_OF });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    expect(strings(out.body).flatMap((text) => findWordingSlips(text))).toEqual([]);
  });

  it('a combined rating from stated ratings is not followed by a likely range for the same ratings', async () => {
    const endpoint = ENDPOINTS.find((e) => e.operationId === 'vetDisability')!;
    const out = await invokeEndpoint(endpoint, { conditions: 'PTSD 50, tinnitus 10' }, { asOf: AS_OF });
    const summary = String((out.body as { summary?: string }).summary);
    expect(summary).toMatch(/combine to 60%/);
    expect(summary).not.toMatch(/likely \d+ ?% to \d+ ?%/i);
  });
});
