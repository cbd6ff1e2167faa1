import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSourceFetcher, type SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { SOURCE_POLICIES } from '../../../src/adapters/fetch/sourcePolicies.js';
import { createDataDirSnapshotProvider } from '../../../src/adapters/recalls/createDataDirSnapshotProvider.js';
import { refreshRecallSnapshots, type RecallRefreshProgress } from '../../../src/adapters/recalls/refreshRecallSnapshots.js';
import { RECALL_SOURCE_IDS } from '../../../src/safety/recallTypes.js';
import { startReplayServer, type ReplayServer } from './replayServer.js';

// The recorded responses replayed on loopback (test/fixtures/README.md); refreshes happen "on" 2026-07-05.
const FIRST = new Date('2026-07-05T06:00:00Z');
const SECOND = new Date('2026-07-06T06:00:00Z');

let server: ReplayServer;
let dataDir: string;

beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'guidekit-recalls-abort-'));
  for (const key of Object.keys(server.faults)) delete server.faults[key as keyof typeof server.faults];
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function snapshotOf(source: string): Promise<{ status: string; fetched_at: string | null; records: unknown[] }> {
  return JSON.parse(await readFile(join(dataDir, 'recalls', `${source}.json`), 'utf8'));
}

/** Issue #24 item 6: `recalls refresh` can be watched (onProgress) and stopped (signal). */
describe('refreshRecallSnapshots: progress and abort', () => {
  it('reports progress from 0 to the number of sources, never going back, once per source written', async () => {
    const seen: RecallRefreshProgress[] = [];
    await refreshRecallSnapshots({ dataDir, now: FIRST, urls: server.urls, onProgress: (p) => seen.push(p) });
    expect(seen[0]).toEqual({ completed: 0, total: 5, source: null, status: null });
    const counts = seen.map((p) => p.completed);
    for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeGreaterThan(counts[i - 1]!);
    expect(counts.at(-1)).toBe(5);
    expect(seen.slice(1).map((p) => p.source).sort()).toEqual([...RECALL_SOURCE_IDS].sort());
    expect(seen.every((p) => p.total === 5)).toBe(true);
  });

  it('stops a refresh waiting on a source that hangs, with an AbortError, keeping that source\'s previous snapshot', async () => {
    await refreshRecallSnapshots({ dataDir, now: FIRST, urls: server.urls });
    const before = await snapshotOf('health-canada');
    server.faults['health-canada'] = 'hang';
    const controller = new AbortController();
    const written: string[] = [];
    const started = Date.now();
    // Stop once the four answering sources are written: only the hanging one is still in flight.
    const run = refreshRecallSnapshots({
      dataDir,
      now: SECOND,
      urls: server.urls,
      // The hanging request would run into this limit; the abort must end the refresh long before it.
      timeoutMs: 60_000,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.source !== null) written.push(p.source);
        if (p.completed === 4) controller.abort();
      },
    });
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    // The project's abort convention: an Error named AbortError saying how far it got, the signal's reason as cause.
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AbortError', message: 'refreshRecallSnapshots: aborted after 4 of 5', cause: controller.signal.reason });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(written.sort()).toEqual(['accc', 'cpsc', 'nhtsa', 'safety-gate']);
    // The hanging source was not marked unavailable by the stop: its file is the previous one, byte for byte.
    expect(await snapshotOf('health-canada')).toEqual(before);
    for (const source of written) expect((await snapshotOf(source)).fetched_at).toBe(SECOND.toISOString());
    // No temporary file is left, and the snapshot reader sees five whole snapshots.
    expect((await readdir(join(dataDir, 'recalls'))).filter((name) => !name.endsWith('.json'))).toEqual([]);
    const view = await createDataDirSnapshotProvider({ dataDir, fs: { readFile, stat }, now: () => SECOND })(RECALL_SOURCE_IDS);
    expect(Object.values(view.sources).map((s) => s!.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('stops the year-by-year CPSC download between windows', async () => {
    const controller = new AbortController();
    const hitsBefore = server.hits.cpsc;
    // The app's fetch layer, wrapped so the stop comes right after the first window's answer arrives.
    const real = createSourceFetcher({ policies: SOURCE_POLICIES });
    const fetcher: SourceFetcher = {
      ...real,
      fetch: async (...args) => {
        const res = await real.fetch(...args);
        controller.abort();
        return res;
      },
    };
    try {
      const error = await refreshRecallSnapshots({ dataDir, now: FIRST, urls: server.urls, sources: ['cpsc'], fetcher, signal: controller.signal }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((error as Error | undefined)?.name).toBe('AbortError');
    } finally {
      await real.close();
    }
    // Ten yearly windows make a full refresh (the first test saw them all); only the first was asked for.
    expect(server.hits.cpsc - hitsBefore).toBe(1);
    await expect(stat(join(dataDir, 'recalls', 'cpsc.json'))).rejects.toThrow();
  });

  it('writes nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const hits = { ...server.hits };
    await expect(refreshRecallSnapshots({ dataDir, now: FIRST, urls: server.urls, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError', message: 'refreshRecallSnapshots: aborted after 0 of 5' });
    expect(server.hits).toEqual(hits);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('rejects with an AbortError whatever the reason the signal was given (the reason is its cause, as in the engines)', async () => {
    const controller = new AbortController();
    controller.abort('operator stop');
    const error = await refreshRecallSnapshots({ dataDir, now: FIRST, urls: server.urls, signal: controller.signal }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AbortError', cause: 'operator stop' });
  });
});
