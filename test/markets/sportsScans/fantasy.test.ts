import highsLoader from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalCdf } from '../../../src/backtest/_lib/normalCdf.js';
import type { FplPlayerHistory } from '../../../src/markets/ports/FplSource.js';
import type { MipSolver } from '../../../src/markets/sports/types.js';
import { buildFplFreeHitLineup, type FreeHitPlayer } from '../../../src/markets/sportsScans/buildFplFreeHitLineup.js';
import { comparePlayerProjections } from '../../../src/markets/sportsScans/comparePlayerProjections.js';
import { findFplPlayer } from '../../../src/markets/sportsScans/findFplPlayer.js';
import { projectFplPlayer } from '../../../src/markets/sportsScans/projectFplPlayer.js';
import { projectFplPool } from '../../../src/markets/sportsScans/projectFplPool.js';
import { readFplSeasonState } from '../../../src/markets/sportsScans/readFplSeasonState.js';
import { fplGame } from '../../catalog/markets/_sportsFakes.js';

const AS_OF = '2026-11-25';
let solver: MipSolver;
beforeAll(async () => {
  solver = (await highsLoader()) as unknown as MipSolver;
});

describe('readFplSeasonState', () => {
  it('reads pre-season (nothing finished), in season, and rollover (everything finished)', () => {
    expect(readFplSeasonState(fplGame('pre_season').game)).toMatchObject({ state: 'pre_season', next: { id: 1 }, finished_gameweeks: 0 });
    expect(readFplSeasonState(fplGame('in_season').game)).toMatchObject({ state: 'in_season', next: { id: 13 }, finished_gameweeks: 12 });
    expect(readFplSeasonState(fplGame('rollover').game)).toMatchObject({ state: 'rollover', next: null, finished_gameweeks: 38 });
  });
});

describe('projectFplPool', () => {
  const { game, fixtures } = fplGame();

  it('gives an injured player nothing, a blank gameweek nothing, and a double gameweek two fixtures\' worth', () => {
    const injured = game.players.find((p) => p.status === 'i')!;
    const pool = projectFplPool(game, fixtures, { asOf: AS_OF, gameweeks: [13] });
    expect(pool.players.find((p) => p.id === String(injured.id))!.xp_next).toBe(0);
    const club = game.players[0]!.team;
    const blank = fixtures.filter((f) => !(f.event === 13 && (f.homeTeam === club || f.awayTeam === club)));
    expect(projectFplPool(game, blank, { asOf: AS_OF, gameweeks: [13] }).players.find((p) => p.id === String(game.players[0]!.id))!.xp_next).toBe(0);
    const single = fixtures.find((f) => f.event === 13 && (f.homeTeam === club || f.awayTeam === club))!;
    const double = [...fixtures, { ...single, id: 9999 }];
    const one = pool.players.find((p) => p.id === String(game.players[0]!.id))!.xp_next;
    expect(projectFplPool(game, double, { asOf: AS_OF, gameweeks: [13] }).players.find((p) => p.id === String(game.players[0]!.id))!.xp_next).toBeCloseTo(2 * one, 12);
  });
});

describe('findFplPlayer', () => {
  const { game } = fplGame();
  it('finds by id, by the game\'s name and by full name; refuses an unknown or ambiguous name with the field', () => {
    expect(findFplPlayer('16', game.players, 'player').webName).toBe('Haaland');
    expect(findFplPlayer('haaland', game.players, 'player').id).toBe(16);
    expect(findFplPlayer('Erling Haaland', game.players, 'player').id).toBe(16);
    expect(() => findFplPlayer('Nobody', game.players, 'player')).toThrow(expect.objectContaining({ field: 'player', code: 'unknown_player' }));
    expect(() => findFplPlayer('First1', [game.players[0]!, { ...game.players[1]!, firstName: 'First1' }], 'players[1]')).toThrow(expect.objectContaining({ field: 'players[1]', code: 'ambiguous_player' }));
  });
});

describe('projectFplPlayer', () => {
  const match = (round: number, minutes: number, points: number, xg: number, xa: number) => ({ fixture: round, round, opponentTeam: 2, wasHome: true, kickoffTime: `2026-09-${String(round).padStart(2, '0')}T15:00:00Z`, minutes, totalPoints: points, goalsScored: 0, assists: 0, cleanSheets: 0, goalsConceded: 0, saves: 0, bonus: 0, bps: 0, yellowCards: 0, redCards: 0, starts: 1, expectedGoals: xg, expectedAssists: xa, value: 100, selected: 0 });
  const history: FplPlayerHistory = { playerId: 1, matches: [match(1, 90, 2, 0.3, 0.1), match(2, 90, 8, 0.6, 0.2), match(3, 90, 6, 0.9, 0.0), match(4, 90, 2, 0.2, 0.3), match(5, 90, 13, 1.0, 0.4), match(6, 90, 5, 0.4, 0.2)], upcoming: [], pastSeasons: [] };
  const player = { id: '1', name: 'Nine', position: 'FWD' as const, club: 'MCI', chance_of_playing: null };
  const out = projectFplPlayer(player, history, { asOf: AS_OF, fixtures: [3] });

  it('prices the goal props as Poisson on expected goals per 90 times the minutes expected', () => {
    // Σ xG 3.4 over 540 minutes: 0.5667 per 90; 90 expected minutes, one fixture.
    const lambda = 3.4 / 6;
    expect(out.props.anytime_goal).toBeCloseTo(1 - Math.exp(-lambda), 12);
    expect(out.props.two_plus_goals).toBeCloseTo(1 - Math.exp(-lambda) * (1 + lambda), 12);
    expect(out.props.anytime_assist).toBeCloseTo(1 - Math.exp(-1.2 / 6), 12);
  });

  it('reads over/under on a normal with the sample spread of the points', () => {
    const pts = [2, 8, 6, 2, 13, 5];
    const mean = pts.reduce((a, b) => a + b, 0) / 6;
    const sd = Math.sqrt(pts.reduce((s, x) => s + (x - mean) ** 2, 0) / 5);
    expect(out.projection.spread).toBeCloseTo(sd, 12);
    const line = out.props.points.find((l) => l.line === 4.5)!;
    expect(line.over).toBeCloseTo(1 - normalCdf((4.5 - out.projection.mean) / sd), 12);
    expect(line.over + line.under).toBeCloseTo(1, 12);
    expect(out.projection.floor!).toBeLessThan(out.projection.mean);
    expect(out.projection.ceiling!).toBeGreaterThan(out.projection.mean);
  });

  it('gives no spread and no props on a thin record, and says so', () => {
    const thin = projectFplPlayer(player, { ...history, matches: history.matches.slice(0, 2) }, { asOf: AS_OF, fixtures: [3] });
    expect(thin.sample.thin).toBe(true);
    expect(thin.projection.spread).toBeNull();
    expect(thin.props.points).toEqual([]);
    expect(thin.saw.join(' ')).toMatch(/Only 2 matches/);
  });
});

