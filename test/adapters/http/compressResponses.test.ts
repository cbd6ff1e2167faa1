import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { compressResponses } from '../../../src/adapters/http/compressResponses.js';

/** A raw GET with node:http, which (unlike fetch) never decodes: the test sees the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Issue #23 item 6: brotli besides gzip for JSON answers (OpenAPI is 1.2 MB), decoded by real clients on loopback. */
describe('compressResponses over HTTP', () => {
  let server: ServerType;
  let base: string;
  let plainOpenApi: string;

  beforeAll(async () => {
    const app = createApp({ today: () => '2026-12-02' });
    server = await new Promise<ServerType>((done) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The document as sent uncompressed to this host (its `servers` entry names the host asked).
    const plain = await rawGet(`${base}/openapi.json`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    plainOpenApi = plain.body.toString('utf8');
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('sends the OpenAPI document as brotli to a caller that accepts br, and fetch decodes it to the same JSON', async () => {
    const res = await fetch(`${base}/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await res.text();
    expect(text).toBe(plainOpenApi);
    expect(JSON.parse(text)).toHaveProperty('openapi');
  });

  it('puts fewer bytes on the wire with brotli than with gzip, both decoding to the document', async () => {
    const br = await rawGet(`${base}/openapi.json`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plainOpenApi);
    const gz = await rawGet(`${base}/openapi.json`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plainOpenApi);
    expect(br.body.byteLength).toBeLessThan(gz.body.byteLength);
    expect(gz.body.byteLength).toBeLessThan(Buffer.byteLength(plainOpenApi) / 5);
  });

  it('follows the weights of Accept-Encoding: q=0 refuses a coding, a higher q wins, * stands for the rest', async () => {
    expect((await rawGet(`${base}/openapi.json`, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(`${base}/openapi.json`, { 'accept-encoding': 'br;q=0.5, gzip;q=0.8' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(`${base}/openapi.json`, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    const none = await rawGet(`${base}/openapi.json`, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString('utf8')).toBe(plainOpenApi);
  });

  it('leaves an answer under the threshold plain, with its length right', async () => {
    // A 400 problem document of a few hundred bytes.
    const res = await rawGet(`${base}/api/debt/statute?country=XX`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(400);
    expect(res.body.byteLength).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('status', 400);
  });

  it('never buffers or encodes an event stream, nor an answer marked no-transform', async () => {
    const big = 'x'.repeat(4096);
    const app = new Hono()
      .use('*', compressResponses())
      .get('/sse', (c) => c.body(`data: ${big}\n\n`, 200, { 'content-type': 'text/event-stream' }))
      .get('/nt', (c) => c.json({ big }, 200, { 'cache-control': 'no-transform' }))
      .get('/json', (c) => c.json({ big }, 200, { etag: '"v1"' }));
    const sse = await app.request('/sse', { headers: { 'accept-encoding': 'br' } });
    expect(sse.headers.get('content-encoding')).toBeNull();
    const nt = await app.request('/nt', { headers: { 'accept-encoding': 'br' } });
    expect(nt.headers.get('content-encoding')).toBeNull();
    const json = await app.request('/json', { headers: { 'accept-encoding': 'br' } });
    expect(json.headers.get('content-encoding')).toBe('br');
    expect(json.headers.get('etag')).toBe('W/"v1"');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await json.arrayBuffer())).toString('utf8'))).toEqual({ big });
  });

  it('always answers with an offered coding of the highest weight the caller gave, or none when every weight is 0', async () => {
    const big = 'y'.repeat(4096);
    const app = new Hono().use('*', compressResponses()).get('/json', (c) => c.json({ big }));
    const weight = fc.oneof(fc.constant(undefined), fc.constantFrom(0, 0.001, 0.1, 0.5, 0.8, 1));
    await fc.assert(
      fc.asyncProperty(fc.record({ br: weight, gzip: weight, deflate: weight, '*': weight, identity: weight }), async (weights) => {
        const parts = Object.entries(weights)
          .filter(([, q]) => q !== undefined)
          .map(([name, q]) => (q === 1 ? name : `${name};q=${q}`));
        const res = await app.request('/json', { headers: parts.length === 0 ? {} : { 'accept-encoding': parts.join(', ') } });
        const chosen = res.headers.get('content-encoding');
        const q = (name: 'br' | 'gzip' | 'deflate') => weights[name] ?? weights['*'] ?? 0;
        const best = Math.max(q('br'), q('gzip'), q('deflate'));
        if (best === 0) expect(chosen).toBeNull();
        else {
          expect(['br', 'gzip', 'deflate']).toContain(chosen);
          expect(q(chosen as 'br' | 'gzip' | 'deflate')).toBe(best);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a brotli quality outside 0..11, naming the function', () => {
    expect(() => compressResponses({ brotliQuality: 12 })).toThrow(/compressResponses/);
  });
});
