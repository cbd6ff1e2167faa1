// PostgreSQL stopped under load and started again (issue #23, item 1): the server stays up (an unhandled pool `error`
// would fail this test run), calls during the outage get 503 store-unavailable and are never charged, /health/ready
// says degraded, and once the database is back the same payments go through; no payment is settled without its
// stored answer. The test starts its own throwaway cluster (initdb/pg_ctl as user postgres, like .ci/run), so it runs
// only as root with the PostgreSQL 15 server binaries; otherwise it is skipped with the reason.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, chownSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src/cli/startServer.js';
import { BUYER_KEY, SELLER, TEST_ENDPOINTS } from '../x402/fixtures.js';

const PGBIN = '/usr/lib/postgresql/15/bin';
const canRun = process.getuid?.() === 0 && existsSync(join(PGBIN, 'initdb'));
if (!canRun) console.warn('postgresOutage: skipped (needs root and PostgreSQL 15 server binaries in /usr/lib/postgresql/15/bin)');

describe.skipIf(!canRun)('the server and a PostgreSQL that stops and comes back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'guidekit-pg-outage-'));
  const pgdata = join(dir, 'pg');
  const port = 55440 + Math.floor((process.pid % 50));
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const asPostgres = (command: string) => execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe', timeout: 60_000 });
  const pgCtl = (args: string) => asPostgres(`'${PGBIN}/pg_ctl' -D '${pgdata}' -l '${pgdata}.log' ${args}`);
  let server: RunningServer;
  const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));

  beforeAll(async () => {
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
    asPostgres(`'${PGBIN}/initdb' -D '${pgdata}' -A trust -U postgres >/dev/null`);
    pgCtl(`-o '-p ${port} -k /tmp -c listen_addresses=127.0.0.1' -w start`);
    server = await startServer({
      port: 0,
      log: () => undefined,
      env: { GUIDEKIT_DATABASE_URL: url, GUIDEKIT_PAY_TO: SELLER, GUIDEKIT_DB_STATEMENT_TIMEOUT_MS: '2000', GUIDEKIT_DB_CONNECT_TIMEOUT_MS: '1000' },
      endpoints: TEST_ENDPOINTS,
      dataDir: join(dir, 'data'),
    });
  }, 90_000);
  afterAll(async () => {
    await server?.close().catch(() => undefined);
    try {
      pgCtl('-m immediate stop');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${server.port}`;
  /** A fresh signed payment for one quote call (the 402 asks; the real x402 client signs). */
  const signed = async (amount: number) => {
    const unpaid = await fetch(`${base()}/api/test/quote?amount=${amount + 100}`);
    expect(unpaid.status).toBe(402);
    return encodePaymentSignatureHeader(await buyer.createPaymentPayload(decodePaymentRequiredHeader(unpaid.headers.get('PAYMENT-REQUIRED')!)));
  };
  const call = async (amount: number, header: string) => {
    try {
      const res = await fetch(`${base()}/api/test/quote?amount=${amount + 100}`, { headers: { 'PAYMENT-SIGNATURE': header } });
      return { status: res.status, body: (await res.json()) as { type?: string } };
    } catch (error) {
      return { status: 0, body: { type: String(error) } };
    }
  };

  it('answers 503 store-unavailable during the outage, recovers on its own, and never settles without a stored answer', async () => {
    const payments = await Promise.all(Array.from({ length: 30 }, (_, i) => signed(i + 1)));
    const before = await Promise.all(payments.slice(0, 5).map((h, i) => call(i + 1, h)));
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    // Stop the database while ten paid calls are in flight.
    const inFlight = Promise.all(payments.slice(5, 15).map((h, i) => call(i + 6, h)));
    pgCtl('-m immediate stop');
    const during = await inFlight;
    // Each finished before the stop (200) or was refused as an answer (503); none crashed the server or hung.
    expect(during.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    const outage = await Promise.all(payments.slice(15, 20).map((h, i) => call(i + 16, h)));
    expect(outage.map((r) => r.status)).toEqual([503, 503, 503, 503, 503]);
    expect(outage.every((r) => /store-unavailable$/.test(r.body.type ?? ''))).toBe(true);
    const ready = await fetch(`${base()}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'degraded', store: 'unavailable' });
    expect((await fetch(`${base()}/health`)).status).toBe(200); // the process is alive and answering

    pgCtl(`-o '-p ${port} -k /tmp -c listen_addresses=127.0.0.1' -w start`);
    let back = false;
    for (let i = 0; i < 60 && !back; i += 1) {
      back = (await fetch(`${base()}/health/ready`)).status === 200;
      if (!back) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(true);

    // Every payment refused during the outage was never charged: sent again, it goes through now.
    const refused = [...during.map((r, i) => ({ r, i: i + 5 })), ...outage.map((r, i) => ({ r, i: i + 15 }))].filter(({ r }) => r.status !== 200);
    const retried = await Promise.all(refused.map(({ i }) => call(i + 1, payments[i]!)));
    expect(retried.every((r) => r.status === 200)).toBe(true);
    const after = await Promise.all(payments.slice(20, 25).map((h, i) => call(i + 21, h)));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
      const settledWithoutAnswer = await count(
        `select count(*) as n from guidekit_settlements s where not exists (select 1 from guidekit_paid_answers a
           where a.network = s.network and a.asset = s.asset and a.payer = s.payer and a.nonce = s.nonce)`,
      );
      const noncesWithoutAnswer = await count(
        `select count(*) as n from guidekit_used_nonces u where not exists (select 1 from guidekit_paid_answers a
           where a.network = u.network and a.asset = u.asset and a.payer = u.payer and a.nonce = u.nonce)`,
      );
      const settlements = await count('select count(*) as n from guidekit_settlements');
      console.info(`postgresOutage: in flight at the stop ${during.filter((r) => r.status === 200).length}x200 ${during.filter((r) => r.status === 503).length}x503; settlements ${settlements}; settled without answer ${settledWithoutAnswer}; nonces without answer ${noncesWithoutAnswer}`);
      expect(settledWithoutAnswer).toBe(0);
      expect(noncesWithoutAnswer).toBe(0);
      // 25 payments were each answered 200 once (5 before, 10 in flight or retried, 5 retried after the outage, 5 after): 25 settlements.
      expect(settlements).toBe(25);
    } finally {
      await db.end();
    }
  }, 90_000);
});
