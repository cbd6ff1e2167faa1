import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import type { ReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { createPolymarketVenue } from '../../../src/adapters/predictions/polymarket/createPolymarketVenue.js';
import { clobBookSchema, readClobBook } from '../../../src/adapters/predictions/polymarket/readClobBook.js';
import { pricesHistorySchema, readPricesHistory } from '../../../src/adapters/predictions/polymarket/readPricesHistory.js';
import { assembleOutcome } from '../../../src/adapters/predictions/_lib/assembleOutcome.js';
import { gammaMarketSchema, readGammaMarket } from '../../../src/adapters/predictions/polymarket/readGammaMarket.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { walkBook } from '../../../src/markets/predictions/walkBook.js';
import { startFaultServer, type FaultServer } from '../fetch/faultServer.js';
import { cassetteBody, collectTrace, faultyVenues, replayVenue } from './_venueHarness.js';

const JDV = '16040015440196279900485035793550429453516625694844857319147506590755961451627';

describe('createPolymarketVenue on recorded answers', () => {
  let fetcher: SourceFetcher;
  let replay: ReplayServer;
  let close: () => Promise<void>;
  // Just before the recorded BTC 15-minute market's window ended (its updatedAt is 17:07:53Z).
  beforeAll(async () => {
    ({ fetcher, replay, close } = await replayVenue('polymarket', new Date('2025-12-31T17:08:00Z')));
  });
  afterAll(() => close());

  it('parses the JSON text inside Gamma answers and reads each token book; a closed book is an answer, not a failure', async () => {
    const { trace, uses } = collectTrace();
    const m = await createPolymarketVenue({ fetcher }).getMarket({ id: '1066851' }, { trace });
    expect(m.question).toBe('Bitcoin Up or Down - December 31, 12:00PM-12:15PM ET');
    expect(m.outcomes.map((o) => o.label)).toEqual(['Up', 'Down']);
    expect(m.outcomes[0]!.id).toBe('8851848546962572193739008211889046036776198486765606333032192644001246174440');
    expect(m.outcomes[0]!.indicativeProbability).toBe(0.585);
    // The CLOB answers 404 "No orderbook exists" for this market's tokens: depth none, no quote.
    expect(m.outcomes.every((o) => o.book.depth === 'none' && o.bestAsk === null)).toBe(true);
    expect(m.status).toBe('open');
    expect(m.fees).toEqual({ kind: 'polymarket', enabled: false, rate: null, exponent: null, takerOnly: null });
    expect(m.resolutionSource).toBe('https://data.chain.link/streams/btc-usd');
    expect(m.rules).toMatch(/^This market will resolve to "Up"/);
    expect(new Set(uses.map((u) => u.source))).toEqual(new Set(['polymarket.gamma', 'polymarket.clob']));
    expect(uses.map((u) => u.host)).toEqual(['gamma-api.polymarket.com', 'clob.polymarket.com', 'clob.polymarket.com']);
    expect(replay.misses).toEqual([]);
  });

  it('reads a resolved market: the outcome priced 1 won', async () => {
    const m = await createPolymarketVenue({ fetcher }).getMarket({ id: '604489' });
    expect(m.status).toBe('resolved');
    expect(m.resolution).toEqual({ outcome: 'No', yesPayout: null, settledAt: '2025-11-01T06:28:08.000Z' });
  });

  it('lists open markets of a category from the events of its tag, best quotes mirrored to the second outcome', async () => {
    const page = await createPolymarketVenue({ fetcher }).listOpenMarkets({ category: 'crypto', limit: 2 });
    expect(page.markets).toHaveLength(1);
    const [up, down] = page.markets[0]!.outcomes;
    // Gamma lists bestBid 0.58 / bestAsk 0.59 for the first outcome; the second's are 1 − 0.59 and 1 − 0.58.
    expect([up!.bestBid?.toString(), up!.bestAsk?.toString()]).toEqual(['0.58', '0.59']);
    expect([down!.bestBid?.toString(), down!.bestAsk?.toString()]).toEqual(['0.41', '0.42']);
    expect(up!.book.depth).toBe('top');
    expect(page.markets[0]!.category).toBe('crypto');
    expect(page.nextCursor).toBeNull();
  });

  it('turns a neg-risk event into a ladder of exhaustive, mutually exclusive buckets', async () => {
    const page = await createPolymarketVenue({ fetcher }).listOpenMarkets({ category: 'politics', limit: 1 });
    expect(page.markets.map((m) => m.ladder)).toEqual(
      ['Candidate A', 'Candidate B', 'Candidate C'].map((label) => ({
        kind: 'bucket',
        group: '0xsyntheticnegriskgroup0000000000000000000000000000000000000000000',
        label,
        lower: null,
        upper: null,
        exhaustive: true,
      })),
    );
    expect(page.nextCursor).toBe('1');
  });

  it('lists resolved and 50-50 markets, with the resolved one\'s price history as prices, never quotes', async () => {
    const page = await createPolymarketVenue({ fetcher }).listResolvedMarkets({ limit: 2, history: true });
    expect(page.markets.map((m) => [m.id, m.status, m.resolution?.yesPayout ?? null])).toEqual([
      ['604489', 'resolved', null],
      ['900101', 'void', 0.5],
    ]);
    const resolved = page.markets[0]!;
    expect(resolved.historyKind).toBe('prices');
    expect(resolved.history?.every((p) => p.yesBid === null && p.yesAsk === null)).toBe(true);
    expect(resolved.history?.map((p) => p.price?.toString())).toEqual(['0.011', '0.0085', '0.004']);
    expect(page.markets[1]!.history).toBeNull();
  });

  it('refuses an unknown market id as a bad argument naming id', async () => {
    await expect(createPolymarketVenue({ fetcher }).getMarket({ id: '999999999' })).rejects.toMatchObject({ code: 'unknown_market', field: 'id' });
    await expect(createPolymarketVenue({ fetcher }).getMarket({ id: 'not-an-id' })).rejects.toMatchObject({ field: 'id' });
  });

  it('reads a recorded CLOB book best first, and walks it', () => {
    const book = readClobBook(clobBookSchema.parse(JSON.parse(cassetteBody('polymarket', `clob.polymarket.com/book?token_id=${JDV}`))));
    const outcome = assembleOutcome({ id: JDV, label: 'Yes', bids: book.bids, asks: book.asks, depth: 'book', asOf: book.asOf });
    expect(outcome.bestBid?.toString()).toBe('0.005');
    expect(outcome.bestAsk?.toString()).toBe('0.995');
    expect(outcome.book.asOf).toBe('2026-06-12T18:35:37.944Z');
    // 222222 at 0.995 (= 222222 − 1111.11 = 221110.89), then 1 of the 5000 at 0.996: 221111.886.
    const fill = walkBook(outcome.book.asks, 222_223);
    expect(fill.notional.toString()).toBe('221111.886');
  });

  it('reads an unreadable end date as no time, never a crash', () => {
    const real = JSON.parse(cassetteBody('polymarket', 'gamma-api.polymarket.com/markets/1066851')) as Record<string, unknown>;
    const m = readGammaMarket(gammaMarketSchema.parse({ ...real, endDate: 'soon' }), { fetchedAt: new Date('2025-12-31T17:08:00Z') });
    expect(m.closeTime).toBeNull();
    expect(m.status).toBe('open');
  });

  it('reads a recorded price history with text numbers', () => {
    const points = readPricesHistory(pricesHistorySchema.parse(JSON.parse(cassetteBody('polymarket', `clob.polymarket.com/prices-history?market=${JDV}&startTs=1781282000&fidelity=1`))));
    expect(points).toHaveLength(30);
    expect(points[0]).toMatchObject({ t: '2026-06-12T16:34:04.000Z', yesBid: null, yesAsk: null });
    expect(points.at(-1)!.price?.toString()).toBe('0.1515');
  });
});

describe('createPolymarketVenue against a misbehaving origin', () => {
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
  const get = () => createPolymarketVenue({ fetcher }).getMarket({ id: '1066851' }).catch((e: unknown) => e);

  it('passes a long Retry-After of a 429 on as a 503 naming polymarket.gamma', async () => {
    origin.set('/markets/1066851', [{ kind: 'status', status: 429, retryAfter: '90' }]);
    expect(await get()).toMatchObject({ source: 'polymarket.gamma', retryAfterSeconds: 90 });
  });

  it('answers a 5xx of the CLOB with a 503 naming polymarket.clob', async () => {
    origin.set('/markets/1066851', [{ kind: 'text', body: cassetteBody('polymarket', 'gamma-api.polymarket.com/markets/1066851'), type: 'application/json' }]);
    origin.set('/book', [{ kind: 'status', status: 500 }]);
    const error = await get();
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ source: 'polymarket.clob' });
  });

  it('refuses malformed embedded JSON text, a malformed body and a truncated one as 503s naming Gamma', async () => {
    const real = JSON.parse(cassetteBody('polymarket', 'gamma-api.polymarket.com/markets/1066851')) as Record<string, unknown>;
    origin.set('/markets/1066851', [{ kind: 'json', body: { ...real, clobTokenIds: '["885184854696257' } }]);
    expect(await get()).toMatchObject({ source: 'polymarket.gamma', reason: expect.stringMatching(/clobTokenIds/) });
    origin.set('/markets/1066851', [{ kind: 'text', body: '<html>Bad gateway</html>', type: 'text/html' }]);
    expect(await get()).toMatchObject({ source: 'polymarket.gamma' });
    origin.set('/markets/1066851', [{ kind: 'truncate', declared: 4000, sent: JSON.stringify(real).slice(0, 200) }]);
    expect(await get()).toMatchObject({ source: 'polymarket.gamma' });
  });
});
