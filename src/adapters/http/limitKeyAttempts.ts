import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';
import { toJsonText } from '../../core/toJsonText.js';

/** Options of {@link limitKeyAttempts}. */
export interface LimitKeyAttemptsOptions {
  /** Unknown keys a client may send within one window before it is refused. Default 20. */
  readonly maxFailures?: number;
  /** Length of the window, in ms; the count starts at the client's first failure. Default 60,000. */
  readonly windowMs?: number;
  /** The clock, in ms. Default `Date.now`. */
  readonly now?: () => number;
  /** Most clients tracked at once; the oldest window is forgotten first. Default 10,000. */
  readonly maxClients?: number;
}

/** The client a request came from: the socket's address under Node, else `unknown` (one bucket for all). */
function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Limits API-key guessing: a client (by remote address) whose requests named `maxFailures` unknown keys within a
 * window gets 429 problem JSON with `Retry-After` for any further request carrying a key until the window ends
 * (300 random keys used to get 300 × 401/402 in 3.4 s before this limit). A failure is a response the credit gate marked
 * `X-Credits-Status: unknown_key`; requests without a key pass untouched, so x402 buyers are never slowed. Mount it
 * before the credit gate. The count is per process (each instance counts its own).
 *
 * @param options - {@link LimitKeyAttemptsOptions}.
 * @returns The middleware.
 * @example
 * ```ts
 * app.get('/api/signal/basket', limitKeyAttempts({ maxFailures: 20 }), creditGate, pay, handler);
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc6585#section-4
 */
export function limitKeyAttempts(options: LimitKeyAttemptsOptions = {}): MiddlewareHandler {
  const maxFailures = options.maxFailures ?? 20;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? 10_000;
  // Per client: failures in the current window and when it ends (a Map keeps insertion order: oldest first).
  const windows = new Map<string, { failures: number; endsAt: number }>();
  return async (c, next) => {
    const carriesKey = c.req.header('X-API-KEY') !== undefined || new URL(c.req.url).searchParams.has('key');
    if (!carriesKey) return next();
    const client = clientOf(c);
    const at = now();
    let window = windows.get(client);
    if (window !== undefined && window.endsAt <= at) {
      windows.delete(client);
      window = undefined;
    }
    if (window !== undefined && window.failures >= maxFailures) {
      const retryAfter = Math.max(1, Math.ceil((window.endsAt - at) / 1000));
      return new Response(
        toJsonText({
          type: `${PROBLEM_TYPE_BASE}too-many-key-attempts`,
          title: 'Too many failed API key attempts',
          status: 429,
          detail: `This client sent ${window.failures} unknown API keys within ${Math.round(windowMs / 1000)} s. Retry after ${retryAfter} s. Nothing was charged.`,
          instance: new URL(c.req.url).pathname,
        }),
        { status: 429, headers: { 'content-type': 'application/problem+json; charset=utf-8', 'retry-after': String(retryAfter) } },
      );
    }
    await next();
    if (c.res.headers.get('X-Credits-Status') === 'unknown_key') {
      if (window === undefined) {
        if (windows.size >= maxClients) windows.delete(windows.keys().next().value as string);
        window = { failures: 0, endsAt: at + windowMs };
        windows.set(client, window);
      }
      window.failures += 1;
    }
  };
}
