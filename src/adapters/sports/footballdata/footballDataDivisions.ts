/** The source id of football-data.co.uk in the fetch layer and in answers' `data` blocks. */
export const FOOTBALL_DATA_SOURCE = 'football-data';

/**
 * guidekit soccer league keys and the football-data.co.uk division codes of their results-and-odds files
 * (`https://www.football-data.co.uk/mmz4281/<season>/<division>.csv`): the main leagues, whose files carry early and
 * closing prices. The archive's "extra leagues" (one file per country with another layout) are not read; their keys
 * are answered as leagues the archive does not cover.
 *
 * @see docs/sports-sources.md
 */
export const FOOTBALL_DATA_DIVISIONS: Readonly<Record<string, string>> = {
  epl: 'E0',
  championship: 'E1',
  leagueone: 'E2',
  leaguetwo: 'E3',
  nationalleague: 'EC',
  scotland: 'SC0',
  bundesliga: 'D1',
  bundesliga2: 'D2',
  seriea: 'I1',
  serieb: 'I2',
  laliga: 'SP1',
  laliga2: 'SP2',
  ligue1: 'F1',
  ligue2: 'F2',
  eredivisie: 'N1',
  belgium: 'B1',
  primeiraliga: 'P1',
  turkey: 'T1',
  greece: 'G1',
};
