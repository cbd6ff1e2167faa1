import { z } from 'zod';
import type { PortCall } from '../../../core/sourceUse.js';
import type { PredictionMarket, PredictionMarketPage, ResolvedPredictionMarket } from '../../../markets/predictions/types.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { readPageRequest } from '../_lib/readPageRequest.js';
import { readVenueJson } from '../_lib/readVenueJson.js';
import { refuseUnknownMarket } from '../_lib/refuseUnknownMarket.js';
import { traceOf } from '../_lib/traceOf.js';
import type { PredictionVenueAdapter } from '../PredictionVenueAdapter.js';
import { MANIFOLD_CATEGORY_TOPICS } from './manifoldCategories.js';
import { MANIFOLD_SOURCE, manifoldMarketSchema, readManifoldMarket } from './readManifoldMarket.js';

/** Options of {@link createManifoldVenue}. */
export interface CreateManifoldVenueOptions {
  /** The fetch layer (policy `manifold`). */
  readonly fetcher: SourceFetcher;
  /** The API's base URL. Default `https://api.manifold.markets/v0`. */
  readonly baseUrl?: string;
}

/** /v0/search-markets pages up to 1000 contracts, and an offset of at most 1000 (docs.manifold.markets/api). */
const MAX_PAGE = 1000;
const TTL = { listing: 60, market: 10 } as const;

/**
 * Manifold's half of the `venues` port, over its public API (`https://api.manifold.markets/v0`, keyless for reads).
 * Manifold is **play money** (mana) traded against an automated market maker: every market is flagged `money: 'play'`,
 * has no book and no executable quote (its probability is only `indicativeProbability`), and must never be presented
 * as a tradeable price.
 *
 * - `listOpenMarkets`: `/search-markets?filter=open&contractType=BINARY&topicSlug=<category's first topic>`, offset-paged.
 * - `getMarket`: `/market/{id}`.
 * - `listResolvedMarkets`: `/search-markets?filter=resolved&contractType=BINARY` (with the topic when asked). No price
 *   history is fetched: probabilities of a play-money market maker are not quotes (`history` null).
 *
 * An id Manifold does not know (404) is a 400 naming `id`; Manifold down, rate-limiting or answering something
 * unreadable is a 503 naming `manifold`.
 *
 * @param options - {@link CreateManifoldVenueOptions}.
 * @returns The venue adapter.
 * @example
 * ```ts
 * const market = await createManifoldVenue({ fetcher }).getMarket({ id: 'VFXzjLOLH8WM64Cm37GK' });
 * ```
 * @see docs/prediction-venues.md
 */
export function createManifoldVenue(options: CreateManifoldVenueOptions): PredictionVenueAdapter {
  const { fetcher } = options;
  const base = options.baseUrl ?? 'https://api.manifold.markets/v0';
  const listSchema = z.array(manifoldMarketSchema);

  async function search(query: Record<string, string>, call?: PortCall) {
    const res = await fetcher.fetch(MANIFOLD_SOURCE, { url: `${base}/search-markets?${new URLSearchParams(query).toString()}`, ttlSeconds: TTL.listing, ...traceOf(call) });
    return { list: readVenueJson(res, listSchema, MANIFOLD_SOURCE, 'the /search-markets answer'), fetchedAt: res.fetchedAt };
  }
  const nextOf = (offset: number, limit: number, got: number) => (got < limit || offset + limit > MAX_PAGE ? null : String(offset + limit));

  return {
    venue: 'manifold',

    async listOpenMarkets(request, call): Promise<PredictionMarketPage> {
      const page = readPageRequest('venues.listOpenMarkets', request, { max: MAX_PAGE, fallback: 100 });
      const topic = MANIFOLD_CATEGORY_TOPICS[request.category][0]!;
      const { list, fetchedAt } = await search(
        { term: '', filter: 'open', contractType: 'BINARY', topicSlug: topic, limit: String(page.limit), offset: String(page.offset) },
        call,
      );
      const markets = list.map((m) => readManifoldMarket(m, { fetchedAt, category: request.category })).filter((m) => m.status === 'open');
      return { markets, nextCursor: nextOf(page.offset, page.limit, list.length) };
    },

    async getMarket(request, call): Promise<PredictionMarket> {
      const id = String(request.id ?? '').trim();
      if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw refuseUnknownMarket('venues.getMarket', 'manifold', id);
      const res = await fetcher.fetch(MANIFOLD_SOURCE, { url: `${base}/market/${id}`, acceptStatus: [404], ttlSeconds: TTL.market, ...traceOf(call) });
      if (res.status === 404) throw refuseUnknownMarket('venues.getMarket', 'manifold', id);
      return readManifoldMarket(readVenueJson(res, manifoldMarketSchema, MANIFOLD_SOURCE, 'the /market/{id} answer'), { fetchedAt: res.fetchedAt });
    },

    async listResolvedMarkets(request, call): Promise<PredictionMarketPage<ResolvedPredictionMarket>> {
      const page = readPageRequest('venues.listResolvedMarkets', request, { max: MAX_PAGE, fallback: 100 });
      const query: Record<string, string> = { term: '', filter: 'resolved', contractType: 'BINARY', limit: String(page.limit), offset: String(page.offset) };
      if (request.category !== undefined) query.topicSlug = MANIFOLD_CATEGORY_TOPICS[request.category][0]!;
      const { list, fetchedAt } = await search(query, call);
      const markets = list
        .map((m) => readManifoldMarket(m, { fetchedAt, category: request.category ?? null }))
        .filter((m) => m.status === 'resolved' || m.status === 'void')
        .map((m): ResolvedPredictionMarket => ({ ...m, history: null, historyKind: null }));
      return { markets, nextCursor: nextOf(page.offset, page.limit, list.length) };
    },
  };
}
