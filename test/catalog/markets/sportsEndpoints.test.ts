// The sports endpoints through the catalog with fake ports (test/catalog/markets/_sportsFakes.ts): answers, the 400s
// that are known before payment (prepareEndpointCall, the step the HTTP adapter runs before asking for payment), the
// 503s for a port that is missing or fails (never charged), and the 409s for nothing to sell (never charged).
import { describe, expect, it } from 'vitest';
import type { SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { createOddsSource } from '../../../src/adapters/sports/createOddsSource.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { scanCompare } from '../../../src/catalog/markets/scanCompare.js';
import { scanFantasy } from '../../../src/catalog/markets/scanFantasy.js';
import { scanGame } from '../../../src/catalog/markets/scanGame.js';
import { scanGolf } from '../../../src/catalog/markets/scanGolf.js';
import { scanH2h } from '../../../src/catalog/markets/scanH2h.js';
import { scanPlayer } from '../../../src/catalog/markets/scanPlayer.js';
import { scanRacing } from '../../../src/catalog/markets/scanRacing.js';
import { signalF1 } from '../../../src/catalog/markets/signalF1.js';
import { signalFpl } from '../../../src/catalog/markets/signalFpl.js';
import { signalPmSports } from '../../../src/catalog/markets/signalPmSports.js';
import { signalRacing } from '../../../src/catalog/markets/signalRacing.js';
import { signalSports } from '../../../src/catalog/markets/signalSports.js';
import { prepareEndpointCall } from '../../../src/catalog/prepareEndpointCall.js';
import type { EndpointDefinition } from '../../../src/catalog/types.js';
import { toJsonText } from '../../../src/core/toJsonText.js';
import { AS_OF, f1Port, fplPort, legalSquad, oddsPort, racecardsPort, solverPort, sportsResultsPort, venuesPort } from './_sportsFakes.js';

const json = (body: unknown) => JSON.parse(toJsonText(body)) as Record<string, any>;
const call = (endpoint: EndpointDefinition, params: Record<string, unknown>, ports: Record<string, unknown>) => invokeEndpoint(endpoint, params, { asOf: AS_OF, ports });
const before = (endpoint: EndpointDefinition, params: Record<string, unknown>, ports: Record<string, unknown> = {}) => prepareEndpointCall(endpoint, params, { asOf: AS_OF, ports });
/** The real odds adapter, for what it refuses before any request (a fetcher that is never reached). */
const realOdds = () => createOddsSource({ fetcher: { fetch: () => Promise.reject(new Error('not reached')) } as unknown as SourceFetcher, apiKey: 'k' });
const board = () => ({ odds: oddsPort(), sportsResults: sportsResultsPort(), f1: f1Port() });

describe('signalSports', () => {
  it('answers three ranked picks, each with its price, book, fair probability and where it came from, EV and quarter Kelly', async () => {
    const out = await call(signalSports, { sport: 'epl' }, board());
    expect(out.status).toBe(200);
    const body = json(out.body);
    expect(body.picks.map((p: { rank: number }) => p.rank)).toEqual([1, 2, 3]);
    expect(body.picks.map((p: { ev: number }) => p.ev)).toEqual([...body.picks.map((p: { ev: number }) => p.ev)].sort((a: number, b: number) => b - a));
    for (const p of body.picks) {
      expect(p.ev).toBeCloseTo(p.fair_probability * p.price - 1, 12);
      expect(p.kelly.stake).toBeCloseTo(p.ev > 0 ? (0.25 * (p.fair_probability * p.price - 1)) / (p.price - 1) : 0, 12);
      expect(p.confidence).toBe('high');
    }
    // The fake archive rates every 2025-26 club; Luton (promoted in 2023-24, moved to 2026-27) plays its first season.
    expect(body.scanned.rating).toMatchObject({ status: 'ok', seasons: ['2026-27', '2025-26'] });
    expect(body.scanned.lines_with_model).toBeGreaterThan(0);
    expect(body.data.sources.map((s: { source: string }) => s.source).sort()).toEqual(['football-data', 'odds-api']);
  });

  it('says a sport without results history is priced from the consensus alone', async () => {
    const body = json((await call(signalSports, { sport: 'nba', market: 'h2h' }, board())).body);
    for (const p of body.picks) {
      expect(p.probability_source.source).toBe('consensus');
      expect(p.not_seen.join(' ')).toMatch(/No results history for nba/);
    }
    expect(body.scanned.rating.status).toBe('no_history_source');
  });

  it('keeps answering from the consensus when the results archive fails, and says so', async () => {
    const out = await call(signalSports, { sport: 'epl' }, { ...board(), sportsResults: sportsResultsPort('server-error') });
    expect(out.status).toBe(200);
    const body = json(out.body);
    expect(body.scanned.rating.status).toBe('source_failed');
    expect(body.picks[0].not_seen.join(' ')).toMatch(/results history \(football-data\) could not be read/);
  });

  it('routes sport=f1 to the F1 field scan', async () => {
    const body = json((await call(signalSports, { sport: 'f1' }, board())).body);
    expect(body.sport).toBe('f1');
    expect(body.basis).toBe('results_rating');
    expect(body.picks).toHaveLength(3);
    expect(body.picks.every((p: { price: null; ev: null }) => p.price === null && p.ev === null)).toBe(true);
  });

  it('refuses an unknown sport before payment, and an event the board does not list with a 400 naming event', async () => {
    const prepared = await before(signalSports, { sport: 'curling' }, board());
    expect(prepared.ok).toBe(false);
    expect(!prepared.ok && prepared.outcome.status).toBe(400);
    const out = await call(signalSports, { sport: 'epl', event: 'ipswich' }, board());
    expect(out.status).toBe(400);
    expect(json(out.body).errors[0]).toMatchObject({ field: 'event', code: 'unknown_event' });
  });

  it('answers 503 before running without an odds port, when the odds source fails, and for a sport it does not price', async () => {
    const prepared = await before(signalSports, { sport: 'epl' }, { sportsResults: sportsResultsPort() });
    expect(!prepared.ok && prepared.outcome.status).toBe(503);
    const failed = await call(signalSports, { sport: 'epl' }, { ...board(), odds: oddsPort({ fault: 'server-error' }) });
    expect(failed.status).toBe(503);
    expect(json(failed.body).sources).toEqual(['odds-api']);
    const refused = await call(signalSports, { sport: 'epl' }, { ...board(), odds: oddsPort({ key: 'spent' }) });
    expect(refused.status).toBe(503);
    const esports = await call(signalSports, { sport: 'cs2' }, { odds: realOdds() });
    expect(esports.status).toBe(503);
    expect(json(esports.body).detail).toMatch(/odds-api/);
  });

  it('declines with a 409 no-edge naming the nearest picks when no best price beats its fair probability', async () => {
    const out = await call(signalSports, { sport: 'epl' }, { ...board(), odds: oddsPort({ soft: false }) });
    expect(out.status).toBe(409);
    const problem = json(out.body);
    expect(problem.type).toBe('https://guidekit.dev/problems/no-edge');
    expect(problem.detail).toMatch(/^No epl price beats its fair probability: of \d+ priced lines across 5 events, the nearest is .* EV -0\.\d+ per unit/);
    expect(problem.near_misses).toHaveLength(3);
    expect(problem.near_misses.every((p: { edge: boolean; ev: number }) => !p.edge && p.ev <= 0)).toBe(true);
    expect(problem.measured).toMatchObject({ events: 5, with_edge: 0, best_ev: problem.near_misses[0].ev });
    const game = await call(scanGame, { sport: 'epl', event: 'Arsenal v Manchester United' }, { ...board(), odds: oddsPort({ soft: false }) });
    expect(game.status).toBe(409);
    expect(json(game.body)).toMatchObject({ type: 'https://guidekit.dev/problems/no-edge', event: { home_team: 'Arsenal' }, measured: { with_edge: 0 } });
    expect(json(game.body).near_misses.length).toBeGreaterThan(0);
  });

  it('answers 409 (never charged) when the sport has nothing priced', async () => {
    const out = await call(signalSports, { sport: 'laliga' }, board());
    expect(out.status).toBe(409);
    expect(json(out.body).type).toBe('https://guidekit.dev/problems/nothing-clears');
  });
});

describe('scanGame', () => {
  it('answers only positive-EV plays for one match, every line priced, and the rating\'s reading of a rated soccer match', async () => {
    const body = json((await call(scanGame, { sport: 'epl', event: 'Arsenal v Manchester United' }, board())).body);
    expect(body.event).toMatchObject({ home_team: 'Arsenal', away_team: 'Manchester United' });
    expect(body.plays.length).toBeLessThanOrEqual(3);
    expect(body.plays.every((p: { ev: number }) => p.ev > 0)).toBe(true);
    expect(body.lines.map((l: { market: string }) => l.market)).toEqual(['h2h', 'spreads', 'totals']);
    expect(body.model.likely_scores).toHaveLength(5);
    expect(body.model.home_win + body.model.draw + body.model.away_win).toBeCloseTo(1, 9);
  });

  it('asks for the match before payment, and names event when it matches none or several', async () => {
    const prepared = await before(scanGame, { sport: 'epl' }, board());
    expect(!prepared.ok && prepared.outcome.status).toBe(400);
    expect(!prepared.ok && (prepared.outcome.body as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['event']);
    const unknown = await call(scanGame, { sport: 'epl', event: 'ipswich' }, board());
    expect(json(unknown.body).errors[0].field).toBe('event');
    // "Manchester" names two clubs of two different listed matches.
    const ambiguous = await call(scanGame, { sport: 'epl', event: 'manchester' }, board());
    expect(ambiguous.status).toBe(400);
    expect(json(ambiguous.body).errors[0].code).toBe('ambiguous_event');
  });
});

describe('signalF1', () => {
  it('scans the next race from results, says no odds source prices F1, and refuses a round the season lacks', async () => {
    const body = json((await call(signalF1, {}, { f1: f1Port() })).body);
    expect(body.race.round).toBe(20);
    expect(body.not_seen[0]).toMatch(/No configured odds source prices Formula 1/);
    expect(body.drivers.reduce((s: number, d: { win: number }) => s + d.win, 0)).toBeCloseTo(1, 9);
    const bad = await call(signalF1, { round: '29' }, { f1: f1Port() });
    expect(bad.status).toBe(400);
    expect(json(bad.body).errors[0].field).toBe('round');
    expect((await call(signalF1, {}, { f1: f1Port('rate-limited') })).status).toBe(503);
  });
});

describe('racing', () => {
  it('scans every card with a selection each, and the signal names the day\'s best', async () => {
    const scan = json((await call(scanRacing, {}, { racecards: racecardsPort() })).body);
    expect(scan.cards).toHaveLength(3);
    const best = Math.max(...scan.cards.map((c: { selection: { ev: number } }) => c.selection.ev));
    const signal = json((await call(signalRacing, {}, { racecards: racecardsPort() })).body);
    expect(signal.pick.ev).toBe(best);
    expect(signal.card.runners.every((r: { number: number }) => r.number !== signal.card.race.runners + 1)).toBe(true);
  });

  it('declines with a 409 no-edge naming the nearest selections when no price beats its fair probability, never a 200 without a bet', async () => {
    for (const endpoint of [scanRacing, signalRacing]) {
      const out = await call(endpoint, {}, { racecards: racecardsPort(undefined, { level: true }) });
      expect(out.status).toBe(409);
      const problem = json(out.body);
      expect(problem.type).toBe('https://guidekit.dev/problems/no-edge');
      expect(problem.detail).toMatch(/^No selection on the 3 cards beats its fair probability at the best price: the nearest to value, .* has an EV of -0\.\d+ per unit/);
      expect(problem.measured).toMatchObject({ cards: 3, priced: 3, with_edge: 0 });
      expect(problem.measured.best_ev).toBeLessThan(0);
      expect(problem.near_misses).toHaveLength(3);
      expect(problem.near_misses.every((n: { selection: { edge: boolean; ev: number } }) => !n.selection.edge && n.selection.ev <= 0)).toBe(true);
      expect(problem.near_misses[0].selection.ev).toBe(problem.measured.best_ev);
    }
    const es = json((await call(signalRacing, { lang: 'es' }, { racecards: racecardsPort(undefined, { level: true }) })).body);
    expect(es.detail).toMatch(/^Ninguna selección de las 3 carreras supera su probabilidad justa/);
  });

  it('answers 503 without a racecard feed and 409 on a day without racing', async () => {
    const prepared = await before(signalRacing, {});
    expect(!prepared.ok && prepared.outcome.status).toBe(503);
    expect((await call(scanRacing, { date: '2026-11-26' }, { racecards: racecardsPort() })).status).toBe(409);
  });
});

describe('scanGolf', () => {
  it('prices every bet type and names an unknown tournament with a 400 on event', async () => {
    const body = json((await call(scanGolf, {}, { odds: oddsPort() })).body);
    expect(body.cut_rule).toBe('the_open');
    expect(body.players[0].top20.book_price).toBeNull();
    const bad = await call(scanGolf, { event: 'masters' }, { odds: oddsPort() });
    expect(json(bad.body).errors[0].field).toBe('event');
  });
});

describe('signalPmSports', () => {
  it('calls the largest venue edge after fees against the de-vigged consensus', async () => {
    const body = json((await call(signalPmSports, { sport: 'epl' }, { odds: oddsPort(), venues: venuesPort() })).body);
    expect(body.call).toMatchObject({ venue: 'polymarket', outcome: 'Arsenal', side: 'home' });
    expect(body.call.edge).toBeGreaterThan(0);
    expect(body.scanned.unmatched).toBe(1);
  });

  it('answers 409 when no matched moneyline has an edge, 503 when every venue fails, 503 for esports', async () => {
    const none = await call(signalPmSports, { sport: 'epl' }, { odds: oddsPort(), venues: venuesPort({ generous: false }) });
    expect(none.status).toBe(409);
    // Matched outcomes, none beating the consensus after fees: a decline for want of an edge, the near misses named.
    expect(json(none.body)).toMatchObject({ type: 'https://guidekit.dev/problems/no-edge', measured: { with_edge: 0 } });
    expect(json(none.body).near_misses.length).toBeGreaterThan(0);
    expect(json(none.body).measured.best_edge).toBeLessThanOrEqual(0);
    expect((await call(signalPmSports, { sport: 'epl' }, { odds: oddsPort(), venues: venuesPort({ fault: 'all' }) })).status).toBe(503);
    expect((await call(signalPmSports, { sport: 'cs2' }, { odds: realOdds(), venues: venuesPort() })).status).toBe(503);
  });
});

describe('signalFpl', () => {
  it('answers 409 pre-season and at rollover, never charged', async () => {
    for (const state of ['pre_season', 'rollover'] as const) {
      const out = await call(signalFpl, {}, { fpl: fplPort(state), solver: solverPort() });
      expect(out.status).toBe(409);
      expect(json(out.body)).toMatchObject({ type: 'https://guidekit.dev/problems/nothing-clears', season_state: state });
    }
  });

  it('builds the squad and plans a manager\'s transfers; an illegal squad or unknown player is a 400 naming it', async () => {
    const body = json((await call(signalFpl, { squad: legalSquad().join(','), free_transfers: '1' }, { fpl: fplPort(), solver: solverPort() })).body);
    expect(body.squad_build.status).toBe('optimal');
    expect(body.captaincy.from).toBe('manager_squad');
    expect(body.transfers.status).toBe('optimal');
    expect(body.transfers.hit_points).toBe(4 * body.transfers.hits);
    const short = await before(signalFpl, { squad: '1,2,3' }, { fpl: fplPort(), solver: solverPort() });
    expect(!short.ok && prepared400Field(short.outcome.body)).toBe('squad');
    const unknown = await call(signalFpl, { squad: [...legalSquad().slice(0, 14), 'Nobody'].join(',') }, { fpl: fplPort(), solver: solverPort() });
    expect(json(unknown.body).errors[0]).toMatchObject({ field: 'squad[14]', code: 'unknown_player' });
  });

  it('answers 503 before running without a solver, and when the game\'s API fails', async () => {
    const prepared = await before(signalFpl, {}, { fpl: fplPort() });
    expect(!prepared.ok && prepared.outcome.status).toBe(503);
    expect((await call(signalFpl, {}, { fpl: fplPort('in_season', 'server-error'), solver: solverPort() })).status).toBe(503);
  });
});

function prepared400Field(body: unknown): string {
  return (body as { errors: { field: string }[] }).errors[0]!.field;
}

describe('player scans', () => {
  it('answer 503 before payment for a sport without a player source, and 400 before payment without players', async () => {
    for (const [endpoint, params] of [[scanPlayer, { player: 'LeBron James', sport: 'nba' }], [scanH2h, { players: 'a,b', sport: 'nfl' }], [scanCompare, { players: 'a,b', sport: 'mlb' }], [scanFantasy, { sport: 'nba' }]] as const) {
      const prepared = await before(endpoint, params, { fpl: fplPort(), solver: solverPort() });
      expect(!prepared.ok && prepared.outcome.status, endpoint.operationId).toBe(503);
      expect(!prepared.ok && (prepared.outcome.body as unknown as { sources: string[] }).sources).toEqual(['player-projections']);
    }
    const missing = await before(scanPlayer, {}, { fpl: fplPort() });
    expect(!missing.ok && prepared400Field(missing.outcome.body)).toBe('player');
    const three = await before(scanH2h, { players: 'a,b,c' }, { fpl: fplPort() });
    expect(!three.ok && prepared400Field(three.outcome.body)).toBe('players');
  });

  it('h2h prices who scores more and picks the higher projection', async () => {
    const body = json((await call(scanH2h, { players: 'Haaland,Saka' }, { fpl: fplPort() })).body);
    expect(body.fantasy.pick).toBe(body.betting.favourite);
    expect(body.betting.a_ahead).toBeGreaterThan(0.5);
    expect(body.betting.fair_odds_a).toBeCloseTo(1 / body.betting.a_ahead, 12);
  });
});

describe('scanFantasy', () => {
  it('answers 503 before payment for a DFS site with no slate source, and 400 for a slate that is not a gameweek', async () => {
    const site = await before(scanFantasy, { contest: 'gpp', book: 'draftkings' }, { fpl: fplPort(), solver: solverPort() });
    expect(!site.ok && site.outcome.status).toBe(503);
    expect(!site.ok && (site.outcome.body as unknown as { sources: string[] }).sources).toEqual(['dfs-slates']);
    const slate = await before(scanFantasy, { slate: 'main' }, { fpl: fplPort() });
    expect(!slate.ok && prepared400Field(slate.outcome.body)).toBe('slate');
  });

  it('builds a legal eleven for the gameweek slate under the cap', async () => {
    const body = json((await call(scanFantasy, { contest: 'gpp', slate: '14' }, { fpl: fplPort(), solver: solverPort() })).body);
    expect(body.gameweek.id).toBe(14);
    expect(body.dfs.status).toBe('optimal');
    expect(body.dfs.lineup).toHaveLength(11);
    expect(body.dfs.cost).toBeLessThanOrEqual(body.dfs.cap);
    expect(body.start_sit).toBeNull();
  });
});

describe('the sports endpoints\' 409', () => {
  it('is declared for OpenAPI by every endpoint that can answer it, and by no other', () => {
    for (const endpoint of [signalSports, signalPmSports, signalF1, signalRacing, scanRacing, scanGolf, signalFpl, scanPlayer, scanH2h, scanCompare, scanFantasy, scanGame]) {
      expect(endpoint.conflict, endpoint.operationId).toMatch(/nothing-clears|no-edge/);
    }
    // The picks and plays decline for want of an edge; a match the board does not list is a 400 naming event, never a 409.
    for (const endpoint of [signalSports, signalPmSports, signalRacing, scanRacing, scanGame]) expect(endpoint.conflict, endpoint.operationId).toMatch(/no-edge/);
  });
});
