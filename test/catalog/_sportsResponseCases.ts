// Realistic requests of the sports endpoints for the response-schema and declared-ports contract tests, on the fake
// sports ports of test/catalog/markets/_sportsFakes.ts (the real Premier League archive moved to 2025-27; synthetic
// boards, F1 results, racecards, golf outrights, venue markets and FPL game dated around 2026-11-25).
import type { Ports } from '../../src/catalog/ports.js';
import { f1Port, fplPort, legalSquad, oddsPort, racecardsPort, solverPort, sportsResultsPort, venuesPort } from './markets/_sportsFakes.js';

interface SportsCase {
  readonly name: string;
  readonly params: Record<string, unknown>;
  readonly ports: Partial<Ports>;
}

const board = () => ({ odds: oddsPort(), sportsResults: sportsResultsPort(), f1: f1Port() });
const fantasy = () => ({ fpl: fplPort(), solver: solverPort() });

/** Two or more realistic requests per sports endpoint. */
export const SPORTS_RESPONSE_CASES: Readonly<Record<string, readonly SportsCase[]>> = {
  signalSports: [
    { name: 'EPL, every market, rated by the archive', params: { sport: 'epl' }, ports: board() },
    { name: 'NBA moneylines (no results history)', params: { sport: 'nba', market: 'h2h' }, ports: board() },
    { name: 'F1 routes to the field scan', params: { sport: 'f1' }, ports: board() },
    { name: 'one EPL match by team slug, Spanish', params: { sport: 'epl', event: 'man-city', lang: 'es' }, ports: board() },
  ],
  signalF1: [
    { name: 'next race', params: {}, ports: { f1: f1Port() } },
    { name: 'a later round, Spanish', params: { season: '2026', round: '23', lang: 'es' }, ports: { f1: f1Port() } },
  ],
  scanGame: [
    { name: 'EPL match by both teams', params: { sport: 'epl', event: 'Arsenal v Manchester United' }, ports: board() },
    { name: 'NBA game by one team', params: { sport: 'nba', event: 'celtics' }, ports: board() },
    { name: 'EPL match with a promoted club, Spanish', params: { sport: 'epl', event: 'luton', lang: 'es' }, ports: board() },
  ],
  signalRacing: [
    { name: 'the day\'s pick', params: {}, ports: { racecards: racecardsPort() } },
    { name: 'Irish racing only, Spanish', params: { country: 'IRE', lang: 'es' }, ports: { racecards: racecardsPort() } },
  ],
  scanRacing: [
    { name: 'every card of the day', params: {}, ports: { racecards: racecardsPort() } },
    { name: 'one course, Spanish', params: { course: 'Cheltenham', date: '2026-11-25', lang: 'es' }, ports: { racecards: racecardsPort() } },
  ],
  scanGolf: [
    { name: 'the next tournament', params: {}, ports: { odds: oddsPort() } },
    { name: 'by name, Spanish', params: { event: 'open', lang: 'es' }, ports: { odds: oddsPort() } },
  ],
  signalPmSports: [
    { name: 'EPL moneylines on Polymarket and Kalshi', params: { sport: 'epl' }, ports: { odds: oddsPort(), venues: venuesPort() } },
    { name: 'EPL with Polymarket down, Spanish', params: { sport: 'epl', lang: 'es' }, ports: { odds: oddsPort(), venues: venuesPort({ fault: 'polymarket', generous: true }) } },
  ],
  signalFpl: [
    { name: 'squad build, captaincy and transfer scan', params: {}, ports: fantasy() },
    { name: 'a manager\'s squad with a transfer plan', params: { squad: legalSquad().join(','), bank: '0.5', free_transfers: '2' }, ports: fantasy() },
    { name: 'Spanish', params: { lang: 'es' }, ports: fantasy() },
  ],
  scanPlayer: [
    { name: 'a forward by name', params: { player: 'Haaland' }, ports: { fpl: fplPort() } },
    { name: 'a midfielder by full name, Spanish', params: { player: 'Bukayo Saka', sport: 'epl', lang: 'es' }, ports: { fpl: fplPort() } },
  ],
  scanH2h: [
    { name: 'two named players', params: { players: 'Haaland,Saka' }, ports: { fpl: fplPort() } },
    { name: 'by id, Spanish', params: { players: ['16', '15'], lang: 'es' }, ports: { fpl: fplPort() } },
  ],
  scanCompare: [
    { name: 'three players', params: { players: 'Haaland,Saka,1' }, ports: { fpl: fplPort() } },
    { name: 'two players, Spanish', params: { players: 'Saka,Haaland', lang: 'es' }, ports: { fpl: fplPort() } },
  ],
  scanFantasy: [
    { name: 'a squad: start/sit, trades and a cash lineup', params: { squad: legalSquad().join(','), contest: 'cash' }, ports: fantasy() },
    { name: 'waivers only', params: {}, ports: fantasy() },
    { name: 'tournament lineup on the next slate, Spanish', params: { contest: 'gpp', book: 'fpl', slate: 'gw14', lang: 'es' }, ports: fantasy() },
  ],
};
