import { z } from 'zod';
import { predictionAnswerShape } from './_predictionShapes.js';

const scoresSchema = z
  .looseObject({ brier: z.number().describe('Brier score.'), log_loss: z.number().describe('Log loss.'), ece: z.number().describe('Expected calibration error (10 bins).') })
  .nullable();

/** The 200 answer of signalPredvenue. */
export const signalPredvenueResponse = z.looseObject({
  ...predictionAnswerShape,
  category: z.enum(['crypto', 'economics', 'geopolitics', 'politics', 'sports', 'esports', 'entertainment', 'weather', 'ai-tech']).describe('The category scanned.'),
  calibration: z
    .looseObject({
      applied: z.boolean().describe('True when a calibration was fitted and applied; false with too few resolved markets (then no calibration, never a guessed one).'),
      method: z.enum(['platt', 'isotonic']).nullable().describe('The calibration method, or null.'),
      sample_size: z.number().describe('Resolved markets of the category scored.'),
      required: z.number().describe('The fewest needed to apply a calibration.'),
      lead_days: z.number().describe('Each resolved market is scored at its last price this many days before its close.'),
      resolved_read: z.number().describe('Resolved markets read from the venues.'),
      excluded: z
        .looseObject({
          void: z.number().describe('Void (cancelled, 50-50) markets: left out and counted.'),
          play_money: z.number().describe('Play-money markets.'),
          no_history: z.number().describe('Markets without a price history.'),
          no_price_before_lead: z.number().describe('Markets with no price before the lead.'),
          not_binary: z.number().describe('Multi-outcome or unresolved markets.'),
        })
        .describe('Resolved markets left out, by reason.'),
      parameters: z
        .union([z.looseObject({ a: z.number().describe('Slope on logit p.'), b: z.number().describe('Intercept.') }), z.looseObject({ knots: z.number().describe('Isotonic knots.') })])
        .nullable()
        .describe('The fitted map, or null.'),
      market_scores: scoresSchema.describe("The market prices' own scores on the sample."),
      calibrated_scores_in_sample: scoresSchema.describe('The calibrated probabilities\' scores on the same sample (in sample: optimistic).'),
    })
    .describe('The calibration fitted on resolved markets of the same category.'),
});
