import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { predictionAnswerShape } from './_predictionShapes.js';

/** The same event on several venues. */
const eventSchema = z
  .looseObject({
    similarity: z.number().describe('The lowest word-set similarity between the venues\' questions.'),
    markets: z
      .array(
        z
          .looseObject({
            venue: z.enum(['polymarket', 'kalshi', 'manifold']).describe('The venue.'),
            market_id: z.string().describe("The venue's market id."),
            question: z.string().describe("The venue's question."),
            money: z.enum(['real', 'play']).describe('`play` for Manifold (mana): a forecast, never a price.'),
            forecast: z.number().nullable().describe("The venue's probability: the mid of real-money quotes, or play money's indicative probability."),
            best_bid: moneySchema.nullable().describe('The listed best bid, or null.'),
            best_ask: moneySchema.nullable().describe('The listed best ask, or null.'),
            close_time: z.string().nullable().describe('Close time.'),
            resolution_source: z.string().nullable().describe('The resolution source the venue names.'),
          })
          .describe('One venue\'s market.'),
      )
      .describe('One market per venue.'),
  })
  .describe('One event matched across venues.');

/** The 200 answer of scanPredmarket. */
export const scanPredmarketResponse = z.looseObject({
  ...predictionAnswerShape,
  events: z.array(eventSchema).describe('Events found on two or more venues, most alike first.'),
});
