import { buildScoreMatrix } from './buildScoreMatrix.js';
import type { DixonColesModel } from './fitDixonColes.js';
import { fail, readInteger, readOptions } from './_lib/readInput.js';

/** Options of {@link predictDixonColes}. */
export interface PredictDixonColesOptions {
  /** Largest goal count per side of the score matrix. Default 10. */
  readonly maxGoals?: number;
  /** Neutral ground: no home advantage. Default false. */
  readonly neutral?: boolean;
}

/** A match prediction: expected goals and the score matrix. */
export interface DixonColesPrediction {
  readonly home: string;
  readonly away: string;
  /** λ = exp(attack_home + defence_away + home_advantage). */
  readonly home_goals: number;
  /** μ = exp(attack_away + defence_home). */
  readonly away_goals: number;
  readonly rho: number;
  /** P(home goals = row, away goals = column), normalised over the grid. */
  readonly matrix: number[][];
}

/**
 * Predicts one match from a fitted Dixon–Coles model: the teams' expected goals and the score matrix (price it with
 * {@link priceScoreMatrix}).
 *
 * @param model - A model from {@link fitDixonColes}.
 * @param home - Home team, one of `model.teams`.
 * @param away - Away team, one of `model.teams`.
 * @param options - {@link PredictDixonColesOptions}.
 * @returns {@link DixonColesPrediction}.
 * @throws {@link GuidekitError} `unknown_team` on `home` or `away`; `invalid_number` on `maxGoals`.
 * @example
 * ```ts
 * predictDixonColes(model, 'Man City', 'Liverpool', { maxGoals: 14 }).home_goals; // ≈ 1.936
 * ```
 * @see docs/sports-models.md
 */
export function predictDixonColes(model: DixonColesModel, home: string, away: string, options?: PredictDixonColesOptions): DixonColesPrediction {
  const fn = 'predictDixonColes';
  const opts = readOptions(fn, options);
  if (model === null || typeof model !== 'object' || typeof model.attack !== 'object') fail(fn, 'model', 'invalid_type', 'model must come from fitDixonColes');
  for (const [field, team] of [['home', home], ['away', away]] as const) {
    if (typeof team !== 'string' || model.attack[team] === undefined) fail(fn, field, 'unknown_team', `${field} team ${String(team)} is not in the model`);
  }
  const maxGoals = readInteger(fn, opts.maxGoals, 'maxGoals', 10, 1, 100);
  const homeAdvantage = opts.neutral === true ? 0 : model.home_advantage;
  const lam = Math.exp(model.attack[home]! + model.defence[away]! + homeAdvantage);
  const mu = Math.exp(model.attack[away]! + model.defence[home]!);
  return { home, away, home_goals: lam, away_goals: mu, rho: model.rho, matrix: buildScoreMatrix(lam, mu, { rho: model.rho, maxGoals }) };
}
