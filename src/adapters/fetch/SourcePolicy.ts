import type { PortName } from '../../catalog/ports.js';

/**
 * How the fetch layer treats one outside source: its time limit, retries, circuit breaker, rate limit, cache lifetime
 * and size limit. One policy per source id; the adapters name the source on every request, so a slow or failing
 * source never holds up another.
 */
export interface SourcePolicy {
  /** Stable id, as answers' `data` blocks and `guidekit data status` name it, e.g. `recalls.cpsc`. */
  readonly id: string;
  /** What it is, in one line. */
  readonly description: string;
  /** The port whose data it feeds, for `guidekit data status` (e.g. the recall feeds feed `recalls`). */
  readonly port?: PortName;
  /** Milliseconds one attempt may take, body included. */
  readonly timeoutMs: number;
  /** Extra attempts after a failure that may pass (timeout, network error, 408, 429, 5xx), on idempotent requests only. */
  readonly retries: number;
  /** Backoff between attempts: exponential with decorrelated jitter from `initialDelayMs` up to `maxDelayMs`. */
  readonly backoff: { readonly initialDelayMs: number; readonly maxDelayMs: number };
  /** Seconds a 2xx answer is served from the cache without asking the origin; 0 keeps nothing. */
  readonly ttlSeconds: number;
  /** Largest body accepted, in bytes (Content-Length first, then while streaming). */
  readonly maxBytes: number;
  /**
   * The rate the source documents, kept per instance: at most `requests` per `perSeconds`. `documented` cites where the
   * limit is stated. Absent: no limit is applied beyond {@link SourcePolicy.maxConcurrent}.
   */
  readonly rateLimit?: { readonly requests: number; readonly perSeconds: number; readonly documented: string };
  /** Requests in flight at once to this source. */
  readonly maxConcurrent: number;
  /** The breaker opens after this many failures in a row and tries one request again after `halfOpenAfterMs`. */
  readonly breaker: { readonly consecutiveFailures: number; readonly halfOpenAfterMs: number };
  /** A 429 or 503 whose Retry-After is at most this many seconds is waited for and retried; a longer one fails at once. */
  readonly maxRetryAfterSeconds: number;
}

/** Defaults for a public API without documented limits: 10 s, 2 retries, no cache, 10 MiB, 4 at once, breaker 5/30 s. */
export const DEFAULT_SOURCE_POLICY: Omit<SourcePolicy, 'id' | 'description'> = {
  timeoutMs: 10_000,
  retries: 2,
  backoff: { initialDelayMs: 250, maxDelayMs: 4_000 },
  ttlSeconds: 0,
  maxBytes: 10 * 1024 * 1024,
  maxConcurrent: 4,
  breaker: { consecutiveFailures: 5, halfOpenAfterMs: 30_000 },
  maxRetryAfterSeconds: 5,
};

/**
 * A source policy from the defaults and what differs.
 *
 * @param id - The source id.
 * @param description - What it is.
 * @param overrides - The fields that differ from {@link DEFAULT_SOURCE_POLICY}.
 * @returns The full policy.
 * @example
 * ```ts
 * const cpsc = defineSourcePolicy('recalls.cpsc', 'CPSC recalls API', { timeoutMs: 30_000, ttlSeconds: 3600 });
 * ```
 */
export function defineSourcePolicy(id: string, description: string, overrides: Partial<Omit<SourcePolicy, 'id' | 'description'>> = {}): SourcePolicy {
  return { ...DEFAULT_SOURCE_POLICY, ...overrides, id, description };
}
