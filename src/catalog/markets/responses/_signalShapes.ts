import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';

/*
 * Response pieces shared by the price-driven market endpoints (signal/generate, signal/equities, signal/futures, the
 * market, forex, CMI, futures and crypto scans): the specification's reference price object, a call, a ranked row.
 */

/** A reason with its stable code and its sentence. */
export const reasonSchema = z
  .looseObject({
    code: z.string().describe('Stable code of the reason (the message key).'),
    message: prose(z.string()).describe('The reason in words.'),
  })
  .describe('A reason with its code.');

/** The specification's reference price object, field for field. */
export const referencePriceSchema = z
  .looseObject({
    source: z.enum(['perp_exchange_mid']).nullable().describe('`perp_exchange_mid` when the perpetual mid is the reference; null when the book was refused and the signal is priced off the last session close.'),
    coin: z.string().describe('The listing the number came from, `<prefix>:<symbol>`.'),
    label: z.string().describe("The listing's own label; never the index name."),
    quality: z.enum(['live', 'none']).describe('`live` for a live reference, `none` for a refused one.'),
    reason: z.enum(['dead_book', 'illiquid', 'mark_oracle_divergence', 'stale', 'fetch_failed', 'unit_mismatch', 'unbounded']).nullable().describe('Why the book was refused; null when live.'),
    session: z.enum(['closed']).describe('Always `closed`: the reference exists only while the session is closed.'),
    as_of: z.number().describe('Time of the reference, epoch milliseconds.'),
    mid: z.number().describe('Perpetual mid (the last close when refused).'),
    mark: z.number().describe('Perpetual mark (the last close when refused).'),
    oracle: z.number().describe('Venue oracle (the last close when refused).'),
    vs_last_close_pct: z.number().describe('Reference versus the last session close, percent (0 when refused).'),
    attribution: prose(z.string()).describe('Data attribution: a 24/7 perpetual reference, not an exchange price; levels quoted off it are next-session-open estimates.'),
  })
  .describe('The reference price object: a 24/7 perpetual reference while the session is closed, or the refusal priced off the last close.');

/** One threshold the perpetual book was held to. */
const referenceCheckSchema = z
  .looseObject({
    reason: z.enum(['dead_book', 'illiquid', 'mark_oracle_divergence', 'stale', 'unit_mismatch', 'unbounded']).describe('The refusal this check guards against.'),
    passed: z.boolean().nullable().describe('true passes, false fails, null when the book lacks what it measures.'),
    value: z.number().nullable().describe('What was measured, in `unit`.'),
    limit: z.number().describe("The rule's threshold, in `unit`."),
    unit: z.enum(['seconds', 'bps', 'notional', 'ratio', 'pct']).describe('Unit of `value` and `limit`.'),
  })
  .describe('One threshold of the reference gate.');

/** How the reference of one instrument was decided. */
export const referenceDetailSchema = z
  .looseObject({
    absent: z
      .enum(['session_open', 'no_perpetual', 'crypto_instrument', 'source_not_configured', 'listings_unavailable', 'no_last_close'])
      .nullable()
      .describe('Why there is no reference object; null when there is one.'),
    session: z.enum(['open', 'closed', 'continuous']).describe('The market session at the call: `continuous` for 24/7 crypto.'),
    explanation: prose(z.string()).describe('What happened, in one sentence.'),
    checks: z.array(referenceCheckSchema).describe('Every threshold the book was held to, in order; empty when no book was read.'),
    observed: z
      .looseObject({
        venue: z.string().describe('The venue.'),
        time: z.number().describe("The venue's book time, epoch ms."),
        best_bid: z.number().nullable().describe('Best bid.'),
        best_ask: z.number().nullable().describe('Best ask.'),
        mid: z.number().nullable().describe('Mid of the top of book.'),
        mark: z.number().nullable().describe('Mark price.'),
        oracle: z.number().nullable().describe('Oracle price.'),
        funding: z.number().nullable().describe('Funding per interval, a fraction.'),
      })
      .nullable()
      .describe("The venue's numbers as read, also when refused; null when no book was read."),
    last_close: z
      .looseObject({ price: z.number().describe('The last session close.'), time: z.number().describe('Its time, epoch ms.') })
      .nullable()
      .describe('The last session close the reference is measured against; null when not looked up.'),
  })
  .describe('How the reference price was decided.');

