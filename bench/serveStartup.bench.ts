/**
 * Start-up benchmark of `guidekit serve`: the time from spawning a fresh server process to its first `GET /health`
 * 200, as a host (or a container's HEALTHCHECK) sees it, and to its first `GET /health/ready` 200 (the store open).
 * Not a test: timing belongs here, never in vitest.
 *
 * Each run gets an empty data directory (GUIDEKIT_DATA_DIR in a new temporary directory), so the embedded PGlite
 * store is created from nothing, as on a first start; port 0, local facilitator (the default), loopback only.
 * Rows, each the median of fresh starts:
 * - `node + bare Hono`: a process that imports Hono and @hono/node-server and answers /health: the floor of any start.
 * - `node dist/cli/main.js serve`: the built CLI (`npm run build` first; the row is left out without dist/).
 * - `tsx src/cli/main.ts serve`: `npm start`, which also pays for compiling TypeScript on the fly.
 * /health is polled every 25 ms once the banner names the port (the banner is printed on listen), then /health/ready.
 * The target of issue 23 item 8 (first /health 200 under 2 s) applies to the guidekit rows.
 *
 * Run standalone with `npx tsx bench/serveStartup.bench.ts`, or import {@link runServeStartupBench}.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The target of issue 23 item 8: first /health 200 under 2 s. */
const TARGET_MS = 2000;
/** A start that takes longer than this is a failure, not a slow row. */
const GIVE_UP_MS = 60_000;

/** Options of {@link runServeStartupBench}. */
export interface ServeStartupBenchOptions {
  /** Fresh starts; the median is reported. Default 3. */
  readonly runs?: number;
}

/** One start-up row. */
export interface ServeStartupBenchRow {
  readonly name: string;
  /** What was spawned: `node + bare Hono`, `node dist/cli/main.js serve` or `tsx src/cli/main.ts serve`. */
  readonly runner: string;
  /** Spawn to first /health 200 of each run, milliseconds. */
  readonly runsMs: readonly number[];
  readonly medianMs: number;
  /** Spawn to first /health/ready 200 (store open) of each run, and its median; absent for the bare floor. */
  readonly readyRunsMs?: readonly number[];
  readonly readyMedianMs?: number;
  /** medianMs ÷ the bare floor's medianMs, measured in the same run. */
  readonly ratio?: number;
  /** The 2 s target; absent for the floor. */
  readonly targetMs?: number;
  readonly withinTarget?: boolean;
}

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

interface Runner {
  readonly runner: string;
  readonly file: string;
  readonly args: readonly string[];
  /** Whether the runner is guidekit (polls /health/ready too, held to the target). */
  readonly guidekit: boolean;
}

/** The bare floor: Hono on @hono/node-server answering /health with a constant, banner as guidekit prints it. */
const BARE_HONO = [
  "import { serve } from '@hono/node-server';",
  "import { Hono } from 'hono';",
  "const app = new Hono().get('/health', (c) => c.json({ status: 'ok' }));",
  "serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening on http://127.0.0.1:${info.port}`));",
].join('\n');

function runners(): Runner[] {
  const list: Runner[] = [{ runner: 'node + bare Hono', file: process.execPath, args: ['--input-type=module', '-e', BARE_HONO], guidekit: false }];
  const built = join(ROOT, 'dist', 'cli', 'main.js');
  if (existsSync(built)) list.push({ runner: 'node dist/cli/main.js serve', file: process.execPath, args: [built, 'serve', '--port', '0'], guidekit: true });
  list.push({ runner: 'tsx src/cli/main.ts serve', file: join(ROOT, 'node_modules', '.bin', 'tsx'), args: [join(ROOT, 'src', 'cli', 'main.ts'), 'serve', '--port', '0'], guidekit: true });
  return list;
}

async function statusOf(url: string): Promise<number> {
  return fetch(url).then(
    async (res) => (await res.arrayBuffer(), res.status),
    () => 0,
  );
}

