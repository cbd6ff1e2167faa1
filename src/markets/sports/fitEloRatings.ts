import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { SPORTS_ELO_PARAMETERS } from '../rules/sportsRatings.js';
import { fail, readNumber, readOptions, readRule } from './_lib/readInput.js';

/** One played game for Elo: scores decide win, draw or loss. */
export interface EloGame {
  /** ISO date; games are processed in date order (input order breaks ties). */
  readonly date: string;
  readonly home: string;
  readonly away: string;
  readonly home_score: number;
  readonly away_score: number;
  /** Played on neutral ground: no home advantage. Default false. */
  readonly neutral?: boolean;
}

/** Options of {@link fitEloRatings}. */
export interface FitEloRatingsOptions {
  /** ISO date: games after it are left out, and the rule versions in force on it apply. Required. */
  readonly asOf: string;
  /** Sport key (nfl, nba, mlb, nhl, soccer, ...) choosing K and home advantage from the rule table; others use its default. */
  readonly sport?: string;
  /** K factor overriding the table's. */
  readonly k?: number;
  /** Home advantage in rating points overriding the table's. */
  readonly homeAdvantage?: number;
  /** Starting ratings by team (others start at the table's initial rating). */
  readonly initialRatings?: Readonly<Record<string, number>>;
  readonly lang?: 'en' | 'es';
}

/** Elo ratings after a run of games. */
export interface EloRatingsResult extends RuleCitations {
  readonly ratings: Readonly<Record<string, number>>;
  readonly k: number;
  readonly home_advantage: number;
  readonly scale: number;
  readonly games_used: number;
  readonly games_after_as_of: number;
  /** Mean log loss of the pre-game home expectations over decided games (lower is better); null without one. */
  readonly log_loss: number | null;
  /** Mean squared error of the pre-game home expectation against the result (1, 0.5, 0). */
  readonly brier: number | null;
}

/**
 * Rates teams by Elo from their results: before each game the home side expects E = 1/(1 + 10^(−(R_home + H − R_away)/s));
 * afterwards both ratings move by K·(S − E) in opposite directions, S being 1, ½ or 0.
 *
 * @remarks K and the home advantage H come from the rule `markets.sports.elo` for the sport (FiveThirtyEight's and the
 * World Football Elo Ratings' published values) unless given. Ratings are zero-sum: every game moves the same number
 * of points from one side to the other. The log loss and Brier score of the pre-game expectations say how well the
 * ratings predicted the run.
 *
 * @param games - Played games, any order; scores are finite numbers.
 * @param options - {@link FitEloRatingsOptions}; `asOf` is required.
 * @returns {@link EloRatingsResult}.
 * @throws {@link GuidekitError} `invalid_type`, `invalid_number` or `invalid_date` naming the game field; `required` on `asOf`.
 * @example
 * ```ts
 * fitEloRatings(games, { asOf: '2026-11-25', sport: 'nfl' }).ratings;
 * ```
 * @see A. E. Elo (1978), The Rating of Chessplayers, Past and Present.
 * @see docs/sports-models.md
 */
export function fitEloRatings(games: readonly EloGame[], options: FitEloRatingsOptions): EloRatingsResult {
  const fn = 'fitEloRatings';
  const opts = readOptions(fn, options);
  const rule = readRule(fn, SPORTS_ELO_PARAMETERS, opts.asOf);
  const asOf = opts.asOf as string;
  const params = (opts.sport !== undefined ? rule.value.by_sport[opts.sport.toLowerCase()] : undefined) ?? rule.value.default;
  const k = readNumber(fn, opts.k, 'k', params.k, 0, 1000);
  const h = readNumber(fn, opts.homeAdvantage, 'homeAdvantage', params.home_advantage, -1000, 1000);
  if (!Array.isArray(games)) fail(fn, 'games', 'invalid_type', 'games must be an array');
  const ordered = games
    .map((g, i) => {
      if (g === null || typeof g !== 'object' || typeof g.home !== 'string' || typeof g.away !== 'string' || g.home === g.away) fail(fn, `games[${i}]`, 'invalid_type', `games[${i}] needs two different team names`);
      const date = parseIsoDate(g.date, { fn, field: `games[${i}].date` });
      for (const f of ['home_score', 'away_score'] as const) if (typeof g[f] !== 'number' || !Number.isFinite(g[f])) fail(fn, `games[${i}].${f}`, 'invalid_number', `games[${i}].${f} must be a number`);
      return { g, date, i };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.i - b.i));
  const ratings: Record<string, number> = {};
  const start = opts.initialRatings ?? {};
  const rating = (team: string) => (ratings[team] ??= start[team] ?? params.initial);
  let used = 0;
  let after = 0;
  let logLoss = 0;
  let decided = 0;
  let brier = 0;
  for (const { g, date } of ordered) {
    if (date > asOf) {
      after++;
      continue;
    }
    const rh = rating(g.home);
    const ra = rating(g.away);
    const expected = 1 / (1 + 10 ** (-(rh + (g.neutral === true ? 0 : h) - ra) / params.scale));
    const score = g.home_score > g.away_score ? 1 : g.home_score < g.away_score ? 0 : 0.5;
    const delta = k * (score - expected);
    ratings[g.home] = rh + delta;
    ratings[g.away] = ra - delta;
    used++;
    brier += (score - expected) ** 2;
    if (score !== 0.5) {
      decided++;
      logLoss -= Math.log(score === 1 ? expected : 1 - expected);
    }
  }
  return {
    ratings,
    k,
    home_advantage: h,
    scale: params.scale,
    games_used: used,
    games_after_as_of: after,
    log_loss: decided > 0 ? logLoss / decided : null,
    brier: used > 0 ? brier / used : null,
    ...citeRules(opts.k !== undefined && opts.homeAdvantage !== undefined ? [] : [rule], { lang: opts.lang ?? 'en' }),
  };
}
