import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditGate } from '../../../src/adapters/credits/createCreditGate.js';
import { createCreditService, type CreditService } from '../../../src/adapters/credits/createCreditService.js';
import { generateApiKey } from '../../../src/adapters/credits/generateApiKey.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { grantCredits } from '../store/storeCreditContract.js';
import { CREDIT_TEST_ENDPOINTS } from './fixtures.js';

describe('createCreditGate', () => {
  let store: Store;
  let credits: CreditService;
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    credits = createCreditService({ store });
  });
  afterAll(async () => {
    await store.close();
  });

  // A route whose engine answers 409 (like /api/signal/perps when nothing clears the cost floor: "not charged").
  const signal = CREDIT_TEST_ENDPOINTS.find((e) => e.operationId === 'testSignal')!;
  const appAnswering = (status: number) => {
    const app = new Hono();
    const handler = async () => new Response('{}', { status });
    const x402 = () => new Response('{}', { status: 402 }); // stands in for the x402 middleware
    app.get(signal.path, createCreditGate(signal, credits, handler), x402);
    return app;
  };

  it('refunds the credit of a 409 and of a 501, and keeps it for a 200', async () => {
    const { key, keyHash } = generateApiKey();
    await grantCredits(store, keyHash, 'signal', 1);
    for (const status of [409, 501]) {
      const res = await appAnswering(status).request(signal.path, { headers: { 'X-API-KEY': key } });
      expect(res.status).toBe(status);
      expect(res.headers.get('X-Credits-Spent')).toBe('0');
      expect(await store.creditBalance(keyHash, 'signal')).toBe(1);
    }
    const ok = await appAnswering(200).request(signal.path, { headers: { 'X-API-KEY': key } });
    expect(ok.headers.get('X-Credits-Spent')).toBe('1');
    expect(await store.creditBalance(keyHash, 'signal')).toBe(0);
  });

  it('leaves a call without a key, or with a malformed key, to x402', async () => {
    expect((await appAnswering(200).request(signal.path)).status).toBe(402);
    const res = await appAnswering(200).request(signal.path, { headers: { 'X-API-KEY': 'not-a-key' } });
    expect(res.status).toBe(402);
    expect(res.headers.get('X-Credits-Status')).toBe('unknown_key');
  });
});
