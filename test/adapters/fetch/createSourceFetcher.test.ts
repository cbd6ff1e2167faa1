import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySourceCache } from '../../../src/adapters/fetch/createMemorySourceCache.js';
import { createSourceFetcher, type SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { defineSourcePolicy } from '../../../src/adapters/fetch/SourcePolicy.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { SourceUse } from '../../../src/core/sourceUse.js';
import { startFaultServer, type FaultServer } from './faultServer.js';

const quick = { timeoutMs: 300, retries: 2, backoff: { initialDelayMs: 1, maxDelayMs: 5 } };

let server: FaultServer;
const fetchers: SourceFetcher[] = [];
const make = (...args: Parameters<typeof createSourceFetcher>) => {
  const fetcher = createSourceFetcher(...args);
  fetchers.push(fetcher);
  return fetcher;
};

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
});

async function failure(promise: Promise<unknown>): Promise<SourceUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceUnavailableError);
  return error as SourceUnavailableError;
}

describe('createSourceFetcher', () => {
  it('answers a 2xx body and notes the source, host, fetched-at and age in the trace', async () => {
    server.set('/ok', [{ kind: 'json', body: { a: 1 } }]);
    const uses: SourceUse[] = [];
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', quick)], now: () => new Date('2026-11-25T10:00:00Z') });
    const res = await fetcher.fetch('demo', { url: server.url('/ok?api_key=s3cret&x=1'), trace: { record: (u) => void uses.push(u) } });
    expect(res.json()).toEqual({ a: 1 });
    expect(res.fromCache).toBe(false);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ source: 'demo', host: expect.stringMatching(/^127\.0\.0\.1:\d+$/), fetched_at: '2026-11-25T10:00:00.000Z', age_seconds: 0, from_cache: false, status: 200 });
    // A key in the URL never reaches an answer.
    expect(uses[0]!.url).not.toMatch(/s3cret/);
  });

  it('retries a 5xx with backoff and succeeds when the source recovers', async () => {
    server.set('/flaky', [{ kind: 'status', status: 502 }, { kind: 'status', status: 500 }, { kind: 'json', body: [1] }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', quick)] });
    expect((await fetcher.fetch('demo', { url: server.url('/flaky') })).json()).toEqual([1]);
    expect(server.hits.get('/flaky')).toBe(3);
  });

  it('gives up after its retries with a 503 error naming the source', async () => {
    server.set('/down', [{ kind: 'status', status: 503 }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', quick)] });
    const error = await failure(fetcher.fetch('demo', { url: server.url('/down') }));
    expect(error.source).toBe('demo');
    expect(error.reason).toMatch(/HTTP 503/);
    expect(server.hits.get('/down')).toBe(3);
  });

  it('never retries a POST unless it says it is idempotent', async () => {
    server.set('/post', [{ kind: 'status', status: 500 }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', quick)] });
    await failure(fetcher.fetch('demo', { url: server.url('/post'), method: 'POST', body: '{}' }));
    expect(server.hits.get('/post')).toBe(1);
  });

  it('fails at once on a 429 whose Retry-After is too long to wait, passing the delay on', async () => {
    server.set('/limited', [{ kind: 'status', status: 429, retryAfter: '120' }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', quick)] });
    const error = await failure(fetcher.fetch('demo', { url: server.url('/limited') }));
    expect(error.retryAfterSeconds).toBe(120);
    expect(server.hits.get('/limited')).toBe(1);
  });

  it('waits out a short Retry-After and tries again', async () => {
    server.set('/brief', [{ kind: 'status', status: 429, retryAfter: '0' }, { kind: 'json', body: 'ok' }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', quick)] });
    expect((await fetcher.fetch('demo', { url: server.url('/brief') })).json()).toBe('ok');
  });

  it('times out a source that never answers, within the policy time for each attempt', async () => {
    server.set('/hang', [{ kind: 'hang' }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', { ...quick, retries: 1, timeoutMs: 100 })] });
    const error = await failure(fetcher.fetch('demo', { url: server.url('/hang') }));
    expect(error.reason).toMatch(/within 100 ms/);
  });

  it('refuses a malformed body, a truncated answer and an oversized one, never taking part of it', async () => {
    server.set('/malformed', [{ kind: 'text', body: '{"a": [1, 2', type: 'application/json' }]);
    server.set('/truncated', [{ kind: 'truncate', declared: 500, sent: '{"rows": [' }]);
    server.set('/huge', [{ kind: 'big', bytes: 5_000 }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', { ...quick, maxBytes: 1_000 })] });
    const malformed = await fetcher.fetch('demo', { url: server.url('/malformed') });
    expect(() => malformed.json()).toThrow(SourceUnavailableError);
    expect((await failure(fetcher.fetch('demo', { url: server.url('/truncated') }))).reason).toMatch(/cut short|failed/);
    expect((await failure(fetcher.fetch('demo', { url: server.url('/huge') }))).reason).toMatch(/1000-byte limit/);
  });

  it('opens its circuit after repeated failures and stops calling the source, saying when to retry', async () => {
    server.set('/broken', [{ kind: 'status', status: 500 }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', { ...quick, retries: 0, breaker: { consecutiveFailures: 3, halfOpenAfterMs: 60_000 } })] });
    for (let i = 0; i < 3; i++) await failure(fetcher.fetch('demo', { url: server.url('/broken') }));
    expect((await fetcher.state('demo')).circuit).toBe('open');
    const before = server.hits.get('/broken');
    const error = await failure(fetcher.fetch('demo', { url: server.url('/broken') }));
    expect(server.hits.get('/broken')).toBe(before);
    expect(error.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('answers an accepted non-2xx status as a value', async () => {
    server.set('/missing', [{ kind: 'status', status: 404 }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', quick)] });
    expect((await fetcher.fetch('demo', { url: server.url('/missing'), acceptStatus: [404] })).status).toBe(404);
    expect((await failure(fetcher.fetch('demo', { url: server.url('/missing') }))).reason).toMatch(/HTTP 404/);
  });

  it('serves from the cache within its lifetime, then revalidates with the ETag (304)', async () => {
    server.set('/cached', [{ kind: 'json', body: { v: 1 }, etag: '"v1"' }]);
    let clock = new Date('2026-11-25T10:00:00Z');
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', { ...quick, ttlSeconds: 60 })], cache: createMemorySourceCache(), now: () => clock });
    const first = await fetcher.fetch('demo', { url: server.url('/cached') });
    const uses: SourceUse[] = [];
    clock = new Date('2026-11-25T10:00:30Z');
    const second = await fetcher.fetch('demo', { url: server.url('/cached'), trace: { record: (u) => void uses.push(u) } });
    expect(first.fromCache).toBe(false);
    expect(second.fromCache).toBe(true);
    expect(second.json()).toEqual({ v: 1 });
    expect(server.hits.get('/cached')).toBe(1);
    expect(uses[0]).toMatchObject({ from_cache: true, age_seconds: 30 });
    clock = new Date('2026-11-25T10:02:00Z');
    const third = await fetcher.fetch('demo', { url: server.url('/cached') });
    expect(server.hits.get('/cached')).toBe(2);
    expect(server.conditional.get('/cached')).toBe('"v1"');
    expect(third.json()).toEqual({ v: 1 });
  });

  it('shares its cache between two instances through the store (PGlite)', async () => {
    server.set('/shared', [{ kind: 'json', body: { shared: true } }]);
    const store = await createPgliteStore({ dataDir: 'memory' });
    try {
      const policy = defineSourcePolicy('demo', 'a demo source', { ...quick, ttlSeconds: 300 });
      const a = make({ policies: [policy], cache: store });
      const b = make({ policies: [policy], cache: store });
      await a.fetch('demo', { url: server.url('/shared') });
      const fromB = await b.fetch('demo', { url: server.url('/shared') });
      expect(fromB.fromCache).toBe(true);
      expect(fromB.json()).toEqual({ shared: true });
      expect(server.hits.get('/shared')).toBe(1);
      expect(await store.summarizeCache('demo')).toMatchObject({ entries: 1, bytes: JSON.stringify({ shared: true }).length });
    } finally {
      await store.close();
    }
  });

  it('keeps to the documented rate limit and reports what is left', async () => {
    server.set('/rated', [{ kind: 'json', body: 1 }]);
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', { ...quick, rateLimit: { requests: 3, perSeconds: 60, documented: 'test' } })] });
    for (let i = 0; i < 3; i++) await fetcher.fetch('demo', { url: server.url('/rated') });
    expect((await fetcher.state('demo')).remaining).toBe(0);
    // A fourth request waits for the next window instead of exceeding the limit.
    const fourth = fetcher.fetch('demo', { url: server.url('/rated') });
    await new Promise((done) => setTimeout(done, 100));
    expect(server.hits.get('/rated')).toBe(3);
    void fourth.catch(() => undefined);
  });

  it('refuses a source it has no policy for: a programming error, not a 503', async () => {
    const fetcher = make({ policies: [defineSourcePolicy('demo', 'a demo source', quick)] });
    await expect(fetcher.fetch('other', { url: server.url('/ok') })).rejects.toThrow(/no policy for source "other"/);
  });
});
