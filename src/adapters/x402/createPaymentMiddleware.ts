import { paymentMiddleware, x402ResourceServer } from '@x402/hono';
import { ExactEvmScheme } from '@x402/evm/exact/server';
import type { MiddlewareHandler } from 'hono';
import type { EndpointDefinition } from '../../catalog/types.js';
import { buildPaymentRoutes } from './buildPaymentRoutes.js';
import { BASE_MAINNET } from './constants.js';
import { eip3009Authorization } from './eip3009Authorization.js';
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
  const network = payment.network ?? BASE_MAINNET;
  const server = new x402ResourceServer(payment.facilitator).register(network, new ExactEvmScheme());
  const store = payment.settlementStore;
  if (store !== undefined) {
    server.onAfterSettle(async ({ paymentPayload, requirements, result }) => {
      const authorization = eip3009Authorization(paymentPayload);
      if (!result.success || authorization === undefined) return;
      await store.recordSettlement({
        network: requirements.network,
        asset: requirements.asset,
        payer: authorization.from,
        nonce: authorization.nonce,
        payTo: requirements.payTo,
        amount: requirements.amount,
        transaction: result.transaction,
        resource: paymentPayload.resource?.url,
        onChain: true,
      });
    });
  }
  return paymentMiddleware(routes, server);
}
