import { z } from 'zod';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { FplSource } from '../../markets/ports/FplSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { failUnreadable } from '../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../markets/_lib/parseSourceJson.js';
import { pickTrace } from '../markets/_lib/pickTrace.js';
import { FPL_BASE, FPL_SOURCE, fplBootstrapSchema, fplElementSummarySchema, fplFixtureSchema } from './fpl/fplSchemas.js';

/** Options of {@link createFplSource}. */
export interface CreateFplSourceOptions {
  /** The fetch layer (policy `fpl`). */
  readonly fetcher: SourceFetcher;
}

/** A player's record changes once a gameweek: an hour of cache is plenty. */
const PLAYER_TTL_SECONDS = 3600;

/**
 * The `fpl` port over the Fantasy Premier League game's public API: `bootstrap-static/` (the whole player pool, the
 * clubs with the game's strengths, positions with their squad limits, gameweeks and the squad rules), `fixtures/`
 * (every fixture with the game's difficulty ratings, filtered to one gameweek when asked) and
 * `element-summary/<id>/` (one player's matches this season, coming fixtures and past seasons). Prices stay integer
 * tenths of a million. An unknown player id is a 400 naming `playerId`; the game's API down, or answering "the game
 * is being updated" at season rollover, is a 503 naming `fpl`.
 *
 * @param options - {@link CreateFplSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const fpl = createFplSource({ fetcher });
 * const { players, rules } = await fpl.game({ trace });
 * rules.budget //=> 1000 (£100.0m)
 * ```
 * @see docs/sports-sources.md
 */
export function createFplSource(options: CreateFplSourceOptions): FplSource {
  const { fetcher } = options;
  return {
    async game(call) {
      const res = await fetcher.fetch(FPL_SOURCE, { url: `${FPL_BASE}/bootstrap-static/`, ...pickTrace(call) });
      const raw = parseSourceJson(res, fplBootstrapSchema, FPL_SOURCE, 'the bootstrap-static answer');
      return {
        players: raw.elements.map((e) => ({
          id: e.id,
          code: e.code,
          webName: e.web_name,
          firstName: e.first_name,
          secondName: e.second_name,
          team: e.team,
          position: e.element_type,
          price: e.now_cost,
          status: e.status,
          chanceOfPlayingNextRound: e.chance_of_playing_next_round,
          news: e.news,
          totalPoints: e.total_points,
          form: e.form,
          pointsPerGame: e.points_per_game,
          selectedByPercent: e.selected_by_percent,
          minutes: e.minutes,
          starts: e.starts ?? 0,
          goalsScored: e.goals_scored,
          assists: e.assists,
          cleanSheets: e.clean_sheets,
          expectedGoals: e.expected_goals ?? 0,
          expectedAssists: e.expected_assists ?? 0,
          ictIndex: e.ict_index,
        })),
        teams: raw.teams.map((t) => ({
          id: t.id,
          name: t.name,
          shortName: t.short_name,
          strength: t.strength,
          strengthAttackHome: t.strength_attack_home,
          strengthAttackAway: t.strength_attack_away,
          strengthDefenceHome: t.strength_defence_home,
          strengthDefenceAway: t.strength_defence_away,
        })),
        positions: raw.element_types.map((p) => ({
          id: p.id,
          shortName: p.singular_name_short,
          name: p.singular_name,
          squadSelect: p.squad_select,
          minPlay: p.squad_min_play,
          maxPlay: p.squad_max_play,
        })),
        gameweeks: raw.events.map((e) => ({
          id: e.id,
          name: e.name,
          deadlineTime: e.deadline_time,
          finished: e.finished,
          isCurrent: e.is_current,
          isNext: e.is_next,
          averageScore: e.average_entry_score ?? null,
          highestScore: e.highest_score ?? null,
        })),
        rules: {
          squadSize: raw.game_settings.squad_squadsize,
          startingSize: raw.game_settings.squad_squadplay,
          maxPerTeam: raw.game_settings.squad_team_limit,
          budget: raw.game_settings.squad_total_spend,
        },
        totalManagers: raw.total_players,
      };
    },

    async fixtures(request = {}, call) {
      const event = request.event;
      if (event !== undefined && (!Number.isInteger(event) || event < 1 || event > 99)) {
        throw new GuidekitError(`fpl.fixtures: event must be a gameweek number from 1, got ${String(event)}`, { code: 'invalid_event', field: 'event' });
      }
      const res = await fetcher.fetch(FPL_SOURCE, { url: `${FPL_BASE}/fixtures/`, ...pickTrace(call) });
      const rows = parseSourceJson(res, z.array(fplFixtureSchema), FPL_SOURCE, 'the fixtures answer');
      return rows
        .filter((f) => event === undefined || f.event === event)
        .map((f) => ({
          id: f.id,
          event: f.event,
          kickoffTime: f.kickoff_time,
          homeTeam: f.team_h,
          awayTeam: f.team_a,
          homeScore: f.team_h_score,
          awayScore: f.team_a_score,
          homeDifficulty: f.team_h_difficulty,
          awayDifficulty: f.team_a_difficulty,
          started: f.started ?? false,
          finished: f.finished,
        }));
    },

    async playerHistory(playerId, call) {
      const fn = 'fpl.playerHistory';
      if (!Number.isInteger(playerId) || playerId < 1 || playerId > 100_000) {
        throw new GuidekitError(`${fn}: playerId must be the game's player id (a positive integer), got ${String(playerId)}`, { code: 'invalid_player', field: 'playerId' });
      }
      const res = await fetcher.fetch(FPL_SOURCE, { url: `${FPL_BASE}/element-summary/${playerId}/`, acceptStatus: [404], ttlSeconds: PLAYER_TTL_SECONDS, ...pickTrace(call) });
      if (res.status === 404) throw new GuidekitError(`${fn}: unknown player ${playerId}: the game has no player with that id`, { code: 'unknown_player', field: 'playerId' });
      const raw = parseSourceJson(res, fplElementSummarySchema, FPL_SOURCE, `the element-summary answer of player ${playerId}`);
      const stray = raw.history.find((h) => h.element !== playerId);
      if (stray !== undefined) throw failUnreadable(FPL_SOURCE, `the element-summary answer of player ${playerId} holds matches of player ${stray.element}`);
      return {
        playerId,
        matches: raw.history.map((h) => ({
          fixture: h.fixture,
          round: h.round,
          opponentTeam: h.opponent_team,
          wasHome: h.was_home,
          kickoffTime: h.kickoff_time,
          minutes: h.minutes,
          totalPoints: h.total_points,
          goalsScored: h.goals_scored,
          assists: h.assists,
          cleanSheets: h.clean_sheets,
          goalsConceded: h.goals_conceded,
          saves: h.saves,
          bonus: h.bonus,
          bps: h.bps,
          yellowCards: h.yellow_cards,
          redCards: h.red_cards,
          starts: h.starts ?? null,
          expectedGoals: h.expected_goals ?? null,
          expectedAssists: h.expected_assists ?? null,
          value: h.value,
          selected: h.selected,
        })),
        upcoming: raw.fixtures.map((f) => ({ fixture: f.id, event: f.event, kickoffTime: f.kickoff_time, isHome: f.is_home, difficulty: f.difficulty })),
        pastSeasons: raw.history_past.map((p) => ({ seasonName: p.season_name, totalPoints: p.total_points, minutes: p.minutes, startCost: p.start_cost, endCost: p.end_cost })),
      };
    },
  };
}
