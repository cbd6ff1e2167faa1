// In-memory sports ports for the catalog tests of the sports endpoints, dated for 2026-11-25. Results history is the
// real Premier League archive of test/fixtures/history/football-data (2022-23 and 2023-24, provenance in
// test/fixtures/README.md) moved three years later (2022-23 becomes 2025-26, 2023-24 becomes 2026-27), so the clubs,
// scores and order are real while the dates fall before the call. Bookmaker boards, F1 results, racecards, golf
// outrights, venue markets and the FPL game are synthetic: seeded, with the shapes and magnitudes of the real sources
// (book margins of 2-6 %, a 20-driver F1 field, 360 FPL players in 20 clubs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import { parseFootballDataCsv } from '../../../src/adapters/sports/footballdata/parseFootballDataCsv.js';
import { createHighsSolverSource } from '../../../src/adapters/solver/createHighsSolverSource.js';
import type {
  BookmakerPrices,
  F1Classification,
  F1ConstructorStanding,
  F1DriverStanding,
  F1QualifyingResult,
  F1Race,
  F1RaceResult,
  F1Standings,
  FplFixture,
  FplGame,
  FplGameweek,
  FplPlayer,
  FplPlayerHistory,
  HistoricalMatch,
  OddsEvent,
  Racecard,
} from '../../../src/markets/ports/index.js';
import type { MipSolverSource } from '../../../src/markets/ports/MipSolverSource.js';
import type { PredictionVenueSource } from '../../../src/markets/ports/PredictionVenueSource.js';
import type { PredictionMarket } from '../../../src/markets/predictions/types.js';
import { createFakeF1Source, createFakeFplSource, createFakeOddsSource, createFakeRacecardSource, createFakeSportsResultsSource } from '../../adapters/sports/fakes.js';
import type { Fault } from '../../adapters/markets/harness.js';

export const AS_OF = '2026-11-25';

/** A deterministic generator (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HISTORY = fileURLToPath(new URL('../../fixtures/history/football-data/', import.meta.url));
const shiftYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

/** A real archive season moved `years` later, relabelled as the season it now falls in. */
function movedSeason(file: string, season: string, years: number): HistoricalMatch[] {
  return parseFootballDataCsv(readFileSync(`${HISTORY}${file}`, 'utf8'), { league: 'epl', division: 'E0', season } as never).map((m) => ({ ...m, season: season, date: shiftYears(m.date, years) }));
}

let eplHistory: Record<string, HistoricalMatch[]> | null = null;
/** 2025-26 and 2026-27 of the fake archive: the real 2022-23 and 2023-24 seasons, three years later. */
export function eplSeasons(): Record<string, HistoricalMatch[]> {
  eplHistory ??= { 'epl 2025-26': movedSeason('E0_2223.csv', '2025-26', 3), 'epl 2026-27': movedSeason('E0_2324.csv', '2026-27', 3) };
  return eplHistory;
}

export function sportsResultsPort(fault?: Fault) {
  return createFakeSportsResultsSource({ seasons: eplSeasons(), ...(fault === undefined ? {} : { fault }) });
}

/** Decimal prices of a book with margin `margin` on fair probabilities, rounded as books quote them. */
function quote(fair: readonly number[], margin: number, noise: () => number, spread = 0.02): number[] {
  return fair.map((p) => Math.round(100 / (p * (1 + margin) * (1 + spread * (noise() - 0.5)))) / 100);
}

/** A soft book whose lines lag the market (±7 % around its 4 % margin): where it lags long, its price beats the consensus. */
const SOFT_BOOK = { key: 'marathonbet', title: 'Marathon Bet', margin: 0.04 };

const BOOKS = [
  { key: 'pinnacle', title: 'Pinnacle', margin: 0.025 },
  { key: 'betfair_ex_eu', title: 'Betfair', margin: 0.02 },
  { key: 'williamhill', title: 'William Hill', margin: 0.055 },
  { key: 'bet365', title: 'Bet365', margin: 0.05 },
  { key: 'unibet_eu', title: 'Unibet', margin: 0.06 },
];

/**
 * A match with h2h (three- or two-way), one spread and one total, priced by every book around the fair numbers, and by
 * a soft book whose lagging lines are where a price beats the consensus (as line shopping finds in real boards).
 */
