import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { compressResponses } from './compressResponses.js';
import type { Logger } from 'pino';
import { ENDPOINTS } from '../../catalog/endpoints.js';
import { invokeEndpoint, type DataMode, type EndpointOutcome } from '../../catalog/invokeEndpoint.js';
import type { Ports } from '../../catalog/ports.js';
import { prepareEndpointCall, type PreparedCall } from '../../catalog/prepareEndpointCall.js';
import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { toJsonText } from '../../core/toJsonText.js';
import { createCreditGate } from '../credits/createCreditGate.js';
import { createCreditService } from '../credits/createCreditService.js';
import type { CreditsOptions } from '../credits/CreditsOptions.js';
import { runWithMcpCredits } from '../credits/mcpCreditContext.js';
import { registerCreditRoutes } from '../credits/registerCreditRoutes.js';
import { createPaymentMiddleware } from '../x402/createPaymentMiddleware.js';
import type { PaymentOptions } from '../x402/PaymentOptions.js';
import type { DataSourceHandle } from '../ports/DataSourceHandle.js';
import { registerDiscoveryRoutes } from './discovery/registerDiscoveryRoutes.js';
import { registerDataStatusRoute } from './registerDataStatusRoute.js';
import { limitRequestSize } from './limitRequestSize.js';
import { registerReadinessRoute } from './registerReadinessRoute.js';
import { findPaymentStore } from '../x402/findPaymentStore.js';
import { STORE_UNAVAILABLE } from '../store/guardSqlClient.js';
import { buildStoreUnavailableProblem, STORE_RETRY_AFTER_SECONDS } from '../x402/buildStoreUnavailableProblem.js';
import type { Store } from '../store/Store.js';
import { createHttpMetrics } from './createHttpMetrics.js';
import { observeRequests } from './observeRequests.js';
import { allowCrossOrigin } from './allowCrossOrigin.js';
import { limitKeyAttempts, type LimitKeyAttemptsOptions } from './limitKeyAttempts.js';
import type { Translator } from '../../core/i18n/Translator.js';

/** Options of {@link createApp}. */
export interface CreateAppOptions {
  /** Endpoints to serve. Default: the whole catalog. */
  readonly endpoints?: readonly EndpointDefinition[];
  /**
   * The outside data the endpoints read (see {@link Ports}), built once (e.g. with `createPorts`). An endpoint whose
   * declared port is missing answers 503 `data-unavailable`, never charged. Default: none, so only the pure engines
   * answer; a test passes fakes: `createApp({ ports: { bars: fakeBars } })`.
   */
  readonly ports?: Partial<Ports>;
  /** The sources behind the ports, reported at GET /health/data. Default: none. */
  readonly dataSources?: readonly DataSourceHandle[];
  /** Live or snapshot, stated in every answer's `data` block. Default live. */
  readonly dataMode?: DataMode;
  /** Machine translation for a `lang` with no shipped catalog (`createSettingsTranslator`). Default: none (English with a `lang_note`). */
  readonly translator?: Translator;
  /**
   * Supplies the `asOf` date of each request (ISO date). Default: today's UTC date. Engines never read the clock;
   * the adapter does, here.
   */
  readonly today?: () => string;
  /**
   * Charge for calls with x402 (see {@link PaymentOptions}). Absent: nothing is charged, as for library use and tests.
   */
  readonly payment?: PaymentOptions;
  /** The clock of the discovery documents' `generated_at` (GET /health, GET /api/manifest). Default `() => new Date()`. */
  readonly now?: () => Date;
  /**
   * Prepaid credits and API keys (docs/credits.md): mounts POST /api/credits/purchase and GET /api/credits/balance,
   * and lets `X-API-KEY` pay credit endpoints (HTTP and MCP). Requires `payment` (packs are bought with x402).
   */
  readonly credits?: CreditsOptions;
  /**
   * Readiness and shutdown (GET /health/ready): `store` decides readiness (default: the payment store, else the
   * credits store); `draining` is true once the server is shutting down (default: never); `starting` is true while the
   * server, already listening, is still opening its store (default: never).
   */
  readonly lifecycle?: { readonly store?: Store; readonly draining?: () => boolean; readonly starting?: () => boolean };
  /**
   * A pino logger for one structured JSON line per request (request id, method, path, status, duration; secrets
   * redacted; see observeRequests). Default: no request log (library use and tests stay quiet).
   */
  readonly requestLog?: Logger;
  /**
   * Prometheus metrics at GET /metrics (see createHttpMetrics); `false` leaves the route out. Default on, without
   * Node's process metrics (`{ processMetrics: true }` adds them; `guidekit serve` does).
   */
  readonly metrics?: false | { readonly processMetrics?: boolean };
  /** How many unknown API keys a client may try before a 429 (see {@link LimitKeyAttemptsOptions}). Default 20 a minute. */
  readonly keyAttempts?: LimitKeyAttemptsOptions;
}

