import highsLoader from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/backtest/_lib/seededRandom.js';
import { SPORTS_FPL_BENCH_WEIGHTS, SPORTS_FPL_RULES, type FplPosition } from '../../../src/markets/rules/sportsFantasy.js';
import { buildFplSquad, type FplPlayer } from '../../../src/markets/sports/buildFplSquad.js';
import { estimateFplExpectedPoints } from '../../../src/markets/sports/estimateFplExpectedPoints.js';
import { pickFplCaptain } from '../../../src/markets/sports/pickFplCaptain.js';
import { planFplTransfers, type FplOwnedPlayer } from '../../../src/markets/sports/planFplTransfers.js';
import type { MipSolver } from '../../../src/markets/sports/types.js';

const asOf = '2026-11-25';
const RULES = SPORTS_FPL_RULES.versions[0]!.value;
const BENCH = SPORTS_FPL_BENCH_WEIGHTS.versions[0]!.value;
const POS: readonly FplPosition[] = ['GK', 'DEF', 'MID', 'FWD'];
let solver: MipSolver;

beforeAll(async () => {
  solver = (await highsLoader()) as unknown as MipSolver;
});

/** A small seeded pool: `counts` players per position over `clubs` clubs (labelled synthetic). */
function pool(seed: number, counts: Record<FplPosition, number>, clubs: number): FplPlayer[] {
  const rnd = createSeededRandom(seed);
  return POS.flatMap((pos) =>
    Array.from({ length: counts[pos] }, (_, i) => {
      const price = 35 + rnd.nextInt(50);
      return { id: `${pos}${i}`, position: pos, club: `C${rnd.nextInt(clubs)}`, price_tenths: price, xp: Math.round((price / 25 + 3 * rnd.nextFloat()) * 100) / 100 };
    }),
  );
}

/** Every k-subset of a list. */
function subsets<T>(list: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (list.length < k) return [];
  const [head, ...rest] = list;
  return [...subsets(rest, k - 1).map((s) => [head!, ...s]), ...subsets(rest, k)];
}

/** The objective of the best XI, captain and bench of one squad, read off the rules by enumeration. */
function bestSquadValue(squad: readonly FplPlayer[]): number {
  const by = (pos: FplPosition) => squad.filter((p) => p.position === pos).map((p) => p.xp).sort((a, b) => b - a);
  let best = -Infinity;
  for (let d = 3; d <= 5; d++) {
    for (let m = 2; m <= 5; m++) {
      const f = 10 - d - m;
      if (f < 1 || f > 3) continue;
      const starters = [by('GK')[0]!, ...by('DEF').slice(0, d), ...by('MID').slice(0, m), ...by('FWD').slice(0, f)];
      const subs = [...by('DEF').slice(d), ...by('MID').slice(m), ...by('FWD').slice(f)].sort((a, b) => b - a);
      const value = starters.reduce((s, x) => s + x, 0) + Math.max(...starters) + BENCH.goalkeeper * by('GK')[1]! + subs.reduce((s, x, i) => s + BENCH.outfield[i]! * x, 0);
      best = Math.max(best, value);
    }
  }
  return best;
}

/** Brute force over every legal squad of a small pool (budget, club limit), with an optional transfer cost. */
function bruteForce(players: readonly FplPlayer[], budget: number, cost: (p: FplPlayer) => number, penalty: (squad: readonly FplPlayer[]) => number): number {
  const groups = POS.map((pos) => subsets(players.filter((p) => p.position === pos), RULES.squad[pos]));
  let best = -Infinity;
  for (const gk of groups[0]!) for (const de of groups[1]!) for (const mi of groups[2]!) for (const fw of groups[3]!) {
    const squad = [...gk, ...de, ...mi, ...fw];
    if (squad.reduce((s, p) => s + cost(p), 0) > budget) continue;
    const clubs = new Map<string, number>();
    for (const p of squad) clubs.set(p.club, (clubs.get(p.club) ?? 0) + 1);
    if ([...clubs.values()].some((c) => c > RULES.max_per_club)) continue;
    best = Math.max(best, bestSquadValue(squad) - penalty(squad));
  }
  return best;
}

