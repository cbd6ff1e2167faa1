import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import packageJson from '../../../package.json' with { type: 'json' };
import { invokeEndpoint, type EndpointOutcome } from '../../catalog/invokeEndpoint.js';
import { prepareEndpointCall } from '../../catalog/prepareEndpointCall.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import { describeResponseSchema } from '../../catalog/responses/describeResponseSchema.js';
import { toJsonText } from '../../core/toJsonText.js';
import { describeEndpointParams, type JsonSchema } from '../http/discovery/describeEndpointParams.js';
import { describeEndpointPrice } from '../http/discovery/describeEndpointPrice.js';
import type { McpOptions } from './McpOptions.js';

/**
 * Builds an MCP server (low-level SDK `Server`) whose tools are the catalog's endpoints, one tool per endpoint named
 * by its operation id. Each tool's input schema is generated from the endpoint's zod parameters as JSON Schema
 * (values as JSON: a `debts` document is an array, an amount a string or number; undeclared and credential
 * parameters left out), because the catalog's transform-based builders must receive the raw arguments: a call runs
 * {@link invokeEndpoint} exactly as the HTTP route does. An invalid argument is a tool error carrying the 400 problem
 * (naming each field) and is never charged; an endpoint whose engine has not landed is a tool error carrying the 501
 * problem and is never charged; with a payment gate, a valid call is paid in-band (x402 `_meta`).
 *
 * A tool whose endpoint declares a response schema has an `outputSchema` generated from it (JSON Schema 2020-12, what
 * the endpoint answers: amounts as numbers), and its successful results carry `structuredContent`, the answer's JSON
 * (exactly the text content, parsed), which clients validate against it. Its error results (the 400, 501 or 503
 * problem, a payment request) carry the problem or the x402 PaymentRequired in the text content only: a client validates
 * any `structuredContent` it receives against the `outputSchema`, and an error is not the answer. A tool without a
 * response schema has no `outputSchema` and keeps the problem document as `structuredContent` on errors.
 *
 * @param options - See {@link McpOptions}.
 * @returns A fresh server; connect it to one stateless transport per request.
 * @example
 * ```ts
 * const server = buildMcpServer({ endpoints: ENDPOINTS, today: () => '2026-11-22' });
 * ```
 * @see https://modelcontextprotocol.io/specification/2025-06-18/server/tools
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints (tool endpoint)
 */
export function buildMcpServer(options: McpOptions): Server {
  const server = new Server({ name: 'guidekit', version: options.version ?? packageJson.version }, { capabilities: { tools: {} } });
  const byName = new Map(options.endpoints.map((endpoint) => [endpoint.operationId, endpoint]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listTools(options) }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const endpoint = byName.get(request.params.name);
    if (endpoint === undefined) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${JSON.stringify(request.params.name)}`);
    const args: unknown = request.params.arguments ?? {};
    // Tool arguments are a JSON object of parameter names (MCP tools/call); anything else is the caller's mistake.
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      throw new McpError(ErrorCode.InvalidParams, `Arguments of ${endpoint.operationId} must be a JSON object of parameter names to values`);
    }
    const asOf = options.today();
    const context = { asOf, ...(options.ports === undefined ? {} : { ports: options.ports }), ...(options.dataMode === undefined ? {} : { dataMode: options.dataMode }), ...(options.translator === undefined ? {} : { translator: options.translator }) };
    // Everything that can refuse the call without running it (501, 400, a missing data source's 503) is answered
    // before any payment is asked for: never charged.
    const prepared = await prepareEndpointCall(endpoint, args, context);
    if (!prepared.ok) return toolResult(endpoint, prepared.outcome);
    const call = async () => toolResult(endpoint, await invokeEndpoint(endpoint, args, { ...context, prepared }));
    if (options.gate === undefined) return call();
    return fitOutputSchema(endpoint, await options.gate.run(endpoint, request.params._meta as Record<string, unknown> | undefined, call, { arguments: args }));
  });
  return server;
}

/** Tool lists already generated, per options object (a route passes the same one on every request). */
const TOOL_LISTS = new WeakMap<McpOptions, Tool[]>();

function listTools(options: McpOptions): Tool[] {
  let tools = TOOL_LISTS.get(options);
  if (tools === undefined) {
    tools = options.endpoints.map((endpoint) => describeTool(endpoint, options));
    TOOL_LISTS.set(options, tools);
  }
  return tools;
}

function describeTool(endpoint: EndpointDefinition, options: McpOptions): Tool {
  const { priceUsd } = describeEndpointPrice(endpoint, options.payment);
  const described = describeEndpointParams(endpoint, { target: 'value' });
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const param of described.params) {
    if (param.credential) continue; // the API key travels on the connection, never as an argument
    properties[param.name] = withoutExtensions(param.default === undefined ? param.schema : { ...param.schema, default: param.default });
    if (param.required) required.push(param.name);
  }
  const available = endpoint.run !== undefined;
  return {
    name: endpoint.operationId,
    title: endpoint.summary,
    description:
      `${endpoint.summary} (${endpoint.method} ${endpoint.path}; $${priceUsd} per call` +
      `${endpoint.credit === undefined ? '' : `, ${endpoint.credit} credit`}).` +
      (available ? '' : ' Not available yet: calls answer 501 and are never charged.') +
      (described.provisional === undefined ? '' : ` Parameters provisional (${described.provisional}).`),
    inputSchema: { type: 'object', properties, ...(required.length === 0 ? {} : { required }) },
    ...(endpoint.response === undefined || options.outputSchemas !== true ? {} : { outputSchema: describeOutput(endpoint.response) }),
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  };
}

/** The tool's output schema: the response schema's JSON Schema without catalog marks (strict validators read it). */
function describeOutput(response: z.ZodType): Tool['outputSchema'] {
  const schema = withoutExtensions(describeResponseSchema(response, { prose: 'drop' }));
  // MCP requires an object at the top; every response schema of the catalog is one.
  return { ...schema, type: 'object' } as Tool['outputSchema'];
}

/**
 * The endpoint's answer as a tool result: the exact JSON text; on success, the same JSON as structured content when
 * the tool declares an output schema; on errors, the problem document as structured content only when it does not.
 */
function toolResult(endpoint: EndpointDefinition, outcome: EndpointOutcome): CallToolResult {
  const text = toJsonText(outcome.body);
  if (outcome.status === 200) {
    if (endpoint.response === undefined) return { content: [{ type: 'text', text }] };
    return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
  }
  return fitOutputSchema(endpoint, { isError: true, content: [{ type: 'text', text }], structuredContent: outcome.body as unknown as Record<string, unknown> });
}

/**
 * Keeps an error result of a tool with an output schema free of `structuredContent`: clients check any structured
 * content against the output schema, and a problem or a payment request is not the answer (both stay in the text).
 */
function fitOutputSchema(endpoint: EndpointDefinition, result: CallToolResult): CallToolResult {
  if (result.isError !== true || endpoint.response === undefined || result.structuredContent === undefined) return result;
  const { structuredContent: _dropped, ...rest } = result;
  return rest;
}

/** Drops `x-` keys (catalog metadata) so strict JSON Schema validators in clients accept the input schema. */
function withoutExtensions(schema: unknown): JsonSchema {
  return strip(schema) as JsonSchema;
  function strip(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('x-')).map(([key, member]) => [key, strip(member)]));
  }
}
