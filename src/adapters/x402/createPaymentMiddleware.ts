import { decodePaymentSignatureHeader } from '@x402/core/http';
import { paymentMiddleware } from '@x402/hono';
import type { MiddlewareHandler } from 'hono';
import type { EndpointDefinition } from '../../catalog/types.js';
import { toJsonText } from '../../core/toJsonText.js';
import { buildPaymentInProgressProblem } from './buildPaymentInProgressProblem.js';
import { buildPaymentRoutes } from './buildPaymentRoutes.js';
import { createPaymentLocks, type PaymentLock, type PaymentLocks } from './createPaymentLocks.js';
import { createResourceServer } from './createResourceServer.js';
import type { PaymentOptions } from './PaymentOptions.js';

/**
 * Builds the x402 (v2) Hono middleware for the catalog with the official `@x402/hono` `paymentMiddleware`: an
 * unpaid call gets 402 with the `PAYMENT-REQUIRED` header; a paid one runs the handler and is settled only when the
 * handler answers below 400, then returns with `PAYMENT-RESPONSE`. Mount it per route, after parameter validation,
 * so invalid input is a 400 and is never asked to pay.
 *
 * A verified payment is locked (see {@link createPaymentLocks}) from just before the handler runs until its
 * settlement is over, so of several requests carrying the same `PAYMENT-SIGNATURE` at once exactly one runs the engine
 * and is settled; the others answer 409 `payment-in-progress` without running and are not settled.
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
  const server = createResourceServer(payment);
  const pay = paymentMiddleware(routes, server);
  return async (c, next) => {
    let held: PaymentLock | undefined;
    try {
      // x402 verifies first, then calls this in place of the handler, and settles after it (answers < 400 only).
      return await pay(c, async () => {
        const payload = readPayload(c.req.header('PAYMENT-SIGNATURE'));
        const lock = payload === undefined ? undefined : await locks.acquire(payload);
        if (lock === 'busy') {
          c.res = new Response(toJsonText(buildPaymentInProgressProblem(new URL(c.req.url).pathname)), {
            status: 409,
            headers: { 'content-type': 'application/problem+json; charset=utf-8' },
          });
          return;
        }
        held = lock;
        await next();
      });
    } finally {
      await held?.release();
    }
  };
}

/** The payment a request carries; undefined without one (x402 verified it before this is asked). */
function readPayload(signature: string | undefined): ReturnType<typeof decodePaymentSignatureHeader> | undefined {
  if (signature === undefined) return undefined;
  try {
    return decodePaymentSignatureHeader(signature);
  } catch {
    return undefined;
  }
}
