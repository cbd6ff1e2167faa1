import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import {
  factorInputSchema,
  probabilityIntervalSchema,
  reasonSchema,
  referenceDetailSchema,
  referencePriceSchema,
  signalFactorSchema,
  signalHistorySchema,
} from './_signalShapes.js';

/** The instrument a call is about. */
export const signalInstrumentSchema = z
  .looseObject({
    id: z.string().describe('Canonical id (EURUSD, XAUUSD, SPX, BTC-USD) or the equity ticker.'),
    name: z.string().describe('Its name.'),
    asset_class: z.enum(['forex', 'commodity', 'metal', 'index', 'crypto', 'future', 'equity']).describe('Asset class.'),
    quote_currency: z.string().describe('Currency of the prices (ISO 4217, or USX/GBX for cents and pence).'),
    point_size: z.number().nullable().describe('Price step of one point or pip of risk_points; null for crypto and equities (risk in price units).'),
    session_venue: z.string().describe('The venue whose session hours apply.'),
  })
  .describe('The instrument.');

/** The call, with its levels quoted off the reference while the session is closed. */
export const signalCallSchema = z
  .looseObject({
    direction: z.enum(['long', 'short', 'no_signal']).describe('The call.'),
    candidate: z.enum(['long', 'short']).nullable().describe('The side the vote picked, even when the call is no_signal; null when the vote is too weak.'),
    entry: z.number().describe('Entry quoted: the live perpetual mid while the session is closed and the reference is live, else the last close.'),
    stop: z.number().nullable().describe('Stop, moved with the entry; null without a candidate or a risk.'),
    take_profit: z.number().nullable().describe('Take-profit, moved with the entry; null without a candidate or a risk.'),
    last_close: z.number().describe('Close of the signal bar, which the engine priced the call off.'),
    entry_source: z.enum(['perp_exchange_mid', 'last_close']).describe('Where the entry comes from.'),
    entry_quality: z.enum(['live', 'none']).nullable().describe('`live` with a live reference, `none` with a refused one, null when no reference applies.'),
    risk_points: z.number().nullable().describe('Stop distance in price units (points × point size).'),
    reward_ratio: z.number().describe('Take-profit distance ÷ stop distance.'),
    spread: z.number().describe("Round-trip cost charged, price units (the asset class's basis points of the last close)."),
    probability: z.number().describe('Probability the take-profit is touched before the stop (the baseline when the history is insufficient).'),
    probability_interval: probabilityIntervalSchema,
    baseline_probability: z.number().describe('Driftless random-walk barrier probability 1/(1 + reward ratio).'),
    breakeven_probability: z.number().nullable().describe('Win probability needed to break even after costs; null without a risk.'),
    edge: z.number().nullable().describe('probability − breakeven_probability; null without a candidate.'),
    history: signalHistorySchema,
    score: z.number().describe('Σ weight × vote.'),
    threshold: z.number().describe('|score| needed for a candidate.'),
    bar_time: z.number().describe('Open time of the signal bar, epoch ms.'),
    factors: z.array(signalFactorSchema).describe('Every factor at the signal bar.'),
  })
  .describe('The call.');

/** What the bars were. */
export const signalBarsSchema = z
  .looseObject({
    count: z.number().describe('Bars at the timeframe the engine read.'),
    source_interval: z.enum(['1h', '1d']).describe('The interval the source delivered, resampled to the timeframe.'),
    source_count: z.number().nullable().describe('Source bars read; null with too little history.'),
    last_bar_time: z.number().nullable().describe('Open time of the last bar, epoch ms.'),
    last_bar_age_days: z.number().nullable().describe('Whole days from the last bar to the call.'),
    stale: z.boolean().describe('The last bar is older than the freshness rule allows.'),
  })
  .describe('The bars behind the call.');

/** Whether the served entry was kept for grading. */
export const signalRecordSchema = z
  .looseObject({
    kept: z.boolean().describe('True when the store kept the entry (entry source and quality) for grading against the next session.'),
    detail: prose(z.string()).nullable().describe('Why it was not kept; null when kept.'),
  })
  .nullable()
  .describe('Null when no reference was served (nothing to grade).');

/** The 200 answer of signalGenerate. */
export const signalGenerateResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    instrument: signalInstrumentSchema,
    timeframe: z.enum(['1h', '4h', '1d', '3d', '1w', '1m', '3m']).describe('The timeframe asked for.'),
    evaluated_at: z.string().describe('The instant the call was judged at (ISO 8601): the session and the reference are read at it.'),
    session: z.enum(['open', 'closed', 'continuous']).describe('The market session at the call (`continuous` for 24/7 crypto).'),
    risk: z
      .looseObject({
        risk_points: z.number().nullable().describe('risk_points as given; null when defaulted to 1.5 × ATR.'),
        unit: z.enum(['points', 'price']).describe('`points` (pips, index points, ticks) for instruments with a point size, else price units.'),
        price_distance: z.number().nullable().describe('The stop distance in price units.'),
      })
      .describe('How the risk was read.'),
    bars: signalBarsSchema,
    signal: signalCallSchema,
    factor_inputs: z.array(factorInputSchema).describe('The optional inputs (positioning, sentiment): what was used, and why not.'),
    reasons: z.array(reasonSchema).describe('Why the call is what it is, in order.'),
    notes: z.array(reasonSchema).describe('Notes on the data: stale bars, too little history.'),
    _meta: z
      .looseObject({
        reference: referencePriceSchema.nullable().describe('The reference price object while the session is closed and a perpetual lists the instrument; null otherwise (crypto never has one).'),
        reference_detail: referenceDetailSchema,
        record: signalRecordSchema,
      })
      .describe('Metadata: the reference price object.'),
  })
  .describe('One signal for one instrument: long, short or no_signal with entry, stop, take-profit and the probability the take-profit is touched first, every factor and the reference price while the session is closed.');