/** Routes outside the catalog that get their own `endpoint` label in the metrics (anything else is `other`). */
const FIXED_PATHS = ['/health', '/health/data', '/health/ready', '/metrics', '/openapi.json', '/llms.txt', '/api/manifest', '/api/mcp', '/api/credits/purchase', '/api/credits/balance', '/.well-known/agent.json'];

/**
 * Headers browsers must be allowed to send and read for x402: the buyer sends `PAYMENT-SIGNATURE`, and reads the
 * 402's `PAYMENT-REQUIRED` and the paid response's `PAYMENT-RESPONSE`. Browser MCP clients also send the streamable
 * HTTP transport's `Accept`, `mcp-protocol-version` and `mcp-session-id` headers.
 */

const CORS = allowCrossOrigin({
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['PAYMENT-SIGNATURE', 'Content-Type', 'X-API-KEY', 'Accept', 'mcp-protocol-version', 'mcp-session-id'],
  exposeHeaders: ['PAYMENT-REQUIRED', 'PAYMENT-RESPONSE', 'X-Credits-Remaining', 'X-Credits-Spent', 'X-Credits-Status', 'mcp-session-id'],
});

/**
 * Builds the Hono application that serves every catalog endpoint at its spec method and path.
 * For each request, in order: parameters are validated (invalid input is a 400 `application/problem+json`, RFC 9457,
 * with one entry per bad field, and is never asked to pay); an endpoint whose engine has not landed is a 501 (never
 * charged); then, with `payment`, x402 asks for payment (402 with `PAYMENT-REQUIRED`) or verifies it; the engine
 * runs; a paid call is settled only when the answer is below 400, and carries `PAYMENT-RESPONSE`.
 *
 * @param options - See {@link CreateAppOptions}.
 * @returns A Hono app; serve it with `@hono/node-server` or any fetch-based runtime.
 * With `credits`, a credit endpoint called with a key holding a credit of its type is paid with that credit instead
 * of x402 (see createCreditGate), and the credit routes are mounted.
 *
 * @throws GuidekitError when `payment` prices an endpoint inexactly or overrides an unknown operation, or when
 *   `credits` is given without `payment` (field `credits`).
 * @example
 * ```ts
 * const app = createApp();
 * const res = await app.request('/api/debt/payoff?debts=[...]');
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 * @see https://github.com/coinbase/x402/blob/main/specs/transports-v2/http.md
 */
