import { GuidekitError } from '../../../core/GuidekitError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { HistoricalMatch } from '../../../markets/ports/SportsResultsSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { FOOTBALL_DATA_SOURCE } from './footballDataDivisions.js';
import { parseFootballDataCsv } from './parseFootballDataCsv.js';

/** What one season file is. */
export interface FetchFootballDataSeasonOptions {
  readonly league: string;
  readonly division: string;
  /** The archive's four-digit code (`2324`). */
  readonly seasonCode: string;
  /** `2023-24`. */
  readonly seasonLabel: string;
  /** True when the season is over: its file no longer changes and is cached for 30 days. */
  readonly final: boolean;
  readonly trace?: SourceRecorder;
}

/** A finished season's file is final; the current one is rewritten twice a week. */
const FINAL_SEASON_TTL_SECONDS = 30 * 86_400;

/**
 * Downloads one season file of the football-data.co.uk archive
 * (`https://www.football-data.co.uk/mmz4281/<season>/<division>.csv`) and reads it. The archive answers 404 for a
 * season it does not hold for that division: a bad argument, a 400 naming `season`. An HTML page where the CSV was
 * expected is a 503 naming `football-data`.
 *
 * @param fetcher - The fetch layer (policy `football-data`).
 * @param options - {@link FetchFootballDataSeasonOptions}.
 * @returns The season's matches, in file order.
 * @throws {@link GuidekitError} `unknown_season`; {@link SourceUnavailableError} `football-data`.
 * @example
 * ```ts
 * await fetchFootballDataSeason(fetcher, { league: 'epl', division: 'E0', seasonCode: '2324', seasonLabel: '2023-24', final: true });
 * ```
 * @see https://www.football-data.co.uk/data.php
 */
export async function fetchFootballDataSeason(fetcher: SourceFetcher, options: FetchFootballDataSeasonOptions): Promise<HistoricalMatch[]> {
  const url = `https://www.football-data.co.uk/mmz4281/${options.seasonCode}/${options.division}.csv`;
  const res = await fetcher.fetch(FOOTBALL_DATA_SOURCE, {
    url,
    acceptStatus: [404],
    ...(options.final ? { ttlSeconds: FINAL_SEASON_TTL_SECONDS } : {}),
    ...(options.trace === undefined ? {} : { trace: options.trace }),
  });
  if (res.status === 404) {
    throw new GuidekitError(`sportsResults.seasonResults: the archive holds no ${options.seasonLabel} season of ${options.league} (${options.division})`, {
      code: 'unknown_season',
      field: 'season',
    });
  }
  const type = res.headers['content-type'] ?? '';
  const text = res.text();
  if (/html/i.test(type) || /^\s*</.test(text)) throw failUnreadable(FOOTBALL_DATA_SOURCE, `its answer for ${options.division} ${options.seasonLabel} is an HTML page, not the CSV file`);
  return parseFootballDataCsv(text, { league: options.league, division: options.division, season: options.seasonLabel });
}
