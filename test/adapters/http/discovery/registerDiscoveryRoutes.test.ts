import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../../src/adapters/x402/createLocalFacilitator.js';
import { RETIRED_ENDPOINTS } from '../../../../src/catalog/markets/index.js';
import { PAY_TO } from './discoveryFixtures.js';

const FREE_PATHS = ['/openapi.json', '/llms.txt', '/.well-known/agent.json', '/.well-known/agent-card.json', '/health', '/api/manifest'];

describe('registerDiscoveryRoutes', () => {
  let store: Store;
  let paid: ReturnType<typeof createApp>;
  const free = createApp({ today: () => '2026-11-22', now: () => new Date('2026-11-22T08:00:00Z') });
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    paid = createApp({ today: () => '2026-11-22', payment: { facilitator: createLocalFacilitator({ store, payTo: PAY_TO }), payTo: PAY_TO } });
  });
  afterAll(async () => {
    await store.close();
  });

  it('serves each discovery document with its content type, free of charge even when the app charges', async () => {
    for (const app of [free, paid]) {
      for (const path of FREE_PATHS) {
        const res = await app.request(`https://api.example.com${path}`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('PAYMENT-REQUIRED'), path).toBeNull();
        expect(res.headers.get('content-type'), path).toMatch(path.endsWith('.txt') ? /^text\/plain; charset=utf-8/ : /^application\/json/);
      }
    }
  });

  it('serves the same agent card at the A2A path and the legacy path', async () => {
    const card = await (await free.request('/.well-known/agent-card.json')).json();
    expect(await (await free.request('/.well-known/agent.json')).json()).toEqual(card);
  });

  it('links documents to the origin the request came to', async () => {
    const doc = (await (await free.request('https://guidekit.example.org/openapi.json')).json()) as { servers: { url: string }[] };
    expect(doc.servers).toEqual([{ url: 'https://guidekit.example.org' }]);
  });

  it('stamps the health reply and the manifest with the injected clock', async () => {
    const health = (await (await free.request('/health')).json()) as { generated_at: string; status: string };
    expect(health).toMatchObject({ status: 'ok', generated_at: '2026-11-22T08:00:00.000Z' });
    const manifest = (await (await free.request('/api/manifest')).json()) as { generated_at: string };
    expect(manifest.generated_at).toBe('2026-11-22T08:00:00.000Z');
  });

  it('reports the payer wallet in the health reply of the paid app', async () => {
    expect(((await (await paid.request('/health')).json()) as { payer_wallet_configured: boolean }).payer_wallet_configured).toBe(true);
  });

  it('answers every method on a retired path with 410 problem JSON naming the replacement, never asking for payment', async () => {
    for (const path of RETIRED_ENDPOINTS) {
      for (const method of ['GET', 'POST']) {
        const res = await paid.request(path, { method });
        expect(res.status, path).toBe(410);
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        const body = (await res.json()) as { status: number; replaced_by: string[]; detail: string };
        expect(body.status).toBe(410);
        expect(body.replaced_by.length).toBeGreaterThan(0);
        for (const replacement of body.replaced_by) expect(body.detail).toContain(replacement);
      }
    }
  });

  it('leaves unknown paths to the 404 problem', async () => {
    expect((await free.request('/.well-known/nothing.json')).status).toBe(404);
  });
});
