// A payment is bound to its resource: one signed for /api/debt/payoff is refused on /api/debt/snapshot (same price),
// over HTTP and over MCP (the official SDK client), with a 402 saying why and nothing settled (issue #23, item 4).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER } from './fixtures.js';

const DEBTS = JSON.stringify([{ creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' }]);
const QUERY = `debts=${encodeURIComponent(DEBTS)}`;
const textOf = (result: CallToolResult) => (result.content[0] as { type: 'text'; text: string }).text;

describe('a payment pays only for the resource it was made for', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  let mcp: Client;
  const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({ today: () => '2026-11-22', payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
    const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), { fetch: async (url, init) => app.fetch(new Request(url, init)) });
    mcp = new Client({ name: 'guidekit-binding-test', version: '0.0.0' });
    await mcp.connect(transport);
  });
  afterAll(async () => {
    await mcp.close();
    await store.close();
  });
  const settlements = () => store.listSettlements({ payer: BUYER_ADDRESS });
  const signHttp = async (path: string) => {
    const unpaid = await app.request(`http://localhost${path}?${QUERY}`);
    expect(unpaid.status).toBe(402);
    return buyer.createPaymentPayload(decodePaymentRequiredHeader(unpaid.headers.get('PAYMENT-REQUIRED')!));
  };
  const tool = async (name: string, payment?: unknown) =>
    (await mcp.callTool({ name, arguments: { debts: DEBTS }, ...(payment === undefined ? {} : { _meta: { 'x402/payment': payment } }) })) as CallToolResult;

  it('refuses over HTTP a payment signed for /api/debt/payoff on /api/debt/snapshot, at the same price, and settles nothing', async () => {
    const before = (await settlements()).length;
    const payload = await signHttp('/api/debt/payoff');
    expect(payload.accepted.amount).toBe('100000'); // both endpoints cost $0.10: only the resource tells them apart
    const header = encodePaymentSignatureHeader(payload);
    const wrong = await app.request(`http://localhost/api/debt/snapshot?${QUERY}`, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(wrong.status).toBe(402);
    expect(wrong.headers.get('PAYMENT-RESPONSE')).toBeNull();
    const problem = (await wrong.json()) as { type: string; detail: string };
    expect(problem.type).toMatch(/payment-resource-mismatch$/);
    expect(problem.detail).toContain('/api/debt/payoff');
    expect(problem.detail).toContain('/api/debt/snapshot');
    // The PAYMENT-REQUIRED beside it names what the snapshot asks for, and why this payment was refused.
    const required = decodePaymentRequiredHeader(wrong.headers.get('PAYMENT-REQUIRED')!);
    expect(required.resource?.url).toMatch(/\/api\/debt\/snapshot\?/);
    expect(required.error).toMatch(/payment_resource_mismatch/);
    expect(await settlements()).toHaveLength(before);
    // The same payment still pays for what it was made for.
    const right = await app.request(`http://localhost/api/debt/payoff?${QUERY}`, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(right.status).toBe(200);
    expect(await settlements()).toHaveLength(before + 1);
  });

  it('refuses over MCP a payment made for the HTTP payoff route, or for the payoff tool, on the snapshot tool', async () => {
    const before = (await settlements()).length;
    const httpPayment = await signHttp('/api/debt/payoff');
    const fromHttp = await tool('debtSnapshot', httpPayment);
    expect(fromHttp.isError).toBe(true);
    expect(JSON.parse(textOf(fromHttp))['x402/error']).toMatchObject({ code: 402, message: expect.stringMatching(/payment_resource_mismatch: the payment was made for \/api\/debt\/payoff, not \/api\/debt\/snapshot/) });

    const unpaid = await tool('debtPayoff');
    const toolPayment = await buyer.createPaymentPayload(JSON.parse(textOf(unpaid))['x402/error'].data as PaymentRequired);
    expect(toolPayment.resource?.url).toBe('mcp://tool/debtPayoff');
    const fromTool = await tool('debtSnapshot', toolPayment);
    expect(fromTool.isError).toBe(true);
    expect(JSON.parse(textOf(fromTool))['x402/error'].message).toMatch(/mcp:\/\/tool\/debtPayoff, not mcp:\/\/tool\/debtSnapshot/);
    expect(await settlements()).toHaveLength(before);

    // Each is accepted where it belongs: the HTTP payoff payment by the payoff tool (one endpoint, two transports).
    const paid = await tool('debtPayoff', httpPayment);
    expect(paid.isError).toBeFalsy();
    expect(await settlements()).toHaveLength(before + 1);
  });
});
