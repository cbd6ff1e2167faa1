import { z } from 'zod';
import { predictionAnswerShape } from './_predictionShapes.js';

/** One city-month priced. */
const rainLadderSchema = z
  .looseObject({
    city: z.string().describe('The city.'),
    station: z.string().describe('The settlement gauge (ICAO id).'),
    month: z.string().describe('The month, YYYY-MM.'),
    month_to_date_in: z.number().describe('Precipitation measured so far this month at the gauge, inches (hourly reports, once per hour): a floor.'),
    days_left: z.number().describe('Days left in the month.'),
    climatology_years: z.number().describe('Past years of the same remaining days in the climatology.'),
    dry_share: z.number().describe('Share of those years with no precipitation over the remaining days.'),
    forecast_members: z.number().describe('Ensemble members used (0 when the month ends beyond the forecast).'),
    forecast_weight: z.number().describe("The forecast's weight against climatology."),
    expected_remaining_in: z.number().describe('Expected precipitation over the rest of the month, inches.'),
    buckets_total: z.number().nullable().describe('Σ probability over the bucket rungs: 1 when they tile the line; null without buckets.'),
  })
  .describe('One monthly rain ladder priced.');

/** The 200 answer of signalRainy. */
export const signalRainyResponse = z.looseObject({
  ...predictionAnswerShape,
  city: z.string().nullable().describe('The city asked for, or null for all five.'),
  ladders: z.array(rainLadderSchema).describe('Every ladder priced, with its inputs.'),
});
