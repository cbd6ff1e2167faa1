import * as z from 'zod/mini';

/**
 * The explicit, JSON-serialisable form of a trading rule: what {@link compileRule} produces from plain English,
 * what is shown back to the user, and what {@link createRuleStrategy} runs. A caller may also send this form
 * directly. Every field is documented in docs/rule-grammar.md ("The explicit spec").
 * @packageDocumentation
 */

/** Version of the spec format; bumped only on an incompatible change. */
export const RULE_SPEC_VERSION = 1;

/** Largest indicator period, bar count or shift a spec may carry (the indicators' own ceiling, TA-Lib's). */
export const MAX_RULE_PERIOD = 100_000;

/** Bar fields a rule can read. */
export const PRICE_FIELDS = ['open', 'high', 'low', 'close', 'volume'] as const;
/** A bar field. */
export type PriceField = (typeof PRICE_FIELDS)[number];

/** A series a condition compares: a bar field, a constant, or an indicator over the bars. */
export type RuleSeries =
  /** A bar field, `shift` bars back (0 = this bar). */
  | { readonly type: 'price'; readonly field: PriceField; readonly shift?: number }
  /** A constant, e.g. the 30 of "RSI(14) is below 30". */
  | { readonly type: 'number'; readonly value: number }
  /** A simple, exponential or weighted moving average of `source` (default close). */
  | { readonly type: 'sma' | 'ema' | 'wma'; readonly period: number; readonly source?: PriceField; readonly shift?: number }
  /** Wilder RSI, ATR, ADX or rate of change (ROC, percent) of the closes / bars. */
  | { readonly type: 'rsi' | 'atr' | 'adx' | 'roc'; readonly period: number; readonly shift?: number }
  /** MACD line, signal line or histogram. */
  | {
      readonly type: 'macd';
      readonly line: 'macd' | 'signal' | 'histogram';
      readonly fast: number;
      readonly slow: number;
      readonly signal: number;
      readonly shift?: number;
    }
  /** A Bollinger band: SMA(period) ± deviations × population σ. */
  | { readonly type: 'bollinger'; readonly band: 'upper' | 'middle' | 'lower'; readonly period: number; readonly deviations: number; readonly shift?: number }
  /** Donchian channel: highest high / lowest low / midpoint of the last `period` bars (this bar included). */
  | { readonly type: 'donchian'; readonly band: 'upper' | 'middle' | 'lower'; readonly period: number; readonly shift?: number }
  /** Slow stochastic %K or %D. */
  | {
      readonly type: 'stochastic';
      readonly line: 'k' | 'd';
      readonly fast_k: number;
      readonly slow_k: number;
      readonly slow_d: number;
      readonly shift?: number;
    }
  /** On-balance volume or cumulative VWAP. */
  | { readonly type: 'obv' | 'vwap'; readonly shift?: number };

/** A condition evaluated at the close of a bar. */
export type RuleCondition =
  /** `left` crosses `right` on this bar: above = left[t−1] < right[t−1] and left[t] > right[t] (backtesting.py `crossover`). */
  | { readonly type: 'cross'; readonly left: RuleSeries; readonly direction: 'above' | 'below'; readonly right: RuleSeries }
  /** `left op right` on this bar and each of the `bars − 1` bars before it (default `bars` 1). */
  | { readonly type: 'compare'; readonly left: RuleSeries; readonly op: '>' | '<' | '>=' | '<='; readonly right: RuleSeries; readonly bars?: number }
  /** Every condition holds. */
  | { readonly type: 'all'; readonly conditions: readonly RuleCondition[] }
  /** At least one condition holds. */
  | { readonly type: 'any'; readonly conditions: readonly RuleCondition[] };

// zod/mini, not zod: compileRule and createRuleStrategy run in the browser too, and a bundle of them should not carry all
// of zod. zod 4 numbers are finite already; the catalog's 400s read these issues unchanged.
const period = z.number().check(z.int(), z.gte(1), z.lte(MAX_RULE_PERIOD));
const shift = z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_RULE_PERIOD)));
const priceField = z.enum(PRICE_FIELDS);

/** Zod schema of {@link RuleSeries}. */
export const ruleSeriesSchema: z.ZodMiniType<RuleSeries, RuleSeries> = z.union([
  z.strictObject({ type: z.literal('price'), field: priceField, shift }),
  z.strictObject({ type: z.literal('number'), value: z.number() }),
  z.strictObject({ type: z.enum(['sma', 'ema', 'wma']), period, source: z.optional(priceField), shift }),
  z.strictObject({ type: z.enum(['rsi', 'atr', 'adx', 'roc']), period, shift }),
  z
    .strictObject({ type: z.literal('macd'), line: z.enum(['macd', 'signal', 'histogram']), fast: period, slow: period, signal: period, shift })
    .check(z.refine((m) => m.fast < m.slow, { message: 'fast must be below slow', path: ['fast'] })),
  z.strictObject({
    type: z.literal('bollinger'),
    band: z.enum(['upper', 'middle', 'lower']),
    period,
    deviations: z.number().check(z.gte(0), z.lte(100)),
    shift,
  }),
  z.strictObject({ type: z.literal('donchian'), band: z.enum(['upper', 'middle', 'lower']), period, shift }),
  z.strictObject({ type: z.literal('stochastic'), line: z.enum(['k', 'd']), fast_k: period, slow_k: period, slow_d: period, shift }),
  z.strictObject({ type: z.enum(['obv', 'vwap']), shift }),
]);

