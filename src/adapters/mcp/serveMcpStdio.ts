import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Readable, Writable } from 'node:stream';
import packageJson from '../../../package.json' with { type: 'json' };
import { buildMcpServer } from './buildMcpServer.js';
import type { McpOptions } from './McpOptions.js';

/** Options of {@link serveMcpStdio}. */
export interface ServeMcpStdioOptions {
  /**
   * The tools served in-process, free (the engines run on the caller's machine with its own data sources). Used when
   * `remote` is absent.
   */
  readonly local: Omit<McpOptions, 'gate' | 'payment'>;
  /**
   * A hosted guidekit to forward to instead (`GUIDEKIT_MCP_URL`): every tools/list and tools/call goes to its
   * `/api/mcp`, paid with the API key's credits (`GUIDEKIT_API_KEY`, sent as `X-API-KEY`). Default: none.
   */
  readonly remote?: { readonly url: string; readonly apiKey?: string | undefined };
  /** Where JSON-RPC messages come from. Default `process.stdin`. */
  readonly stdin?: Readable;
  /** Where they go. Default `process.stdout` (nothing else may write there). */
  readonly stdout?: Writable;
}

/**
 * Serves guidekit's tools over MCP's stdio transport, for desktop agents that start a local process: the catalog's
 * engines in-process, or, with `remote`, a hosted guidekit's tools forwarded with the API key from the environment
 * (the key never appears in a tool argument). Resolves once the transport is connected; the process then serves
 * until stdin ends.
 *
 * @param options - {@link ServeMcpStdioOptions}.
 * @returns A handle whose `close` stops the transport (and the remote client).
 * @example
 * ```ts
 * await serveMcpStdio({ local: { endpoints: ENDPOINTS, today: () => '2026-12-02' } });
 * ```
 * @see docs/mcp.md
 * @see https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#stdio
 */
export async function serveMcpStdio(options: ServeMcpStdioOptions): Promise<{ readonly close: () => Promise<void> }> {
  const transport = new StdioServerTransport(options.stdin, options.stdout);
  if (options.remote === undefined) {
    const server = buildMcpServer(options.local);
    await server.connect(transport);
    return { close: () => server.close() };
  }
  const headers: Record<string, string> = options.remote.apiKey === undefined || options.remote.apiKey === '' ? {} : { 'X-API-KEY': options.remote.apiKey };
  const client = new Client({ name: 'guidekit-stdio', version: packageJson.version });
  await client.connect(new StreamableHTTPClientTransport(new URL(options.remote.url), { requestInit: { headers } }));
  const server = new Server({ name: 'guidekit', version: packageJson.version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, (request) => client.listTools(request.params));
  server.setRequestHandler(CallToolRequestSchema, (request) => client.callTool(request.params));
  await server.connect(transport);
  return {
    close: async () => {
      await server.close();
      await client.close();
    },
  };
}
