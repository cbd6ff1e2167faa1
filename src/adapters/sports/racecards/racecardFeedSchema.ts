import { z } from 'zod';

/** The source id of the configured racecard feed in the fetch layer and in answers' `data` blocks. */
export const RACECARDS_SOURCE = 'racecards';

/** The version tag every feed answer carries. */
export const RACECARD_FEED_FORMAT = 'guidekit.racecards/1';

/** `1/5` or `0.2`: the fraction of the win odds paid on a place. */
const fraction = z.union([
  z.number().gt(0).lte(1),
  z
    .string()
    .regex(/^\d+\/\d+$/)
    .transform((s) => {
      const [a, b] = s.split('/').map(Number) as [number, number];
      return a / b;
    })
    .refine((f) => f > 0 && f <= 1, 'a fraction in (0, 1]'),
]);

/**
 * The racecard feed format guidekit reads (docs/sports-sources.md): one JSON document per date, `GET <url>?date=YYYY-MM-DD`,
 * holding every GB and Irish race of that day with its runners, prices, going, distance and each-way terms. An
 * operator points GUIDEKIT_RACECARDS_URL at any service that answers in this shape.
 */
export const racecardFeedSchema = z.object({
  format: z.literal(RACECARD_FEED_FORMAT),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  generated_at: z.string().optional(),
  races: z.array(
    z.object({
      race_id: z.string().min(1),
      course: z.string().min(1),
      country: z.enum(['GB', 'IRE']),
      off_time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/, 'an ISO 8601 time with its offset'),
      race_name: z.string(),
      type: z.enum(['flat', 'hurdle', 'chase', 'nh_flat']),
      handicap: z.boolean(),
      class: z.number().int().min(1).max(7).nullable().optional(),
      distance_yards: z.number().int().positive(),
      distance: z.string(),
      going: z.string(),
      surface: z.enum(['turf', 'all_weather']),
      place_terms: z.object({ places: z.number().int().min(1).max(8), fraction }).nullable(),
      runners: z.array(
        z.object({
          number: z.number().int().positive(),
          draw: z.number().int().positive().nullable().optional(),
          horse: z.string().min(1),
          age: z.number().int().positive().nullable().optional(),
          weight_lbs: z.number().int().positive().nullable().optional(),
          jockey: z.string().nullable().optional(),
          trainer: z.string().nullable().optional(),
          official_rating: z.number().int().nullable().optional(),
          form: z.string().nullable().optional(),
          non_runner: z.boolean().default(false),
          prices: z.array(z.object({ bookmaker: z.string().min(1), decimal: z.number().gt(1), fractional: z.string().nullable().optional() })).default([]),
        }),
      ),
    }),
  ),
});
