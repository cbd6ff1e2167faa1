import { GuidekitError } from '../../core/GuidekitError.js';
import type { OddsCompetition, OddsMarket, OddsRegion, OddsSource } from '../../markets/ports/OddsSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { pickTrace } from '../markets/_lib/pickTrace.js';
import { createOddsApiQuota, type OddsApiQuota } from './theoddsapi/createOddsApiQuota.js';
import { fetchOddsApiOdds } from './theoddsapi/fetchOddsApiOdds.js';
import { fetchOddsApiSports } from './theoddsapi/fetchOddsApiSports.js';
import { ODDS_API_BOOKMAKERS } from './theoddsapi/oddsApiBookmakers.js';
import { ODDS_MARKETS, ODDS_REGIONS } from './theoddsapi/oddsApiConstants.js';
import type { OddsApiSportEntry } from './theoddsapi/oddsApiSportMap.js';
import { resolveOddsApiSport } from './theoddsapi/resolveOddsApiSport.js';

/** Options of {@link createOddsSource}. */
export interface CreateOddsSourceOptions {
  /** The fetch layer (policy `odds-api`). */
  readonly fetcher: SourceFetcher;
  /** The Odds API key (GUIDEKIT_ODDS_API_KEY). Required: without one there is no odds port. */
  readonly apiKey: string;
  /**
   * Most competitions asked in one call for a sport that spans several (`soccer`, `tennis`, `cricket`, ...): each is a
   * priced request against the quota. The rest are listed in the answer's `omitted`. Default 10.
   */
  readonly maxCompetitions?: number;
  /** Where The Odds API's quota reports are kept, for the data status. Default: a holder of this port's own. */
  readonly quota?: OddsApiQuota;
}

type PricedEntry = Exclude<OddsApiSportEntry, { kind: 'none' }>;

function readMarkets(fn: string, markets: readonly OddsMarket[] | undefined): OddsMarket[] {
  if (markets === undefined) return ['h2h'];
  if (!Array.isArray(markets) || markets.length === 0) throw new GuidekitError(`${fn}: markets must be a non-empty list of ${ODDS_MARKETS.join(', ')}`, { code: 'invalid_market', field: 'markets' });
  for (const m of markets) {
    if (!ODDS_MARKETS.includes(m)) throw new GuidekitError(`${fn}: unknown market ${JSON.stringify(m)}; use ${ODDS_MARKETS.join(', ')}`, { code: 'invalid_market', field: 'markets' });
  }
  return [...new Set(markets)];
}

function readRegions(fn: string, regions: readonly OddsRegion[]): OddsRegion[] {
  if (!Array.isArray(regions) || regions.length === 0) throw new GuidekitError(`${fn}: regions must be a non-empty list of ${ODDS_REGIONS.join(', ')}`, { code: 'invalid_region', field: 'regions' });
  for (const r of regions) {
    if (!ODDS_REGIONS.includes(r)) throw new GuidekitError(`${fn}: unknown region ${JSON.stringify(r)}; use ${ODDS_REGIONS.join(', ')}`, { code: 'invalid_region', field: 'regions' });
  }
  return [...new Set(regions)];
}

function readBookmakers(fn: string, bookmakers: readonly string[] | undefined): string[] | undefined {
  if (bookmakers === undefined) return undefined;
  if (!Array.isArray(bookmakers) || bookmakers.some((b) => typeof b !== 'string' || !/^[a-z0-9_]{2,40}$/.test(b))) {
    throw new GuidekitError(`${fn}: bookmakers must be book keys (lower case, digits and underscores, e.g. pinnacle)`, { code: 'invalid_bookmaker', field: 'bookmakers' });
  }
  return [...new Set(bookmakers)];
}

const belongs = (entry: PricedEntry, competition: string) => (entry.kind === 'keys' ? entry.keys.includes(competition) : competition.startsWith(entry.prefix));

/**
 * The `odds` port over The Odds API v4: a guidekit sport key is mapped to the API's sport keys (an adapter-owned
 * table; a sport spanning several competitions is resolved against the free sports list, in-season ones only), each
 * competition's events are read with decimal prices for the markets and regions asked, and every answer's usage-quota
 * report is kept for the data status. An unknown sport is a 400 naming `sport`; an unknown event one naming
 * `eventId`; a sport the API does not price, a refused key or a used-up quota is a 503 naming `odds-api`.
 *
 * @param options - {@link CreateOddsSourceOptions}.
 * @returns The port.
 * @throws {@link GuidekitError} `invalid_config` when the key is empty.
 * @example
 * ```ts
 * const odds = createOddsSource({ fetcher, apiKey: settings.GUIDEKIT_ODDS_API_KEY });
 * const board = await odds.odds({ sport: 'epl', markets: ['h2h', 'totals'] }, { trace });
 * ```
 * @see docs/sports-sources.md
 */
