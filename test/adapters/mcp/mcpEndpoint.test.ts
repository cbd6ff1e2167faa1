import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { x402Client } from '@x402/core/client';
import type { PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { z } from 'zod';
import { defineEndpoint } from '../../../src/catalog/defineEndpoint.js';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER, TEST_ENDPOINTS } from '../x402/fixtures.js';

// USDC on Base mainnet, written out (https://developers.circle.com/stablecoins/usdc-contract-addresses).
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

/** An SDK client talking to the app in-process (its fetch calls app.fetch). */
async function connect(app: ReturnType<typeof createApp>): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), {
    fetch: async (url, init) => app.fetch(new Request(url, init)),
  });
  const client = new Client({ name: 'guidekit-test', version: '0.0.0' });
  await client.connect(transport);
  return client;
}

const DEBTS = JSON.stringify([
  { creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' },
  { creditor: 'Car', balance: '9000', rate: 6.5, minPayment: '250' },
]);

const textOf = (result: CallToolResult) => (result.content[0] as { type: 'text'; text: string }).text;

describe('registerMcpRoute (without payment)', () => {
  const app = createApp({ today: () => '2026-11-22' });
  let client: Client;
  beforeAll(async () => {
    client = await connect(app);
  });
  afterAll(async () => {
    await client.close();
  });

  it('lists one tool per catalog endpoint, with an object input schema, and no output schema unless asked (?output_schemas=full)', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(ENDPOINTS.map((e) => e.operationId));
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      const endpoint = ENDPOINTS.find((e) => e.operationId === tool.name)!;
      expect(endpoint, tool.name).toBeDefined();
      expect(tool.outputSchema, tool.name).toBeUndefined();
    }
    const payoff = tools.find((t) => t.name === 'debtPayoff')!;
    expect(payoff.inputSchema.required).toEqual(['debts']);
    expect(payoff.inputSchema.properties?.debts).toMatchObject({ type: 'array' });
    // Undeclared and credential parameters are not tool arguments.
    expect(Object.keys(tools.find((t) => t.name === 'vetTdiu')!.inputSchema.properties ?? {})).not.toContain('disability_ratings');
    expect(Object.keys(tools.find((t) => t.name === 'signalBasket')!.inputSchema.properties ?? {})).not.toContain('key');
  });

  it('answers a tool call with the same JSON the HTTP route answers', async () => {
    const result = (await client.callTool({ name: 'debtPayoff', arguments: { debts: JSON.parse(DEBTS), extra_payment: '100', method: 'avalanche' } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const http = await app.request(`/api/debt/payoff?debts=${encodeURIComponent(DEBTS)}&extra_payment=100&method=avalanche`);
    expect(http.status).toBe(200);
    expect(textOf(result)).toBe(await http.text());
  });

  it('answers invalid arguments with a tool error carrying the 400 problem that names each field', async () => {
    const result = (await client.callTool({ name: 'debtPayoff', arguments: { debts: JSON.parse(DEBTS), method: 'fastest' } })) as CallToolResult;
    expect(result.isError).toBe(true);
    const problem = JSON.parse(textOf(result)) as { status: number; errors: { field: string }[] };
    expect(problem.status).toBe(400);
    expect(problem.errors.map((e) => e.field)).toEqual(['method']);
  });

  it('answers an unavailable endpoint with a tool error carrying the 501 problem', async () => {
    // Every catalog endpoint is served now: a declared endpoint whose engine has not landed stands in for one.
    const unavailable = defineEndpoint({ operationId: 'testUnavailable', method: 'GET', path: '/api/test/unavailable', priceUsd: '0.01', domain: 'markets', spec: 'test', summary: 'Declared, not served.', params: z.object({}), unavailableReason: 'its engine has not landed' });
    const other = await connect(createApp({ today: () => '2026-11-22', endpoints: [...ENDPOINTS, unavailable] }));
    try {
      const result = (await other.callTool({ name: unavailable.operationId, arguments: {} })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ status: 501 });
    } finally {
      await other.close();
    }
  });

  it('refuses an unknown tool with a JSON-RPC error', async () => {
    await expect(client.callTool({ name: 'noSuchTool', arguments: {} })).rejects.toThrow(/noSuchTool/);
  });

  it('answers GET and DELETE on /api/mcp with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await app.request('/api/mcp', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});

describe('registerMcpRoute with x402 payment (local facilitator, real signatures)', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  let client: Client;
  const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({
      endpoints: TEST_ENDPOINTS,
      today: () => '2026-11-22',
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
    });
    client = await connect(app);
  });
  afterAll(async () => {
    await client.close();
    await store.close();
  });

  const call = async (args: Record<string, unknown>, payment?: unknown, name = 'testQuote') =>
    (await client.callTool({ name, arguments: args, ...(payment === undefined ? {} : { _meta: { 'x402/payment': payment } }) })) as CallToolResult;
  const settlements = () => store.listSettlements({ payer: BUYER_ADDRESS });

  it('answers an unpaid call with the PaymentRequired as an error result (x402 MCP transport)', async () => {
    const result = await call({ amount: '5' });
    expect(result.isError).toBe(true);
    const required = result.structuredContent as unknown as PaymentRequired;
    expect(required.x402Version).toBe(2);
    expect(required.resource?.url).toBe('mcp://tool/testQuote');
    // $0.015 in USDC atomic units (6 decimals) is 15000.
    expect(required.accepts[0]).toMatchObject({ scheme: 'exact', network: 'eip155:8453', asset: USDC, amount: '15000', payTo: SELLER });
    const text = JSON.parse(textOf(result)) as { 'x402/error': { code: number; data: unknown } };
    expect(text['x402/error'].code).toBe(402);
    expect(text['x402/error'].data).toEqual(required);
  });

  it('runs a paid call, returns the settlement in _meta and records it once; a replay gets the stored result, not a second charge', async () => {
    const before = (await settlements()).length;
    const required = (await call({ amount: '5' })).structuredContent as unknown as PaymentRequired;
    const payload = await buyer.createPaymentPayload(required);
    const result = await call({ amount: '5' }, payload);
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(textOf(result))).toEqual({ amount: '5' });
    const settlement = result._meta?.['x402/payment-response'] as { success: boolean; payer: string; network: string };
    expect(settlement).toMatchObject({ success: true, network: 'eip155:8453' });
    expect(settlement.payer.toLowerCase()).toBe(BUYER_ADDRESS.toLowerCase());
    expect(await settlements()).toHaveLength(before + 1);

    const replay = await call({ amount: '5' }, payload);
    expect(replay.isError).toBeFalsy();
    expect(JSON.parse(textOf(replay))).toEqual({ amount: '5' });
    expect(replay._meta?.['guidekit/replay']).toBe('stored-answer');
    expect(await settlements()).toHaveLength(before + 1);
    // The same payment with other arguments buys nothing more.
    const other = await call({ amount: '6' }, payload);
    expect(other.isError).toBe(true);
    expect(JSON.parse(textOf(other))).toMatchObject({ type: expect.stringMatching(/payment-already-used$/), status: 409 });
    expect(await settlements()).toHaveLength(before + 1);
  });

  it('refuses a payment whose signed amount was changed, without running or settling', async () => {
    const before = (await settlements()).length;
    const required = (await call({ amount: '5' })).structuredContent as unknown as PaymentRequired;
    const payload = await buyer.createPaymentPayload(required);
    const tampered = structuredClone(payload) as typeof payload & { payload: { authorization: { value: string } } };
    tampered.payload.authorization.value = '1';
    const result = await call({ amount: '5' }, tampered);
    expect(result.isError).toBe(true);
    expect((result.structuredContent as unknown as PaymentRequired).x402Version).toBe(2);
    expect(await settlements()).toHaveLength(before);
  });

  it('never settles when the tool result is an error (an engine 400 after a valid payment)', async () => {
    const before = (await settlements()).length;
    const required = (await call({ amount: '5' })).structuredContent as unknown as PaymentRequired;
    const payload = await buyer.createPaymentPayload(required);
    const result = await call({ amount: '13' }, payload);
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toMatchObject({ status: 400 });
    expect(result._meta?.['x402/payment-response']).toBeUndefined();
    expect(await settlements()).toHaveLength(before);
  });

  it('withholds the result and reports the failed settlement when the facilitator cannot settle', async () => {
    const local = createLocalFacilitator({ store, payTo: SELLER });
    const failing = createApp({
      endpoints: TEST_ENDPOINTS,
      today: () => '2026-11-22',
      payment: {
        facilitator: { ...local, settle: async () => ({ success: false, errorReason: 'insufficient_funds', transaction: '', network: 'eip155:8453' }) },
        payTo: SELLER,
      },
    });
    const other = await connect(failing);
    try {
      const ask = (await other.callTool({ name: 'testQuote', arguments: { amount: '5' } })) as CallToolResult;
      const payload = await buyer.createPaymentPayload(ask.structuredContent as unknown as PaymentRequired);
      const result = (await other.callTool({ name: 'testQuote', arguments: { amount: '5' }, _meta: { 'x402/payment': payload } })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(textOf(result)).not.toContain('"amount":"5"');
      expect(result.structuredContent).toMatchObject({ x402Version: 2, 'x402/payment-response': { success: false, errorReason: 'insufficient_funds' } });
    } finally {
      await other.close();
    }
  });

  it('answers invalid arguments and unavailable tools without asking for payment', async () => {
    const invalid = await call({ amount: 'lots' });
    expect(invalid.isError).toBe(true);
    expect(invalid.structuredContent).toMatchObject({ status: 400 });
    const later = await call({ amount: '5' }, undefined, 'testLater');
    expect(later.structuredContent).toMatchObject({ status: 501 });
  });
});