function matchEvent(input: { id: string; sport: string; competition: string; title: string; time: string; home: string; away: string; fair: readonly number[]; spread: number; spreadFair: number; total: number; overFair: number; seed: number; soft: boolean }): OddsEvent {
  const rnd = seeded(input.seed);
  const draw = input.fair.length === 3;
  const bookmakers: BookmakerPrices[] = [...BOOKS.map((b) => ({ ...b, spread: 0.02 })), ...(input.soft ? [{ ...SOFT_BOOK, spread: 0.14 }] : [])].map((b) => {
    const h2h = quote(input.fair, b.margin, rnd, b.spread);
    const sp = quote([input.spreadFair, 1 - input.spreadFair], b.margin, rnd, b.spread);
    const tot = quote([input.overFair, 1 - input.overFair], b.margin, rnd, b.spread);
    return {
      key: b.key,
      title: b.title,
      lastUpdate: '2026-11-25T07:58:00Z',
      markets: [
        { market: 'h2h', lastUpdate: '2026-11-25T07:58:00Z', outcomes: [{ name: input.home, price: h2h[0]!, point: null }, { name: input.away, price: h2h[1]!, point: null }, ...(draw ? [{ name: 'Draw', price: h2h[2]!, point: null }] : [])] },
        { market: 'spreads', lastUpdate: '2026-11-25T07:58:00Z', outcomes: [{ name: input.home, price: sp[0]!, point: input.spread }, { name: input.away, price: sp[1]!, point: -input.spread }] },
        { market: 'totals', lastUpdate: '2026-11-25T07:58:00Z', outcomes: [{ name: 'Over', price: tot[0]!, point: input.total }, { name: 'Under', price: tot[1]!, point: input.total }] },
      ],
    };
  });
  return { id: input.id, sport: input.sport, competition: input.competition, competitionTitle: input.title, commenceTime: input.time, homeTeam: input.home, awayTeam: input.away, bookmakers };
}

/** Premier League fixtures of the weekend after the call, under The Odds API's names (`soft: false`: no soft book, no edge). */
export function eplEvents(options: { readonly soft?: boolean } = {}): OddsEvent[] {
  const e = (id: string, time: string, home: string, away: string, fair: number[], seed: number) =>
    matchEvent({ id, sport: 'epl', competition: 'soccer_epl', title: 'EPL', time, home, away, fair, spread: -0.5, spreadFair: fair[0]!, total: 2.5, overFair: 0.55, seed, soft: options.soft ?? true });
  return [
    e('e1', '2026-11-28T12:30:00Z', 'Arsenal', 'Manchester United', [0.56, 0.2, 0.24], 11),
    e('e2', '2026-11-28T15:00:00Z', 'Brighton and Hove Albion', 'Wolverhampton Wanderers', [0.52, 0.23, 0.25], 12),
    e('e3', '2026-11-28T15:00:00Z', 'Luton', 'Nottingham Forest', [0.38, 0.34, 0.28], 13),
    e('e4', '2026-11-29T16:30:00Z', 'Manchester City', 'Tottenham Hotspur', [0.64, 0.16, 0.2], 14),
    e('e5', '2026-11-29T14:00:00Z', 'Newcastle United', 'West Ham United', [0.5, 0.24, 0.26], 15),
  ];
}

/** NBA games of the night after the call (two-way moneyline, a spread and a total). */
export function nbaEvents(options: { readonly soft?: boolean } = {}): OddsEvent[] {
  const e = (id: string, home: string, away: string, p: number, seed: number) =>
    matchEvent({ id, sport: 'nba', competition: 'basketball_nba', title: 'NBA', time: '2026-11-26T00:30:00Z', home, away, fair: [p, 1 - p], spread: -4.5, spreadFair: 0.5, total: 224.5, overFair: 0.5, seed, soft: options.soft ?? true });
  return [e('n1', 'Boston Celtics', 'Los Angeles Lakers', 0.64, 21), e('n2', 'Denver Nuggets', 'Phoenix Suns', 0.58, 22), e('n3', 'Miami Heat', 'New York Knicks', 0.45, 23)];
}