/** One fresh start: spawn, read the port from the banner, poll /health, then /health/ready, until 200; stop the group. */
async function timeOneStart({ file, args, guidekit }: Runner): Promise<{ readonly healthMs: number; readonly readyMs?: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'guidekit-startup-'));
  const env: NodeJS.ProcessEnv = { ...process.env, GUIDEKIT_DATA_DIR: dataDir };
  delete env.PORT;
  delete env.GUIDEKIT_DATABASE_URL;
  delete env.GUIDEKIT_FACILITATOR_URL;
  const started = performance.now();
  // Its own process group (tsx runs node as a child), so the whole group is stopped afterwards.
  const child = spawn(file, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const port = await new Promise<number>((ready, fail) => {
      let out = '';
      const timer = setTimeout(() => fail(new Error(`serveStartup: no banner within ${GIVE_UP_MS} ms`)), GIVE_UP_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
        if (match !== null) {
          clearTimeout(timer);
          ready(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`serveStartup: guidekit serve exited with ${code} before listening`));
      });
    });
    let healthMs: number | undefined;
    while (performance.now() - started < GIVE_UP_MS) {
      if (healthMs === undefined && (await statusOf(`http://127.0.0.1:${port}/health`)) === 200) {
        healthMs = performance.now() - started;
        if (!guidekit) return { healthMs };
      }
      if (healthMs !== undefined && (await statusOf(`http://127.0.0.1:${port}/health/ready`)) === 200) return { healthMs, readyMs: performance.now() - started };
      await new Promise((done) => setTimeout(done, 25));
    }
    throw new Error(`serveStartup: no /health${healthMs === undefined ? '' : '/ready'} 200 within ${GIVE_UP_MS} ms`);
  } finally {
    const exited = new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
    // A process ended by the signal has no exit code, only a signal code (the bare floor has no SIGTERM handler).
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Times fresh starts of the bare floor and of `guidekit serve` (built and through tsx) to the first /health 200
 * (see the file comment), one runner after another.
 *
 * @param options - See {@link ServeStartupBenchOptions}.
 * @returns One row per runner: each run, the median, the ratio to the bare floor, and the 2 s target.
 * @example
 * ```ts
 * for (const r of await runServeStartupBench({ runs: 3 })) console.log(r.runner, r.medianMs);
 * ```
 */
export async function runServeStartupBench(options: ServeStartupBenchOptions = {}): Promise<ServeStartupBenchRow[]> {
  const runs = options.runs ?? 3;
  const rows: ServeStartupBenchRow[] = [];
  let floorMs: number | undefined;
  for (const runner of runners()) {
    const starts: { healthMs: number; readyMs?: number }[] = [];
    for (let i = 0; i < runs; i++) starts.push(await timeOneStart(runner));
    const runsMs = starts.map((s) => s.healthMs);
    const medianMs = median(runsMs);
    const readyRunsMs = starts.flatMap((s) => (s.readyMs === undefined ? [] : [s.readyMs]));
    if (!runner.guidekit) {
      floorMs = medianMs;
      rows.push({ name: 'spawn to first GET /health 200 (floor)', runner: runner.runner, runsMs, medianMs });
      continue;
    }
    rows.push({
      name: 'guidekit serve: spawn to first GET /health 200 (fresh data dir)',
      runner: runner.runner,
      runsMs,
      medianMs,
      ...(readyRunsMs.length === 0 ? {} : { readyRunsMs, readyMedianMs: median(readyRunsMs) }),
      ...(floorMs === undefined ? {} : { ratio: medianMs / floorMs }),
      targetMs: TARGET_MS,
      withinTarget: medianMs < TARGET_MS,
    });
  }
  return rows;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
}

/** Prints the rows as `npm run bench` prints its own. */
export function formatServeStartupBench(rows: readonly ServeStartupBenchRow[]): string {
  return rows
    .map((r) => {
      const target = r.targetMs === undefined ? '' : ` (target < ${r.targetMs} ms: ${r.withinTarget === true ? 'met' : 'MISSED'})`;
      const ratio = r.ratio === undefined ? '' : `; ${r.ratio.toFixed(1)}x the bare floor`;
      const ready = r.readyMedianMs === undefined ? '' : `\n  first /health/ready 200 (store open): median ${r.readyMedianMs.toFixed(0)} ms; runs ${r.readyRunsMs!.map((ms) => ms.toFixed(0)).join(', ')} ms`;
      return `${r.name}, ${r.runner}\n  median ${r.medianMs.toFixed(0)} ms${target}${ratio}; runs ${r.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms${ready}`;
    })
    .join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatServeStartupBench(await runServeStartupBench({ ...(process.env.BENCH_RUNS === undefined ? {} : { runs: Number(process.env.BENCH_RUNS) }) })));
}