/** Checks a plan against every rule, one constraint at a time. */
function expectLegal(plan: { squad: readonly string[]; lineup: readonly string[]; bench: readonly string[]; captain: string | null; cost_tenths: number }, players: readonly FplPlayer[], budget: number): void {
  const get = (id: string) => players.find((p) => p.id === id)!;
  const squad = plan.squad.map(get);
  expect(squad).toHaveLength(15);
  expect(new Set(plan.squad).size).toBe(15);
  for (const pos of POS) expect(squad.filter((p) => p.position === pos), `squad ${pos}`).toHaveLength(RULES.squad[pos]);
  const lineup = plan.lineup.map(get);
  expect(lineup).toHaveLength(11);
  for (const pos of POS) {
    const count = lineup.filter((p) => p.position === pos).length;
    expect(count, `lineup ${pos}`).toBeGreaterThanOrEqual(RULES.lineup_min[pos]);
    expect(count, `lineup ${pos}`).toBeLessThanOrEqual(RULES.lineup_max[pos]);
  }
  expect(plan.lineup.every((id) => plan.squad.includes(id))).toBe(true);
  expect(plan.bench).toHaveLength(4);
  expect(get(plan.bench[0]!).position).toBe('GK');
  expect(new Set([...plan.lineup, ...plan.bench]).size).toBe(15);
  expect(plan.lineup).toContain(plan.captain);
  const clubs = new Map<string, number>();
  for (const p of squad) clubs.set(p.club, (clubs.get(p.club) ?? 0) + 1);
  for (const [club, count] of clubs) expect(count, club).toBeLessThanOrEqual(RULES.max_per_club);
  expect(plan.cost_tenths).toBeLessThanOrEqual(budget);
}

describe('buildFplSquad', () => {
  it('meets every rule and equals the brute-force optimum on small pools', () => {
    let solved = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const players = pool(seed, { GK: 3, DEF: 6, MID: 7, FWD: 4 }, 7);
      const budget = 1000;
      const plan = buildFplSquad(players, { solver, asOf, budgetTenths: budget });
      const brute = bruteForce(players, budget, (p) => p.price_tenths, () => 0);
      if (brute === -Infinity) {
        // No legal squad (the club limit or the budget binds): the optimiser must say so.
        expect(plan.status, `seed ${seed}`).toBe('infeasible');
        continue;
      }
      solved++;
      expect(plan.status).toBe('optimal');
      expectLegal(plan, players, budget);
      expect(Math.abs(plan.objective - brute), `seed ${seed}`).toBeLessThan(1e-6);
      expect(plan.rules_applied.map((r) => r.id)).toEqual(['markets.sports.fpl.rules', 'markets.sports.fpl.bench_weights']);
    }
    expect(solved).toBeGreaterThanOrEqual(3);
  });

  it('binds the budget: a tight budget lowers the optimum to the brute force\'s', () => {
    const players = pool(9, { GK: 3, DEF: 6, MID: 6, FWD: 4 }, 12);
    const cheapest = POS.reduce((s, pos) => s + players.filter((p) => p.position === pos).map((p) => p.price_tenths).sort((a, b) => a - b).slice(0, RULES.squad[pos]).reduce((a, b) => a + b, 0), 0);
    const budget = cheapest + 60;
    const plan = buildFplSquad(players, { solver, asOf, budgetTenths: budget });
    expectLegal(plan, players, budget);
    expect(Math.abs(plan.objective - bruteForce(players, budget, (p) => p.price_tenths, () => 0))).toBeLessThan(1e-6);
  });

  it('drops only players that can never be needed: a player three club-mates beat on price and xP', () => {
    const base = pool(21, { GK: 3, DEF: 6, MID: 6, FWD: 4 }, 12);
    const clubZ: FplPlayer[] = [
      { id: 'Z1', position: 'MID', club: 'Z', price_tenths: 45, xp: 7 },
      { id: 'Z2', position: 'MID', club: 'Z', price_tenths: 46, xp: 6.5 },
      { id: 'Z3', position: 'MID', club: 'Z', price_tenths: 47, xp: 6.4 },
      { id: 'Z4', position: 'MID', club: 'Z', price_tenths: 48, xp: 6.3 },
    ];
    const players = [...base, ...clubZ];
    const plan = buildFplSquad(players, { solver, asOf, budgetTenths: 1000 });
    expect(plan.candidates).toBe(players.length - 1);
    expect(plan.squad).not.toContain('Z4');
    expectLegal(plan, players, 1000);
    expect(Math.abs(plan.objective - bruteForce(players, 1000, (p) => p.price_tenths, () => 0))).toBeLessThan(1e-6);
  });

  it('answers infeasible, not an error, when no squad fits', () => {
    const players = pool(4, { GK: 1, DEF: 6, MID: 6, FWD: 4 }, 8);
    expect(buildFplSquad(players, { solver, asOf }).status).toBe('infeasible');
    expect(buildFplSquad(pool(4, { GK: 3, DEF: 6, MID: 6, FWD: 4 }, 8), { solver, asOf, budgetTenths: 100 }).status).toBe('infeasible');
  });

  it('names the function and field on bad input', () => {
    expect(() => buildFplSquad([], { asOf } as never)).toThrow(/^buildFplSquad: options.solver/);
    expect(() => buildFplSquad([{ id: 'a', position: 'ST' as FplPosition, club: 'x', price_tenths: 50, xp: 1 }], { solver, asOf })).toThrow(/players\[0\].position/);
  });
});

