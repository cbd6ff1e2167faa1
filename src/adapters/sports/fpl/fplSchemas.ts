import { z } from 'zod';

/** The source id of the Fantasy Premier League API in the fetch layer and in answers' `data` blocks. */
export const FPL_SOURCE = 'fpl';

/** The game's public API. */
export const FPL_BASE = 'https://fantasy.premierleague.com/api';

/** A decimal the game writes as a string (`"5.5"`). */
const numeric = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: `not a number: ${String(v)}` });
    return z.NEVER;
  }
  return n;
});
const int = z.number().int();

/** The parts of `bootstrap-static/` the port reads (the game sends many more fields; they are left alone). */
export const fplBootstrapSchema = z.object({
  events: z.array(
    z.object({
      id: int,
      name: z.string(),
      deadline_time: z.string(),
      finished: z.boolean(),
      is_current: z.boolean(),
      is_next: z.boolean(),
      average_entry_score: int.nullable().optional(),
      highest_score: int.nullable().optional(),
    }),
  ),
  game_settings: z.object({ squad_squadsize: int, squad_squadplay: int, squad_team_limit: int, squad_total_spend: int }),
  teams: z.array(
    z.object({
      id: int,
      name: z.string(),
      short_name: z.string(),
      strength: int,
      strength_attack_home: int,
      strength_attack_away: int,
      strength_defence_home: int,
      strength_defence_away: int,
    }),
  ),
  total_players: int,
  element_types: z.array(
    z.object({
      id: int,
      singular_name: z.string(),
      singular_name_short: z.string(),
      squad_select: int,
      squad_min_play: int.nullable(),
      squad_max_play: int.nullable(),
    }),
  ),
  elements: z.array(
    z.object({
      id: int,
      code: int,
      web_name: z.string(),
      first_name: z.string(),
      second_name: z.string(),
      team: int,
      element_type: int,
      now_cost: int,
      status: z.string(),
      chance_of_playing_next_round: int.nullable(),
      news: z.string(),
      total_points: int,
      form: numeric,
      points_per_game: numeric,
      selected_by_percent: numeric,
      minutes: int,
      starts: int.optional(),
      goals_scored: int,
      assists: int,
      clean_sheets: int,
      expected_goals: numeric.optional(),
      expected_assists: numeric.optional(),
      ict_index: numeric,
    }),
  ),
});

/** One entry of `fixtures/`. */
export const fplFixtureSchema = z.object({
  id: int,
  event: int.nullable(),
  kickoff_time: z.string().nullable(),
  team_h: int,
  team_a: int,
  team_h_score: int.nullable(),
  team_a_score: int.nullable(),
  team_h_difficulty: int,
  team_a_difficulty: int,
  started: z.boolean().nullable(),
  finished: z.boolean(),
});

/** `element-summary/<id>/`: coming fixtures, this season's matches and past seasons. */
export const fplElementSummarySchema = z.object({
  fixtures: z.array(z.object({ id: int, event: int.nullable(), kickoff_time: z.string().nullable(), is_home: z.boolean(), difficulty: int })),
  history: z.array(
    z.object({
      element: int,
      fixture: int,
      opponent_team: int,
      total_points: int,
      was_home: z.boolean(),
      kickoff_time: z.string(),
      round: int,
      minutes: int,
      goals_scored: int,
      assists: int,
      clean_sheets: int,
      goals_conceded: int,
      saves: int,
      bonus: int,
      bps: int,
      yellow_cards: int,
      red_cards: int,
      starts: int.optional(),
      expected_goals: numeric.optional(),
      expected_assists: numeric.optional(),
      value: int,
      selected: int,
    }),
  ),
  history_past: z.array(z.object({ season_name: z.string(), total_points: int, minutes: int, start_cost: int, end_cost: int })),
});
