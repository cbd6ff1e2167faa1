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

/** An incoming request id is reused when it looks like one; anything else is replaced by a fresh UUID. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request headers the log line carries, and which of them are secrets (written `[Redacted]`). */
const LOGGED_HEADERS = [
  ['user-agent', false],
  ['x-api-key', true],
  ['payment-signature', true],
  ['authorization', true],
] as const;
/** The query parameter that is a secret (basket's API key). */
const SECRET_QUERY_PARAM = 'key';
const REDACTED = '[Redacted]';

/**
 * Header and query names whose values are secrets, as pino redaction paths: the request log writes `[Redacted]` in
 * their place (observeRequests replaces them itself while it builds the line; a host's own pino logger can take
 * these paths as its `redact` option). Derived from the lists above, so the two cannot drift apart.
 */
export const REDACTED_PATHS: readonly string[] = [
  `query.${SECRET_QUERY_PARAM}`,
  ...LOGGED_HEADERS.filter(([, secret]) => secret).map(([name]) => (name.includes('-') ? `headers["${name}"]` : `headers.${name}`)),
];

/**
 * Health probes (liveness `/health`, readiness `/health/ready`): a load balancer or orchestrator polls them every few
 * seconds, so their answers below 400 are logged at `debug`, not `info` (a failing probe stays at `info`); the
 * metrics count every one of them.
 */
const PROBE_PATHS: ReadonlySet<string> = new Set(['/health', '/health/ready']);

/**
 * The app's outermost middleware: gives every request an id (its `X-Request-Id`, or a fresh UUID, echoed on the
 * answer), writes one structured JSON line per answered request to a pino logger (`req_id`, `method`, `path`,
 * `endpoint`, `status`, `duration_ms`, the query and a few headers, with the API key, payment signature and
 * authorization redacted), and records the request in the Prometheus metrics. Health probes answered below 400 are
 * logged at `debug` (see docs/hosting.md, "Logs"); every other request at `info`.
 *
 * @param options - {@link ObserveRequestsOptions}.
 * @returns The middleware.
 * @example
 * ```ts
 * app.use('*', observeRequests({ log: pino(), metrics, knownPaths }));
 * ```
 * @see https://getpino.io/#/docs/redaction
 * @see docs/hosting.md (logs and metrics)
 */
export function observeRequests(options: ObserveRequestsOptions): MiddlewareHandler {
  const now = options.now ?? (() => performance.now());
  const log = options.log;
  return async (c, next) => {
    const started = now();
    const incoming = c.req.header('x-request-id');
    const id = incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    await next();
    const res = c.res;
    res.headers.set('x-request-id', id);
    const seconds = (now() - started) / 1000;
    const href = c.req.url;
    const pathname = pathOf(href);
    const endpoint = options.knownPaths.has(pathname) ? pathname : 'other';
    const status = res.status;
    const method = c.req.method;
    options.metrics?.record({
      endpoint,
      method,
      status,
      seconds,
      paymentSent: c.req.header('payment-signature') !== undefined,
      settled: res.headers.has('payment-response'),
      creditsSpent: res.headers.get('x-credits-spent'),
    });
    if (log === undefined) return;
    const probe = status < 400 && PROBE_PATHS.has(pathname);
    // The line is built only when its level is written (a probe's debug line usually is not).
    if (probe ? !log.isLevelEnabled('debug') : !log.isLevelEnabled('info')) return;
    const headers: Record<string, string> = {};
    for (const [name, secret] of LOGGED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = secret ? REDACTED : value;
    }
    const query = readQuery(searchOf(href));
    if (Object.hasOwn(query, SECRET_QUERY_PARAM)) query[SECRET_QUERY_PARAM] = REDACTED;
    const line = { req_id: id, method, path: pathname, endpoint, status, duration_ms: Math.round(seconds * 1e6) / 1e3, query, headers };
    if (probe) log.debug(line, 'request');
    else log.info(line, 'request');
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

/** The query string of a request URL without its `?` (as `new URL(href).search.slice(1)`), or `''`. */
function searchOf(href: string): string {
  const at = href.indexOf('?');
  if (at === -1) return '';
  const hash = href.indexOf('#');
  if (hash !== -1 && hash < at) return '';
  return href.slice(at + 1, hash === -1 ? undefined : hash);
}

/**
 * The query string as `Object.fromEntries(new URLSearchParams(search))` reads it (WHATWG form-urlencoded parsing:
 * `&`-separated, `+` is a space, percent-decoding, the last of repeated names wins), with the native
 * `decodeURIComponent` instead of URLSearchParams' JavaScript decoder (about 13 µs for the 10-debt payoff's query,
 * more than the rest of the log line). For well-formed percent-encoding of UTF-8 both decode alike; anything
 * `decodeURIComponent` refuses (a stray `%`, bytes that are not UTF-8) is read by URLSearchParams itself.
 */
function readQuery(search: string): Record<string, string> {
  const entries: [string, string][] = [];
  if (search === '') return {};
  try {
    for (const part of search.split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      const value = eq === -1 ? '' : part.slice(eq + 1);
      entries.push([decodeFormComponent(name), decodeFormComponent(value)]);
    }
  } catch {
    return Object.fromEntries(new URLSearchParams(search)) as Record<string, string>;
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function decodeFormComponent(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  return spaced.includes('%') ? decodeURIComponent(spaced) : spaced;
}
