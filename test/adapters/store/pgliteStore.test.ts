import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import { describeStoreContract } from './storeContract.js';
import { grantCredits } from './storeCreditContract.js';

describeStoreContract('PGlite in memory', () => createPgliteStore({ dataDir: 'memory' }));

describe('createPgliteStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'guidekit-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps used nonces and settlements across a restart on disk, migrating only once', async () => {
    const key = { network: 'eip155:8453', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', payer: '0x' + '11'.repeat(20), nonce: '0x' + '22'.repeat(32) };
    const first = await createPgliteStore({ dataDir: dir });
    try {
      expect(await first.markNonceUsed(key)).toBe(true);
      expect(await first.recordSettlement({ ...key, payTo: '0x' + '33'.repeat(20), amount: '15000', transaction: '0x' + 'ab'.repeat(32), onChain: false })).toBe(true);
    } finally {
      await first.close();
    }
    const second = await createPgliteStore({ dataDir: dir });
    try {
      expect(await second.hasUsedNonce(key)).toBe(true);
      expect((await second.listSettlements()).map((s) => s.amount)).toEqual(['15000']);
    } finally {
      await second.close();
    }
  });

  it("keeps every paid answer's bytes exactly, as PGlite's own bytea codec reads them back (the store converts bytea with Buffer)", async () => {
    const bytesDir = mkdtempSync(join(tmpdir(), 'guidekit-store-'));
    const written: Uint8Array[] = [];
    const store = await createPgliteStore({ dataDir: bytesDir });
    try {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), async (body) => {
          const payment = { network: 'eip155:8453', asset: '0x' + '44'.repeat(20), payer: '0x' + '55'.repeat(20), nonce: '0x' + written.length.toString(16).padStart(64, '0') };
          written.push(body);
          expect(await store.storePaidAnswer({ payment, paymentHash: 'a'.repeat(64), requestHash: 'b'.repeat(64), resource: 'GET /api/x', status: 200, headers: {}, body })).toBe(true);
          expect(Buffer.from((await store.findPaidAnswer(payment))!.body).equals(Buffer.from(body))).toBe(true);
        }),
        { numRuns: 60 },
      );
    } finally {
      await store.close();
    }
    // A database opened without the store's codec holds the same bytes: nothing was written in a private format.
    const raw = new PGlite(join(bytesDir, 'pglite'));
    try {
      const { rows } = await raw.query<{ body: Uint8Array }>('select body from guidekit_paid_answers order by nonce');
      expect(rows.map((r) => Buffer.from(r.body).toString('hex'))).toEqual(written.map((b) => Buffer.from(b).toString('hex')));
    } finally {
      await raw.close();
      rmSync(bytesDir, { recursive: true, force: true });
    }
  });

  it('releases everything the previous process held at the next start, whatever its lease (one process owns the store)', async () => {
    const crashDir = mkdtempSync(join(tmpdir(), 'guidekit-store-'));
    const account = 'ab'.repeat(32);
    try {
      const before = await createPgliteStore({ dataDir: crashDir });
      expect(before.exclusive).toBe(true);
      const dead = { runId: crypto.randomUUID(), instanceId: 'api', leaseSeconds: 3600 };
      try {
        await grantCredits(before, account, 'signal', 2);
        await before.beginRun(dead);
        // Two calls were being served when the process died.
        await before.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x', runId: dead.runId });
        await before.spendCredit({ accountId: account, creditType: 'signal', reason: 'GET /x', runId: dead.runId });
        const purchaseId = await before.openPurchase({
          accountId: account, creditType: 'analysis', credits: 3, amount: '3490000', runId: dead.runId,
          payment: { network: 'eip155:8453', asset: '0x' + '11'.repeat(20), payer: '0x' + '22'.repeat(20), nonce: '0x' + '33'.repeat(32) },
        });
        expect(purchaseId).toBeDefined();
      } finally {
        await before.close();
      }
      const after = await createPgliteStore({ dataDir: crashDir });
      try {
        // Another instance name and no waiting: the run of the previous process is dead because that process is gone.
        const next = { runId: crypto.randomUUID(), instanceId: 'other', leaseSeconds: null };
        await after.beginRun(next);
        expect(await after.recoverCredits({ runId: next.runId })).toEqual({ spendsRefunded: 2, purchasesCompleted: 0, purchasesVoided: 1, runsRemoved: 1 });
        expect(await after.creditBalances(account)).toEqual({ signal: 2 });
      } finally {
        await after.close();
      }
    } finally {
      rmSync(crashDir, { recursive: true, force: true });
    }
  });
});
