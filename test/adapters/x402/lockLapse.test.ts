// Two instances on one PostgreSQL (issue #23, item 5): a payment's in-flight lock is a lease row, so it can lapse
// while its holder still works (the lease ran out, or the holder's connection was cut and it stalled). The second
// instance may then take the payment too; it must not be settled twice, and whoever asks again gets the one answer.
// Runs against the real PostgreSQL of GUIDEKIT_TEST_DATABASE_URL (CI starts one); skipped with the reason otherwise.
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPostgresStore } from '../../../src/adapters/store/createPostgresStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import type { MarketDataSource } from '../../../src/backtest/types.js';
import { openIsolatedPostgres, type InspectableStore } from '../store/openTestStores.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER, TEST_BARS, TEST_ENDPOINTS } from './fixtures.js';

const url = process.env.GUIDEKIT_TEST_DATABASE_URL;
const skipReason = 'set GUIDEKIT_TEST_DATABASE_URL=postgres://… to run the lock-lapse test against PostgreSQL';
const URL_ = 'http://localhost/api/test/last-close?symbol=SPY';

/** A gate the engine waits at, so a test can hold one instance inside its call while the other runs. */
function createGate() {
  let open!: () => void;
  let entered!: () => void;
  const opened = new Promise<void>((done) => (open = done));
  const reached = new Promise<void>((done) => (entered = done));
  return { open, opened, reached, entered };
}

