import { createHash } from 'node:crypto';
import { decodePaymentRequiredHeader, decodePaymentSignatureHeader, encodePaymentRequiredHeader } from '@x402/core/http';
import { x402HTTPResourceServer } from '@x402/core/server';
import type { PaymentPayload } from '@x402/core/types';
import { HonoAdapter, paymentMiddlewareFromHTTPServer } from '@x402/hono';
import type { Context, MiddlewareHandler } from 'hono';
import type { EndpointDefinition } from '../../catalog/types.js';
import { isGuidekitError } from '../../core/isGuidekitError.js';
import { toJsonText } from '../../core/toJsonText.js';
import { STORE_UNAVAILABLE } from '../store/guardSqlClient.js';
import type { StoredPaidAnswer } from '../store/Store.js';
import { buildPaymentInProgressProblem } from './buildPaymentInProgressProblem.js';
import { buildPaymentMismatchProblem } from './buildPaymentMismatchProblem.js';
import { buildPaymentRoutes } from './buildPaymentRoutes.js';
import { buildPaymentUsedProblem } from './buildPaymentUsedProblem.js';
import { buildStoreUnavailableProblem, STORE_RETRY_AFTER_SECONDS } from './buildStoreUnavailableProblem.js';
import { checkPaymentBinding } from './checkPaymentBinding.js';
import { createPaymentLocks, type PaymentLock, type PaymentLocks } from './createPaymentLocks.js';
import { createPaymentRequiredCache } from './createPaymentRequiredCache.js';
import { createResourceServer } from './createResourceServer.js';
import { findPaymentStore } from './findPaymentStore.js';
import { identifyPayment } from './identifyPayment.js';
import type { PaymentOptions } from './PaymentOptions.js';

/** Response header of an answer replayed from the store to a retry of the payment that bought it. */
export const REPLAY_HEADER = 'x-guidekit-replay';

/**
 * Builds the x402 (v2) Hono middleware for the catalog with the official `@x402/hono` middleware: an unpaid call gets
 * 402 with the `PAYMENT-REQUIRED` header; a paid one runs the handler and is settled only when the handler answers
 * below 400, then returns with `PAYMENT-RESPONSE`. Mount it per route, after parameter validation, so invalid input
 * is a 400 and is never asked to pay.
 *
 * Around x402, in order (docs/payments.md):
 * - **Unpaid**: the 402 of a call without payment comes from x402; once x402 answered a route twice alike, from its
 *   template with the request's URL spliced in (createPaymentRequiredCache, internal).
 * - **Store down**: while the payment store does not answer, every call is a 503 `store-unavailable`, never charged.
 * - **Binding**: a payment made for another endpoint or price is a 402 problem saying why ({@link checkPaymentBinding}).
 * - **Replay**: a payment whose answer is stored gets that answer again (a retry after a lost response), never a
 *   402 "nonce already used"; a payment that bought another request's answer is a 409 `payment-already-used`.
 * - **Lock**: a verified payment is locked ({@link createPaymentLocks}), so of several requests carrying it at once
 *   exactly one runs; the others answer 409 `payment-in-progress`.
 * - **Delivery**: the answer is stored, keyed by the payment, BEFORE the payment is settled; when it cannot be
 *   stored the call is a 503 and nothing is settled. So a settled payment always has its answer, whatever crash
 *   follows.
 *
 * @param endpoints - The catalog; only endpoints that can run are priced (see {@link buildPaymentRoutes}).
 * @param payment - See {@link PaymentOptions}.
 * @param locks - The app's payment locks, shared with the MCP gate. Default: built from `payment`.
 * @returns The middleware; it contacts the facilitator's `/supported` once, when created.
 * @throws GuidekitError from {@link buildPaymentRoutes} on a bad price or override.
 * @example
 * ```ts
 * app.get('/api/debt/payoff', validate, createPaymentMiddleware(ENDPOINTS, payment), handler);
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/transports-v2/http.md
 */
