/**
 * Start-up benchmark of `guidekit serve`: the time from spawning a fresh server process to its first `GET /health`
 * 200, as a host (or a container's HEALTHCHECK) sees it. Not a test: timing belongs here, never in vitest.
 *
 * Each run gets an empty data directory (GUIDEKIT_DATA_DIR in a new temporary directory), so the embedded PGlite
 * store is created from nothing, as on a first start; port 0, local facilitator (the default), loopback only.
 * The built CLI (`node dist/cli/main.js serve`) is used when dist/ exists, else the source through tsx (which also
 * pays for compiling TypeScript on the fly); the row says which. /health is polled every 25 ms once the banner names
 * the port (the banner is printed on listen, so the poll only confirms that the server answers).
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

/** The start-up row. */
export interface ServeStartupBenchRow {
  readonly name: string;
  /** How the CLI was run: `node dist/cli/main.js` or `tsx src/cli/main.ts`. */
  readonly runner: string;
  /** Spawn to first /health 200 of each run, milliseconds. */
  readonly runsMs: readonly number[];
  readonly medianMs: number;
  readonly targetMs: number;
  readonly withinTarget: boolean;
}

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

function command(): { readonly file: string; readonly args: readonly string[]; readonly runner: string } {
  const built = join(ROOT, 'dist', 'cli', 'main.js');
  if (existsSync(built)) return { file: process.execPath, args: [built, 'serve', '--port', '0'], runner: 'node dist/cli/main.js' };
  return { file: join(ROOT, 'node_modules', '.bin', 'tsx'), args: [join(ROOT, 'src', 'cli', 'main.ts'), 'serve', '--port', '0'], runner: 'tsx src/cli/main.ts' };
}

/** One fresh start: spawn, read the port from the banner, poll /health until 200; then stop the process group. */
async function timeOneStart(): Promise<number> {
  const { file, args } = command();
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
    while (performance.now() - started < GIVE_UP_MS) {
      const status = await fetch(`http://127.0.0.1:${port}/health`).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await new Promise((done) => setTimeout(done, 25));
    }
    throw new Error(`serveStartup: no /health 200 within ${GIVE_UP_MS} ms`);
  } finally {
    const exited = new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Times fresh starts of `guidekit serve` to the first /health 200 (see the file comment).
 *
 * @param options - See {@link ServeStartupBenchOptions}.
 * @returns The row: each run, the median, and the 2 s target.
 * @example
 * ```ts
 * const { medianMs, runner } = await runServeStartupBench({ runs: 3 });
 * ```
 */
export async function runServeStartupBench(options: ServeStartupBenchOptions = {}): Promise<ServeStartupBenchRow> {
  const runs = options.runs ?? 3;
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) runsMs.push(await timeOneStart());
  const sorted = [...runsMs].sort((a, b) => a - b);
  const medianMs = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return { name: 'guidekit serve: spawn to first GET /health 200 (fresh data dir)', runner: command().runner, runsMs, medianMs, targetMs: TARGET_MS, withinTarget: medianMs < TARGET_MS };
}

/** Prints the row as `npm run bench` prints its own. */
export function formatServeStartupBench(r: ServeStartupBenchRow): string {
  return `${r.name}, ${r.runner}\n  median ${r.medianMs.toFixed(0)} ms (target < ${r.targetMs} ms: ${r.withinTarget ? 'met' : 'MISSED'}); runs ${r.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatServeStartupBench(await runServeStartupBench()));
}
