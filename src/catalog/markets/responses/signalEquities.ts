import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { factorInputSchema, reasonSchema, referenceDetailSchema, referencePriceSchema, scanRowSchema, scanSkipSchema } from './_signalShapes.js';
import { signalBarsSchema, signalCallSchema, signalInstrumentSchema, signalRecordSchema } from './signalGenerate.js';

const TYPES = ['breakout', 'pullback_in_trend', 'mean_reversion'] as const;

/** One signal type's gate. */
const gateSchema = z
  .looseObject({
    type: z.enum(TYPES).describe('The signal type.'),
    passed: z.boolean().nullable().describe('true passes, false fails, null when the engine picked no side to gate.'),
    failures: z.array(reasonSchema).describe('Each condition that failed.'),
    message: prose(z.string()).describe('The gate in words.'),
  })
  .describe("One signal type's gate on the engine's factors.");

/** The gating of a call. */
const gatingSchema = z
  .looseObject({
    side: z.enum(['long', 'short']).nullable().describe('The side the vote picked; null when none.'),
    types: z.array(gateSchema).describe('Each signal type checked.'),
    passed_types: z.array(z.enum(TYPES)).describe('The types that passed.'),
    verdict: reasonSchema.describe('The gated verdict in words.'),
  })
  .describe('Signal-type gating of the call.');

/** One candidate of the default list, gated. */
const candidateSchema = scanRowSchema
  .extend({
    gated_direction: z.enum(['long', 'short', 'no_signal']).describe('The call after gating: its side when tradable and a type passes, else no_signal.'),
    passed_types: z.array(z.enum(TYPES)).describe('The signal types its call passed.'),
  })
  .describe('One ticker of the list, ranked and gated.');

/** The 200 answer of signalEquities. */
export const signalEquitiesResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    ticker: z.string().nullable().describe('The ticker asked for; null when the default list was scanned.'),
    universe: z
      .looseObject({ id: z.string().describe('markets.equities.default_universe.'), count: z.number().describe('Tickers scanned.'), symbols: z.array(z.string()).describe('The tickers.') })
      .nullable()
      .describe('The list scanned when no ticker is given; null with a ticker.'),
    type_filter: z.enum(TYPES).nullable().describe('The signal type asked for; null for all three.'),
    timeframe: z.enum(['1d']).describe('Equity signals read daily bars.'),
    evaluated_at: z.string().describe('The instant of the call (ISO 8601).'),
    direction: z.enum(['long', 'short', 'no_signal']).describe("The gated call: the engine's side when it clears its costs and a signal type passes its gate."),
    instrument: signalInstrumentSchema.nullable().describe('The equity the call is about; null when the list gave no gated call.'),
    session: z.enum(['open', 'closed', 'continuous']).nullable().describe('Its session at the call; null without an instrument.'),
    bars: signalBarsSchema.nullable(),
    signal: signalCallSchema.nullable().describe("The engine's call, levels quoted off the reference while closed; null without an instrument."),
    gating: gatingSchema.nullable(),
    factor_inputs: z.array(factorInputSchema).describe('The optional inputs (positioning, sentiment): equities have neither source.'),
    reasons: z.array(reasonSchema).describe("The engine's reasons, then the gating verdict."),
    notes: z.array(reasonSchema).describe('Notes on the data.'),
    candidates: z.array(candidateSchema).describe('With the default list: every ticker ranked by edge after costs and gated; empty with a ticker.'),
    skipped: z.array(scanSkipSchema).describe('Tickers of the list without a call, and why.'),
    partial: z.boolean().describe('True when some tickers could not be read.'),
    failed: z.array(z.string()).describe('The tickers whose data could not be read.'),
    _meta: z
      .looseObject({
        reference: referencePriceSchema.nullable().describe('The reference price object while the session is closed and a perpetual lists the equity; null otherwise.'),
        reference_detail: referenceDetailSchema.nullable(),
        record: signalRecordSchema,
      })
      .describe('Metadata: the reference price object.'),
  })
  .describe('An equity call gated by signal type (breakout, pullback in trend, mean reversion): the engine\'s call, each type\'s gate with why it passed or failed, and the reference price while the session is closed.');
