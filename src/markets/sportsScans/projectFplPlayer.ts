import type { RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { requireRule } from '../../core/requireRule.js';
import { normalCdf } from '../../backtest/_lib/normalCdf.js';
import type { FplPlayerHistory } from '../ports/FplSource.js';
import type { FplPosition } from '../rules/sportsFantasy.js';
import { SPORTS_PLAYER_PROJECTION } from '../rules/sportsScans.js';
import { estimateFplExpectedPoints } from '../sports/estimateFplExpectedPoints.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';
import { sportsScanMessages } from './messages/sportsScans.js';

/** The player projected. */
export interface FplProjectedPlayerInput {
  readonly id: string;
  readonly name: string;
  readonly position: FplPosition;
  readonly club: string;
  /** Percent chance of playing next round; null when the game has no doubt. */
  readonly chance_of_playing: number | null;
}

/** Options of {@link projectFplPlayer}. */
export interface ProjectFplPlayerOptions {
  /** ISO date: only matches kicked off before it are read. Required. */
  readonly asOf: string;
  /** Fixture difficulty (1–5) of each of the player's fixtures in the gameweek projected (two in a double, none in a blank). Required. */
  readonly fixtures: readonly number[];
  readonly lang?: 'en' | 'es';
}

/** One over/under line. */
export interface PointsLine {
  readonly line: number;
  readonly over: number;
  readonly under: number;
}

/** A player's projected outlook for one gameweek. */
export interface FplPlayerProjection {
  readonly player: FplProjectedPlayerInput;
  readonly sample: {
    /** Matches of the player's record read (the form window). */
    readonly matches: number;
    readonly with_minutes: number;
    readonly minutes: number;
    readonly first_round: number | null;
    readonly last_round: number | null;
    /** True when fewer matches than the rule's minimum had minutes: the projection is mostly the position prior. */
    readonly thin: boolean;
  };
  readonly projection: {
    /** Expected FPL points in the gameweek (FPL scoring). */
    readonly mean: number;
    /** Standard deviation of the player's points in the matches he played; null on a thin sample. */
    readonly spread: number | null;
    /** 25th and 85th percentiles of a normal with that mean and spread; null on a thin sample. */
    readonly floor: number | null;
    readonly ceiling: number | null;
    readonly expected_minutes: number;
    readonly rate_per_90: number;
    readonly form_weight: number;
  };
  readonly props: {
    /** P(more than the line) and P(fewer) under a normal reading of the points; empty on a thin sample. */
    readonly points: readonly PointsLine[];
    /** P(at least one goal), P(two or more) and P(at least one assist): Poisson on the window's expected goals and assists per 90 (goals and assists where the record has no expected figures) times the expected minutes. */
    readonly anytime_goal: number | null;
    readonly two_plus_goals: number | null;
    readonly anytime_assist: number | null;
  };
  readonly fantasy: { readonly scoring: 'fpl'; readonly projection: number; readonly floor: number | null; readonly ceiling: number | null };
  readonly saw: readonly string[];
  readonly not_seen: readonly string[];
  readonly rules: RuleCitations;
}

/**
 * A player's outlook for the next gameweek from his FPL record: expected points with their spread (FPL scoring is the
 * contest's: the game's own rules), over/under probabilities on points lines, and goal and assist props.
 *
 * @remarks The form window is the rule's last `recent_matches` of the record before `asOf` (rule
 * `markets.sports.player.projection`). The mean is {@link estimateFplExpectedPoints} over the window, with expected
 * minutes the window's average minutes times the chance of playing. The spread is the sample standard deviation of his
 * points in the window's matches with minutes; over/under probabilities read a normal with that mean and spread
 * (FPL points are skewed by goals and bonus, so the tails are approximate). Goals and assists are Poisson with the
 * window's expected goals and assists per 90 (actual goals and assists when the record has no expected figures). With
 * fewer matches with minutes than the rule's `min_matches`, spread, floor, ceiling and props are null: the sample
 * cannot carry them.
 *
 * @param player - Who.
 * @param history - His record from the `fpl` port.
 * @param options - {@link ProjectFplPlayerOptions}; `asOf` and `fixtures` are required.
 * @returns {@link FplPlayerProjection}.
 * @throws {@link GuidekitError} `invalid_type` on `history`; {@link estimateFplExpectedPoints}'s errors on a fixture rating.
 * @example
 * ```ts
 * projectFplPlayer(haaland, history, { asOf: '2023-11-12', fixtures: [2] }).props.anytime_goal;
 * ```
 * @see docs/sports-endpoints.md
 */
export function projectFplPlayer(player: FplProjectedPlayerInput, history: FplPlayerHistory, options: ProjectFplPlayerOptions): FplPlayerProjection {
  const fn = 'projectFplPlayer';
  const opts = readOptions(fn, options);
  if (history === null || typeof history !== 'object' || !Array.isArray(history.matches as unknown)) fail(fn, 'history', 'invalid_type', 'history must be the fpl port\'s player history');
  if (!Array.isArray(opts.fixtures as unknown)) fail(fn, 'fixtures', 'required', 'fixtures (difficulty ratings) are required');
  const asOf = String(opts.asOf);
  const fixtures: readonly number[] = opts.fixtures as readonly number[];
  const lang = opts.lang ?? 'en';
  const t = createTranslate(sportsScanMessages, lang);
  const rule = requireRule(SPORTS_PLAYER_PROJECTION, asOf);
  const r = rule.value;
  const window = history.matches
    .filter((m) => m.kickoffTime.slice(0, 10) < asOf)
    .sort((a, b) => a.kickoffTime.localeCompare(b.kickoffTime))
    .slice(-r.recent_matches);
  const played = window.filter((m) => m.minutes > 0);
  const minutes = played.reduce((s, m) => s + m.minutes, 0);
  const thin = played.length < r.min_matches;
  const chance = player.chance_of_playing === null ? 1 : player.chance_of_playing / 100;
  const expected_minutes = window.length === 0 ? 0 : Math.min(90, (window.reduce((s, m) => s + m.minutes, 0) / window.length) * chance);
  const xp = estimateFplExpectedPoints(
    { position: player.position, recent: window.map((m) => ({ minutes: Math.min(120, m.minutes), points: Math.max(-20, Math.min(50, m.totalPoints)) })), expected_minutes, fixtures },
    { asOf, lang },
  );
  const points = played.map((m) => m.totalPoints);
  const meanPts = points.reduce((s, x) => s + x, 0) / Math.max(1, points.length);
  const sd = points.length >= 2 ? Math.sqrt(points.reduce((s, x) => s + (x - meanPts) ** 2, 0) / (points.length - 1)) : null;
  const spread = thin || sd === null ? null : Math.max(sd, 0.5);
  const mean = xp.xp;
  const floor = spread === null ? null : mean + r.floor_z * spread;
  const ceiling = spread === null ? null : mean + r.ceiling_z * spread;
  const lines = spread === null ? [] : r.points_lines.map((line) => {
    const over = 1 - normalCdf((line - mean) / spread);
    return { line, over, under: 1 - over };
  });
  const per90 = (pick: (m: (typeof played)[number]) => number) => (minutes > 0 ? (played.reduce((s, m) => s + pick(m), 0) / minutes) * 90 : 0);
  const xgKnown = played.every((m) => m.expectedGoals !== null);
  const goalRate = per90((m) => (xgKnown ? m.expectedGoals! : m.goalsScored));
  const assistRate = per90((m) => (xgKnown ? (m.expectedAssists ?? 0) : m.assists));
  const games = fixtures.length;
  const lambdaG = (goalRate * expected_minutes * games) / 90;
  const lambdaA = (assistRate * expected_minutes * games) / 90;
  const props = thin
    ? { points: [], anytime_goal: null, two_plus_goals: null, anytime_assist: null }
    : { points: lines, anytime_goal: 1 - Math.exp(-lambdaG), two_plus_goals: 1 - Math.exp(-lambdaG) * (1 + lambdaG), anytime_assist: 1 - Math.exp(-lambdaA) };
  const rounds = window.map((m) => m.round);
  const saw = [
    t('player_saw', { count: window.length, played: played.length, minutes, first: rounds[0] ?? '—', last: rounds[rounds.length - 1] ?? '—' }),
    t(xgKnown ? 'player_saw_xg' : 'player_saw_goals'),
    ...(thin ? [t('player_thin', { count: played.length, min: r.min_matches })] : []),
  ];
  return {
    player,
    sample: { matches: window.length, with_minutes: played.length, minutes, first_round: rounds[0] ?? null, last_round: rounds[rounds.length - 1] ?? null, thin },
    projection: { mean, spread, floor, ceiling, expected_minutes, rate_per_90: xp.rate_per_90, form_weight: xp.form_weight },
    props,
    fantasy: { scoring: 'fpl', projection: mean, floor, ceiling },
    saw,
    not_seen: [t('player_not_seen')],
    rules: mergeSportsCitations([rule, xp], lang),
  };
}
