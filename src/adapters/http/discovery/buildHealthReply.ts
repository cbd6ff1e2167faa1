import { getAddress } from 'viem';
import { DEMO_PAY_TO } from '../../x402/constants.js';
import { describeEndpointPrice } from './describeEndpointPrice.js';
import type { DiscoveryOptions } from './DiscoveryOptions.js';

/** Options of {@link buildHealthReply}. */
export interface BuildHealthReplyOptions extends DiscoveryOptions {
  /** The moment the reply is generated (the adapter reads the clock, never the builder). */
  readonly now: Date;
}

/** The health reply, with exactly the fields spec 002 lists. */
export interface HealthReply {
  readonly service: string;
  /** Marketing line. */
  readonly brand: string;
  /** `'ok'` when healthy. */
  readonly status: 'ok';
  /** True when calls are paid into a configured wallet (not the local demo recipient). */
  readonly payer_wallet_configured: boolean;
  /** Operation id → `"METHOD path $price"`, e.g. `"GET /api/safety/recalls $0.015"`. */
  readonly endpoints: Readonly<Record<string, string>>;
  /** ISO 8601 timestamp of the reply. */
  readonly generated_at: string;
}

/**
 * Builds the health reply (GET /health) with the fields of the shopping service's health reply: service, brand,
 * status, payer_wallet_configured, endpoints (each endpoint key mapped to a text naming its method, path and
 * price) and generated_at. The endpoints listed are every endpoint the app serves, keyed by operation id, priced as
 * charged (overrides applied). `payer_wallet_configured` is true when the app charges into a recipient wallet other
 * than the local facilitator's documented demo address.
 *
 * @param options - See {@link BuildHealthReplyOptions}.
 * @returns The reply.
 * @example
 * ```ts
 * buildHealthReply({ endpoints: [safetyRecalls], baseUrl, version, now: new Date() }).endpoints.safetyRecalls
 * //=> 'GET /api/safety/recalls $0.015'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Health reply of the shopping service
 */
export function buildHealthReply(options: BuildHealthReplyOptions): HealthReply {
  const endpoints: Record<string, string> = {};
  for (const endpoint of options.endpoints) {
    const { priceUsd } = describeEndpointPrice(endpoint, options.payment);
    endpoints[endpoint.operationId] = `${endpoint.method} ${endpoint.path} $${priceUsd}`;
  }
  const payTo = options.payment?.payTo;
  return {
    service: 'guidekit',
    brand: 'guidekit: debt, veterans-benefits, market-signal and shopping-safety guidance, paid per call with x402.',
    status: 'ok',
    payer_wallet_configured: payTo !== undefined && getAddress(payTo) !== getAddress(DEMO_PAY_TO),
    endpoints,
    generated_at: options.now.toISOString(),
  };
}
