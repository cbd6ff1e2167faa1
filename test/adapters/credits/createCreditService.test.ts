import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCreditService } from '../../../src/adapters/credits/createCreditService.js';
import { generateApiKey } from '../../../src/adapters/credits/generateApiKey.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';
import { openInspectablePglite } from '../store/openTestStores.js';
import { grantCredits } from '../store/storeCreditContract.js';
import { CREDIT_TEST_ENDPOINTS } from './fixtures.js';

const signal = CREDIT_TEST_ENDPOINTS.find((e) => e.operationId === 'testSignal')!;

describe('createCreditService on an embedded (exclusive) store', () => {
  let store: Store;
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
  });
  afterAll(async () => {
    await store.close();
  });

  it("never releases the in-flight spend of another service of this process, and releases its own instance's earlier run", async () => {
    const { key, keyHash } = generateApiKey();
    await grantCredits(store, keyHash, 'signal', 3);
    const first = createCreditService({ store, instanceId: 'api-1' });
    const inFlight = await first.trySpend(key, signal);
    expect(inFlight).toMatchObject({ paid: true, balance: 2 });
    // A second service (another app in the same process) starts: the first one's call may still be answering.
    const neighbour = createCreditService({ store });
    expect((await neighbour.trySpend(key, signal)).paid).toBe(true);
    expect(await store.creditBalance(keyHash, 'signal')).toBe(1);
    // api-1 starts again: its earlier run is over, so the credit it held comes back at once, before any call.
    const restarted = createCreditService({ store, instanceId: 'api-1' });
    expect(await restarted.balances(key)).toEqual({ analysis: 0, signal: 2 });
    expect((await restarted.recover()).spendsRefunded).toBe(0); // already released at start
    // The dead run's late answer cannot take the credit again.
    expect(inFlight.paid && (await inFlight.settle(200))).toBe(2);
    expect(await store.creditBalance(keyHash, 'signal')).toBe(2);
    await Promise.all([first.close(), neighbour.close(), restarted.close()]);
  });

  it('ends its run on close, so what it still held is released by the next recovery', async () => {
    const { key, keyHash } = generateApiKey();
    await grantCredits(store, keyHash, 'signal', 1);
    const closing = createCreditService({ store });
    await closing.trySpend(key, signal);
    await closing.close();
    const next = createCreditService({ store });
    await next.recover();
    expect(await store.creditBalance(keyHash, 'signal')).toBe(1);
    await next.close();
  });

  it('needs no lease in an exclusive store: its run lives as long as the process', () => {
    expect(createCreditService({ store }).run.leaseSeconds).toBeNull();
  });

  it('rejects a bad lease, instance name or age', () => {
    const fields = [{ leaseSeconds: 0 }, { instanceId: ' ' }, { staleAfterMinutes: -1 }].map((bad) => {
      try {
        createCreditService({ store, ...bad });
        return undefined;
      } catch (error) {
        return isGuidekitError(error) ? error.field : 'not a GuidekitError';
      }
    });
    expect(fields).toEqual(['leaseSeconds', 'instanceId', 'staleAfterMinutes']);
  });
});

describe('createCreditService on a shared store', () => {
  it('renews its lease every third of it, and each renewal also releases what dead runs left', async () => {
    const { store } = await openInspectablePglite(); // shared semantics: liveness is the lease
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const renew = vi.spyOn(store, 'renewRun');
      // Each recovery is observed as it starts, so the test waits for the heartbeat's own recovery, not for time.
      const recoverOriginal = store.recoverCredits.bind(store);
      const recoveries: Promise<unknown>[] = [];
      let onRecovery: (() => void) | undefined;
      vi.spyOn(store, 'recoverCredits').mockImplementation((options) => {
        const running = recoverOriginal(options);
        recoveries.push(running);
        onRecovery?.();
        return running;
      });
      const nextRecovery = () => new Promise<void>((resolve) => (onRecovery = resolve));
      const { keyHash } = generateApiKey();
      await grantCredits(store, keyHash, 'signal', 1);
      const service = createCreditService({ store, leaseSeconds: 30 });
      expect(service.run.leaseSeconds).toBe(30);
      await service.recover();
      expect(renew).not.toHaveBeenCalled();
      // A run of another instance that died holding a credit, and whose lease has run out.
      const dead = { runId: crypto.randomUUID(), instanceId: 'gone', leaseSeconds: 0 };
      await store.beginRun(dead);
      await store.spendCredit({ accountId: keyHash, creditType: 'signal', reason: 'GET /x', runId: dead.runId });
      const beat = nextRecovery();
      await vi.advanceTimersByTimeAsync(10_000);
      await beat;
      await recoveries.at(-1);
      expect(renew).toHaveBeenCalledTimes(1);
      expect(await store.creditBalance(keyHash, 'signal')).toBe(1);
      await service.close();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(renew).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      await store.close();
    }
  });
});