/** Golf outrights: one tournament, 30 players, four books each pricing most of the field. */
export function golfEvents(): OddsEvent[] {
  const names = ['Scottie Scheffler', 'Rory McIlroy', 'Xander Schauffele', 'Jon Rahm', 'Ludvig Aberg', 'Collin Morikawa', 'Bryson DeChambeau', 'Viktor Hovland', 'Patrick Cantlay', 'Tommy Fleetwood', 'Hideki Matsuyama', 'Justin Thomas', 'Jordan Spieth', 'Shane Lowry', 'Tyrrell Hatton', 'Sahith Theegala', 'Max Homa', 'Cameron Young', 'Sungjae Im', 'Russell Henley', 'Brian Harman', 'Wyndham Clark', 'Sam Burns', 'Tony Finau', 'Jason Day', 'Corey Conners', 'Min Woo Lee', 'Keegan Bradley', 'Adam Scott', 'Robert MacIntyre'];
  const weights = names.map((_, i) => 1 / (i + 2) ** 1.3);
  const total = weights.reduce((s, w) => s + w, 0);
  const fair = weights.map((w) => w / total);
  const rnd = seeded(31);
  const bookmakers: BookmakerPrices[] = BOOKS.slice(0, 4).map((b, k) => ({
    key: b.key,
    title: b.title,
    lastUpdate: '2026-11-25T07:00:00Z',
    markets: [{ market: 'outrights', lastUpdate: '2026-11-25T07:00:00Z', outcomes: names.flatMap((name, i) => (i % 7 === k ? [] : [{ name, price: Math.round(100 / (fair[i]! * (1 + b.margin * 4) * (1 + 0.06 * (rnd() - 0.5)))) / 100, point: null }])) }],
  }));
  return [{ id: 'g1', sport: 'golf', competition: 'golf_the_open_championship_winner', competitionTitle: 'The Open Winner', commenceTime: '2026-11-27T06:00:00Z', homeTeam: null, awayTeam: null, bookmakers }];
}

/** The fake odds source; `soft: false` leaves the soft book out, so no match price beats its consensus. */
export function oddsPort(options: { readonly fault?: Fault; readonly key?: 'ok' | 'refused' | 'spent'; readonly soft?: boolean } = {}) {
  const { soft, ...rest } = options;
  return createFakeOddsSource({ events: { epl: eplEvents({ soft: soft ?? true }), nba: nbaEvents({ soft: soft ?? true }), golf: golfEvents(), laliga: [] }, ...rest });
}

// ---- Formula 1 ----------------------------------------------------------------------------------------------------

const GRID: readonly [string, string, string, string, string][] = [
  ['norris', 'NOR', 'Lando', 'Norris', 'mclaren'],
  ['piastri', 'PIA', 'Oscar', 'Piastri', 'mclaren'],
  ['max_verstappen', 'VER', 'Max', 'Verstappen', 'red_bull'],
  ['tsunoda', 'TSU', 'Yuki', 'Tsunoda', 'red_bull'],
  ['leclerc', 'LEC', 'Charles', 'Leclerc', 'ferrari'],
  ['hamilton', 'HAM', 'Lewis', 'Hamilton', 'ferrari'],
  ['russell', 'RUS', 'George', 'Russell', 'mercedes'],
  ['antonelli', 'ANT', 'Andrea Kimi', 'Antonelli', 'mercedes'],
  ['alonso', 'ALO', 'Fernando', 'Alonso', 'aston_martin'],
  ['stroll', 'STR', 'Lance', 'Stroll', 'aston_martin'],
  ['gasly', 'GAS', 'Pierre', 'Gasly', 'alpine'],
  ['colapinto', 'COL', 'Franco', 'Colapinto', 'alpine'],
  ['albon', 'ALB', 'Alexander', 'Albon', 'williams'],
  ['sainz', 'SAI', 'Carlos', 'Sainz', 'williams'],
  ['hulkenberg', 'HUL', 'Nico', 'Hülkenberg', 'sauber'],
  ['bortoleto', 'BOR', 'Gabriel', 'Bortoleto', 'sauber'],
  ['ocon', 'OCO', 'Esteban', 'Ocon', 'haas'],
  ['bearman', 'BEA', 'Oliver', 'Bearman', 'haas'],
  ['lawson', 'LAW', 'Liam', 'Lawson', 'rb'],
  ['hadjar', 'HAD', 'Isack', 'Hadjar', 'rb'],
];
const TEAMS: Record<string, string> = { mclaren: 'McLaren', red_bull: 'Red Bull', ferrari: 'Ferrari', mercedes: 'Mercedes', aston_martin: 'Aston Martin', alpine: 'Alpine F1 Team', williams: 'Williams', sauber: 'Sauber', haas: 'Haas F1 Team', rb: 'RB F1 Team' };

