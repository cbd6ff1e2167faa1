import type { RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { SPORTS_FPL_RULES, type FplPosition } from '../rules/sportsFantasy.js';
import { buildDfsLineup, type DfsPlayer } from '../sports/buildDfsLineup.js';
import type { MipSolver } from '../sports/types.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';

/** A player of the slate. */
export interface FreeHitPlayer {
  readonly id: string;
  readonly position: FplPosition;
  readonly club: string;
  readonly price_tenths: number;
  /** Expected points in the gameweek. */
  readonly projection: number;
  /** A low outcome (cash lineups maximise it). Default: the projection. */
  readonly floor?: number;
  /** A high outcome (tournament lineups maximise it). Default: the projection. */
  readonly ceiling?: number;
}

/** Options of {@link buildFplFreeHitLineup}. */
export interface BuildFplFreeHitLineupOptions {
  readonly solver: MipSolver;
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  /** `cash` maximises floors, `gpp` ceilings. Default `cash`. */
  readonly contest?: 'cash' | 'gpp';
  /** The game's budget for the whole 15-player squad, tenths. Default: the FPL rules' 1000. */
  readonly budgetTenths?: number;
  readonly lang?: 'en' | 'es';
}

/** The one-gameweek lineup. */
export interface FreeHitLineup {
  readonly status: 'optimal' | 'infeasible' | 'time_limit' | 'unknown';
  readonly contest: 'cash' | 'gpp';
  readonly formation: string | null;
  readonly lineup: readonly { readonly slot: string; readonly id: string }[];
  /** Cost of the XI, tenths. */
  readonly salary_tenths: number;
  /** Cost of the cheapest bench that completes the squad, tenths. */
  readonly bench_tenths: number;
  readonly projection: number;
  readonly objective: number;
  /** Players left in the models after dominated ones were left out. */
  readonly candidates: number;
  readonly rules: RuleCitations;
}

const FORMATION_POSITIONS: readonly FplPosition[] = ['GK', 'DEF', 'MID', 'FWD'];

/**
 * The FPL gameweek as a DFS slate: the best starting eleven for one gameweek under the game's rules (a Free Hit), solved
 * as a DFS lineup MIP ({@link buildDfsLineup}) for every legal formation. The eleven's salary cap is the squad budget
 * less the cheapest bench that completes a legal 15 for that formation; at most three players from one club.
 *
 * @remarks Before solving, a player is left out when players of his position that are at least as good (floor or
 * ceiling, whichever the contest maximises) and no dearer span at least the position's most starters plus four clubs:
 * three full clubs cannot block them all, so he is never needed and the optimum is unchanged. The bench's own club
 * limit is not checked (the cheapest bench players are rarely from a full club).
 *
 * @param players - The slate.
 * @param options - {@link BuildFplFreeHitLineupOptions}; `solver` and `asOf` are required.
 * @returns {@link FreeHitLineup}: the best formation's lineup.
 * @throws {@link GuidekitError} `invalid_type` on `players`; {@link buildDfsLineup}'s errors.
 * @example
 * ```ts
 * buildFplFreeHitLineup(slate, { solver, asOf: '2025-12-01', contest: 'cash' }).formation; //=> '3-4-3'
 * ```
 * @see docs/sports-endpoints.md
 */
export function buildFplFreeHitLineup(players: readonly FreeHitPlayer[], options: BuildFplFreeHitLineupOptions): FreeHitLineup {
  const fn = 'buildFplFreeHitLineup';
  const opts = readOptions(fn, options);
  if (!Array.isArray(players as unknown)) fail(fn, 'players', 'invalid_type', 'players must be an array');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const contest = opts.contest ?? 'cash';
  const rules = requireRule(SPORTS_FPL_RULES, asOf);
  const r = rules.value;
  const budget = opts.budgetTenths ?? r.budget_tenths;
  const value = (p: FreeHitPlayer) => (contest === 'cash' ? (p.floor ?? p.projection) : (p.ceiling ?? p.projection));
  const slate: readonly FreeHitPlayer[] = players;
  const kept = slate.filter((p) => {
    const better = slate.filter((q) => q !== p && q.position === p.position && value(q) >= value(p) && q.price_tenths <= p.price_tenths && (value(q) > value(p) || q.price_tenths < p.price_tenths || q.id < p.id));
    return new Set(better.map((q) => q.club)).size < r.lineup_max[p.position] + 4;
  });
  const cheapest = (pos: FplPosition, count: number) =>
    slate
      .filter((p) => p.position === pos)
      .map((p) => p.price_tenths)
      .sort((a, b) => a - b)
      .slice(0, count);
  let best: FreeHitLineup | null = null;
  let engineRules: RuleCitations | null = null;
  for (let d = r.lineup_min.DEF; d <= r.lineup_max.DEF; d++) {
    for (let m = r.lineup_min.MID; m <= r.lineup_max.MID; m++) {
      const f = r.lineup_size - r.lineup_min.GK - d - m;
      if (f < r.lineup_min.FWD || f > r.lineup_max.FWD) continue;
      const counts: Record<FplPosition, number> = { GK: r.lineup_min.GK, DEF: d, MID: m, FWD: f };
      const benchParts = FORMATION_POSITIONS.map((pos) => cheapest(pos, r.squad[pos] - counts[pos]));
      if (benchParts.some((part, i) => part.length < r.squad[FORMATION_POSITIONS[i]!] - counts[FORMATION_POSITIONS[i]!])) continue;
      const bench = benchParts.flat().reduce((s, x) => s + x, 0);
      const slots = FORMATION_POSITIONS.flatMap((pos) => Array.from({ length: counts[pos] }, (_, k) => ({ name: `${pos}${k + 1}`, eligible: [pos] })));
      const dfs: DfsPlayer[] = kept.map((p) => ({ id: p.id, positions: [p.position], team: p.club, salary: p.price_tenths, projection: p.projection, ...(p.floor === undefined ? {} : { floor: p.floor }), ...(p.ceiling === undefined ? {} : { ceiling: p.ceiling }) }));
      const out = buildDfsLineup(dfs, { solver: opts.solver!, asOf, contest, sport: 'soccer', salaryCap: budget - bench, slots, maxPerTeam: r.max_per_club, lang });
      engineRules = out;
      if (out.status !== 'optimal') continue;
      if (best === null || out.objective > best.objective + 1e-9) {
        best = { status: 'optimal', contest, formation: `${d}-${m}-${f}`, lineup: out.lineup, salary_tenths: out.salary, bench_tenths: bench, projection: out.projection, objective: out.objective, candidates: kept.length, rules: mergeSportsCitations([rules, out], lang) };
      }
    }
  }
  return best ?? { status: 'infeasible', contest, formation: null, lineup: [], salary_tenths: 0, bench_tenths: 0, projection: 0, objective: 0, candidates: kept.length, rules: mergeSportsCitations([rules, engineRules], lang) };
}
