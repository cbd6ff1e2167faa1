// `guidekit call` in snapshot mode, as a user runs it: the real process (tsx on src/cli/main.ts) with
// GUIDEKIT_DATA_MODE=snapshot over a cassette assembled from the recorded EDGAR and Hyperliquid answers
// (test/fixtures/cassettes/sec-edgar and hyperliquid; provenance in test/fixtures/README.md). Before the fix the replay
// server was never closed and the process printed its answer, then waited forever on the open socket.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cassette, CassetteExchange } from '../../src/adapters/fetch/cassetteFormat.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CASSETTES = join(ROOT, 'test/fixtures/cassettes');
// Generous: the process itself takes a few seconds (tsx compiles on start) on a loaded machine; a hang never ends.
const TIMEOUT_MS = 90_000;

interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runGuidekit(args: readonly string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env }, timeout: TIMEOUT_MS, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
      resolve({ code, signal: error?.signal ?? null, stdout, stderr });
    });
  });
}

describe('guidekit call in snapshot mode (real process)', () => {
  let dir: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guidekit-cli-snapshot-'));
    dataDir = await mkdtemp(join(tmpdir(), 'guidekit-cli-data-'));
    await mkdir(join(dir, 'bodies'));
    const exchanges: CassetteExchange[] = [];
    for (const name of ['sec-edgar', 'hyperliquid']) {
      const cassette = JSON.parse(await readFile(join(CASSETTES, name, 'cassette.json'), 'utf8')) as Cassette;
      exchanges.push(...cassette.exchanges);
      for (const body of await readdir(join(CASSETTES, name, 'bodies'))) await copyFile(join(CASSETTES, name, 'bodies', body), join(dir, 'bodies', body));
    }
    await writeFile(join(dir, 'cassette.json'), JSON.stringify({ format: 1, recorded_at: '2025-12-12T23:03:31.000Z', recorded_for: 'test: guidekit call signal/pre-ipo', exchanges }));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the answer built from the recording and exits 0 (the replay server is closed)', async () => {
    const run = await runGuidekit(['call', 'signal/pre-ipo', '--as-of', '2026-11-25'], {
      GUIDEKIT_DATA_MODE: 'snapshot',
      GUIDEKIT_SNAPSHOT_DIR: dir,
      GUIDEKIT_DATA_DIR: dataDir,
      GUIDEKIT_MERCHANT_PROBE: 'off',
    });
    expect(run.signal, `killed after ${TIMEOUT_MS} ms: the process did not exit (stderr: ${run.stderr.slice(0, 300)})`).toBeNull();
    expect(run.code, run.stderr.slice(0, 500)).toBe(0);
    const body = JSON.parse(run.stdout) as { feeds: { form: string; entries: number }[]; data: { mode: string; sources: { source: string }[] } };
    expect(body.feeds.find((f) => f.form === 'S-1')?.entries).toBe(7);
    expect(body.data.mode).toBe('snapshot');
    expect(body.data.sources.map((s) => s.source)).toContain('sec-edgar');
  }, TIMEOUT_MS + 10_000);
});
