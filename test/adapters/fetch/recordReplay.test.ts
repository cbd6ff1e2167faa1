import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCassetteRecorder } from '../../../src/adapters/fetch/createCassetteRecorder.js';
import { createSourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { defineSourcePolicy } from '../../../src/adapters/fetch/SourcePolicy.js';
import { startReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { SourceUse } from '../../../src/core/sourceUse.js';
import { startFaultServer, type FaultServer } from './faultServer.js';

const policy = defineSourcePolicy('demo', 'a demo source', { timeoutMs: 1000, retries: 0 });

let origin: FaultServer;
let dir: string;
beforeAll(async () => {
  origin = await startFaultServer();
  dir = mkdtempSync(join(tmpdir(), 'gk-cassette-'));
});
afterAll(async () => {
  await origin.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('record and replay', () => {
  it('replays from a loopback server exactly the bytes the origin sent, and nothing it did not record', async () => {
    origin.set('/series', [{ kind: 'json', body: { observations: [{ date: '2026-10-01', value: '4.3' }] } }]);
    origin.set('/page', [{ kind: 'text', body: 'a,b\n1,2\n', type: 'text/csv' }]);
    const recorder = createCassetteRecorder(dir);
    const live = createSourceFetcher({ policies: [policy], recorder, now: () => new Date('2026-11-25T09:00:00Z') });
    const a = await live.fetch('demo', { url: origin.url('/series?id=UNRATE') });
    const b = await live.fetch('demo', { url: origin.url('/page?n=2'), method: 'POST', body: '{"page":2}' });
    await live.close();
    const path = await recorder.save('test: two requests');
    expect(JSON.parse(readFileSync(path, 'utf8')).exchanges).toHaveLength(2);

    const replay = await startReplayServer(dir);
    const replayed = createSourceFetcher({ policies: [policy], fetch: replay.fetch });
    try {
      expect(replay.recordedAt).toBe('2026-11-25T09:00:00.000Z');
      const a2 = await replayed.fetch('demo', { url: origin.url('/series?id=UNRATE') });
      expect(Buffer.from(a2.body).equals(Buffer.from(a.body))).toBe(true);
      expect(a2.headers['content-type']).toBe('application/json');
      const b2 = await replayed.fetch('demo', { url: origin.url('/page?n=2'), method: 'POST', body: '{"page":2}' });
      expect(b2.text()).toBe(b.text());
      // Another query, or another body, was never recorded: a 503 naming the source, never an invented answer.
      const miss = await replayed.fetch('demo', { url: origin.url('/series?id=CPI') }).catch((e: unknown) => e);
      expect(miss).toBeInstanceOf(SourceUnavailableError);
      expect((miss as SourceUnavailableError).reason).toMatch(/HTTP 404/);
      await expect(replayed.fetch('demo', { url: origin.url('/page?n=2'), method: 'POST', body: '{"page":3}' })).rejects.toThrow(SourceUnavailableError);
      expect(replay.misses).toHaveLength(2);
      // The origin was asked only while recording.
      expect(origin.hits.get('/series')).toBe(1);
    } finally {
      await replayed.close();
      await replay.close();
    }
  });

  it('never writes an API key in the URL into the cassette, and replays the answer whatever key the request carries', async () => {
    const keyed = mkdtempSync(join(tmpdir(), 'gk-cassette-key-'));
    try {
      origin.set('/odds', [{ kind: 'json', body: { events: 3 } }]);
      const recorder = createCassetteRecorder(keyed);
      const live = createSourceFetcher({ policies: [policy], recorder });
      await live.fetch('demo', { url: origin.url('/odds?apiKey=live-secret-123&regions=uk') });
      await live.close();
      const text = readFileSync(await recorder.save('test: a keyed request'), 'utf8');
      expect(text).not.toContain('live-secret-123');
      expect(JSON.parse(text).exchanges[0].target).toMatch(/\/odds\?apiKey=redacted&regions=uk$/);

      const replay = await startReplayServer(keyed);
      const replayed = createSourceFetcher({ policies: [policy], fetch: replay.fetch });
      try {
        expect((await replayed.fetch('demo', { url: origin.url('/odds?apiKey=another-key&regions=uk') })).json()).toEqual({ events: 3 });
        // The other parameters still have to match.
        await expect(replayed.fetch('demo', { url: origin.url('/odds?apiKey=another-key&regions=us') })).rejects.toThrow(SourceUnavailableError);
      } finally {
        await replayed.close();
        await replay.close();
      }
    } finally {
      rmSync(keyed, { recursive: true, force: true });
    }
  });

  it('names each request in the trace with its method, and a POST with the digest of its body the cassette keys it on', async () => {
    const traced = mkdtempSync(join(tmpdir(), 'gk-cassette-trace-'));
    try {
      origin.set('/info', [{ kind: 'json', body: { ok: 1 } }, { kind: 'json', body: { ok: 2 } }]);
      const recorder = createCassetteRecorder(traced);
      const live = createSourceFetcher({ policies: [policy], recorder });
      const uses: SourceUse[] = [];
      const trace = { record: (u: SourceUse) => void uses.push(u) };
      await live.fetch('demo', { url: origin.url('/info'), method: 'POST', body: '{"type":"l2Book"}', trace });
      await live.fetch('demo', { url: origin.url('/info'), method: 'POST', body: '{"type":"meta"}', trace });
      await live.close();
      const cassette = JSON.parse(readFileSync(await recorder.save('test: two questions to one URL'), 'utf8')) as { exchanges: { request_body_sha256: string }[] };
      expect(uses.map((u) => u.method)).toEqual(['POST', 'POST']);
      expect(uses.map((u) => u.request_body_sha256)).toEqual(cassette.exchanges.map((e) => e.request_body_sha256));
      expect(uses[0]!.request_body_sha256).not.toBe(uses[1]!.request_body_sha256);
    } finally {
      rmSync(traced, { recursive: true, force: true });
    }
  });

  it('refuses a directory without a readable cassette', async () => {
    await expect(startReplayServer(join(dir, 'nope'))).rejects.toThrow(/not a readable cassette/);
  });
});
