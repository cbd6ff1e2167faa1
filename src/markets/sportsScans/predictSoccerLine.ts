import { isGuidekitError } from '../../core/isGuidekitError.js';
import { predictDixonColes, type DixonColesPrediction } from '../sports/predictDixonColes.js';
import { priceGoalSpreads } from '../sports/priceGoalSpreads.js';
import { priceScoreMatrix } from '../sports/priceScoreMatrix.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { matchTeamName } from './matchTeamName.js';
import type { SoccerRating } from './rateSoccerTeams.js';
import type { EventLine } from './readEventLines.js';
import type { LineModel } from './priceEventLine.js';

/** Options of {@link predictSoccerLine}. */
export interface PredictSoccerLineOptions {
  /** ISO date whose team-name rule applies. Required. */
  readonly asOf: string;
  /** The event's home team, as the odds source names it. Required. */
  readonly home: string;
  /** The event's away team. Required. */
  readonly away: string;
}

/** The rating's reading of one line, or why there is none. */
export interface SoccerLinePrediction {
  readonly model: LineModel | null;
  /**
   * Null when the line is priced; else `unrated` (no rating), `unmatched_team` (a team the results archive names
   * differently or not at all), `few_matches` (a team below the minimum), `unstable_fit` (the fit's low-score correction
   * gives this pairing a negative score probability, as a fit on few matches can), `unsupported_line` (a quarter-goal
   * total).
   */
  readonly reason: 'unrated' | 'unmatched_team' | 'few_matches' | 'unstable_fit' | 'unsupported_line' | null;
  /** The archive's names of the two teams, when found. */
  readonly home_as: string | null;
  readonly away_as: string | null;
  /** Matches of each team in the rating's window. */
  readonly home_matches: number | null;
  readonly away_matches: number | null;
  /** Expected goals of each side, when priced. */
  readonly expected_goals: { readonly home: number; readonly away: number } | null;
}

/**
 * Reads one line of a soccer match off a Dixon–Coles rating: 1X2 (home, away, draw in the line's order), a total
 * (over, under) or an Asian handicap (home, away), as probabilities in the line's outcome order that sum to 1.
 *
 * @remarks On a half-goal line the probabilities are exact. On a whole or quarter line, where part of the stake can be
 * returned, each side's probability is its win-equivalent 1/fair odds ({@link priceGoalSpreads}), normalised over the
 * two sides: the same reading a book's two prices give once de-vigged. Quarter-goal totals are not read
 * (`unsupported_line`). Team names are matched across sources by {@link matchTeamName}; an unmatched or under-sampled
 * team leaves the line to the market.
 *
 * @param rating - From {@link rateSoccerTeams}.
 * @param line - One line of the event, from {@link readEventLines}.
 * @param options - {@link PredictSoccerLineOptions}; `asOf`, `home` and `away` are required.
 * @returns {@link SoccerLinePrediction}.
 * @throws {@link GuidekitError} `required` on `home`/`away`; `invalid_type` on `rating` or `line`.
 * @example
 * ```ts
 * predictSoccerLine(rating, lines[0], { asOf: '2023-08-06', home: 'Arsenal', away: 'Nottingham Forest' }).model?.probabilities;
 * ```
 * @see docs/sports-endpoints.md
 */
export function predictSoccerLine(rating: SoccerRating, line: EventLine, options: PredictSoccerLineOptions): SoccerLinePrediction {
  const fn = 'predictSoccerLine';
  const opts = readOptions(fn, options);
  if (rating === null || typeof rating !== 'object') fail(fn, 'rating', 'invalid_type', 'rating must come from rateSoccerTeams');
  if (line === null || typeof line !== 'object') fail(fn, 'line', 'invalid_type', 'line must come from readEventLines');
  if (typeof opts.home !== 'string' || typeof opts.away !== 'string') fail(fn, 'home', 'required', 'home and away are required');
  const none = { home_as: null, away_as: null, home_matches: null, away_matches: null, expected_goals: null };
  if (rating.status !== 'ok' || rating.model === null) return { model: null, reason: 'unrated', ...none };
  const asOf = String(opts.asOf);
  const teams = Object.keys(rating.team_matches);
  const home = matchTeamName(opts.home, teams, { asOf });
  const away = matchTeamName(opts.away, teams, { asOf });
  const seen = { home_as: home, away_as: away, home_matches: home === null ? null : rating.team_matches[home]!, away_matches: away === null ? null : rating.team_matches[away]! };
  if (home === null || away === null || home === away) return { model: null, reason: 'unmatched_team', ...seen, expected_goals: null };
  if (!rating.rated_teams.includes(home) || !rating.rated_teams.includes(away)) return { model: null, reason: 'few_matches', ...seen, expected_goals: null };
  let prediction: DixonColesPrediction;
  try {
    prediction = predictDixonColes(rating.model, home, away);
  } catch (error) {
    if (isGuidekitError(error) && error.field === 'rho') return { model: null, reason: 'unstable_fit', ...seen, expected_goals: null };
    throw error;
  }
  const expected_goals = { home: prediction.home_goals, away: prediction.away_goals };
  const matches_used = rating.matches_used;
  const normalise = (xs: number[]) => {
    const s = xs.reduce((a, b) => a + b, 0);
    return xs.map((x) => x / s);
  };
  if (line.market === 'h2h') {
    const prices = priceScoreMatrix(prediction.matrix, { totals: [], handicaps: [] });
    const three = line.outcomes.length === 3;
    const probabilities = three ? [prices.home, prices.away, prices.draw] : normalise([prices.home, prices.away]);
    return { model: { kind: 'dixon_coles', probabilities, matches_used }, reason: null, ...seen, expected_goals };
  }
  const point = line.line ?? 0;
  if (line.market === 'totals') {
    if (Math.abs(point * 2 - Math.round(point * 2)) > 1e-9 || point < 0) return { model: null, reason: 'unsupported_line', ...seen, expected_goals };
    const total = priceScoreMatrix(prediction.matrix, { totals: [point], handicaps: [] }).totals[0]!;
    return { model: { kind: 'dixon_coles', probabilities: normalise([total.over, total.under]), matches_used }, reason: null, ...seen, expected_goals };
  }
  if (Math.abs(point * 4 - Math.round(point * 4)) > 1e-9) return { model: null, reason: 'unsupported_line', ...seen, expected_goals };
  const distribution = priceScoreMatrix(prediction.matrix, { totals: [], handicaps: [] }).goal_difference;
  const asian = priceGoalSpreads(distribution, { lines: [point] }).asian[0]!;
  // The away side at +x wins exactly when the home side at −x loses: its outcomes are the home side's mirrored.
  const awayFair = 1 + (asian.half_win / 2 + asian.win) / (asian.loss + asian.half_loss / 2);
  const probabilities = normalise([1 / asian.fair_odds, 1 / awayFair]);
  return { model: { kind: 'dixon_coles', probabilities, matches_used }, reason: null, ...seen, expected_goals };
}
