import { GuidekitError } from '../../core/GuidekitError.js';
import type { PredictionVenueSource } from '../../markets/ports/PredictionVenueSource.js';
import { PREDICTION_CATEGORIES, PREDICTION_VENUES, type PredictionVenue } from '../../markets/predictions/types.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { createKalshiVenue } from './kalshi/createKalshiVenue.js';
import { createManifoldVenue } from './manifold/createManifoldVenue.js';
import { createPolymarketVenue } from './polymarket/createPolymarketVenue.js';
import type { PredictionVenueAdapter } from './PredictionVenueAdapter.js';

/** Options of {@link createPredictionVenueSource}. */
export interface CreatePredictionVenueSourceOptions {
  /** The fetch layer (policies `polymarket.gamma`, `polymarket.clob`, `kalshi`, `manifold`). */
  readonly fetcher: SourceFetcher;
  /** The venues to serve. Default all three. */
  readonly venues?: readonly PredictionVenue[];
  /** Replaces a venue's adapter (tests pass fakes). Default: the real adapters. */
  readonly adapters?: Partial<Record<PredictionVenue, PredictionVenueAdapter>>;
}

/**
 * The `venues` port: routes each call to the adapter of the venue it names (Polymarket, Kalshi, Manifold), after
 * checking the venue and category. A venue this source does not serve, or a category outside the nine, is a 400
 * naming the field.
 *
 * @param options - {@link CreatePredictionVenueSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const venues = createPredictionVenueSource({ fetcher });
 * const page = await venues.listOpenMarkets({ venue: 'kalshi', category: 'weather' }, { trace });
 * ```
 * @see docs/prediction-venues.md
 */
export function createPredictionVenueSource(options: CreatePredictionVenueSourceOptions): PredictionVenueSource {
  const served = options.venues ?? PREDICTION_VENUES;
  const built: Record<PredictionVenue, () => PredictionVenueAdapter> = {
    polymarket: () => options.adapters?.polymarket ?? createPolymarketVenue({ fetcher: options.fetcher }),
    kalshi: () => options.adapters?.kalshi ?? createKalshiVenue({ fetcher: options.fetcher }),
    manifold: () => options.adapters?.manifold ?? createManifoldVenue({ fetcher: options.fetcher }),
  };
  const adapters = new Map(served.map((venue) => [venue, built[venue]()]));
  const adapterOf = (fn: string, venue: unknown): PredictionVenueAdapter => {
    const adapter = adapters.get(venue as PredictionVenue);
    if (adapter === undefined) {
      throw new GuidekitError(`${fn}: venue must be one of ${[...adapters.keys()].join(', ')}, got ${JSON.stringify(venue)}`, { code: 'invalid_enum', field: 'venue' });
    }
    return adapter;
  };
  const checkCategory = (fn: string, category: unknown, required: boolean) => {
    if (category === undefined && !required) return;
    if (!(PREDICTION_CATEGORIES as readonly unknown[]).includes(category)) {
      throw new GuidekitError(`${fn}: category must be one of ${PREDICTION_CATEGORIES.join(', ')}, got ${JSON.stringify(category)}`, { code: 'invalid_enum', field: 'category' });
    }
  };
  return {
    venues: [...adapters.keys()],
    listOpenMarkets(request, call) {
      const fn = 'venues.listOpenMarkets';
      const adapter = adapterOf(fn, request?.venue);
      checkCategory(fn, request.category, true);
      return adapter.listOpenMarkets(request, call);
    },
    getMarket(request, call) {
      return adapterOf('venues.getMarket', request?.venue).getMarket(request, call);
    },
    listResolvedMarkets(request, call) {
      const fn = 'venues.listResolvedMarkets';
      const adapter = adapterOf(fn, request?.venue);
      checkCategory(fn, request.category, false);
      return adapter.listResolvedMarkets(request, call);
    },
  };
}
