// Settle only what is delivered (issue #23, item 2), in-process and deterministic: the answer is stored, keyed by the
// payment, before the payment settles; whichever step a crash interrupts, a retry with the same PAYMENT-SIGNATURE
// gets that answer (never a 402 "nonce already used") and the payment is settled once. The child-process kill tests
// are in test/cli/serveCrash.test.ts.
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator, type GuidekitFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import type { MarketDataSource } from '../../../src/backtest/types.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER, TEST_BARS, TEST_ENDPOINTS } from './fixtures.js';

const URL_ = 'http://localhost/api/test/last-close?symbol=SPY';

describe('a paid answer is stored before its payment settles and replayed to a retry', () => {
  let store: Store;
  let runs: number;
  const bars: MarketDataSource = { load: async (...args) => ((runs += 1), TEST_BARS.load(...args)) };
  const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
  let base = 0;
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
  });
  afterAll(async () => {
    await store.close();
  });
  beforeEach(async () => {
    runs = 0;
    base = (await store.listSettlements({ payer: BUYER_ADDRESS, limit: 1000 })).length;
  });
  const appWith = (facilitator: GuidekitFacilitator, appStore: Store = store) =>
    createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', ports: { bars }, payment: { facilitator, payTo: SELLER, lockStore: appStore } });
  const sign = async (app: ReturnType<typeof createApp>) => {
    const unpaid = await app.request(URL_);
    expect(unpaid.status).toBe(402);
    return encodePaymentSignatureHeader(await buyer.createPaymentPayload(decodePaymentRequiredHeader(unpaid.headers.get('PAYMENT-REQUIRED')!)));
  };
  const settled = async () => (await store.listSettlements({ payer: BUYER_ADDRESS, limit: 1000 })).length - base;

  it('settles and delivers the stored answer when the first attempt stopped between storing it and settling', async () => {
    const local = createLocalFacilitator({ store, payTo: SELLER });
    let cut = true;
    // The first settlement never happens, as if the process died right after the answer was stored.
    const app = appWith({ ...local, settle: async (...args) => (cut ? ((cut = false), Promise.reject(new Error('process died'))) : local.settle(...args)) });
    const header = await sign(app);
    const first = await app.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(first.status).toBe(402); // nothing was delivered, and nothing was settled
    expect(await settled()).toBe(0);
    const retry = await app.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ symbol: 'SPY', close: 1 });
    expect(retry.headers.get('PAYMENT-RESPONSE')).not.toBeNull();
    expect(runs).toBe(1); // the stored answer was delivered, the engine did not run again
    expect(await settled()).toBe(1);
  });

  it('delivers the stored answer when the payment settled but the process died before it could say so', async () => {
    let marks = 0;
    // The first "settled" mark is lost (the process died after the settlement), the later ones go through.
    const forgetful: Store = { ...store, markPaidAnswerSettled: async (...args) => ((marks += 1), marks === 1 ? Promise.reject(new Error('process died')) : store.markPaidAnswerSettled(...args)) };
    const app = appWith(createLocalFacilitator({ store, payTo: SELLER }), forgetful);
    const header = await sign(app);
    const first = await app.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(await settled()).toBe(1);
    const retry = await app.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(retry.status).toBe(200); // not 402 "nonce already used"
    expect(retry.headers.get('x-guidekit-replay')).toBe('stored-answer');
    expect(await retry.text()).toBe(body);
    expect(runs).toBe(1);
    expect(await settled()).toBe(1);
    // Now marked settled: the next retry is served straight from the store.
    const again = await app.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(again.status).toBe(200);
    expect(marks).toBe(2);
  });

  it('answers 503 store-unavailable while the store is down, settles nothing, and serves the same payment once it is back', async () => {
    let down = false;
    const flaky: Store = { ...store, status: () => (down ? { available: false, since: '2026-11-22T00:00:00.000Z', reason: 'test' } : store.status()) };
    const app = createApp({
      endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', ports: { bars },
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER, lockStore: flaky },
    });
    const header = await sign(app);
    down = true;
    const refused = await app.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await refused.json()).toMatchObject({ type: expect.stringMatching(/store-unavailable$/), status: 503 });
    expect((await app.request('/health/ready')).status).toBe(503);
    expect(await (await app.request('/health/ready')).json()).toMatchObject({ status: 'degraded', store: 'unavailable' });
    expect(runs).toBe(0);
    expect(await settled()).toBe(0);
    down = false;
    expect((await app.request('/health/ready')).status).toBe(200);
    const served = await app.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(served.status).toBe(200);
    expect(await settled()).toBe(1);
  });

  it('answers /health/ready 503 draining once the server drains, and closes each connection after its call', async () => {
    let draining = false;
    const app = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', lifecycle: { store, draining: () => draining } });
    expect(await (await app.request('/health/ready')).json()).toMatchObject({ status: 'ready', store: 'available' });
    draining = true;
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    const call = await app.request('/api/test/quote?amount=5');
    expect(call.status).toBe(200);
    expect(call.headers.get('connection')).toBe('close');
  });

  it("answers /health/data with a status code that follows its status", async () => {
    // No data source behind the bars port that testLastClose reads: degraded, 503.
    const app = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22' });
    const res = await app.request('/health/data');
    expect((await res.json()).status).toBe('degraded');
    expect(res.status).toBe(503);
    const pure = createApp({ endpoints: TEST_ENDPOINTS.filter((e) => (e.needs ?? []).length === 0), today: () => '2026-11-22' });
    const ok = await pure.request('/health/data');
    expect((await ok.json()).status).toBe('ok');
    expect(ok.status).toBe(200);
  });
});
