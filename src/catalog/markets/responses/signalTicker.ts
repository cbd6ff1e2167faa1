import { z } from 'zod';
import { predictionAnswerShape } from './_predictionShapes.js';

/** The answer's view of one underlying. */
const underlyingSchema = z
  .looseObject({
    instrument: z.string().describe('The instrument (BTC-USD, XAUUSD, SPX, TSLA).'),
    spot: z.number().describe('The last daily close read.'),
    realised_volatility: z.number().describe('Annualised close-to-close volatility of the last daily closes.'),
    sample_size: z.number().describe('Returns it was estimated from.'),
    last_bar: z.string().describe('The time of the last bar read (ISO).'),
  })
  .describe('One underlying priced.');

/** The 200 answer of signalTicker. */
export const signalTickerResponse = z.looseObject({
  ...predictionAnswerShape,
  class: z.enum(['commodities', 'stocks', 'crypto']).describe('The class scanned.'),
  underlyings: z.array(underlyingSchema).describe('Every underlying priced, with its spot and volatility.'),
});
