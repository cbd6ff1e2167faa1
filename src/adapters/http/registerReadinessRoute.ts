import type { Hono } from 'hono';
import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';
import { toJsonText } from '../../core/toJsonText.js';
import type { Store } from '../store/Store.js';

/** Options of {@link registerReadinessRoute}. */
export interface RegisterReadinessRouteOptions {
  /** The store whose health decides readiness. Default: none (ready unless draining). */
  readonly store?: Store | undefined;
  /** True once the server is shutting down (SIGTERM/SIGINT). Default: never. */
  readonly draining?: (() => boolean) | undefined;
}

/** Problem `type` of the answer to a new request while the server drains. */
export const SHUTTING_DOWN_TYPE = `${PROBLEM_TYPE_BASE}shutting-down`;

/**
 * Serves GET /health/ready, the readiness probe a load balancer or orchestrator polls: 200 `{"status":"ready"}` while
 * the server takes calls; 503 `{"status":"draining"}` once it is shutting down, and 503 `{"status":"degraded"}` while
 * the store does not answer (paid and credit calls then get 503 `store-unavailable`). And while draining, a new
 * request on a kept-alive connection is answered 503 `shutting-down` with `Connection: close` (never charged), so
 * only the requests already in flight finish. Register it before the routes.
 *
 * @param app - The Hono app.
 * @param options - See {@link RegisterReadinessRouteOptions}.
 * @returns Nothing; the route and the draining gate are added to `app`.
 * @example
 * ```ts
 * registerReadinessRoute(app, { store, draining: () => shuttingDown });
 * ```
 * @see docs/payments.md ("Shutdown")
 */
export function registerReadinessRoute(app: Hono, options: RegisterReadinessRouteOptions): void {
  const draining = options.draining ?? (() => false);
  app.get('/health/ready', () => {
    const store = options.store?.status();
    const status = draining() ? 'draining' : store !== undefined && !store.available ? 'degraded' : 'ready';
    const body = { status, store: store === undefined ? 'none' : store.available ? 'available' : 'unavailable', ...(store?.reason === undefined ? {} : { store_reason: store.reason }) };
    return new Response(toJsonText(body), {
      status: status === 'ready' ? 200 : 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
  app.use('/api/*', async (c, next) => {
    if (!draining()) return next();
    return new Response(
      toJsonText({ type: SHUTTING_DOWN_TYPE, title: 'Shutting down', status: 503, detail: 'This server is shutting down and takes no new calls. Nothing was charged; send the call again.', instance: c.req.path }),
      { status: 503, headers: { 'content-type': 'application/problem+json; charset=utf-8', connection: 'close', 'retry-after': '1' } },
    );
  });
}