describe('comparePlayerProjections', () => {
  it('prices a head-to-head as Φ((μa − μb)/√(σa² + σb²))', () => {
    const base = { sample: { matches: 6, with_minutes: 6, minutes: 540, first_round: 1, last_round: 6, thin: false }, props: { points: [], anytime_goal: null, two_plus_goals: null, anytime_assist: null }, fantasy: { scoring: 'fpl' as const, projection: 0, floor: null, ceiling: null }, saw: [], not_seen: [], rules: { rules_applied: [], unverified_rules: [], stale_rules: [] } };
    const proj = (id: string, mean: number) => ({ ...base, player: { id, name: id, position: 'MID' as const, club: 'X', chance_of_playing: null }, projection: { mean, spread: Math.SQRT1_2, floor: null, ceiling: null, expected_minutes: 90, rate_per_90: 0, form_weight: 0 } });
    const out = comparePlayerProjections([proj('b', 4), proj('a', 5.96)]);
    expect(out.ranking.map((r) => r.id)).toEqual(['a', 'b']);
    // σ = 1/√2 each: the difference has spread 1, so a 1.96-point gap is Φ(1.96) = 0.9750021048517795.
    expect(out.pairs[0]!.a_ahead).toBeCloseTo(0.9750021048517795, 12);
  });
});

describe('buildFplFreeHitLineup', () => {
  // A small slate: 2 GK, 6 DEF, 6 MID, 4 FWD over 6 clubs, seeded prices and projections.
  const slate: FreeHitPlayer[] = [];
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const layout: [FreeHitPlayer['position'], number][] = [['GK', 2], ['DEF', 6], ['MID', 6], ['FWD', 4]];
  for (const [position, n] of layout) for (let k = 0; k < n; k++) slate.push({ id: `${position}${k}`, position, club: `c${slate.length % 6}`, price_tenths: 40 + Math.floor(rnd() * 40), projection: Math.round(rnd() * 80) / 10 });

  it('finds the eleven a brute force over every legal formation and eleven finds', () => {
    const budget = 850;
    const out = buildFplFreeHitLineup(slate, { solver, asOf: AS_OF, budgetTenths: budget });
    const by = (pos: string) => slate.filter((p) => p.position === pos);
    const subsets = <T>(xs: T[], k: number): T[][] => (k === 0 ? [[]] : xs.length < k ? [] : [...subsets(xs.slice(1), k - 1).map((s) => [xs[0]!, ...s]), ...subsets(xs.slice(1), k)]);
    const cheapest = (pos: string, k: number) => by(pos).map((p) => p.price_tenths).sort((a, b) => a - b).slice(0, k).reduce((s, x) => s + x, 0);
    let best = -Infinity;
    for (const [d, m, f] of [[3, 4, 3], [3, 5, 2], [4, 3, 3], [4, 4, 2], [4, 5, 1], [5, 2, 3], [5, 3, 2], [5, 4, 1]] as const) {
      const cap = budget - (cheapest('GK', 1) + cheapest('DEF', 5 - d) + cheapest('MID', 5 - m) + cheapest('FWD', 3 - f));
      for (const g of subsets(by('GK'), 1))
        for (const ds of subsets(by('DEF'), d))
          for (const ms of subsets(by('MID'), m))
            for (const fs of subsets(by('FWD'), f)) {
              const xi = [...g, ...ds, ...ms, ...fs];
              if (xi.reduce((s, p) => s + p.price_tenths, 0) > cap) continue;
              const clubs = new Map<string, number>();
              for (const p of xi) clubs.set(p.club, (clubs.get(p.club) ?? 0) + 1);
              if ([...clubs.values()].some((c) => c > 3)) continue;
              best = Math.max(best, xi.reduce((s, p) => s + p.projection, 0));
            }
    }
    expect(best).toBeGreaterThan(-Infinity);
    expect(out.status).toBe('optimal');
    expect(out.lineup).toHaveLength(11);
    expect(out.projection).toBeCloseTo(best, 9);
  });
});
