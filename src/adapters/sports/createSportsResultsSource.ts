import { GuidekitError } from '../../core/GuidekitError.js';
import type { SportsResultsSource } from '../../markets/ports/SportsResultsSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { pickTrace } from '../markets/_lib/pickTrace.js';
import { fetchFootballDataSeason } from './footballdata/fetchFootballDataSeason.js';
import { FOOTBALL_DATA_DIVISIONS } from './footballdata/footballDataDivisions.js';
import { readFootballDataSeason } from './footballdata/readFootballDataSeason.js';

/** Options of {@link createSportsResultsSource}. */
export interface CreateSportsResultsSourceOptions {
  /** The fetch layer (policy `football-data`). */
  readonly fetcher: SourceFetcher;
  /** The clock that tells a finished season (cached for 30 days) from the current one. Default `() => new Date()`. */
  readonly now?: () => Date;
}

/**
 * The `sportsResults` port over the football-data.co.uk results-and-odds archive: one season of one league per call,
 * with the results and the early and closing prices (Pinnacle, Bet365, market maximum and average; 1X2, over/under
 * 2.5 and Asian handicap). A league the archive does not cover is a 400 naming `league`; a season it does not hold, a
 * 400 naming `season`; the archive down or unreadable, a 503 naming `football-data`. A season that ended before this
 * year is final and cached for 30 days.
 *
 * @param options - {@link CreateSportsResultsSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const matches = await createSportsResultsSource({ fetcher }).seasonResults({ league: 'epl', season: '2023-24' }, { trace });
 * ```
 * @see docs/sports-sources.md
 */
export function createSportsResultsSource(options: CreateSportsResultsSourceOptions): SportsResultsSource {
  const now = options.now ?? (() => new Date());
  return {
    async seasonResults(request, call) {
      const fn = 'sportsResults.seasonResults';
      const league = typeof request.league === 'string' ? request.league.trim().toLowerCase() : '';
      const division = Object.hasOwn(FOOTBALL_DATA_DIVISIONS, league) ? FOOTBALL_DATA_DIVISIONS[league] : undefined;
      if (division === undefined) {
        throw new GuidekitError(`${fn}: the results archive does not cover the league ${JSON.stringify(request.league)}; covered: ${Object.keys(FOOTBALL_DATA_DIVISIONS).join(', ')}`, {
          code: 'unknown_league',
          field: 'league',
        });
      }
      const season = readFootballDataSeason(fn, request.season);
      return fetchFootballDataSeason(options.fetcher, {
        league,
        division,
        seasonCode: season.code,
        seasonLabel: season.label,
        final: season.endYear < now().getUTCFullYear(),
        ...pickTrace(call),
      });
    },
  };
}
