import type { PortCall } from '../../core/sourceUse.js';
import type {
  PredictionCategory,
  PredictionMarket,
  PredictionMarketPage,
  PredictionVenue,
  ResolvedPredictionMarket,
} from '../predictions/types.js';

/** Which open markets to list. */
export interface ListOpenMarketsRequest {
  readonly venue: PredictionVenue;
  readonly category: PredictionCategory;
  /** From the previous page's `nextCursor`; absent for the first page. */
  readonly cursor?: string;
  /** Markets asked of the venue per page (the venue's own maximum applies). Default 100. */
  readonly limit?: number;
}

/** Which market to read, with its books. */
export interface GetPredictionMarketRequest {
  readonly venue: PredictionVenue;
  /** The venue's id: Gamma market id, Kalshi market ticker, Manifold contract id. */
  readonly id: string;
}

/** Which resolved markets to list. */
export interface ListResolvedMarketsRequest {
  readonly venue: PredictionVenue;
  /** Only this category, when given. */
  readonly category?: PredictionCategory;
  readonly cursor?: string;
  /** Default 100. */
  readonly limit?: number;
  /** Also fetch each market's prices before resolution, where the venue publishes a price history. Default false. */
  readonly history?: boolean;
}

/**
 * The `venues` port: prediction markets of Polymarket, Kalshi and Manifold in one model (src/markets/predictions/types.ts).
 * Listings carry the best quotes the venue lists; {@link PredictionVenueSource.getMarket} reads the full books. An id
 * the venue does not know is a bad argument (400 naming the field `id`); a venue that is down, rate-limits or answers
 * something unreadable is a 503 naming it, never charged.
 */
export interface PredictionVenueSource {
  /** The venues this source reads. */
  readonly venues: readonly PredictionVenue[];
  /** Open markets of one category, one page at a time. */
  listOpenMarkets(request: ListOpenMarketsRequest, call?: PortCall): Promise<PredictionMarketPage>;
  /** One market with the book of each outcome. */
  getMarket(request: GetPredictionMarketRequest, call?: PortCall): Promise<PredictionMarket>;
  /** Resolved and void markets, one page at a time, with their price history when asked and published. */
  listResolvedMarkets(request: ListResolvedMarketsRequest, call?: PortCall): Promise<PredictionMarketPage<ResolvedPredictionMarket>>;
}
