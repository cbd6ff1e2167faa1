import { requireRule } from '../../core/requireRule.js';
import { SPORTS_TEAM_NAMES } from '../rules/sportsScans.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { isSubsequence, teamTokens } from './_lib/teamTokens.js';

/** Options of {@link matchTeamName}. */
export interface MatchTeamNameOptions {
  /** ISO date whose team-name rule applies. Required. */
  readonly asOf: string;
}

/**
 * Finds the one name among `candidates` that means the same club as `name`, across sources that spell clubs
 * differently (football-data's `Man City` and `Nott'm Forest`, The Odds API's `Manchester City` and `Nottingham Forest`).
 *
 * @remarks Both names are reduced to words by the rule `markets.sports.team_names` (accents, apostrophes and filler
 * words dropped; `man` → `manchester`, `wolves` → `wolverhampton wanderers`). An identical word list wins; otherwise a
 * candidate matches when every word of the shorter list appears in order in the longer. Two or more such candidates are
 * no match: an ambiguous name is never guessed.
 *
 * @param name - The name to find.
 * @param candidates - The names of the other source.
 * @param options - {@link MatchTeamNameOptions}; `asOf` is required.
 * @returns The matching candidate as given, or null when none or several match.
 * @throws {@link GuidekitError} `invalid_type` when `name` is not a string or `candidates` not an array.
 * @example
 * ```ts
 * matchTeamName('Man City', ['Manchester United', 'Manchester City'], { asOf: '2026-11-25' }); //=> 'Manchester City'
 * ```
 * @see docs/sports-endpoints.md
 */
export function matchTeamName(name: string, candidates: readonly string[], options: MatchTeamNameOptions): string | null {
  const fn = 'matchTeamName';
  const opts = readOptions(fn, options);
  if (typeof name !== 'string') fail(fn, 'name', 'invalid_type', 'name must be a string');
  if (!Array.isArray(candidates as unknown)) fail(fn, 'candidates', 'invalid_type', 'candidates must be an array of names');
  const rules = requireRule(SPORTS_TEAM_NAMES, String(opts.asOf)).value;
  const wanted = teamTokens(name, rules);
  if (wanted.length === 0) return null;
  const key = wanted.join(' ');
  const lists = candidates.map((c) => teamTokens(c, rules));
  const exact = candidates.filter((_, i) => lists[i]!.join(' ') === key);
  if (exact.length === 1) return exact[0]!;
  if (exact.length > 1) return null;
  const loose = candidates.filter((_, i) => {
    const other = lists[i]!;
    return other.length >= wanted.length ? isSubsequence(wanted, other) : isSubsequence(other, wanted);
  });
  return loose.length === 1 ? loose[0]! : null;
}
