import type { PortCall } from '../../core/sourceUse.js';
import type { MarketBars } from './MarketBars.js';
import type { PriceRequest } from './PriceSource.js';

/** One asset of the market-cap ranking. */
export interface CryptoAsset {
  /** Ticker, upper case (BTC, ETH, ...). */
  readonly symbol: string;
  readonly name: string;
  readonly rank: number;
  /** Market capitalisation in USD. */
  readonly marketCapUsd: number;
  readonly priceUsd: number;
}

/** Funding of a perpetual on a venue. */
export interface FundingRate {
  /** Pair, e.g. BTC-USD. */
  readonly symbol: string;
  readonly venue: string;
  /** Rate per funding interval, as a fraction (0.0001 = 0.01%). */
  readonly rate: number;
  readonly intervalHours: number;
  /** Epoch ms. */
  readonly time: number;
}

/** The crypto fear-and-greed index. */
export interface FearGreedReading {
  /** 0..100. */
  readonly value: number;
  readonly classification: string;
  /** Epoch ms of the reading's day. */
  readonly time: number;
}

/**
 * The `crypto` port: bars of crypto pairs (BTC-USD, ...), the top N by market capitalisation, perpetual funding, and
 * the fear-and-greed index, from public exchange and aggregator APIs.
 */
export interface CryptoMarketSource {
  loadBars(request: PriceRequest, call?: PortCall): Promise<MarketBars>;
  topByMarketCap(count: number, call?: PortCall): Promise<readonly CryptoAsset[]>;
  funding(symbol: string, call?: PortCall): Promise<readonly FundingRate[]>;
  /** Latest first; `days` readings. */
  fearGreed(days: number, call?: PortCall): Promise<readonly FearGreedReading[]>;
}
