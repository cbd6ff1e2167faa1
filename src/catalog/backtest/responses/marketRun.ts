import { z } from 'zod';

/**
 * The parts of the backtestRun answer in the prediction-market mode (docs/prediction-markets.md, "Simulation"): the
 * compiled market rule, the settings, the trades and every figure of the simulation. Money is an exact decimal string.
 * @packageDocumentation
 */

/** Money of the markets mode: an exact decimal string of dollars, e.g. `"-5.50"`. */
const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/, 'must be a decimal string of dollars with cents');

const price = z.number().describe('Dollars per contract, in (0, 1).');

/** The explicit market-rule spec (src/backtest/predictionMarkets/marketRuleSpecSchema.ts), as sent back to run the same rule. */
export const marketRuleSpecResponseSchema = z
  .looseObject({
    version: z.number().describe('Version of the market-rule spec format (1).'),
    kind: z.literal('prediction_market').describe('Always `prediction_market`.'),
    order: z.looseObject({
      action: z.enum(['buy', 'sell']).describe('The order as written.'),
      contract: z.enum(['yes', 'no']).describe('The contract the order names.'),
    }).describe('The order as written ("Sell NO").'),
    position: z.enum(['yes', 'no']).describe('The contract held: buying X holds X, selling X holds the other side.'),
    entry: z.looseObject({
      price_below: z.number().optional().describe('Enter only below this price of the held contract.'),
      price_above: z.number().optional().describe('Enter only above this price of the held contract.'),
      timing: z.looseObject({ type: z.enum(['at', 'window', 'any']).describe('`at`: one decision N hours before the close; `window`: hourly in a window; `any`: hourly over the market\'s life.') }).describe('When the rule decides.'),
    }).describe('The entry condition.'),
    markets: z.looseObject({}).describe('Venues, categories, title words, minimum volume and open interest the rule trades.'),
    size: z.looseObject({ type: z.enum(['contracts', 'dollars']).describe('Whole contracts, or dollars of whole contracts.') }).describe('Position size per market.'),
    exit: z.looseObject({
      take_profit: z.number().optional().describe('Sell when the held contract\'s bid reaches this.'),
      time_stop_hours_before_close: z.number().optional().describe('Sell this many hours before the close.'),
    }).describe('Exits; none holds to resolution.'),
  })
  .describe('The explicit market-rule spec; send it back as `spec` to run the same rule.');

/** Settings of a prediction-market run. */
export const marketSettingsSchema = z.looseObject({
  spread: z.union([z.literal('auto'), z.number()]).describe('`auto`: the quoted ask/bid, or the thin-book estimate from trades; a number: dollars of spread around the mid or last trade.'),
  fees: z.enum(['venue', 'none']).describe('The venue\'s fee rules, or none.'),
  start: z.string().nullable().describe('Only markets closing on or after this date; null for no bound.'),
  end: z.string().nullable().describe('Only markets closing on or before this date; null for no bound.'),
}).describe('The settings of the prediction-market run.');

/** One prediction-market trade. */
export const marketTradeSchema = z.looseObject({
  market_id: z.string().describe('Venue id of the market (Kalshi ticker, Polymarket condition id).'),
  venue: z.enum(['kalshi', 'polymarket']).describe('The venue.'),
  category: z.string().describe('The market\'s category.'),
  title: z.string().describe('The market\'s title.'),
  position: z.enum(['yes', 'no']).describe('The contract held.'),
  entry_time: z.string().describe('ISO instant of the decision that entered.'),
  hours_to_close: z.number().describe('Hours from the entry to the close.'),
  entry_price: price,
  price_source: z.enum(['quote', 'trade']).describe('`quote`: the published ask; `trade`: the last trade plus half the spread.'),
  spread: z.number().describe('The spread used at entry, dollars.'),
  contracts: z.number().describe('Contracts bought.'),
  cost: moneySchema.describe('Dollars paid for the contracts (rounded up to the cent).'),
  fees: moneySchema.describe('Fees of the entry and any early exit.'),
  exit: z.enum(['resolution', 'take_profit', 'time_stop']).describe('How the position ended.'),
  exit_time: z.string().describe('ISO instant of the exit, or the close for a resolution.'),
  exit_price: z.number().describe('Exit fill price, or 1 / 0 at resolution.'),
  proceeds: moneySchema.describe('Dollars received: the payout at resolution or the exit proceeds.'),
  pnl: moneySchema.describe('Proceeds − cost − fees.'),
  resolved_in_favour: z.boolean().describe('Whether the held side won at resolution.'),
}).describe('One prediction-market trade.');

