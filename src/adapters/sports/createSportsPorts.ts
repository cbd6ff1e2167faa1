import type { Ports } from '../../catalog/ports.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import type { SourceCache } from '../fetch/SourceCache.js';
import type { DataSourceHandle } from '../ports/DataSourceHandle.js';
import { createF1Source } from './createF1Source.js';
import { createFplSource } from './createFplSource.js';
import { createOddsSource } from './createOddsSource.js';
import { createRacecardSource } from './createRacecardSource.js';
import { createSportsResultsSource } from './createSportsResultsSource.js';
import { createSportsSourceHandle } from './createSportsSourceHandle.js';
import { createOddsApiQuota } from './theoddsapi/createOddsApiQuota.js';
import { ODDS_API_SOURCE } from './theoddsapi/oddsApiConstants.js';
import { RACECARDS_SOURCE } from './racecards/racecardFeedSchema.js';

/** Options of {@link createSportsPorts}. */
export interface CreateSportsPortsOptions {
  /** The fetch layer every sports source goes through. */
  readonly fetcher: SourceFetcher;
  /** The fetch layer's cache, for the data status of the sources built here. */
  readonly cache: SourceCache;
  /** The clock that tells a finished soccer season from the current one. Default `() => new Date()`. */
  readonly now?: () => Date;
  /** GUIDEKIT_ODDS_API_KEY; absent or empty: no `odds` port. */
  readonly oddsApiKey?: string;
  /** GUIDEKIT_RACECARDS_URL; absent or empty: no `racecards` port. */
  readonly racecardsUrl?: string;
  /** GUIDEKIT_RACECARDS_TOKEN. */
  readonly racecardsToken?: string;
}

/** What {@link createSportsPorts} builds. */
export interface CreatedSportsPorts {
  /** `sportsResults`, `f1` and `fpl` always; `odds` and `racecards` only when configured. */
  readonly ports: Partial<Pick<Ports, 'odds' | 'sportsResults' | 'f1' | 'fpl' | 'racecards'>>;
  /** The data-status handles of the sources that exist only when configured (The Odds API, the racecard feed). */
  readonly sources: readonly DataSourceHandle[];
  /** The source ids those handles stand for, so the app's generic handles leave them out. */
  readonly sourceIds: readonly string[];
}

/**
 * Builds the sports ports over the fetch layer: `sportsResults` (football-data.co.uk), `f1` (Jolpica) and `fpl` (the
 * Fantasy Premier League API), which need no key, and `odds` (The Odds API) and `racecards` (a configured feed) only
 * when their settings are present; otherwise those ports are absent, the endpoints that read them answer 503 (never
 * charged), and the data status says which setting to set. The Odds API's usage quota, as the API reports it on each
 * answer, shows in the data status.
 *
 * @param options - {@link CreateSportsPortsOptions}.
 * @returns The ports and the handles of the configured-only sources.
 * @throws {@link GuidekitError} `invalid_config` when the fetch layer has no policy for a sports source.
 * @example
 * ```ts
 * const sports = createSportsPorts({ fetcher, cache, oddsApiKey: settings.GUIDEKIT_ODDS_API_KEY });
 * const ports = { ...sports.ports };
 * ```
 * @see docs/sports-sources.md
 */
export function createSportsPorts(options: CreateSportsPortsOptions): CreatedSportsPorts {
  const { fetcher, cache } = options;
  const policyOf = (id: string) => {
    const policy = fetcher.policy(id);
    if (policy === undefined) throw new GuidekitError(`createSportsPorts: the fetch layer has no policy for ${id}`, { code: 'invalid_config', field: 'policies' });
    return policy;
  };
  const oddsApiKey = options.oddsApiKey?.trim() ?? '';
  const racecardsUrl = options.racecardsUrl?.trim() ?? '';
  const quota = createOddsApiQuota();
  const ports: { -readonly [K in keyof CreatedSportsPorts['ports']]: CreatedSportsPorts['ports'][K] } = {
    sportsResults: createSportsResultsSource({ fetcher, ...(options.now === undefined ? {} : { now: options.now }) }),
    f1: createF1Source({ fetcher }),
    fpl: createFplSource({ fetcher }),
  };
  if (oddsApiKey !== '') ports.odds = createOddsSource({ fetcher, apiKey: oddsApiKey, quota });
  if (racecardsUrl !== '') ports.racecards = createRacecardSource({ fetcher, url: racecardsUrl, ...(options.racecardsToken === undefined ? {} : { token: options.racecardsToken }) });
  return {
    ports,
    sources: [
      createSportsSourceHandle({ policy: policyOf(ODDS_API_SOURCE), fetcher, cache, configured: oddsApiKey !== '', setting: 'GUIDEKIT_ODDS_API_KEY', quota }),
      createSportsSourceHandle({ policy: policyOf(RACECARDS_SOURCE), fetcher, cache, configured: racecardsUrl !== '', setting: 'GUIDEKIT_RACECARDS_URL' }),
    ],
    sourceIds: [ODDS_API_SOURCE, RACECARDS_SOURCE],
  };
}