export function createOddsSource(options: CreateOddsSourceOptions): OddsSource {
  if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
    throw new GuidekitError('createOddsSource: an Odds API key is required (GUIDEKIT_ODDS_API_KEY)', { code: 'invalid_config', field: 'apiKey' });
  }
  const apiKey = options.apiKey.trim();
  const quota = options.quota ?? createOddsApiQuota();
  const maxCompetitions = options.maxCompetitions ?? 10;
  const { fetcher } = options;

  async function competitionsOf(entry: PricedEntry, call: Parameters<typeof pickTrace>[0]): Promise<OddsCompetition[]> {
    const all = await fetchOddsApiSports(fetcher, { apiKey, quota, ...pickTrace(call) });
    return all.filter((c) => belongs(entry, c.key));
  }

  return {
    async competitions(sport, call) {
      const { entry } = resolveOddsApiSport('odds.competitions', sport);
      return competitionsOf(entry, call);
    },

    async odds(request, call) {
      const fn = 'odds.odds';
      const { sport, entry } = resolveOddsApiSport(fn, request.sport);
      const markets = readMarkets(fn, request.markets);
      const regions = readRegions(fn, request.regions ?? entry.regions);
      const bookmakers = readBookmakers(fn, request.bookmakers);
      let wanted: string[];
      if (entry.kind === 'keys') {
        wanted = [...entry.keys];
      } else {
        // Outright competitions (winners of a tournament) are asked only for the outrights market, and the others only for match markets.
        const outrights = markets.includes('outrights');
        const matches = markets.some((m) => m !== 'outrights');
        wanted = (await competitionsOf(entry, call)).filter((c) => c.active && ((c.hasOutrights && outrights) || (!c.hasOutrights && matches))).map((c) => c.key);
      }
      const asked = wanted.slice(0, maxCompetitions);
      const events = [];
      for (const competition of asked) {
        events.push(
          ...(await fetchOddsApiOdds(fetcher, { apiKey, sport, competition, markets, regions, quota, ...(bookmakers === undefined ? {} : { bookmakers }), ...pickTrace(call) })),
        );
      }
      return { sport, competitions: asked, omitted: wanted.slice(maxCompetitions), events };
    },

    async eventOdds(request, call) {
      const fn = 'odds.eventOdds';
      const { sport, entry } = resolveOddsApiSport(fn, request.sport);
      if (typeof request.eventId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(request.eventId)) {
        throw new GuidekitError(`${fn}: eventId must be the source's event id (letters, digits, - and _), got ${JSON.stringify(request.eventId)}`, { code: 'invalid_event', field: 'eventId' });
      }
      let competition = request.competition;
      if (competition === undefined) {
        if (entry.kind !== 'keys' || entry.keys.length !== 1) {
          throw new GuidekitError(`${fn}: ${sport} spans several competitions; give the event's competition (OddsEvent.competition)`, { code: 'required', field: 'competition' });
        }
        competition = entry.keys[0]!;
      } else if (!belongs(entry, competition)) {
        throw new GuidekitError(`${fn}: ${JSON.stringify(competition)} is not a competition of ${sport}`, { code: 'invalid_competition', field: 'competition' });
      }
      const markets = readMarkets(fn, request.markets);
      const regions = readRegions(fn, request.regions ?? entry.regions);
      const bookmakers = readBookmakers(fn, request.bookmakers);
      const [event] = await fetchOddsApiOdds(fetcher, {
        apiKey,
        sport,
        competition,
        markets,
        regions,
        eventId: request.eventId,
        quota,
        ...(bookmakers === undefined ? {} : { bookmakers }),
        ...pickTrace(call),
      });
      return event!;
    },

    async bookmakers(regions) {
      const wanted = regions === undefined ? ODDS_REGIONS : readRegions('odds.bookmakers', regions);
      return ODDS_API_BOOKMAKERS.filter((b) => b.regions.some((r) => wanted.includes(r)));
    },
  };
}
