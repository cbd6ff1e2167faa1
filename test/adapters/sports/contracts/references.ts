// Reference values of the sports contract suites, read from the recorded answers themselves (test/fixtures/README.md
// names each source); nothing here was computed by the code under test.
import type { F1ConstructorStanding, F1DriverStanding, F1QualifyingResult, F1RaceResult, FplPlayerMatch, HistoricalMatch, OddsEvent } from '../../../../src/markets/ports/index.js';

/**
 * The Odds API's answer for soccer_epl, region uk, market h2h, recorded 2023-08-06 (lewis-king/football-tipsters): 19
 * events; the first is Burnley v Manchester City with Sky Bet's prices as the first book.
 */
export const EPL_2023_08_06 = {
  events: 19,
  first: {
    id: '8f77bda60a2e394a76b139a8e0efb986',
    sport: 'epl',
    competition: 'soccer_epl',
    competitionTitle: 'EPL',
    commenceTime: '2023-08-11T19:00:00Z',
    homeTeam: 'Burnley',
    awayTeam: 'Manchester City',
  } satisfies Partial<OddsEvent>,
  skyBet: {
    key: 'skybet',
    title: 'Sky Bet',
    lastUpdate: '2023-08-06T08:54:58Z',
    markets: [
      {
        market: 'h2h',
        lastUpdate: '2023-08-06T08:54:58Z',
        outcomes: [
          { name: 'Burnley', price: 10.5, point: null },
          { name: 'Manchester City', price: 1.25, point: null },
          { name: 'Draw', price: 5.75, point: null },
        ],
      },
    ],
  },
  /** Betfair's exchange sends its lay prices as a second market, `h2h_lay`. */
  betfairLay: { market: 'h2h_lay', outcomes: [{ name: 'Burnley', price: 12.5, point: null }, { name: 'Manchester City', price: 1.32, point: null }, { name: 'Draw', price: 6.4, point: null }] },
};

/**
 * football-data.co.uk E0 2020/21 as published on 2021-02-16 (specinthedark/football_prediction, byte for byte): 233
 * matches; the first is Fulham 0-3 Arsenal on 12/09/2020 with these prices.
 */
export const E0_2021_PARTIAL_FIRST = {
  league: 'epl',
  division: 'E0',
  season: '2020-21',
  date: '2020-09-12',
  kickoff: '12:30',
  homeTeam: 'Fulham',
  awayTeam: 'Arsenal',
  homeGoals: 0,
  awayGoals: 3,
  result: 'A',
  halfTime: { home: 0, away: 1 },
  early: {
    pinnacle: { home: 6.16, draw: 4.51, away: 1.56 },
    bet365: { home: 6, draw: 4.33, away: 1.53 },
    marketMax: { home: 6.55, draw: 4.55, away: 1.6 },
    marketAverage: { home: 5.94, draw: 4.34, away: 1.55 },
    totals: {
      pinnacle: { line: 2.5, over: 1.8, under: 2.13 },
      bet365: { line: 2.5, over: 1.72, under: 2.1 },
      marketMax: { line: 2.5, over: 1.84, under: 2.18 },
      marketAverage: { line: 2.5, over: 1.76, under: 2.1 },
    },
    asianHandicap: {
      pinnacle: { line: 1, home: 1.96, away: 1.96 },
      bet365: { line: 1, home: 1.93, away: 1.97 },
      marketMax: { line: 1, home: 2, away: 1.99 },
      marketAverage: { line: 1, home: 1.93, away: 1.95 },
    },
  },
  closing: {
    pinnacle: { home: 5.48, draw: 3.98, away: 1.69 },
    bet365: { home: 5, draw: 4, away: 1.66 },
    marketMax: { home: 5.75, draw: 4.2, away: 1.71 },
    marketAverage: { home: 5.36, draw: 3.93, away: 1.67 },
    totals: {
      pinnacle: { line: 2.5, over: 2.06, under: 1.86 },
      bet365: { line: 2.5, over: 2, under: 1.8 },
      marketMax: { line: 2.5, over: 2.1, under: 1.92 },
      marketAverage: { line: 2.5, over: 2, under: 1.84 },
    },
    asianHandicap: {
      pinnacle: { line: 0.75, home: 2.02, away: 1.91 },
      bet365: { line: 0.75, home: 2.01, away: 1.89 },
      marketMax: { line: 0.75, home: 2.13, away: 1.92 },
      marketAverage: { line: 0.75, home: 2.02, away: 1.87 },
    },
  },
} satisfies HistoricalMatch;