function f1Race(season: number, round: number, date: string): F1Race {
  return { season, round, raceName: `Grand Prix ${round}`, circuitId: `c${round}`, circuitName: `Circuit ${round}`, locality: 'Town', country: 'Country', date, time: '14:00:00Z', sessions: [], hasSprint: false };
}

/** The fake F1 source: a 2026 calendar of 24 rounds (round 22 on 2026-11-29) with seeded classifications before it. */
export function f1Port(fault?: Fault) {
  const races = Array.from({ length: 24 }, (_, i) => f1Race(2026, i + 1, new Date(Date.UTC(2026, 2, 8) + i * 14 * 86_400_000 - (i >= 21 ? (i - 20) * 7 * 86_400_000 : 0)).toISOString().slice(0, 10)));
  const results: Record<string, F1Classification<F1RaceResult>> = {};
  const qualifying: Record<string, F1Classification<F1QualifyingResult>> = {};
  const rnd = seeded(41);
  const strength = GRID.map((_, i) => Math.exp(-0.22 * i));
  const driver = (g: (typeof GRID)[number]) => ({ driverId: g[0], code: g[1], permanentNumber: null, givenName: g[2], familyName: g[3], nationality: 'X' });
  const team = (g: (typeof GRID)[number]) => ({ constructorId: g[4], name: TEAMS[g[4]]!, nationality: 'X' });
  const order = () => {
    // Plackett–Luce draw by exponential races.
    const times = strength.map((s) => -Math.log(1 - rnd()) / s);
    return times.map((t, i) => ({ t, i })).sort((a, b) => a.t - b.t).map((x) => x.i);
  };
  for (const race of races.filter((r) => r.date < AS_OF)) {
    const o = order();
    results[`2026/${race.round}`] = { race, results: o.map((i, k) => ({ position: k + 1, positionText: String(k + 1), points: [25, 18, 15, 12, 10, 8, 6, 4, 2, 1][k] ?? 0, grid: k + 1, laps: 57, status: 'Finished', timeMillis: null, fastestLapRank: null, driver: driver(GRID[i]!), team: team(GRID[i]!) })) };
    const q = order();
    qualifying[`2026/${race.round}`] = { race, results: q.map((i, k) => ({ position: k + 1, driver: driver(GRID[i]!), team: team(GRID[i]!), q1: '1:30.000', q2: null, q3: null })) };
  }
  return createFakeF1Source({ schedule: { 2026: races }, results, qualifying, driverStandings: {} as Record<string, F1Standings<F1DriverStanding>>, constructorStandings: {} as Record<string, F1Standings<F1ConstructorStanding>>, ...(fault === undefined ? {} : { fault }) });
}

// ---- Racing -------------------------------------------------------------------------------------------------------

/**
 * Two GB cards and one Irish card on the day of the call, five books each (one race win-only). `level`: every book
 * quotes the same price with a 30 % margin, no runner is withdrawn and every race is win-only, so no price beats its
 * de-vigged fair probability (no edge anywhere; Harville's place probabilities would find each-way value otherwise).
 */
export function racecardsPort(fault?: Fault, options: { readonly level?: boolean } = {}) {
  const card = (id: string, course: string, country: 'GB' | 'IRE', off: string, runners: number, terms: { places: number; fraction: number } | null, handicap: boolean, seed: number): Racecard => {
    const rnd = seeded(seed);
    const w = Array.from({ length: runners }, (_, i) => Math.exp(-0.35 * i) * (0.8 + 0.4 * rnd()));
    const t = w.reduce((s, x) => s + x, 0);
    return {
      raceId: id,
      course,
      country,
      date: AS_OF,
      offTime: off,
      raceName: `${course} Handicap Chase`,
      type: 'chase',
      handicap,
      raceClass: 3,
      distanceYards: 5280,
      distanceText: '3m',
      going: 'Good to Soft',
      surface: 'turf',
      placeTerms: options.level === true ? null : terms,
      runners: w.map((x, i) => ({
        number: i + 1,
        draw: null,
        horse: `${course} Runner ${i + 1}`,
        age: 7,
        weightLbs: 160 - i,
        jockey: `Jockey ${i + 1}`,
        trainer: `Trainer ${i + 1}`,
        officialRating: 130 - i,
        form: '1-23',
        nonRunner: options.level !== true && i === runners - 1,
        prices:
          options.level === true
            ? BOOKS.map((b) => ({ bookmaker: b.key, decimal: Math.floor(100 / ((x / t) * 1.3)) / 100, fractional: null }))
            : [...BOOKS.map((b) => ({ bookmaker: b.key, decimal: Math.round(100 / ((x / t) * (1 + b.margin * 3) * (1 + 0.1 * (rnd() - 0.5)))) / 100, fractional: null })), { bookmaker: 'sp', decimal: 5, fractional: '4/1' }],
      })),
    };
  };
  return createFakeRacecardSource({
    cards: [
      card('r1', 'Cheltenham', 'GB', '2026-11-25T13:30:00+00:00', 9, { places: 3, fraction: 0.2 }, false, 51),
      card('r2', 'Cheltenham', 'GB', '2026-11-25T14:05:00+00:00', 16, { places: 4, fraction: 0.25 }, true, 52),
      card('r3', 'Punchestown', 'IRE', '2026-11-25T12:50:00+00:00', 5, null, false, 53),
    ],
    ...(fault === undefined ? {} : { fault }),
  });
}

