import { z } from 'zod';
import type { PortCall } from '../../../core/sourceUse.js';
import type { PredictionMarket, PredictionMarketPage, ResolvedPredictionMarket } from '../../../markets/predictions/types.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { assembleOutcome } from '../_lib/assembleOutcome.js';
import { readPageRequest } from '../_lib/readPageRequest.js';
import { readVenueJson } from '../_lib/readVenueJson.js';
import { refuseUnknownMarket } from '../_lib/refuseUnknownMarket.js';
import { traceOf } from '../_lib/traceOf.js';
import type { PredictionVenueAdapter } from '../PredictionVenueAdapter.js';
import { CLOB_SOURCE, clobBookSchema, readClobBook } from './readClobBook.js';
import { GAMMA_SOURCE, gammaMarketSchema, readGammaMarket } from './readGammaMarket.js';
import { pricesHistorySchema, readPricesHistory } from './readPricesHistory.js';
import { POLYMARKET_CATEGORY_TAGS } from './polymarketCategories.js';

/** Options of {@link createPolymarketVenue}. */
export interface CreatePolymarketVenueOptions {
  /** The fetch layer (policies `polymarket.gamma` and `polymarket.clob`). */
  readonly fetcher: SourceFetcher;
  /** Gamma's base URL. Default `https://gamma-api.polymarket.com`. */
  readonly gammaUrl?: string;
  /** The CLOB's base URL. Default `https://clob.polymarket.com`. */
  readonly clobUrl?: string;
}

const GAMMA_MAX_PAGE = 500;
const eventSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().nullish(),
  slug: z.string().nullish(),
  negRisk: z.boolean().nullish(),
  negRiskAugmented: z.boolean().nullish(),
  tags: z.array(z.object({ slug: z.string().nullish(), label: z.string().nullish() })).nullish(),
  markets: z.array(gammaMarketSchema).nullish(),
});
const eventsSchema = z.array(eventSchema);
/** Seconds answers are reused: listings change slowly, books and histories are read fresh. */
const TTL = { listing: 30, market: 10, book: 0, history: 300 } as const;

/**
 * Polymarket's half of the `venues` port, over the public, keyless Gamma API (market metadata) and CLOB API (books and
 * price history).
 *
 * - `listOpenMarkets`: Gamma `/events?tag_slug=<category's first tag>&active=true&closed=false`, offset-paged; each
 *   event's markets in the model, with the best quotes Gamma lists (depth `top`). Neg-risk events come back as ladders
 *   of mutually exclusive buckets.
 * - `getMarket`: Gamma `/markets/{id}`, then the CLOB `/book?token_id=` of each outcome token (depth `book`). A token
 *   the CLOB has no book for (404 "No orderbook exists", the reply for a closed market) has depth `none`.
 * - `listResolvedMarkets`: Gamma `/events?closed=true` (with the category's tag when asked), the resolved and void
 *   markets among them; with `history`, the CLOB `/prices-history` of each resolved market's first token (prices, not
 *   quotes; void markets get none).
 *
 * A market id Gamma does not know (404) is a 400 naming `id`; either API down, rate-limiting or answering something
 * unreadable is a 503 naming `polymarket.gamma` or `polymarket.clob`.
 *
 * @param options - {@link CreatePolymarketVenueOptions}.
 * @returns The venue adapter.
 * @example
 * ```ts
 * const market = await createPolymarketVenue({ fetcher }).getMarket({ id: '1066851' }, { trace });
 * ```
 * @see docs/prediction-venues.md
 */
