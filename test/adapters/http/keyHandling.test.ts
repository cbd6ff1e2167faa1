import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { ANY_BARS, CREDIT_TEST_ENDPOINTS, runs } from '../credits/fixtures.js';
import { BUYER_KEY, SELLER } from '../x402/fixtures.js';

const BASE = 'http://localhost';

/** Issue #23: an API key is never written into a URL, a header or a table, and guessing keys is rate-limited. */
describe('createApp and API keys', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  const clock = { ms: 1_000_000 };
  const buyer = x402Client.fromConfig({ schemes: [{ network: 'eip155:8453', client: new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)) }], spendControls: false });
  const paying = wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init)), buyer);

  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({
      endpoints: CREDIT_TEST_ENDPOINTS,
      today: () => '2026-11-22',
      ports: { bars: ANY_BARS },
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
      credits: { store },
      keyAttempts: { maxFailures: 5, windowMs: 60_000, now: () => clock.ms },
    });
  }, 60_000);
  afterAll(async () => {
    await store.close();
  });

  it('strips a `key=` that did not pay from the 402\'s resource URL and from the settlement record', async () => {
    const secret = 'gk_live_not-a-real-key-0123456789abcdef';
    const unpaid = await app.request(`/api/test/basket?theme=ai&key=${secret}`);
    expect(unpaid.status).toBe(402);
    const required = decodePaymentRequiredHeader(unpaid.headers.get('PAYMENT-REQUIRED')!);
    expect(required.resource.url).toContain('/api/test/basket?theme=ai');
    expect(JSON.stringify(required)).not.toContain(secret);
    expect(await unpaid.text()).not.toContain(secret);

    const before = runs.basket;
    const paid = await paying(`${BASE}/api/test/basket?theme=ai&key=${secret}`);
    expect(paid.status).toBe(200);
    expect(runs.basket).toBe(before + 1);
    const settlements = await store.listSettlements({ limit: 1000 });
    expect(settlements.length).toBeGreaterThan(0);
    expect(JSON.stringify(settlements)).not.toContain(secret);
    expect(JSON.stringify(settlements)).toContain('/api/test/basket');
  }, 60_000);

  it('answers 429 problem JSON with Retry-After once a client has tried too many unknown keys, and only to requests with a key', async () => {
    clock.ms += 120_000; // a fresh window
    const guess = (i: number) => app.request(`/api/test/signal?instrument=EURUSD`, { headers: { 'X-API-KEY': `gk_guess_${i}_${'x'.repeat(24)}` } });
    for (let i = 0; i < 5; i += 1) expect((await guess(i)).status).toBe(402);
    const refused = await guess(5);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ status: 429, type: expect.stringMatching(/too-many-key-attempts$/) });
    // The key in the query parameter counts too, and a buyer paying with x402 alone is never slowed.
    expect((await app.request('/api/test/basket?theme=ai&key=gk_guess_again_xxxxxxxxxxxxxxxxxxxxxxxx')).status).toBe(429);
    expect((await app.request('/api/test/signal?instrument=EURUSD')).status).toBe(402);
    // The window ends: the client may try again.
    clock.ms += 61_000;
    expect((await guess(6)).status).toBe(402);
  });
});
