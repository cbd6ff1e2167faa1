import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { prepareEndpointCall } from '../../../src/catalog/prepareEndpointCall.js';
import { PRICE_SIGNAL_CASES } from '../_priceSignalCases.js';
import { AS_OF, CLOCK_CLOSED, CLOCK_OPEN, fakeCrypto, fakeHoldings, fakePrices } from './_marketFakes.js';

// The 200 path of the gated signal endpoints: a SYNTHETIC markets.signal_edge under which every class sells (the real
// table's measured edges decline every class; test/catalog/markets/signalEdgeGate.test.ts tests those 409s).
vi.mock('../../../src/markets/rules/signalEdge.js', async (original) => (await import('./_lib/sellingSignalEdge.js')).withSellingEdge(await original<object>()));

// Every price-driven endpoint, with the request of its first realistic case and the required ports (by name).
const CASES = Object.entries(PRICE_SIGNAL_CASES).map(([operationId, cases]) => [operationId, ENDPOINTS.find((e) => e.operationId === operationId)!, cases[0]!] as const);

/** Ports whose every source is down: the bars sources, the ranking, the holdings. */
const downPorts = {
  prices: fakePrices({ bars: {}, clock: CLOCK_OPEN, down: 'all' }),
  crypto: fakeCrypto({ bars: {}, clock: CLOCK_OPEN, down: 'all' }),
  holdings: fakeHoldings({ funds: {}, clock: CLOCK_OPEN, down: true }),
};

describe.each(CASES)('%s', (_id, endpoint, first) => {
  it('answers 200 with the data block of the sources it read', async () => {
    const out = await invokeEndpoint(endpoint, first.params, { asOf: AS_OF, ports: first.ports! });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const data = (out.body as { data?: { mode: string; sources: { source: string; fetched_at: string }[] } }).data;
    expect(data?.mode).toBe('live');
    expect(data!.sources.length).toBeGreaterThan(0);
    // Each source once, with where and when its data was fetched.
    for (const s of data!.sources) expect([CLOCK_OPEN, CLOCK_CLOSED], s.source).toContain(s.fetched_at);
    expect(new Set(data!.sources.map((s) => s.source)).size).toBe(data!.sources.length);
  });

  it('is a 503 naming the missing port before payment when the app has none, never charged', async () => {
    const prepared = await prepareEndpointCall(endpoint, first.params, { asOf: AS_OF });
    expect(prepared.ok).toBe(false);
    const outcome = (prepared as unknown as { outcome: { status: number; body: { sources: string[]; detail: string } } }).outcome;
    expect(outcome.status).toBe(503);
    expect(outcome.body.sources.length).toBeGreaterThan(0);
    expect(outcome.body.detail).toContain('Nothing was charged');
  });

  it('is a 503 naming the source when every source it needs is down', async () => {
    const out = await invokeEndpoint(endpoint, first.params, { asOf: AS_OF, ports: downPorts });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(503);
    expect((out.body as { sources: string[] }).sources.some((s) => ['yahoo', 'coinbase', 'coingecko', 'ssga'].includes(s))).toBe(true);
  });
});
