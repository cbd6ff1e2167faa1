import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { PredictionVenueSource } from '../../../markets/ports/PredictionVenueSource.js';
import type { PredictionCategory, PredictionMarket, PredictionVenue } from '../../../markets/predictions/types.js';

/** Options of {@link listVenueMarkets}. */
export interface ListVenueMarketsOptions {
  readonly venues: readonly PredictionVenue[];
  readonly categories: readonly PredictionCategory[];
  /** Listing pages per venue and category. */
  readonly pages: number;
  readonly pageSize: number;
  readonly trace: SourceRecorder;
}

/**
 * The open markets of some categories on some venues, page by page up to `pages` each, once per market id. A venue
 * that cannot be reached fails the whole call (a 503 naming it, never charged): a scan that silently missed a venue
 * would misstate what is on offer.
 *
 * @param source - The `venues` port.
 * @param options - {@link ListVenueMarketsOptions}.
 * @returns The open markets, in listing order.
 * @throws {@link SourceUnavailableError} from the venue that failed.
 * @example
 * ```ts
 * const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['kalshi'], categories: ['weather'], pages: 2, pageSize: 100, trace });
 * ```
 */
export async function listVenueMarkets(source: PredictionVenueSource, options: ListVenueMarketsOptions): Promise<PredictionMarket[]> {
  const venues = options.venues.filter((v) => source.venues.includes(v));
  const jobs = venues.flatMap((venue) => options.categories.map((category) => ({ venue, category })));
  const pages = await Promise.all(
    jobs.map(async ({ venue, category }) => {
      const out: PredictionMarket[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < options.pages; page++) {
        const listing = await source.listOpenMarkets({ venue, category, limit: options.pageSize, ...(cursor === undefined ? {} : { cursor }) }, { trace: options.trace });
        out.push(...listing.markets);
        if (listing.nextCursor === null) break;
        cursor = listing.nextCursor;
      }
      return out;
    }),
  );
  const seen = new Set<string>();
  const markets: PredictionMarket[] = [];
  for (const m of pages.flat()) {
    const key = `${m.venue}:${m.id}`;
    if (seen.has(key) || m.status !== 'open') continue;
    seen.add(key);
    markets.push(m);
  }
  return markets;
}
