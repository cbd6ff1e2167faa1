import { createHash } from 'node:crypto';
import Bottleneck from 'bottleneck';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  wrap,
  type CircuitBreakerPolicy,
  type IPolicy,
} from 'cockatiel';
import { GuidekitError } from '../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import type { SourceRecorder } from '../../core/sourceUse.js';
import type { CassetteRecorder } from './CassetteRecorder.js';
import { BodyLimitError, readLimitedBody } from './readLimitedBody.js';
import type { CachedResponse, SourceCache } from './SourceCache.js';
import type { SourcePolicy } from './SourcePolicy.js';
import { redactCredentialParams } from './redactCredentialParams.js';

/** One request to an outside source. */
export interface SourceRequest {
  readonly url: string;
  /** Default GET. */
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Whether a failed attempt may be sent again. Default: true for GET, false for POST. */
  readonly idempotent?: boolean;
  /** Statuses answered as values instead of a 503 (e.g. 404 for "no such symbol"); never cached. Default none. */
  readonly acceptStatus?: readonly number[];
  /** Overrides the policy's cache lifetime for this request (seconds; 0: no cache). */
  readonly ttlSeconds?: number;
  /** Where the answer's `data` block notes this source. */
  readonly trace?: SourceRecorder;
}

/** An answer of a source, from the origin or the cache. */
export interface SourceResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
  /** When the origin sent it (or last confirmed it with a 304). */
  readonly fetchedAt: Date;
  /** True when served from the cache (fresh, or revalidated with a 304) rather than sent by the origin now. */
  readonly fromCache: boolean;
  /** The body as UTF-8 text (a leading byte-order mark dropped). */
  text(): string;
  /** The body parsed as JSON; a body that is not JSON is a 503 naming the source, never a guess. */
  json(): unknown;
}

/** How one source stands now, for `guidekit data status` and GET /health/data. */
export interface SourceFetcherState {
  readonly circuit: 'closed' | 'open' | 'half-open';
  /** Requests left in the current rate-limit window; null without a documented limit. */
  readonly remaining: number | null;
}

/** The one way adapters reach the outside (see {@link createSourceFetcher}). */
export interface SourceFetcher {
  /** Sends `request` to the source `sourceId` under its policy. */
  fetch(sourceId: string, request: SourceRequest): Promise<SourceResponse>;
  /** The policy of a source. */
  policy(sourceId: string): SourcePolicy | undefined;
  /** The breaker and rate-limit state of a source. */
  state(sourceId: string): Promise<SourceFetcherState>;
  /** Stops the rate limiters' timers. */
  close(): Promise<void>;
}

/** Options of {@link createSourceFetcher}. */
export interface CreateSourceFetcherOptions {
  /** Every source the adapters may name. A request naming another is a programming error. */
  readonly policies: readonly SourcePolicy[];
  /** The response cache (the store, or in memory). Default: nothing is cached. */
  readonly cache?: SourceCache;
  /** The transport. Default `globalThis.fetch`; tests and snapshot mode pass a replay fetch. */
  readonly fetch?: typeof globalThis.fetch;
  /** The clock of cache lifetimes and ages. Default `() => new Date()`. */
  readonly now?: () => Date;
  /** Records every origin answer into a cassette (`guidekit data record`). Default: nothing recorded. */
  readonly recorder?: CassetteRecorder;
  /** Sent with every request. Default `guidekit (+https://guidekit.dev)`. */
  readonly userAgent?: string;
}

/** A failed attempt that may pass if sent again. */
class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RetryableFailure';
  }
}

/**
 * Headers worth keeping with a cached answer. The `x-requests-*` trio is The Odds API's usage-quota report (remaining,
 * used, cost of this request): its adapter shows it in the data status.
 */
const KEPT_HEADERS = ['content-type', 'etag', 'last-modified', 'date', 'cache-control', 'content-language', 'x-requests-remaining', 'x-requests-used', 'x-requests-last'];

/**
 * The fetch layer every adapter that talks to the outside goes through. Per source ({@link SourcePolicy}): a time
 * limit per attempt, retries with exponential backoff and jitter on idempotent requests (cockatiel), a circuit breaker
 * that stops calling a source that keeps failing (cockatiel), the rate limit the source documents (bottleneck), a
 * response cache with a time-to-live kept in the store so that instances share it, conditional requests (ETag and
 * Last-Modified) once an entry expires, and a size limit. A source that is down, slow, rate-limited past what can be
 * waited for, or answers something unreadable is a {@link SourceUnavailableError} naming it and, when known, when to
 * retry: the catalog answers it with a 503, never charged. Each answer is noted in the request's trace (source, host,
 * fetched-at, age, cache), so the answer's `data` block says where its data came from.
 *
 * @param options - {@link CreateSourceFetcherOptions}.
 * @returns The fetcher.
 * @throws {@link GuidekitError} when two policies share an id.
 * @example
 * ```ts
 * const fetcher = createSourceFetcher({ policies: [defineSourcePolicy('fred', 'FRED series', { ttlSeconds: 3600 })], cache: store });
 * const res = await fetcher.fetch('fred', { url: 'https://api.stlouisfed.org/fred/series/observations?series_id=UNRATE', trace });
 * res.json();
 * ```
 * @see docs/configuration.md
 */
