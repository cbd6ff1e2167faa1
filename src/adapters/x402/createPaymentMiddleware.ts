import { paymentMiddleware } from '@x402/hono';
import { createResourceServer } from './createResourceServer.js';
import type { MiddlewareHandler } from 'hono';
import type { EndpointDefinition } from '../../catalog/types.js';
import { buildPaymentRoutes } from './buildPaymentRoutes.js';
import type { PaymentOptions } from './PaymentOptions.js';

/**
 * Builds the x402 (v2) Hono middleware for the catalog with the official `@x402/hono` `paymentMiddleware`: an
 * unpaid call gets 402 with the `PAYMENT-REQUIRED` header; a paid one runs the handler and is settled only when the
 * handler answers below 400, then returns with `PAYMENT-RESPONSE`. Mount it per route, after parameter validation,
 * so invalid input is a 400 and is never asked to pay.
 *
 * @param endpoints - The catalog; only endpoints that can run are priced (see {@link buildPaymentRoutes}).
 * @param payment - See {@link PaymentOptions}.
 * @returns The middleware; it contacts the facilitator's `/supported` once, when created.
 * @throws GuidekitError from {@link buildPaymentRoutes} on a bad price or override.
 * @example
 * ```ts
 * app.get('/api/debt/payoff', validate, createPaymentMiddleware(ENDPOINTS, payment), handler);
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/transports-v2/http.md
 */
export function createPaymentMiddleware(endpoints: readonly EndpointDefinition[], payment: PaymentOptions): MiddlewareHandler {
  const routes = buildPaymentRoutes(endpoints, payment);
  const server = createResourceServer(payment);
  return paymentMiddleware(routes, server);
}
