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

    // Runs: every spend and purchase is tagged with the run (one start of an app instance) serving it, and recovery
    // releases exactly what dead runs held. Other tests of this suite leave rows of their own, so only this test's
    // accounts are asserted exactly.
    const newRun = (instanceId = `instance-${randomHex(4)}`, leaseSeconds: number | null = 3600) =>
      ({ runId: crypto.randomUUID(), instanceId, leaseSeconds }) as const;
    const spendIn = (s: Store, account: string, runId: string) => s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x', runId });

    run('leaves a live run alone, then once it ended refunds its open spend and voids its unpaid purchase; completes a settled purchase at once', async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'signal', 2);
      const serving = newRun();
      await s.beginRun(serving);
      // The run took a credit and has not answered yet; it also settled a purchase before crediting it, and has not
      // settled another.
      await spendIn(s, account, serving.runId);
      const paid = { ...purchaseOf(account, 'analysis', 5), runId: serving.runId };
      await s.openPurchase(paid);
      await s.recordSettlement({ ...paid.payment, payTo: randomHex(20), amount: paid.amount, transaction: randomHex(32), onChain: false });
      const unpaidId = (await s.openPurchase({ ...purchaseOf(account, 'analysis', 10), runId: serving.runId }))!;

      const other = newRun();
      await s.beginRun(other);
      const first = await s.recoverCredits({ runId: other.runId });
      expect(first.purchasesCompleted).toBeGreaterThanOrEqual(1);
      // The spend and the unpaid purchase belong to a live run of another instance: untouched.
      expect(await s.creditBalances(account)).toEqual({ signal: 1, analysis: 5 });

      await s.endRun(serving.runId);
      const second = await s.recoverCredits({ runId: other.runId });
      expect(second.spendsRefunded).toBeGreaterThanOrEqual(1);
      expect(second.purchasesVoided).toBeGreaterThanOrEqual(1);
      expect(second.runsRemoved).toBeGreaterThanOrEqual(1);
      expect(await s.creditBalances(account)).toEqual({ signal: 2, analysis: 5 });
      expect(await s.voidPurchase(unpaidId)).toBe(false); // already void
      await s.endRun(other.runId);
    });

    run("releases an earlier run's open spend as soon as the same instance starts again, however long its lease", async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'signal', 1);
      const crashed = newRun('api-restarting');
      await s.beginRun(crashed);
      await spendIn(s, account, crashed.runId);
      const restarted = newRun('api-restarting');
      await s.beginRun(restarted);
      expect((await s.recoverCredits({ runId: restarted.runId })).spendsRefunded).toBeGreaterThanOrEqual(1);
      expect(await s.creditBalance(account, 'signal')).toBe(1);
      await s.endRun(restarted.runId);
    });

    run('refunds the spend of a run whose lease expired, never that of a live run of another instance nor its own', async (s) => {
      const expiredAccount = newAccount();
      const liveAccount = newAccount();
      const ownAccount = newAccount();
      for (const a of [expiredAccount, liveAccount, ownAccount]) await grantCredits(s, a, 'signal', 1);
      const expired = newRun(undefined, 0); // a lease of 0 s: expired as soon as it is taken
      const live = newRun();
      const me = newRun();
      for (const r of [expired, live, me]) await s.beginRun(r);
      await spendIn(s, expiredAccount, expired.runId);
      await spendIn(s, liveAccount, live.runId);
      await spendIn(s, ownAccount, me.runId);
      await s.recoverCredits({ runId: me.runId });
      expect(await s.creditBalance(expiredAccount, 'signal')).toBe(1);
      expect(await s.creditBalance(liveAccount, 'signal')).toBe(0);
      expect(await s.creditBalance(ownAccount, 'signal')).toBe(0);
      await s.endRun(live.runId);
      await s.endRun(me.runId);
    });

    run('renews a lease, and records a run again after a recovery presumed it dead', async (s) => {
      const slow = newRun(undefined, 0);
      await s.beginRun(slow);
      const sweeper = newRun();
      await s.beginRun(sweeper);
      await s.recoverCredits({ runId: sweeper.runId }); // removes the expired run
      const renewed = { ...slow, leaseSeconds: 3600 };
      expect(await s.renewRun(renewed)).toBe(false);
      expect(await s.renewRun(renewed)).toBe(true);
      // Alive again: a spend it takes now survives the next recovery.
      const account = newAccount();
      await grantCredits(s, account, 'signal', 1);
      await spendIn(s, account, slow.runId);
      await s.recoverCredits({ runId: sweeper.runId });
      expect(await s.creditBalance(account, 'signal')).toBe(0);
      await s.endRun(slow.runId);
      await s.endRun(sweeper.runId);
    });

    run('releases spends written without a run at once in an exclusive store, by age in a shared one', async (s) => {
      const account = newAccount();
      await grantCredits(s, account, 'signal', 1);
      await s.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x' });
      await s.recoverCredits({ olderThanSeconds: 3600 });
      expect(await s.creditBalance(account, 'signal')).toBe(s.exclusive ? 1 : 0);
      await s.recoverCredits({ olderThanSeconds: 0 });
      expect(await s.creditBalance(account, 'signal')).toBe(1);
    });

    run('rejects a bad lease, run id or recovery age', async (s) => {
      const bad = [
        () => s.beginRun({ runId: '', instanceId: 'x', leaseSeconds: 1 }),
        () => s.beginRun({ runId: 'r', instanceId: 'x', leaseSeconds: -1 }),
        () => s.recoverCredits({ olderThanSeconds: Number.NaN }),
      ];
      const fields = [];
      for (const call of bad) {
        const error = await call().catch((e: unknown) => e);
        fields.push(isGuidekitError(error) ? error.field : undefined);
      }
      expect(fields).toEqual(['runId', 'leaseSeconds', 'olderThanSeconds']);
    });

    run('lets exactly one of many concurrent requests lock a payment, and only its holder release it', async (s) => {
      const key = randomKey();
      const holders = Array.from({ length: 12 }, () => crypto.randomUUID());
      const results = await Promise.all(holders.map((holder) => s.lockPayment(key, { holder, ttlSeconds: 600 })));
      expect(results.filter(Boolean)).toHaveLength(1);
      const owner = holders[results.indexOf(true)]!;
      const stranger = holders.find((h) => h !== owner)!;
      expect(await s.unlockPayment(key, stranger)).toBe(false);
      expect(await s.lockPayment({ ...key, payer: key.payer.toUpperCase().replace('0X', '0x') }, { holder: stranger, ttlSeconds: 600 })).toBe(false);
      expect(await s.unlockPayment(key, owner)).toBe(true);
      expect(await s.lockPayment(key, { holder: stranger, ttlSeconds: 600 })).toBe(true);
      // Another payment of the same payer is a different lock.
      expect(await s.lockPayment({ ...key, nonce: randomHex(32) }, { holder: owner, ttlSeconds: 600 })).toBe(true);
    });

    run('lets a lock whose time ran out be taken over (its holder crashed)', async (s) => {
      const key = randomKey();
      expect(await s.lockPayment(key, { holder: 'crashed', ttlSeconds: 0 })).toBe(true);
      expect(await s.lockPayment(key, { holder: 'next', ttlSeconds: 600 })).toBe(true);
      expect(await s.unlockPayment(key, 'crashed')).toBe(false);
      expect(await s.lockPayment(key, { holder: 'third', ttlSeconds: 600 })).toBe(false);
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
