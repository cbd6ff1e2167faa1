// The spec's Errors table: signal/perps answers 409 when nothing clears the cost floor, and the call is not charged.
// A real @x402/fetch buyer pays the real endpoint (its perpVenues port a fake market): when a gap clears, the payment
// is settled; when none does, the buyer gets the 409 problem and no settlement is recorded.
import { x402Client } from '@x402/core/client';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { signalPerps } from '../../../src/catalog/markets/signalPerps.js';
import type { PerpVenueSource } from '../../../src/markets/perps/PerpVenueSource.js';
import { createPerpVenuesFake } from '../../markets/perps/fixtures.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER } from './fixtures.js';

const BASE = 'http://localhost';

describe('signal/perps over HTTP with x402 (local facilitator, real @x402/fetch buyer)', () => {
  let store: Store;
  // The market the port shows: Hyperliquid's BTC mark, switched per test (600 clears its floor, 150 does not).
  let market: PerpVenueSource = createPerpVenuesFake(100_600);
  const perpVenues: PerpVenueSource = { venues: () => market.venues(), listings: (v, c) => market.listings(v, c), book: (v, s, c) => market.book(v, s, c) };
  let app: ReturnType<typeof createApp>;
  // The client's default spend control caps a payment at $1; a signal costs $2.49, so this buyer lifts the cap.
  const buyer = x402Client.fromConfig({ schemes: [{ network: 'eip155:8453', client: new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)) }], spendControls: false });
  const payingFetch = wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init)), buyer);

  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({
      endpoints: [signalPerps],
      today: () => '2026-11-25',
      ports: { perpVenues },
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
    });
  });
  afterAll(async () => {
    await store.close();
  });

  const settlements = async () => (await store.listSettlements({ payer: BUYER_ADDRESS })).length;

  it('asks for the signal price before running (the port is read only after payment)', async () => {
    const res = await app.request('/api/signal/perps');
    expect(res.status).toBe(402);
  });

  it('settles a paid call whose scan finds a dislocation that clears', async () => {
    market = createPerpVenuesFake(100_600);
    const before = await settlements();
    const res = await payingFetch(`${BASE}/api/signal/perps`);
    expect(res.status).toBe(200);
    expect(res.headers.get('PAYMENT-RESPONSE')).not.toBeNull();
    expect(((await res.json()) as { trade: { asset: string } }).trade.asset).toBe('BTC');
    expect(await settlements()).toBe(before + 1);
  });

  it('answers 409 nothing-clears with the near-miss ladder and settles nothing', async () => {
    market = createPerpVenuesFake(100_150);
    const before = await settlements();
    const res = await payingFetch(`${BASE}/api/signal/perps`);
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.headers.get('PAYMENT-RESPONSE')).toBeNull();
    const problem = (await res.json()) as { type: string; detail: string; near_misses: { asset: string; score: number }[] };
    expect(problem.type).toBe('https://guidekit.dev/problems/nothing-clears');
    expect(problem.detail).toMatch(/Nothing was charged/);
    expect(problem.near_misses.map((n) => n.asset)).toEqual(['TSLA', 'BTC']);
    expect(await settlements()).toBe(before);
  });
});
