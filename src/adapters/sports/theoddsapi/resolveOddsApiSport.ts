import { GuidekitError } from '../../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import { ODDS_API_SOURCE } from './oddsApiConstants.js';
import { ODDS_API_SPORT_MAP, type OddsApiSportEntry } from './oddsApiSportMap.js';

/**
 * The Odds API entry of a guidekit sport key (matched without regard to case). A key guidekit does not know is a bad
 * argument, a 400 naming `sport`; a known sport The Odds API does not price is a 503 naming `odds-api` that says so
 * (the source lacks it, the caller did nothing wrong), never an empty answer.
 *
 * @param fn - The port method, for the start of the message (e.g. `odds.odds`).
 * @param sport - The guidekit sport key.
 * @returns The entry, `keys` or `group`.
 * @throws {@link GuidekitError} `unknown_sport` (field `sport`); {@link SourceUnavailableError} for an unpriced sport.
 * @example
 * ```ts
 * resolveOddsApiSport('odds.odds', 'EPL') //=> { kind: 'keys', keys: ['soccer_epl'], regions: ['uk', 'eu'] }
 * ```
 * @see docs/sports-sources.md
 */
export function resolveOddsApiSport(fn: string, sport: string): { readonly sport: string; readonly entry: Exclude<OddsApiSportEntry, { kind: 'none' }> } {
  const key = typeof sport === 'string' ? sport.trim().toLowerCase() : '';
  const entry = Object.hasOwn(ODDS_API_SPORT_MAP, key) ? ODDS_API_SPORT_MAP[key] : undefined;
  if (entry === undefined) {
    throw new GuidekitError(`${fn}: unknown sport ${JSON.stringify(sport)}; guidekit's sport keys are the spec's supported sports (epl, nba, ufc, ...), soccer, wnba, tennis, valorant and golf`, {
      code: 'unknown_sport',
      field: 'sport',
    });
  }
  if (entry.kind === 'none') throw new SourceUnavailableError(ODDS_API_SOURCE, `no odds for ${key}: ${entry.reason}`);
  return { sport: key, entry };
}
