import { z } from 'zod';
import { predictionAnswerShape } from './_predictionShapes.js';

/** One settlement day of one city on one venue, as priced. */
const temperatureLadderSchema = z
  .looseObject({
    venue: z.string().describe('The venue.'),
    city: z.string().describe('The city.'),
    station: z.string().describe('The settlement station the venue names (ICAO id).'),
    station_name: z.string().describe("The station's name."),
    extreme: z.enum(['max', 'min']).describe('The day\'s highest (`max`) or lowest (`min`) temperature.'),
    date: z.string().describe('The settlement day (the station\'s local date).'),
    unit: z.enum(['F', 'C']).describe('The unit of the buckets.'),
    observed_extreme: z.number().nullable().describe('The station\'s extreme so far today, whole degrees; null without observations.'),
    observations: z.number().describe('Station observations read for the day so far.'),
    remaining_hours: z.number().describe('Forecast hours left in the settlement day.'),
    members: z.number().describe('Ensemble members priced.'),
    spread: z.number().nullable().describe('The kernel bandwidth (degrees) of the remaining-hours extreme; null when decided.'),
    new_extreme_probability: z.number().nullable().describe('P(the remaining hours set a new extreme beyond the observed one).'),
    buckets_total: z.number().describe('Σ probability over the venue\'s buckets: 1 when they cover every degree.'),
    status: z.enum(['open', 'decided']).describe('`decided` when no hours are left.'),
  })
  .describe('One temperature ladder priced.');

/** The 200 answer of signalStormy. */
export const signalStormyResponse = z.looseObject({
  ...predictionAnswerShape,
  city: z.string().nullable().describe('The city asked for, or null for every city.'),
  ladders: z.array(temperatureLadderSchema).describe('Every ladder priced, with the station and model inputs.'),
});
