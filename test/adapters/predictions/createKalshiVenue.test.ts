import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import type { ReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { createKalshiVenue } from '../../../src/adapters/predictions/kalshi/createKalshiVenue.js';
import { kalshiMarketSchema, kalshiOrderbookSchema } from '../../../src/adapters/predictions/kalshi/kalshiSchemas.js';
import { readKalshiMarket } from '../../../src/adapters/predictions/kalshi/readKalshiMarket.js';
import { readKalshiOrderbook } from '../../../src/adapters/predictions/kalshi/readKalshiOrderbook.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { startFaultServer, type FaultServer } from '../fetch/faultServer.js';
import { cassetteBody, collectTrace, faultyVenues, replayVenue } from './_venueHarness.js';

const HOST = 'api.elections.kalshi.com/trade-api/v2';

describe('createKalshiVenue on recorded answers', () => {
  let fetcher: SourceFetcher;
  let replay: ReplayServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ fetcher, replay, close } = await replayVenue('kalshi', new Date('2026-06-20T00:40:00Z')));
  });
  afterAll(() => close());

  it('reads a market with its book: the YES ask is 1 − the best NO bid, at the NO bid size', async () => {
    const { trace, uses } = collectTrace();
    const m = await createKalshiVenue({ fetcher }).getMarket({ id: 'KXELONMARS-99' }, { trace });
    expect(m.venue).toBe('kalshi');
    expect(m.status).toBe('open');
    expect(m.category).toBe('geopolitics'); // Kalshi category "World"
    const [yes, no] = m.outcomes;
    // Recorded book: best YES bid 0.08 × 444.32; best NO bid 0.88 × 1967.33, so YES ask 0.12 × 1967.33 (the listed
    // yes_ask_dollars "0.1200" and yes_ask_size_fp "1967.33" of the same snapshot agree).
    expect(yes!.bestBid?.toString()).toBe('0.08');
    expect(yes!.bestAsk?.toString()).toBe('0.12');
    expect(yes!.book.asks[0]!.size.toString()).toBe('1967.33');
    expect(yes!.book.depth).toBe('book');
    expect(yes!.book.bids).toHaveLength(8);
    expect(no!.bestBid?.toString()).toBe('0.88');
    expect(no!.bestAsk?.toString()).toBe('0.92');
    expect(m.fees).toMatchObject({ kind: 'kalshi', feeType: 'quadratic' });
    expect(m.rules).toMatch(/^If Elon Musk visits Mars/);
    expect(m.closeTime).toBe('2099-08-01T04:59:00.000Z');
    expect(m.resolution).toBeNull();
    // The data block: every request noted with the source and host.
    expect(uses.map((u) => u.url)).toEqual([
      `https://${HOST}/markets/KXELONMARS-99`,
      `https://${HOST}/markets/KXELONMARS-99/orderbook`,
      `https://${HOST}/events/KXELONMARS-99`,
      `https://${HOST}/series/KXELONMARS`,
    ]);
    expect(new Set(uses.map((u) => `${u.source} ${u.host}`))).toEqual(new Set(['kalshi api.elections.kalshi.com']));
    expect(replay.misses).toEqual([]);
  });

  it('lists the open markets of a category from the events page, with the cursor Kalshi handed out', async () => {
    const page = await createKalshiVenue({ fetcher }).listOpenMarkets({ category: 'geopolitics', limit: 5 });
    expect(page.markets.map((m) => m.id)).toEqual(['KXELONMARS-99']);
    expect(page.markets[0]!.outcomes[0]!.book.depth).toBe('top');
    // Listed quotes of the January recording: YES 0.06 / 0.07.
    expect(page.markets[0]!.outcomes[0]!.bestBid?.toString()).toBe('0.06');
    expect(page.markets[0]!.outcomes[0]!.bestAsk?.toString()).toBe('0.07');
    expect(page.nextCursor).toBe('CgYI8JHtswkSDktYRVJVUFRTVVBFUi0w');
    const weather = await createKalshiVenue({ fetcher }).listOpenMarkets({ category: 'weather', limit: 5 });
    expect(weather.markets).toEqual([]); // the two weather events carry no nested market in this page
  });

  it('lists settled markets, resolved and void, with their bid/ask candles before the close', async () => {
    const page = await createKalshiVenue({ fetcher }).listResolvedMarkets({ limit: 3, history: true });
    expect(page.markets.map((m) => [m.id, m.status, m.resolution?.outcome ?? null])).toEqual([
      ['KXGUIDEKIT-26JAN-YES', 'resolved', 'Yes'],
      ['KXGUIDEKIT-26JAN-NO', 'resolved', 'No'],
      ['KXGUIDEKIT-26JAN-VOID', 'void', null],
    ]);
    const yes = page.markets[0]!;
    expect(yes.historyKind).toBe('quotes');
    expect(yes.history?.map((p) => [p.yesBid?.toString(), p.yesAsk?.toString()])).toEqual([
      ['0.4', '0.42'],
      ['0.55', '0.57'],
      ['0.98', '0.99'],
    ]);
    expect(page.markets[2]!.history).toBeNull();
    expect(page.nextCursor).toBeNull();
  });

  it('refuses an unknown ticker as a bad argument naming id', async () => {
    const error = await createKalshiVenue({ fetcher }).getMarket({ id: 'KXNOPE-99' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GuidekitError);
    expect(error).not.toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ code: 'unknown_market', field: 'id' });
    expect((error as Error).message).toMatch(/^venues\.getMarket: kalshi has no market "KXNOPE-99"/);
  });

  it('reads the legacy orderbook shape and an empty book', () => {
    const legacy = readKalshiOrderbook(kalshiOrderbookSchema.parse(JSON.parse(cassetteBody('kalshi', `${HOST}/markets/KXMVENFLSINGLEGAME-S202513E70FA7695-688BECB3826/orderbook`))));
    expect(legacy.yes.bids).toEqual([]);
    expect(legacy.yes.asks).toEqual([]);
    const cents = readKalshiOrderbook({ orderbook: { yes: [['45', '100']], no: [['53', '150']] } });
    expect(cents.yes.asks).toEqual([{ price: '0.47', size: '150' }]);
  });

  it('reads a recorded multivariate market without quotes as an open market with empty books', () => {
    const body = JSON.parse(cassetteBody('kalshi', `${HOST}/markets/KXMVENFLSINGLEGAME-S202513E70FA7695-688BECB3826`)) as { market: unknown };
    const m = readKalshiMarket(kalshiMarketSchema.parse(body.market));
    expect(m.status).toBe('open');
    expect(m.outcomes[0]!.bestBid).toBeNull(); // listed yes_bid_dollars "0.0000" is no bid
    expect(m.category).toBeNull(); // no event read: unknown, not guessed
  });

  it('mirrors every NO bid into a YES offer at 1 − price with the same size, and back', () => {
    const side = fc.array(fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 10_000 })), { maxLength: 10 });
    fc.assert(
      fc.property(side, side, (yes, no) => {
        const text = (levels: [number, number][]) => levels.map(([c, n]) => [new Decimal(c).div(100).toFixed(4), `${n}.00`] as [string, string]);
        const books = readKalshiOrderbook({ orderbook_fp: { yes_dollars: text(yes), no_dollars: text(no) } });
        expect(books.yes.asks).toHaveLength(no.length);
        books.yes.asks.forEach((ask, i) => {
          expect(new Decimal(ask.price).plus(text(no)[i]![0]).toString()).toBe('1');
          expect(ask.size).toBe(text(no)[i]![1]);
        });
        expect(books.no.asks.map((a) => new Decimal(1).minus(a.price).toFixed(4))).toEqual(text(yes).map(([p]) => p));
      }),
    );
  });

  it('keeps sub-penny prices exact on a deci_cent market', () => {
    const body = JSON.parse(cassetteBody('kalshi', `${HOST}/markets?tickers=KXELONMARS-99,KXCOLONIZEMARS-50`)) as { markets: unknown[] };
    const m = readKalshiMarket(kalshiMarketSchema.parse(body.markets[1]));
    expect(m.outcomes[0]!.bestBid?.toString()).toBe('0.163');
    expect(m.outcomes[0]!.bestAsk?.toString()).toBe('0.195');
    expect(m.outcomes[1]!.bestBid?.toString()).toBe('0.805');
  });
});

