import { isGuidekitError } from '../../../core/isGuidekitError.js';
import { requireRule } from '../../../core/requireRule.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { HistoricalMatch, SportsResultsSource } from '../../../markets/ports/SportsResultsSource.js';
import { SPORTS_SCAN_SETTINGS } from '../../../markets/rules/sportsScans.js';
import { rateSoccerTeams, type SoccerRating } from '../../../markets/sportsScans/rateSoccerTeams.js';

/** What the results side of a soccer scan could read. */
export type SoccerRatingContext =
  | { readonly status: 'no_history_source' }
  | { readonly status: 'source_failed'; readonly source: string; readonly reason: string }
  | { readonly status: 'no_season' }
  | { readonly status: 'rated'; readonly rating: SoccerRating; readonly seasons: readonly string[] };

/** The archive's season label (`2023-24`) of the season running on a date: European seasons start in July. */
function seasonOf(asOf: string, back = 0): string {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7));
  const start = (month >= 7 ? year : year - 1) - back;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Reads a soccer league's recent seasons from the `sportsResults` port and rates its teams (Dixon–Coles, matches before
 * `asOf` only). A league the archive does not cover is `no_history_source`; seasons it does not hold are skipped; a
 * source that fails leaves the scan to the market (`source_failed`, said in every pick) rather than failing it: the
 * rating only tilts the consensus.
 *
 * @param port - The `sportsResults` port.
 * @param league - The guidekit soccer league key.
 * @param options - `asOf`, `trace`, `lang`.
 * @returns The rating context.
 */
export async function readSoccerRating(port: SportsResultsSource, league: string, options: { readonly asOf: string; readonly trace: SourceRecorder; readonly lang: 'en' | 'es' }): Promise<SoccerRatingContext> {
  const seasons = Array.from({ length: requireRule(SPORTS_SCAN_SETTINGS, options.asOf).value.history_seasons }, (_, back) => seasonOf(options.asOf, back));
  const matches: HistoricalMatch[] = [];
  const read: string[] = [];
  for (const season of seasons) {
    try {
      matches.push(...(await port.seasonResults({ league, season }, { trace: options.trace })));
      read.push(season);
    } catch (error) {
      if (error instanceof SourceUnavailableError) return { status: 'source_failed', source: error.source, reason: error.reason };
      if (isGuidekitError(error) && error.field === 'league') return { status: 'no_history_source' };
      if (isGuidekitError(error) && error.field === 'season') continue;
      throw error;
    }
  }
  if (read.length === 0) return { status: 'no_season' };
  const results = matches.map((m) => ({ date: m.date, home: m.homeTeam, away: m.awayTeam, home_goals: m.homeGoals, away_goals: m.awayGoals }));
  return { status: 'rated', rating: rateSoccerTeams(results, { asOf: options.asOf, lang: options.lang }), seasons: read };
}
