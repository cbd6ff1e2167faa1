import type { Context, Hono } from 'hono';
import packageJson from '../../../../package.json' with { type: 'json' };
import { RETIRED_ENDPOINTS } from '../../../catalog/markets/index.js';
import type { EndpointDefinition } from '../../../catalog/types.js';
import { toJsonText } from '../../../core/toJsonText.js';
import type { PaymentOptions } from '../../x402/PaymentOptions.js';
import { buildAgentCard } from './buildAgentCard.js';
import { buildHealthReply } from './buildHealthReply.js';
import { buildLlmsTxt } from './buildLlmsTxt.js';
import { buildOpenApiDocument } from './buildOpenApiDocument.js';
import { buildRetiredProblem } from './buildRetiredProblem.js';
import { buildSignalManifest } from './buildSignalManifest.js';
import type { DiscoveryOptions } from './DiscoveryOptions.js';

/** Options of {@link registerDiscoveryRoutes}. */
export interface RegisterDiscoveryRoutesOptions {
  /** The endpoints the app serves. */
  readonly endpoints: readonly EndpointDefinition[];
  /** The app's payment setup; absent when nothing is charged. */
  readonly payment?: PaymentOptions;
  /** The clock of `generated_at` (health reply, manifest). Default `() => new Date()`. */
  readonly now?: () => Date;
  /**
   * Public origin the documents link to (`https://api.example.com`), for a server behind a proxy. Default: the
   * origin of each request.
   */
  readonly baseUrl?: string;
  /** Interface version in the documents. Default the package version. */
  readonly version?: string;
}

/** Stands for the health reply's timestamp in its JSON text, which is written once (no endpoint text contains it). */
const GENERATED_AT_MARK = '<generated_at>';

/** Most distinct origins whose static documents are kept (the Host header is the client's to choose). */
const MAX_CACHED_ORIGINS = 8;

/**
 * Serves the free discovery resources, generated from the catalog: GET /openapi.json (OpenAPI 3.1.0), GET /llms.txt
 * (text/plain), GET /.well-known/agent-card.json and /.well-known/agent.json (the same A2A agent card), GET /health
 * (the health reply) and GET /api/manifest (the market-signal manifest); and answers every method on a retired
 * market-signal path with 410 problem JSON naming its replacement. None of these is a catalog route, so the x402
 * middleware (mounted per catalog route) never covers them.
 *
 * @param app - The Hono app.
 * @param options - See {@link RegisterDiscoveryRoutesOptions}.
 * @returns Nothing; the routes are added to `app`.
 * @example
 * ```ts
 * registerDiscoveryRoutes(app, { endpoints: ENDPOINTS });
 * ```
 * @see spec: Veterans Benefits Guidance Service, Endpoints (discovery resources on {base_url})
 * @see spec: Market Signal Service and Shopping Safety Service, Health reply of the shopping service
 */
export function registerDiscoveryRoutes(app: Hono, options: RegisterDiscoveryRoutesOptions): void {
  const now = options.now ?? (() => new Date());
  const version = options.version ?? packageJson.version;
  const discovery = (c: Context): DiscoveryOptions => ({
    endpoints: options.endpoints,
    ...(options.payment === undefined ? {} : { payment: options.payment }),
    baseUrl: (options.baseUrl ?? new URL(c.req.url).origin).replace(/\/+$/, ''),
    version,
  });
  // The OpenAPI document, llms.txt and the agent card depend only on the origin: generate them once per origin.
  const cache = new Map<string, { openapi: string; llms: string; card: string }>();
  const documents = (c: Context) => {
    const context = discovery(c);
    let cached = cache.get(context.baseUrl);
    if (cached === undefined) {
      if (cache.size >= MAX_CACHED_ORIGINS) cache.clear();
      cached = {
        openapi: JSON.stringify(buildOpenApiDocument(context)),
        llms: buildLlmsTxt(context),
        card: JSON.stringify(buildAgentCard(context)),
      };
      cache.set(context.baseUrl, cached);
    }
    return cached;
  };

  app.get('/openapi.json', (c) => json(documents(c).openapi));
  app.get('/llms.txt', (c) => new Response(documents(c).llms, { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
  app.get('/.well-known/agent-card.json', (c) => json(documents(c).card));
  app.get('/.well-known/agent.json', (c) => json(documents(c).card));
  // A health check is polled often: everything but its timestamp depends only on the catalog and the payment
  // configuration, so its JSON text is written once, around the place of generated_at, and only the timestamp is
  // written per request.
  let health: { readonly head: string; readonly tail: string } | undefined;
  app.get('/health', (c) => {
    const at = now();
    if (health === undefined) {
      const [head, tail] = toJsonText({ ...buildHealthReply({ ...discovery(c), now: at }), generated_at: GENERATED_AT_MARK }).split(JSON.stringify(GENERATED_AT_MARK));
      health = { head: head!, tail: tail! };
    }
    return json(health.head + JSON.stringify(at.toISOString()) + health.tail, 'no-store');
  });
  app.get('/api/manifest', (c) => json(toJsonText(buildSignalManifest({ ...discovery(c), now: now() })), 'no-store'));
  for (const path of RETIRED_ENDPOINTS) {
    app.all(path, () => new Response(toJsonText(buildRetiredProblem(path)), { status: 410, headers: { 'content-type': 'application/problem+json; charset=utf-8' } }));
  }
}

/** With `Vary: Accept-Encoding` set here, the compression middleware need not add it to the finished answer (a copy). */
function json(text: string, cacheControl = 'public, max-age=300'): Response {
  return new Response(text, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl, vary: 'Accept-Encoding' } });
}
