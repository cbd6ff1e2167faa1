export type { MarketBars, BarInterval, Timeframe } from './MarketBars.js';
export type { PriceSource, PriceRequest, Quote } from './PriceSource.js';
export type { CryptoMarketSource, CryptoAsset, FundingRate, FearGreedReading } from './CryptoMarketSource.js';
export type { PerpBookSource, PerpBookSnapshot, BookLevel } from './PerpBookSource.js';
export type { PositioningSource, CotReport } from './PositioningSource.js';
export type { HoldingsSource, EtfHolding } from './HoldingsSource.js';
export type { PredictionVenueSource, ListOpenMarketsRequest, GetPredictionMarketRequest, ListResolvedMarketsRequest } from './PredictionVenueSource.js';
