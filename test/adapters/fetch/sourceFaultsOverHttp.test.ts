import { x402Client } from '@x402/core/client';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceFetcher, type SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { defineSourcePolicy } from '../../../src/adapters/fetch/SourcePolicy.js';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { parseOhlcvCsv } from '../../../src/backtest/parseOhlcvCsv.js';
import type { MarketDataSource } from '../../../src/backtest/types.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER, TEST_ENDPOINTS } from '../x402/fixtures.js';
import { startFaultServer, type FaultServer } from './faultServer.js';

/**
 * A `bars` port over HTTP through the fetch layer, as the market price adapters are built: the origin's CSV parsed by
 * the real parser. The test endpoint `testLastClose` reads it after payment is verified.
 */
function httpBars(fetcher: SourceFetcher, origin: FaultServer): MarketDataSource {
  return {
    async load(symbol, _range, call) {
      const res = await fetcher.fetch('bars.http', { url: origin.url(`/${symbol}.csv`), ...(call?.trace === undefined ? {} : { trace: call.trace }) });
      return parseOhlcvCsv(res.text()).bars;
    },
  };
}

const CSV = 'Date,Open,High,Low,Close,Volume\n2026-11-20,10,11,9,10.5,100\n2026-11-23,10.5,12,10,11.75,120\n';

describe('a source that fails after payment was verified', () => {
  let origin: FaultServer;
  let store: Store;
  let fetcher: SourceFetcher;
  let paying: typeof fetch;

  beforeAll(async () => {
    origin = await startFaultServer();
    store = await createPgliteStore({ dataDir: 'memory' });
    fetcher = createSourceFetcher({
      policies: [defineSourcePolicy('bars.http', 'daily bars over HTTP', { timeoutMs: 150, retries: 1, backoff: { initialDelayMs: 1, maxDelayMs: 2 }, maxBytes: 2_000, breaker: { consecutiveFailures: 100, halfOpenAfterMs: 1_000 } })],
    });
    const app = createApp({
      endpoints: TEST_ENDPOINTS,
      today: () => '2026-11-25',
      ports: { bars: httpBars(fetcher, origin) },
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
    });
    const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
    paying = wrapFetchWithPayment(async (input, init) => app.fetch(new Request(input, init)), buyer);
  }, 60_000);
  afterAll(async () => {
    await fetcher.close();
    await store.close();
    await origin.close();
  });

  it('serves and settles when the source answers, with the data block naming it', async () => {
    origin.set('/SPY.csv', [{ kind: 'text', body: CSV, type: 'text/csv' }]);
    const before = (await store.listSettlements({ payer: BUYER_ADDRESS })).length;
    const res = await paying('http://localhost/api/test/last-close?symbol=SPY');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.close).toBe(11.75);
    expect(body.data.sources[0]).toMatchObject({ source: 'bars.http', host: expect.stringMatching(/^127\.0\.0\.1:/), from_cache: false, status: 200 });
    expect((await store.listSettlements({ payer: BUYER_ADDRESS })).length).toBe(before + 1);
  });

  it.each([
    ['a timeout', [{ kind: 'hang' }], undefined],
    ['a 429 with a long Retry-After', [{ kind: 'status', status: 429, retryAfter: '90' }], '90'],
    ['a 5xx', [{ kind: 'status', status: 502 }], undefined],
    ['a truncated answer', [{ kind: 'truncate', declared: 400, sent: 'Date,Open' }], undefined],
    ['an oversized answer', [{ kind: 'big', bytes: 10_000 }], undefined],
  ] as const)('answers %s with the 503 problem naming the source, and charges nothing', async (_name, behaviours, retryAfter) => {
    const path = `/F${Math.random().toString(36).slice(2, 8).toUpperCase()}.csv`;
    origin.set(path, behaviours);
    const before = (await store.listSettlements({ payer: BUYER_ADDRESS })).length;
    const res = await paying(`http://localhost/api/test/last-close?symbol=${path.slice(1, -4)}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    expect(res.headers.get('PAYMENT-RESPONSE')).toBeNull();
    expect(res.headers.get('retry-after')).toBe(retryAfter ?? null);
    expect(await res.json()).toMatchObject({ type: expect.stringMatching(/data-unavailable$/), sources: ['bars.http'], detail: expect.stringMatching(/Nothing was charged/) });
    expect((await store.listSettlements({ payer: BUYER_ADDRESS })).length).toBe(before);
  });
});
