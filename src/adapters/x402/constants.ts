import type { Network } from '@x402/core/types';

/** CAIP-2 id of Base mainnet, the network guidekit is paid on. */
export const BASE_MAINNET: Network = 'eip155:8453';

/**
 * Circle's USDC on Base mainnet, with the EIP-712 domain its `transferWithAuthorization` signatures use.
 * The domain name is "USD Coin" on Base mainnet (Base Sepolia's is "USDC"); a wrong name fails every signature.
 *
 * @see https://developers.circle.com/stablecoins/usdc-contract-addresses
 * @see https://eips.ethereum.org/EIPS/eip-3009
 */
export const USDC_BASE = {
  address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  decimals: 6,
  eip712: { name: 'USD Coin', version: '2' },
} as const;

/**
 * The documented demo recipient used by the local facilitator when no `GUIDEKIT_PAY_TO` is configured:
 * the well-known "dead" address nobody holds a key for. Local mode never moves money, so nothing is lost; a
 * remote or CDP facilitator refuses to start without a real `GUIDEKIT_PAY_TO`.
 */
export const DEMO_PAY_TO = '0x000000000000000000000000000000000000dEaD';

/** How long a signed payment authorization stays valid, in seconds (the x402 `maxTimeoutSeconds`). */
export const DEFAULT_MAX_TIMEOUT_SECONDS = 120;
