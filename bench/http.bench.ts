/**
 * Load benchmark of the HTTP adapter with autocannon, on loopback (127.0.0.1, a real socket through
 * `@hono/node-server`). Not a test: timing belongs here, never in vitest.
 *
 * Run standalone with `npx tsx bench/http.bench.ts`, or import {@link runHttpBench}.
 *
 * Rows, each run for a bounded time (default 3 s, after one discarded second of the same load: the first
 * seconds of a fresh process are several times slower while V8 compiles) or a bounded number of requests. The floor,
 * /health and the 402 take turns for a few rounds (default 3) and report their median round, so that load from
 * elsewhere on the machine falls on the floor and on the rows compared with it alike. The
 * payoff rows all send the same 10 debts (issue 23 item 8 measures "the 10-debt payoff"):
 * - `hono hello GET /health`: a bare Hono app answering a constant JSON. The floor of the stack (node http + Hono).
 * - `createApp GET /health`: guidekit's health document, with payments configured as `npm start` does (local
 *   facilitator, PGlite in memory, a pino request log per request, /metrics with process metrics). Share of the
 *   floor's req/s; target at least 50 %.
 * - `createApp unpaid GET /api/debt/payoff (402)`: no payment: validation and the pre-checks
 *   (prepareEndpointCall), never the engine, then x402's 402 with its PAYMENT-REQUIRED header. Share of the floor;
 *   target at least 50 %.
 * - `createApp (no payment) GET /api/debt/payoff`: the real debtPayoff engine, free. The floor of the paid rows.
 * - `createApp paid GET /api/debt/payoff (unique payments)`: every request carries its own pre-signed EIP-3009
 *   authorization (signed before the run, so the buyer's signing is not measured), so each one is verified
 *   (ECDSA recovery by @x402/evm), served, its answer stored and then settled (nonce consumed, settlement row written
 *   in PGlite). The run is bounded by the number of signed payments, not by time, so no request reuses a payment.
 *   Target at least 150 req/s on 2 cores.
 * - `createApp paid GET /api/debt/payoff (stored-answer replay)`: one already-settled payment sent again and again.
 *   Its answer was stored before settlement, so each request is looked up by payment and gets that stored answer
 *   back (200, `x-guidekit-replay: stored-answer`): no verification, no engine, no second settlement.
 *
 * The load generator runs in this process, on the same thread as the servers, for every row alike: absolute
 * numbers are lower than a separate client would see, the shares of the floor are comparable.
 */
import { createRequire } from 'node:module';
import { devNull } from 'node:os';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { Hono } from 'hono';
import { pino } from 'pino';
import { privateKeyToAccount } from 'viem/accounts';
import { createApp } from '../src/adapters/http/createApp.js';
import { createPgliteStore } from '../src/adapters/store/createPgliteStore.js';
import { createLocalFacilitator } from '../src/adapters/x402/createLocalFacilitator.js';

/** One row of the HTTP benchmark. */
export interface HttpBenchRow {
  readonly name: string;
  /** Mean requests per second over the run. */
  readonly rps: number;
  /** 99th percentile latency, milliseconds. */
  readonly p99Ms: number;
  /** Median latency, milliseconds. */
  readonly p50Ms: number;
  /** Requests completed. */
  readonly requests: number;
  /** Responses with the expected status. */
  readonly expectedStatus: number;
  readonly expectedCount: number;
  /** Socket errors and timeouts. */
  readonly errors: number;
  /** Each round's req/s, for the rows run in rounds (the row itself is the median round). */
  readonly roundsRps?: readonly number[];
  /** Responses carrying `x-guidekit-replay: stored-answer` (the replay row counts them). */
  readonly replayed?: number;
  /** Name of the row this one is compared with, and rps(this) ÷ rps(floor): its share of the floor's throughput. */
  readonly floor?: string;
  readonly share?: number;
  /** The target this row is held to, and whether it was met. */
  readonly target?: string;
  readonly met?: boolean;
}

/** Options of {@link runHttpBench}. */
export interface HttpBenchOptions {
  /** Seconds per time-bounded row. Default 3. */
  readonly durationSeconds?: number;
  /** Concurrent connections. Default 10. */
  readonly connections?: number;
  /** Rounds of the floor, /health and the 402 rows, taken in turns; each reports its median round. Default 3. */
  readonly rounds?: number;
  /** Pre-signed payments for the unique-payment row (its request count). Default 600. */
  readonly uniquePayments?: number;
  /** Progress lines. Default none. */
  readonly log?: (line: string) => void;
}

