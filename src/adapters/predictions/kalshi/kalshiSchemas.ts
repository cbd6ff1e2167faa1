import { z } from 'zod';
import { booleanField, decimalField } from '../_lib/venueSchemas.js';

/*
 * The shapes of Kalshi's public trade-api v2 answers this adapter reads (docs.kalshi.com openapi.yaml; unknown fields
 * ignored). Prices come as `*_dollars` fixed-point text; older answers and some recorders also carry the deprecated
 * integer-cent fields, read only when the dollar field is missing. Counts may be fractional (`*_fp`).
 */

/** The source id of Kalshi's trade API in the fetch layer. */
export const KALSHI_SOURCE = 'kalshi';

/** Empty text, as Kalshi sends for an unknown size, reads as null. */
const optionalDecimal = z.union([decimalField, z.literal('')]).nullish().transform((v) => (v === '' || v === undefined ? null : v));

/** A Market object (`/markets`, `/markets/{ticker}`, the `markets` of an event): the fields the adapter reads. */
export const kalshiMarketSchema = z.object({
  ticker: z.string(),
  event_ticker: z.string(),
  market_type: z.string().nullish(),
  title: z.string().nullish(),
  subtitle: z.string().nullish(),
  yes_sub_title: z.string().nullish(),
  no_sub_title: z.string().nullish(),
  status: z.string(),
  close_time: z.string().nullish(),
  expected_expiration_time: z.string().nullish(),
  latest_expiration_time: z.string().nullish(),
  yes_bid_dollars: optionalDecimal,
  yes_ask_dollars: optionalDecimal,
  no_bid_dollars: optionalDecimal,
  no_ask_dollars: optionalDecimal,
  yes_bid_size_fp: optionalDecimal,
  yes_ask_size_fp: optionalDecimal,
  yes_bid: optionalDecimal,
  yes_ask: optionalDecimal,
  no_bid: optionalDecimal,
  no_ask: optionalDecimal,
  last_price_dollars: optionalDecimal,
  result: z.string().nullish(),
  settlement_value_dollars: optionalDecimal,
  settlement_ts: z.string().nullish(),
  strike_type: z.string().nullish(),
  floor_strike: optionalDecimal,
  cap_strike: optionalDecimal,
  rules_primary: z.string().nullish(),
  rules_secondary: z.string().nullish(),
});

/** An EventData object (`/events`, `/events/{event}`), with its markets when `with_nested_markets=true`. */
export const kalshiEventSchema = z.object({
  event_ticker: z.string(),
  series_ticker: z.string(),
  title: z.string().nullish(),
  sub_title: z.string().nullish(),
  category: z.string().nullish(),
  mutually_exclusive: booleanField.nullish(),
  markets: z.array(kalshiMarketSchema).nullish(),
});

/** A Series object (`/series/{series}`): category, tags, settlement sources, fee type and multiplier. */
export const kalshiSeriesSchema = z.object({
  ticker: z.string(),
  title: z.string().nullish(),
  category: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  settlement_sources: z.array(z.object({ name: z.string().nullish(), url: z.string().nullish() })).nullish(),
  fee_type: z.enum(['quadratic', 'quadratic_with_maker_fees', 'flat']).nullish(),
  fee_multiplier: decimalField.nullish(),
});

const fpLevels = z.array(z.tuple([decimalField, decimalField])).nullish();

/** `/markets/{ticker}/orderbook`: bids only, on YES and on NO; `orderbook_fp` (current) or the legacy `orderbook`. */
export const kalshiOrderbookSchema = z.object({
  orderbook_fp: z.object({ yes_dollars: fpLevels, no_dollars: fpLevels }).nullish(),
  orderbook: z.object({ yes: fpLevels, no: fpLevels, yes_dollars: fpLevels, no_dollars: fpLevels }).nullish(),
});

const ohlc = z.object({ close_dollars: optionalDecimal, close: optionalDecimal }).nullish();

/** `/markets/candlesticks`: candles per market, each with the YES bid and ask of the period. */
export const kalshiCandlesticksSchema = z.object({
  markets: z.array(
    z.object({
      market_ticker: z.string(),
      candlesticks: z.array(z.object({ end_period_ts: decimalField, yes_bid: ohlc, yes_ask: ohlc, price: ohlc })).nullish(),
    }),
  ),
});

/** A parsed Kalshi market. */
export type KalshiMarket = z.infer<typeof kalshiMarketSchema>;
/** A parsed Kalshi event. */
export type KalshiEvent = z.infer<typeof kalshiEventSchema>;
/** A parsed Kalshi series. */
export type KalshiSeries = z.infer<typeof kalshiSeriesSchema>;
/** A parsed orderbook answer. */
export type KalshiOrderbook = z.infer<typeof kalshiOrderbookSchema>;
