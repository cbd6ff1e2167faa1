// The FPL optimiser leaves dominated players out of the MIP before solving (prunePool in
// src/markets/sports/_lib/fplModel.ts; the exchange argument is in docs/sports-models.md). These tests check that this
// presolve never changes the optimum: a property over small random pools built to be full of ties, crowded clubs and
// binding budgets, solved by HiGHS with and without the presolve, for fresh squads and for transfers; and the recorded
// 2025/26 pool (841 players, read and projected as GET /api/signal/fpl does, through the bench's loader) solved both
// ways, its squad checked against every rule one at a time.
import fc from 'fast-check';
import highsLoader from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordedFplPool, RECORDED_FPL_AS_OF, type RecordedFplPool } from '../../../bench/_lib/loadRecordedFplPool.js';
import { SPORTS_FPL_BENCH_WEIGHTS, SPORTS_FPL_RULES, type FplPosition, type FplRules } from '../../../src/markets/rules/sportsFantasy.js';
import { buildFplSquad, type FplPlayer } from '../../../src/markets/sports/buildFplSquad.js';
import { solveFplModel, type FplModelInput } from '../../../src/markets/sports/_lib/fplModel.js';
import type { MipSolver } from '../../../src/markets/sports/types.js';

const RULES = SPORTS_FPL_RULES.versions[0]!.value;
const BENCH = SPORTS_FPL_BENCH_WEIGHTS.versions[0]!.value;
const POS: readonly FplPosition[] = ['GK', 'DEF', 'MID', 'FWD'];
// Distinct squads' objectives differ by at least 0.002 × 0.5 here (xP on a grid of halves, the smallest bench weight);
// HiGHS proves optimality to an absolute gap of 1e-6, so 1e-5 separates "the same optimum" from a different one.
const SAME = 1e-5;
let solver: MipSolver;

beforeAll(async () => {
  solver = (await highsLoader()) as unknown as MipSolver;
});

/** Checks a squad against every rule, one constraint at a time (message names the rule broken). */
function expectLegal(plan: { squad: readonly string[]; lineup: readonly string[]; bench: readonly string[]; captain: string | null; cost_tenths: number }, players: readonly FplPlayer[], cost: (p: FplPlayer) => number, budget: number, rules: FplRules = RULES): void {
  const byId = new Map(players.map((p) => [p.id, p]));
  const squad = plan.squad.map((id) => byId.get(id)!);
  expect(squad.every((p) => p !== undefined), 'squad players in the pool').toBe(true);
  expect(new Set(plan.squad).size, 'squad size').toBe(15);
  for (const pos of POS) expect(squad.filter((p) => p.position === pos).length, `squad ${pos}`).toBe(rules.squad[pos]);
  const lineup = plan.lineup.map((id) => byId.get(id)!);
  expect(lineup.length, 'starters').toBe(rules.lineup_size);
  for (const pos of POS) {
    const count = lineup.filter((p) => p.position === pos).length;
    expect(count, `starting ${pos} at least`).toBeGreaterThanOrEqual(rules.lineup_min[pos]);
    expect(count, `starting ${pos} at most`).toBeLessThanOrEqual(rules.lineup_max[pos]);
  }
  expect(plan.lineup.every((id) => plan.squad.includes(id)), 'starters in the squad').toBe(true);
  expect(plan.bench.length, 'bench size').toBe(4);
  expect(byId.get(plan.bench[0]!)!.position, 'bench goalkeeper first').toBe('GK');
  expect(new Set([...plan.lineup, ...plan.bench]).size, 'starters and bench are the squad').toBe(15);
  expect(plan.lineup, 'captain starts').toContain(plan.captain);
  const clubs = new Map<string, number>();
  for (const p of squad) clubs.set(p.club, (clubs.get(p.club) ?? 0) + 1);
  for (const [club, count] of clubs) expect(count, `club ${club}`).toBeLessThanOrEqual(rules.max_per_club);
  const spent = squad.reduce((s, p) => s + cost(p), 0);
  expect(plan.cost_tenths, 'cost reported').toBe(spent);
  expect(spent, 'budget').toBeLessThanOrEqual(budget);
}

/** One random player: prices and xP on coarse grids so that ties and dominance are common; clubs from a few. */
const playerArb = fc.record({ price: fc.integer({ min: 8, max: 13 }).map((x) => x * 5), xp: fc.integer({ min: 0, max: 12 }).map((x) => x / 2), club: fc.integer({ min: 0, max: 8 }) });

/** A small pool (the squad count of each position plus up to 10), a budget, a club limit, and maybe a current squad. */
const caseArb = fc.record({
  byPosition: fc.tuple(...POS.map((pos) => fc.array(playerArb, { minLength: RULES.squad[pos], maxLength: RULES.squad[pos] + 10 }))),
  budget: fc.integer({ min: 720, max: 1000 }),
  maxPerClub: fc.constantFrom(2, 3),
  transfers: fc.option(fc.record({ owned: fc.uniqueArray(fc.nat({ max: 40 }), { maxLength: 15 }), free: fc.integer({ min: 0, max: 2 }), max: fc.option(fc.integer({ min: 3, max: 15 }), { nil: undefined, freq: 3 }) }), { nil: undefined }),
});

