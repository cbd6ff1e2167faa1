/** Why a body could not be read whole. */
export class BodyLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BodyLimitError';
  }
}

/**
 * Reads a response body whole, refusing one larger than `maxBytes` (its Content-Length first, then while streaming)
 * and one shorter than the Content-Length it declared (a truncated answer is never taken for a whole one).
 *
 * @param response - The fetch response; its body is consumed or cancelled.
 * @param maxBytes - Largest body accepted.
 * @returns The body bytes.
 * @throws BodyLimitError when the body is too large or truncated; the stream's own error when the connection broke.
 * @example
 * ```ts
 * const bytes = await readLimitedBody(await fetch(url), 1_000_000);
 * ```
 */
export async function readLimitedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declaredText = response.headers.get('content-length');
  const declared = declaredText === null ? NaN : Number(declaredText);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyLimitError(`the answer of ${declared} bytes is over the ${maxBytes}-byte limit`);
  }
  if (response.body === null) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyLimitError(`the answer grew over the ${maxBytes}-byte limit`);
    }
    chunks.push(value);
  }
  // A declared length only counts when the body was not content-encoded (fetch decodes gzip, changing the length).
  if (Number.isFinite(declared) && response.headers.get('content-encoding') === null && size < declared) {
    throw new BodyLimitError(`the answer was cut short: ${size} of ${declared} bytes`);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