/** The subset of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  readonly requests: { readonly average: number; readonly total: number };
  readonly latency: { readonly p50: number; readonly p99: number };
  readonly statusCodeStats?: Record<string, { readonly count: number }>;
  readonly errors: number;
  readonly timeouts: number;
  readonly duration: number;
}
interface AutocannonRequest {
  readonly method?: string;
  readonly path?: string;
  readonly headers?: Record<string, string>;
  readonly setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  readonly onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void;
}
type Autocannon = (options: {
  readonly url: string;
  readonly connections: number;
  readonly duration?: number;
  readonly amount?: number;
  readonly requests?: readonly AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const PAY_TO = '0x9876543210987654321098765432109876543210';
/** Anvil's public development key #0; the bench signs payments that only the local facilitator ever sees. */
const BUYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const;
/** Ten debts of a household (made up for the benchmark, never an answer): cards, loans, a medical bill. */
const DEBTS = encodeURIComponent(
  JSON.stringify([
    { creditor: 'Visa', balance: 5000, rate: 22.9, minPayment: 150 },
    { creditor: 'Mastercard', balance: 3200, rate: 19.99, minPayment: 96 },
    { creditor: 'Amex', balance: 1800, rate: 24.5, minPayment: 55 },
    { creditor: 'Store card', balance: 900, rate: 29.99, minPayment: 35 },
    { creditor: 'Discover', balance: 2600, rate: 17.24, minPayment: 78 },
    { creditor: 'Car loan', balance: 14500, rate: 7.9, minPayment: 340 },
    { creditor: 'Personal loan', balance: 6000, rate: 11.5, minPayment: 200 },
    { creditor: 'Student loan', balance: 21000, rate: 5.5, minPayment: 230 },
    { creditor: 'Medical bill', balance: 1200, rate: 0, minPayment: 50 },
    { creditor: 'Credit union', balance: 4100, rate: 13.9, minPayment: 120 },
  ]),
);
const WARMUP_PAYMENTS = 50;
const PAYOFF_PATH = `/api/debt/payoff?debts=${DEBTS}&extra_payment=200`;

