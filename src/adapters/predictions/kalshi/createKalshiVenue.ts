import { z } from 'zod';
import { GuidekitError } from '../../../core/GuidekitError.js';
import type { PortCall } from '../../../core/sourceUse.js';
import type { PredictionMarket, PredictionMarketPage, ResolvedPredictionMarket } from '../../../markets/predictions/types.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { readVenueJson } from '../_lib/readVenueJson.js';
import { refuseUnknownMarket } from '../_lib/refuseUnknownMarket.js';
import { traceOf } from '../_lib/traceOf.js';
import type { PredictionVenueAdapter } from '../PredictionVenueAdapter.js';
import { KALSHI_CATEGORY_MAP } from './kalshiCategories.js';
import {
  KALSHI_SOURCE,
  kalshiCandlesticksSchema,
  kalshiEventSchema,
  kalshiMarketSchema,
  kalshiOrderbookSchema,
  kalshiSeriesSchema,
} from './kalshiSchemas.js';
import { readKalshiCandles } from './readKalshiCandles.js';
import { readKalshiMarket } from './readKalshiMarket.js';
import { readKalshiOrderbook } from './readKalshiOrderbook.js';

/** Options of {@link createKalshiVenue}. */
export interface CreateKalshiVenueOptions {
  /** The fetch layer (policy `kalshi`). */
  readonly fetcher: SourceFetcher;
  /** The trade API's base URL. Default `https://api.elections.kalshi.com/trade-api/v2`. */
  readonly baseUrl?: string;
}

/** Kalshi's largest pages: 200 events, 1000 markets (docs.kalshi.com, Get Events / Get Markets). */
const MAX_EVENTS = 200;
const MAX_MARKETS = 1000;
const TTL = { listing: 30, market: 10, book: 0, reference: 3600, history: 300 } as const;
const DAY = 86_400;

const eventsPageSchema = z.object({ events: z.array(kalshiEventSchema), cursor: z.string().nullish() });
const marketsPageSchema = z.object({ markets: z.array(kalshiMarketSchema), cursor: z.string().nullish() });
const eventAnswerSchema = z.object({ event: kalshiEventSchema, markets: z.array(kalshiMarketSchema).nullish() });
const seriesAnswerSchema = z.object({ series: kalshiSeriesSchema });
const marketAnswerSchema = z.object({ market: kalshiMarketSchema });

/**
 * Kalshi's half of the `venues` port, over the public, keyless part of the trade API v2.
 *
 * - `listOpenMarkets`: `/events?status=open&with_nested_markets=true`, cursor-paged; the events whose Kalshi category
 *   maps to the one asked, with their open markets and the best quotes each lists (depth `top`). A page can hold no
 *   match and still have a next cursor: Kalshi has no category filter, so the listing filters what each page holds.
 * - `getMarket`: `/markets/{ticker}`, `/markets/{ticker}/orderbook`, `/events/{event}` and `/series/{series}` (fee
 *   type and multiplier, settlement sources). The book lists bids only, on YES and on NO: the YES ask is 1 − the best NO
 *   bid (readKalshiOrderbook).
 * - `listResolvedMarkets`: `/markets?status=settled`, cursor-paged; with `history`, the daily candles of each resolved
 *   market (`/markets/candlesticks`, YES bid and ask at each close) over the year before its close (void markets get
 *   none: they pay out no side).
 *
 * A ticker Kalshi does not know (404) is a 400 naming `id`; Kalshi down, rate-limiting or answering something unreadable
 * is a 503 naming `kalshi`.
 *
 * @param options - {@link CreateKalshiVenueOptions}.
 * @returns The venue adapter.
 * @example
 * ```ts
 * const market = await createKalshiVenue({ fetcher }).getMarket({ id: 'KXELONMARS-99' }, { trace });
 * ```
 * @see docs/prediction-venues.md
 */
