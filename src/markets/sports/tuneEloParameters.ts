import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_ELO_PARAMETERS } from '../rules/sportsRatings.js';
import { fitEloRatings, type EloGame } from './fitEloRatings.js';
import { fail, readOptions, readRule } from './_lib/readInput.js';

/** Options of {@link tuneEloParameters}. */
export interface TuneEloParametersOptions {
  /** ISO date: games after it are left out. Required. */
  readonly asOf: string;
  /** Sport key whose table values are the grid's centre and the fallback. */
  readonly sport?: string;
  /** K factors to try. Default: the sport's K × {0.5, 0.75, 1, 1.25, 1.5, 2}. */
  readonly kGrid?: readonly number[];
  /** Home advantages to try, in rating points. Default 0 to 150 in steps of 10. */
  readonly homeAdvantageGrid?: readonly number[];
  /** Games at the start that only warm the ratings up and are not scored. Default: the first quarter of the games. */
  readonly warmupGames?: number;
  readonly lang?: 'en' | 'es';
}

/** The K and home advantage that predicted a league's results best. */
export interface TuneEloParametersResult extends RuleCitations {
  readonly k: number;
  readonly home_advantage: number;
  /** Mean log loss of the pre-game home expectations on the scored games (decided games only) at the best pair. */
  readonly log_loss: number;
  /** The table's pair and its log loss on the same games, for comparison. */
  readonly table: { readonly k: number; readonly home_advantage: number; readonly log_loss: number };
  /** Every pair tried with its log loss, best first. */
  readonly grid: readonly { readonly k: number; readonly home_advantage: number; readonly log_loss: number }[];
  readonly games_scored: number;
}

/**
 * Fits Elo's K and home advantage to a league's results: every pair of a grid is run through the games in date order,
 * and the pair whose pre-game expectations have the lowest mean log loss on the games after a warm-up wins (the first
 * games only move ratings away from their common start).
 *
 * @param games - Played games (see {@link fitEloRatings}); at least warm-up + 1 decided games on or before asOf.
 * @param options - {@link TuneEloParametersOptions}; `asOf` is required.
 * @returns {@link TuneEloParametersResult}.
 * @throws {@link GuidekitError} `invalid_number` on a grid value; `too_small` without games to score.
 * @example
 * ```ts
 * tuneEloParameters(games, { asOf: '2026-11-25', sport: 'nba' }).home_advantage;
 * ```
 * @see docs/sports-models.md
 */
export function tuneEloParameters(games: readonly EloGame[], options: TuneEloParametersOptions): TuneEloParametersResult {
  const fn = 'tuneEloParameters';
  const opts = readOptions(fn, options);
  const rule = readRule(fn, SPORTS_ELO_PARAMETERS, opts.asOf);
  const params = (opts.sport !== undefined ? rule.value.by_sport[opts.sport.toLowerCase()] : undefined) ?? rule.value.default;
  const kGrid = opts.kGrid ?? [0.5, 0.75, 1, 1.25, 1.5, 2].map((m) => params.k * m);
  const hGrid = opts.homeAdvantageGrid ?? Array.from({ length: 16 }, (_, i) => i * 10);
  kGrid.forEach((k, i) => {
    if (typeof k !== 'number' || !(k > 0 && k <= 1000)) fail(fn, `kGrid[${i}]`, 'invalid_number', `kGrid[${i}] must be in (0, 1000]`);
  });
  hGrid.forEach((h, i) => {
    if (typeof h !== 'number' || !Number.isFinite(h) || Math.abs(h) > 1000) fail(fn, `homeAdvantageGrid[${i}]`, 'invalid_number', `homeAdvantageGrid[${i}] must be within ±1000`);
  });
  if (!Array.isArray(games)) fail(fn, 'games', 'invalid_type', 'games must be an array');
  const asOf = opts.asOf as string;
  const ordered = games.filter((g) => typeof g?.date === 'string' && g.date <= asOf);
  const warmup = opts.warmupGames ?? Math.floor(ordered.length / 4);
  if (!Number.isInteger(warmup) || warmup < 0) fail(fn, 'warmupGames', 'invalid_number', 'warmupGames must be an integer ≥ 0');
  // Score a pair: ratings after the warm-up games start the scored run, whose log loss is the pair's.
  const sorted = [...ordered].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const warm = sorted.slice(0, warmup);
  const scored = sorted.slice(warmup);
  if (!scored.some((g) => g.home_score !== g.away_score)) fail(fn, 'games', 'too_small', 'no decided game left to score after the warm-up');
  const score = (k: number, h: number): number => {
    const start = fitEloRatings(warm, { asOf, k, homeAdvantage: h, ...(opts.sport === undefined ? {} : { sport: opts.sport }) });
    return fitEloRatings(scored, { asOf, k, homeAdvantage: h, initialRatings: start.ratings, ...(opts.sport === undefined ? {} : { sport: opts.sport }) }).log_loss!;
  };
  const grid = kGrid.flatMap((k) => hGrid.map((h) => ({ k, home_advantage: h, log_loss: score(k, h) }))).sort((a, b) => a.log_loss - b.log_loss || a.k - b.k || a.home_advantage - b.home_advantage);
  const best = grid[0]!;
  return {
    k: best.k,
    home_advantage: best.home_advantage,
    log_loss: best.log_loss,
    table: { k: params.k, home_advantage: params.home_advantage, log_loss: score(params.k, params.home_advantage) },
    grid,
    games_scored: scored.length,
    ...citeRules([rule], { lang: opts.lang ?? 'en' }),
  };
}
