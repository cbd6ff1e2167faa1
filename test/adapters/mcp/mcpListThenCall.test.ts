import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';

const DEBTS = [
  { creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' },
  { creditor: 'Car', balance: '9000', rate: 6.5, minPayment: '250' },
];

/** One JSON-RPC POST to the MCP endpoint, as raw text (the size a client downloads). */
async function rawList(base: string, query: string): Promise<string> {
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
  const res = await fetch(`${base}/api/mcp${query}`, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }) });
  expect(res.status).toBe(200);
  return res.text();
}

/** Issue #23: tools/list was 1.07 MB (1.0 MB of output schemas) and callTool right after listTools failed 11 of 16 runs. */
describe('MCP over a real loopback server with the official SDK client', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = createApp({ today: () => '2026-11-22', metrics: false });
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('keeps tools/list small unless the client asks for the output schemas', async () => {
    const small = await rawList(base, '');
    const full = await rawList(base, '?output_schemas=full');
    expect(full).toContain('"outputSchema"');
    expect(small).not.toContain('"outputSchema"');
    // Every catalog tool with its input schema, under a quarter of the full list.
    process.stdout.write(`tools/list bytes: default ${Buffer.byteLength(small)}, with output schemas ${Buffer.byteLength(full)}\n`);
    expect(Buffer.byteLength(small)).toBeLessThan(Buffer.byteLength(full) / 4);
    expect(Buffer.byteLength(small)).toBeLessThan(400_000);
  });

  it('succeeds in 100 of 100 list-then-call runs, each a fresh SDK client and connection', { timeout: 240_000 }, async () => {
    let succeeded = 0;
    const failures: string[] = [];
    for (let run = 0; run < 100; run += 1) {
      const client = new Client({ name: `guidekit-run-${run}`, version: '0.0.0' });
      try {
        await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`)));
        const { tools } = await client.listTools();
        expect(tools.length).toBe(ENDPOINTS.length);
        const result = (await client.callTool({ name: 'debtPayoff', arguments: { debts: DEBTS, method: 'avalanche' } })) as CallToolResult;
        if (result.isError !== true && (result.content[0] as { text: string }).text.includes('total_debt')) succeeded += 1;
        else failures.push(`run ${run}: ${JSON.stringify(result).slice(0, 200)}`);
      } catch (error) {
        failures.push(`run ${run}: ${(error as Error).message}`);
      } finally {
        await client.close();
      }
    }
    expect(failures).toEqual([]);
    expect(succeeded).toBe(100);
  });
});
