import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';
import type { NonceKey, SettlementRecord, Store } from '../../../src/adapters/store/Store.js';
import { describeCreditLedgerContract } from './storeCreditContract.js';

/**
 * The behaviour every {@link Store} implementation promises, run against one implementation.
 * Each test uses fresh random keys, so one store instance serves the whole suite.
 *
 * @param name - Shown in the describe title.
 * @param open - Opens a store, or returns a string saying why this run is skipped (e.g. no database configured).
 */
export function describeStoreContract(name: string, open: () => Promise<Store | string>): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store | undefined;
    let skipReason: string | undefined;

    beforeAll(async () => {
      const opened = await open();
      if (typeof opened === 'string') skipReason = opened;
      else store = opened;
    });
    afterAll(async () => {
      await store?.close();
    });

    // Runs a test body only when the store opened; a skipped run says why instead of passing silently.
    const run = (title: string, body: (s: Store) => Promise<void>) =>
      it(title, async (ctx) => {
        if (store === undefined) {
          ctx.skip(skipReason ?? 'store did not open');
          return;
        }
        await body(store);
      });

    run('reports a nonce unused until it is consumed, then used', async (s) => {
      const key = randomKey();
      expect(await s.hasUsedNonce(key)).toBe(false);
      expect(await s.markNonceUsed(key)).toBe(true);
      expect(await s.hasUsedNonce(key)).toBe(true);
      expect(await s.markNonceUsed(key)).toBe(false);
    });

    run('compares addresses and nonces case-insensitively', async (s) => {
      const key = randomKey();
      expect(await s.markNonceUsed({ ...key, payer: key.payer.toUpperCase().replace('0X', '0x') })).toBe(true);
      expect(await s.hasUsedNonce({ ...key, nonce: key.nonce.toUpperCase().replace('0X', '0x') })).toBe(true);
      expect(await s.markNonceUsed(key)).toBe(false);
    });

    run('keeps nonces of different payers, tokens and networks apart', async (s) => {
      const key = randomKey();
      await s.markNonceUsed(key);
      expect(await s.hasUsedNonce({ ...key, payer: randomHex(20) })).toBe(false);
      expect(await s.hasUsedNonce({ ...key, asset: randomHex(20) })).toBe(false);
      expect(await s.hasUsedNonce({ ...key, network: 'eip155:84532' })).toBe(false);
    });

    run('lets exactly one of many concurrent calls consume a nonce', async (s) => {
      const key = randomKey();
      const results = await Promise.all(Array.from({ length: 12 }, () => s.markNonceUsed(key)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    run('records a settlement and reads every field back, amounts exact', async (s) => {
      // 2^256 - 1: the largest uint256 a token amount can be; it must survive without rounding.
      const settlement = randomSettlement({ amount: (2n ** 256n - 1n).toString() });
      expect(await s.recordSettlement(settlement)).toBe(true);
      const [row] = await s.listSettlements({ payer: settlement.payer });
      expect(row).toMatchObject({
        network: settlement.network,
        asset: settlement.asset.toLowerCase(),
        payer: settlement.payer.toLowerCase(),
        nonce: settlement.nonce.toLowerCase(),
        payTo: settlement.payTo.toLowerCase(),
        amount: settlement.amount,
        transaction: settlement.transaction,
        resource: settlement.resource,
        onChain: settlement.onChain,
      });
      expect(Number.isInteger(row!.id)).toBe(true);
      expect(Number.isNaN(Date.parse(row!.settledAt))).toBe(false);
    });

    run('refuses to record the same payment twice', async (s) => {
      const settlement = randomSettlement();
      expect(await s.recordSettlement(settlement)).toBe(true);
      expect(await s.recordSettlement({ ...settlement, transaction: `0x${'cd'.repeat(32)}` })).toBe(false);
      expect(await s.listSettlements({ payer: settlement.payer })).toHaveLength(1);
    });

    run('lists settlements newest first, filtered by payer and limited', async (s) => {
      const payer = randomHex(20);
      for (const amount of ['1', '2', '3']) await s.recordSettlement(randomSettlement({ payer, amount }));
      await s.recordSettlement(randomSettlement());
      const rows = await s.listSettlements({ payer });
      expect(rows.map((r) => r.amount)).toEqual(['3', '2', '1']);
      expect(await s.listSettlements({ payer, limit: 2 })).toHaveLength(2);
    });

    run('rejects an amount that is not a whole number of atomic units', async (s) => {
      const error = await s.recordSettlement(randomSettlement({ amount: '0.5' })).catch((e: unknown) => e);
      expect(isGuidekitError(error) && error.field).toBe('amount');
    });

    run('settles a nonce in one call: consumed and booked together, exactly once among concurrent calls', async (s) => {
      const settlement = randomSettlement({ amount: (2n ** 256n - 1n).toString() });
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => s.settleNonce({ ...settlement, transaction: `0x${i.toString(16).padStart(64, '0')}` })));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await s.hasUsedNonce(settlement)).toBe(true);
      const rows = await s.listSettlements({ payer: settlement.payer });
      expect(rows).toHaveLength(1);
      // The row is the winner's: its transaction, and every other field as given.
      expect(rows[0]).toMatchObject({ nonce: settlement.nonce.toLowerCase(), payTo: settlement.payTo.toLowerCase(), amount: settlement.amount, resource: settlement.resource, onChain: settlement.onChain, transaction: `0x${results.indexOf(true).toString(16).padStart(64, '0')}` });
    });

    run('books no settlement for a nonce that was already used', async (s) => {
      const settlement = randomSettlement();
      expect(await s.markNonceUsed({ ...settlement, payer: settlement.payer.toUpperCase().replace('0X', '0x') })).toBe(true);
      expect(await s.settleNonce(settlement)).toBe(false);
      expect(await s.listSettlements({ payer: settlement.payer })).toHaveLength(0);
      const error = await s.settleNonce(randomSettlement({ amount: '1e3' })).catch((e: unknown) => e);
      expect(isGuidekitError(error) && error.field).toBe('amount');
    });

    run('adds and spends credits, refusing to overdraw', async (s) => {
      const accountId = randomHex(8);
      expect(await s.creditBalance(accountId, 'signal')).toBe(0);
      expect(await s.adjustCredits({ accountId, creditType: 'signal', delta: 5, reason: 'bought' })).toEqual({ applied: true, balance: 5 });
      expect(await s.adjustCredits({ accountId, creditType: 'signal', delta: -3, reason: 'used' })).toEqual({ applied: true, balance: 2 });
      expect(await s.adjustCredits({ accountId, creditType: 'signal', delta: -3, reason: 'used' })).toEqual({ applied: false, balance: 2 });
      expect(await s.creditBalance(accountId, 'analysis')).toBe(0);
    });

    run('never overdraws under concurrent spends', async (s) => {
      const accountId = randomHex(8);
      await s.adjustCredits({ accountId, creditType: 'analysis', delta: 3, reason: 'bought' });
      const spends = await Promise.all(
        Array.from({ length: 8 }, () => s.adjustCredits({ accountId, creditType: 'analysis', delta: -1, reason: 'used' })),
      );
      expect(spends.filter((r) => r.applied)).toHaveLength(3);
      expect(await s.creditBalance(accountId, 'analysis')).toBe(0);
    });

    run('rejects a zero or fractional credit delta', async (s) => {
      for (const delta of [0, 1.5]) {
        const error = await s.adjustCredits({ accountId: 'a', creditType: 'signal', delta, reason: 'x' }).catch((e: unknown) => e);
        expect(isGuidekitError(error) && error.field).toBe('delta');
      }
    });

    run('keeps the balance equal to the sum of applied deltas and never negative (property)', async (s) => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.integer({ min: -5, max: 5 }).filter((d) => d !== 0), { maxLength: 12 }), async (deltas) => {
          const accountId = randomHex(8);
          let model = 0;
          for (const delta of deltas) {
            const result = await s.adjustCredits({ accountId, creditType: 'signal', delta, reason: 'property' });
            const expected = model + delta >= 0;
            expect(result.applied).toBe(expected);
            if (expected) model += delta;
            expect(result.balance).toBe(model);
          }
          expect(await s.creditBalance(accountId, 'signal')).toBe(model);
        }),
        { numRuns: 15 },
      );
    });

    run('keeps one answer per payment, bytes intact, and records when its payment settled', async (s) => {
      const key = randomKey();
      const mixed = { ...key, payer: key.payer.toUpperCase().replace('0X', '0x') };
      const body = new Uint8Array([0, 1, 2, 250, 255, 123]);
      const answer = { payment: key, paymentHash: 'a'.repeat(64), requestHash: 'b'.repeat(64), resource: 'GET /api/x', status: 200, headers: { 'content-type': 'application/json' }, body };
      expect(await s.findPaidAnswer(key)).toBeUndefined();
      expect(await s.storePaidAnswer(answer)).toBe(true);
      expect(await s.storePaidAnswer({ ...answer, payment: mixed, body: new Uint8Array([9]) })).toBe(false); // the first stands
      const stored = await s.findPaidAnswer(mixed);
      expect(stored).toMatchObject({ paymentHash: answer.paymentHash, requestHash: answer.requestHash, resource: 'GET /api/x', status: 200, headers: answer.headers, settled: false, paymentResponse: undefined });
      expect(Array.from(stored!.body)).toEqual(Array.from(body));
      await s.markPaidAnswerSettled(key, 'eyJzdWNjZXNzIjp0cnVlfQ==');
      await s.markPaidAnswerSettled(key, undefined); // a later mark without a response keeps the first
      expect(await s.findPaidAnswer(key)).toMatchObject({ settled: true, paymentResponse: 'eyJzdWNjZXNzIjp0cnVlfQ==' });
    });

    run('reports its database available while it answers', async (s) => {
      expect(s.status().available).toBe(true);
    });

    describeCreditLedgerContract(run);
  });
}

export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return `0x${Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function randomKey(): NonceKey {
  return { network: 'eip155:8453', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', payer: randomHex(20), nonce: randomHex(32) };
}

function randomSettlement(overrides: Partial<SettlementRecord> = {}): SettlementRecord {
  return {
    ...randomKey(),
    payTo: randomHex(20),
    amount: '15000',
    transaction: randomHex(32),
    resource: 'http://localhost/api/debt/payoff',
    onChain: false,
    ...overrides,
  };
}
