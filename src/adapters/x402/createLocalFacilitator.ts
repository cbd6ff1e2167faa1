import { x402Facilitator } from '@x402/core/facilitator';
import type { FacilitatorClient } from '@x402/core/server';
import type { Network, PaymentRequirements } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import { getAddress, isAddressEqual, type Hex } from 'viem';
import type { Store } from '../store/Store.js';
import { BASE_MAINNET, USDC_BASE } from './constants.js';
import { createLedgerSigner } from './createLedgerSigner.js';
import { eip3009Authorization } from './eip3009Authorization.js';

/** Options of {@link createLocalFacilitator}. */
export interface CreateLocalFacilitatorOptions {
  /** Records consumed nonces and settlements. */
  readonly store: Store;
  /** The only recipient it accepts payments to. */
  readonly payTo: string;
  /** Default Base mainnet, `eip155:8453`. */
  readonly network?: Network;
  /** The only token it accepts. Default USDC on Base with its EIP-712 domain ("USD Coin", "2"). */
  readonly asset?: { readonly address: string; readonly eip712: { readonly name: string; readonly version: string } };
}

/** A facilitator client, with what the server banner and the settlement bookkeeping need to know about it. */
export interface GuidekitFacilitator extends FacilitatorClient {
  /** `local`: in-process, records settlements in the store; `remote`: an HTTP facilitator; `cdp`: Coinbase CDP. */
  readonly mode: 'local' | 'remote' | 'cdp';
  /** False for the local facilitator: it settles nothing on chain. */
  readonly settlesOnChain: boolean;
  /** One line for the banner, e.g. the facilitator URL. */
  readonly description: string;
  /** The local facilitator's store (consumed nonces, settlements); in-flight payment locks default to it. */
  readonly store?: Store;
}

/**
 * An in-process x402 facilitator for development and tests, built from the official `@x402/evm` exact scheme:
 * the EIP-712 `TransferWithAuthorization` signature is recovered and checked for real, as are the amount, the
 * recipient, the network, the token and the validity window. What a chain would do is done by the store instead: a
 * (payer, nonce) pair is consumed atomically, so a replayed payment is refused, and each settlement is recorded as a
 * row (`onChain: false`). **Nothing is settled on chain and no USDC moves.**
 *
 * @param options - See {@link CreateLocalFacilitatorOptions}.
 * @returns A `FacilitatorClient` for `x402ResourceServer`; `getSupported` answers exact on the configured network.
 * @example
 * ```ts
 * const facilitator = createLocalFacilitator({ store, payTo: '0x…' });
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/schemes/exact/scheme_exact_evm.md
 */
export function createLocalFacilitator(options: CreateLocalFacilitatorOptions): GuidekitFacilitator {
  const network = options.network ?? BASE_MAINNET;
  const asset = options.asset ?? USDC_BASE;
  const payTo = getAddress(options.payTo);
  const { store } = options;
  // The settlements under way, by authorization: the ledger books each one's row in the statement that consumes its
  // nonce. When the same authorization is being settled twice at once, neither books there (which resource would the
  // row name?): the nonce lets one through and that one records its row afterwards, as a chain facilitator's would.
  const settling = new Map<string, Set<{ readonly resource: string | undefined; booked: boolean }>>();
  const signer = createLedgerSigner({
    store,
    network,
    asset: asset.address,
    eip712: asset.eip712,
    bookSettlement: ({ from, nonce }) => {
      const calls = settling.get(authorizationId(from, nonce));
      const call = calls?.size === 1 ? [...calls][0] : undefined;
      if (call === undefined) return undefined;
      call.booked = true;
      return { resource: call.resource };
    },
  });
  const facilitator = new x402Facilitator().register(network, new ExactEvmScheme(signer));

  // Defence in depth: this facilitator only ever pays `payTo` in `asset` on `network`, whatever requirements it is handed.
  const refuseForeign = async ({ requirements }: { requirements: PaymentRequirements }) => {
    const reason =
      requirements.network !== network
        ? 'network_mismatch'
        : !isAddressEqual(requirements.asset as Hex, getAddress(asset.address))
          ? 'asset_mismatch'
          : !isAddressEqual(requirements.payTo as Hex, payTo)
            ? 'recipient_mismatch'
            : undefined;
    return reason === undefined ? undefined : { abort: true as const, reason: `local_facilitator_${reason}` };
  };
  facilitator.onBeforeVerify(refuseForeign);
  facilitator.onBeforeSettle(refuseForeign);

  return {
    mode: 'local',
    settlesOnChain: false,
    store,
    description: 'local, in-process (settles nothing on chain)',
    getSupported: async () => facilitator.getSupported() as Awaited<ReturnType<FacilitatorClient['getSupported']>>,
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    async settle(payload, requirements) {
      const authorization = eip3009Authorization(payload);
      const id = authorization === undefined ? undefined : authorizationId(authorization.from, authorization.nonce);
      const call = { resource: payload.resource?.url, booked: false };
      if (id !== undefined) settling.set(id, (settling.get(id) ?? new Set()).add(call));
      let result: Awaited<ReturnType<typeof facilitator.settle>>;
      try {
        result = await facilitator.settle(payload, requirements);
      } finally {
        const calls = id === undefined ? undefined : settling.get(id);
        calls?.delete(call);
        if (id !== undefined && calls?.size === 0) settling.delete(id);
      }
      // Booked by the ledger with the nonce (the usual case): the row is already there.
      if (!result.success || authorization === undefined || call.booked) return result;
      // The row is the settlement: local mode's equivalent of the transfer landing on chain.
      await store.recordSettlement({
        network: requirements.network,
        asset: requirements.asset,
        payer: authorization.from,
        nonce: authorization.nonce,
        payTo: authorization.to,
        amount: authorization.value,
        transaction: result.transaction,
        resource: payload.resource?.url,
        onChain: false,
      });
      return result;
    },
  };
}

/** One authorization, as the ledger's transfer and the payload name it (addresses and nonces in any case). */
function authorizationId(from: string, nonce: string): string {
  return `${from.toLowerCase()}|${nonce.toLowerCase()}`;
}