describe('planFplTransfers', () => {
  it('charges 4 points per transfer beyond the free ones and equals the brute-force optimum', () => {
    for (const [seed, free] of [[5, 1], [6, 0], [7, 2]] as const) {
      const players = pool(seed, { GK: 3, DEF: 6, MID: 7, FWD: 4 }, 12);
      // The current squad: the first legal squad by id, each sold at its price minus 1 (a fall since purchase).
      const start = buildFplSquad(players.map((p) => ({ ...p, xp: -p.price_tenths })), { solver, asOf, budgetTenths: 2000 });
      const owned: FplOwnedPlayer[] = start.squad.map((id) => ({ id, selling_price_tenths: players.find((p) => p.id === id)!.price_tenths - 1 }));
      const ownedIds = new Set(owned.map((o) => o.id));
      const bank = 20;
      const plan = planFplTransfers(players, { squad: owned, bank_tenths: bank, free_transfers: free }, { solver, asOf });
      expect(plan.status).toBe('optimal');
      const budget = bank + owned.reduce((s, o) => s + o.selling_price_tenths, 0);
      expectLegal(plan, players, budget);
      expect(plan.transfers_in).toHaveLength(plan.transfers_out.length);
      expect(plan.hits).toBe(Math.max(0, plan.transfers_in.length - free));
      expect(plan.hit_points).toBe(4 * plan.hits);
      const brute = bruteForce(
        players,
        budget,
        (p) => (ownedIds.has(p.id) ? p.price_tenths - 1 : p.price_tenths),
        (squad) => 4 * Math.max(0, squad.filter((p) => !ownedIds.has(p.id)).length - free),
      );
      expect(Math.abs(plan.objective - brute), `seed ${seed}`).toBeLessThan(1e-6);
    }
  });
});

