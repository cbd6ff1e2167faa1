import { createSourceFetcher, type SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { defineSourcePolicy } from '../../fetch/SourcePolicy.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';

/**
 * The one way the recall adapters talk to a source: a bounded HTTP request. Every call has a time limit and a size
 * limit, and every failure (network, timeout, HTTP status, oversized or unreadable body) comes back as a value, so a
 * refresh can record the source `unavailable` instead of crashing.
 */

/** What one bounded request needs. */
export interface FetchLimits {
  /** Milliseconds for the whole exchange, body included. */
  readonly timeoutMs: number;
  /** Largest body accepted, in bytes. */
  readonly maxBytes: number;
}

/** A request outcome: the body bytes, or why there are none. */
export type FetchOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** Request details beyond the URL. */
export interface FetchRequest extends FetchLimits {
  /** The source id of the fetch layer's policy, e.g. `recalls.cpsc`. */
  readonly source: string;
  /** The app's fetch layer; absent: a one-off layer with these limits. */
  readonly fetcher?: SourceFetcher | undefined;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Stops the wait: the call rejects with the signal's reason (an `AbortError`) instead of returning a value. */
  readonly signal?: AbortSignal | undefined;
}

/** Waits for `pending` unless `signal` aborts first (then rejects with its reason; the request ends on its own limit). */
function unlessAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return pending;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Fetches `url` through the fetch layer (time limit, retries with backoff on GET, size limit, circuit breaker) and
 * returns its body as bytes, or why there is none. With `fetcher` the app's shared layer is used (its policy for
 * `source`); without, a one-off layer with these limits. An aborted `signal` is not a failure value: the call rejects
 * with the signal's reason, so a refresh that was stopped never records a source as unavailable.
 */
export async function fetchBytes(url: string, request: FetchRequest): Promise<FetchOutcome<Uint8Array>> {
  request.signal?.throwIfAborted();
  const fetcher =
    request.fetcher ??
    createSourceFetcher({
      policies: [defineSourcePolicy(request.source, `${request.source} (one-off)`, { timeoutMs: request.timeoutMs, maxBytes: request.maxBytes, maxConcurrent: 1 })],
      userAgent: 'guidekit-recalls/1 (+https://guidekit.dev)',
    });
  try {
    const pending = fetcher.fetch(request.source, {
      url,
      method: request.method ?? 'GET',
      ...(request.headers === undefined ? {} : { headers: request.headers }),
      ...(request.body === undefined ? {} : { body: request.body }),
      // The recall services answer the same search the same way: a POST search may be sent again.
      idempotent: true,
    });
    // The fetch layer takes no signal: an abort stops the wait, and the request ends within its own time limit.
    pending.catch(() => undefined);
    const res = await unlessAborted(pending, request.signal);
    return { ok: true, value: res.body };
  } catch (error) {
    if (request.signal?.aborted === true) throw request.signal.reason;
    if (error instanceof SourceUnavailableError) return { ok: false, error: `${error.reason} from ${url}` };
    return { ok: false, error: `request to ${url} failed: ${(error as Error).message}` };
  } finally {
    if (request.fetcher === undefined) {
      // Closing waits for the request in flight; after an abort it is left to end on its own time limit.
      const closing = fetcher.close();
      if (request.signal?.aborted === true) closing.catch(() => undefined);
      else await closing;
    }
  }
}

/** {@link fetchBytes} decoded as UTF-8 text. */
export async function fetchText(url: string, request: FetchRequest): Promise<FetchOutcome<string>> {
  const got = await fetchBytes(url, request);
  if (!got.ok) return got;
  return { ok: true, value: new TextDecoder('utf-8').decode(got.value).replace(/^\uFEFF/, '') };
}

/** {@link fetchText} parsed as JSON; a body that is not JSON is a failure value. */
export async function fetchJson(url: string, request: FetchRequest): Promise<FetchOutcome<unknown>> {
  const got = await fetchText(url, request);
  if (!got.ok) return got;
  try {
    return { ok: true, value: JSON.parse(got.value) as unknown };
  } catch (error) {
    return { ok: false, error: `answer from ${url} is not JSON: ${(error as Error).message}` };
  }
}