/** One factor of the model at the signal bar. */
export const signalFactorSchema = z
  .looseObject({
    name: z.enum(['trend', 'momentum', 'mean_reversion', 'volatility', 'positioning', 'sentiment']).describe('The factor.'),
    value: z.number().nullable().describe('Headline reading (see docs/signal-model.md); null while warming up.'),
    vote: z.union([z.literal(-1), z.literal(0), z.literal(1)]).describe('−1 short, 0 neutral, +1 long.'),
    weight: z.number().describe('Weight of the vote.'),
    state: z.string().describe("Discretised state: long, short, neutral or n/a (volatility: low, normal, high or n/a)."),
    inputs: z.record(z.string(), z.number().nullable()).describe('The indicator values behind the reading.'),
    in_history: z.boolean().describe('Whether past bars are matched on this factor.'),
  })
  .describe('One factor at the signal bar.');

/** How an optional input (positioning, sentiment) was used. */
export const factorInputSchema = z
  .looseObject({
    factor: z.enum(['positioning', 'sentiment']).describe('The factor it feeds.'),
    source: z.enum(['cftc_cot', 'perp_funding', 'fear_greed']).describe('Commitments of Traders, perpetual funding, or the crypto fear-and-greed index.'),
    used: z.boolean().describe('Whether the call used it.'),
    reading: z.number().nullable().describe('The reading at the signal bar (a z-score, or sentiment in [−1, 1]); null when not used.'),
    in_history: z.boolean().describe('Whether the history conditions on it (a series) or it only votes.'),
    reason: z.enum(['no_source_market', 'no_reading', 'source_not_configured', 'source_unavailable', 'unknown_at_source']).nullable().describe('Why it is not used; null when used.'),
    message: prose(z.string()).describe('What was used, or why not, in words.'),
  })
  .describe('An optional input of the model, used or not.');

/** The walk-forward history behind a probability. */
export const signalHistorySchema = z
  .looseObject({
    state: z.string().describe('The discretised state matched.'),
    samples: z.number().describe('Past non-overlapping trades in the same state, resolved by the signal bar.'),
    hits: z.number().describe('Of those, trades that reached the take-profit first.'),
    unresolved: z.number().describe('1 when the next trade in the state was still open at the signal bar.'),
    empirical_rate: z.number().nullable().describe('hits ÷ samples; null without samples.'),
    weight: z.number().describe('samples ÷ (samples + prior_strength).'),
    prior_strength: z.number().describe('The prior, in pseudo-trades.'),
    min_samples: z.number().describe('Samples needed before the history counts.'),
    sufficient: z.boolean().describe('samples ≥ min_samples.'),
  })
  .describe('The walk-forward history behind the probability.');

/** A probability interval. */
export const probabilityIntervalSchema = z
  .looseObject({
    lower: z.number().describe('Lower bound.'),
    upper: z.number().describe('Upper bound.'),
    level: z.number().describe('Level, e.g. 0.9.'),
  })
  .describe('Equal-tailed posterior interval of the probability.');

/** A factor of a ranked call, in short. */
const scanFactorSchema = z
  .looseObject({
    name: z.string().describe('The factor.'),
    vote: z.union([z.literal(-1), z.literal(0), z.literal(1)]).describe('−1 short, 0 neutral, +1 long.'),
    state: z.string().describe('Discretised state.'),
    value: z.number().nullable().describe('Headline reading; null while warming up.'),
  })
  .describe('A factor of the call.');

