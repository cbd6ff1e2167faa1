import { z } from 'zod';

/** One outcome as The Odds API v4 sends it (`point` only for spreads and totals). */
export const oddsApiOutcomeSchema = z.object({
  name: z.string(),
  price: z.number().positive(),
  point: z.number().nullable().optional(),
});

/** One book's market (`last_update` is sent per market since 2023; older answers have it per book only). */
export const oddsApiMarketSchema = z.object({
  key: z.string(),
  last_update: z.string().nullable().optional(),
  outcomes: z.array(oddsApiOutcomeSchema),
});

/** One book with its markets. */
export const oddsApiBookmakerSchema = z.object({
  key: z.string(),
  title: z.string(),
  last_update: z.string(),
  markets: z.array(oddsApiMarketSchema),
});

/** One event of `GET /v4/sports/{sport}/odds` (an array of these) or `GET /v4/sports/{sport}/events/{id}/odds` (one). */
export const oddsApiEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().optional(),
  commence_time: z.string().regex(/^\d{4}-\d{2}-\d{2}T/, 'an ISO 8601 time'),
  home_team: z.string().nullable().optional(),
  away_team: z.string().nullable().optional(),
  bookmakers: z.array(oddsApiBookmakerSchema).default([]),
});

/** One entry of `GET /v4/sports`. */
export const oddsApiSportSchema = z.object({
  key: z.string(),
  group: z.string().optional(),
  title: z.string(),
  description: z.string().optional(),
  active: z.boolean(),
  has_outrights: z.boolean(),
});

/** The body of a refusal (401, 404, 422, 429): `message`, `error_code`, `details_url`. */
export const oddsApiErrorSchema = z.object({
  message: z.string().optional(),
  error_code: z.string().optional(),
});