describe('createKalshiVenue against a misbehaving origin', () => {
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
  const path = '/trade-api/v2/markets/KXELONMARS-99';
  const fail = async () => createKalshiVenue({ fetcher }).getMarket({ id: 'KXELONMARS-99' }).catch((e: unknown) => e);

  it('passes a long Retry-After of a 429 on as a 503 naming kalshi', async () => {
    origin.set(path, [{ kind: 'status', status: 429, retryAfter: '120' }]);
    const error = await fail();
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ source: 'kalshi', retryAfterSeconds: 120 });
  });

  it('answers a 5xx with a 503 naming kalshi', async () => {
    origin.set(path, [{ kind: 'status', status: 502 }]);
    expect(await fail()).toMatchObject({ source: 'kalshi', code: 'data_unavailable' });
  });

  it('refuses a malformed body and a truncated one as 503s naming kalshi', async () => {
    origin.set(path, [{ kind: 'text', body: '{"market": {"ticker": ', type: 'application/json' }]);
    const malformed = await fail();
    expect(malformed).toBeInstanceOf(SourceUnavailableError);
    expect((malformed as SourceUnavailableError).source).toBe('kalshi');
    origin.set(path, [{ kind: 'json', body: { market: { ticker: 'KXELONMARS-99' } } }]);
    expect(await fail()).toMatchObject({ source: 'kalshi', reason: expect.stringMatching(/does not have the expected shape/) });
    origin.set(path, [{ kind: 'truncate', declared: 5000, sent: cassetteBody('kalshi', `${HOST}/markets/KXELONMARS-99`).slice(0, 300) }]);
    expect(await fail()).toMatchObject({ source: 'kalshi' });
  });

  it('refuses a cursor it never handed out, naming the field', async () => {
    await expect(createKalshiVenue({ fetcher }).listOpenMarkets({ category: 'politics', cursor: 'bad cursor!' })).rejects.toMatchObject({ field: 'cursor' });
    await expect(createKalshiVenue({ fetcher }).listOpenMarkets({ category: 'politics', limit: 0 })).rejects.toMatchObject({ field: 'limit' });
  });
});
