import { createHash } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import type { InspectableStore } from '../store/openTestStores.js';
import { BUYER_KEY, SELLER } from '../x402/fixtures.js';
import { ANY_BARS, CREDIT_TEST_ENDPOINTS, runs } from './fixtures.js';

const BASE = 'http://localhost';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The credits API end to end (HTTP and MCP, real x402 buyer, local facilitator) against one store implementation.
 * @param name - Shown in the title.
 * @param open - Opens the store, or says why this run is skipped.
 */
export function describeCreditsApi(name: string, open: () => Promise<InspectableStore | string>): void {
  describe(`credits API: ${name}`, () => {
    let db: InspectableStore | undefined;
    let skipReason: string | undefined;
    let app: ReturnType<typeof createApp>;
    const account = privateKeyToAccount(BUYER_KEY);
    // Packs cost more than the default $1 per-payment cap of @x402/fetch, so this buyer has no spend controls.
    const buyer = x402Client.fromConfig({ schemes: [{ network: 'eip155:8453', client: new ExactEvmScheme(account) }], spendControls: false });
    const paying = wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init)), buyer);

    beforeAll(async () => {
      const opened = await open();
      if (typeof opened === 'string') {
        skipReason = opened;
        return;
      }
      db = opened;
      const store = opened.store;
      app = createApp({
        endpoints: CREDIT_TEST_ENDPOINTS,
        today: () => '2026-11-22',
        ports: { bars: ANY_BARS },
        payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
        credits: { store },
      });
    }, 60_000);
    afterAll(async () => {
      await db?.store.close();
    });

    const run = (title: string, body: (d: InspectableStore) => Promise<void>) =>
      it(title, async (ctx) => {
        if (db === undefined) {
          ctx.skip(skipReason ?? 'store did not open');
          return;
        }
        await body(db);
      }, 60_000);

    const buy = async (type: string, pack: number, apiKey?: string) => {
      const res = await paying(`${BASE}/api/credits/purchase`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey === undefined ? {} : { 'X-API-KEY': apiKey }) },
        body: JSON.stringify({ type, pack }),
      });
      return { res, body: (await res.json()) as { api_key?: string; key_created: boolean; balances: Record<string, number> } };
    };
    const newKey = async (type: string, pack: number) => {
      const bought = await buy(type, pack);
      if (bought.body.api_key === undefined) throw new Error(`purchase failed: ${bought.res.status} ${JSON.stringify(bought.body)}`);
      return bought.body.api_key;
    };
    const balances = async (apiKey: string) =>
      ((await (await app.request('/api/credits/balance', { headers: { 'X-API-KEY': apiKey } })).json()) as { balances: Record<string, number> }).balances;
    const callSignal = (apiKey: string) => app.request('/api/test/signal?instrument=EURUSD', { headers: { 'X-API-KEY': apiKey } });
    const ledgerOf = async (d: InspectableStore, apiKey: string) =>
      d.query('select kind, delta from guidekit_credit_ledger where account_id = $1 order by id', [sha256(apiKey)]);

    run('asks each pack for its exact price from the spec, in USDC atomic units', async () => {
      // 002 Limits: analysis 1.49 / 3.49 / 4.99 / 7.99, signal 2.49 / 6.49 / 9.99 / 16.99 USD; USDC has 6 decimals.
      const expected: Record<string, string> = {
        'analysis:1': '1490000', 'analysis:3': '3490000', 'analysis:5': '4990000', 'analysis:10': '7990000',
        'signal:1': '2490000', 'signal:3': '6490000', 'signal:5': '9990000', 'signal:10': '16990000',
      };
      for (const [pack, amount] of Object.entries(expected)) {
        const [type, size] = pack.split(':');
        const res = await app.request('/api/credits/purchase', { method: 'POST', body: JSON.stringify({ type, pack: Number(size) }) });
        expect(res.status).toBe(402);
        expect(decodePaymentRequiredHeader(res.headers.get('PAYMENT-REQUIRED')!).accepts[0]!.amount).toBe(amount);
      }
    });

    run('sells a new key, shown once and stored only as its SHA-256 hash', async (d) => {
      const { res, body } = await buy('signal', 5);
      expect(res.status).toBe(200);
      expect(res.headers.get('PAYMENT-RESPONSE')).not.toBeNull();
      expect(body.key_created).toBe(true);
      expect(body.api_key).toMatch(/^gk_[A-Za-z0-9_-]{43}$/);
      expect(body.balances).toEqual({ analysis: 0, signal: 5 });
      expect(await balances(body.api_key!)).toEqual({ analysis: 0, signal: 5 });
      const keys = await d.query('select key_hash from guidekit_api_keys');
      expect(keys.map((r) => r.key_hash)).toContain(sha256(body.api_key!));
      // The raw key appears nowhere in the database: every table, every column, as text.
      const tables = await d.query("select table_name from information_schema.tables where table_schema = current_schema() and table_name like 'guidekit_%'");
      expect(tables.length).toBeGreaterThanOrEqual(6);
      const secret = body.api_key!.slice(3);
      for (const { table_name } of tables) {
        const dump = await d.query(`select t::text as row from ${String(table_name)} t`);
        expect(dump.some((r) => String(r.row).includes(secret))).toBe(false);
      }
    });

    run('tops up the key sent in X-API-KEY, returning no key', async () => {
      const apiKey = await newKey('signal', 1);
      const { res, body } = await buy('analysis', 3, apiKey);
      expect(res.status).toBe(200);
      expect(body.api_key).toBeUndefined();
      expect(body.key_created).toBe(false);
      expect(await balances(apiKey)).toEqual({ analysis: 3, signal: 1 });
    });

    run('answers an invalid pack or an unknown key with a 400 before asking for payment', async () => {
      const bad = await app.request('/api/credits/purchase', { method: 'POST', body: JSON.stringify({ type: 'signal', pack: 4 }) });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('PAYMENT-REQUIRED')).toBeNull();
      expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['pack']);
      const unknown = await app.request('/api/credits/purchase', {
        method: 'POST',
        headers: { 'X-API-KEY': `gk_${'A'.repeat(43)}` },
        body: JSON.stringify({ type: 'signal', pack: 1 }),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.headers.get('PAYMENT-REQUIRED')).toBeNull();
      expect((await app.request('/api/credits/balance')).status).toBe(401);
    });

    run('pays a signal call with one signal credit instead of x402', async (d) => {
      const apiKey = await newKey('signal', 3);
      const settlements = (await d.store.listSettlements({ limit: 1000 })).length;
      const res = await callSignal(apiKey);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ instrument: 'EURUSD', call: 'long' });
      expect(res.headers.get('X-Credits-Remaining')).toBe('2');
      expect(res.headers.get('X-Credits-Spent')).toBe('1');
      expect(res.headers.get('PAYMENT-RESPONSE')).toBeNull();
      expect((await d.store.listSettlements({ limit: 1000 })).length).toBe(settlements);
      expect(await balances(apiKey)).toEqual({ analysis: 0, signal: 2 });
      expect(await ledgerOf(d, apiKey)).toEqual([{ kind: 'purchase', delta: expect.anything() }, { kind: 'spend', delta: expect.anything() }]);
    });

    run('takes the key from the basket-style `key` query parameter too', async () => {
      const apiKey = await newKey('signal', 1);
      const before = runs.basket;
      const res = await app.request(`/api/test/basket?theme=ai&key=${encodeURIComponent(apiKey)}`);
      expect(res.status).toBe(200);
      expect(runs.basket).toBe(before + 1);
      expect(await balances(apiKey)).toEqual({ analysis: 0, signal: 0 });
    });

    run('never lets an analysis credit pay for a signal call, nor a signal credit for analysis', async () => {
      const analysisKey = await newKey('analysis', 10);
      const res = await callSignal(analysisKey);
      expect(res.status).toBe(402);
      expect(res.headers.get('X-Credits-Status')).toBe('no_credits:signal');
      // The unpaid call learns nothing of the answer.
      expect(await res.text()).not.toMatch(/long/);
      expect(await balances(analysisKey)).toEqual({ analysis: 10, signal: 0 });
      const signalKey = await newKey('signal', 1);
      const asked = await app.request('/api/test/analysis', { method: 'POST', headers: { 'X-API-KEY': signalKey }, body: JSON.stringify({ question: 'gold?' }) });
      expect(asked.status).toBe(402);
      expect(asked.headers.get('X-Credits-Status')).toBe('no_credits:analysis');
      expect(await balances(signalKey)).toEqual({ analysis: 0, signal: 1 });
      const analysed = await app.request('/api/test/analysis', { method: 'POST', headers: { 'X-API-KEY': analysisKey }, body: JSON.stringify({ question: 'gold?' }) });
      expect(analysed.status).toBe(200);
      expect(await balances(analysisKey)).toEqual({ analysis: 9, signal: 0 });
    });

    run('refunds the credit when the answer is 400 or 500 after payment, and never spends on invalid input or a 501', async (d) => {
      const apiKey = await newKey('signal', 1);
      for (const [path, status] of [['/api/test/rejects?instrument=EURUSD', 400], ['/api/test/fault?instrument=EURUSD', 500]] as const) {
        const res = await app.request(path, { headers: { 'X-API-KEY': apiKey } });
        expect(res.status).toBe(status);
        expect(res.headers.get('X-Credits-Spent')).toBe('0');
        expect(res.headers.get('X-Credits-Remaining')).toBe('1');
      }
      expect((await app.request('/api/test/unavailable?instrument=EURUSD', { headers: { 'X-API-KEY': apiKey } })).status).toBe(501);
      expect((await app.request('/api/test/signal', { headers: { 'X-API-KEY': apiKey } })).status).toBe(400); // instrument missing
      expect(await balances(apiKey)).toEqual({ analysis: 0, signal: 1 });
      expect((await ledgerOf(d, apiKey)).map((r) => `${String(r.kind)}:${String(r.delta)}`)).toEqual([
        'purchase:1', 'spend:-1', 'refund:1', 'spend:-1', 'refund:1',
      ]);
    });

    run('falls back to x402 for a key with no credit left, and for an unknown key', async () => {
      const apiKey = await newKey('signal', 1);
      expect((await callSignal(apiKey)).status).toBe(200);
      const unpaid = await callSignal(apiKey);
      expect(unpaid.status).toBe(402);
      expect(unpaid.headers.get('X-Credits-Status')).toBe('no_credits:signal');
      const paid = await paying(`${BASE}/api/test/signal?instrument=EURUSD`, { headers: { 'X-API-KEY': apiKey } });
      expect(paid.status).toBe(200);
      expect(paid.headers.get('PAYMENT-RESPONSE')).not.toBeNull();
      expect((await callSignal(`gk_${'B'.repeat(43)}`)).headers.get('X-Credits-Status')).toBe('unknown_key');
    });

    run('serves exactly 5 of 100 concurrent calls on a key holding 5 signal credits', async () => {
      const apiKey = await newKey('signal', 5);
      const answers = await Promise.all(Array.from({ length: 100 }, () => callSignal(apiKey)));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 402)).toHaveLength(95);
      expect(answers.filter((r) => r.headers.get('X-Credits-Spent') === '1')).toHaveLength(5);
      expect(await balances(apiKey)).toEqual({ analysis: 0, signal: 0 });
    });

    run("refunds a spend an instance died holding as soon as it starts again, and never another live instance's", async (d) => {
      const apiKey = await newKey('signal', 3);
      // An instance whose data source never answers: its call holds a credit until the process dies.
      let entered!: () => void;
      const started = new Promise<void>((resolve) => (entered = resolve));
      const hanging = { load: () => (entered(), new Promise<never>(() => undefined)) };
      const instance = (instanceId: string, ports: { bars: typeof ANY_BARS }) =>
        createApp({
          endpoints: CREDIT_TEST_ENDPOINTS,
          today: () => '2026-11-22',
          ports,
          payment: { facilitator: createLocalFacilitator({ store: d.store, payTo: SELLER }), payTo: SELLER },
          credits: { store: d.store, instanceId },
        });
      const crashing = instance('api-a', { bars: hanging });
      void crashing.request('/api/test/rejects?instrument=EURUSD', { headers: { 'X-API-KEY': apiKey } });
      await started; // the credit is taken and the engine is waiting: now api-a "crashes"
      expect(await balances(apiKey)).toEqual({ analysis: 0, signal: 2 });

      // Another instance starting meanwhile leaves api-a's call alone: it may still be answering.
      const other = await instance('api-b', { bars: ANY_BARS }).request('/api/test/signal?instrument=EURUSD', { headers: { 'X-API-KEY': apiKey } });
      expect(other.headers.get('X-Credits-Remaining')).toBe('1');

      // api-a starts again: its previous run is dead, so its credit comes back at once, not after minutes.
      const restarted = await instance('api-a', { bars: ANY_BARS }).request('/api/test/signal?instrument=EURUSD', { headers: { 'X-API-KEY': apiKey } });
      expect(restarted.status).toBe(200);
      expect(restarted.headers.get('X-Credits-Remaining')).toBe('1'); // 1 + 1 refunded − 1 spent
      expect((await ledgerOf(d, apiKey)).map((r) => String(r.kind))).toEqual(['purchase', 'spend', 'spend', 'refund', 'spend']);
    });

    run('spends credits for credit tools over MCP with X-API-KEY on the connection', async () => {
      const connect = async (apiKey: string) => {
        const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/api/mcp`), {
          fetch: async (url, init) => app.fetch(new Request(url, init)),
          requestInit: { headers: { 'X-API-KEY': apiKey } },
        });
        const client = new Client({ name: 'credits-test', version: '0.0.0' });
        await client.connect(transport);
        return client;
      };
      const signalKey = await newKey('signal', 3);
      const client = await connect(signalKey);
      try {
        const served = (await client.callTool({ name: 'testSignal', arguments: { instrument: 'EURUSD' } })) as CallToolResult;
        expect(served.isError, JSON.stringify(served)).toBeFalsy();
        expect(served._meta?.['guidekit/credits']).toEqual({ credit_type: 'signal', spent: 1, remaining: 2 });
        const refused = (await client.callTool({ name: 'testRejects', arguments: { instrument: 'EURUSD' } })) as CallToolResult;
        expect(refused.isError).toBe(true);
        expect(refused._meta?.['guidekit/credits']).toEqual({ credit_type: 'signal', spent: 0, remaining: 2 });
        const analysis = (await client.callTool({ name: 'testAnalysis', arguments: { question: 'gold?' } })) as CallToolResult;
        expect(analysis.isError).toBe(true);
        const envelope = JSON.parse((analysis.content[0] as { text: string }).text) as { 'x402/error': { code: number; message: string } };
        expect(envelope['x402/error'].code).toBe(402);
        expect(envelope['x402/error'].message).toMatch(/no analysis credit/);
      } finally {
        await client.close();
      }
      expect(await balances(signalKey)).toEqual({ analysis: 0, signal: 2 });
    });
  });
}