// ---- Prediction venues --------------------------------------------------------------------------------------------

function venueMarket(venue: 'polymarket' | 'kalshi', id: string, question: string, outcomes: [string, number, number][], closeTime = '2026-11-28T14:30:00Z', money: 'real' | 'play' = 'real'): PredictionMarket {
  return {
    venue,
    id,
    eventId: null,
    question,
    category: 'sports',
    venueTags: ['sports'],
    money,
    outcomes: outcomes.map(([label, bid, ask], i) => ({ id: `${id}-${i}`, label, bestBid: new Decimal(bid), bestAsk: new Decimal(ask), book: { bids: [], asks: [], depth: 'top', asOf: '2026-11-25T08:00:00Z' }, indicativeProbability: null })),
    ladder: null,
    fees: venue === 'kalshi' ? { kind: 'kalshi', feeType: 'quadratic', multiplier: new Decimal(1) } : { kind: 'polymarket', enabled: false, rate: null, exponent: null, takerOnly: null },
    closeTime,
    expectedResolutionTime: null,
    resolutionSource: null,
    rules: null,
    status: 'open',
    resolution: null,
    url: `https://${venue}.example/${id}`,
  };
}

/** Polymarket and Kalshi sports listings naming the fake EPL weekend, one priced generously. */
export function venuesPort(options: { readonly fault?: 'polymarket' | 'all'; readonly generous?: boolean } = {}): PredictionVenueSource {
  const generous = options.generous ?? true;
  const markets: Record<string, PredictionMarket[]> = {
    polymarket: [
      venueMarket('polymarket', 'pm1', 'Arsenal vs. Manchester United', [['Arsenal', 0.53, generous ? 0.5 : 0.58], ['Manchester United', 0.19, 0.21], ['Draw', 0.23, 0.25]]),
      venueMarket('polymarket', 'pm2', 'Will Manchester City win on 2026-11-29?', [['Yes', 0.62, 0.64], ['No', 0.36, 0.38]], '2026-11-29T18:30:00Z'),
      venueMarket('polymarket', 'pm3', 'Will it snow in London on Christmas?', [['Yes', 0.1, 0.12], ['No', 0.88, 0.9]]),
    ],
    kalshi: [venueMarket('kalshi', 'KXEPL-NEWWHU-NEW', 'Will Newcastle beat West Ham?', [['Yes', 0.43, generous ? 0.45 : 0.55], ['No', 0.55, 0.57]], '2026-11-29T16:00:00Z')],
  };
  return {
    venues: ['polymarket', 'kalshi', 'manifold'],
    async listOpenMarkets(request, call) {
      if (options.fault === 'all' || options.fault === request.venue) {
        const { SourceUnavailableError } = await import('../../../src/core/SourceUnavailableError.js');
        throw new SourceUnavailableError(request.venue === 'kalshi' ? 'kalshi' : 'polymarket.gamma', 'HTTP 502 Bad Gateway');
      }
      call?.trace?.record({ source: request.venue === 'kalshi' ? 'kalshi' : 'polymarket.gamma', host: null, url: null, fetched_at: '2026-11-25T08:00:00Z', age_seconds: 0, from_cache: false });
      // A venue that is not generous asks six cents more everywhere: nothing beats the books.
      const bump = (m: PredictionMarket): PredictionMarket => (generous ? m : { ...m, outcomes: m.outcomes.map((o) => ({ ...o, bestAsk: o.bestAsk === null ? null : Decimal.min(o.bestAsk.plus('0.06'), '0.99') })) });
      return { markets: request.category === 'sports' ? (markets[request.venue] ?? []).map(bump) : [], nextCursor: null };
    },
    async getMarket() {
      throw new Error('not used');
    },
    async listResolvedMarkets() {
      return { markets: [], nextCursor: null };
    },
  };
}