export function createApp(options: CreateAppOptions = {}): Hono {
  const endpoints = options.endpoints ?? ENDPOINTS;
  const today = options.today ?? createUtcToday();
  const app = new Hono();
  const metrics = options.metrics === false ? undefined : createHttpMetrics({ dataSources: options.dataSources ?? [], processMetrics: options.metrics?.processMetrics ?? false, ...(options.now === undefined ? {} : { now: options.now }) });
  const knownPaths = new Set([...endpoints.map((e) => e.path), ...FIXED_PATHS]);
  // Outermost: the request id, the JSON request log and the metrics see the final answer.
  app.use('*', observeRequests({ knownPaths, ...(options.requestLog === undefined ? {} : { log: options.requestLog }), ...(metrics === undefined ? {} : { metrics }) }));
  // brotli, gzip or deflate, as the caller accepts, for answers over 1 KiB (OpenAPI is 1.2 MB as JSON).
  app.use('*', compressResponses());
  app.use('*', CORS);
  // Over-long URLs (414) and bodies (413) are refused with a problem document before any route reads them.
  app.use('*', limitRequestSize());
  // Readiness, and the 503 for new calls while the server drains; before the routes, so it runs first.
  const readyStore = options.lifecycle?.store ?? (options.payment === undefined ? undefined : findPaymentStore(options.payment)) ?? options.credits?.store;
  registerReadinessRoute(app, { store: readyStore, draining: options.lifecycle?.draining, starting: options.lifecycle?.starting });
  const pay = options.payment === undefined ? undefined : createPaymentMiddleware(endpoints, options.payment);
  if (options.credits !== undefined && options.payment === undefined) {
    throw new GuidekitError('createApp: credits need payment (credit packs are bought with x402)', { code: 'invalid_argument', field: 'credits' });
  }
  const credits = options.credits === undefined ? undefined : createCreditService(options.credits);
  // Failed API-key attempts are counted per client across every credit route (one window for the app).
  const keyAttempts = limitKeyAttempts(options.keyAttempts);

  // What the pre-payment phase learned about a request, for its handler (asOf read once per request).
  const prepared = new WeakMap<Request, { readonly asOf: string; readonly call: PreparedCall }>();
  const invokeOptions = { ...(options.ports === undefined ? {} : { ports: options.ports }), ...(options.dataMode === undefined ? {} : { dataMode: options.dataMode }), ...(options.translator === undefined ? {} : { translator: options.translator }) };

  for (const endpoint of endpoints) {
    const handler = async (c: Context) => {
      const before = prepared.get(c.req.raw);
      const input = await readInput(c, endpoint);
      if (input instanceof Response) return input;
      const asOf = before?.asOf ?? today();
      const outcome = await invokeEndpoint(endpoint, input, { asOf, ...invokeOptions, ...(before === undefined ? {} : { prepared: before.call }) });
      // A caller who hung up while the engine ran receives nothing, so nothing may be charged: an answer of 400 or
      // above is never settled by the payment middleware and refunds a credit.
      if (c.req.raw.signal.aborted) {
        return problem(499, {
          type: `${PROBLEM_TYPE_BASE}client-closed-request`,
          title: 'Client closed request',
          status: 499,
          detail: 'The caller disconnected before the answer was ready. Nothing was charged.',
          instance: endpoint.path,
        });
      }
      return respond(outcome);
    };
    // Everything that can refuse a request without payment runs before x402 asks for it (see beforePayment).
    const first = beforePayment(endpoint);
    if (endpoint.run === undefined) app.on(endpoint.method, endpoint.path, handler);
    else if (pay === undefined) app.on(endpoint.method, endpoint.path, first, handler);
    else if (credits === undefined || endpoint.credit === undefined) app.on(endpoint.method, endpoint.path, first, ...withoutCredential(endpoint), pay, handler);
    else app.on(endpoint.method, endpoint.path, first, keyAttempts, createCreditGate(endpoint, credits, handler), ...withoutCredential(endpoint), pay, handler);
  }

  /**
   * A caller is never asked to pay for a request that cannot succeed: invalid parameters and failed prechecks (400),
   * and a missing data source (503), are answered here, before the payment middleware. Only validation and the
   * endpoint's `precheck` run here, never the engine: an unpaid request gets no engine work for free, and
   * the 402 path costs a parse. A refusal only the engine can give comes after payment was verified and is never
   * settled (the payment middleware settles answers below 400 only).
   */
  function beforePayment(endpoint: EndpointDefinition): MiddlewareHandler {
    return async (c, next) => {
      const input = await readInput(c, endpoint);
      if (input instanceof Response) return input;
      const asOf = today();
      const call = await prepareEndpointCall(endpoint, input, { asOf, ...invokeOptions });
      if (!call.ok) return respond(call.outcome);
      prepared.set(c.req.raw, { asOf, call });
      await next();
    };
  }

  /**
   * A key sent as the endpoint's credential query parameter (basket's `key`) that did not pay falls through to x402,
   * which copies the request URL into the 402's `resource` and from there into the settlement record: the key is
   * removed from the URL first, so it never reaches a header, a log line or a table. Empty for endpoints
   * with no credential parameter.
   */
  function withoutCredential(endpoint: EndpointDefinition): MiddlewareHandler[] {
    const keyParam = findCredentialParam(endpoint);
    if (keyParam === undefined) return [];
    return [
      async (c, next) => {
        const url = new URL(c.req.url);
        if (url.searchParams.has(keyParam)) {
          url.searchParams.delete(keyParam);
          const before = prepared.get(c.req.raw);
          c.req.raw = new Request(url, c.req.raw);
          if (before !== undefined) prepared.set(c.req.raw, before);
        }
        await next();
      },
    ];
  }

  if (credits !== undefined && options.payment !== undefined) {
    registerCreditRoutes(app, { credits, payment: options.payment });
    // The MCP gate spends the connection's X-API-KEY (002, Authentication rule 2).
    app.use('/api/mcp', (c, next) => runWithMcpCredits({ credits, apiKey: c.req.header('X-API-KEY') }, next));
  }

  // Free routes, outside the per-route payment middleware: discovery documents, retired paths (410), and the MCP
  // endpoint, which takes payment in-band.
  if (metrics !== undefined) {
    app.get('/metrics', async () => new Response(await metrics.registry.metrics(), { headers: { 'content-type': metrics.registry.contentType } }));
  }
  registerDiscoveryRoutes(app, { endpoints, payment: options.payment, now: options.now });
  // The MCP SDK and the tools' definitions are loaded on the first MCP call, not before the server can listen.
  let mcp: Promise<Hono> | undefined;
  const loadMcp = () =>
    (mcp ??= import('../mcp/registerMcpRoute.js').then(({ registerMcpRoute }) => {
      const mcpApp = new Hono();
      registerMcpRoute(mcpApp, { endpoints, today, payment: options.payment, ...invokeOptions });
      return mcpApp;
    })).catch((error: unknown) => {
      mcp = undefined; // a failed load is tried again by the next call
      throw error;
    });
  app.on(['POST', 'GET', 'DELETE', 'PUT', 'PATCH'], '/api/mcp', async (c) => (await loadMcp()).fetch(c.req.raw, c.env));
  registerDataStatusRoute(app, { endpoints, sources: options.dataSources ?? [], dataMode: options.dataMode ?? { mode: 'live' }, now: options.now ?? (() => new Date()) });

  app.notFound((c) =>
    problem(404, {
      type: `${PROBLEM_TYPE_BASE}not-found`,
      title: 'Not found',
      status: 404,
      detail: `No endpoint at ${c.req.method} ${new URL(c.req.url).pathname}.`,
    }),
  );
  app.onError((error, c) => {
    // The store's database is down: an answer (503, never charged), not an internal error.
    if (error instanceof GuidekitError && error.code === STORE_UNAVAILABLE) {
      const res = problem(503, buildStoreUnavailableProblem(new URL(c.req.url).pathname));
      res.headers.set('retry-after', String(STORE_RETRY_AFTER_SECONDS));
      return res;
    }
    return problem(500, { type: `${PROBLEM_TYPE_BASE}internal-error`, title: 'Internal error', status: 500, detail: 'Unexpected failure. Nothing was charged.' });
  });
  return app;
}