export function createPaymentMiddleware(
  endpoints: readonly EndpointDefinition[],
  payment: PaymentOptions,
  locks: PaymentLocks = createPaymentLocks(payment),
): MiddlewareHandler {
  const routes = buildPaymentRoutes(endpoints, payment);
  const httpServer = new x402HTTPResourceServer(createResourceServer(payment), routes);
  const pay = paymentMiddlewareFromHTTPServer(httpServer);
  const store = findPaymentStore(payment);
  const byRoute = new Map(endpoints.map((e) => [`${e.method} ${e.path}`, e]));
  // x402's 402 for each route, learnt from x402 itself; only the resource URL is spliced in per call.
  const unpaidCache = createPaymentRequiredCache();
  let initialized: Promise<void> | undefined;
  const initialize = () =>
    (initialized ??= httpServer.initialize().catch((error: unknown) => {
      initialized = undefined;
      throw error;
    }));

  /** The 402 x402 gives an unpaid call here, with `error` and a problem body saying why this payment is refused. */
  const refuse = async (c: Context, reason: string): Promise<Response> => {
    await initialize();
    const adapter = new HonoAdapter(c);
    const unpaid = Object.assign(Object.create(adapter) as HonoAdapter, {
      getHeader: (name: string) => (/^(payment-signature|x-payment)$/i.test(name) ? undefined : adapter.getHeader(name)),
    });
    const result = await httpServer.processHTTPRequest({ adapter: unpaid, path: c.req.path, decodedPath: c.req.path, method: c.req.method });
    const headers = new Headers({ 'content-type': 'application/problem+json; charset=utf-8' });
    if (result.type === 'payment-error') {
      for (const [name, value] of Object.entries(result.response.headers)) {
        headers.set(name, name.toLowerCase() === 'payment-required' ? encodePaymentRequiredHeader({ ...decodePaymentRequiredHeader(value), error: `payment_resource_mismatch: ${reason}` }) : value);
      }
      headers.set('content-type', 'application/problem+json; charset=utf-8');
    }
    return new Response(toJsonText(buildPaymentMismatchProblem(c.req.path, reason)), { status: 402, headers });
  };

  return async (c, next) => {
    const path = c.req.path;
    const route = routes[`${c.req.method} ${path}`];
    const endpoint = byRoute.get(`${c.req.method} ${path}`);
    if (route === undefined || endpoint === undefined) return pay(c, next);
    try {
      if (store !== undefined && !store.status().available) return storeUnavailable(path);
      const payload = readPayload(c.req.header('PAYMENT-SIGNATURE'));
      if (payload === undefined) {
        // The 402 is JSON the compression middleware would add `Vary` to once it is finished, which copies the whole
        // response; named before x402 builds it, the header costs nothing.
        c.header('vary', 'Accept-Encoding');
        const routeKey = `${c.req.method} ${path}`;
        const cached = unpaidCache.answer(c, routeKey);
        if (cached !== undefined) return cached;
        const res = await pay(c, next);
        if (res instanceof Response) await unpaidCache.learn(c, routeKey, res);
        return res;
      }

      // The amount is matched by x402 itself against the route's requirements; the resource is checked here.
      const mismatch = checkPaymentBinding(payload, { path: endpoint.path, operationId: endpoint.operationId });
      if (mismatch !== undefined) return await refuse(c, mismatch);

      const id = identifyPayment(payload);
      const requestHash = await hashRequest(c);
      let pending: StoredPaidAnswer | undefined;
      if (id !== undefined && store !== undefined) {
        const stored = await store.findPaidAnswer(id.key);
        if (stored !== undefined && stored.paymentHash === id.paymentHash) {
          if (stored.requestHash !== requestHash || stored.resource !== `${c.req.method} ${path}`) return problem(409, buildPaymentUsedProblem(path));
          if (stored.settled) return replay(stored);
          pending = stored; // stored, not known settled: x402 verifies and settles it, or says it was settled already
        }
      }

      let held: PaymentLock | undefined;
      let storedNow = false;
      let lateReplay: StoredPaidAnswer | undefined;
      let out: Response | void;
      try {
        // x402 verifies first, then calls this in place of the handler, and settles after it (answers < 400 only).
        out = await pay(c, async () => {
          const lock = await locks.acquire(payload);
          if (lock === 'busy') {
            c.res = problem(409, buildPaymentInProgressProblem(path));
            return;
          }
          held = lock;
          if (id !== undefined && store !== undefined) {
            // Another request with this payment may have stored (and settled) its answer while this one waited.
            const stored = pending ?? (await store.findPaidAnswer(id.key));
            if (stored !== undefined && stored.settled) {
              lateReplay = stored;
              c.res = problem(409, buildPaymentInProgressProblem(path)); // >= 400: x402 settles nothing
              return;
            }
            if (stored !== undefined) {
              pending = stored;
              c.res = replay(stored); // the stored answer is what this payment buys: x402 settles it now
              return;
            }
          }
          await next();
          if (id === undefined || store === undefined || c.res.status >= 400) return;
          // Delivery: the answer is kept before x402 settles the payment; if it cannot be kept, nothing is settled.
          const body = new Uint8Array(await c.res.clone().arrayBuffer());
          const headers: Record<string, string> = {};
          const type = c.res.headers.get('content-type');
          if (type !== null) headers['content-type'] = type;
          storedNow = await store.storePaidAnswer({ payment: id.key, paymentHash: id.paymentHash, requestHash, resource: `${c.req.method} ${path}`, status: c.res.status, headers, body });
          if (!storedNow) replace(c, problem(409, buildPaymentInProgressProblem(path)));
        });
      } finally {
        await held?.release();
      }
      if (out instanceof Response) replace(c, out);
      if (lateReplay !== undefined) return finish(c, replay(lateReplay));
      if (id === undefined || store === undefined || (!storedNow && pending === undefined)) return c.res;
      if (c.res.status < 400) {
        // Settled: remember it, so a retry replays at once. Should this write fail, a retry still gets the answer.
        await store.markPaidAnswerSettled(id.key, c.res.headers.get('PAYMENT-RESPONSE') ?? undefined).catch(() => undefined);
        return c.res;
      }
      if (c.res.status === 402 && pending !== undefined && saysNonceUsed(c.res)) {
        // The payment of a stored answer was settled before the process could say so (it crashed): deliver it.
        await store.markPaidAnswerSettled(id.key, undefined).catch(() => undefined);
        return finish(c, replay(pending));
      }
      if (!store.status().available) return finish(c, storeUnavailable(path));
      return c.res;
    } catch (error) {
      if (isGuidekitError(error) && error.code === STORE_UNAVAILABLE) return finish(c, storeUnavailable(path));
      throw error;
    }
  };
}