// ---- FPL ----------------------------------------------------------------------------------------------------------

const CLUBS = ['ARS', 'AVL', 'BOU', 'BRE', 'BHA', 'BUR', 'CHE', 'CRY', 'EVE', 'FUL', 'LEE', 'LIV', 'MCI', 'MUN', 'NEW', 'NFO', 'SUN', 'TOT', 'WHU', 'WOL'];

/** A synthetic 2026-27 FPL game after gameweek 12 (gameweek 13's deadline on 2026-11-28), 360 players. */
export function fplGame(state: 'in_season' | 'pre_season' | 'rollover' = 'in_season'): { game: FplGame; fixtures: FplFixture[]; histories: FplPlayerHistory[] } {
  const rnd = seeded(61);
  const finishedUpTo = state === 'in_season' ? 12 : state === 'rollover' ? 38 : 0;
  const gameweeks: FplGameweek[] = Array.from({ length: 38 }, (_, i) => ({
    id: i + 1,
    name: `Gameweek ${i + 1}`,
    deadlineTime: new Date(Date.UTC(2026, 7, 15) + i * 7 * 86_400_000).toISOString(),
    finished: i + 1 <= finishedUpTo,
    isCurrent: i + 1 === finishedUpTo,
    isNext: i + 1 === finishedUpTo + 1,
    averageScore: null,
    highestScore: null,
  }));
  const fixtures: FplFixture[] = [];
  let fid = 1;
  for (let gw = 1; gw <= 38; gw++) {
    const order = CLUBS.map((_, i) => i).sort(() => rnd() - 0.5);
    for (let k = 0; k < 10; k++) {
      const h = order[2 * k]! + 1;
      const a = order[2 * k + 1]! + 1;
      fixtures.push({ id: fid++, event: gw, kickoffTime: new Date(Date.UTC(2026, 7, 16) + (gw - 1) * 7 * 86_400_000).toISOString(), homeTeam: h, awayTeam: a, homeScore: gw <= finishedUpTo ? 1 : null, awayScore: gw <= finishedUpTo ? 1 : null, homeDifficulty: 1 + Math.floor(rnd() * 5), awayDifficulty: 1 + Math.floor(rnd() * 5), started: gw <= finishedUpTo, finished: gw <= finishedUpTo });
    }
  }
  const players: FplPlayer[] = [];
  const layout: [number, number, number][] = [[1, 2, 45], [2, 6, 55], [3, 6, 65], [4, 4, 70]];
  let pid = 1;
  CLUBS.forEach((_, c) => {
    const clubStrength = 1 - c / 30;
    for (const [position, count, base] of layout) {
      for (let k = 0; k < count; k++) {
        const starter = k < (position === 1 ? 1 : position === 4 ? 2 : 4);
        const price = Math.max(40, Math.round(base * clubStrength + (starter ? 20 : 0) * rnd() + (k === 0 ? 15 : 0)));
        const matches = finishedUpTo === 0 ? 0 : Math.min(finishedUpTo, 12);
        const minutes = starter ? Math.round(matches * (70 + 20 * rnd())) : Math.round(matches * 15 * rnd());
        const ppg = (starter ? 3 + 3 * rnd() * clubStrength : 1) + (price - 45) / 30;
        players.push({
          id: pid,
          code: 100_000 + pid,
          webName: `P${pid}-${CLUBS[c]}`,
          firstName: `First${pid}`,
          secondName: `Player${pid}`,
          team: c + 1,
          position,
          price,
          status: pid % 41 === 0 ? 'i' : 'a',
          chanceOfPlayingNextRound: pid % 41 === 0 ? 0 : null,
          news: '',
          totalPoints: matches === 0 ? 0 : Math.round(ppg * (minutes / 90)),
          form: ppg,
          pointsPerGame: ppg,
          selectedByPercent: Math.round(rnd() * 300) / 10,
          minutes,
          starts: starter ? matches : 0,
          goalsScored: 0,
          assists: 0,
          cleanSheets: 0,
          expectedGoals: 0,
          expectedAssists: 0,
          ictIndex: 0,
        });
        pid++;
      }
    }
  });
  // Two named players with match records: a forward and a midfielder of the strongest clubs.
  players[15] = { ...players[15]!, webName: 'Haaland', firstName: 'Erling', secondName: 'Haaland', price: 150, selectedByPercent: 62.3 };
  players[14] = { ...players[14]!, webName: 'Saka', firstName: 'Bukayo', secondName: 'Saka', price: 100, selectedByPercent: 31.5 };
  const history = (player: FplPlayer, goalsPer: number, seed: number): FplPlayerHistory => {
    const r = seeded(seed);
    return {
      playerId: player.id,
      matches: Array.from({ length: finishedUpTo }, (_, i) => {
        const minutes = i === 4 ? 0 : 70 + Math.round(20 * r());
        const goals = minutes > 0 && r() < goalsPer ? 1 + (r() < 0.2 ? 1 : 0) : 0;
        return { fixture: i * 10 + 1, round: i + 1, opponentTeam: 2, wasHome: i % 2 === 0, kickoffTime: new Date(Date.UTC(2026, 7, 16) + i * 7 * 86_400_000).toISOString(), minutes, totalPoints: minutes === 0 ? 0 : 2 + goals * 4 + (r() < 0.3 ? 3 : 0), goalsScored: goals, assists: r() < 0.2 ? 1 : 0, cleanSheets: 0, goalsConceded: 1, saves: 0, bonus: 0, bps: 10, yellowCards: 0, redCards: 0, starts: minutes > 0 ? 1 : 0, expectedGoals: minutes > 0 ? 0.2 + goalsPer * r() : 0, expectedAssists: minutes > 0 ? 0.1 + 0.2 * r() : 0, value: player.price, selected: 1000 };
      }),
      upcoming: [],
      pastSeasons: [],
    };
  };
  const histories = [history(players[15]!, 0.7, 71), history(players[14]!, 0.35, 72), history(players[0]!, 0, 73)];
  const positions = [
    { id: 1, shortName: 'GKP', name: 'Goalkeeper', squadSelect: 2, minPlay: 1, maxPlay: 1 },
    { id: 2, shortName: 'DEF', name: 'Defender', squadSelect: 5, minPlay: 3, maxPlay: 5 },
    { id: 3, shortName: 'MID', name: 'Midfielder', squadSelect: 5, minPlay: 2, maxPlay: 5 },
    { id: 4, shortName: 'FWD', name: 'Forward', squadSelect: 3, minPlay: 1, maxPlay: 3 },
  ];
  const teams = CLUBS.map((short, i) => ({ id: i + 1, name: short, shortName: short, strength: 3, strengthAttackHome: 1200, strengthAttackAway: 1200, strengthDefenceHome: 1200, strengthDefenceAway: 1200 }));
  return { game: { players, teams, positions, gameweeks, rules: { squadSize: 15, startingSize: 11, maxPerTeam: 3, budget: 1000 }, totalManagers: 11_000_000 }, fixtures, histories };
}

