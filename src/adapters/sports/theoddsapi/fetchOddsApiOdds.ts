import { z } from 'zod';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { OddsEvent, OddsMarket, OddsRegion } from '../../../markets/ports/OddsSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';
import type { OddsApiQuota } from './createOddsApiQuota.js';
import { explainOddsApiRefusal } from './explainOddsApiRefusal.js';
import { ODDS_API_BASE, ODDS_API_SOURCE } from './oddsApiConstants.js';
import { oddsApiEventSchema } from './oddsApiSchemas.js';
import { readOddsApiEvent } from './readOddsApiEvent.js';

/** What one odds request asks. */
export interface FetchOddsApiOddsOptions {
  readonly apiKey: string;
  /** The guidekit sport key the events are reported under. */
  readonly sport: string;
  /** The Odds API sport key, e.g. `soccer_epl`. */
  readonly competition: string;
  readonly markets: readonly OddsMarket[];
  /** Ignored when `bookmakers` is given (the API's rule). */
  readonly regions: readonly OddsRegion[];
  readonly bookmakers?: readonly string[];
  /** One event only (`GET /v4/sports/{sport}/events/{eventId}/odds`). */
  readonly eventId?: string;
  readonly quota?: OddsApiQuota;
  readonly trace?: SourceRecorder;
}

/**
 * The events of one competition with every book's decimal prices for the markets asked (`GET
 * /v4/sports/{sport}/odds`), or one event's (`GET /v4/sports/{sport}/events/{eventId}/odds`). Each market times each
 * region counts against the key's usage quota (an empty answer costs nothing); the API's report of what is left is
 * kept in `quota`. The key travels as the `apiKey` query parameter, which the fetch layer redacts from answers.
 *
 * @param fetcher - The fetch layer (policy `odds-api`).
 * @param options - {@link FetchOddsApiOddsOptions}.
 * @returns The events, in the API's order (one when `eventId` is given).
 * @throws {@link SourceUnavailableError} `odds-api` when the API is down, rate-limits, refuses the key, has used up its
 *   quota, or answers something unreadable; {@link GuidekitError} (`eventId`, `markets`) for an unknown event or a
 *   market the competition is not priced in.
 * @example
 * ```ts
 * const events = await fetchOddsApiOdds(fetcher, { apiKey, sport: 'epl', competition: 'soccer_epl', markets: ['h2h'], regions: ['uk'] });
 * ```
 * @see https://the-odds-api.com/liveapi/guides/v4/#get-odds
 */
export async function fetchOddsApiOdds(fetcher: SourceFetcher, options: FetchOddsApiOddsOptions): Promise<OddsEvent[]> {
  const params = new URLSearchParams({ apiKey: options.apiKey });
  if (options.bookmakers !== undefined && options.bookmakers.length > 0) params.set('bookmakers', options.bookmakers.join(','));
  else params.set('regions', options.regions.join(','));
  params.set('markets', options.markets.join(','));
  params.set('oddsFormat', 'decimal');
  params.set('dateFormat', 'iso');
  const path =
    options.eventId === undefined
      ? `/v4/sports/${encodeURIComponent(options.competition)}/odds`
      : `/v4/sports/${encodeURIComponent(options.competition)}/events/${encodeURIComponent(options.eventId)}/odds`;
  const res = await fetcher.fetch(ODDS_API_SOURCE, {
    url: `${ODDS_API_BASE}${path}?${params.toString()}`,
    acceptStatus: [401, 404, 422],
    ...(options.trace === undefined ? {} : { trace: options.trace }),
  });
  options.quota?.note(res);
  const fn = options.eventId === undefined ? 'odds.odds' : 'odds.eventOdds';
  if (res.status !== 200) {
    throw explainOddsApiRefusal(res, { fn, competition: options.competition, ...(options.eventId === undefined ? {} : { eventId: options.eventId }) });
  }
  const raws =
    options.eventId === undefined
      ? parseSourceJson(res, z.array(oddsApiEventSchema), ODDS_API_SOURCE, `the ${options.competition} odds answer`)
      : [parseSourceJson(res, oddsApiEventSchema, ODDS_API_SOURCE, `the odds answer of event ${options.eventId}`)];
  for (const raw of raws) {
    if (raw.sport_key !== options.competition) throw failUnreadable(ODDS_API_SOURCE, `an event of ${raw.sport_key} came back for ${options.competition}`);
    if (options.eventId !== undefined && raw.id !== options.eventId) throw failUnreadable(ODDS_API_SOURCE, `event ${raw.id} came back for ${options.eventId}`);
  }
  return raws.map((raw) => readOddsApiEvent(raw, options.sport));
}