async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  return new Promise<{ url: string; close: () => Promise<void> }>((ready) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      ready({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

function row(name: string, result: AutocannonResult, expectedStatus: number): HttpBenchRow {
  const completed = result.requests.total;
  return {
    name,
    // autocannon's average is per second of the run; for an amount-bounded run use total ÷ duration.
    rps: result.duration > 0 ? completed / result.duration : result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    requests: completed,
    expectedStatus,
    expectedCount: result.statusCodeStats?.[String(expectedStatus)]?.count ?? 0,
    errors: result.errors + result.timeouts,
  };
}

/** A discarded second of the same load first, so JIT compilation and lazy initialisation are not measured. */
async function warmedUp(options: Parameters<Autocannon>[0]): Promise<AutocannonResult> {
  await autocannon({ ...options, duration: 1, amount: undefined });
  return autocannon(options);
}

function against(r: HttpBenchRow, floor: HttpBenchRow, minShare?: number): HttpBenchRow {
  const share = r.rps / floor.rps;
  return { ...r, floor: floor.name, share, ...(minShare === undefined ? {} : { target: `>= ${minShare * 100} % of ${floor.name}`, met: share >= minShare }) };
}

/**
 * Runs the HTTP load benchmark (see the file comment for the rows).
 *
 * @param options - See {@link HttpBenchOptions}.
 * @returns One row per scenario, with rps, p99 and, where it has one, its share of its floor and its target.
 * @example
 * ```ts
 * for (const r of await runHttpBench({ durationSeconds: 2 })) console.log(r.name, r.rps, r.p99Ms);
 * ```
 */
export async function runHttpBench(options: HttpBenchOptions = {}): Promise<HttpBenchRow[]> {
  const duration = options.durationSeconds ?? 3;
  const connections = options.connections ?? 10;
  const uniquePayments = options.uniquePayments ?? 600;
  const rounds = options.rounds ?? 3;
  const log = options.log ?? (() => undefined);
  const rows: HttpBenchRow[] = [];

  const hello = new Hono().get('/health', (c) => c.json({ status: 'ok' }));
  const helloServer = await listen(hello);
  const store = await createPgliteStore({ dataDir: 'memory' });
  // As `guidekit serve` builds it: a JSON request log per request (pino, asynchronous destination; here /dev/null so
  // the terminal is not flooded, the cost of writing the line is the same) and /metrics with the process metrics.
  const requestLog = pino({ base: { service: 'guidekit' } }, pino.destination({ dest: devNull, sync: false }));
  const paid = createApp({ payment: { facilitator: createLocalFacilitator({ store, payTo: PAY_TO }), payTo: PAY_TO }, requestLog, metrics: { processMetrics: true } });
  const free = createApp();
  const paidServer = await listen(paid);
  const freeServer = await listen(free);
  try {
    // The floor and the two rows held to it take turns, round after round, so a burst of load from elsewhere on the
    // machine falls on all three alike; each row reports its median round (and the floor's median is the ratio's base).
    const timed = [
      { name: 'hono hello GET /health', url: `${helloServer.url}/health`, status: 200 },
      { name: 'createApp GET /health', url: `${paidServer.url}/health`, status: 200 },
      { name: 'createApp unpaid GET /api/debt/payoff (402)', url: `${paidServer.url}${PAYOFF_PATH}`, status: 402 },
    ];
    const results = timed.map(() => [] as HttpBenchRow[]);
    for (let round = 0; round < rounds; round++) {
      for (const [i, t] of timed.entries()) {
        log(`${t.name} (round ${round + 1} of ${rounds})`);
        results[i]!.push(row(t.name, await (round === 0 ? warmedUp : autocannon)({ url: t.url, connections, duration }), t.status));
      }
    }
    const [floor, health, unpaid] = results.map(medianRound) as [HttpBenchRow, HttpBenchRow, HttpBenchRow];
    rows.push(floor, against(health, floor, 0.5), against(unpaid, floor, 0.5));

    log('createApp (no payment) GET /api/debt/payoff');
    const freePayoff = row('createApp (no payment) GET /api/debt/payoff', await warmedUp({ url: `${freeServer.url}${PAYOFF_PATH}`, connections, duration }), 200);
    rows.push(freePayoff);

    // The buyer's side, done before the clock starts: one signed authorization per request.
    const required = decodePaymentRequiredHeader((await fetch(`${paidServer.url}${PAYOFF_PATH}`)).headers.get('PAYMENT-REQUIRED')!);
    const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
    log(`signing ${uniquePayments} payments`);
    const signatures: string[] = [];
    for (let i = 0; i < uniquePayments; i++) signatures.push(encodePaymentSignatureHeader(await buyer.createPaymentPayload(required)));
    // Warm the payment path with payments of its own, sent one at a time and not measured.
    for (let i = 0; i < WARMUP_PAYMENTS; i++) {
      const payment = encodePaymentSignatureHeader(await buyer.createPaymentPayload(required));
      await (await fetch(`${paidServer.url}${PAYOFF_PATH}`, { headers: { 'payment-signature': payment } })).arrayBuffer();
    }

    log('createApp paid GET /api/debt/payoff (unique payments)');
    let next = 0;
    const unique = await autocannon({
      url: paidServer.url,
      connections,
      amount: uniquePayments,
      requests: [{ method: 'GET', path: PAYOFF_PATH, setupRequest: (r) => ({ ...r, headers: { ...r.headers, 'payment-signature': signatures[next++ % signatures.length]! } }) }],
    });
    const paidRow = against(row('createApp paid GET /api/debt/payoff (unique payments)', unique, 200), freePayoff);
    rows.push({ ...paidRow, target: '>= 150 req/s', met: paidRow.rps >= 150 });

    // signatures[0] was settled in the unique run, its answer stored first: every request here gets that answer back.
    log('createApp paid GET /api/debt/payoff (stored-answer replay)');
    let replayedCount = 0;
    const replayRequest: AutocannonRequest = {
      method: 'GET',
      path: PAYOFF_PATH,
      headers: { 'payment-signature': signatures[0]! },
      onResponse: (_status, _body, _context, headers) => {
        if (Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'x-guidekit-replay' && value === 'stored-answer')) replayedCount++;
      },
    };
    await autocannon({ url: paidServer.url, connections, duration: 1, requests: [replayRequest] });
    replayedCount = 0; // the warm-up second is not counted
    const replayed = await autocannon({ url: paidServer.url, connections, duration, requests: [replayRequest] });
    rows.push({ ...against(row('createApp paid GET /api/debt/payoff (stored-answer replay)', replayed, 200), freePayoff), replayed: replayedCount });
  } finally {
    await helloServer.close();
    await paidServer.close();
    await freeServer.close();
    await store.close();
  }
  return rows;
}

/** The round of median req/s (the lower middle one for an even count), with its rounds' req/s kept. */
function medianRound(rounds: readonly HttpBenchRow[]): HttpBenchRow {
  const sorted = [...rounds].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, roundsRps: rounds.map((r) => r.rps) };
}

/** Prints the rows as `npm run bench` prints its own. */
export function formatHttpBench(rows: readonly HttpBenchRow[]): string {
  return rows
    .map((r) => {
      const vs = r.share === undefined ? '' : `; ${(r.share * 100).toFixed(1)} % of ${r.floor}`;
      const replays = r.replayed === undefined ? '' : ` (${r.replayed} stored-answer replays)`;
      const rounds = r.roundsRps === undefined ? '' : `; median of ${r.roundsRps.length} rounds (${r.roundsRps.map((x) => x.toFixed(0)).join(', ')} req/s)`;
      const target = r.target === undefined ? '' : `; target ${r.target}: ${r.met === true ? 'met' : 'MISSED'}`;
      return (
        `${r.name}\n  ${r.rps.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms; ${r.requests} requests, ` +
        `${r.expectedCount} answered ${r.expectedStatus}${replays}, ${r.errors} errors${rounds}${vs}${target}`
      );
    })
    .join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await runHttpBench({ log: (line) => process.stderr.write(`… ${line}\n`) });
  console.log(formatHttpBench(rows));
}
