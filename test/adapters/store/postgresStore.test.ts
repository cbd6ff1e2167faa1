import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStore } from '../../../src/adapters/store/createPostgresStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { describeStoreContract } from './storeContract.js';
import { openIsolatedPostgres, type InspectableStore } from './openTestStores.js';
import { grantCredits } from './storeCreditContract.js';

// Runs against a real PostgreSQL server only when one is configured; otherwise every test is reported as skipped with why.
// The store lives in a schema of its own, so other test files on the same server cannot disturb it (or be disturbed).
const url = process.env.GUIDEKIT_TEST_DATABASE_URL;
const skipReason = 'set GUIDEKIT_TEST_DATABASE_URL=postgres://… to run the store contract against PostgreSQL';

describeStoreContract('PostgreSQL (pg)', async () => (url === undefined || url === '' ? skipReason : (await openIsolatedPostgres(url)).store));

describe('createPostgresStore shared by several instances', () => {
  let first: InspectableStore | undefined;
  let second: Store | undefined;
  beforeAll(async () => {
    if (url === undefined || url === '') return;
    first = await openIsolatedPostgres(url);
    second = await createPostgresStore({ connectionString: first.connectionString! });
  });
  afterAll(async () => {
    await second?.close();
    await first?.store.close();
  });
  const account = () => crypto.randomUUID().replaceAll('-', '').padEnd(64, '0');

  it("never releases another live instance's spend, and releases a restarted instance's previous run at once", async (ctx) => {
    if (first === undefined || second === undefined) return ctx.skip(skipReason);
    expect(first.store.exclusive).toBe(false);
    const a = first.store;
    const b = second;
    const busy = account();
    const crashed = account();
    await grantCredits(a, busy, 'signal', 1);
    await grantCredits(a, crashed, 'signal', 1);
    // Instance api-1 is serving a call; instance api-2's previous run died with a call in flight.
    const api1 = { runId: crypto.randomUUID(), instanceId: 'api-1', leaseSeconds: 3600 };
    const api2Before = { runId: crypto.randomUUID(), instanceId: 'api-2', leaseSeconds: 3600 };
    await a.beginRun(api1);
    await a.beginRun(api2Before);
    await a.spendCredit({ accountId: busy, creditType: 'signal', reason: 'GET /x', runId: api1.runId });
    await a.spendCredit({ accountId: crashed, creditType: 'signal', reason: 'GET /x', runId: api2Before.runId });
    // api-2 starts again through another connection pool (another process).
    const api2 = { runId: crypto.randomUUID(), instanceId: 'api-2', leaseSeconds: 3600 };
    await b.beginRun(api2);
    const recovery = await b.recoverCredits({ runId: api2.runId });
    expect(recovery.spendsRefunded).toBe(1);
    expect(await b.creditBalance(crashed, 'signal')).toBe(1);
    expect(await b.creditBalance(busy, 'signal')).toBe(0);
  });
});
