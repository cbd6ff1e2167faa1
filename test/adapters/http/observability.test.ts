import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { ANY_BARS, CREDIT_TEST_ENDPOINTS } from '../credits/fixtures.js';
import { SELLER } from '../x402/fixtures.js';

/** A pino destination that keeps every line written to it. */
function collectLines(): { readonly lines: string[]; readonly stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter((l) => l.length > 0));
      done();
    },
  });
  return { lines, stream };
}

describe('createApp: request log, metrics and compression', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  const log = collectLines();
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({
      endpoints: CREDIT_TEST_ENDPOINTS,
      today: () => '2026-11-22',
      ports: { bars: ANY_BARS },
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
      credits: { store },
      requestLog: pino({ base: null }, log.stream),
    });
  }, 60_000);
  afterAll(async () => {
    await store.close();
  });

  it('writes one JSON line per request with its id, method, path, status and duration, and redacts the API key', async () => {
    const secret = 'gk_live_secret-in-a-log-line-0123456789';
    const res = await app.request(`/api/test/basket?theme=ai&key=${secret}`, { headers: { 'X-API-KEY': secret, 'X-Request-Id': 'req-abc.123' } });
    expect(res.status).toBe(402);
    expect(res.headers.get('x-request-id')).toBe('req-abc.123');
    const line = log.lines.at(-1)!;
    expect(line).not.toContain(secret);
    const entry = JSON.parse(line) as Record<string, unknown> & { headers: Record<string, string>; query: Record<string, string> };
    expect(entry).toMatchObject({ req_id: 'req-abc.123', method: 'GET', path: '/api/test/basket', endpoint: '/api/test/basket', status: 402, msg: 'request' });
    expect(typeof entry.duration_ms).toBe('number');
    expect(entry.headers['x-api-key']).toBe('[Redacted]');
    expect(entry.query.theme).toBe('ai');
    expect(entry.query.key ?? '[Redacted]').toBe('[Redacted]');
    // A request id that does not look like one is replaced by a fresh UUID.
    const fresh = await app.request('/health', { headers: { 'X-Request-Id': 'bad id with spaces {}' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a health probe answered below 400 at debug, not info, and still counts it in the metrics', async () => {
    const before = log.lines.length;
    expect((await app.request('/health')).status).toBe(200);
    expect((await app.request('/health/ready')).status).toBe(200);
    // The info-level logger of the app wrote no line for the two probes; an API call right after still gets one.
    expect(log.lines.length).toBe(before);
    await app.request('/api/test/signal?instrument=EURUSD');
    expect(log.lines.length).toBe(before + 1);
    const text = await (await app.request('/metrics')).text();
    expect(Number(/guidekit_http_requests_total\{endpoint="\/health",method="GET",status="200"\} (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/guidekit_http_requests_total\{endpoint="\/health\/ready",method="GET",status="200"\} (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    // A host that logs at debug sees the probes, at level 20 (debug), with the same fields as any request.
    const debug = collectLines();
    const verbose = createApp({ endpoints: CREDIT_TEST_ENDPOINTS, requestLog: pino({ base: null, level: 'debug' }, debug.stream), metrics: false });
    await verbose.request('/health', { headers: { 'X-Request-Id': 'probe-1', 'X-API-KEY': 'gk_secret_probe' } });
    const entry = JSON.parse(debug.lines.at(-1)!) as Record<string, unknown> & { headers: Record<string, string> };
    expect(entry).toMatchObject({ level: 20, req_id: 'probe-1', path: '/health', endpoint: '/health', status: 200, msg: 'request' });
    expect(entry.headers['x-api-key']).toBe('[Redacted]');
    // A key in the query string of any other request is redacted in its line (the 404 is logged at info).
    await verbose.request('/no/such/path?key=gk_secret_query&x=1');
    const other = debug.lines.at(-1)!;
    expect(other).not.toContain('gk_secret_query');
    expect(JSON.parse(other)).toMatchObject({ level: 30, status: 404, endpoint: 'other', query: { key: '[Redacted]', x: '1' } });
  });

  it('serves Prometheus text at /metrics with the requests, latencies and payments counted after a call', async () => {
    await app.request('/api/test/signal?instrument=EURUSD');
    await app.request('/api/test/signal');
    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
    expect(value(/guidekit_http_requests_total\{endpoint="\/api\/test\/signal",method="GET",status="402"\} (\d+)/)).toBeGreaterThanOrEqual(1);
    expect(value(/guidekit_http_requests_total\{endpoint="\/api\/test\/signal",method="GET",status="400"\} (\d+)/)).toBeGreaterThanOrEqual(1);
    expect(value(/guidekit_http_request_duration_seconds_count\{endpoint="\/api\/test\/signal",method="GET"\} (\d+)/)).toBeGreaterThanOrEqual(2);
    expect(value(/guidekit_payments_total\{outcome="asked"\} (\d+)/)).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/guidekit_payments_total\{outcome="settled"\} \d+/);
    expect(text).toMatch(/guidekit_credits_total\{outcome="spent"\} \d+/);
    // Paths off the catalog share one label, so a scanner cannot grow the series without bound.
    await app.request('/no/such/path/12345');
    expect(await (await app.request('/metrics')).text()).toMatch(/endpoint="other",method="GET",status="404"/);
  });

  it('gzips a large JSON answer for a caller that accepts it, and leaves it plain for one that does not', async () => {
    const zipped = await app.request('/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(JSON.parse(body)).toHaveProperty('openapi');
    const plain = await app.request('/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(body.length).toBe((await plain.text()).length);
  });
});
