import { isGuidekitError } from '../../core/isGuidekitError.js';
import { predictDixonColes, type DixonColesPrediction } from '../sports/predictDixonColes.js';
import { priceScoreMatrix } from '../sports/priceScoreMatrix.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { matchTeamName } from './matchTeamName.js';
import type { SoccerRating } from './rateSoccerTeams.js';

/** Options of {@link readSoccerMatchOutlook}. */
export interface ReadSoccerMatchOutlookOptions {
  /** ISO date whose team-name rule applies. Required. */
  readonly asOf: string;
  /** Home and away teams as the odds source names them. Required. */
  readonly home: string;
  readonly away: string;
}

/** What the rating says of one match beyond the books' markets. */
export interface SoccerMatchOutlook {
  readonly expected_goals: { readonly home: number; readonly away: number };
  readonly home_win: number;
  readonly draw: number;
  readonly away_win: number;
  readonly both_teams_score: number;
  /** The five likeliest scores with their probabilities and fair odds. */
  readonly likely_scores: readonly { readonly score: string; readonly probability: number; readonly fair_odds: number }[];
}

/**
 * The Dixon–Coles rating's reading of one match: expected goals, 1X2, both teams to score and the likeliest scores,
 * each with its fair odds; null when either team is not rated (unmatched name or too few matches) or the fit's
 * low-score correction is out of range for the pairing.
 *
 * @param rating - From {@link rateSoccerTeams}.
 * @param options - {@link ReadSoccerMatchOutlookOptions}.
 * @returns {@link SoccerMatchOutlook} or null.
 * @throws {@link GuidekitError} `required` on `home`/`away`.
 * @example
 * ```ts
 * readSoccerMatchOutlook(rating, { asOf: '2023-08-06', home: 'Arsenal', away: 'Nottingham Forest' })?.likely_scores[0];
 * ```
 * @see docs/sports-endpoints.md
 */
export function readSoccerMatchOutlook(rating: SoccerRating, options: ReadSoccerMatchOutlookOptions): SoccerMatchOutlook | null {
  const fn = 'readSoccerMatchOutlook';
  const opts = readOptions(fn, options);
  if (typeof opts.home !== 'string' || typeof opts.away !== 'string') fail(fn, 'home', 'required', 'home and away are required');
  if (rating?.status !== 'ok' || rating.model === null) return null;
  const teams = Object.keys(rating.team_matches);
  const home = matchTeamName(opts.home, teams, { asOf: String(opts.asOf) });
  const away = matchTeamName(opts.away, teams, { asOf: String(opts.asOf) });
  if (home === null || away === null || home === away || !rating.rated_teams.includes(home) || !rating.rated_teams.includes(away)) return null;
  let prediction: DixonColesPrediction;
  try {
    prediction = predictDixonColes(rating.model, home, away);
  } catch (error) {
    // A fit whose low-score correction is out of range for this pairing has no reading of it.
    if (isGuidekitError(error) && error.field === 'rho') return null;
    throw error;
  }
  const prices = priceScoreMatrix(prediction.matrix, { totals: [], handicaps: [] });
  const scores: { score: string; probability: number; fair_odds: number }[] = [];
  prediction.matrix.forEach((row, x) => row.forEach((p, y) => scores.push({ score: `${x}-${y}`, probability: p, fair_odds: 1 / p })));
  scores.sort((a, b) => b.probability - a.probability);
  return {
    expected_goals: { home: prediction.home_goals, away: prediction.away_goals },
    home_win: prices.home,
    draw: prices.draw,
    away_win: prices.away,
    both_teams_score: prices.both_teams_score,
    likely_scores: scores.slice(0, 5),
  };
}
