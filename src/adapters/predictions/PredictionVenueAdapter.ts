import type { PortCall } from '../../core/sourceUse.js';
import type { GetPredictionMarketRequest, ListOpenMarketsRequest, ListResolvedMarketsRequest } from '../../markets/ports/PredictionVenueSource.js';
import type { PredictionMarket, PredictionMarketPage, PredictionVenue, ResolvedPredictionMarket } from '../../markets/predictions/types.js';

/**
 * One venue's half of the `venues` port: the same three reads, for the venue it names. `createPredictionVenueSource`
 * routes each port call to the adapter of the venue asked.
 */
export interface PredictionVenueAdapter {
  readonly venue: PredictionVenue;
  listOpenMarkets(request: Omit<ListOpenMarketsRequest, 'venue'>, call?: PortCall): Promise<PredictionMarketPage>;
  getMarket(request: Omit<GetPredictionMarketRequest, 'venue'>, call?: PortCall): Promise<PredictionMarket>;
  listResolvedMarkets(request: Omit<ListResolvedMarketsRequest, 'venue'>, call?: PortCall): Promise<PredictionMarketPage<ResolvedPredictionMarket>>;
}
