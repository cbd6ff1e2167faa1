import { getAddress } from 'viem';
import type { EndpointDefinition } from '../../../catalog/types.js';
import { BASE_MAINNET, DEFAULT_MAX_TIMEOUT_SECONDS, USDC_BASE } from '../../x402/constants.js';
import type { PaymentOptions } from '../../x402/PaymentOptions.js';
import { usdToAtomicUnits } from '../../x402/usdToAtomicUnits.js';

/** The x402 `exact` payment requirements of one endpoint, as its 402 would state them. */
export interface X402Requirements {
  readonly scheme: 'exact';
  /** CAIP-2 network, e.g. `eip155:8453`. */
  readonly network: string;
  /** Token contract (EIP-55). */
  readonly asset: string;
  /** Price in the token's atomic units, e.g. `'100000'` for $0.10 in USDC. */
  readonly amount: string;
  /** Recipient (EIP-55). */
  readonly payTo: string;
  readonly maxTimeoutSeconds: number;
  /** The token's EIP-712 domain, which the buyer signs with. */
  readonly extra: { readonly name: string; readonly version: string };
}

/** What {@link describeEndpointPrice} returns. */
export interface EndpointPrice {
  /** The price charged per call as an exact USD decimal string: the catalog's, or its override. */
  readonly priceUsd: string;
  /** The x402 requirements; absent when the app charges nothing. */
  readonly x402?: X402Requirements;
}

/**
 * The price an endpoint is charged at and the x402 requirements it is paid with, computed exactly as the payment
 * middleware does (price overrides by operation id, atomic amount from the token's decimals), so the discovery
 * documents quote what a 402 will ask for.
 *
 * @param endpoint - The catalog declaration.
 * @param payment - The app's payment setup; absent when nothing is charged.
 * @returns The USD price and, with payment, the x402 requirements.
 * @throws GuidekitError `invalid_price` when a price is not exact in the token's decimals (as at app start).
 * @example
 * ```ts
 * describeEndpointPrice(debtPayoff, { facilitator, payTo }).x402?.amount //=> '100000'
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/x402-specification-v2.md
 */
export function describeEndpointPrice(endpoint: EndpointDefinition, payment?: PaymentOptions): EndpointPrice {
  const priceUsd = payment?.priceOverrides?.[endpoint.operationId] ?? endpoint.priceUsd;
  if (payment === undefined) return { priceUsd };
  const asset = payment.asset ?? USDC_BASE;
  return {
    priceUsd,
    x402: {
      scheme: 'exact',
      network: payment.network ?? BASE_MAINNET,
      asset: getAddress(asset.address),
      amount: usdToAtomicUnits(priceUsd, { decimals: asset.decimals, field: endpoint.operationId }),
      payTo: getAddress(payment.payTo),
      maxTimeoutSeconds: payment.maxTimeoutSeconds ?? DEFAULT_MAX_TIMEOUT_SECONDS,
      extra: { name: asset.eip712.name, version: asset.eip712.version },
    },
  };
}