export function createSourceFetcher(options: CreateSourceFetcherOptions): SourceFetcher {
  const transport = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const userAgent = options.userAgent ?? 'guidekit (+https://guidekit.dev)';
  const sources = new Map<string, { policy: SourcePolicy; limiter: Bottleneck; breaker: CircuitBreakerPolicy; openedAt: number | null }>();
  for (const policy of options.policies) {
    if (sources.has(policy.id)) throw new GuidekitError(`createSourceFetcher: two policies for ${policy.id}`, { code: 'invalid_argument', field: 'policies' });
    const limiter = new Bottleneck({
      maxConcurrent: policy.maxConcurrent,
      ...(policy.rateLimit === undefined
        ? {}
        : {
            reservoir: policy.rateLimit.requests,
            reservoirRefreshAmount: policy.rateLimit.requests,
            reservoirRefreshInterval: policy.rateLimit.perSeconds * 1000,
          }),
      // Past this queue, new requests are shed at once (a 503 with a retry delay) rather than waiting without end.
      highWater: 100,
      strategy: Bottleneck.strategy.OVERFLOW,
    });
    const breaker = circuitBreaker(handleWhen((error) => !(error instanceof BodyLimitError) && !(error instanceof FinalFailure)), {
      halfOpenAfter: policy.breaker.halfOpenAfterMs,
      breaker: new ConsecutiveBreaker(policy.breaker.consecutiveFailures),
    });
    const entry = { policy, limiter, breaker, openedAt: null as number | null };
    breaker.onBreak(() => {
      entry.openedAt = Date.now();
    });
    breaker.onReset(() => {
      entry.openedAt = null;
    });
    sources.set(policy.id, entry);
  }

  function sourceOf(sourceId: string) {
    const entry = sources.get(sourceId);
    if (entry === undefined) {
      throw new GuidekitError(`SourceFetcher.fetch: no policy for source ${JSON.stringify(sourceId)}; known: ${[...sources.keys()].join(', ')}`, {
        code: 'invalid_argument',
        field: 'sourceId',
      });
    }
    return entry;
  }

  return {
    policy: (sourceId) => sources.get(sourceId)?.policy,

    async state(sourceId) {
      const entry = sourceOf(sourceId);
      const state = entry.breaker.state;
      return {
        circuit: state === CircuitState.Open || state === CircuitState.Isolated ? 'open' : state === CircuitState.HalfOpen ? 'half-open' : 'closed',
        remaining: entry.policy.rateLimit === undefined ? null : await entry.limiter.currentReservoir(),
      };
    },

    async close() {
      await Promise.all([...sources.values()].map((s) => s.limiter.stop({ dropWaitingJobs: true }).catch(() => undefined)));
    },

    async fetch(sourceId, request) {
      const entry = sourceOf(sourceId);
      const { policy } = entry;
      const method = request.method ?? 'GET';
      const ttl = request.ttlSeconds ?? policy.ttlSeconds;
      const key = `${sourceId} ${method} ${request.url}${request.body === undefined ? '' : ` ${request.body}`}`;
      const host = new URL(request.url).host;
      // Each request is named in the answer's provenance: a body's digest tells apart requests to one URL.
      const bodyDigest = request.body === undefined || request.trace === undefined ? undefined : createHash('sha256').update(request.body).digest('hex');
      const note = (fetchedAt: Date, fromCache: boolean, status: number) =>
        request.trace?.record({
          source: sourceId,
          host,
          url: redactCredentialParams(request.url),
          fetched_at: fetchedAt.toISOString(),
          age_seconds: Math.max(0, Math.round((now().getTime() - fetchedAt.getTime()) / 1000)),
          from_cache: fromCache,
          status,
          method,
          ...(bodyDigest === undefined ? {} : { request_body_sha256: bodyDigest }),
        });

      const cached = ttl > 0 && options.cache !== undefined ? await options.cache.readCached(key).catch(() => undefined) : undefined;
      if (cached !== undefined && cached.expiresAt.getTime() > now().getTime()) {
        note(cached.fetchedAt, true, cached.status);
        return responseOf(sourceId, cached.status, cached.headers, cached.body, cached.fetchedAt, true);
      }

      const idempotent = request.idempotent ?? method === 'GET';
      const attemptPolicy: IPolicy = wrap(
        retry(handleWhen((error) => error instanceof RetryableFailure), {
          maxAttempts: idempotent ? policy.retries : 0,
          backoff: new ExponentialBackoff({ initialDelay: policy.backoff.initialDelayMs, maxDelay: policy.backoff.maxDelayMs }),
        }),
        entry.breaker,
      );

      const attempt = async (): Promise<SourceResponse> => {
        const conditional: Record<string, string> = {};
        if (cached?.etag) conditional['if-none-match'] = cached.etag;
        if (cached?.lastModified) conditional['if-modified-since'] = cached.lastModified;
        const once = timeout(policy.timeoutMs, TimeoutStrategy.Aggressive);
        let response: Response;
        let body: Uint8Array;
        try {
          ({ response, body } = await once.execute(async ({ signal }) => {
            const res = await transport(request.url, {
              method,
              headers: { 'user-agent': userAgent, accept: 'application/json, text/csv, text/plain, */*', ...conditional, ...request.headers },
              ...(request.body === undefined ? {} : { body: request.body }),
              signal,
              redirect: 'follow',
            });
            // 304 has no body; every other answer is read whole within the same time limit.
            return { response: res, body: res.status === 304 ? new Uint8Array(0) : await readLimitedBody(res, policy.maxBytes) };
          }));
        } catch (error) {
          if (error instanceof BodyLimitError) throw error;
          if (error instanceof TaskCancelledError) throw new RetryableFailure(`no complete answer within ${policy.timeoutMs} ms`);
          throw new RetryableFailure(`the request failed: ${(error as Error).message}`);
        }
        const headers = keptHeaders(response.headers);
        const fetchedAt = now();
        await options.recorder?.record({ source: sourceId, method, url: request.url, requestBody: request.body ?? null, status: response.status, headers, body, recordedAt: fetchedAt });
        if (response.status === 304 && cached !== undefined) {
          const refreshed: CachedResponse = { ...cached, fetchedAt, expiresAt: new Date(fetchedAt.getTime() + ttl * 1000) };
          await options.cache?.writeCached(key, refreshed).catch(() => undefined);
          note(fetchedAt, true, 304);
          return responseOf(sourceId, cached.status, cached.headers, cached.body, fetchedAt, true);
        }
        if (response.status >= 200 && response.status < 300) {
          if (ttl > 0 && options.cache !== undefined) {
            await options.cache
              .writeCached(key, {
                source: sourceId,
                url: redactCredentialParams(request.url),
                status: response.status,
                headers,
                body,
                etag: response.headers.get('etag'),
                lastModified: response.headers.get('last-modified'),
                fetchedAt,
                expiresAt: new Date(fetchedAt.getTime() + ttl * 1000),
              })
              .catch(() => undefined); // a cache that cannot be written never fails an answer
          }
          note(fetchedAt, false, response.status);
          return responseOf(sourceId, response.status, headers, body, fetchedAt, false);
        }
        if (request.acceptStatus?.includes(response.status)) {
          note(fetchedAt, false, response.status);
          return responseOf(sourceId, response.status, headers, body, fetchedAt, false);
        }
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'), fetchedAt);
        const reason = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
        if (response.status === 429 || response.status === 503) {
          if (retryAfter !== undefined && retryAfter > policy.maxRetryAfterSeconds) throw new FinalFailure(reason, retryAfter);
          if (retryAfter !== undefined) await new Promise((done) => setTimeout(done, retryAfter * 1000));
          throw new RetryableFailure(reason, retryAfter);
        }
        if (response.status === 408 || response.status >= 500) throw new RetryableFailure(reason, retryAfter);
        throw new FinalFailure(reason, retryAfter);
      };

      try {
        return await attemptPolicy.execute(() => entry.limiter.schedule(attempt));
      } catch (error) {
        throw unavailable(sourceId, error, entry);
      }
    },
  };
}

