import { eip3009ABI } from '@x402/evm';
// @x402/evm's CommonJS declarations import viem's ESM-only ones, an error for a CommonJS consumer on node16 resolution;
// its ESM declarations are read the same from both module kinds (scripts/importEsmOnlyTypes.ts restores the attribute
// in the .d.cts, which the declaration bundler drops).
import type { FacilitatorEvmSigner } from '@x402/evm' with { 'resolution-mode': 'import' };
import { decodeFunctionData, encodeFunctionResult, encodePacked, getAddress, isAddressEqual, keccak256, verifyTypedData, type Hex } from 'viem';
import type { Store } from '../store/Store.js';

/** Options of {@link createLedgerSigner}. */
export interface CreateLedgerSignerOptions {
  /** Where consumed authorization nonces live. */
  readonly store: Store;
  /** CAIP-2 network the ledger stands in for, e.g. `eip155:8453`. */
  readonly network: string;
  /** The one token contract the ledger knows (USDC on Base). */
  readonly asset: string;
  /** The token's EIP-712 domain name and version, answered to `name()` and `version()`. */
  readonly eip712: { readonly name: string; readonly version: string };
  /** Address the ledger reports as the facilitator's own. Default `0x…0402`. */
  readonly facilitatorAddress?: string;
  /**
   * The settlement a transfer books, for a ledger that records settlements itself (the local facilitator): given the
   * authorization's payer and nonce, the paid resource to record, or undefined to only consume the nonce. With a
   * booking, the nonce and the settlement row are written in one statement ({@link Store.settleNonce}). Default:
   * only the nonce is consumed ({@link Store.markNonceUsed}).
   */
  readonly bookSettlement?: (authorization: { readonly from: string; readonly nonce: string }) => { readonly resource?: string | undefined } | undefined;
}

/** Revert text of FiatToken (USDC) for a consumed nonce; `@x402/evm` maps it to `invalid_exact_evm_nonce_already_used`. */
const NONCE_USED = 'FiatTokenV2: authorization is used or canceled';

/**
 * A stand-in for the chain behind `@x402/evm`'s exact facilitator scheme, so the official verification code runs
 * unchanged with no RPC: the token contract "exists", every payer is an externally owned account (signatures are
 * recovered with ECDSA by `@x402/evm` itself), and `transferWithAuthorization` consumes the (payer, nonce) in the
 * store atomically instead of moving USDC. It answers the scheme's diagnostic multicall (`name`, `version`,
 * `authorizationState`, `balanceOf`) so a replay is reported as `invalid_exact_evm_nonce_already_used`.
 *
 * Not supported (refused): smart-contract wallets (ERC-1271/6492) and Permit2 payloads, which need a real chain.
 *
 * @param options - See {@link CreateLedgerSignerOptions}.
 * @returns A `FacilitatorEvmSigner` for `new ExactEvmScheme(signer)` from `@x402/evm/exact/facilitator`.
 * @example
 * ```ts
 * const scheme = new ExactEvmScheme(createLedgerSigner({ store, network: 'eip155:8453', asset: USDC_BASE.address, eip712: USDC_BASE.eip712 }));
 * ```
 * @see https://eips.ethereum.org/EIPS/eip-3009
 */
export function createLedgerSigner(options: CreateLedgerSignerOptions): FacilitatorEvmSigner {
  const { store, network } = options;
  const asset = getAddress(options.asset);
  const self = getAddress(options.facilitatorAddress ?? '0x0000000000000000000000000000000000000402');
  const nonceKey = (payer: unknown, nonce: unknown) => ({ network, asset, payer: String(payer), nonce: String(nonce) });

  const requireAsset = (address: string) => {
    if (!isAddressEqual(address as Hex, asset)) throw new Error(`local ledger: no contract at ${address}`);
  };

  // Answers one call of the token's ABI, as an eth_call would.
  const callToken = async (functionName: string, args: readonly unknown[]): Promise<unknown> => {
    switch (functionName) {
      case 'name':
        return options.eip712.name;
      case 'version':
        return options.eip712.version;
      case 'balanceOf':
        // Local mode moves no money: every payer can afford any price.
        return 2n ** 255n;
      case 'authorizationState':
        return store.hasUsedNonce(nonceKey(args[0], args[1]));
      case 'transferWithAuthorization':
        // Simulation: would the transfer go through? Only a consumed nonce makes it revert here (the signature
        // was already checked by the scheme, as the contract would).
        if (await store.hasUsedNonce(nonceKey(args[0], args[5]))) throw new Error(NONCE_USED);
        return undefined;
      default:
        throw new Error(`local ledger: ${functionName} is not supported`);
    }
  };

  return {
    getAddresses: () => [self],

    async getCode({ address }) {
      // The token is a contract; everyone else is an externally owned account.
      return isAddressEqual(address, asset) ? '0x01' : '0x';
    },

    async readContract({ address, functionName, args = [] }) {
      if (functionName === 'tryAggregate') {
        // Multicall3, used by the scheme to diagnose a failed simulation.
        const calls = (args[1] ?? []) as readonly { target: Hex; callData: Hex }[];
        return Promise.all(
          calls.map(async ({ target, callData }) => {
            try {
              requireAsset(target);
              const decoded = decodeFunctionData({ abi: eip3009ABI, data: callData });
              const result = await callToken(decoded.functionName, decoded.args ?? []);
              const returnData =
                decoded.functionName === 'transferWithAuthorization'
                  ? '0x'
                  : encodeFunctionResult({ abi: eip3009ABI, functionName: decoded.functionName, result } as Parameters<typeof encodeFunctionResult>[0]);
              return { success: true, returnData };
            } catch {
              return { success: false, returnData: '0x' as Hex };
            }
          }),
        );
      }
      requireAsset(address);
      return callToken(functionName, args);
    },

    async verifyTypedData(args) {
      return verifyTypedData(args as Parameters<typeof verifyTypedData>[0]);
    },

    async writeContract({ address, functionName, args }) {
      requireAsset(address);
      if (functionName !== 'transferWithAuthorization') throw new Error(`local ledger: ${functionName} is not supported`);
      const [from, to, value, , , nonce] = args as readonly [Hex, Hex, bigint, bigint, bigint, Hex];
      // A synthetic transaction hash, deterministic per authorization; it names no real transaction.
      const transaction = keccak256(encodePacked(['string', 'address', 'address', 'bytes32'], [network, asset, getAddress(from), nonce]));
      const booking = options.bookSettlement?.({ from, nonce });
      // The atomic step that makes a replayed authorization fail, exactly once, like the token's nonce map; with a
      // booking, the transfer "lands" in the same statement: the settlement row is written with the nonce.
      const consumed =
        booking === undefined
          ? await store.markNonceUsed(nonceKey(from, nonce))
          : await store.settleNonce({ ...nonceKey(from, nonce), payTo: to, amount: value.toString(), transaction, resource: booking.resource, onChain: false });
      if (!consumed) throw new Error(NONCE_USED);
      return transaction;
    },

    async sendTransaction() {
      throw new Error('local ledger: sending transactions (smart-wallet deployment) is not supported');
    },

    async waitForTransactionReceipt() {
      return { status: 'success' };
    },
  };
}
