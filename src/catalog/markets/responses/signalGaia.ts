import { z } from 'zod';
import { modelInputsSchema, predictionAnswerShape } from './_predictionShapes.js';

/** One family window priced. */
const gaiaFamilySchema = z
  .looseObject({
    family: z.enum(['quake_count', 'quake_threshold', 'tornado_count', 'sea_ice_min', 'hottest_year', 'hurricane_landfalls', 'vei6', 'bolide']).describe('The family.'),
    window: z.looseObject({ from: z.string().describe('First day.'), to: z.string().describe('Last day.') }).nullable().describe('The window counted over; null for yearly figures.'),
    year: z.number().nullable().describe('The year, for the sea-ice minimum and the hottest-year rank.'),
    markets: z.number().describe('Markets of this window priced.'),
    model: z.string().describe('The model.'),
    inputs: modelInputsSchema,
  })
  .describe('One family window priced.');

/** The 200 answer of signalGaia. */
export const signalGaiaResponse = z.looseObject({
  ...predictionAnswerShape,
  family: z.string().nullable().describe('The family asked for, or null for all.'),
  families: z.array(gaiaFamilySchema).describe('Every family window priced, with its model and inputs.'),
});