export function createKalshiVenue(options: CreateKalshiVenueOptions): PredictionVenueAdapter {
  const { fetcher } = options;
  const base = options.baseUrl ?? 'https://api.elections.kalshi.com/trade-api/v2';
  const get = (path: string, ttlSeconds: number, call?: PortCall, acceptStatus?: readonly number[]) =>
    fetcher.fetch(KALSHI_SOURCE, { url: `${base}${path}`, ttlSeconds, ...(acceptStatus === undefined ? {} : { acceptStatus }), ...traceOf(call) });

  const limitOf = (fn: string, limit: number | undefined, max: number) => {
    const n = limit ?? 100;
    if (!Number.isInteger(n) || n < 1) throw new GuidekitError(`${fn}: limit must be a whole number ≥ 1`, { code: 'invalid_number', field: 'limit' });
    return Math.min(n, max);
  };
  const cursorOf = (fn: string, cursor: string | undefined) => {
    if (cursor !== undefined && !/^[A-Za-z0-9_\-=+/]{1,512}$/.test(cursor)) throw new GuidekitError(`${fn}: cursor is not one Kalshi handed out`, { code: 'invalid_cursor', field: 'cursor' });
    const out: Record<string, string> = {};
    if (cursor !== undefined) out.cursor = cursor;
    return out;
  };
  const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

  async function series(ticker: string, call?: PortCall) {
    const res = await get(`/series/${encodeURIComponent(ticker)}`, TTL.reference, call);
    return readVenueJson(res, seriesAnswerSchema, KALSHI_SOURCE, 'the /series answer').series;
  }

  return {
    venue: 'kalshi',

    async listOpenMarkets(request, call): Promise<PredictionMarketPage> {
      const fn = 'venues.listOpenMarkets';
      const limit = limitOf(fn, request.limit, MAX_EVENTS);
      const res = await get(`/events?${query({ status: 'open', with_nested_markets: 'true', limit: String(limit), ...cursorOf(fn, request.cursor) })}`, TTL.listing, call);
      const page = readVenueJson(res, eventsPageSchema, KALSHI_SOURCE, 'the /events answer');
      const markets = page.events
        .filter((e) => e.category !== null && e.category !== undefined && KALSHI_CATEGORY_MAP[e.category] === request.category)
        .flatMap((event) => (event.markets ?? []).map((m) => readKalshiMarket(m, { event })))
        .filter((m) => m.status === 'open');
      return { markets, nextCursor: page.cursor ? page.cursor : null };
    },

    async getMarket(request, call): Promise<PredictionMarket> {
      const fn = 'venues.getMarket';
      const ticker = String(request.id ?? '').trim().toUpperCase();
      if (!/^[A-Z0-9][A-Z0-9._-]{0,127}$/.test(ticker)) throw refuseUnknownMarket(fn, 'kalshi', String(request.id));
      const res = await get(`/markets/${encodeURIComponent(ticker)}`, TTL.market, call, [404]);
      if (res.status === 404) throw refuseUnknownMarket(fn, 'kalshi', ticker);
      const market = readVenueJson(res, marketAnswerSchema, KALSHI_SOURCE, 'the /markets/{ticker} answer').market;
      const bookRes = await get(`/markets/${encodeURIComponent(ticker)}/orderbook`, TTL.book, call);
      const books = readKalshiOrderbook(readVenueJson(bookRes, kalshiOrderbookSchema, KALSHI_SOURCE, 'the orderbook answer'));
      const eventRes = await get(`/events/${encodeURIComponent(market.event_ticker)}`, TTL.reference, call);
      const event = readVenueJson(eventRes, eventAnswerSchema, KALSHI_SOURCE, 'the /events/{event} answer').event;
      return readKalshiMarket(market, { event, series: await series(event.series_ticker, call), books, booksAsOf: bookRes.fetchedAt.toISOString() });
    },

    async listResolvedMarkets(request, call): Promise<PredictionMarketPage<ResolvedPredictionMarket>> {
      const fn = 'venues.listResolvedMarkets';
      const limit = limitOf(fn, request.limit, MAX_MARKETS);
      const res = await get(`/markets?${query({ status: 'settled', limit: String(limit), ...cursorOf(fn, request.cursor) })}`, TTL.listing, call);
      const page = readVenueJson(res, marketsPageSchema, KALSHI_SOURCE, 'the /markets answer');
      // A market names its event, not its category: each event is read once for it.
      const events = new Map<string, z.infer<typeof kalshiEventSchema>>();
      if (request.category !== undefined) {
        for (const ticker of new Set(page.markets.map((m) => m.event_ticker))) {
          const eventRes = await get(`/events/${encodeURIComponent(ticker)}`, TTL.reference, call);
          events.set(ticker, readVenueJson(eventRes, eventAnswerSchema, KALSHI_SOURCE, 'the /events/{event} answer').event);
        }
      }
      const settled = page.markets
        .map((m) => readKalshiMarket(m, { event: events.get(m.event_ticker) ?? null }))
        .filter((m) => (m.status === 'resolved' || m.status === 'void') && (request.category === undefined || m.category === request.category));
      const markets: ResolvedPredictionMarket[] = [];
      if (request.history !== true || settled.length === 0) {
        for (const m of settled) markets.push({ ...m, history: null, historyKind: null });
      } else {
        const raw = new Map(page.markets.map((m) => [m.ticker, m]));
        for (const m of settled) {
          const close = m.closeTime === null ? Number.NaN : Math.floor(Date.parse(m.closeTime) / 1000);
          // A void market pays nothing to either side: its prices answer no backtest question.
          if (m.status !== 'resolved' || !Number.isFinite(close)) {
            markets.push({ ...m, history: null, historyKind: null });
            continue;
          }
          // Daily candles up to the close; Kalshi caps a request at 10 000 candles, so a year is asked at most.
          const start = close - 365 * DAY;
          const url = `/markets/candlesticks?${query({ market_tickers: m.id, start_ts: String(start), end_ts: String(close), period_interval: '1440' })}`;
          const candles = readVenueJson(await get(url, TTL.history, call), kalshiCandlesticksSchema, KALSHI_SOURCE, 'the /markets/candlesticks answer');
          const mine = candles.markets.find((c) => c.market_ticker === raw.get(m.id)?.ticker);
          markets.push({ ...m, history: readKalshiCandles(mine?.candlesticks ?? []), historyKind: 'quotes' });
        }
      }
      return { markets, nextCursor: page.cursor ? page.cursor : null };
    },
  };
}
