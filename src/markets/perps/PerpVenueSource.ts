import * as z from 'zod/mini';
import type { PortCall } from '../../core/sourceUse.js';

/*
 * The `perpVenues` port: every listed perpetual of each configured venue with its mark, index (or oracle) and funding,
 * and a listing's order book. The shapes mirror ccxt's unified `FundingRate` and `OrderBook` structures (ccxt 4.5
 * `fetchFundingRate`/`fetchOrderBook`), written as zod schemas so adapters validate what they hand over without
 * depending on ccxt itself (a 9.4 MB package for two structures and a handful of public GET requests). Built with
 * zod/mini (the engines check books and listings with them, and a browser bundle should not carry all of zod; zod 4
 * numbers are finite without asking): call `parse`/`safeParse`, or wrap them with zod/mini's functions.
 */

const price = z.number().check(z.positive());
const epochMs = z.number().check(z.int(), z.nonnegative());

/**
 * ccxt's `FundingRate`, the fields guidekit reads. `fundingRate` is the rate per funding interval as a fraction
 * (0.0001 = 0.01 %), positive when longs pay shorts; `interval` is ccxt's text (`'8h'`, `'1h'`), null when the venue did
 * not say (the engine then applies the venue's documented default from a dated rule).
 */
export const perpFundingRateSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  markPrice: z.nullable(price),
  indexPrice: z.nullable(price),
  interestRate: z.nullable(z.number()),
  fundingRate: z.nullable(z.number()),
  fundingTimestamp: z.nullable(epochMs),
  nextFundingTimestamp: z.nullable(epochMs),
  nextFundingRate: z.nullable(z.number()),
  previousFundingRate: z.nullable(z.number()),
  interval: z.nullable(z.string().check(z.regex(/^\d+h$/))),
  timestamp: z.nullable(epochMs),
});

/** ccxt's `FundingRate` as guidekit reads it. */
export type PerpFundingRate = z.infer<typeof perpFundingRateSchema>;

/** ccxt's `OrderBook`: bids highest first and asks lowest first, each level `[price, amount]` in units of the asset. */
export const perpOrderBookSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  bids: z.array(z.tuple([price, z.number().check(z.nonnegative())])),
  asks: z.array(z.tuple([price, z.number().check(z.nonnegative())])),
  timestamp: z.nullable(epochMs),
  nonce: z.nullable(z.number().check(z.int())),
});

/** ccxt's `OrderBook` as guidekit reads it. */
export type PerpOrderBook = z.infer<typeof perpOrderBookSchema>;

/** One perpetual listing of a venue: where it trades, what it is a claim on, and the venue's prices and funding. */
export const perpListingSchema = z.object({
  /**
   * The venue the listing trades on: `binance`, `hyperliquid` for Hyperliquid's own perpetuals, `hyperliquid:<dex>`
   * for a builder-deployed (HIP-3) dex.
   */
  venue: z.string().check(z.minLength(1)),
  /** The asset the contract tracks, upper case and without multiplier (`BTC`, `PEPE`, `TSLA`): the cross-venue key. */
  asset: z.string().check(z.minLength(1)),
  /** Units of the asset one contract price is for (1000 for Binance `1000PEPEUSDT` and Hyperliquid `kPEPE`). */
  multiplier: z.number().check(z.positive()),
  /** The currency prices are quoted and settled in (`USDT`, `USDC`). */
  settle: z.string().check(z.minLength(1)),
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