const groupSchema = z.looseObject({
  key: z.string().describe('The category or venue.'),
  trades: z.number().describe('Trades.'),
  winners: z.number().describe('Trades with a positive P&L.'),
  cost: moneySchema.describe('Cost of the trades.'),
  fees: moneySchema.describe('Fees of the trades.'),
  net_pnl: moneySchema.describe('Net P&L of the trades.'),
  hit_rate_pct: z.number().describe('Share of trades with a positive P&L, percent.'),
}).describe('A breakdown row.');

const band = z.looseObject({ p5: z.number().describe('5th percentile.'), p50: z.number().describe('Median.'), p95: z.number().describe('95th percentile.') }).describe('Percentiles over the paths.');

/** Members of the answer only the prediction-market mode has (all optional in the shared schema). */
export const marketRunShape = {
  complete: z.boolean().optional().describe('Markets mode: false when the scan was stopped early.'),
  markets_scanned: z.number().optional().describe('Markets mode: markets the corpus yielded for the rule\'s filter.'),
  markets_matched: z.number().optional().describe('Markets mode: markets meeting the rule\'s market conditions.'),
  excluded: z.looseObject({
    void: z.number().describe('Void markets (cancelled, refunded, 50/50), never traded.'),
    unresolved: z.number().describe('Markets not resolved, never traded.'),
    unreadable: z.number().describe('Markets whose history could not be read.'),
  }).optional().describe('Markets mode: matching markets excluded before trading, counted.'),
  no_entry: z.number().optional().describe('Markets mode: resolved matching markets the rule never entered.'),
  summary: z.looseObject({
    cost: moneySchema.describe('Total cost.'),
    fees: moneySchema.describe('Total fees.'),
    proceeds: moneySchema.describe('Total payouts and exit proceeds.'),
    net_pnl: moneySchema.describe('Proceeds − cost − fees.'),
    return_pct: z.number().nullable().describe('Net P&L ÷ (cost + fees), percent; null without trades.'),
    hit_rate_pct: z.number().nullable().describe('Share of trades with a positive P&L, percent.'),
    win_rate_pct: z.number().nullable().describe('Share of trades whose held side won, percent.'),
    avg_entry_price: z.number().nullable().describe('Mean entry price: the probability paid.'),
  }).optional().describe('Markets mode: the money summary.'),
  by_category: z.array(groupSchema).optional().describe('Markets mode: per-category breakdown.'),
  by_venue: z.array(groupSchema).optional().describe('Markets mode: per-venue breakdown.'),
  calibration: z.array(z.looseObject({
    from: z.number().describe('Bucket start (entry price).'),
    to: z.number().describe('Bucket end (exclusive).'),
    trades: z.number().describe('Trades entered in the bucket.'),
    resolved_in_favour: z.number().describe('Of them, won at resolution.'),
    avg_entry_price: z.number().nullable().describe('Mean entry price.'),
    win_rate: z.number().nullable().describe('Observed win rate.'),
    edge: z.number().nullable().describe('Win rate − mean price.'),
  }).describe('A calibration bucket.')).optional().describe('Markets mode: observed win rate by entry-price bucket (the longshot-bias view).'),
  monte_carlo: z.looseObject({
    method: z.string().describe('`trade_bootstrap_additive`.'),
    resamples: z.number().describe('Paths.'),
    seed: z.number().describe('Seed.'),
    step: z.array(z.number()).describe('Trade counts of the band points.'),
    pnl_p5: z.array(z.number()).describe('5th percentile of the cumulative P&L.'),
    pnl_p50: z.array(z.number()).describe('Median cumulative P&L.'),
    pnl_p95: z.array(z.number()).describe('95th percentile of the cumulative P&L.'),
    final_pnl: band,
    max_drawdown: band,
    prob_loss: z.number().describe('Share of paths ending below zero.'),
  }).nullable().optional().describe('Markets mode: bootstrap bands of the cumulative P&L; null with fewer than 2 trades.'),
  rules_applied: z.array(z.looseObject({ id: z.string().describe('Rule id.') })).optional().describe('Markets mode: the fee and spread rules applied.'),
  unverified_rules: z.array(z.string()).optional().describe('Markets mode: ids of applied rules not yet verified against their source.'),
};
