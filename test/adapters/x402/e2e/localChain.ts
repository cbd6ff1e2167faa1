import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ganache from 'ganache';
import solc from 'solc';
import { createWalletClient, custom, defineChain, publicActions, type Abi, type Chain, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** The test token's source, written for guidekit (contracts/Eip3009Token.sol). */
const SOURCE_PATH = fileURLToPath(new URL('../../../../contracts/Eip3009Token.sol', import.meta.url));

/** Base mainnet's chain id, so signatures carry the same EIP-712 chainId as real guidekit payments. */
export const CHAIN_ID = 8453;
export const NETWORK = `eip155:${CHAIN_ID}` as const;

/**
 * Anvil/Hardhat development keys #1 and #2 (public, well known, never funded on mainnet): the facilitator that
 * sends settlements and the deployer of the token. The buyer is key #0 from ../fixtures.ts.
 */
export const FACILITATOR_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const;
export const DEPLOYER_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3ea9a4d2a3b5a3bd' as const;

export interface CompiledToken {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

/**
 * Compiles contracts/Eip3009Token.sol with solc-js (the compiler ships inside the npm package: no download, no
 * network). EVM version pinned to shanghai, ganache 7.9's default hardfork.
 */
export function compileToken(): CompiledToken {
  const input = {
    language: 'Solidity',
    sources: { 'Eip3009Token.sol': { content: readFileSync(SOURCE_PATH, 'utf8') } },
    settings: { evmVersion: 'shanghai', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { Eip3009Token: ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const token = output.contracts['Eip3009Token.sol']!['Eip3009Token']!;
  return { abi: token.abi, bytecode: `0x${token.evm.bytecode.object}` };
}

/** An in-process ganache chain (id 8453) with the given keys funded with 100 ETH each, as an EIP-1193 provider. */
export function startChain(keys: readonly Hex[]) {
  return ganache.provider({
    chain: { chainId: CHAIN_ID, hardfork: 'shanghai' },
    wallet: { accounts: keys.map((secretKey) => ({ secretKey, balance: 100n * 10n ** 18n })) },
    logging: { quiet: true },
  });
}

export type LocalChain = ReturnType<typeof startChain>;

/** viem's view of the local chain. */
export const localChain: Chain = defineChain({
  id: CHAIN_ID,
  name: 'ganache (Base chain id)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

/** A wallet + public client for `key` over the provider (viem `custom` transport: no HTTP, no port). */
function walletOn(provider: LocalChain, key: Hex) {
  return createWalletClient({ account: privateKeyToAccount(key), chain: localChain, transport: custom(provider), pollingInterval: 20 }).extend(publicActions);
}

/** Deploys the token with `supply` atomic units minted to `holder`; returns its address. */
export async function deployToken(provider: LocalChain, token: CompiledToken, holder: Hex, supply: bigint): Promise<Hex> {
  const deployer = walletOn(provider, DEPLOYER_KEY);
  const hash = await deployer.deployContract({ abi: token.abi, bytecode: token.bytecode, args: [holder, supply] });
  const receipt = await deployer.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || receipt.contractAddress == null) throw new Error('token deployment failed');
  return receipt.contractAddress;
}

/** The token balance of `owner`, in atomic units, read from the chain. */
export async function tokenBalance(provider: LocalChain, token: CompiledToken, address: Hex, owner: string): Promise<bigint> {
  const client = walletOn(provider, DEPLOYER_KEY);
  return (await client.readContract({ address, abi: token.abi, functionName: 'balanceOf', args: [owner] })) as bigint;
}

/** Whether the token's nonce map has consumed `(authorizer, nonce)`. */
export async function authorizationUsed(provider: LocalChain, token: CompiledToken, address: Hex, authorizer: string, nonce: string): Promise<boolean> {
  const client = walletOn(provider, DEPLOYER_KEY);
  return (await client.readContract({ address, abi: token.abi, functionName: 'authorizationState', args: [authorizer, nonce] })) as boolean;
}
