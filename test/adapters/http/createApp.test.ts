import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';

const app = createApp({ today: () => '2026-11-22' });

describe('createApp', () => {
  it('routes every catalog endpoint at its method and path', async () => {
    for (const endpoint of ENDPOINTS) {
      const res = await app.request(endpoint.path, { method: endpoint.method, ...(endpoint.method === 'POST' ? { body: '{}' } : {}) });
      expect(res.status, endpoint.path).not.toBe(404);
      // 503: an endpoint that reads outside data, in an app with no ports (data-unavailable, never charged).
      expect([200, 400, 501, 503], endpoint.path).toContain(res.status);
    }
  });

  it('answers invalid input with RFC 9457 problem JSON naming each field', async () => {
    const res = await app.request('/api/debt/payoff?debts=not-json&method=fastest');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const body = (await res.json()) as { errors: { field: string }[]; status: number };
    expect(body.status).toBe(400);
    expect(body.errors.map((e) => e.field).sort()).toEqual(['debts', 'method']);
  });

  it('answers 404 problem JSON off the catalog', async () => {
    const res = await app.request('/api/debt/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it('answers 501 for endpoints whose engine has not landed', async () => {
    const unavailable = ENDPOINTS.filter((e) => e.run === undefined && e.method === 'GET');
    for (const endpoint of unavailable.slice(0, 5)) {
      const res = await app.request(endpoint.path);
      expect(res.status).toBe(501);
    }
  });
});

describe('createApp with payment', () => {
  it('never asks for payment where the engine or its data source is missing, and answers each catalog endpoint 400, 402, 501 or 503', async () => {
    const { createPgliteStore } = await import('../../../src/adapters/store/createPgliteStore.js');
    const { createLocalFacilitator } = await import('../../../src/adapters/x402/createLocalFacilitator.js');
    const store = await createPgliteStore({ dataDir: 'memory' });
    try {
      const payTo = '0x9876543210987654321098765432109876543210';
      const paid = createApp({ today: () => '2026-11-22', payment: { facilitator: createLocalFacilitator({ store, payTo }), payTo } });
      for (const endpoint of ENDPOINTS) {
        const res = await paid.request(endpoint.path, { method: endpoint.method, ...(endpoint.method === 'POST' ? { body: '{}' } : {}) });
        expect([400, 402, 501, 503], endpoint.path).toContain(res.status);
        if (endpoint.run === undefined) expect(res.status, endpoint.path).toBe(501);
        if (res.status !== 402) expect(res.headers.get('PAYMENT-REQUIRED'), endpoint.path).toBeNull();
      }
      expect(await store.listSettlements()).toHaveLength(0);
    } finally {
      await store.close();
    }
  });
});

describe('createApp CORS', () => {
  it('lets a browser send a payment, an API key and the MCP transport headers, and read the payment headers', async () => {
    const res = await createApp({ today: () => '2026-11-22' }).request('/api/mcp', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'payment-signature,mcp-protocol-version' },
    });
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['payment-signature', 'x-api-key', 'mcp-protocol-version', 'mcp-session-id']) expect(allowed).toContain(header);
    const exposed = (await createApp().request('/health', { headers: { Origin: 'https://example.test' } })).headers.get('access-control-expose-headers') ?? '';
    expect(exposed.toUpperCase()).toContain('PAYMENT-REQUIRED');
    expect(exposed.toUpperCase()).toContain('PAYMENT-RESPONSE');
  });
});
