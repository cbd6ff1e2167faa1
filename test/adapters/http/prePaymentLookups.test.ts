import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { x402Client } from '@x402/core/client';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createBarsDirDataSource } from '../../../src/adapters/data/createBarsDirDataSource.js';
import { createMerchantProbe } from '../../../src/adapters/merchant/createMerchantProbe.js';
import { createNodeMerchantNetwork } from '../../../src/adapters/merchant/createNodeMerchantNetwork.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { BUYER_KEY } from '../x402/fixtures.js';
import { startLoopbackDnsServer, type LoopbackDnsServer } from '../merchant/_dnsServer.js';

const PAY_TO = '0x9876543210987654321098765432109876543210';

/**
 * Issue #23: the certain 400s that need a look-up (a name resolving to an internal address, a symbol the bars source
 * does not hold) are answered before the 402, over HTTP on loopback (and over MCP), with a real DNS server on loopback
 * UDP as the merchant probe's resolver. Nothing is settled for any of them, even for a client ready to pay.
 */
describe('pre-payment look-ups over HTTP', () => {
  const internal: Record<string, readonly string[]> = {
    'loopback.guidekit-dns.net': ['127.0.0.1'],
    'ten.guidekit-dns.net': ['10.1.2.3'],
    'rfc1918.guidekit-dns.net': ['172.16.9.9'],
    'home.guidekit-dns.net': ['192.168.1.10'],
    'metadata.guidekit-dns.net': ['169.254.169.254'],
    'cgnat.guidekit-dns.net': ['100.64.0.7'],
    'zero.guidekit-dns.net': ['0.0.0.1'],
    'v6loop.guidekit-dns.net': ['::1'],
    'ula.guidekit-dns.net': ['fd00::5'],
    'linklocal.guidekit-dns.net': ['fe80::1'],
    // One public and one private answer: the whole name is refused (the private one could be picked at connect).
    'mixed.guidekit-dns.net': ['93.184.215.14', '10.0.0.1'],
  };
  let dns: LoopbackDnsServer;
  let store: Store;
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    dns = await startLoopbackDnsServer({ ...internal, 'shop.guidekit-dns.net': ['93.184.215.14'] });
    store = await createPgliteStore({ dataDir: 'memory' });
    const merchantProbe = createMerchantProbe({ network: createNodeMerchantNetwork({ dnsServers: [dns.address] }), dataDir: resolve('../shared/data') });
    // Real recorded bars (GOOG.csv, provenance in ../shared/data/README.md): the source lists GOOG only.
    const bars = createBarsDirDataSource({ directory: resolve('../shared/data'), fs: { readFile, readdir } });
    const payment = { facilitator: createLocalFacilitator({ store, payTo: PAY_TO }), payTo: PAY_TO };
    const app = createApp({ today: () => '2026-12-02', ports: { merchantProbe, bars }, payment });
    server = await new Promise<ServerType>((done) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await store.close();
    await dns.close();
  });

  async function expectUnpaid400(res: Response, field: string): Promise<string> {
    const text = await res.text();
    expect(res.status, text).toBe(400);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const body = JSON.parse(text) as { errors?: { field: string }[] };
    expect(body.errors?.map((e) => e.field)).toContain(field);
    return text;
  }

  it('refuses a merchant domain whose name resolves to an internal address before the 402, after one DNS question', async () => {
    for (const name of Object.keys(internal)) {
      const asked = dns.queries.length;
      const text = await expectUnpaid400(await fetch(`${base}/api/safety/merchant?domain=${encodeURIComponent(`https://${name}/`)}`), 'domain');
      expect(text).toContain(name);
      // The refusal came from the DNS answer, not from the spelling of the name.
      expect(dns.queries.slice(asked).some((q) => q.startsWith(`${name} `))).toBe(true);
    }
  });

  it('asks a public name to pay: the screen refuses only internal answers', async () => {
    const res = await fetch(`${base}/api/safety/merchant?domain=shop.guidekit-dns.net`);
    expect(res.status).toBe(402);
    expect(res.headers.get('PAYMENT-REQUIRED')).not.toBeNull();
    expect(dns.queries).toContain('shop.guidekit-dns.net A');
  });

  it('lets a name that does not resolve reach the 402 (the paid probe reports it as a signal)', async () => {
    const res = await fetch(`${base}/api/safety/merchant?domain=nowhere.guidekit-dns.net`);
    expect(res.status).toBe(402);
  });

  it('names every shopping-trip merchant URL that resolves inward, once per host, before the 402', async () => {
    const asked = dns.queries.length;
    const res = await fetch(`${base}/api/shopper/trip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [
          { name: 'crib', merchant_url: 'https://shop.guidekit-dns.net/crib' },
          { name: 'stroller', merchant_url: 'https://ten.guidekit-dns.net/stroller' },
          { name: 'car seat', merchant_url: 'http://ula.guidekit-dns.net/seat' },
          { name: 'high chair', merchant_url: 'https://ten.guidekit-dns.net/chair' },
        ],
      }),
    });
    const text = await expectUnpaid400(res, 'items[1].merchant_url');
    const fields = (JSON.parse(text) as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(['items[1].merchant_url', 'items[2].merchant_url']);
    // ten.guidekit-dns.net appears twice in the trip and is asked for once.
    expect(dns.queries.slice(asked).filter((q) => q === 'ten.guidekit-dns.net A')).toHaveLength(1);
  });

  it('refuses a backtest symbol the bars source does not hold, naming symbol and listing what it holds', async () => {
    const rule = 'Go long when SMA(10) crosses above SMA(30). Go short when SMA(10) crosses below SMA(30).';
    for (const symbol of ['NOPE', '../GOOG', 'GOOG.csv']) {
      const res = await fetch(`${base}/api/backtest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rule, symbol }) });
      const text = await expectUnpaid400(res, 'symbol');
      expect(text).toContain('GOOG');
    }
    // The symbol it holds, in any case, is asked to pay.
    const ok = await fetch(`${base}/api/backtest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rule, symbol: 'goog' }) });
    expect(ok.status).toBe(402);
  });

  it('refuses a basket ETF whose holdings no source reads before the 402', async () => {
    await expectUnpaid400(await fetch(`${base}/api/signal/basket?etf=ZZZZ`), 'etf');
  });

  it('refuses the same names over MCP before asking for payment (the official SDK client over loopback HTTP)', async () => {
    const client = new Client({ name: 'guidekit-test', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`)));
    try {
      const refused = (await client.callTool({ name: 'safetyMerchant', arguments: { domain: 'https://metadata.guidekit-dns.net/' } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      const problem = JSON.parse((refused.content[0] as { text: string }).text) as { status: number; errors: { field: string }[] };
      expect(problem.status).toBe(400);
      expect(problem.errors.map((e) => e.field)).toContain('domain');
      expect((refused.content[0] as { text: string }).text).not.toContain('x402/error');
      // A public name is asked to pay: the tool answers with x402's payment-required error and its requirements.
      const asked = (await client.callTool({ name: 'safetyMerchant', arguments: { domain: 'shop.guidekit-dns.net' } })) as CallToolResult;
      const required = JSON.parse((asked.content[0] as { text: string }).text) as { 'x402/error'?: { code: number; data: { accepts: unknown[] } } };
      expect(required['x402/error']?.code).toBe(402);
      expect(required['x402/error']?.data.accepts.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('settles nothing for a refusal even when the caller is ready to pay, and settles the runnable call it pays for', async () => {
    // A paying client pays whenever it meets a 402: had a lookup run after payment, these would settle.
    const buyer = x402Client.fromConfig({ schemes: [{ network: 'eip155:8453', client: new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)) }], spendControls: false });
    const paying = wrapFetchWithPayment(fetch, buyer);
    const before = (await store.listSettlements()).length;
    const rule = 'Go long when SMA(10) crosses above SMA(30). Go short when SMA(10) crosses below SMA(30).';
    const post = (symbol: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rule, symbol }) });
    expect((await paying(`${base}/api/safety/merchant?domain=${Object.keys(internal)[0]}`)).status).toBe(400);
    expect((await paying(`${base}/api/backtest`, post('NOPE'))).status).toBe(400);
    expect((await paying(`${base}/api/signal/basket?etf=ZZZZ`)).status).toBe(400);
    expect(await store.listSettlements()).toHaveLength(before);
    // The same client paying for a symbol the source holds: one settlement, so the count above could have moved.
    const paid = await paying(`${base}/api/backtest`, post('GOOG'));
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(await store.listSettlements()).toHaveLength(before + 1);
  });
});
