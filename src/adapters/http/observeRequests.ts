import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { HttpMetrics } from './createHttpMetrics.js';

/** Options of {@link observeRequests}. */
export interface ObserveRequestsOptions {
  /** Where each request's JSON line goes (a pino logger, e.g. `pino()`). Default: no request log. */
  readonly log?: Logger;
  /** The metrics to record into (see createHttpMetrics). Default: none. */
  readonly metrics?: HttpMetrics;
  /** Paths used as the `endpoint` label as they are (the catalog's paths and the fixed routes); others are `other`. */
  readonly knownPaths: ReadonlySet<string>;
  /** The clock of durations, in ms. Default `performance.now`. */
  readonly now?: () => number;
}

/** Header and query names whose values are secrets: pino replaces them with `[Redacted]`. */
export const REDACTED_PATHS = ['query.key', 'headers["x-api-key"]', 'headers["payment-signature"]', 'headers.authorization'] as const;

/** An incoming request id is reused when it looks like one; anything else is replaced by a fresh UUID. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The app's outermost middleware: gives every request an id (its `X-Request-Id`, or a fresh UUID, echoed on the
 * answer), writes one structured JSON line per answered request to a pino logger (`req_id`, `method`, `path`,
 * `endpoint`, `status`, `duration_ms`, the query and a few headers, with the API key, payment signature and
 * authorization redacted), and records the request in the Prometheus metrics.
 *
 * @param options - {@link ObserveRequestsOptions}.
 * @returns The middleware.
 * @example
 * ```ts
 * app.use('*', observeRequests({ log: pino({ redact: [...REDACTED_PATHS] }), metrics, knownPaths }));
 * ```
 * @see https://getpino.io/#/docs/redaction
 */
export function observeRequests(options: ObserveRequestsOptions): MiddlewareHandler {
  const now = options.now ?? (() => performance.now());
  const log = options.log?.child({}, { redact: [...REDACTED_PATHS] });
  return async (c, next) => {
    const started = now();
    const incoming = c.req.header('x-request-id');
    const id = incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    await next();
    c.res.headers.set('x-request-id', id);
    const seconds = (now() - started) / 1000;
    const pathname = pathOf(c.req.url);
    const endpoint = options.knownPaths.has(pathname) ? pathname : 'other';
    options.metrics?.record({
      endpoint,
      method: c.req.method,
      status: c.res.status,
      seconds,
      paymentSent: c.req.header('payment-signature') !== undefined,
      settled: c.res.headers.has('payment-response'),
      creditsSpent: c.res.headers.get('x-credits-spent'),
    });
    if (log !== undefined) {
      const url = new URL(c.req.url);
      const headers: Record<string, string> = {};
      for (const name of ['user-agent', 'x-api-key', 'payment-signature', 'authorization']) {
        const value = c.req.header(name);
        if (value !== undefined) headers[name] = value;
      }
      log.info(
        { req_id: id, method: c.req.method, path: url.pathname, endpoint, status: c.res.status, duration_ms: Math.round(seconds * 1e6) / 1e3, query: Object.fromEntries(url.searchParams), headers },
        'request',
      );
    }
  };
}

/**
 * The path of a request URL as `new URL(href).pathname` gives it, without building a URL object: the request's URL is
 * already the parsed, normalised `href` (the server adapter builds it), so its path runs from the first `/` after the
 * host to the query or fragment.
 */
function pathOf(href: string): string {
  const scheme = href.indexOf('://');
  const start = href.indexOf('/', scheme === -1 ? 0 : scheme + 3);
  if (start === -1) return '/';
  let end = href.length;
  const query = href.indexOf('?', start);
  if (query !== -1) end = query;
  const hash = href.indexOf('#', start);
  if (hash !== -1 && hash < end) end = hash;
  return href.slice(start, end);
}
