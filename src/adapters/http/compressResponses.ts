import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Options of {@link compressResponses}. */
export interface CompressResponsesOptions {
  /** Smallest body compressed, in bytes; smaller answers go as they are (the headers would cost more). Default 1 024. */
  readonly threshold?: number;
  /**
   * Brotli quality, 0 to 11. Default 5: the 1.3 MB OpenAPI document becomes 88 KB (gzip level 6: 120 KB); brotli's own
   * default of 11 gives 78 KB but is meant for assets compressed once: in a one-off timing on the loaded build machine
   * (2026-12-02, median of 5) it took 2.9 s against 54 ms at quality 5, too slow for answers compressed per request.
   */
  readonly brotliQuality?: number;
  /** gzip and deflate level, 1 to 9. Default 6 (zlib's default). */
  readonly gzipLevel?: number;
}

/** The codings offered, in the order preferred when the caller weighs them equally. */
const CODINGS = ['br', 'gzip', 'deflate'] as const;
type Coding = (typeof CODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The coding to answer with, from an `Accept-Encoding` header (RFC 9110 §12.5.3): the offered coding of highest
 * weight (`*` stands for the ones not named), brotli first among equals; none when nothing offered is acceptable.
 */
function chooseCoding(header: string | undefined): Coding | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name === undefined || name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: { coding: Coding; q: number } | undefined;
  for (const coding of CODINGS) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > 0 && (best === undefined || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

/**
 * Compresses answers with brotli, gzip or deflate, as the caller's `Accept-Encoding` prefers (brotli among equals),
 * when they are text or JSON (Hono's list of compressible types; never an event stream, which must flow) and at
 * least `threshold` bytes long. The body is compressed whole with node:zlib (the answers are whole documents, not
 * streams); `Vary: Accept-Encoding` is added; a strong ETag becomes weak; `Cache-Control: no-transform`, HEAD, 206
 * and an answer already encoded are left alone. The payment middleware runs inside it, so a stored paid answer is
 * kept uncompressed and compressed again for whoever replays it.
 *
 * @param options - {@link CompressResponsesOptions}: threshold 1 KiB, brotli quality 5, gzip level 6.
 * @returns The Hono middleware.
 * @example
 * ```ts
 * app.use('*', compressResponses());
 * // GET /openapi.json with Accept-Encoding: br, gzip → Content-Encoding: br
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc7932 (brotli)
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-accept-encoding
 * @see docs/hosting.md (compression)
 */
export function compressResponses(options: CompressResponsesOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  const brotliQuality = options.brotliQuality ?? 5;
  const gzipLevel = options.gzipLevel ?? 6;
  if (!Number.isInteger(brotliQuality) || brotliQuality < 0 || brotliQuality > 11) throw new RangeError(`compressResponses: brotliQuality must be an integer 0..11, got ${brotliQuality}`);
  if (!Number.isInteger(gzipLevel) || gzipLevel < 1 || gzipLevel > 9) throw new RangeError(`compressResponses: gzipLevel must be an integer 1..9, got ${gzipLevel}`);
  const encoders: Record<Coding, (body: Uint8Array) => Promise<Uint8Array>> = {
    br: (body) =>
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      }),
    gzip: (body) => gzipAsync(body, { level: gzipLevel }),
    deflate: (body) => deflateAsync(body, { level: gzipLevel }),
  };
  return async function compressAnswer(c, next) {
    await next();
    const res = c.res;
    // Headers and status first: on @hono/node-server's lightweight Response they are cheap, while reading `body`
    // builds the full Response; so the body is touched only when the answer is to be compressed.
    const type = res.headers.get('content-type');
    if (
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      res.headers.has('content-encoding') ||
      type === null ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < threshold) return;
    const vary = res.headers.get('vary');
    const coding = chooseCoding(c.req.header('accept-encoding'));
    if (coding === undefined) {
      if (vary !== '*' && !(vary !== null && VARY_ACCEPT_ENCODING.test(vary))) res.headers.set('vary', vary === null ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
      return;
    }
    if (res.body === null) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (vary !== '*' && !(vary !== null && VARY_ACCEPT_ENCODING.test(vary))) headers.set('vary', vary === null ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
    // Replace, not assign over: Hono merges the old answer's headers into a new one (a stale content-length).
    c.res = undefined;
    if (body.byteLength < threshold) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const encoded = await encoders[coding](body);
    headers.set('content-encoding', coding);
    headers.set('content-length', String(encoded.byteLength));
    const etag = headers.get('etag');
    if (etag !== null && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    // zlib hands back a Buffer over a shared pool; the Response gets its own ArrayBuffer-backed copy.
    c.res = new Response(new Uint8Array(encoded), { status: res.status, statusText: res.statusText, headers });
  };
}
