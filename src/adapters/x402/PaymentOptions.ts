import type { FacilitatorClient } from '@x402/core/server';
import type { Network } from '@x402/core/types';
import type { Store } from '../store/Store.js';

/**
 * How `createApp` charges for calls with x402 (v2, `exact` scheme). Absent: nothing is charged (library use, tests).
 * Build it by hand or from the environment with `resolvePaymentConfig` + `createFacilitator`.
 */
export interface PaymentOptions {
  /** Verifies and settles payments: `createLocalFacilitator`, an `HTTPFacilitatorClient`, or Coinbase CDP. */
  readonly facilitator: FacilitatorClient;
  /** Recipient address of every payment. */
  readonly payTo: string;
  /** CAIP-2 network. Default `eip155:8453` (Base mainnet). */
  readonly network?: Network;
  /** Token: address, decimals and EIP-712 domain. Default USDC on Base ("USD Coin", version "2", 6 decimals). */
  readonly asset?: {
    readonly address: string;
    readonly decimals: number;
    readonly eip712: { readonly name: string; readonly version: string };
  };
  /** Prices that replace the catalog's, by operation id, as exact USD decimal strings (`{ debtPayoff: '0.12' }`). */
  readonly priceOverrides?: Readonly<Record<string, string>>;
  /** Validity window a buyer's signed authorization must cover, in seconds. Default 120. */
  readonly maxTimeoutSeconds?: number;
  /**
   * Where settlements reported by a remote facilitator are recorded. Leave unset with the local facilitator,
   * which records its own.
   */
  readonly settlementStore?: Store;
  /**
   * Where a payment being served is locked, so concurrent requests carrying the same payment run the engine once
   * (see createPaymentLocks). Default: `settlementStore`, else the local facilitator's store; without either, locks
   * are held in this process only. Give the shared store when several instances take payments.
   */
  readonly lockStore?: Store;
}