describe('a payment lock that lapses while its holder works, on a PostgreSQL shared by two instances', () => {
  let shared: InspectableStore | undefined;
  let storeA: Store | undefined;
  let storeB: Store | undefined;
  const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
  let gate = createGate();
  let runsA = 0;
  let runsB = 0;
  // Instance A's engine waits at the gate; B's answers at once.
  const barsA: MarketDataSource = {
    load: async (...args) => {
      runsA += 1;
      gate.entered();
      await gate.opened;
      return TEST_BARS.load(...args);
    },
  };
  const barsB: MarketDataSource = { load: async (...args) => ((runsB += 1), TEST_BARS.load(...args)) };

  beforeAll(async () => {
    if (url === undefined || url === '') return;
    shared = await openIsolatedPostgres(url);
    // Two instances, two pools, one schema; each names its connections so the test can cut A's alone.
    storeA = await createPostgresStore({ connectionString: `${shared.connectionString!}&application_name=guidekit_lapse_a`, statementTimeoutMs: 5000, connectTimeoutMs: 2000 });
    storeB = await createPostgresStore({ connectionString: `${shared.connectionString!}&application_name=guidekit_lapse_b`, statementTimeoutMs: 5000, connectTimeoutMs: 2000 });
  }, 60_000);
  afterAll(async () => {
    await storeA?.close();
    await storeB?.close();
    await shared?.store.close();
  });

  const appOf = (store: Store, bars: MarketDataSource) =>
    createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-12-02', ports: { bars }, payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER, lockStore: store } });
  const sign = async (app: ReturnType<typeof createApp>) => {
    const unpaid = await app.request(URL_);
    expect(unpaid.status).toBe(402);
    return encodePaymentSignatureHeader(await buyer.createPaymentPayload(decodePaymentRequiredHeader(unpaid.headers.get('PAYMENT-REQUIRED')!)));
  };
  const settlementsOf = async (nonceHeader: string) => {
    const payload = JSON.parse(Buffer.from(nonceHeader, 'base64').toString('utf8')) as { payload: { authorization: { nonce: string } } };
    const rows = await shared!.query('select count(*)::int as n from guidekit_settlements where lower(nonce) = lower($1)', [payload.payload.authorization.nonce]);
    return rows[0]!.n as number;
  };
  /** The lease lapses: its time is up, as when the holder stalled past it (the holder does not know). */
  const lapseLocks = () => shared!.query("update guidekit_payment_locks set expires_at = now() - interval '1 second'");
  /** A's connections are cut while it holds the lock (its pool reconnects on the next query). */
  const cutConnectionsOfA = () => shared!.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'guidekit_lapse_a'");

  const cases = [
    { order: 'the second instance finishes first', cut: false },
    { order: 'the lapsed holder finishes first', cut: false },
    { order: 'the second instance finishes first', cut: true },
    { order: 'the lapsed holder finishes first', cut: true },
  ] as const;
  for (const { order, cut } of cases) {
    it(`settles the payment once when ${order}${cut ? ", the holder's connections cut" : ''}, and a retry on either instance gets the one stored answer`, async (ctx) => {
      if (storeA === undefined || storeB === undefined) return ctx.skip(skipReason);
      gate = createGate();
      runsA = 0;
      runsB = 0;
      const a = appOf(storeA, barsA);
      const b = appOf(storeB, barsB);
      const header = await sign(a);
      const before = await storeA.listSettlements({ payer: BUYER_ADDRESS, limit: 1000 });

      // A verifies, locks the payment and enters its engine; then its lease lapses and its connections are cut.
      const callA = a.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
      await gate.reached;
      expect((await shared!.query('select count(*)::int as n from guidekit_payment_locks'))[0]!.n).toBe(1);
      await lapseLocks();
      if (cut) await cutConnectionsOfA();

      let resB: Response;
      let resA: Response;
      if (order === 'the second instance finishes first') {
        // B takes the lapsed lock, answers, stores and settles; then A comes back from its engine.
        resB = await b.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
        gate.open();
        resA = await callA;
      } else {
        // A comes back first (it stores and settles, or, cut off, fails with a 503); then B asks.
        gate.open();
        resA = await callA;
        resB = await b.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
      }
      const statuses = [resA.status, resB.status];
      // Exactly one settlement of this payment, whatever answered what.
      expect(await settlementsOf(header)).toBe(1);
      const after = await storeA.listSettlements({ payer: BUYER_ADDRESS, limit: 1000 });
      expect(after.length - before.length).toBe(1);
      // At least one caller got the answer; the other got it replayed, or a 409 (another request serves this payment)
      // or, with its connections cut, a 503 store-unavailable: each says retry, none is a 402 or a second charge.
      expect(statuses).toContain(200);
      for (const s of statuses) expect([200, 409, 503]).toContain(s);
      if (!cut && order === 'the second instance finishes first') {
        // B took the lapsed lock and was settled; A's answer could not be stored over B's, so A settled nothing.
        expect(statuses).toEqual([409, 200]);
        expect(runsB).toBe(1);
      }
      if (!cut && order === 'the lapsed holder finishes first') {
        // A was settled; B found the settled answer and replayed it without running its engine.
        expect(statuses).toEqual([200, 200]);
        expect(resB.headers.get('x-guidekit-replay')).toBe('stored-answer');
        expect(runsB).toBe(0);
      }
      const bodies = [resA, resB].filter((r) => r.status === 200);
      for (const r of bodies) expect(await r.json()).toEqual({ symbol: 'SPY', close: 1 });
      // A retry on either instance is the stored answer, not a second settlement and not "nonce already used"
      // (A's store first finds its database again, as it does on its own after a cut).
      await vi.waitFor(() => expect(storeA!.status().available).toBe(true), { timeout: 20_000, interval: 100 });
      for (const app of [a, b]) {
        const retry = await app.request(URL_, { headers: { 'PAYMENT-SIGNATURE': header } });
        expect(retry.status).toBe(200);
        expect(retry.headers.get('x-guidekit-replay')).toBe('stored-answer');
        expect(await retry.json()).toEqual({ symbol: 'SPY', close: 1 });
      }
      expect(await settlementsOf(header)).toBe(1);
      // No lock is left behind, and the engines ran at most once per instance.
      expect((await shared!.query('select count(*)::int as n from guidekit_payment_locks where expires_at > now()'))[0]!.n).toBe(0);
      expect(runsA).toBe(1);
      expect(runsB).toBeLessThanOrEqual(1);
    }, 60_000);
  }
});
