import { decodePaymentRequiredHeader } from '@x402/core/http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCassetteRecorder } from '../../src/adapters/fetch/createCassetteRecorder.js';
import { startServer } from '../../src/cli/startServer.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { SELLER, TEST_ENDPOINTS } from '../adapters/x402/fixtures.js';

describe('startServer', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'guidekit-serve-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('listens on loopback, prints its banner and serves the catalog', async () => {
    const lines: string[] = [];
    const server = await startServer({ port: 0, log: (line) => void lines.push(line), env: {}, dataDir });
    try {
      expect(lines[0]).toMatch(new RegExp(`http://127\\.0\\.0\\.1:${server.port}`));
      const banner = lines.join('\n');
      expect(banner).toMatch(/payment: +x402 v2, USDC on eip155:8453, facilitator local/);
      expect(banner).toMatch(/settles nothing on chain/);
      expect(banner).toMatch(/pay to: +0x000000000000000000000000000000000000dEaD \(demo address/);
      expect(banner).toContain(dataDir);
      expect(banner).toMatch(/GUIDEKIT_DATA_DIR/);
      const res = await fetch(`http://127.0.0.1:${server.port}/api/debt/payoff?debts=[]`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
      expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('answers an over-long URL with its own 414 problem document, not a bare 431 from Node', async () => {
    const server = await startServer({ port: 0, log: () => undefined, env: {}, dataDir });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/debt/payoff?debts=${'x'.repeat(20_000)}`);
      expect(res.status).toBe(414);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    } finally {
      await server.close();
    }
  });

  it('charges with x402 by default, to the configured recipient', async () => {
    const lines: string[] = [];
    const server = await startServer({ port: 0, log: (line) => void lines.push(line), env: { GUIDEKIT_PAY_TO: SELLER }, endpoints: TEST_ENDPOINTS, dataDir });
    try {
      expect(lines.join('\n')).toMatch(new RegExp(`pay to: +${SELLER}$`, 'm'));
      const res = await fetch(`http://127.0.0.1:${server.port}/api/test/quote?amount=5`);
      expect(res.status).toBe(402);
      const required = decodePaymentRequiredHeader(res.headers.get('PAYMENT-REQUIRED')!);
      expect(required.accepts[0]).toMatchObject({ payTo: SELLER, amount: '15000', network: 'eip155:8453' });
    } finally {
      await server.close();
    }
  });

  it('serves a recorded snapshot in local mode and says so in every data block and at /health/data', async () => {
    const cassette = join(dataDir, 'cassette');
    const recorder = createCassetteRecorder(cassette);
    await recorder.record({ source: 'demo', method: 'GET', url: 'https://example.org/x', requestBody: null, status: 200, headers: {}, body: new Uint8Array([49]), recordedAt: new Date('2026-11-20T08:00:00Z') });
    await recorder.save('test');
    const server = await startServer({ port: 0, log: () => undefined, env: { GUIDEKIT_DATA_MODE: 'snapshot', GUIDEKIT_SNAPSHOT_DIR: cassette }, dataDir });
    try {
      const status = await (await fetch(`http://127.0.0.1:${server.port}/health/data`)).json();
      expect(status.data_mode).toEqual({ mode: 'snapshot', as_of: '2026-11-20T08:00:00.000Z' });
      // A live DNS and TLS probe cannot be replayed: the merchant score is a 503 in snapshot mode, never charged.
      const merchant = await fetch(`http://127.0.0.1:${server.port}/api/safety/merchant?domain=shop.example.com`);
      expect(merchant.status).toBe(503);
      expect(merchant.headers.get('PAYMENT-REQUIRED')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('refuses snapshot mode with real payments configured', async () => {
    const error = await startServer({
      port: 0,
      log: () => undefined,
      env: { GUIDEKIT_DATA_MODE: 'snapshot', GUIDEKIT_SNAPSHOT_DIR: join(dataDir, 'cassette'), GUIDEKIT_FACILITATOR_URL: 'http://127.0.0.1:9/', GUIDEKIT_PAY_TO: SELLER },
      dataDir,
    }).catch((e: unknown) => e);
    expect(isGuidekitError(error) && error.code).toBe('invalid_config');
    expect((error as Error).message).toMatch(/only with the local facilitator/);
  });

  it('refuses to start the local facilitator when NODE_ENV=production', async () => {
    const error = await startServer({ port: 0, log: () => undefined, env: { NODE_ENV: 'production' }, dataDir }).catch((e: unknown) => e);
    expect(isGuidekitError(error) && error.code).toBe('local_facilitator_in_production');
  });
});