/**
 * The endpoint's credential query parameter (basket's `key`), read from the catalog's zod metadata
 * (`CREDENTIAL_PARAM_META`) as describeEndpointParams reads it, without converting every schema to JSON Schema.
 */
function findCredentialParam(endpoint: EndpointDefinition): string | undefined {
  const def = endpoint.params._zod.def as { type: string; shape?: Record<string, z.ZodType> };
  if (def.type !== 'object' || def.shape === undefined) return undefined;
  for (const [name, schema] of Object.entries(def.shape)) {
    const meta = z.globalRegistry.get(schema) as { credential?: unknown; undeclared?: unknown } | undefined;
    if (meta?.credential === true && meta.undeclared !== true) return name;
  }
  return undefined;
}

/** The raw parameters: query strings for GET, the JSON body for POST (Hono caches the parsed body, so reading twice is free). */
async function readInput(c: Context, endpoint: EndpointDefinition): Promise<unknown> {
  if (endpoint.method === 'GET') return c.req.query();
  try {
    return await c.req.json();
  } catch {
    return problem(400, {
      type: `${PROBLEM_TYPE_BASE}invalid-body`,
      title: 'Invalid request body',
      status: 400,
      detail: 'The request body must be a JSON object.',
      instance: endpoint.path,
      errors: [{ field: '', code: 'invalid_json', detail: 'must be a JSON object' }],
    });
  }
}

/** The outcome as an HTTP response; a 503 carries `Retry-After` when the source said when to retry. */
function respond(outcome: EndpointOutcome): Response {
  if (outcome.status === 200) return json(outcome.body);
  const response = problem(outcome.status, outcome.body);
  if (outcome.status === 503 && outcome.retryAfterSeconds !== undefined) response.headers.set('retry-after', String(Math.ceil(outcome.retryAfterSeconds)));
  return response;
}

/**
 * Answers name `Vary: Accept-Encoding` themselves (the compression middleware would add it): a header added to a
 * finished answer through Hono's `c.header` copies the whole answer into a new Response, which cost more than the
 * route on small JSON answers.
 */
function json(body: unknown): Response {
  return new Response(toJsonText(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding' } });
}

function problem(status: number, body: unknown): Response {
  return new Response(toJsonText(body), { status, headers: { 'content-type': 'application/problem+json; charset=utf-8', vary: 'Accept-Encoding' } });
}

/**
 * Today's UTC date (YYYY-MM-DD) from the system clock, as `new Date().toISOString().slice(0, 10)` gives it, written
 * once per day rather than once per request (formatting a Date was a visible share of the 402 path): the text is
 * kept with the bounds of its day and rebuilt when the clock leaves them (either way, so a clock set back is followed).
 */
function createUtcToday(): () => string {
  let from = 0;
  let until = -1;
  let text = '';
  return () => {
    const at = Date.now();
    if (at < from || at >= until) {
      // ECMAScript time has no leap seconds: every UTC day is exactly 86,400,000 ms from the epoch.
      from = Math.floor(at / 86_400_000) * 86_400_000;
      until = from + 86_400_000;
      text = new Date(at).toISOString().slice(0, 10);
    }
    return text;
  };
}
