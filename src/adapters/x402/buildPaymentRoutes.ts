import type { RouteConfig } from '@x402/core/server';
import { getAddress } from 'viem';
import type { EndpointDefinition } from '../../catalog/types.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { BASE_MAINNET, DEFAULT_MAX_TIMEOUT_SECONDS, USDC_BASE } from './constants.js';
import type { PaymentOptions } from './PaymentOptions.js';
import { usdToAtomicUnits } from './usdToAtomicUnits.js';

/**
 * Generates the `@x402/hono` route table from the catalog: one `"GET /api/…"` entry per endpoint that can run,
 * priced exactly from its `priceUsd` (or its override) as an atomic `AssetAmount` with the token's EIP-712 domain in
 * `extra`. Endpoints without `run` get no entry: they answer 501 and are never charged. There are no wildcards, so
 * nothing else (in particular `/api/mcp`, which pays in-band) is covered.
 *
 * @param endpoints - The catalog (or a subset).
 * @param payment - Recipient, token, network, overrides.
 * @returns The routes config for `paymentMiddleware`.
 * @throws GuidekitError `invalid_price` for a price that is not exact in the token's decimals; `unknown_operation`
 *   for an override naming no endpoint; `duplicate_route` when two endpoints share a method and path.
 * @example
 * ```ts
 * buildPaymentRoutes([debtPayoff], { facilitator, payTo })['GET /api/debt/payoff'].accepts.price.amount //=> '100000'
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/x402-specification-v2.md
 */
export function buildPaymentRoutes(endpoints: readonly EndpointDefinition[], payment: PaymentOptions): Record<string, RouteConfig> {
  const asset = payment.asset ?? USDC_BASE;
  const overrides = payment.priceOverrides ?? {};
  for (const operationId of Object.keys(overrides)) {
    if (!endpoints.some((e) => e.operationId === operationId)) {
      throw new GuidekitError(`buildPaymentRoutes: price override for unknown operation ${JSON.stringify(operationId)}`, {
        code: 'unknown_operation',
        field: `priceOverrides.${operationId}`,
      });
    }
  }
  const payTo = getAddress(payment.payTo);
  const routes: Record<string, RouteConfig> = {};
  for (const endpoint of endpoints) {
    if (endpoint.run === undefined) continue;
    const key = `${endpoint.method} ${endpoint.path}`;
    if (key in routes) {
      throw new GuidekitError(`buildPaymentRoutes: ${key} is declared twice`, { code: 'duplicate_route', field: endpoint.operationId });
    }
    const priceUsd = overrides[endpoint.operationId] ?? endpoint.priceUsd;
    routes[key] = {
      accepts: {
        scheme: 'exact',
        network: payment.network ?? BASE_MAINNET,
        payTo,
        price: {
          amount: usdToAtomicUnits(priceUsd, { decimals: asset.decimals, field: endpoint.operationId }),
          asset: getAddress(asset.address),
          extra: { name: asset.eip712.name, version: asset.eip712.version },
        },
        maxTimeoutSeconds: payment.maxTimeoutSeconds ?? DEFAULT_MAX_TIMEOUT_SECONDS,
      },
      description: endpoint.summary,
      mimeType: 'application/json',
    };
  }
  return routes;
}
