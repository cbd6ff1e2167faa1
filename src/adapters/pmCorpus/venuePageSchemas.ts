import { z } from 'zod';

const text = z.union([z.string(), z.number()]).transform(String);
const maybeText = text.nullish();
const maybeNumber = z.union([z.number(), z.string()]).nullish().transform((v) => (v === undefined || v === null || v === '' ? null : Number(v)));

/** A Kalshi market as /markets lists it (cents fields, or the newer `_dollars` and `_fp` text fields). */
export const kalshiMarketRowSchema = z
  .object({
    ticker: z.string(),
    event_ticker: maybeText,
    market_type: maybeText,
    title: maybeText,
    yes_sub_title: maybeText,
    no_sub_title: maybeText,
    status: maybeText,
    yes_bid: maybeNumber,
    yes_ask: maybeNumber,
    no_bid: maybeNumber,
    no_ask: maybeNumber,
    last_price: maybeNumber,
    yes_bid_dollars: maybeNumber,
    yes_ask_dollars: maybeNumber,
    no_bid_dollars: maybeNumber,
    no_ask_dollars: maybeNumber,
    last_price_dollars: maybeNumber,
    volume: maybeNumber,
    volume_fp: maybeNumber,
    volume_24h: maybeNumber,
    volume_24h_fp: maybeNumber,
    open_interest: maybeNumber,
    open_interest_fp: maybeNumber,
    result: maybeText,
    created_time: maybeText,
    open_time: maybeText,
    close_time: maybeText,
  })
  .passthrough();

/** Kalshi's /markets page. */
export const kalshiMarketsPageSchema = z.object({ markets: z.array(kalshiMarketRowSchema), cursor: z.string().nullish() });

/** A Kalshi trade as /markets/trades lists it (cents, or `_dollars` text and `count_fp`). */
export const kalshiTradeRowSchema = z
  .object({
    trade_id: text,
    ticker: z.string(),
    count: maybeNumber,
    count_fp: maybeNumber,
    yes_price: maybeNumber,
    no_price: maybeNumber,
    yes_price_dollars: maybeNumber,
    no_price_dollars: maybeNumber,
    taker_side: maybeText,
    created_time: z.string(),
  })
  .passthrough();

/** Kalshi's /markets/trades page. */
export const kalshiTradesPageSchema = z.object({ trades: z.array(kalshiTradeRowSchema), cursor: z.string().nullish() });

/** A Gamma market (numbers often as text; outcomes, prices and token ids as JSON text). */
export const gammaMarketRowSchema = z
  .object({
    id: text,
    conditionId: maybeText,
    question: maybeText,
    slug: maybeText,
    outcomes: maybeText,
    outcomePrices: maybeText,
    clobTokenIds: maybeText,
    volume: maybeNumber,
    liquidity: maybeNumber,
    active: z.boolean().nullish(),
    closed: z.boolean().nullish(),
    endDate: maybeText,
    createdAt: maybeText,
    marketMakerAddress: maybeText,
  })
  .passthrough();

/** Gamma's /markets answer: a JSON array. */
export const gammaMarketsPageSchema = z.array(gammaMarketRowSchema);

/** The CLOB's /prices-history answer. */
export const pricesHistoryPageSchema = z.object({ history: z.array(z.object({ t: z.union([z.number(), z.string()]).transform(Number), p: z.union([z.number(), z.string()]).transform(Number) })) });
