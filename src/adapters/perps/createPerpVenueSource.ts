import { GuidekitError } from '../../core/GuidekitError.js';
import type { PerpVenueSource } from '../../markets/perps/PerpVenueSource.js';
import type { PerpBookSource } from '../../markets/ports/PerpBookSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { createBinanceFuturesVenue } from './binance/createBinanceFuturesVenue.js';
import { createHyperliquidVenue } from './hyperliquid/createHyperliquidVenue.js';
import type { PerpVenue } from './PerpVenue.js';

/** Options of {@link createPerpVenueSource}. */
export interface CreatePerpVenueSourceOptions {
  /** The fetch layer (policies `hyperliquid` and `binance-futures`). */
  readonly fetcher: SourceFetcher;
  /** The `perpBook` port, through which Hyperliquid's books are read. */
  readonly perpBook: PerpBookSource;
}

/**
 * The `perpVenues` port over Hyperliquid (its own perpetuals and every HIP-3 dex, books through the `perpBook` port)
 * and Binance USDⓈ-M futures (public market data), both keyless. `listings('hyperliquid')` answers every dex's
 * listings, each naming its venue (`hyperliquid` or `hyperliquid:<dex>`); `book(venue, symbol)` takes the venue a
 * listing named. A venue the port does not have is a 400 on field `venue`.
 *
 * @param options - {@link CreatePerpVenueSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const perpVenues = createPerpVenueSource({ fetcher, perpBook });
 * await perpVenues.book('binance', 'BTCUSDT', { trace });
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function createPerpVenueSource(options: CreatePerpVenueSourceOptions): PerpVenueSource {
  const venues: Readonly<Record<string, PerpVenue>> = {
    hyperliquid: createHyperliquidVenue(options),
    binance: createBinanceFuturesVenue(options),
  };
  const venueOf = (name: string): PerpVenue => {
    const family = name.startsWith('hyperliquid:') ? 'hyperliquid' : name;
    const venue = venues[family];
    if (venue === undefined) throw new GuidekitError(`perpVenues: unknown venue ${JSON.stringify(name)}; known: ${Object.keys(venues).join(', ')}`, { code: 'unknown_venue', field: 'venue' });
    return venue;
  };
  return {
    venues: () => Object.keys(venues),
    listings: (venue, call) => venueOf(venue).listings(call),
    book: (venue, symbol, call) => venueOf(venue).book(symbol, call),
  };
}
