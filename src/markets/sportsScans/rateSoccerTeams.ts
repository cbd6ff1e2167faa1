import type { RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { SPORTS_SCAN_SETTINGS } from '../rules/sportsScans.js';
import { fitDixonColes, type DixonColesModel, type MatchResult } from '../sports/fitDixonColes.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';

/** Options of {@link rateSoccerTeams}. */
export interface RateSoccerTeamsOptions {
  /** ISO date of the rating: only matches on or before it are read. Required. */
  readonly asOf: string;
  readonly lang?: 'en' | 'es';
}

/** A Dixon–Coles rating of a league's teams, with how much each team was seen. */
export interface SoccerRating {
  /** `ok`; `insufficient` when too few matches were played before asOf to rate anyone (`model` is then null). */
  readonly status: 'ok' | 'insufficient';
  readonly model: DixonColesModel | null;
  /** Matches each team played in the window before asOf (archive spelling). */
  readonly team_matches: Readonly<Record<string, number>>;
  /** Teams with at least the rule's `min_team_matches`: only their games are priced from the rating. */
  readonly rated_teams: readonly string[];
  readonly matches_used: number;
  /** The window's first and last match dates read. */
  readonly from: string | null;
  readonly to: string | null;
  readonly rules: RuleCitations;
}

/**
 * Rates a soccer league's teams from its results by Dixon–Coles (Poisson goals with the low-score correction and
 * exponential time decay), on the matches played on or before `asOf` only, and says how many matches each team had.
 *
 * @remarks A team is rated only with the rule's `min_team_matches` (`markets.sports.scan.settings`, 10) in the window:
 * a promoted club's first games are priced from the market alone. Fewer matches in all than twice that leaves the
 * league unrated (`insufficient`), never a fit on a handful of scores.
 *
 * @param matches - Results of the league (any order); those after `asOf` are ignored.
 * @param options - {@link RateSoccerTeamsOptions}; `asOf` is required.
 * @returns {@link SoccerRating}.
 * @throws {@link GuidekitError} `invalid_type` on `matches`; {@link fitDixonColes}'s errors on a malformed match.
 * @example
 * ```ts
 * rateSoccerTeams(results, { asOf: '2023-08-06' }).rated_teams.includes('Arsenal'); //=> true
 * ```
 * @see docs/sports-endpoints.md
 */
export function rateSoccerTeams(matches: readonly MatchResult[], options: RateSoccerTeamsOptions): SoccerRating {
  const fn = 'rateSoccerTeams';
  const opts = readOptions(fn, options);
  if (!Array.isArray(matches as unknown)) fail(fn, 'matches', 'invalid_type', 'matches must be an array');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const settings = requireRule(SPORTS_SCAN_SETTINGS, asOf);
  const before = matches.filter((m) => typeof m?.date === 'string' && m.date <= asOf);
  const counts: Record<string, number> = {};
  for (const m of before) {
    counts[m.home] = (counts[m.home] ?? 0) + 1;
    counts[m.away] = (counts[m.away] ?? 0) + 1;
  }
  const dates = before.map((m) => m.date).sort();
  const min = settings.value.min_team_matches;
  const rated = Object.keys(counts).filter((t) => counts[t]! >= min).sort();
  const window = { team_matches: counts, matches_used: before.length, from: dates[0] ?? null, to: dates[dates.length - 1] ?? null };
  if (before.length < 2 * min || rated.length < 2) {
    return { status: 'insufficient', model: null, rated_teams: [], ...window, rules: mergeSportsCitations([settings], lang) };
  }
  const model = fitDixonColes(before, { asOf, lang });
  return { status: 'ok', model, rated_teams: rated, ...window, rules: mergeSportsCitations([settings, model], lang) };
}
