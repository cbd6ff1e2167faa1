import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { buildMcpServer } from './buildMcpServer.js';
import type { McpOptions } from './McpOptions.js';

/**
 * Answers one MCP request (streamable HTTP, stateless): a fresh server and a fresh transport per request, because
 * a stateless transport cannot be reused, with plain JSON answers (no SSE stream). The client must accept
 * `application/json, text/event-stream`, as the transport requires.
 *
 * @param request - The HTTP request (POST with a JSON-RPC message or batch).
 * @param options - See {@link McpOptions}.
 * @returns The HTTP response.
 * @example
 * ```ts
 * app.post('/api/mcp', (c) => handleMcpRequest(c.req.raw, { endpoints: ENDPOINTS, today }));
 * ```
 * @see https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#streamable-http
 */
export async function handleMcpRequest(request: Request, options: McpOptions): Promise<Response> {
  const server = buildMcpServer(options);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
