import { x402Client } from '@x402/core/client';
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER } from './fixtures.js';

const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const REQUIREMENTS: PaymentRequirements = {
  scheme: 'exact',
  network: 'eip155:8453',
  asset: USDC,
  amount: '15000',
  payTo: SELLER,
  maxTimeoutSeconds: 120,
  extra: { name: 'USD Coin', version: '2' },
};

describe('createLocalFacilitator', () => {
  let store: Store;
  let facilitator: ReturnType<typeof createLocalFacilitator>;
  const buyer = x402Client.fromConfig({
    schemes: [{ network: 'eip155:8453', client: new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)) }],
    spendControls: false,
  });
  const sign = (requirements: PaymentRequirements): Promise<PaymentPayload> =>
    buyer.createPaymentPayload({ x402Version: 2, resource: { url: 'http://localhost/api/test/quote' }, accepts: [requirements] });

  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    facilitator = createLocalFacilitator({ store, payTo: SELLER });
  });
  afterAll(async () => {
    await store.close();
  });

  it('declares exact payments on Base mainnet (x402 v2) and that it settles nothing on chain', async () => {
    const supported = await facilitator.getSupported();
    expect(supported.kinds).toContainEqual(expect.objectContaining({ x402Version: 2, scheme: 'exact', network: 'eip155:8453' }));
    expect(facilitator.settlesOnChain).toBe(false);
    expect(facilitator.description).toMatch(/settles nothing on chain/);
  });

  it('accepts a genuine signed payment and names the payer', async () => {
    const result = await facilitator.verify(await sign(REQUIREMENTS), REQUIREMENTS);
    expect(result).toMatchObject({ isValid: true });
    expect(result.payer?.toLowerCase()).toBe(BUYER_ADDRESS.toLowerCase());
  });

  it('rejects a payment signed for another amount', async () => {
    const payload = await sign({ ...REQUIREMENTS, amount: '14999' });
    const result = await facilitator.verify({ ...payload, accepted: REQUIREMENTS }, REQUIREMENTS);
    expect(result.isValid).toBe(false);
    expect(result.invalidReason).toMatch(/value|amount/);
  });

  it('rejects a payment signed to another recipient', async () => {
    const payload = await sign({ ...REQUIREMENTS, payTo: BUYER_ADDRESS });
    const result = await facilitator.verify({ ...payload, accepted: REQUIREMENTS }, REQUIREMENTS);
    expect(result.isValid).toBe(false);
    expect(result.invalidReason).toMatch(/recipient/);
  });

  it('rejects a forged signature', async () => {
    const payload = (await sign(REQUIREMENTS)) as PaymentPayload & { payload: { signature: string } };
    const forged = structuredClone(payload);
    // Flip one nibble of r: the recovered signer is then someone else (or nobody).
    forged.payload.signature = forged.payload.signature.slice(0, 10) + (forged.payload.signature[10] === 'a' ? 'b' : 'a') + forged.payload.signature.slice(11);
    const result = await facilitator.verify(forged, REQUIREMENTS);
    expect(result.isValid).toBe(false);
    expect(result.invalidReason).toMatch(/signature/);
  });

  it('refuses requirements for a recipient, token or network other than its own', async () => {
    const payload = await sign(REQUIREMENTS);
    for (const foreign of [{ payTo: BUYER_ADDRESS }, { asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e' }, { network: 'eip155:84532' as const }]) {
      const result = await facilitator.verify(payload, { ...REQUIREMENTS, ...foreign });
      expect(result.isValid).toBe(false);
      expect(result.invalidReason).toMatch(/^local_facilitator_/);
    }
  });

  it('settles a payment once: records it, then refuses the same authorization', async () => {
    const payload = await sign(REQUIREMENTS);
    const nonce = (payload.payload as { authorization: { nonce: string } }).authorization.nonce;
    const first = await facilitator.settle(payload, REQUIREMENTS);
    expect(first.success).toBe(true);
    expect(first.transaction).toMatch(/^0x[0-9a-f]{64}$/);
    const second = await facilitator.settle(payload, REQUIREMENTS);
    expect(second.success).toBe(false);
    expect(second.errorReason).toMatch(/nonce/);
    expect((await facilitator.verify(payload, REQUIREMENTS)).invalidReason).toMatch(/nonce/);
    const rows = (await store.listSettlements({ payer: BUYER_ADDRESS })).filter((r) => r.nonce === nonce.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '15000', transaction: first.transaction, onChain: false, resource: 'http://localhost/api/test/quote' });
  });

  it('lets exactly one of two concurrent settlements of the same authorization through', async () => {
    const payload = await sign(REQUIREMENTS);
    const nonce = (payload.payload as { authorization: { nonce: string } }).authorization.nonce;
    const results = await Promise.all([facilitator.settle(payload, REQUIREMENTS), facilitator.settle(payload, REQUIREMENTS)]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    // Neither booked its row with the nonce (two in flight): the one the nonce let through recorded it afterwards.
    const rows = (await store.listSettlements({ payer: BUYER_ADDRESS })).filter((r) => r.nonce === nonce.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '15000', transaction: results.find((r) => r.success)!.transaction, onChain: false, resource: 'http://localhost/api/test/quote' });
  });

  it('books the settlement row in the statement that consumes the nonce, so the two cannot come apart', async () => {
    // A store whose separate settlement write fails: a settled payment must still have its row (booked with the nonce).
    const noSeparateRow: Store = { ...store, recordSettlement: () => Promise.reject(new Error('recordSettlement must not be needed')) };
    const booking = createLocalFacilitator({ store: noSeparateRow, payTo: SELLER });
    const payload = await sign(REQUIREMENTS);
    const nonce = (payload.payload as { authorization: { nonce: string } }).authorization.nonce;
    const result = await booking.settle(payload, REQUIREMENTS);
    expect(result.success).toBe(true);
    const rows = (await store.listSettlements({ payer: BUYER_ADDRESS })).filter((r) => r.nonce === nonce.toLowerCase());
    expect(rows).toEqual([expect.objectContaining({ payTo: SELLER.toLowerCase(), amount: '15000', transaction: result.transaction, onChain: false, resource: 'http://localhost/api/test/quote' })]);
    expect(await store.hasUsedNonce({ network: 'eip155:8453', asset: USDC, payer: BUYER_ADDRESS, nonce })).toBe(true);
  });
});
