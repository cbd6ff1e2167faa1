import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';

const ROOT = join(import.meta.dirname, '../../..');
const DEBTS = [
  { creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' },
  { creditor: 'Car', balance: '9000', rate: 6.5, minPayment: '250' },
];

/** `guidekit mcp` from source, as a desktop agent starts it: a child process speaking JSON-RPC on stdio. */
async function startGuidekitMcp(env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'mcp'],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'guidekit-stdio-test', version: '0.0.0' });
  await client.connect(transport);
  return client;
}

describe('guidekit mcp (stdio transport)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'guidekit-mcp-'));
  let hosted: Server;
  let hostedUrl: string;
  const seenKeys: (string | undefined)[] = [];
  beforeAll(async () => {
    // A hosted guidekit on loopback; it notes the X-API-KEY each MCP request carries.
    const app = createApp({ today: () => '2026-11-22', metrics: false });
    hosted = await new Promise<Server>((resolve) => {
      const s = serve({
        fetch: (request: Request) => {
          if (new URL(request.url).pathname === '/api/mcp') seenKeys.push(request.headers.get('x-api-key') ?? undefined);
          return app.fetch(request);
        },
        port: 0,
        hostname: '127.0.0.1',
      }, () => resolve(s as Server)) as Server;
    });
    hostedUrl = `http://127.0.0.1:${(hosted.address() as AddressInfo).port}/api/mcp`;
  });
  afterAll(async () => {
    hosted.closeAllConnections();
    await new Promise<void>((done) => hosted.close(() => done()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the catalog\'s tools in-process: list, then call', { timeout: 120_000 }, async () => {
    const client = await startGuidekitMcp({ GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_MERCHANT_PROBE: 'off' });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(ENDPOINTS.map((e) => e.operationId));
      const result = (await client.callTool({ name: 'debtPayoff', arguments: { debts: DEBTS, method: 'avalanche' } })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      expect(JSON.parse((result.content[0] as { text: string }).text)).toHaveProperty('total_debt');
    } finally {
      await client.close();
    }
  });

  it('forwards to a hosted guidekit with the API key from the environment, never as a tool argument', { timeout: 120_000 }, async () => {
    const client = await startGuidekitMcp({ GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_MCP_URL: hostedUrl, GUIDEKIT_API_KEY: 'gk_test_key_from_env' });
    try {
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(ENDPOINTS.length);
      const result = (await client.callTool({ name: 'debtPayoff', arguments: { debts: DEBTS, method: 'avalanche' } })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      expect(seenKeys.length).toBeGreaterThanOrEqual(3);
      expect(new Set(seenKeys)).toEqual(new Set(['gk_test_key_from_env']));
    } finally {
      await client.close();
    }
  });
});
