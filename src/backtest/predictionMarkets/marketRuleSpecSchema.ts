import * as z from 'zod/mini';

/**
 * The explicit, JSON-serialisable form of a prediction-market rule: what {@link compileMarketRule} produces from plain
 * English, what is shown back to the user, and what {@link simulateMarketRule} runs. A caller may send this form
 * directly. Every field is documented in docs/prediction-markets.md ("Market rules").
 *
 * Prices are dollars per contract in (0, 1) and always of the contract **held** (`position`): "Sell NO above 90 cents"
 * holds YES and enters when the YES price is below 0.10 (selling NO at p is buying YES at 1 − p: the same collateral,
 * the same payoff).
 * @packageDocumentation
 */

/** Version of the market-rule spec format; bumped only on an incompatible change. */
export const MARKET_RULE_SPEC_VERSION = 1;

// zod/mini, not zod: the market-rule engines run in the browser too, and a bundle of them should not carry all of zod.
// zod 4 numbers are finite already; checks run in the order written, as the chained methods did.
const price = z.number().check(z.gt(0), z.lt(1));
const hours = z.number().check(z.nonnegative(), z.lte(24 * 365 * 10));

/** When the rule decides, in hours before the market's close. */
export const marketTimingSchema = z.discriminatedUnion('type', [
  /** One decision, `hours_before_close` hours before the close ("7 days before close"). */
  z.object({ type: z.literal('at'), hours_before_close: hours.check(z.positive()) }),
  /** Hourly decisions from `max_hours_before_close` until `min_hours_before_close` before the close ("in the last 24 hours"). */
  z.object({ type: z.literal('window'), max_hours_before_close: hours.check(z.positive()), min_hours_before_close: hours }),
  /** Hourly decisions over the market's whole life (no time words). */
  z.object({ type: z.literal('any') }),
]);

/** The explicit market-rule spec. */
export const marketRuleSpecSchema = z
  .object({
    version: z.literal(MARKET_RULE_SPEC_VERSION),
    kind: z.literal('prediction_market'),
    /** The order as written: "Sell NO" is `{ action: 'sell', contract: 'no' }`. */
    order: z.object({ action: z.enum(['buy', 'sell']), contract: z.enum(['yes', 'no']) }),
    /** The contract held after the order: buy X holds X; sell X holds the other side. */
    position: z.enum(['yes', 'no']),
    entry: z.object({
      /** Enter only when the entry price of the held contract is strictly below this. */
      price_below: z.optional(price),
      /** Enter only when the entry price of the held contract is strictly above this. */
      price_above: z.optional(price),
      timing: marketTimingSchema,
    }),
    /** Which markets the rule trades; an absent field filters nothing. */
    markets: z.object({
      venues: z.optional(z.array(z.enum(['kalshi', 'polymarket'])).check(z.minLength(1))),
      /** Lower-case categories; a market matches any of them. */
      categories: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.minLength(1), z.maxLength(20))),
      /** Lower-case words that must all be whole words of the title (split on anything not a letter or digit). */
      title_words: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.minLength(1), z.maxLength(10))),
      /** Minimum lifetime volume in contracts (unknown volume fails it). */
      min_volume: z.optional(z.number().check(z.nonnegative())),
      /** Minimum open interest in contracts (unknown open interest fails it). */
      min_open_interest: z.optional(z.number().check(z.nonnegative())),
    }),
    /** Position size per market: whole contracts, or dollars spent on whole contracts (default $100). */
    size: z.discriminatedUnion('type', [
      z.object({ type: z.literal('contracts'), contracts: z.number().check(z.int(), z.gte(1), z.lte(1e9)) }),
      z.object({ type: z.literal('dollars'), amount: z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be a dollar amount such as "100" or "25.50"')) }),
    ]),
    /** Exits; none given holds to resolution. */
    exit: z.object({
      /** Sell when the exit price (bid) of the held contract reaches at least this. */
      take_profit: z.optional(price),
      /** Sell this many hours before the close if still held. */
      time_stop_hours_before_close: z.optional(hours.check(z.positive())),
    }),
  })
  .check(z.superRefine((s, ctx) => {
    const { price_below: below, price_above: above } = s.entry;
    if (below !== undefined && above !== undefined && above >= below) {
      ctx.addIssue({ code: 'custom', path: ['entry', 'price_above'], message: `must be below price_below (${below})` });
    }
    const expected = s.order.action === 'buy' ? s.order.contract : s.order.contract === 'yes' ? 'no' : 'yes';
    if (s.position !== expected) ctx.addIssue({ code: 'custom', path: ['position'], message: `must be ${expected} for ${s.order.action} ${s.order.contract}` });
    const t = s.entry.timing;
    if (t.type === 'window' && t.min_hours_before_close >= t.max_hours_before_close) {
      ctx.addIssue({ code: 'custom', path: ['entry', 'timing', 'min_hours_before_close'], message: 'must be below max_hours_before_close' });
    }
  }));

/** A validated market-rule spec. */
export type MarketRuleSpec = z.output<typeof marketRuleSpecSchema>;
