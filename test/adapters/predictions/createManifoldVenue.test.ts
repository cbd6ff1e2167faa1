import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import type { ReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { createManifoldVenue } from '../../../src/adapters/predictions/manifold/createManifoldVenue.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { startFaultServer, type FaultServer } from '../fetch/faultServer.js';
import { collectTrace, faultyVenues, replayVenue } from './_venueHarness.js';

describe('createManifoldVenue on recorded answers', () => {
  let fetcher: SourceFetcher;
  let replay: ReplayServer;
  let close: () => Promise<void>;
  // The Manifold answers were recorded in October 2022.
  beforeAll(async () => {
    ({ fetcher, replay, close } = await replayVenue('manifold', new Date('2022-10-06T02:43:39Z')));
  });
  afterAll(() => close());

  it('flags play money: no book, no quote, the probability only as an indication', async () => {
    const { trace, uses } = collectTrace();
    const m = await createManifoldVenue({ fetcher }).getMarket({ id: 'VFXzjLOLH8WM64Cm37GK' }, { trace });
    expect(m.money).toBe('play');
    expect(m.fees).toEqual({ kind: 'none', reason: 'play-money' });
    expect(m.outcomes.map((o) => [o.label, o.bestBid, o.bestAsk, o.book.depth, o.indicativeProbability])).toEqual([
      ['Yes', null, null, 'none', 0.47],
      ['No', null, null, 'none', 0.53],
    ]);
    expect(m.status).toBe('resolved');
    expect(m.resolution).toEqual({ outcome: 'No', yesPayout: null, settledAt: '2022-09-26T02:13:13.009Z' });
    expect(uses).toEqual([expect.objectContaining({ source: 'manifold', host: 'api.manifold.markets' })]);
  });

  it('reads a market resolved to a probability (MKT) as void with its payout, and a multiple-choice winner', async () => {
    const mkt = await createManifoldVenue({ fetcher }).getMarket({ id: 'eBuljtDFa2dR7bXSaYyY' });
    expect(mkt.status).toBe('void');
    expect(mkt.resolution?.yesPayout).toBe(0.8828819049998092);
    const multi = await createManifoldVenue({ fetcher }).getMarket({ id: 'cUDUvkVTXKuuyIkf0Fpz' });
    expect(multi.status).toBe('resolved');
    expect(multi.outcomes.length).toBeGreaterThan(2);
    expect(multi.outcomes.map((o) => o.label)).toContain(multi.resolution!.outcome);
  });

  it('lists open binary markets of a topic and resolved ones', async () => {
    const open = await createManifoldVenue({ fetcher }).listOpenMarkets({ category: 'ai-tech', limit: 1 });
    expect(open.markets.map((m) => [m.id, m.status, m.category])).toEqual([['gCFMraDRTKwOr2l7zzJF', 'open', 'ai-tech']]);
    expect(open.nextCursor).toBe('1');
    const resolved = await createManifoldVenue({ fetcher }).listResolvedMarkets({ limit: 3 });
    expect(resolved.markets.map((m) => [m.id, m.resolution?.outcome])).toEqual([
      ['EvIhzcJXwhL0HavaszD7', 'Yes'],
      ['z8awccgKF9qEreoG6FsH', 'Yes'],
      ['VFXzjLOLH8WM64Cm37GK', 'No'],
    ]);
    expect(resolved.markets.every((m) => m.history === null && m.money === 'play')).toBe(true);
    expect(replay.misses).toEqual([]);
  });

  it('refuses an unknown id as a bad argument naming id', async () => {
    await expect(createManifoldVenue({ fetcher }).getMarket({ id: 'NOPE404' })).rejects.toMatchObject({ code: 'unknown_market', field: 'id' });
  });
});

describe('createManifoldVenue against a misbehaving origin', () => {
  let origin: FaultServer;
  let fetcher: SourceFetcher;
  beforeAll(async () => {
    origin = await startFaultServer();
    fetcher = faultyVenues(origin);
  });
  afterAll(async () => {
    await fetcher.close();
    await origin.close();
  });
  const get = () => createManifoldVenue({ fetcher }).getMarket({ id: 'abc' }).catch((e: unknown) => e);

  it('passes a long Retry-After on, and answers a 5xx, a malformed and a truncated body with 503s naming manifold', async () => {
    origin.set('/v0/market/abc', [{ kind: 'status', status: 429, retryAfter: '60' }]);
    expect(await get()).toMatchObject({ source: 'manifold', retryAfterSeconds: 60 });
    origin.set('/v0/market/abc', [{ kind: 'status', status: 503 }]);
    expect(await get()).toBeInstanceOf(SourceUnavailableError);
    origin.set('/v0/market/abc', [{ kind: 'text', body: 'not json', type: 'application/json' }]);
    expect(await get()).toMatchObject({ source: 'manifold' });
    origin.set('/v0/market/abc', [{ kind: 'truncate', declared: 900, sent: '{"id":"abc","question":"' }]);
    expect(await get()).toMatchObject({ source: 'manifold' });
  });
});
