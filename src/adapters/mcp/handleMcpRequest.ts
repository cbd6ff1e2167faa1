import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, InitializeRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { buildMcpServer } from './buildMcpServer.js';
import type { McpOptions } from './McpOptions.js';

/** The request schemas of the methods this server answers, to tell a caller's bad params from our own failure. */
const REQUEST_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'tools/call': CallToolRequestSchema,
  'tools/list': ListToolsRequestSchema,
  initialize: InitializeRequestSchema,
};

/** What a JSON-RPC error says when the failure is ours: nothing about its cause. */
const INTERNAL_ERROR_MESSAGE = 'Internal error: the tool call could not be completed. Nothing was charged.';

/**
 * Answers one MCP request (streamable HTTP, stateless): a fresh server and a fresh transport per request, because
 * a stateless transport cannot be reused, with plain JSON answers (no SSE stream). The client must accept
 * `application/json, text/event-stream`, as the transport requires.
 *
 * JSON-RPC errors never carry internals. The SDK answers a request whose params fail its schema (e.g. `tools/call`
 * whose `arguments` is an array, a string or null) with -32603 and the schema validator's raw issue dump; here that
 * becomes -32602 (Invalid params) naming the offending field in one sentence. Any other -32603 (a failure of ours)
 * becomes a fixed message, without stack, driver text or data.
 *
 * @param request - The HTTP request (POST with a JSON-RPC message or batch).
 * @param options - See {@link McpOptions}.
 * @returns The HTTP response.
 * @example
 * ```ts
 * app.post('/api/mcp', (c) => handleMcpRequest(c.req.raw, { endpoints: ENDPOINTS, today }));
 * ```
 * @see https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#streamable-http
 * @see https://www.jsonrpc.org/specification#error_object
 */
export async function handleMcpRequest(request: Request, options: McpOptions): Promise<Response> {
  const sent = await readMessages(request);
  const server = buildMcpServer(options);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await cleanErrors(await transport.handleRequest(request), sent);
  } finally {
    await server.close();
  }
}

interface SentRequest {
  readonly method: unknown;
  readonly message: unknown;
}

/** The JSON-RPC requests of the body by id (read from a copy; the transport reads the original). */
async function readMessages(request: Request): Promise<Map<string, SentRequest>> {
  const byId = new Map<string, SentRequest>();
  if (request.method !== 'POST') return byId;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return byId; // the transport answers the parse error itself
  }
  for (const message of Array.isArray(body) ? body : [body]) {
    if (message === null || typeof message !== 'object') continue;
    const { id, method } = message as { id?: unknown; method?: unknown };
    if (typeof id === 'string' || typeof id === 'number') byId.set(JSON.stringify(id), { method, message });
  }
  return byId;
}

/** Rewrites each -32603 of a JSON answer: -32602 with one clean sentence when the params were the caller's mistake. */
async function cleanErrors(response: Response, sent: Map<string, SentRequest>): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  let changed = false;
  const clean = (message: unknown): unknown => {
    const error = (message as { error?: { code?: unknown } } | null)?.error;
    if (error === undefined || error === null || error.code !== ErrorCode.InternalError) return message;
    changed = true;
    const { id } = message as { id?: unknown };
    const request = id === undefined || id === null ? undefined : sent.get(JSON.stringify(id));
    const invalid = request === undefined ? undefined : describeInvalidParams(request);
    return {
      ...(message as object),
      error: invalid === undefined ? { code: ErrorCode.InternalError, message: INTERNAL_ERROR_MESSAGE } : { code: ErrorCode.InvalidParams, message: invalid },
    };
  };
  const cleaned = Array.isArray(body) ? body.map(clean) : clean(body);
  if (!changed) return new Response(text, response);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(cleaned), { status: response.status, statusText: response.statusText, headers });
}

/** One sentence naming the first bad field when the request fails its method's schema; undefined when it does not. */
function describeInvalidParams(request: SentRequest): string | undefined {
  const schema = typeof request.method === 'string' ? REQUEST_SCHEMAS[request.method] : undefined;
  if (schema === undefined) return undefined;
  const parsed = schema.safeParse(request.message);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'params';
  if (request.method === 'tools/call' && field === 'params.arguments') {
    return 'Invalid params: arguments must be a JSON object of parameter names to values';
  }
  const expected = issue.code === 'invalid_type' ? `must be ${article((issue as { expected?: string }).expected ?? 'value')}` : 'is not valid';
  return `Invalid params: ${field} ${expected}`;
}

function article(type: string): string {
  const word = type === 'record' ? 'object' : type;
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}
