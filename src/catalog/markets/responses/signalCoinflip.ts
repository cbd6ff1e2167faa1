import { z } from 'zod';
import { predictionAnswerShape } from './_predictionShapes.js';

/** The session of one instrument so far. */
const sessionSchema = z
  .looseObject({
    instrument: z.string().describe('The FX pair or equity.'),
    class: z.enum(['fx', 'equity']).describe('FX or equity.'),
    open: z.number().describe("Today's open the up/down market settles against."),
    last: z.number().describe('The latest price read.'),
    volatility_per_hour: z.number().describe('Standard deviation of one hour\'s log return.'),
    sample_size: z.number().describe('Hourly returns it was estimated from.'),
  })
  .describe('One instrument\'s session so far.');

/** The 200 answer of signalCoinflip. */
export const signalCoinflipResponse = z.looseObject({
  ...predictionAnswerShape,
  class: z.enum(['fx', 'equity']).nullable().describe('The class asked for, or null for both.'),
  instruments: z.array(sessionSchema).describe('Every instrument priced.'),
});
