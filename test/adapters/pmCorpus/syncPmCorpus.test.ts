import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { startReplayServer, type ReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { createDuckDbCorpus } from '../../../src/adapters/pmCorpus/createDuckDbCorpus.js';
import { syncPmCorpus, type PmCorpusSyncProgress } from '../../../src/adapters/pmCorpus/syncPmCorpus.js';
import { PREDICTION_SOURCE_POLICIES } from '../../../src/adapters/predictions/predictionSourcePolicies.js';
import type { CorpusEntry } from '../../../src/backtest/predictionMarkets/PredictionMarketCorpus.js';

// The cassette is SYNTHETIC (hand-made, every exchange marked so; test/fixtures/README.md): no recorded settled-market
// or trades pages exist in the repository. It exercises paging, resume, both Kalshi price formats and the import.
const CASSETTE = 'test/fixtures/pm-corpus/sync-cassette';
const now = () => new Date('2026-01-01T00:00:00Z');

describe('syncPmCorpus over a replayed cassette (loopback)', () => {
  let replay: ReplayServer;
  let directory: string;
  beforeAll(async () => {
    replay = await startReplayServer(CASSETTE);
    directory = await mkdtemp(join(tmpdir(), 'guidekit-pmsync-'));
  });
  afterAll(async () => {
    await replay.close();
    await rm(directory, { recursive: true, force: true });
  });
  const fetcher = () => createSourceFetcher({ policies: PREDICTION_SOURCE_POLICIES, fetch: replay.fetch, now });

  it('stops when aborted after the first page, then resumes from the saved cursor and imports everything', async () => {
    const controller = new AbortController();
    const first = fetcher();
    const aborted = syncPmCorpus({
      directory,
      fetcher: first,
      now,
      pageSize: { kalshi: 2, gamma: 2 },
      signal: controller.signal,
      onProgress: (p) => {
        if (p.stage === 'markets') controller.abort();
      },
    });
    // The project's abort convention: an Error named AbortError saying how far it got, the signal's reason as cause.
    const error = await aborted.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AbortError', message: 'syncPmCorpus: aborted after 1 request(s)', cause: controller.signal.reason });
    expect(controller.signal.reason).toBeDefined();
    await first.close();
    const state = JSON.parse(await readFile(join(directory, 'sync', 'state.json'), 'utf8'));
    expect(state.kalshi).toMatchObject({ marketsPage: 1, marketsCursor: 'page2', marketsDone: false });

    const progress: PmCorpusSyncProgress[] = [];
    const second = fetcher();
    const result = await syncPmCorpus({ directory, fetcher: second, now, pageSize: { kalshi: 2, gamma: 2 }, onProgress: (p) => progress.push(p) });
    await second.close();
    // 8 recorded exchanges, the first already written: 7 requests, none missed (KXSYNC-25-B traded nothing: not asked).
    expect(result.status).toBe('synced');
    expect(result.requests).toBe(7);
    expect(replay.misses).toEqual([]);
    expect(progress.filter((p) => p.stage === 'trades').map((p) => [p.done, p.total])).toEqual([[1, 2], [2, 2]]);
    expect(result.imported?.venues).toEqual([
      { venue: 'kalshi', markets: 3, resolved: 2, void: 1, unresolved: 0, trades: 4, skipped_markets: 0, dropped_trades: 0 },
      { venue: 'polymarket', markets: 1, resolved: 1, void: 0, unresolved: 0, trades: 3, skipped_markets: 0, dropped_trades: 0 },
    ]);

    const corpus = await createDuckDbCorpus({ directory });
    const entries: CorpusEntry[] = [];
    for await (const e of corpus.scan({})) entries.push(e);
    corpus.close();
    const a = entries.find((e) => e.market.id === 'KXSYNC-25-A')!;
    expect(a.market).toMatchObject({ status: 'resolved', outcome: 'yes', volume: 30 });
    // Both price formats: cents (40, 35) and dollars text ("0.3000", count_fp "15.00"); oldest first.
    expect(a.trades).toEqual([
      { t: '2025-01-07T12:00:00.000Z', yes_price: 0.3, count: 15, taker_side: 'yes' },
      { t: '2025-01-08T12:00:00.000Z', yes_price: 0.35, count: 5, taker_side: 'no' },
      { t: '2025-01-09T12:00:00.000Z', yes_price: 0.4, count: 10, taker_side: 'yes' },
    ]);
    expect(entries.find((e) => e.market.id === 'KXSYNC-25-C')!.market).toMatchObject({ status: 'void', volume: 5 });
    const pm = entries.find((e) => e.market.venue === 'polymarket')!;
    expect(pm.market).toMatchObject({ id: '0xsync01', status: 'resolved', outcome: 'yes', volume: 1234.5 });
    // Price-history points are prices, not fills: size 0, no taker side.
    expect(pm.trades.map((t) => [t.yes_price, t.count, t.taker_side])).toEqual([[0.42, 0, null], [0.45, 0, null], [0.97, 0, null]]);

    // Nothing left to fetch: a third run sends no request and imports the same corpus.
    const third = fetcher();
    const again = await syncPmCorpus({ directory, fetcher: third, now, pageSize: { kalshi: 2, gamma: 2 } });
    await third.close();
    expect(again.requests).toBe(0);
    expect(again.imported?.venues.map((v) => v.markets)).toEqual([3, 1]);
  });

  it('refuses a since that is not an ISO date, naming the function', async () => {
    const f = fetcher();
    await expect(syncPmCorpus({ directory, fetcher: f, since: 'last week' })).rejects.toThrow(/syncPmCorpus: since/);
    await f.close();
  });
});