export function createPolymarketVenue(options: CreatePolymarketVenueOptions): PredictionVenueAdapter {
  const { fetcher } = options;
  const gamma = options.gammaUrl ?? 'https://gamma-api.polymarket.com';
  const clob = options.clobUrl ?? 'https://clob.polymarket.com';

  async function events(query: Record<string, string>, call?: PortCall) {
    const res = await fetcher.fetch(GAMMA_SOURCE, { url: `${gamma}/events?${new URLSearchParams(query).toString()}`, ttlSeconds: TTL.listing, ...traceOf(call) });
    return { list: readVenueJson(res, eventsSchema, GAMMA_SOURCE, 'the /events answer'), fetchedAt: res.fetchedAt };
  }

  function marketsOf(list: z.infer<typeof eventsSchema>, fetchedAt: Date, category: PredictionMarket['category']): PredictionMarket[] {
    return list.flatMap((event) =>
      (event.markets ?? []).map((m) =>
        readGammaMarket(m, {
          event: { id: event.id, title: event.title, slug: event.slug, negRisk: event.negRisk, negRiskAugmented: event.negRiskAugmented, tags: event.tags },
          category,
          fetchedAt,
        }),
      ),
    );
  }

  const nextOf = (offset: number, limit: number, got: number) => (got < limit ? null : String(offset + limit));

  return {
    venue: 'polymarket',

    async listOpenMarkets(request, call): Promise<PredictionMarketPage> {
      const page = readPageRequest('venues.listOpenMarkets', request, { max: GAMMA_MAX_PAGE, fallback: 100 });
      const slug = POLYMARKET_CATEGORY_TAGS[request.category][0]!;
      const { list, fetchedAt } = await events(
        { tag_slug: slug, active: 'true', closed: 'false', limit: String(page.limit), offset: String(page.offset) },
        call,
      );
      const markets = marketsOf(list, fetchedAt, request.category).filter((m) => m.status === 'open');
      return { markets, nextCursor: nextOf(page.offset, page.limit, list.length) };
    },

    async getMarket(request, call): Promise<PredictionMarket> {
      const id = String(request.id ?? '').trim();
      if (!/^\d{1,12}$/.test(id)) throw refuseUnknownMarket('venues.getMarket', 'polymarket', id);
      const res = await fetcher.fetch(GAMMA_SOURCE, { url: `${gamma}/markets/${id}`, acceptStatus: [404], ttlSeconds: TTL.market, ...traceOf(call) });
      if (res.status === 404) throw refuseUnknownMarket('venues.getMarket', 'polymarket', id);
      const market = readGammaMarket(readVenueJson(res, gammaMarketSchema, GAMMA_SOURCE, 'the /markets/{id} answer'), { fetchedAt: res.fetchedAt });
      const outcomes = [];
      for (const outcome of market.outcomes) {
        if (outcome.book.depth === 'none') {
          outcomes.push(outcome);
          continue;
        }
        const bookRes = await fetcher.fetch(CLOB_SOURCE, {
          url: `${clob}/book?token_id=${encodeURIComponent(outcome.id)}`,
          acceptStatus: [404],
          ttlSeconds: TTL.book,
          ...traceOf(call),
        });
        if (bookRes.status === 404) {
          // The CLOB keeps no book for a closed or delisted market: an answer, not a failure.
          outcomes.push(assembleOutcome({ id: outcome.id, label: outcome.label, bids: [], asks: [], depth: 'none', asOf: null, indicativeProbability: outcome.indicativeProbability }));
          continue;
        }
        const book = readClobBook(readVenueJson(bookRes, clobBookSchema, CLOB_SOURCE, 'the /book answer'));
        outcomes.push(assembleOutcome({ id: outcome.id, label: outcome.label, bids: book.bids, asks: book.asks, depth: 'book', asOf: book.asOf, indicativeProbability: outcome.indicativeProbability }));
      }
      return { ...market, outcomes };
    },

    async listResolvedMarkets(request, call): Promise<PredictionMarketPage<ResolvedPredictionMarket>> {
      const page = readPageRequest('venues.listResolvedMarkets', request, { max: GAMMA_MAX_PAGE, fallback: 100 });
      const query: Record<string, string> = { closed: 'true', limit: String(page.limit), offset: String(page.offset) };
      if (request.category !== undefined) query.tag_slug = POLYMARKET_CATEGORY_TAGS[request.category][0]!;
      const { list, fetchedAt } = await events(query, call);
      const settled = marketsOf(list, fetchedAt, request.category ?? null).filter((m) => m.status === 'resolved' || m.status === 'void');
      const markets: ResolvedPredictionMarket[] = [];
      for (const m of settled) {
        const token = m.outcomes[0]?.id;
        if (request.history !== true || m.status !== 'resolved' || token === undefined || m.outcomes[0]?.book.depth === 'none') {
          markets.push({ ...m, history: null, historyKind: null });
          continue;
        }
        const res = await fetcher.fetch(CLOB_SOURCE, {
          url: `${clob}/prices-history?market=${encodeURIComponent(token)}&interval=max&fidelity=1440`,
          ttlSeconds: TTL.history,
          ...traceOf(call),
        });
        markets.push({ ...m, history: readPricesHistory(readVenueJson(res, pricesHistorySchema, CLOB_SOURCE, 'the /prices-history answer')), historyKind: 'prices' });
      }
      return { markets, nextCursor: nextOf(page.offset, page.limit, list.length) };
    },
  };
}
