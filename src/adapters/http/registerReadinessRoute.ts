import type { Hono } from 'hono';
import { toJsonText } from '../../core/toJsonText.js';
import type { Store } from '../store/Store.js';

/** Options of {@link registerReadinessRoute}. */
export interface RegisterReadinessRouteOptions {
  /** The store whose health decides readiness. Default: none (ready unless draining). */
  readonly store?: Store | undefined;
  /** True once the server is shutting down (SIGTERM/SIGINT). Default: never. */
  readonly draining?: (() => boolean) | undefined;
  /** True while the server is still opening its store (it listens before). Default: never. */
  readonly starting?: (() => boolean) | undefined;
}

/**
 * Serves GET /health/ready, the readiness probe a load balancer or orchestrator polls: 200 `{"status":"ready"}` while
 * the server takes calls; 503 `{"status":"draining"}` once it is shutting down, and 503 `{"status":"degraded"}` while
 * the store does not answer (paid and credit calls then get 503 `store-unavailable`), and 503 `{"status":"starting"}`
 * while the server, already listening, is still opening its store (calls made meanwhile wait for it). While draining, a call that
 * still reaches an already open connection is served and answered with `Connection: close`, so no connection outlives
 * the drain. Register it before the routes.
 *
 * @param app - The Hono app.
 * @param options - See {@link RegisterReadinessRouteOptions}.
 * @returns Nothing; the route and the `Connection: close` of the drain are added to `app`.
 * @example
 * ```ts
 * registerReadinessRoute(app, { store, draining: () => shuttingDown });
 * ```
 * @see docs/payments.md ("Shutdown")
 */
export function registerReadinessRoute(app: Hono, options: RegisterReadinessRouteOptions): void {
  const draining = options.draining ?? (() => false);
  const starting = options.starting ?? (() => false);
  app.get('/health/ready', () => {
    const store = options.store?.status();
    const status = draining() ? 'draining' : store !== undefined && !store.available ? 'degraded' : starting() ? 'starting' : 'ready';
    const body = { status, store: store === undefined ? 'none' : store.available ? 'available' : 'unavailable', ...(store?.reason === undefined ? {} : { store_reason: store.reason }) };
    return new Response(toJsonText(body), {
      status: status === 'ready' ? 200 : 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
  app.use('*', async (c, next) => {
    await next();
    // While draining, a call that reached an open connection is served, and that connection closes after it.
    if (draining()) c.res.headers.set('connection', 'close');
  });
}
