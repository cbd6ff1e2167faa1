import { request } from 'node:http';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { MerchantNetwork, MerchantProbeLimits } from './MerchantNetwork.js';
import { parseMerchantTarget, type MerchantTarget } from '../../safety/parseMerchantTarget.js';
import { pinPublicAddress, type PinnedAddress } from './pinPublicAddress.js';

/** Options of {@link fetchPinned}. */
export interface FetchPinnedOptions {
  readonly network: MerchantNetwork;
  readonly limits: MerchantProbeLimits;
  /** Epoch ms after which nothing more is requested (the probe's overall budget). */
  readonly deadline: number;
  /** One resolution per hostname for the whole probe: hostname → pinned address. */
  readonly pins: Map<string, Promise<PinnedAddress>>;
  /** Field named by a 400. Default `domain`. */
  readonly field?: string;
  /** Verify the certificate chain (RDAP, feeds) or not (the shop's pages, whose TLS is judged separately). */
  readonly rejectUnauthorized: boolean;
  readonly accept?: string;
  /** Tests only. Never set by the HTTP adapter. Default false. */
  readonly allowPrivateTargets?: boolean;
}

/** A response, or why there is none. */
export type FetchPinnedResult =
  | {
      readonly ok: true;
      readonly status: number;
      readonly contentType: string;
      readonly body: string;
      /** The body was cut at `limits.maxBodyBytes`. */
      readonly truncated: boolean;
      readonly finalUrl: string;
      readonly redirects: readonly string[];
    }
  | { readonly ok: false; readonly reason: string };

type Hop = { status: number; location: string | null; contentType: string; body: string; truncated: boolean };

function requestOnce(target: MerchantTarget, address: string, options: FetchPinnedOptions): Promise<Hop> {
  const timeout = Math.min(options.limits.requestTimeoutMs, options.deadline - Date.now());
  if (timeout <= 0) return Promise.reject(new Error('time budget spent'));
  return new Promise((resolve, reject) => {
    const tls = target.protocol === 'https:' ? { servername: target.ip === null ? target.hostname : undefined, rejectUnauthorized: options.rejectUnauthorized } : undefined;
    const hostHeader = target.ip !== null && target.ip.includes(':') ? `[${target.ip}]` : target.hostname;
    const req = request({
      method: 'GET',
      path: target.path === '' ? '/' : target.path,
      headers: { Host: hostHeader, Accept: options.accept ?? 'text/html,application/xhtml+xml', 'Accept-Encoding': 'identity', 'User-Agent': 'guidekit-merchant-probe/1', Connection: 'close' },
      // No agent: the request rides on the socket createConnection returns (no pooling, no second lookup).
      // The socket goes to the checked address; the name travels only in Host and SNI.
      createConnection: () => options.network.connect({ address, port: target.port, ...(tls === undefined ? {} : { tls }) }),
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeout} ms`)), timeout);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      const status = res.statusCode ?? 0;
      const location = typeof res.headers.location === 'string' ? res.headers.location : null;
      const contentType = String(res.headers['content-type'] ?? '');
      const finish = () => {
        clearTimeout(timer);
        resolve({ status, location, contentType, body: Buffer.concat(chunks).toString('utf8'), truncated });
      };
      res.on('data', (chunk: Buffer) => {
        if (truncated) return;
        const room = options.limits.maxBodyBytes - size;
        if (chunk.length > room) {
          chunks.push(chunk.subarray(0, room));
          size += room;
          truncated = true;
          finish();
          req.destroy();
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => {
        if (!truncated) finish();
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        if (!truncated) reject(error);
      });
    });
    req.end();
  });
}

/**
 * GETs a URL for the merchant probe without ever reaching an internal address: the target (and every redirect
 * target, at most `limits.maxRedirects`) is parsed and refused as in `parseMerchantTarget`, each hostname is resolved
 * once per probe and its address pinned, and the socket is opened to that address with the name only in the Host
 * header and SNI. Bodies are cut at `limits.maxBodyBytes`; each request has `limits.requestTimeoutMs` and none starts
 * after `deadline`.
 *
 * @param url - Absolute http(s) URL.
 * @param options - See {@link FetchPinnedOptions}.
 * @returns The final response, or `{ ok: false, reason }` on a network failure, a timeout or too many redirects.
 * @throws {@link GuidekitError} (HTTP 400) naming `domain` when the URL or a redirect points at an internal address,
 *   a port other than 80/443, a scheme other than http/https or carries user info.
 * @example
 * ```ts
 * const page = await fetchPinned('https://shop.example.com/', { network, limits, deadline: Date.now() + 10_000, pins: new Map(), rejectUnauthorized: false });
 * ```
 * @see https://fetch.spec.whatwg.org/#http-redirect-fetch
 */
export async function fetchPinned(url: string, options: FetchPinnedOptions): Promise<FetchPinnedResult> {
  const field = options.field ?? 'domain';
  const check = { field, ...(options.allowPrivateTargets === true ? { allowPrivateTargets: true } : {}) };
  const redirects: string[] = [];
  let current = url;
  for (;;) {
    const target = parseMerchantTarget(current, check);
    let pin = options.pins.get(target.hostname);
    if (pin === undefined) {
      pin = pinPublicAddress(target, { network: options.network, ...check });
      options.pins.set(target.hostname, pin);
    }
    const pinned = await pin;
    if (!pinned.ok) return { ok: false, reason: pinned.reason };
    let hop: Hop;
    try {
      hop = await requestOnce(target, pinned.address, options);
    } catch (error) {
      return { ok: false, reason: `${current}: ${(error as Error).message}` };
    }
    if ([301, 302, 303, 307, 308].includes(hop.status) && hop.location !== null) {
      if (redirects.length >= options.limits.maxRedirects) return { ok: false, reason: `more than ${options.limits.maxRedirects} redirects` };
      let next: string;
      try {
        next = new URL(hop.location, current).href;
      } catch {
        return { ok: false, reason: `${current} redirects to an unreadable location` };
      }
      try {
        parseMerchantTarget(next, check);
      } catch (error) {
        if (error instanceof GuidekitError) {
          throw new GuidekitError(`fetchPinned: ${current} redirects to ${next.slice(0, 200)}, which is refused (${error.code})`, { code: error.code, field });
        }
        throw error;
      }
      redirects.push(next);
      current = next;
      continue;
    }
    return { ok: true, status: hop.status, contentType: hop.contentType, body: hop.body, truncated: hop.truncated, finalUrl: current, redirects };
  }
}