/** One ranked call of a scan. */
export const scanRowSchema = z
  .looseObject({
    rank: z.number().describe('1-based rank: tradable calls first, then larger edge after costs.'),
    symbol: z.string().describe('Canonical instrument id.'),
    name: z.string().describe('Instrument name.'),
    asset_class: z.string().describe('forex, metal, commodity, index, crypto, future or equity.'),
    direction: z.enum(['long', 'short', 'no_signal']).describe('The side when the call clears its costs, else no_signal.'),
    tradable: z.boolean().describe('Candidate side, sufficient history, positive edge after costs, spread below the reward.'),
    candidate: z.enum(['long', 'short']).nullable().describe('The side the vote picked; null when the vote is too weak.'),
    probability: z.number().describe('Probability the take-profit is touched before the stop.'),
    probability_interval: probabilityIntervalSchema,
    baseline_probability: z.number().describe('Driftless random-walk barrier probability 1/(1 + reward ratio).'),
    breakeven_probability: z.number().nullable().describe('Win probability needed after costs; null without a risk.'),
    edge: z.number().nullable().describe('probability − breakeven_probability; null without a candidate.'),
    spread: z.number().describe("Round-trip cost charged, price units (the asset class's basis points of the entry)."),
    samples: z.number().describe('Past trades behind the probability.'),
    history_sufficient: z.boolean().describe('Whether the history reached its minimum sample.'),
    entry: z.number().describe('Entry: the signal bar close.'),
    stop: z.number().nullable().describe('Stop; null without a candidate.'),
    take_profit: z.number().nullable().describe('Take-profit; null without a candidate.'),
    risk_points: z.number().nullable().describe('Stop distance, price units.'),
    reward_ratio: z.number().describe('Take-profit distance ÷ stop distance.'),
    bar_time: z.number().describe('Open time of the signal bar, epoch ms.'),
    factors: z.array(scanFactorSchema).describe('The factors at the signal bar.'),
    inputs: z
      .array(
        z.looseObject({
          factor: z.enum(['positioning', 'sentiment']).describe('The factor.'),
          source: z.string().describe('cftc_cot, perp_funding or fear_greed.'),
          used: z.boolean().describe('Whether it was used.'),
          reason: z.string().nullable().describe('Why not; null when used.'),
        }),
      )
      .describe('The optional inputs, used or not.'),
    reasons: z.array(reasonSchema).describe("The engine's reasons for this call."),
  })
  .describe('One ranked call.');

/** An instrument of a scan without a call. */
export const scanSkipSchema = z
  .looseObject({
    symbol: z.string().describe('Canonical instrument id.'),
    reason: z.enum(['no_data', 'bad_data', 'too_little_history', 'stale_bars', 'source_unavailable', 'unknown_at_source']).describe('Why there is no call.'),
    source: z.string().nullable().describe('The source that failed or refused; null otherwise.'),
    bars: z.number().nullable().describe('Bars at the timeframe, when counted.'),
    message: prose(z.string()).describe('Why, in words.'),
  })
  .describe('An instrument without a call, and why.');

/** The shape every scan answer shares. */
export const scanAnswerShape = {
  timeframe: z.enum(['1h', '4h', '1d', '3d', '1w', '1m', '3m']).describe('The bar timeframe the calls were made on.'),
  evaluated_at: z.string().describe('The instant the scan was judged at (ISO 8601): sessions and the reference are read at it.'),
  top: scanRowSchema.nullable().describe('The best call that clears its costs; null when none does (nothing is sold then).'),
  ranked: z.array(scanRowSchema).describe('Every call, tradable first, then by edge after costs.'),
  skipped: z.array(scanSkipSchema).describe('Instruments without a call: no data, too little history, stale bars, a failed or refusing source.'),
  partial: z.boolean().describe('True when some instruments could not be read: the ranking covers the others.'),
  failed: z.array(z.string()).describe('The instruments whose data could not be read.'),
  reasons: z.array(reasonSchema).describe('The ranking in words: the top call, or why there is none, and what was left out.'),
};

/** `_meta` of a scan: the reference objects by symbol. */
export const scanMetaSchema = z
  .looseObject({
    reference: z
      .record(z.string(), referencePriceSchema)
      .describe('Reference objects by symbol: only instruments whose session is closed and that have a perpetual listing; a symbol is omitted while its session is open.'),
    reference_detail: z.record(z.string(), referenceDetailSchema).describe('How each closed-session reference was decided, by symbol.'),
  })
  .describe('Metadata: the reference price objects.');
