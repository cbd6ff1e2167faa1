import type { PortCall } from '../../core/sourceUse.js';
import type { PerpListing, PerpOrderBook } from '../../markets/perps/PerpVenueSource.js';

/** One venue behind the `perpVenues` port: its listings, and a listing's book by the symbol its listings gave. */
export interface PerpVenue {
  listings(call?: PortCall): Promise<readonly PerpListing[]>;
  book(symbol: string, call?: PortCall): Promise<PerpOrderBook>;
}
