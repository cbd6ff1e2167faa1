// A 200 always carries a call, a pick or a listing: every market endpoint whose answer would have nothing to sell
// declines with a 409 (no-edge or nothing-clears), and a 409 is never charged. Each declining endpoint is paid here
// over HTTP the two ways a buyer pays: a real @x402/fetch buyer against the local facilitator (no settlement is
// recorded, no PAYMENT-RESPONSE is sent) and a prepaid API key (the credit taken for the call is refunded: the
// balance is unchanged and X-Credits-Spent is 0). Requests and ports: test/adapters/_lib/declineCases.ts.
import { x402Client } from '@x402/core/client';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { DECLINE_CASES, type DeclineCase } from '../_lib/declineCases.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER } from './fixtures.js';

const BASE = 'http://localhost';

describe('declines over HTTP: a 409 settles nothing and spends no credit', () => {
  let store: Store;
  // The client's default spend control caps a payment at $1; a signal costs $2.49, so this buyer lifts the cap.
  const buyer = x402Client.fromConfig({ schemes: [{ network: 'eip155:8453', client: new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)) }], spendControls: false });

  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
  }, 60_000);
  afterAll(async () => {
    await store.close();
  });

  const appFor = (c: DeclineCase) =>
    createApp({
      endpoints: [c.endpoint],
      today: () => c.today ?? '2026-11-25',
      ports: c.ports,
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
      credits: { store },
    });
  const request = (c: DeclineCase, init: RequestInit = {}): [string, RequestInit] =>
    c.endpoint.method === 'GET'
      ? [`${BASE}${c.endpoint.path}?${new URLSearchParams(c.params).toString()}`, init]
      : [`${BASE}${c.endpoint.path}`, { ...init, method: 'POST', headers: { 'content-type': 'application/json', ...(init.headers ?? {}) }, body: JSON.stringify(c.params) }];
  const settlements = async () => (await store.listSettlements({ payer: BUYER_ADDRESS })).length;

  it.each(DECLINE_CASES.map((c) => [c.name, c] as const))('%s: paid with x402, answers its 409 and settles nothing', async (_name, c) => {
    const app = appFor(c);
    const paying = wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init)), buyer);
    const before = await settlements();
    const res = await paying(...request(c));
    const problem = (await res.json()) as { type: string; status: number; detail: string };
    expect(res.status, JSON.stringify(problem).slice(0, 400)).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(problem.type).toBe(`https://guidekit.dev/problems/${c.problem}`);
    expect(problem.detail).toMatch(/Nothing was charged\.$/);
    expect(res.headers.get('PAYMENT-RESPONSE')).toBeNull();
    expect(await settlements()).toBe(before);
  }, 30_000);

  it.each(DECLINE_CASES.map((c) => [c.name, c] as const))('%s: paid with a credit, answers its 409 and refunds the credit', async (_name, c) => {
    const app = appFor(c);
    const paying = wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init)), buyer);
    const credit = c.endpoint.credit!;
    const bought = await paying(`${BASE}/api/credits/purchase`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: credit, pack: 1 }) });
    expect(bought.status).toBe(200);
    const apiKey = ((await bought.json()) as { api_key: string }).api_key;
    const balance = async () => ((await (await app.request('/api/credits/balance', { headers: { 'X-API-KEY': apiKey } })).json()) as { balances: Record<string, number> }).balances[credit];
    expect(await balance()).toBe(1);
    const settled = await settlements();
    const [url, init] = request(c, { headers: { 'X-API-KEY': apiKey } });
    const res = await app.fetch(new Request(url, init));
    const problem = (await res.json()) as { type: string };
    expect(res.status, JSON.stringify(problem).slice(0, 400)).toBe(409);
    expect(problem.type).toBe(`https://guidekit.dev/problems/${c.problem}`);
    expect(res.headers.get('X-Credits-Spent')).toBe('0');
    expect(res.headers.get('X-Credits-Remaining')).toBe('1');
    expect(await balance()).toBe(1);
    // The call itself settled nothing either (only the pack bought above did).
    expect(await settlements()).toBe(settled);
  }, 30_000);
});
