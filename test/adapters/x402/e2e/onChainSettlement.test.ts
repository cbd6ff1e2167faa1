import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, decodePaymentResponseHeader, decodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentPayload, PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { custom, getAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../../src/adapters/store/Store.js';
import { createChainFacilitator } from '../../../../src/adapters/x402/createChainFacilitator.js';
import type { GuidekitFacilitator } from '../../../../src/adapters/x402/createLocalFacilitator.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER, TEST_ENDPOINTS } from '../fixtures.js';
import {
  authorizationUsed,
  compileToken,
  deployToken,
  DEPLOYER_KEY,
  FACILITATOR_KEY,
  NETWORK,
  startChain,
  tokenBalance,
  type CompiledToken,
  type LocalChain,
} from './localChain.js';

const BASE = 'http://localhost';
// testQuote's catalog price is $0.015: 15000 atomic units of a 6-decimal token.
const PRICE_ATOMIC = 15_000n;
const MINTED = 1_000_000_000n; // 1000 tokens to the buyer

describe('createChainFacilitator: x402 settled on a local chain (ganache, chain id 8453, EIP-3009 token)', () => {
  let chain: LocalChain;
  let token: CompiledToken;
  let tokenAddress: Hex;
  let books: Store;
  let facilitator: GuidekitFacilitator;
  let app: ReturnType<typeof createApp>;
  const sent: Request[] = [];
  const appFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    return app.fetch(request);
  };
  const lastSignature = () => [...sent].reverse().find((r) => r.headers.has('PAYMENT-SIGNATURE'))!.headers.get('PAYMENT-SIGNATURE')!;
  const requirementsOf = (res: Response): PaymentRequired => decodePaymentRequiredHeader(res.headers.get('PAYMENT-REQUIRED')!);
  const balance = (owner: string) => tokenBalance(chain, token, tokenAddress, owner);

  beforeAll(async () => {
    token = compileToken();
    chain = startChain([FACILITATOR_KEY, DEPLOYER_KEY]);
    tokenAddress = await deployToken(chain, token, BUYER_ADDRESS, MINTED);
    books = await createPgliteStore({ dataDir: 'memory' });
    facilitator = createChainFacilitator({ transport: custom(chain), account: privateKeyToAccount(FACILITATOR_KEY), network: NETWORK, pollingIntervalMs: 20 });
    app = createApp({
      endpoints: TEST_ENDPOINTS,
      payment: {
        facilitator,
        payTo: SELLER,
        network: NETWORK,
        // PaymentOptions.asset replaces USDC: the deployed token, with the EIP-712 domain its constructor hashed.
        asset: { address: tokenAddress, decimals: 6, eip712: { name: 'USD Coin', version: '2' } },
        settlementStore: books,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await books?.close();
    await chain?.disconnect();
  });

  it('asks for the deployed token, with its EIP-712 domain, at the catalog price', async () => {
    const res = await app.request('/api/test/quote?amount=5');
    expect(res.status).toBe(402);
    expect(requirementsOf(res).accepts[0]).toMatchObject({
      network: NETWORK,
      asset: getAddress(tokenAddress),
      amount: String(PRICE_ATOMIC),
      payTo: SELLER,
      extra: { name: 'USD Coin', version: '2' },
    });
  });

  it('is refused by a buyer whose spend controls know only the default assets', async () => {
    const cautious = new x402Client().register(NETWORK, new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
    const before = sent.length;
    await expect(wrapFetchWithPayment(appFetch, cautious)(`${BASE}/api/test/quote?amount=5`)).rejects.toThrow();
    expect(sent.slice(before).some((r) => r.headers.has('PAYMENT-SIGNATURE'))).toBe(false);
  });

  it('moves exactly the price from buyer to payTo on chain when a paid call is served', async () => {
    const buyer = x402Client.fromConfig({
      schemes: [{ network: NETWORK, client: new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)) }],
      spendControls: { allowedAssets: [{ network: NETWORK, asset: tokenAddress, maxAmountPerPayment: '1000000' }] },
    });
    const sellerBefore = await balance(SELLER);
    const buyerBefore = await balance(BUYER_ADDRESS);
    const res = await wrapFetchWithPayment(appFetch, buyer)(`${BASE}/api/test/quote?amount=5`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ amount: '5' });
    const settle = decodePaymentResponseHeader(res.headers.get('PAYMENT-RESPONSE')!);
    expect(settle.success).toBe(true);
    expect(await balance(SELLER)).toBe(sellerBefore + PRICE_ATOMIC);
    expect(await balance(BUYER_ADDRESS)).toBe(buyerBefore - PRICE_ATOMIC);

    // The transaction is a real one, mined on the chain.
    const receipt = (await chain.request({ method: 'eth_getTransactionReceipt', params: [settle.transaction] })) as { status: string } | null;
    expect(receipt?.status).toBe('0x1');
    const signed = decodePaymentSignatureHeader(lastSignature()) as PaymentPayload & { payload: { authorization: { nonce: string } } };
    expect(await authorizationUsed(chain, token, tokenAddress, BUYER_ADDRESS, signed.payload.authorization.nonce)).toBe(true);
    const rows = await books.listSettlements();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: String(PRICE_ATOMIC), onChain: true, transaction: settle.transaction, asset: tokenAddress.toLowerCase() });
  });

  it('answers a replay of the same authorization with its stored answer, settling nothing, and the contract rejects a direct settle', async () => {
    const signature = lastSignature();
    const sellerBefore = await balance(SELLER);
    const replay = await app.request('/api/test/quote?amount=5', { headers: { 'PAYMENT-SIGNATURE': signature } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('x-guidekit-replay')).toBe('stored-answer');
    expect(await balance(SELLER)).toBe(sellerBefore);

    // Skip the HTTP layer's verify: settle straight away, so the transaction reaches the contract and is refused there.
    const payload = decodePaymentSignatureHeader(signature);
    const direct = await facilitator.settle(payload, payload.accepted);
    expect(direct.success).toBe(false);
    expect(direct.errorReason).toBe('invalid_exact_evm_nonce_already_used');
    expect(await balance(SELLER)).toBe(sellerBefore);
    expect(await books.listSettlements()).toHaveLength(1);
  });
});