/** The payment a request carries; undefined without one, or when it is not readable (x402 then refuses it). */
function readPayload(signature: string | undefined): PaymentPayload | undefined {
  if (signature === undefined) return undefined;
  try {
    return decodePaymentSignatureHeader(signature);
  } catch {
    return undefined;
  }
}

/** SHA-256 of what the answer depends on: method, path, query and body. */
async function hashRequest(c: Context): Promise<string> {
  const url = new URL(c.req.url);
  const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text().catch(() => '');
  return createHash('sha256').update(`${c.req.method}\n${url.pathname}\n${url.search}\n${body}`).digest('hex');
}

/** Whether a 402 from x402 says the payment's nonce was already consumed (it was settled). */
function saysNonceUsed(res: Response): boolean {
  const header = res.headers.get('PAYMENT-REQUIRED');
  if (header === null) return false;
  try {
    return /nonce_already_used/.test(String(decodePaymentRequiredHeader(header).error ?? ''));
  } catch {
    return false;
  }
}

function replay(stored: StoredPaidAnswer): Response {
  const headers = new Headers(stored.headers);
  headers.set(REPLAY_HEADER, 'stored-answer');
  headers.set('cache-control', 'private, no-store');
  if (stored.paymentResponse !== undefined) headers.set('PAYMENT-RESPONSE', stored.paymentResponse);
  return new Response(stored.body.slice().buffer, { status: stored.status, headers });
}

/** Headers of a replaced response that must not leak into its replacement (Hono merges the rest, e.g. CORS). */
const ANSWER_HEADERS = ['payment-required', 'payment-response', 'cache-control', 'retry-after', 'content-length', REPLAY_HEADER];

/** Replaces the response; Hono merges the old one's headers into the new one, so the answer's own are dropped first. */
function replace(c: Context, res: Response): void {
  if (c.finalized) {
    try {
      for (const name of ANSWER_HEADERS) c.res.headers.delete(name);
    } catch {
      c.res = undefined; // immutable headers: start afresh
    }
  }
  c.res = res;
}

/** Replaces the response and returns it (the middleware's answer). */
function finish(c: Context, res: Response): Response {
  replace(c, res);
  return c.res;
}

function storeUnavailable(path: string): Response {
  const res = problem(503, buildStoreUnavailableProblem(path));
  res.headers.set('retry-after', String(STORE_RETRY_AFTER_SECONDS));
  return res;
}

function problem(status: number, body: unknown): Response {
  return new Response(toJsonText(body), { status, headers: { 'content-type': 'application/problem+json; charset=utf-8' } });
}
