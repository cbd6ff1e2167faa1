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

/** What a per-contract request names: a futures root of the instrument table and one of its contract months. */
export interface ContractBarsRequest {
  /** A futures root (ES, CL, GC, ...). */
  readonly root: string;
  /** The contract month, ISO `YYYY-MM` (2026-12 is the December 2026 contract, `Z26`). */
  readonly month: string;
  /** First bar wanted (epoch ms, inclusive); default as far back as the source keeps the contract. */
  readonly from?: number;
  /** Last bar wanted (epoch ms, inclusive); default the latest. */
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
 * The `prices` port: daily and hourly bars and quotes for FX, indices, commodities, futures (a root's bars are the
 * source's rolled front month, not back-adjusted) and equities, and daily bars of single futures contracts for
 * continuous series. An unknown symbol or contract is a `GuidekitError` naming `field` `instrument` (a 400); a source
 * that is down is a `SourceUnavailableError` (a 503). Implementations may try a second source when the first fails,
 * and note every source used in `call.trace`.
 */
export interface PriceSource {
  loadBars(request: PriceRequest, call?: PortCall): Promise<MarketBars>;
  quote(symbol: string, call?: PortCall): Promise<Quote>;
  /**
   * Daily bars of one futures contract (its own prices, never a rolled series), stamped 00:00 UTC of each trading
   * date, `symbol` the contract code (`CLZ26`). Optional: a source without per-contract history leaves it out, and
   * callers then read the root's front month through `loadBars` and say so.
   */
  loadContractBars?(request: ContractBarsRequest, call?: PortCall): Promise<MarketBars>;
}
