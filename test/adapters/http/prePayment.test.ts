import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { defineEndpoint } from '../../../src/catalog/defineEndpoint.js';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';
import { q } from '../../../src/core/queryParams.js';

const PAY_TO = '0x9876543210987654321098765432109876543210';

/** Issue #23: before payment only validation and the prechecks run; a certain 400 is never asked to pay. */
describe('createApp before payment', () => {
  let store: Store;
  let paid: ReturnType<typeof createApp>;
  const runs = { count: 0 };
  const counted = defineEndpoint({
    operationId: 'testCounted',
    method: 'GET',
    path: '/api/test/counted',
    priceUsd: '0.01',
    domain: 'debt',
    spec: 'test',
    summary: 'Counts its engine runs.',
    params: z.object({ n: q.integer({ min: 0, max: 10 }) }),
    run: (p) => {
      runs.count += 1;
      return { n: p.n };
    },
  });

  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    const payment = { facilitator: createLocalFacilitator({ store, payTo: PAY_TO }), payTo: PAY_TO };
    paid = createApp({ today: () => '2026-11-22', endpoints: [...ENDPOINTS, counted], payment });
  });
  afterAll(async () => {
    await store.close();
  });

  async function expectUnpaid400(res: Response, field: string): Promise<void> {
    expect(res.status).toBe(400);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const body = (await res.json()) as { errors?: { field: string }[] };
    expect(body.errors?.map((e) => e.field)).toContain(field);
  }

  it('never runs a pure engine for an unpaid request: the 402 costs a parse', async () => {
    const before = runs.count;
    const res = await paid.request('/api/test/counted?n=3');
    expect(res.status).toBe(402);
    expect(res.headers.get('PAYMENT-REQUIRED')).not.toBeNull();
    expect(runs.count).toBe(before);
  });

  it('refuses hex, binary, exponent and padded numbers with a 400 naming the field, never a 402', async () => {
    // score=0x2BC was read as 700 and charged (issue #23).
    for (const bad of ['0x2BC', '0b1010111100', '7e2', 'Infinity', '%20700', '700%0A']) {
      await expectUnpaid400(await paid.request(`/api/debt/build-credit?score=${bad}&goal_score=750`), 'score');
    }
    await expectUnpaid400(await paid.request('/api/test/counted?n=0x3'), 'n');
    expect((await paid.request('/api/debt/build-credit?score=700&goal_score=750')).status).toBe(402);
  });

  it('refuses a POST body number written as text in hex', async () => {
    const res = await paid.request('/api/shopper/trip', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ name: 'crib', quantity: '0x10' }] }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    expect(JSON.stringify(await res.json())).toContain('quantity');
  });

  it('answers an analysis question no reader can route with a 400 before payment', async () => {
    const res = await paid.request('/api/analysis', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'hello there' }) });
    await expectUnpaid400(res, 'question');
  });

  it('answers a merchant domain that is an internal address with a 400 before payment', async () => {
    for (const domain of ['127.0.0.1', 'http://[::1]/', '0x7f000001', 'localhost']) {
      await expectUnpaid400(await paid.request(`/api/safety/merchant?domain=${encodeURIComponent(domain)}`), 'domain');
    }
  });

  it('settles nothing for any of these refusals', async () => {
    expect(await store.listSettlements()).toHaveLength(0);
  });
});
