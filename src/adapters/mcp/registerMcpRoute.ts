import type { Hono } from 'hono';
import type { DataMode } from '../../catalog/invokeEndpoint.js';
import type { Translator } from '../../core/i18n/Translator.js';
import type { Ports } from '../../catalog/ports.js';
import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import type { PaymentOptions } from '../x402/PaymentOptions.js';
import { createMcpPaymentGate } from './createMcpPaymentGate.js';
import { handleMcpRequest } from './handleMcpRequest.js';

/** Options of {@link registerMcpRoute}. */
export interface RegisterMcpRouteOptions {
  /** The endpoints exposed as tools. */
  readonly endpoints: readonly EndpointDefinition[];
  /** Supplies the `asOf` date of each call. */
  readonly today: () => string;
  /** Charge tool calls with x402 in `_meta`; absent: nothing is charged. */
  readonly payment?: PaymentOptions;
  /** The app's ports, passed to every tool call. Default: none. */
  readonly ports?: Partial<Ports>;
  /** Live or snapshot, stated in every answer's `data` block. Default live. */
  readonly dataMode?: DataMode;
  /** Machine translation for a `lang` with no shipped catalog (`createSettingsTranslator`). Default: none (English with a `lang_note`). */
  readonly translator?: Translator;
}

/** Where the tool endpoint is served (002, Market signal service: all paid endpoints). */
const MCP_PATH = '/api/mcp';

/**
 * Serves the MCP tool endpoint at POST /api/mcp (streamable HTTP, stateless, JSON answers). GET (a server-sent
 * event stream) and DELETE (ending a session) are not offered by a stateless server and answer 405 with an
 * `Allow: POST` header. The x402 payment gate is created once here, so the facilitator is asked for `/supported`
 * once, not per request. The route is free at the HTTP level: payment travels inside the MCP messages, and the
 * HTTP payment middleware (per catalog route) never covers it.
 *
 * @param app - The Hono app.
 * @param options - See {@link RegisterMcpRouteOptions}.
 * @returns Nothing; the route is added to `app`.
 * @throws GuidekitError from buildPaymentRoutes on a bad price or override.
 * @example
 * ```ts
 * registerMcpRoute(app, { endpoints: ENDPOINTS, today: () => '2026-11-22' });
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints (Tool endpoint: /api/mcp)
 */
export function registerMcpRoute(app: Hono, options: RegisterMcpRouteOptions): void {
  const gate = options.payment === undefined ? undefined : createMcpPaymentGate(options.endpoints, options.payment);
  const mcpOptions = {
    endpoints: options.endpoints,
    today: options.today,
    ...(gate === undefined ? {} : { gate }),
    ...(options.payment === undefined ? {} : { payment: options.payment }),
    ...(options.ports === undefined ? {} : { ports: options.ports }),
    ...(options.dataMode === undefined ? {} : { dataMode: options.dataMode }),
    ...(options.translator === undefined ? {} : { translator: options.translator }),
  };
  // The tools' output schemas (about 1 MB for the catalog) only for a client that asks for them.
  const withOutputSchemas = { ...mcpOptions, outputSchemas: true };
  app.post(MCP_PATH, (c) => handleMcpRequest(c.req.raw, c.req.query('output_schemas') === 'full' ? withOutputSchemas : mcpOptions));
  app.on(['GET', 'DELETE', 'PUT', 'PATCH'], MCP_PATH, (c) =>
    c.body(
      JSON.stringify({
        type: `${PROBLEM_TYPE_BASE}method-not-allowed`,
        title: 'Method not allowed',
        status: 405,
        detail: `${c.req.method} ${MCP_PATH} is not offered: the MCP endpoint is stateless; send JSON-RPC messages with POST.`,
        instance: MCP_PATH,
      }),
      405,
      { 'content-type': 'application/problem+json; charset=utf-8', allow: 'POST' },
    ),
  );
}
