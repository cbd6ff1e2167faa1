import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { MAX_BODY_BYTES, MAX_URL_BYTES } from '../../../src/adapters/http/limitRequestSize.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { SELLER, TEST_ENDPOINTS } from '../x402/fixtures.js';

// RFC 9110 §15.5.15 (414 URI Too Long) and §15.5.14 (413 Content Too Large); RFC 9457 problem details.

/** A path with a query string of exactly `bytes` bytes in all. */
const targetOf = (path: string, bytes: number) => {
  const head = `${path}?amount=5&pad=`;
  return head + 'a'.repeat(bytes - head.length);
};

describe('limitRequestSize (through createApp, with payment)', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
  });
  afterAll(async () => {
    await store.close();
  });

  const expectProblem = async (res: Response, status: number, type: string, limit: number) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    expect(await res.json()).toMatchObject({ type: expect.stringMatching(new RegExp(`/${type}$`)), status, title: expect.any(String), max_bytes: limit });
  };

  it('documents its limits: 8 KiB of path and query, 1 MiB of body', () => {
    expect(MAX_URL_BYTES).toBe(8192);
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
  });

  it('answers a path and query string over the limit with a 414 problem on every route, never asking for payment', async () => {
    for (const path of ['/api/test/quote', '/api/mcp', '/api/nowhere', '/health']) {
      await expectProblem(await app.request(targetOf(path, MAX_URL_BYTES + 1)), 414, 'uri-too-long', MAX_URL_BYTES);
    }
    await expectProblem(await app.request(targetOf('/api/mcp', MAX_URL_BYTES + 1), { method: 'POST', body: '{}' }), 414, 'uri-too-long', MAX_URL_BYTES);
  });

  it('reads a path and query string of exactly the limit', async () => {
    const res = await app.request(targetOf('/api/test/quote', MAX_URL_BYTES));
    expect(res.status).toBe(402);
  });

  it('answers a body over the limit with a 413 problem, declared or streamed, on catalog routes and /api/mcp', async () => {
    const big = JSON.stringify({ name: 'a'.repeat(MAX_BODY_BYTES) });
    for (const path of ['/api/test/echo', '/api/mcp']) {
      const declared = await app.request(path, {
        method: 'POST',
        body: big,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)), accept: 'application/json, text/event-stream' },
      });
      await expectProblem(declared, 413, 'body-too-large', MAX_BODY_BYTES);
      // Sent in chunks without a Content-Length: refused once the count passes the limit.
      const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
      let sentChunks = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sentChunks++ < 20) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const streamed = await app.request(path, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
      await expectProblem(streamed, 413, 'body-too-large', MAX_BODY_BYTES);
    }
  });

  it('reads a body of exactly the limit', async () => {
    const head = '{"name":"';
    const body = head + 'a'.repeat(MAX_BODY_BYTES - head.length - 2) + '"}';
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const res = await app.request('/api/test/echo', { method: 'POST', body, headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES) } });
    expect(res.status).toBe(402);
  });
});
