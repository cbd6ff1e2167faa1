import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_LIMITS, hardenNodeServer } from '../../../src/adapters/http/hardenNodeServer.js';
import { readServerLimits } from '../../../src/adapters/http/readServerLimits.js';

/** Sends raw bytes on loopback and collects what the server writes until it closes the connection. */
function exchange(port: number, chunks: readonly string[], options: { readonly pauseMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString('utf8')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.on('connect', () => {
      const [first, ...rest] = chunks;
      socket.write(first ?? '');
      // The rest never comes when pauseMs is set: a slow client the server must cut off.
      if (options.pauseMs === undefined) for (const chunk of rest) socket.write(chunk);
    });
  });
}

describe('hardenNodeServer on a loopback server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = new Hono().get('/ok', (c) => c.json({ ok: true })).post('/body', async (c) => c.json({ length: (await c.req.text()).length }));
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: { maxHeaderSize: 64 * 1024, connectionsCheckingInterval: 100 } }, () => resolve(s as Server)) as Server;
    });
    hardenNodeServer(server, { ...DEFAULT_SERVER_LIMITS, headersTimeoutMs: 400, requestTimeoutMs: 400, maxConnections: 50 });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('applies the limits to the server', () => {
    expect(server.requestTimeout).toBe(400);
    expect(server.headersTimeout).toBe(400);
    expect(server.maxConnections).toBe(50);
    expect(server.keepAliveTimeout).toBe(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs);
  });

  it('answers a header over 64 KiB with a 431 problem document instead of Node\'s bare status line', async () => {
    const answer = await exchange(port, [`GET /ok?q=${'a'.repeat(70 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/problem\+json/i);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { status: number; type: string };
    expect(body.status).toBe(431);
    expect(body.type).toMatch(/request-header-too-large$/);
  });

  it('cuts off a client that never finishes its body, with a 408 problem document', async () => {
    const answer = await exchange(port, ['POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc', 'never sent'], { pauseMs: 10_000 });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 408 });
  });

  it('still serves an ordinary request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/ok`);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('readServerLimits', () => {
  it('keeps defaults for unset names, reads whole numbers and refuses anything else naming the variable', () => {
    expect(readServerLimits({})).toEqual(DEFAULT_SERVER_LIMITS);
    expect(readServerLimits({ GUIDEKIT_REQUEST_TIMEOUT_MS: '60000', GUIDEKIT_MAX_CONNECTIONS: '' })).toMatchObject({ requestTimeoutMs: 60_000, maxConnections: 1_024 });
    for (const bad of ['0', '-1', '1e4', '0x10', '10 ', 'abc']) expect(() => readServerLimits({ GUIDEKIT_IDLE_TIMEOUT_MS: bad })).toThrow(/GUIDEKIT_IDLE_TIMEOUT_MS/);
  });
});
