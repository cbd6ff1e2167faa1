import { z } from 'zod';
import { predictionAnswerShape } from './_predictionShapes.js';

/** One counting window priced. */
const windowSchema = z
  .looseObject({
    handle: z.string().describe('The account.'),
    from: z.string().describe('First day of the window.'),
    to: z.string().describe('Last day of the window.'),
    observed: z.number().describe('Posts counted so far in the window.'),
    elapsed_fraction: z.number().describe('Share of the window elapsed.'),
    past_windows: z.number().describe('Past windows of the same length the distribution is fitted to.'),
    mean_per_window: z.number().describe('Mean posts per window.'),
    distribution: z.enum(['poisson', 'negative-binomial']).describe('The fitted count distribution.'),
    expected_total: z.number().describe('Expected posts over the whole window.'),
  })
  .describe('One post-count window priced.');

/** The 200 answer of signalAttention. */
export const signalAttentionResponse = z.looseObject({
  ...predictionAnswerShape,
  handle: z.string().nullable().describe('The handle asked for (without @), or null for every account.'),
  windows: z.array(windowSchema).describe('Every window priced.'),
});
