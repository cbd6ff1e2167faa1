import highsLoader from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/backtest/_lib/seededRandom.js';
import { buildDfsLineup, type DfsPlayer, type DfsSlot } from '../../../src/markets/sports/buildDfsLineup.js';
import type { MipSolver } from '../../../src/markets/sports/types.js';

const asOf = '2026-11-25';
let solver: MipSolver;
beforeAll(async () => {
  solver = (await highsLoader()) as unknown as MipSolver;
});

const SLOTS: DfsSlot[] = [
  { name: 'QB', eligible: ['QB'] },
  { name: 'RB', eligible: ['RB'] },
  { name: 'WR1', eligible: ['WR'] },
  { name: 'WR2', eligible: ['WR'] },
  { name: 'TE', eligible: ['TE'] },
  { name: 'FLEX', eligible: ['RB', 'WR', 'TE'] },
];

/** A small seeded slate (labelled synthetic) over three teams. */
function slate(seed: number): DfsPlayer[] {
  const rnd = createSeededRandom(seed);
  const mk = (pos: string, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const projection = 5 + 20 * rnd.nextFloat();
      return { id: `${pos}${i}`, positions: [pos], team: `T${rnd.nextInt(3)}`, salary: 3000 + 100 * Math.round(projection * 3 + 10 * rnd.nextFloat()), projection, floor: projection * (0.4 + 0.3 * rnd.nextFloat()), ceiling: projection * (1.3 + 0.6 * rnd.nextFloat()) };
    });
  return [...mk('QB', 3), ...mk('RB', 4), ...mk('WR', 5), ...mk('TE', 3)];
}

/** Brute force: every assignment of distinct players to the slots, with the same rules. */
function bruteForce(players: readonly DfsPlayer[], cap: number, maxPerTeam: number, value: (p: DfsPlayer) => number, stacked: boolean): number {
  let best = -Infinity;
  const chosen: DfsPlayer[] = [];
  const walk = (k: number, salary: number, total: number): void => {
    if (salary > cap) return;
    if (k === SLOTS.length) {
      const teams = new Map<string, number>();
      for (const p of chosen) teams.set(p.team, (teams.get(p.team) ?? 0) + 1);
      if ([...teams.values()].some((c) => c > maxPerTeam)) return;
      if (stacked) {
        const qb = chosen.find((p) => p.positions.includes('QB'))!;
        if (!chosen.some((p) => p.team === qb.team && (p.positions.includes('WR') || p.positions.includes('TE')))) return;
      }
      best = Math.max(best, total);
      return;
    }
    for (const p of players) {
      if (chosen.includes(p) || !p.positions.some((pos) => SLOTS[k]!.eligible.includes(pos))) continue;
      chosen.push(p);
      walk(k + 1, salary + p.salary, total + value(p));
      chosen.pop();
    }
  };
  walk(0, 0, 0);
  return best;
}

describe('buildDfsLineup', () => {
  it('cash: maximises floors within the cap and equals brute force', () => {
    let solved = 0;
    for (const seed of [1, 2, 3]) {
      const players = slate(seed);
      const cap = 42_000;
      const r = buildDfsLineup(players, { solver, asOf, contest: 'cash', salaryCap: cap, slots: SLOTS, maxPerTeam: 3 });
      const brute = bruteForce(players, cap, 3, (p) => p.floor!, false);
      if (brute === -Infinity) {
        expect(r.status).toBe('infeasible');
        continue;
      }
      solved++;
      expect(r.status).toBe('optimal');
      expect(r.lineup.map((x) => x.slot)).toEqual(SLOTS.map((s) => s.name));
      expect(new Set(r.lineup.map((x) => x.id)).size).toBe(SLOTS.length);
      expect(r.salary).toBeLessThanOrEqual(cap);
      r.lineup.forEach(({ slot, id }) => {
        const p = players.find((x) => x.id === id)!;
        expect(p.positions.some((pos) => SLOTS.find((s) => s.name === slot)!.eligible.includes(pos))).toBe(true);
      });
      expect(Math.abs(r.objective - brute)).toBeLessThan(1e-6);
      expect(r.stack).toBeNull();
    }
    expect(solved).toBeGreaterThanOrEqual(2);
  });

  it('gpp: maximises ceilings with the NFL quarterback stacked with his own receiver, and equals brute force', () => {
    let solved = 0;
    for (const seed of [4, 5, 6]) {
      const players = slate(seed);
      const cap = 45_000;
      const r = buildDfsLineup(players, { solver, asOf, contest: 'gpp', sport: 'nfl', salaryCap: cap, slots: SLOTS });
      const brute = bruteForce(players, cap, 4, (p) => p.ceiling!, true);
      if (brute === -Infinity) {
        expect(r.status).toBe('infeasible');
        continue;
      }
      solved++;
      expect(r.status).toBe('optimal');
      const chosen = r.lineup.map(({ id }) => players.find((p) => p.id === id)!);
      const qb = chosen.find((p) => p.positions.includes('QB'))!;
      expect(chosen.some((p) => p.team === qb.team && (p.positions.includes('WR') || p.positions.includes('TE')))).toBe(true);
      expect(Math.abs(r.objective - brute)).toBeLessThan(1e-6);
      expect(r.stack).toEqual({ anchor: 'QB', partners: ['WR', 'TE'], min_partners: 1 });
      expect(r.rules_applied[0]!.id).toBe('markets.sports.dfs.rules');
    }
    expect(solved).toBeGreaterThanOrEqual(2);
  });

  it('answers infeasible under an impossible cap and names bad fields', () => {
    expect(buildDfsLineup(slate(1), { solver, asOf, salaryCap: 1000, slots: SLOTS }).status).toBe('infeasible');
    expect(() => buildDfsLineup(slate(1), { solver, asOf, slots: SLOTS } as never)).toThrow(/^buildDfsLineup: options.salaryCap is required/);
    expect(() => buildDfsLineup([{ id: 'a', positions: [], team: 'x', salary: 1, projection: 1 }], { solver, asOf, salaryCap: 10, slots: SLOTS })).toThrow(/players\[0\].positions/);
  });
});
