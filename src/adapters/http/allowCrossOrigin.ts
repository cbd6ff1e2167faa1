import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Options of {@link allowCrossOrigin}. */
export interface AllowCrossOriginOptions {
  /** Request headers a browser may send (the preflight's `Access-Control-Allow-Headers`). */
  readonly allowHeaders: readonly string[];
  /** Response headers a browser may read (`Access-Control-Expose-Headers`). */
  readonly exposeHeaders: readonly string[];
  /** Methods a preflight allows. Default GET, POST, OPTIONS. */
  readonly allowMethods?: readonly string[];
}

/**
 * CORS for any origin (`Access-Control-Allow-Origin: *`), with the same headers as Hono's `cors({ origin: '*' })`,
 * added to the final answer instead of before the route runs. Hono's middleware writes its headers into a response
 * it creates before the handler, so every answer is then copied into a new Response (its body re-read as a stream)
 * to merge them: on a small JSON answer that copy cost more than the route itself. Here a preflight (`OPTIONS`) is
 * still answered by Hono's middleware (204 with the allowed methods and headers); any other request gets its two
 * headers set on the answer after the route, which keeps @hono/node-server's fast path for string bodies.
 *
 * @param options - See {@link AllowCrossOriginOptions}.
 * @returns The middleware; mount it with `app.use('*', …)`.
 * @example
 * ```ts
 * app.use('*', allowCrossOrigin({ allowHeaders: ['PAYMENT-SIGNATURE'], exposeHeaders: ['PAYMENT-REQUIRED'] }));
 * ```
 * @see https://fetch.spec.whatwg.org/#http-cors-protocol
 */
export function allowCrossOrigin(options: AllowCrossOriginOptions): MiddlewareHandler {
  const preflight = cors({ origin: '*', allowMethods: [...(options.allowMethods ?? ['GET', 'POST', 'OPTIONS'])], allowHeaders: [...options.allowHeaders], exposeHeaders: [...options.exposeHeaders] });
  const expose = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    try {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      if (expose !== '') c.res.headers.set('Access-Control-Expose-Headers', expose);
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it once, then set them.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      if (expose !== '') c.res.headers.set('Access-Control-Expose-Headers', expose);
    }
  };
}
