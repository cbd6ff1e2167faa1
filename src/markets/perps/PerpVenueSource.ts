import { z } from 'zod';
import type { PortCall } from '../../core/sourceUse.js';

/*
 * The `perpVenues` port: every listed perpetual of each configured venue with its mark, index (or oracle) and funding,
 * and a listing's order book. The shapes mirror ccxt's unified `FundingRate` and `OrderBook` structures (ccxt 4.5
 * `fetchFundingRate`/`fetchOrderBook`), written as zod schemas so adapters validate what they hand over without
 * depending on ccxt itself (a 9.4 MB package for two structures and a handful of public GET requests).
 */

const price = z.number().positive().finite();
const epochMs = z.number().int().nonnegative();

/**
 * ccxt's `FundingRate`, the fields guidekit reads. `fundingRate` is the rate per funding interval as a fraction
 * (0.0001 = 0.01 %), positive when longs pay shorts; `interval` is ccxt's text (`'8h'`, `'1h'`), null when the venue did
 * not say (the engine then applies the venue's documented default from a dated rule).
 */
export const perpFundingRateSchema = z.object({
  symbol: z.string().min(1),
  markPrice: price.nullable(),
  indexPrice: price.nullable(),
  interestRate: z.number().finite().nullable(),
  fundingRate: z.number().finite().nullable(),
  fundingTimestamp: epochMs.nullable(),
  nextFundingTimestamp: epochMs.nullable(),
  nextFundingRate: z.number().finite().nullable(),
  previousFundingRate: z.number().finite().nullable(),
  interval: z.string().regex(/^\d+h$/).nullable(),
  timestamp: epochMs.nullable(),
});

/** ccxt's `FundingRate` as guidekit reads it. */
export type PerpFundingRate = z.infer<typeof perpFundingRateSchema>;

/** ccxt's `OrderBook`: bids highest first and asks lowest first, each level `[price, amount]` in units of the asset. */
export const perpOrderBookSchema = z.object({
  symbol: z.string().min(1),
  bids: z.array(z.tuple([price, z.number().nonnegative().finite()])),
  asks: z.array(z.tuple([price, z.number().nonnegative().finite()])),
  timestamp: epochMs.nullable(),
  nonce: z.number().int().nullable(),
});

/** ccxt's `OrderBook` as guidekit reads it. */
export type PerpOrderBook = z.infer<typeof perpOrderBookSchema>;

/** One perpetual listing of a venue: where it trades, what it is a claim on, and the venue's prices and funding. */
export const perpListingSchema = z.object({
  /**
   * The venue the listing trades on: `binance`, `hyperliquid` for Hyperliquid's own perpetuals, `hyperliquid:<dex>`
   * for a builder-deployed (HIP-3) dex.
   */
  venue: z.string().min(1),
  /** The asset the contract tracks, upper case and without multiplier (`BTC`, `PEPE`, `TSLA`): the cross-venue key. */
  asset: z.string().min(1),
  /** Units of the asset one contract price is for (1000 for Binance `1000PEPEUSDT` and Hyperliquid `kPEPE`). */
  multiplier: z.number().positive().finite(),
  /** The currency prices are quoted and settled in (`USDT`, `USDC`). */
  settle: z.string().min(1),
  /** The venue's funding structure for it (ccxt `FundingRate`). */
  funding: perpFundingRateSchema,
});

/** One perpetual listing with its prices (see {@link perpListingSchema}). */
export type PerpListing = z.infer<typeof perpListingSchema>;

/**
 * The `perpVenues` port: each configured venue's perpetual listings with mark, index or oracle and funding, and one
 * listing's book. A venue or listing the port does not know is a 400 (`GuidekitError`, field `venue` or
 * `instrument`); a venue that is down or answers something unreadable is a 503 naming it (`SourceUnavailableError`).
 */
export interface PerpVenueSource {
  /** The venues configured, in a stable order (e.g. `['hyperliquid', 'binance']`). */
  venues(): readonly string[];
  /** Every perpetual the venue lists now (a HIP-3 dex's listings come with the Hyperliquid venue). */
  listings(venue: string, call?: PortCall): Promise<readonly PerpListing[]>;
  /** The book of one listing, named by its venue and symbol as {@link listings} gave them. */
  book(venue: string, symbol: string, call?: PortCall): Promise<PerpOrderBook>;
}