export function fplPort(state: 'in_season' | 'pre_season' | 'rollover' = 'in_season', fault?: Fault) {
  return createFakeFplSource({ ...fplGame(state), ...(fault === undefined ? {} : { fault }) });
}

/** A legal 15 of the fake game: the two cheapest goalkeepers, then defenders, midfielders and forwards at most three a club. */
export function legalSquad(): string[] {
  const { game } = fplGame();
  const picked: FplPlayer[] = [];
  const perClub = new Map<number, number>();
  for (const [position, n] of [[1, 2], [2, 5], [3, 5], [4, 3]] as const) {
    const pool = game.players.filter((p) => p.position === position).sort((a, b) => a.price - b.price || a.id - b.id);
    for (const p of pool) {
      if (picked.filter((x) => x.position === position).length >= n) break;
      if ((perClub.get(p.team) ?? 0) >= 3) continue;
      picked.push(p);
      perClub.set(p.team, (perClub.get(p.team) ?? 0) + 1);
    }
  }
  return picked.map((p) => String(p.id));
}

let solverSource: MipSolverSource | null = null;
/** The real HiGHS solver through the app's adapter, loaded once for all tests of a file. */
export function solverPort(): MipSolverSource {
  solverSource ??= createHighsSolverSource().port;
  return solverSource;
}
