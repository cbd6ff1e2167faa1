import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { x402Client } from '@x402/core/client';
import type { PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import Decimal from 'decimal.js';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { defineEndpoint } from '../../../src/catalog/defineEndpoint.js';
import { debtPayoff } from '../../../src/catalog/debt/payoff.js';
import { describeResponseSchema } from '../../../src/catalog/responses/describeResponseSchema.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { prose } from '../../../src/core/i18n/prose.js';
import { moneySchema } from '../../../src/core/moneySchema.js';
import { q } from '../../../src/core/queryParams.js';
import { BUYER_KEY, SELLER } from '../x402/fixtures.js';

/** An SDK client talking to the app in-process, asking for the output schemas; it validates structured content against each tool's outputSchema. */
async function connect(app: ReturnType<typeof createApp>): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp?output_schemas=full'), {
    fetch: async (url, init) => app.fetch(new Request(url, init)),
  });
  const client = new Client({ name: 'guidekit-test', version: '0.0.0' });
  await client.connect(transport);
  await client.listTools(); // the client learns the output schemas here, and validates every later call with them
  return client;
}

const textOf = (result: CallToolResult) => (result.content[0] as { type: 'text'; text: string }).text;

const DEBTS = [
  { creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' },
  { creditor: 'Car', balance: '9000', rate: 6.5, minPayment: '250' },
];

describe('MCP tools with an output schema (catalog endpoints)', () => {
  const app = createApp({ today: () => '2026-11-22' });
  let client: Client;
  beforeAll(async () => {
    client = await connect(app);
  });
  afterAll(async () => {
    await client.close();
  });

  it("declares the payoff tool's outputSchema from its response schema, without catalog marks", async () => {
    const { tools } = await client.listTools();
    const payoff = tools.find((t) => t.name === 'debtPayoff')!;
    expect(payoff.outputSchema).toEqual(describeResponseSchema(debtPayoff.response!, { prose: 'drop' }));
    expect(payoff.outputSchema?.properties?.total_debt).toMatchObject({ type: 'number' });
    expect(JSON.stringify(payoff.outputSchema)).not.toMatch(/"(x-)?prose":/);
  });

  it('returns the answer as structuredContent (the JSON of the text content), which the client validates', async () => {
    const result = (await client.callTool({ name: 'debtPayoff', arguments: { debts: DEBTS, extra_payment: '200' } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(JSON.parse(textOf(result)));
    const answer = result.structuredContent as { methods: { avalanche: { months: number } }; total_debt: number };
    expect(answer.total_debt).toBe(14000);
    expect(answer.methods.avalanche.months).toBeGreaterThan(0);
  });

  it('answers invalid arguments with an error result that carries the problem in text only, and the client accepts it', async () => {
    const result = (await client.callTool({ name: 'debtPayoff', arguments: { debts: DEBTS, method: 'fastest' } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(JSON.parse(textOf(result))).toMatchObject({ status: 400, errors: [{ field: 'method' }] });
  });
});

/** A paid endpoint with a response schema; its engine refuses `amount=13` after validation. */
const quote = defineEndpoint({
  operationId: 'testQuote',
  method: 'GET',
  path: '/api/test/quote',
  priceUsd: '0.015',
  domain: 'debt',
  spec: 'test',
  summary: 'Quotes an amount.',
  params: z.object({ amount: q.money() }),
  run: (p) => {
    if (String(p.amount) === '13') throw new GuidekitError('testQuote: 13 is unlucky', { code: 'invalid_value', field: 'amount' });
    return { amount: new Decimal(p.amount), note: 'Quoted.' };
  },
  response: z.looseObject({ amount: moneySchema.describe('The amount.'), note: prose(z.string()).describe('A remark.') }),
});

describe('MCP tools with an output schema behind x402 payment (local facilitator, real signatures)', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  let client: Client;
  const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({ endpoints: [quote], today: () => '2026-11-22', payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
    client = await connect(app);
  });
  afterAll(async () => {
    await client.close();
    await store.close();
  });

  const call = async (args: Record<string, unknown>, payment?: unknown) =>
    (await client.callTool({ name: 'testQuote', arguments: args, ...(payment === undefined ? {} : { _meta: { 'x402/payment': payment } }) })) as CallToolResult;
  /** The PaymentRequired from the text content (x402 MCP transport: `{"x402/error":{"code":402,...,"data":...}}`). */
  const requiredOf = (result: CallToolResult) => (JSON.parse(textOf(result)) as { 'x402/error': { code: number; data: PaymentRequired } })['x402/error'];

  it('asks for payment in the text content only, so the client does not check the request against the output schema', async () => {
    const result = await call({ amount: '5' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const error = requiredOf(result);
    expect(error.code).toBe(402);
    expect(error.data.resource?.url).toBe('mcp://tool/testQuote');
  });

  it('returns the paid answer as structured content the client validated, with the settlement in _meta', async () => {
    const payload = await buyer.createPaymentPayload(requiredOf(await call({ amount: '5' })).data);
    const result = await call({ amount: '5.50' }, payload);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ amount: 5.5, note: 'Quoted.' });
    expect(result._meta?.['x402/payment-response']).toMatchObject({ success: true });
  });

  it('keeps an engine error after payment free of structured content, and settles nothing', async () => {
    const payload = await buyer.createPaymentPayload(requiredOf(await call({ amount: '5' })).data);
    const result = await call({ amount: '13' }, payload);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(JSON.parse(textOf(result))).toMatchObject({ status: 400 });
    expect(result._meta?.['x402/payment-response']).toBeUndefined();
  });
});
