import { x402Facilitator } from '@x402/core/facilitator';
import type { FacilitatorClient } from '@x402/core/server';
import type { Network } from '@x402/core/types';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import { createWalletClient, defineChain, publicActions, type Hex } from 'viem';
// viem's declarations are ESM-only (its _types folder is "type": "module"): a CommonJS consumer on node16 resolution
// reads them only in ESM resolution mode. The declaration bundler drops the attribute; scripts/importEsmOnlyTypes.ts
// writes it back into the .d.cts.
import type { LocalAccount, Transport } from 'viem' with { 'resolution-mode': 'import' };
import { GuidekitError } from '../../core/GuidekitError.js';
import { BASE_MAINNET } from './constants.js';
import type { GuidekitFacilitator } from './createLocalFacilitator.js';

/** Options of {@link createChainFacilitator}. */
export interface CreateChainFacilitatorOptions {
  /**
   * How to reach the chain: viem's `http(rpcUrl)`, or `custom(provider)` for an EIP-1193 provider such as an
   * in-process ganache.
   */
  readonly transport: Transport;
  /** The facilitator's own key: it sends `transferWithAuthorization` and pays the gas. */
  readonly account: LocalAccount;
  /** CAIP-2 network it settles on (`eip155:<chainId>`). Default `eip155:8453` (Base mainnet). */
  readonly network?: Network;
  /** How long to wait for a settlement's receipt, in milliseconds. Default 60000. */
  readonly confirmationTimeoutMs?: number;
  /** How often viem polls the chain for receipts, in milliseconds. Default 1000. */
  readonly pollingIntervalMs?: number;
  /** One line for the server banner. Default `on-chain facilitator <address> on <network>`. */
  readonly description?: string;
}

/**
 * An in-process x402 facilitator that settles on a real chain: the official `@x402/evm` exact scheme
 * (`ExactEvmScheme` from `@x402/evm/exact/facilitator`) driven by a viem wallet client over the given transport.
 * Verification simulates `transferWithAuthorization` against the token contract; settlement sends it, waits for the
 * receipt and checks the token's `Transfer` event, so USDC (or the configured EIP-3009 token) really moves and a
 * replayed authorization is refused by the contract's nonce map. It accepts any token and recipient the resource
 * server's requirements name; pair it with `createApp({ payment: { settlementStore } })` to keep books.
 *
 * @param options - See {@link CreateChainFacilitatorOptions}.
 * @returns A facilitator client (`mode: 'remote'`, `settlesOnChain: true`) for `createApp({ payment })`.
 * @throws GuidekitError `invalid_network` when `network` is not an `eip155:<chainId>` id.
 * @example
 * ```ts
 * const facilitator = createChainFacilitator({ transport: http('http://127.0.0.1:8545'), account: privateKeyToAccount(key) });
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/schemes/exact/scheme_exact_evm.md
 * @see https://eips.ethereum.org/EIPS/eip-3009
 */
export function createChainFacilitator(options: CreateChainFacilitatorOptions): GuidekitFacilitator {
  const network = options.network ?? BASE_MAINNET;
  const match = /^eip155:(\d+)$/.exec(network);
  if (match === null) {
    throw new GuidekitError(`createChainFacilitator: network must be an eip155:<chainId> id, got ${JSON.stringify(network)}`, {
      code: 'invalid_network',
      field: 'network',
    });
  }
  const chain = defineChain({
    id: Number(match[1]),
    name: network,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
  const { account } = options;
  const client = createWalletClient({ account, chain, transport: options.transport, pollingInterval: options.pollingIntervalMs ?? 1000 }).extend(
    publicActions,
  );
  // viem's generic signatures are wider than the scheme's structural signer type; the arguments pass through as is.
  const signer = toFacilitatorEvmSigner(
    {
      address: account.address,
      getCode: ({ address }) => client.getCode({ address }),
      readContract: (args) => client.readContract(args as never) as Promise<unknown>,
      verifyTypedData: (args) => client.verifyTypedData(args as never),
      writeContract: (args) => client.writeContract({ ...args, account, chain } as never) as Promise<Hex>,
      sendTransaction: ({ to, data }) => client.sendTransaction({ to, data, account, chain }),
      waitForTransactionReceipt: ({ hash, timeout }) => client.waitForTransactionReceipt({ hash, ...(timeout === undefined ? {} : { timeout }) }),
    },
    { confirmationTimeoutMs: options.confirmationTimeoutMs ?? 60_000 },
  );
  const facilitator = new x402Facilitator().register(network, new ExactEvmScheme(signer));
  return {
    mode: 'remote',
    settlesOnChain: true,
    description: options.description ?? `on-chain facilitator ${account.address} on ${network}`,
    getSupported: async () => facilitator.getSupported() as Awaited<ReturnType<FacilitatorClient['getSupported']>>,
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
  };
}
