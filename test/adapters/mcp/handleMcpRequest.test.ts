import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { SELLER, TEST_ENDPOINTS } from '../x402/fixtures.js';

// JSON-RPC 2.0 (https://www.jsonrpc.org/specification#error_object): -32602 "Invalid params", -32603 "Internal error".
// MCP tools/call (https://modelcontextprotocol.io/specification/2025-06-18/server/tools): `arguments` is an object.

async function connect(app: ReturnType<typeof createApp>): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), {
    fetch: async (url, init) => app.fetch(new Request(url, init)),
  });
  const client = new Client({ name: 'guidekit-test', version: '0.0.0' });
  await client.connect(transport);
  return client;
}

/** One raw JSON-RPC message (or batch) posted to /api/mcp, as any client could send it. */
async function post(app: ReturnType<typeof createApp>, body: unknown): Promise<{ status: number; text: string; json: unknown }> {
  const res = await app.request('/api/mcp', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) };
}

/** What a clean error never contains: the schema validator's dump, a stack trace, or a driver's words. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/invalid_type|expected record|"path"|\\n|\bat .+:\d+:\d+|ECONNREFUSED|secret/);
}

const NOT_OBJECTS: readonly [string, unknown][] = [
  ['an array', [1, 2]],
  ['a string', 'amount=5'],
  ['null', null],
  ['a number', 5],
];

describe('handleMcpRequest', () => {
  const app = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22' });
  let client: Client;
  beforeAll(async () => {
    client = await connect(app);
  });
  afterAll(async () => {
    await client.close();
  });

  for (const [what, args] of NOT_OBJECTS) {
    it(`answers tools/call whose arguments are ${what} with -32602 from the real MCP client`, async () => {
      const error = await client.callTool({ name: 'testQuote', arguments: args as Record<string, unknown> }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
      expect((error as McpError).message).toMatch(/arguments must be a JSON object/);
      expectNoInternals((error as McpError).message);
    });

    it(`answers a raw tools/call post whose arguments are ${what} with -32602 and one clean sentence`, async () => {
      const { status, text, json } = await post(app, { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'testQuote', arguments: args } });
      expect(status).toBe(200);
      expect(json).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32602, message: 'Invalid params: arguments must be a JSON object of parameter names to values' },
      });
      expectNoInternals(text);
    });
  }

  it('names the bad field of other malformed params with -32602 (a tool name that is not a string, no params at all)', async () => {
    const badName = await post(app, { jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 7, arguments: {} } });
    expect(badName.json).toMatchObject({ id: 'a', error: { code: -32602, message: 'Invalid params: params.name must be a string' } });
    const noParams = await post(app, { jsonrpc: '2.0', id: 'b', method: 'tools/call' });
    expect(noParams.json).toMatchObject({ id: 'b', error: { code: -32602 } });
    expectNoInternals(badName.text + noParams.text);
  });

  it('cleans every message of a batch and leaves valid calls alone', async () => {
    const { json } = await post(app, [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'testQuote', arguments: ['5'] } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'testQuote', arguments: { amount: '5' } } },
    ]);
    const messages = (Array.isArray(json) ? json : [json]) as { id: number; error?: { code: number }; result?: CallToolResult }[];
    expect(messages.find((m) => m.id === 1)?.error?.code).toBe(-32602);
    const ok = messages.find((m) => m.id === 2);
    if (ok !== undefined) expect(ok.result?.content[0]).toEqual({ type: 'text', text: '{"amount":"5"}' });
  });

  it('answers a failure of its own with -32603 and a fixed message: no stack, no driver text, no data', async () => {
    // A facilitator that cannot be reached, whose error names a private address and a token.
    const unreachable = {
      verify: async () => {
        throw new Error('unused');
      },
      settle: async () => {
        throw new Error('unused');
      },
      getSupported: async () => {
        throw new Error('connect ECONNREFUSED 10.9.8.7:8443 (token secret-abc)');
      },
    };
    const failing = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', payment: { facilitator: unreachable, payTo: SELLER } });
    const { status, text, json } = await post(failing, { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'testQuote', arguments: { amount: '5' } } });
    expect(status).toBe(200);
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: { code: -32603, message: 'Internal error: the tool call could not be completed. Nothing was charged.' },
    });
    expectNoInternals(text);
  });
});