describe('FPL presolve (dominated players left out)', () => {
  it('gives the same status and objective as the unpresolved model on random small pools, fresh squads and transfers (property)', () => {
    let pruned = 0;
    let optimal = 0;
    let runs = 0;
    fc.assert(
      fc.property(caseArb, ({ byPosition, budget, maxPerClub, transfers }) => {
        runs++;
        const players: FplPlayer[] = byPosition.flatMap((list, k) => list.map((p, i) => ({ id: `${POS[k]}${i}`, position: POS[k]!, club: `C${p.club}`, price_tenths: p.price, xp: p.xp })));
        const current = new Set((transfers?.owned ?? []).filter((i) => i < players.length));
        // An owned player counts at a selling price a little under his price (a fall since purchase), as in planFplTransfers.
        const cost = players.map((p, i) => (current.has(i) ? p.price_tenths - 1 : p.price_tenths));
        const rules: FplRules = { ...RULES, max_per_club: maxPerClub };
        const input: FplModelInput = { players, cost, budget, rules, bench: BENCH, current, freeTransfers: transfers?.free ?? 0, maxTransfers: current.size > 0 ? (transfers?.max ?? Infinity) : Infinity, timeLimitSeconds: 60 };
        const withPresolve = solveFplModel(solver, input);
        const without = solveFplModel(solver, { ...input, prune: false });
        expect(without.candidates).toBe(players.length);
        expect(withPresolve.status).toBe(without.status);
        if (withPresolve.candidates < players.length) pruned++;
        if (without.status !== 'optimal') return;
        optimal++;
        expect(Math.abs(withPresolve.objective - without.objective)).toBeLessThan(SAME);
        const costOf = new Map(players.map((p, i) => [p.id, cost[i]!]));
        expectLegal(withPresolve, players, (p) => costOf.get(p.id)!, budget, rules);
      }),
      { numRuns: 150, seed: 20261125 },
    );
    // The property is only worth something if the presolve did drop players and the pools were mostly solvable.
    expect(pruned / runs).toBeGreaterThan(0.5);
    expect(optimal / runs).toBeGreaterThan(0.3);
  }, 120_000);

  it('keeps a goalkeeper whose six better, no dearer rivals four full clubs and one squad-mate can all block (the bound is tight)', () => {
    // Thirteen outfield players, exactly the 5 DEF, 5 MID and 3 FWD a squad needs, fill clubs E, A, B and C (three each)
    // and one more club. The six goalkeepers who beat G on xP at his price play for E (two), A, B, C and D: with four
    // clubs full only D's keeper is open, so the squad's two goalkeepers must be D's and G. Counting one full club fewer
    // (three) would leave two dominators open against one squad-mate and drop G, and the pool would turn infeasible.
    const outfield: [FplPosition, string][] = [['DEF', 'E'], ['DEF', 'E'], ['DEF', 'E'], ['DEF', 'A'], ['DEF', 'A'], ['MID', 'A'], ['MID', 'B'], ['MID', 'B'], ['MID', 'B'], ['MID', 'C'], ['FWD', 'C'], ['FWD', 'C'], ['FWD', 'Y']];
    const players: FplPlayer[] = [
      ...outfield.map(([position, club], i) => ({ id: `${position}${i}`, position, club, price_tenths: 40, xp: 10 })),
      ...['E', 'E', 'A', 'B', 'C', 'D'].map((club, i) => ({ id: `GK${club}${i}`, position: 'GK' as const, club, price_tenths: 40, xp: 3 })),
      { id: 'G', position: 'GK', club: 'X', price_tenths: 40, xp: 2 },
    ];
    const input: FplModelInput = { players, cost: players.map((p) => p.price_tenths), budget: 1000, rules: RULES, bench: BENCH, current: new Set(), freeTransfers: 0, maxTransfers: Infinity, timeLimitSeconds: 60 };
    const plan = solveFplModel(solver, input);
    expect(plan.status).toBe('optimal');
    expect(plan.candidates).toBe(players.length);
    expect([...plan.squad].filter((id) => id.startsWith('G')).sort()).toEqual(['G', 'GKD5']);
    expectLegal(plan, players, (p) => p.price_tenths, 1000);
    expect(Math.abs(plan.objective - solveFplModel(solver, { ...input, prune: false }).objective)).toBeLessThan(SAME);
  });

  describe('on the recorded 2025/26 pool', () => {
    let recorded: RecordedFplPool;
    beforeAll(async () => {
      recorded = await loadRecordedFplPool();
    });

    it('builds a squad that meets every rule, and the presolve keeps its objective while leaving most players out', () => {
      const { players, budgetTenths } = recorded;
      expect(players.length).toBe(841);
      const plan = buildFplSquad(players, { solver, asOf: RECORDED_FPL_AS_OF, budgetTenths });
      expect(plan.status).toBe('optimal');
      expectLegal(plan, players, (p) => p.price_tenths, budgetTenths);
      expect(plan.candidates).toBeLessThan(players.length / 2);
      const full = solveFplModel(solver, { players, cost: players.map((p) => p.price_tenths), budget: budgetTenths, rules: RULES, bench: BENCH, current: new Set(), freeTransfers: 0, maxTransfers: Infinity, timeLimitSeconds: 120, prune: false });
      expect(full.status).toBe('optimal');
      expect(Math.abs(plan.objective - full.objective)).toBeLessThan(SAME);
    }, 120_000);
  });
});