/** The Ergast answers for 2023 recorded in jolpica/jolpica-f1 (ergast.com URLs in MRData.url). */
export const F1_2023 = {
  races: 22,
  round4: { round: 4, raceName: 'Azerbaijan Grand Prix', circuitId: 'baku', date: '2023-04-30', time: '11:00:00Z', hasSprint: true },
  /** Austrian Grand Prix, round 9: the winner and the last classified row. */
  austriaWinner: {
    position: 1,
    positionText: '1',
    points: 26,
    grid: 1,
    laps: 71,
    status: 'Finished',
    timeMillis: 5133607,
    fastestLapRank: 1,
    driver: { driverId: 'max_verstappen', code: 'VER', permanentNumber: 33, givenName: 'Max', familyName: 'Verstappen', nationality: 'Dutch' },
    team: { constructorId: 'red_bull', name: 'Red Bull', nationality: 'Austrian' },
  } satisfies F1RaceResult,
  austriaLast: { position: 20, positionText: 'R', points: 0, grid: 8, laps: 12, status: 'Power loss', timeMillis: null, fastestLapRank: 20 } satisfies Partial<F1RaceResult>,
  /** Dutch Grand Prix, round 13 qualifying. */
  dutchPole: { position: 1, q1: '1:20.965', q2: '1:18.856', q3: '1:10.567' } satisfies Partial<F1QualifyingResult>,
  dutchLast: { position: 20, q1: '1:23.420', q2: null, q3: null } satisfies Partial<F1QualifyingResult>,
  /** After round 22. */
  driverChampion: { position: 1, positionText: '1', points: 575, wins: 19 } satisfies Partial<F1DriverStanding>,
  drivers: 22,
  constructorChampion: { position: 1, positionText: '1', points: 860, wins: 21, team: { constructorId: 'red_bull', name: 'Red Bull', nationality: 'Austrian' } } satisfies F1ConstructorStanding,
  constructors: 10,
};

/**
 * FPL: bootstrap-static of 2026-06-24 (the 2025/26 game after gameweek 38; HarryTrimble/fpl-top-value-for-money-players),
 * element-summary of player 355 saved 2023-11-12 (Haaland, 2023/24; sevanovg/fantasy_ML), fixtures of 2025/26 as of
 * 2025-12-01 (Mdalasini/data-my-fpl).
 */
export const FPL = {
  players: 841,
  teams: 20,
  gameweeks: 38,
  managers: 13107732,
  rules: { squadSize: 15, startingSize: 11, maxPerTeam: 3, budget: 1000 },
  firstPlayer: { id: 1, code: 154561, webName: 'Raya', firstName: 'David', secondName: 'Raya Martín', team: 1, position: 1, price: 62, status: 'a', totalPoints: 162, minutes: 3330 },
  goalkeepers: { id: 1, shortName: 'GKP', name: 'Goalkeeper', squadSelect: 2, minPlay: 1, maxPlay: 1 },
  fixtures: 380,
  gameweek1Fixtures: 10,
  firstFixture: { id: 1, event: 1, kickoffTime: '2025-08-15T19:00:00Z', homeTeam: 12, awayTeam: 4, homeScore: 4, awayScore: 2, started: true, finished: true },
  haaland: { playerId: 355, matches: 11, pastSeasons: 1 },
  haalandGameweek1: {
    fixture: 1,
    round: 1,
    opponentTeam: 6,
    wasHome: false,
    kickoffTime: '2023-08-11T19:00:00Z',
    minutes: 79,
    totalPoints: 13,
    goalsScored: 2,
    assists: 0,
    cleanSheets: 1,
    goalsConceded: 0,
    saves: 0,
    bonus: 3,
    bps: 56,
    yellowCards: 0,
    redCards: 0,
    starts: 1,
    expectedGoals: 0.6,
    expectedAssists: 0.05,
    value: 140,
    selected: 7200159,
  } satisfies FplPlayerMatch,
};
