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
import { BUYER_ADDRESS, BUYER_KEY, SELLER, TEST_BARS, TEST_ENDPOINTS } from '../x402/fixtures.js';

describe('createMcpPaymentGate with concurrent calls carrying one payment', () => {
  let store: Store;
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
  });
  afterAll(async () => {
    await store.close();
  });

  it('runs the tool once and settles once; the other calls get the 409 payment-in-progress problem without running', async () => {
    const calls = 20;
    // The bars port holds every run until each call is either inside the engine or answered (no timing).
    const state = { runs: 0, inside: 0, answered: 0 };
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const check = () => {
      if (state.inside + state.answered >= calls) open();
    };
    const bars: typeof TEST_BARS = {
      async load(symbol, range, options) {
        state.runs += 1;
        state.inside += 1;
        check();
        await gate;
        return TEST_BARS.load(symbol, range, options);
      },
    };
    const app = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', ports: { bars }, payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
    const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), { fetch: async (url, init) => app.fetch(new Request(url, init)) });
    const client = new Client({ name: 'guidekit-test', version: '0.0.0' });
    await client.connect(transport);
    try {
      const call = (meta?: Record<string, unknown>) =>
        client.callTool({ name: 'testLastClose', arguments: { symbol: 'SPY' }, ...(meta === undefined ? {} : { _meta: meta }) }) as Promise<CallToolResult>;
      const required = (await call()).structuredContent as unknown as PaymentRequired;
      const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
      const payload = await buyer.createPaymentPayload(required);
      const results = await Promise.all(Array.from({ length: calls }, () => call({ 'x402/payment': payload }).then((r) => ((state.answered += 1), check(), r))));
      const served = results.filter((r) => r.isError !== true);
      expect(served).toHaveLength(1);
      expect(served[0]!._meta?.['x402/payment-response']).toMatchObject({ success: true });
      const refused = results.filter((r) => r.isError === true);
      expect(refused).toHaveLength(calls - 1);
      for (const r of refused) {
        expect(JSON.parse((r.content[0] as { text: string }).text)).toMatchObject({ status: 409, type: expect.stringMatching(/payment-in-progress$/) });
      }
      expect(state.runs).toBe(1);
      expect(await store.listSettlements({ payer: BUYER_ADDRESS })).toHaveLength(1);
    } finally {
      await client.close();
    }
  });
});
