// In-memory implementations of the sports ports, for engines' and endpoints' tests: they keep the ports' contracts
// (the same suites run against them and against the real adapters) without reaching any source.
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { PortCall } from '../../../src/core/sourceUse.js';
import type {
  F1Classification,
  F1ConstructorStanding,
  F1DriverStanding,
  F1QualifyingResult,
  F1Race,
  F1RaceResult,
  F1Source,
  F1Standings,
  FplFixture,
  FplGame,
  FplPlayerHistory,
  FplSource,
  HistoricalMatch,
  OddsEvent,
  OddsSource,
  Racecard,
  RacecardSource,
  SportsResultsSource,
} from '../../../src/markets/ports/index.js';
import type { Fault } from '../markets/harness.js';

/** Why a fake's source fails, as the fetch layer would say it. */
function failure(source: string, fault: Fault): SourceUnavailableError {
  const reason = { 'rate-limited': 'HTTP 429 Too Many Requests', 'server-error': 'HTTP 502 Bad Gateway', malformed: 'its answer is not JSON', truncated: 'the answer was cut short' }[fault];
  return new SourceUnavailableError(source, reason, fault === 'rate-limited' ? { retryAfterSeconds: 90 } : {});
}

/** Notes the fake source in the data block, as the fetch layer would (a fake reaches no host). */
function gate(fault: Fault | undefined, source: string, call: PortCall | undefined): void {
  if (fault !== undefined) throw failure(source, fault);
  call?.trace?.record({ source, host: null, url: null, fetched_at: '2026-11-25T00:00:00.000Z', age_seconds: 0, from_cache: false });
}

const bad = (fn: string, field: string, what: string) => new GuidekitError(`${fn}: unknown ${field} ${what}`, { code: `unknown_${field}`, field });

/** How the fake odds key stands: accepted, refused, or with its quota used up. */
export type FakeKeyState = 'ok' | 'refused' | 'spent';

export function createFakeOddsSource(data: { readonly events: Readonly<Record<string, readonly OddsEvent[]>>; readonly fault?: Fault; readonly key?: FakeKeyState }): OddsSource {
  const check = (sport: string, call: PortCall | undefined) => {
    if (data.key === 'refused') throw new SourceUnavailableError('odds-api', 'The Odds API refused the API key (INVALID_KEY); check GUIDEKIT_ODDS_API_KEY');
    if (data.key === 'spent') throw new SourceUnavailableError('odds-api', "the API key's usage quota is used up (OUT_OF_USAGE_CREDITS)");
    const events = data.events[sport.toLowerCase()];
    if (events === undefined) throw bad('odds', 'sport', sport);
    gate(data.fault, 'odds-api', call);
    return events;
  };
  return {
    async competitions(sport, call) {
      const events = check(sport, call);
      return [...new Set(events.map((e) => e.competition))].map((key) => ({ key, title: events.find((e) => e.competition === key)!.competitionTitle, active: true, hasOutrights: false }));
    },
    async odds(request, call) {
      const events = check(request.sport, call);
      return { sport: request.sport.toLowerCase(), competitions: [...new Set(events.map((e) => e.competition))], omitted: [], events };
    },
    async eventOdds(request, call) {
      const event = check(request.sport, call).find((e) => e.id === request.eventId);
      if (event === undefined) throw bad('odds.eventOdds', 'eventId', request.eventId);
      return event;
    },
    async bookmakers() {
      return [];
    },
  };
}

export function createFakeSportsResultsSource(data: { readonly seasons: Readonly<Record<string, readonly HistoricalMatch[]>>; readonly fault?: Fault }): SportsResultsSource {
  return {
    async seasonResults(request, call) {
      const league = request.league.toLowerCase();
      if (!Object.keys(data.seasons).some((k) => k.startsWith(`${league} `))) throw bad('sportsResults.seasonResults', 'league', request.league);
      const matches = data.seasons[`${league} ${request.season}`];
      if (matches === undefined) throw bad('sportsResults.seasonResults', 'season', request.season);
      gate(data.fault, 'football-data', call);
      return matches;
    },
  };
}

export function createFakeF1Source(data: {
  readonly schedule: Readonly<Record<number, readonly F1Race[]>>;
  readonly results: Readonly<Record<string, F1Classification<F1RaceResult>>>;
  readonly qualifying: Readonly<Record<string, F1Classification<F1QualifyingResult>>>;
  readonly driverStandings: Readonly<Record<string, F1Standings<F1DriverStanding>>>;
  readonly constructorStandings: Readonly<Record<string, F1Standings<F1ConstructorStanding>>>;
  readonly fault?: Fault;
}): F1Source {
  const pick = <T>(table: Readonly<Record<string, T>>, fn: string, season: number, round: number | undefined, call: PortCall | undefined): T => {
    gate(data.fault, 'jolpica', call);
    const found = table[`${season}/${round ?? 'last'}`];
    if (found === undefined) throw bad(fn, round === undefined ? 'season' : 'round', `${season}/${round}`);
    return found;
  };
  return {
    async schedule(season, call) {
      gate(data.fault, 'jolpica', call);
      const races = data.schedule[season];
      if (races === undefined) throw bad('f1.schedule', 'season', String(season));
      return races;
    },
    raceResults: async (season, round, call) => pick(data.results, 'f1.raceResults', season, round, call),
    qualifying: async (season, round, call) => pick(data.qualifying, 'f1.qualifying', season, round, call),
    driverStandings: async (season, round, call) => pick(data.driverStandings, 'f1.driverStandings', season, round, call),
    constructorStandings: async (season, round, call) => pick(data.constructorStandings, 'f1.constructorStandings', season, round, call),
  };
}

export function createFakeFplSource(data: { readonly game: FplGame; readonly fixtures: readonly FplFixture[]; readonly histories: readonly FplPlayerHistory[]; readonly fault?: Fault }): FplSource {
  return {
    async game(call) {
      gate(data.fault, 'fpl', call);
      return data.game;
    },
    async fixtures(request = {}, call) {
      gate(data.fault, 'fpl', call);
      return data.fixtures.filter((f) => request.event === undefined || f.event === request.event);
    },
    async playerHistory(playerId, call) {
      gate(data.fault, 'fpl', call);
      const found = data.histories.find((h) => h.playerId === playerId);
      if (found === undefined) throw bad('fpl.playerHistory', 'playerId', String(playerId));
      return found;
    },
  };
}

export function createFakeRacecardSource(data: { readonly cards: readonly Racecard[]; readonly fault?: Fault }): RacecardSource {
  return {
    async racecards(request, call) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(request.date)) throw new GuidekitError('racecards.racecards: date must be an ISO date', { code: 'invalid_date', field: 'date' });
      if (request.country !== undefined && request.country !== 'GB' && request.country !== 'IRE') {
        throw new GuidekitError('racecards.racecards: country must be GB or IRE', { code: 'invalid_country', field: 'country' });
      }
      gate(data.fault, 'racecards', call);
      return data.cards
        .filter((c) => c.date === request.date && (request.country === undefined || c.country === request.country) && (request.course === undefined || c.course.toLowerCase() === request.course.toLowerCase()))
        .sort((a, b) => Date.parse(a.offTime) - Date.parse(b.offTime));
    },
  };
}
