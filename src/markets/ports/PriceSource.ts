import type { PortCall } from '../../core/sourceUse.js';
import type { BarInterval, MarketBars } from './MarketBars.js';

/** What a price request names: a canonical instrument id (EURUSD, XAUUSD, SPX, CL, BTC-USD, ...) or an equity ticker. */
export interface PriceRequest {
  readonly symbol: string;
  readonly interval: BarInterval;
  /** First bar wanted (epoch ms, inclusive); default: as far back as the source gives for the interval. */
  readonly from?: number;
  /** Last bar wanted (epoch ms, inclusive); default: the latest. */
  readonly to?: number;
}

/** The latest quote of an instrument. */
export interface Quote {
  readonly symbol: string;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly last: number;
  /** Epoch ms of the quote. */
  readonly time: number;
  readonly currency: string;
}

/**
 * The `prices` port: daily and hourly bars and quotes for FX, indices, commodities, futures (continuous,
 * roll-adjusted) and equities. An unknown symbol is a `GuidekitError` naming `field` `instrument` (a 400); a source
 * that is down is a `SourceUnavailableError` (a 503). Implementations may try a second source when the first fails,
 * and note every source used in `call.trace`.
 */
export interface PriceSource {
  loadBars(request: PriceRequest, call?: PortCall): Promise<MarketBars>;
  quote(symbol: string, call?: PortCall): Promise<Quote>;
}
