import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECALL_SOURCE_URL_ENV } from '../../../src/adapters/recalls/recallSourceSettings.js';
import { runRecallsCommand } from '../../../src/cli/commands/recalls.js';
import type { CliIo } from '../../../src/cli/runCli.js';
import { startReplayServer, type ReplayServer } from './replayServer.js';

let server: ReplayServer;
let dataDir: string;

beforeAll(async () => {
  server = await startReplayServer();
  dataDir = await mkdtemp(join(tmpdir(), 'guidekit-recalls-cli-'));
  vi.stubEnv('GUIDEKIT_DATA_DIR', dataDir);
  for (const [id, name] of Object.entries(RECALL_SOURCE_URL_ENV)) vi.stubEnv(name, server.urls[id as keyof typeof server.urls]);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

function io(): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), today: () => new Date().toISOString().slice(0, 10) };
}

describe('runRecallsCommand', () => {
  it('refreshes the named source into the data directory, then reports it current', async () => {
    const a = io();
    // The fixtures date from 2026; --since reaches back to them whatever today is.
    expect(await runRecallsCommand(['refresh', '--source', 'cpsc', '--since', '2026-01-01'], a)).toBe(0);
    expect(a.out.join('')).toMatch(/^cpsc: ok, 4 records/);
    const b = io();
    // Other sources have no snapshot yet, so status exits 1 and says so.
    expect(await runRecallsCommand(['status', '--json'], b)).toBe(1);
    const status = JSON.parse(b.out.join('')) as { sources: { source: string; status: string; current: boolean; records: number }[] };
    expect(status.sources.find((s) => s.source === 'cpsc')).toMatchObject({ status: 'ok', current: true, records: 4 });
    expect(status.sources.find((s) => s.source === 'nhtsa')).toMatchObject({ status: 'unavailable', current: false });
  });

  it('exits 1 when a source is unavailable', async () => {
    server.faults.accc = '500';
    const a = io();
    expect(await runRecallsCommand(['refresh', '--source', 'accc'], a)).toBe(1);
    expect(a.out.join('')).toMatch(/accc: unavailable: HTTP 500/);
    delete server.faults.accc;
  });

  it('draws a progress bar on stderr for a terminal, and none when stderr is not one', async () => {
    const t = io();
    expect(await runRecallsCommand(['refresh', '--source', 'cpsc', '--source', 'accc', '--since', '2026-01-01'], t, { tty: true })).toBe(0);
    const bars = t.err.join('').split('\r').filter((line) => line.startsWith('['));
    expect(bars[0]).toMatch(/^\[\.{24}\] 0\/2 recall sources/);
    expect(bars.at(-1)).toMatch(/^\[#{24}\] 2\/2 (cpsc|accc) ok/);
    expect(t.out.join('')).toMatch(/cpsc: ok/);
    const plain = io();
    expect(await runRecallsCommand(['refresh', '--source', 'cpsc', '--since', '2026-01-01'], plain, { tty: false })).toBe(0);
    expect(plain.err.join('')).toBe('');
  });

  it('stops on an abort (as Ctrl-C does), says what was replaced, and exits 1', async () => {
    server.faults['health-canada'] = 'hang';
    const controller = new AbortController();
    const a = io();
    const run = runRecallsCommand(['refresh', '--source', 'health-canada', '--since', '2026-01-01'], a, { tty: false, signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    expect(await run).toBe(1);
    expect(a.err.join('')).toMatch(/interrupted: no snapshot was replaced/);
    expect(a.out.join('')).toBe('');
    delete server.faults['health-canada'];
  });

  it('exits 2 on an unknown source, a bad date or an unknown subcommand, and prints help', async () => {
    const a = io();
    expect(await runRecallsCommand(['refresh', '--source', 'fda'], a)).toBe(2);
    expect(a.err.join('')).toMatch(/cpsc, health-canada, safety-gate, accc, nhtsa/);
    expect(await runRecallsCommand(['refresh', '--since', '2026-02-30'], io())).toBe(2);
    expect(await runRecallsCommand(['purge'], io())).toBe(2);
    const h = io();
    expect(await runRecallsCommand(['--help'], h)).toBe(0);
    expect(h.out.join('')).toMatch(/guidekit recalls refresh/);
  });
});
