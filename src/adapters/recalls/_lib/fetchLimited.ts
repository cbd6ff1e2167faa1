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
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/**
 * Fetches `url` and returns its body as bytes, refusing anything that is not 2xx, takes longer than `timeoutMs` or
 * grows past `maxBytes` (checked against Content-Length first, then while streaming).
 */
export async function fetchBytes(url: string, request: FetchRequest): Promise<FetchOutcome<Uint8Array>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: { 'user-agent': 'guidekit-recalls/1 (+https://github.com/guidekit)', ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: controller.signal,
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, error: `HTTP ${response.status} from ${url}` };
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > request.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, error: `response of ${declared} bytes from ${url} exceeds the ${request.maxBytes}-byte limit` };
    }
    if (response.body === null) return { ok: true, value: new Uint8Array(0) };
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > request.maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, error: `response from ${url} exceeds the ${request.maxBytes}-byte limit` };
      }
      chunks.push(value);
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    return { ok: true, value: out };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, error: `no complete answer from ${url} within ${request.timeoutMs} ms` };
    return { ok: false, error: `request to ${url} failed: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
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
