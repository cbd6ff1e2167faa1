import { z } from 'zod';
import { predictionAnswerShape } from './_predictionShapes.js';

/** One macro ladder (an event of one venue) priced. */
const macroLadderSchema = z
  .looseObject({
    family: z.enum(['cpi_yoy', 'unrate', 'us10y']).describe('The figure.'),
    event_id: z.string().nullable().describe("The venue's event id."),
    source_series: z.string().describe('The published series read (CPIAUCNSL, UNRATE, DGS10).'),
    latest: z.number().nullable().describe('The latest published figure (CPI: its 12-month change).'),
    latest_period: z.string().nullable().describe('The period of the latest observation.'),
    centre: z.number().describe('The centre of the next figure\'s distribution.'),
    scale: z.number().describe('Its scale (Student t or normal).'),
    surprise_basis: z.enum(['consensus', 'changes']).describe('What the spread is estimated from.'),
    sample_size: z.number().describe('Past surprises or changes used.'),
    distribution: z.enum(['t', 'normal']).describe('The predictive distribution.'),
    step: z.number().describe('The published rounding step the rungs settle on.'),
    buckets_total: z.number().nullable().describe('Σ over the bucket rungs, or null without buckets.'),
  })
  .describe('One macro ladder priced.');

/** The 200 answer of signalMacro. */
export const signalMacroResponse = z.looseObject({
  ...predictionAnswerShape,
  family: z.enum(['cpi_yoy', 'unrate', 'us10y']).nullable().describe('The family asked for, or null for all three.'),
  ladders: z.array(macroLadderSchema).describe('Every ladder priced.'),
});