/** Zod schema of {@link RuleCondition} (recursive through `all` / `any`, at most 50 conditions per group). */
export const ruleConditionSchema: z.ZodMiniType<RuleCondition, RuleCondition> = z.lazy(() =>
  z.union([
    z.strictObject({ type: z.literal('cross'), left: ruleSeriesSchema, direction: z.enum(['above', 'below']), right: ruleSeriesSchema }),
    z.strictObject({
      type: z.literal('compare'),
      left: ruleSeriesSchema,
      op: z.enum(['>', '<', '>=', '<=']),
      right: ruleSeriesSchema,
      bars: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_RULE_PERIOD))),
    }),
    z.strictObject({ type: z.enum(['all', 'any']), conditions: z.array(ruleConditionSchema).check(z.minLength(1), z.maxLength(50)) }),
  ]),
);

/** A stop loss or take profit: a fraction of the entry fill, or a multiple of ATR(period) at the decision bar. */
export type RuleExitLevel =
  | { readonly kind: 'percent'; readonly fraction: number }
  | { readonly kind: 'atr'; readonly multiple: number; readonly period: number };

/** Zod schema of {@link RuleExitLevel}; a percent level is a fraction in (0, 1), e.g. 0.05 for 5 %. */
export const ruleExitLevelSchema: z.ZodMiniType<RuleExitLevel, RuleExitLevel> = z.union([
  z.strictObject({ kind: z.literal('percent'), fraction: z.number().check(z.gt(0), z.lt(1)) }),
  z.strictObject({ kind: z.literal('atr'), multiple: z.number().check(z.gt(0), z.lte(1000)), period }),
]);

/** Sizing of an entry, as {@link PositionSizing}: a share of equity in (0, 1] or a fixed number of units. */
export const ruleSizingSchema = z.union([
  z.strictObject({ kind: z.literal('equity'), fraction: z.number().check(z.gt(0), z.lte(1)) }),
  z.strictObject({ kind: z.literal('units'), units: z.number().check(z.gt(0), z.lte(1e12)) }),
]);

/** Which position a rule applies to; `any` = whichever is open. */
const sideSchema = z.enum(['long', 'short']);

/**
 * Zod schema of the explicit rule spec ({@link RuleSpec}): what {@link compileRule} returns and
 * {@link createRuleStrategy} accepts. Unknown keys are rejected.
 *
 * @example
 * ```ts
 * ruleSpecSchema.parse({ entries: [{ side: 'long', when: { type: 'cross', left: { type: 'sma', period: 10 },
 *   direction: 'above', right: { type: 'sma', period: 30 } } }] }); // version 1, exits [], filters [] filled in
 * ```
 * @see docs/rule-grammar.md (The explicit spec)
 */
export const ruleSpecSchema = z.strictObject({
  version: z._default(z.literal(RULE_SPEC_VERSION), RULE_SPEC_VERSION),
  /** Open a position on `side` when `when` holds (and every filter of that side). */
  entries: z.array(z.strictObject({ side: sideSchema, when: ruleConditionSchema, sizing: z.optional(ruleSizingSchema) })).check(z.minLength(1), z.maxLength(20)),
  /** Close the open position on `side` (`any`: whichever is open) when `when` holds. */
  exits: z._default(z.array(z.strictObject({ side: z.enum(['long', 'short', 'any']), when: ruleConditionSchema })).check(z.maxLength(20)), []),
  /** Gates on entries of `side` (`any`: both sides); exits are never filtered. */
  filters: z._default(z.array(z.strictObject({ side: z.enum(['long', 'short', 'any']), when: ruleConditionSchema })).check(z.maxLength(20)), []),
  stop_loss: z.optional(ruleExitLevelSchema),
  take_profit: z.optional(ruleExitLevelSchema),
  /** Default sizing of every entry (an entry's own `sizing` wins); absent = the run's sizing. */
  sizing: z.optional(ruleSizingSchema),
  /** Time exit: close a trade this many bars after its entry fill. */
  max_bars: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_RULE_PERIOD))),
});

/** The explicit rule spec after validation (defaults filled in). */
export type RuleSpec = z.output<typeof ruleSpecSchema>;
/** The explicit rule spec as a caller may send it (`version`, `exits` and `filters` may be left out). */
export type RuleSpecInput = z.input<typeof ruleSpecSchema>;
/** One entry rule of a {@link RuleSpec}. */
export type RuleEntry = RuleSpec['entries'][number];
/** One exit rule or filter of a {@link RuleSpec}. */
export type RuleGate = RuleSpec['exits'][number];