/** A failure that sending again cannot fix (a 4xx, a Retry-After too long to wait for). */
class FinalFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'FinalFailure';
  }
}

function unavailable(sourceId: string, error: unknown, entry: { policy: SourcePolicy; openedAt: number | null }): SourceUnavailableError {
  if (error instanceof SourceUnavailableError) return error;
  if (error instanceof BrokenCircuitError) {
    const left = entry.openedAt === null ? entry.policy.breaker.halfOpenAfterMs : entry.openedAt + entry.policy.breaker.halfOpenAfterMs - Date.now();
    return new SourceUnavailableError(sourceId, `it failed ${entry.policy.breaker.consecutiveFailures} times in a row, so it is not being called for now`, {
      retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)),
      cause: error,
    });
  }
  if (error instanceof Bottleneck.BottleneckError) {
    return new SourceUnavailableError(sourceId, 'too many requests are waiting for its rate limit', { retryAfterSeconds: entry.policy.rateLimit?.perSeconds ?? 1, cause: error });
  }
  const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  return new SourceUnavailableError(sourceId, (error as Error).message, { ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }), cause: error });
}

function responseOf(sourceId: string, status: number, headers: Readonly<Record<string, string>>, body: Uint8Array, fetchedAt: Date, fromCache: boolean): SourceResponse {
  const text = () => new TextDecoder('utf-8').decode(body).replace(/^\uFEFF/, '');
  return {
    status,
    headers,
    body,
    fetchedAt,
    fromCache,
    text,
    json() {
      try {
        return JSON.parse(text()) as unknown;
      } catch (error) {
        throw new SourceUnavailableError(sourceId, `its answer is not JSON (${(error as Error).message})`, { cause: error });
      }
    },
  };
}

function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

/** Retry-After as seconds from `at`: delta-seconds or an HTTP date (RFC 9110, 10.2.3). */
function parseRetryAfter(value: string | null, at: Date): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - at.getTime()) / 1000));
}

