import type { RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import type { FplFixture, FplGame } from '../ports/FplSource.js';
import type { FplPosition } from '../rules/sportsFantasy.js';
import { SPORTS_FPL_SIGNAL } from '../rules/sportsScans.js';
import { estimateFplExpectedPoints } from '../sports/estimateFplExpectedPoints.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';

/** Options of {@link projectFplPool}. */
export interface ProjectFplPoolOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  /** The gameweeks projected, in order (the first is the next one). Required, at least one. */
  readonly gameweeks: readonly number[];
  readonly lang?: 'en' | 'es';
}

/** One player projected. */
export interface FplPoolPlayer {
  readonly id: string;
  readonly name: string;
  readonly position: FplPosition;
  readonly club: string;
  readonly club_name: string;
  readonly price_tenths: number;
  readonly status: string;
  readonly chance_of_playing: number | null;
  readonly selected_by_pct: number;
  readonly news: string;
  /** Minutes expected per match: season minutes over the club's played matches, times the chance of playing. */
  readonly expected_minutes: number;
  /** xP of each projected gameweek (0 for a blank), in `gameweeks` order. */
  readonly xp_by_gameweek: readonly number[];
  /** xP of the next gameweek. */
  readonly xp_next: number;
  /** xP over every projected gameweek. */
  readonly xp_horizon: number;
  readonly season_minutes: number;
  readonly season_points: number;
  /** Appearances assumed in spreading the season totals (the larger of starts and minutes/90 rounded up). */
  readonly appearances: number;
}

/** The pool projected. */
export interface FplPoolProjection {
  readonly gameweeks: readonly number[];
  readonly players: readonly FplPoolPlayer[];
  /** Players with no minutes this season (projected from the position prior and their expected minutes, 0 for most). */
  readonly unplayed: number;
  readonly rules: RuleCitations;
}

const POSITION_BY_SHORT: Readonly<Record<string, FplPosition>> = { GKP: 'GK', GK: 'GK', DEF: 'DEF', MID: 'MID', FWD: 'FWD' };

/**
 * Projects every player of the FPL pool over the coming gameweeks with {@link estimateFplExpectedPoints}: the
 * season's points beyond appearance points per 90 minutes shrunk toward the position prior, scaled by each fixture's
 * difficulty rating and the player's expected minutes, plus the appearance points those minutes earn.
 *
 * @remarks The pool answer has season totals, not match records, so the season is spread evenly over the player's
 * appearances (the larger of his starts and his minutes/90 rounded up): a player's form inside the season is not seen.
 * Expected minutes are his minutes over his club's finished matches (at most 90), times the game's chance of playing
 * next round; a flagged player under the rule's `min_chance_of_playing` (`markets.sports.fpl.signal`) is expected to
 * miss. Each fixture of the player's club in a projected gameweek counts (two in a double gameweek, none in a blank).
 *
 * @param game - The `fpl` port's game.
 * @param fixtures - The season's fixtures.
 * @param options - {@link ProjectFplPoolOptions}; `asOf` and `gameweeks` are required.
 * @returns {@link FplPoolProjection}, players by xP over the horizon.
 * @throws {@link GuidekitError} `invalid_type` on `game` or `fixtures`; `too_small` without a gameweek.
 * @example
 * ```ts
 * projectFplPool(game, fixtures, { asOf: '2025-12-01', gameweeks: [14, 15, 16] }).players[0].xp_horizon;
 * ```
 * @see docs/sports-endpoints.md
 */
export function projectFplPool(game: FplGame, fixtures: readonly FplFixture[], options: ProjectFplPoolOptions): FplPoolProjection {
  const fn = 'projectFplPool';
  const opts = readOptions(fn, options);
  if (game === null || typeof game !== 'object' || !Array.isArray(game.players as unknown)) fail(fn, 'game', 'invalid_type', 'game must be the fpl port\'s game');
  if (!Array.isArray(fixtures as unknown)) fail(fn, 'fixtures', 'invalid_type', 'fixtures must be an array');
  if (!Array.isArray(opts.gameweeks as unknown) || (opts.gameweeks as readonly number[]).length === 0) fail(fn, 'gameweeks', 'too_small', 'at least one gameweek is needed');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const signal = requireRule(SPORTS_FPL_SIGNAL, asOf);
  const gameweeks: readonly number[] = opts.gameweeks as readonly number[];
  const positions = new Map(game.positions.map((p) => [p.id, POSITION_BY_SHORT[p.shortName.toUpperCase()]]));
  const clubs = new Map(game.teams.map((t) => [t.id, t.shortName]));
  const played = new Map<number, number>();
  for (const f of fixtures) {
    if (!f.finished) continue;
    played.set(f.homeTeam, (played.get(f.homeTeam) ?? 0) + 1);
    played.set(f.awayTeam, (played.get(f.awayTeam) ?? 0) + 1);
  }
  const difficulties = (club: number, gw: number): number[] =>
    fixtures.filter((f) => f.event === gw && (f.homeTeam === club || f.awayTeam === club)).map((f) => clamp(f.homeTeam === club ? f.homeDifficulty : f.awayDifficulty));
  let xpRules: RuleCitations | null = null;
  let unplayed = 0;
  const players: FplPoolPlayer[] = [];
  for (const p of game.players) {
    const position = positions.get(p.position);
    if (position === undefined || p.price <= 0) continue;
    const clubPlayed = played.get(p.team) ?? 0;
    const appearances = p.minutes > 0 ? Math.max(p.starts, Math.ceil(p.minutes / 90)) : 0;
    if (appearances === 0) unplayed++;
    const chance = p.chanceOfPlayingNextRound ?? (['i', 's', 'u', 'n'].includes(p.status) ? 0 : 100);
    const available = chance < signal.value.min_chance_of_playing ? 0 : chance / 100;
    const perMatch = clubPlayed > 0 ? Math.min(90, p.minutes / clubPlayed) : 0;
    const expected_minutes = perMatch * available;
    const recent = appearances === 0 ? [] : Array.from({ length: appearances }, () => ({ minutes: Math.min(120, p.minutes / appearances), points: Math.max(-20, Math.min(50, p.totalPoints / appearances)) }));
    const byGw = gameweeks.map((gw) => {
      const fdr = difficulties(p.team, gw);
      if (fdr.length === 0) return 0;
      const xp = estimateFplExpectedPoints({ position, recent, expected_minutes, fixtures: fdr }, { asOf, lang });
      xpRules = xp;
      return xp.xp;
    });
    players.push({
      id: String(p.id),
      name: p.webName,
      position,
      club: String(p.team),
      club_name: clubs.get(p.team) ?? String(p.team),
      price_tenths: p.price,
      status: p.status,
      chance_of_playing: p.chanceOfPlayingNextRound,
      selected_by_pct: p.selectedByPercent,
      news: p.news,
      expected_minutes,
      xp_by_gameweek: byGw,
      xp_next: byGw[0]!,
      xp_horizon: byGw.reduce((s, x) => s + x, 0),
      season_minutes: p.minutes,
      season_points: p.totalPoints,
      appearances,
    });
  }
  players.sort((a, b) => b.xp_horizon - a.xp_horizon || a.id.localeCompare(b.id));
  return { gameweeks, players, unplayed, rules: mergeSportsCitations([signal, xpRules], lang) };
}

const clamp = (fdr: number) => Math.min(5, Math.max(1, Math.round(fdr)));
