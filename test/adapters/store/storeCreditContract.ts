import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';
import type { CreditPurchase, Store } from '../../../src/adapters/store/Store.js';
import { randomHex, randomKey } from './storeContract.js';

type Run = (title: string, body: (s: Store) => Promise<void>) => void;

/** A fresh account id shaped like an API key hash (64 hex digits). */
const newAccount = () => randomHex(32).slice(2);

/** Buys `credits` of `creditType` for `accountId` the way a settled x402 purchase does. */
export async function grantCredits(s: Store, accountId: string, creditType: string, credits: number): Promise<void> {
  const id = await s.openPurchase(purchaseOf(accountId, creditType, credits));
  await s.completePurchase(id!);
}

function purchaseOf(accountId: string, creditType: string, credits: number): CreditPurchase {
  return { accountId, creditType, credits, payment: randomKey(), amount: '2490000' };
}

/**
 * The credit ledger and API-key part of the Store contract (spends, refunds, purchases, recovery).
 * @param run - The contract's test runner for one opened store.
 */
export function describeCreditLedgerContract(run: Run): void {
  describe('credit ledger', () => {
    run('spends one credit at a time down to zero, then refuses', async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'signal', 2);
      const first = await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' });
      expect(first).toMatchObject({ accountId: account, balance: 1 });
      expect((await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' }))?.balance).toBe(0);
      expect(await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' })).toBeUndefined();
      expect(await s.creditBalance(account, 'signal')).toBe(0);
    });

    run('never spends a credit of another type', async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'analysis', 3);
      expect(await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' })).toBeUndefined();
      expect(await s.creditBalances(account)).toEqual({ analysis: 3 });
    });

    run('serves exactly as many of 100 concurrent spends as there are credits', async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'signal', 5);
      const spends = await Promise.all(
        Array.from({ length: 100 }, () => s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' })),
      );
      expect(spends.filter((x) => x !== undefined)).toHaveLength(5);
      expect(new Set(spends.filter((x) => x !== undefined).map((x) => x!.balance))).toEqual(new Set([0, 1, 2, 3, 4]));
      expect(await s.creditBalance(account, 'signal')).toBe(0);
    });

    run('refunds a spend once, however many times it is refunded concurrently', async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'signal', 1);
      const spend = (await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' }))!;
      const refunds = await Promise.all(Array.from({ length: 6 }, () => s.resolveSpend(spend.spendId, 'refunded')));
      expect(refunds.filter(Boolean)).toHaveLength(1);
      expect(await s.creditBalance(account, 'signal')).toBe(1);
      expect(await s.resolveSpend(spend.spendId, 'served')).toBe(false);
    });

    run('keeps a served spend: a later refund does nothing', async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'analysis', 1);
      const spend = (await s.spendCredit({ accountId: account, creditType: 'analysis', reason: 'POST /x' }))!;
      expect(await s.resolveSpend(spend.spendId, 'served')).toBe(true);
      expect(await s.resolveSpend(spend.spendId, 'refunded')).toBe(false);
      expect(await s.creditBalance(account, 'analysis')).toBe(0);
    });

    run('credits a purchase once, creating the account, and refuses a second purchase with the same payment', async (s) => {
      const account = newAccount();
      expect(await s.hasAccount(account)).toBe(false);
      const purchase = purchaseOf(account, 'signal', 3);
      const id = (await s.openPurchase(purchase))!;
      expect(await s.hasAccount(account)).toBe(false); // pending: not paid yet
      expect(await s.creditBalance(account, 'signal')).toBe(0);
      const results = await Promise.all([s.completePurchase(id), s.completePurchase(id)]);
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(results.map((r) => r.balance)).toEqual([3, 3]);
      expect(await s.hasAccount(account)).toBe(true);
      expect(await s.openPurchase({ ...purchase, payment: { ...purchase.payment, payer: purchase.payment.payer.toUpperCase().replace('0X', '0x') } })).toBeUndefined();
      expect(await s.voidPurchase(id)).toBe(false);
    });

    run('credits nothing for a voided purchase', async (s) => {
      const account = newAccount();
      const id = (await s.openPurchase(purchaseOf(account, 'analysis', 10)))!;
      expect(await s.voidPurchase(id)).toBe(true);
      expect((await s.completePurchase(id)).applied).toBe(false);
      expect(await s.creditBalance(account, 'analysis')).toBe(0);
      expect(await s.hasAccount(account)).toBe(false);
    });

    run('recovers after a crash: refunds open spends, completes settled purchases, voids unpaid ones', async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'signal', 2);
      // The process "died" after taking a credit and before answering.
      await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' });
      const served = (await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' }))!;
      await s.resolveSpend(served.spendId, 'served');
      // It also died between settling a purchase and crediting it, and before settling another.
      const paid = purchaseOf(account, 'analysis', 5);
      await s.openPurchase(paid);
      await s.recordSettlement({ ...paid.payment, payTo: randomHex(20), amount: paid.amount, transaction: randomHex(32), onChain: false });
      const unpaid = purchaseOf(account, 'analysis', 10);
      await s.openPurchase(unpaid);

      // A recent open spend and a recent unpaid purchase are left alone (they may still be answering); a settled
      // purchase is completed whatever its age, since the settlement proves it was paid.
      expect(await s.recoverCredits({ olderThanSeconds: 3600 })).toEqual({ spendsRefunded: 0, purchasesCompleted: 1, purchasesVoided: 0 });
      expect(await s.creditBalances(account)).toEqual({ signal: 0, analysis: 5 });
      // Earlier tests of this suite left spends open too, so only this account's outcome is exact.
      const recovery = await s.recoverCredits({ olderThanSeconds: 0 });
      expect(recovery.spendsRefunded).toBeGreaterThanOrEqual(1);
      expect(recovery.purchasesVoided).toBeGreaterThanOrEqual(1);
      expect(await s.creditBalances(account)).toEqual({ signal: 1, analysis: 5 });
      expect(await s.recoverCredits({ olderThanSeconds: 0 })).toEqual({ spendsRefunded: 0, purchasesCompleted: 0, purchasesVoided: 0 });
    });

    run('keeps the balance equal to credits bought minus spends served, never negative (property)', async (s) => {
      const step = fc.constantFrom('spend-served', 'spend-refunded', 'spend-open');
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 4 }), fc.array(step, { maxLength: 10 }), async (bought, steps) => {
          const account = newAccount();
          if (bought > 0) await grantCredits(s, account, 'signal', bought);
          let model = bought;
          for (const action of steps) {
            const spend = await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'property' });
            expect(spend === undefined).toBe(model === 0);
            if (spend === undefined) continue;
            model -= 1;
            if (action === 'spend-served') expect(await s.resolveSpend(spend.spendId, 'served')).toBe(true);
            if (action === 'spend-refunded') {
              expect(await s.resolveSpend(spend.spendId, 'refunded')).toBe(true);
              model += 1;
            }
            expect(await s.creditBalance(account, 'signal')).toBe(model);
          }
          expect(await s.creditBalance(account, 'analysis')).toBe(0);
        }),
        { numRuns: 15 },
      );
    });

    run('rejects a malformed spend id', async (s) => {
      const error = await s.resolveSpend('1; drop table x', 'refunded').catch((e: unknown) => e);
      expect(isGuidekitError(error) && error.field).toBe('spendId');
    });
  });
}
