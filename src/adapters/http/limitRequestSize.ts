import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';
import { toJsonText } from '../../core/toJsonText.js';

/**
 * Longest request target (path plus query string, as sent: percent-encoded) the API reads, in bytes: 8 KiB, the
 * limit common proxies apply (nginx's default header buffer), and well below the 64 KiB `guidekit serve` lets Node read
 * for the whole header (beyond that Node's parser answers 431, as problem JSON through hardenNodeServer).
 */
export const MAX_URL_BYTES = 8192;

/**
 * Largest request body the API reads, in bytes: 1 MiB. The largest body the catalog takes is a backtest with 20 years
 * of inline daily bars (7,305 bars, about 0.7 MB as JSON).
 */
export const MAX_BODY_BYTES = 1_048_576;

/** Options of {@link limitRequestSize}. */
export interface LimitRequestSizeOptions {
  /** Longest path plus query string, in bytes. Default {@link MAX_URL_BYTES}. */
  readonly maxUrlBytes?: number;
  /** Largest body, in bytes. Default {@link MAX_BODY_BYTES}. */
  readonly maxBodyBytes?: number;
}

/**
 * Builds the middleware that refuses over-long requests on every route, with an RFC 9457 problem document rather than
 * a bare error, before anything else reads them (so they are never asked to pay and never charged): a path plus query
 * string longer than `maxUrlBytes` is a 414 `uri-too-long`; a body larger than `maxBodyBytes` is a 413
 * `body-too-large`, refused from its `Content-Length` without reading it, or, when it is streamed without one, as soon
 * as the count passes the limit. Both problems say the limit (`max_bytes`).
 *
 * @param options - See {@link LimitRequestSizeOptions}.
 * @returns The Hono middleware; mount it with `app.use('*', …)` before the routes.
 * @example
 * ```ts
 * app.use('*', limitRequestSize());
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-414-uri-too-long
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-413-content-too-large
 * @see https://www.rfc-editor.org/rfc/rfc9457
 */
export function limitRequestSize(options: LimitRequestSizeOptions = {}): MiddlewareHandler {
  const maxUrlBytes = options.maxUrlBytes ?? MAX_URL_BYTES;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) =>
      problem(413, {
        type: `${PROBLEM_TYPE_BASE}body-too-large`,
        title: 'Request body too large',
        status: 413,
        detail: `The request body is larger than ${maxBodyBytes} bytes, the most this API reads. Nothing was charged.`,
        instance: new URL(c.req.url).pathname,
        max_bytes: maxBodyBytes,
      }),
  });
  return async (c, next) => {
    // The path and query are part of the full URL, so a URL no longer than the limit needs no parsing (the usual case).
    const href = c.req.url;
    const url = href.length > maxUrlBytes ? new URL(href) : undefined;
    // A URL object holds the target percent-encoded, so its length is its size in bytes.
    const target = url === undefined ? '' : url.pathname + url.search;
    if (url !== undefined && target.length > maxUrlBytes) {
      return problem(414, {
        type: `${PROBLEM_TYPE_BASE}uri-too-long`,
        title: 'URI too long',
        status: 414,
        detail: `The path and query string are ${target.length} bytes long; this API reads at most ${maxUrlBytes}. Nothing was charged.`,
        instance: url.pathname.length > 200 ? `${url.pathname.slice(0, 200)}…` : url.pathname,
        max_bytes: maxUrlBytes,
      });
    }
    // GET and HEAD requests have no body here (@hono/node-server gives them none); asking for it would build a full
    // Request object for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limitBody(c, next);
  };
}

function problem(status: number, body: unknown): Response {
  return new Response(toJsonText(body), { status, headers: { 'content-type': 'application/problem+json; charset=utf-8' } });
}