describe('pickFplCaptain', () => {
  it('picks the best formation, the top starter as captain and orders the bench by xP', () => {
    const players = pool(11, { GK: 2, DEF: 5, MID: 5, FWD: 3 }, 10);
    const pick = pickFplCaptain(players, { asOf });
    const xp = (id: string) => players.find((p) => p.id === id)!.xp;
    const starters = pick.lineup.map(xp);
    expect(xp(pick.captain)).toBe(Math.max(...starters));
    expect(pick.captain_margin).toBeGreaterThanOrEqual(0);
    const subs = pick.bench.slice(1).map(xp);
    expect([...subs].sort((a, b) => b - a)).toEqual(subs);
    // The brute-force value of this squad, less the bench terms, is the XI's xP with the captain's double.
    const benchValue = BENCH.goalkeeper * xp(pick.bench[0]!) + subs.reduce((s, x, i) => s + BENCH.outfield[i]! * x, 0);
    expect(pick.lineup_xp + benchValue).toBeCloseTo(bestSquadValue(players), 9);
    expect(() => pickFplCaptain(players.slice(1), { asOf })).toThrow(/^pickFplCaptain: the squad needs 2 GK/);
  });
});

describe('estimateFplExpectedPoints', () => {
  it('shrinks recent form toward the position prior and scales by fixture difficulty and minutes', () => {
    const r = estimateFplExpectedPoints({ position: 'MID', recent: [{ minutes: 90, points: 8 }, { minutes: 90, points: 2 }, { minutes: 30, points: 1 }], expected_minutes: 85, fixtures: [2, 4] }, { asOf });
    // Non-appearance points: (8 − 2) + (2 − 2) + (1 − 1) = 6 over 210 minutes = 2.333 nineties; prior 2.4 × 4 nineties.
    const rate = (6 + 4 * 2.4) / (210 / 90 + 4);
    expect(r.rate_per_90).toBeCloseTo(rate, 12);
    expect(r.per_fixture[0]).toBeCloseTo(2 + rate * 1.1 * (85 / 90), 12);
    expect(r.per_fixture[1]).toBeCloseTo(2 + rate * 0.88 * (85 / 90), 12);
    expect(r.xp).toBeCloseTo(r.per_fixture[0]! + r.per_fixture[1]!, 12);
    const none = estimateFplExpectedPoints({ position: 'FWD', recent: [], expected_minutes: 0, fixtures: [3] }, { asOf });
    expect(none.xp).toBe(0);
    expect(none.recent_rate_per_90).toBeNull();
    expect(() => estimateFplExpectedPoints({ position: 'MID', recent: [], expected_minutes: 90, fixtures: [6] }, { asOf })).toThrow(/fixtures\[0\]/);
  });
});

describe('FPL pool pruning', () => {
  it('never changes the optimum: solved with and without it on pools full of dominated fringe players', async () => {
    const { solveFplModel } = await import('../../../src/markets/sports/_lib/fplModel.js');
    for (const seed of [31, 32, 33]) {
      const rnd = createSeededRandom(seed);
      const counts: Record<FplPosition, number> = { GK: 12, DEF: 30, MID: 34, FWD: 16 };
      const players: FplPlayer[] = POS.flatMap((position) =>
        Array.from({ length: counts[position] }, (_, i) => {
          const price = 40 + rnd.nextInt(60);
          // Half the pool are fringe players with little expected play, as in a real season's pool.
          const xp = rnd.nextFloat() < 0.5 ? Math.round(rnd.nextFloat() * 60) / 100 : Math.round((price / 20 + 2 * rnd.nextFloat()) * 100) / 100;
          return { id: `${position}${i}`, position, club: `C${rnd.nextInt(6)}`, price_tenths: price, xp };
        }),
      );
      const input = { players, cost: players.map((p) => p.price_tenths), budget: 1000, rules: RULES, bench: BENCH, current: new Set<number>(), freeTransfers: 0, maxTransfers: Infinity, timeLimitSeconds: 60 };
      const pruned = solveFplModel(solver, input);
      const full = solveFplModel(solver, { ...input, prune: false });
      expect(pruned.candidates, `seed ${seed}`).toBeLessThan(players.length);
      expect(full.status).toBe(pruned.status);
      expect(Math.abs(pruned.objective - full.objective), `seed ${seed}`).toBeLessThan(1e-6);
    }
  });
});
