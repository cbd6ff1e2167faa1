// `guidekit serve` as a host runs it (a real child process: tsx on src/cli/main.ts, embedded PGlite, the local
// facilitator), killed with SIGKILL under paid load at a random moment and stopped with SIGTERM under load (issue
// #23, items 2 and 3). After each, the store is opened and counted: no payment is settled (nor its nonce consumed)
// without its stored answer; after the restart, every payment that was in flight is sent again with the same
// PAYMENT-SIGNATURE and gets 200 (its stored answer when it had one), never a 402 "nonce already used". SIGTERM exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { BUYER_KEY } from '../adapters/x402/fixtures.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DEBTS = encodeURIComponent(JSON.stringify([{ creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' }, { creditor: 'Car', balance: '9000', rate: 6.5, minPayment: '250' }]));
const PATH = (i: number) => `/api/debt/payoff?debts=${DEBTS}&extra_payment=${100 + i}`;
const LOAD = 16;

/** A seeded generator (mulberry32): the kill moments are random but reproducible from the printed seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('guidekit serve killed and stopped under paid load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'guidekit-crash-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
  const seed = Number(process.env.GUIDEKIT_TEST_SEED ?? Date.now() % 100_000);
  const next = random(seed);

  /** Starts `guidekit serve --port 0`; resolves with its port once it listens. */
  const serve = () =>
    new Promise<{ child: ChildProcess; port: number; exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> }>((resolvePromise, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--port', '0'], {
        cwd: ROOT,
        env: { ...process.env, GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_CONFIG: join(dataDir, 'none.json'), NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (match !== null) resolvePromise({ child, port: Number(match[1]), exit });
      });
      child.stderr!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
      void exit.then(({ code }) => reject(new Error(`serve exited (${code}) before listening:\n${out}`)));
    });

  const sign = async (port: number, i: number) => {
    const unpaid = await fetch(`http://127.0.0.1:${port}${PATH(i)}`);
    expect(unpaid.status).toBe(402);
    return encodePaymentSignatureHeader(await buyer.createPaymentPayload(decodePaymentRequiredHeader(unpaid.headers.get('PAYMENT-REQUIRED')!)));
  };
  const send = async (port: number, i: number, header: string) => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${PATH(i)}`, { headers: { 'PAYMENT-SIGNATURE': header } });
      return { status: res.status, replay: res.headers.get('x-guidekit-replay') !== null, body: await res.text() };
    } catch {
      return { status: 0, replay: false, body: '' }; // the connection was cut
    }
  };
  /** Counts, with the server stopped, payments settled or nonces consumed without a stored answer. */
  const countOrphans = async () => {
    const db = new PGlite(join(dataDir, 'pglite'));
    try {
      const count = async (sql: string) => Number((await db.query<{ n: number | string }>(sql)).rows[0]!.n);
      const orphan = (table: string) =>
        count(`select count(*) as n from ${table} t where not exists (select 1 from guidekit_paid_answers a
                 where a.network = t.network and a.asset = t.asset and a.payer = t.payer and a.nonce = t.nonce)`);
      return { settlements: await count('select count(*) as n from guidekit_settlements'), settledWithoutAnswer: await orphan('guidekit_settlements'), noncesWithoutAnswer: await orphan('guidekit_used_nonces') };
    } finally {
      await db.close();
    }
  };

  it('never leaves a settled payment without its answer, and a retry of the same payment gets it', async () => {
    // Round 1: SIGKILL at a random moment while LOAD paid calls are in flight.
    const first = await serve();
    // One paid call first, so the facilitator is ready and the kill lands among verifications and settlements.
    const warm = await send(first.port, 999, await sign(first.port, 999));
    expect(warm.status).toBe(200);
    const headers = await Promise.all(Array.from({ length: LOAD }, (_, i) => sign(first.port, i)));
    const killAfter = Math.floor(next() * 250);
    const inFlight = Promise.all(headers.map((h, i) => send(first.port, i, h)));
    await new Promise((r) => setTimeout(r, killAfter));
    first.child.kill('SIGKILL');
    const cut = await inFlight;
    expect((await first.exit).signal).toBe('SIGKILL');
    const afterKill = await countOrphans();
    expect(afterKill.settledWithoutAnswer).toBe(0);
    expect(afterKill.noncesWithoutAnswer).toBe(0);

    // Restart: every payment sent again with the same header is answered 200, none is refused as already used.
    const second = await serve();
    const retried = await Promise.all(headers.map((h, i) => send(second.port, i, h)));
    expect(retried.map((r) => (r.status === 200 ? 200 : `${r.status} ${r.body}`))).toEqual(Array<number>(LOAD).fill(200));
    // Those answered before the kill get exactly the answer they got then.
    cut.forEach((r, i) => {
      if (r.status === 200) expect(retried[i]!.body).toBe(r.body);
    });

    // Round 2: SIGTERM under load: in-flight calls finish, the store closes, the process exits 0.
    const more = await Promise.all(Array.from({ length: LOAD }, (_, i) => sign(second.port, LOAD + i)));
    const stopAfter = Math.floor(next() * 200);
    const draining = Promise.all(more.map((h, i) => send(second.port, LOAD + i, h)));
    await new Promise((r) => setTimeout(r, stopAfter));
    second.child.kill('SIGTERM');
    const stopped = await draining;
    const exit = await second.exit;
    expect(exit.code).toBe(0);
    const afterTerm = await countOrphans();
    expect(afterTerm.settledWithoutAnswer).toBe(0);
    expect(afterTerm.noncesWithoutAnswer).toBe(0);
    // Every payment of round 1 was settled exactly once.
    expect(afterTerm.settlements).toBeGreaterThanOrEqual(LOAD + 1);
    expect(stopped.every((r) => [0, 200, 503].includes(r.status))).toBe(true);

    const tally = (rs: readonly { status: number }[]) => Object.entries(rs.reduce<Record<number, number>>((t, r) => ((t[r.status] = (t[r.status] ?? 0) + 1), t), {})).map(([s, n]) => `${n}x${s === '0' ? 'cut' : s}`).join(' ');
    console.info(
      `serveCrash (seed ${seed}): SIGKILL after ${killAfter} ms: ${tally(cut)}; settled at the kill ${afterKill.settlements}, without answer ${afterKill.settledWithoutAnswer}; ` +
        `retries ${tally(retried)} (${retried.filter((r) => r.replay).length} stored answers replayed); ` +
        `SIGTERM after ${stopAfter} ms: ${tally(stopped)}, exit ${exit.code}; settled ${afterTerm.settlements}, without answer ${afterTerm.settledWithoutAnswer}`,
    );
  }, 120_000);
});
