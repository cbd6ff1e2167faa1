import type { AppliedRule } from '../../../core/ruleTable.js';
import type { FplBenchWeights, FplPosition, FplRules } from '../../rules/sportsFantasy.js';
import type { MipSolver } from '../types.js';
import { fail } from './readInput.js';
import { createLpBuilder } from './lpText.js';

/** One player of the FPL pool. */
export interface FplPlayer {
  /** Stable id (FPL element id as a string, or any unique key). */
  readonly id: string;
  readonly name?: string;
  readonly position: FplPosition;
  /** Club key; at most `max_per_club` squad players may share it. */
  readonly club: string;
  /** Current price in tenths of a million (e.g. 55 = 5.5m). */
  readonly price_tenths: number;
  /** Expected points over the horizon being optimised (see estimateFplExpectedPoints). */
  readonly xp: number;
}

/** The optimiser's answer for one squad. */
export interface FplSquadPlan {
  /** 'optimal'; 'infeasible' when no squad meets the rules within budget; 'time_limit' or 'unknown' otherwise. */
  readonly status: 'optimal' | 'infeasible' | 'time_limit' | 'unknown';
  /** Squad ids (15), by position then xP. Empty unless a solution was found. */
  readonly squad: readonly string[];
  /** Starting XI ids. */
  readonly lineup: readonly string[];
  /** Bench in order: goalkeeper, then the first, second and third outfield substitutes. */
  readonly bench: readonly string[];
  readonly captain: string | null;
  /** The starter with the most xP after the captain. */
  readonly vice_captain: string | null;
  /** Squad cost in tenths (now prices, selling prices for kept players when planning transfers). */
  readonly cost_tenths: number;
  /** xP of the XI with the captain's extra share. */
  readonly lineup_xp: number;
  /** The MIP objective: lineup_xp + bench weights × bench xP − hit points. */
  readonly objective: number;
  /** Players left in the model after removing those that can never be needed (see docs/sports-models.md). */
  readonly candidates: number;
}

export const POSITIONS: readonly FplPosition[] = ['GK', 'DEF', 'MID', 'FWD'];

/** Checks a pool of players. */
export function readFplPlayers(fn: string, players: unknown): FplPlayer[] {
  if (!Array.isArray(players)) fail(fn, 'players', 'invalid_type', 'players must be an array');
  const seen = new Set<string>();
  players.forEach((p: FplPlayer, i) => {
    if (p === null || typeof p !== 'object') fail(fn, `players[${i}]`, 'invalid_type', `players[${i}] must be an object`);
    if (typeof p.id !== 'string' || p.id.length === 0) fail(fn, `players[${i}].id`, 'invalid_type', `players[${i}].id must be a non-empty string`);
    if (seen.has(p.id)) fail(fn, `players[${i}].id`, 'duplicate', `player id ${p.id} appears twice`);
    seen.add(p.id);
    if (!POSITIONS.includes(p.position)) fail(fn, `players[${i}].position`, 'invalid_enum', `players[${i}].position must be GK, DEF, MID or FWD`);
    if (typeof p.club !== 'string' || p.club.length === 0) fail(fn, `players[${i}].club`, 'invalid_type', `players[${i}].club must be a non-empty string`);
    if (!Number.isInteger(p.price_tenths) || p.price_tenths <= 0) fail(fn, `players[${i}].price_tenths`, 'invalid_number', `players[${i}].price_tenths must be a positive integer`);
    if (typeof p.xp !== 'number' || !Number.isFinite(p.xp)) fail(fn, `players[${i}].xp`, 'invalid_number', `players[${i}].xp must be a finite number`);
  });
  return players as FplPlayer[];
}

/** What the shared model needs beyond the pool. */
export interface FplModelInput {
  readonly players: readonly FplPlayer[];
  /** Price each player counts at (selling price for kept players). */
  readonly cost: readonly number[];
  readonly budget: number;
  readonly rules: AppliedRule<FplRules>['value'];
  readonly bench: FplBenchWeights;
  /** Indices of the current squad (transfers); empty for a fresh build. */
  readonly current: ReadonlySet<number>;
  readonly freeTransfers: number;
  /** Most transfers allowed (Infinity for a fresh build). */
  readonly maxTransfers: number;
  readonly timeLimitSeconds: number;
  /** Leave out players that can never be needed before solving (default true; false only to test that it is exact). */
  readonly prune?: boolean;
}

/**
 * Builds the squad MIP, solves it and reads the plan. Binaries: s (squad), l (lineup), c (captain); a bench player is s − l;
 * continuous ta, tb select the best and the two best bench players for the ordered bench weights; h counts hits.
 */
export function solveFplModel(solver: MipSolver, input: FplModelInput): FplSquadPlan & { readonly transfers: number; readonly hits: number } {
  const kept = input.prune === false ? input.players.map((_, i) => i) : prunePool(input);
  const plan = solveKept(solver, { ...input, players: kept.map((i) => input.players[i]!), cost: kept.map((i) => input.cost[i]!), current: new Set(kept.flatMap((i, k) => (input.current.has(i) ? [k] : []))) });
  return { ...plan, candidates: kept.length };
}

/**
 * Indices of the players that can be in an optimal squad. A player i is dropped when some player j of his position that
 * is at least as good in expected points and no dearer (ties broken by index) can always replace him: the swap keeps
 * every rule (same position, price no higher) and scores no less under non-negative weights, provided j is not already
 * in the squad and j's club has room. Whatever the squad, at most ⌊(15 − 1) / max_per_club⌋ other clubs are full and
 * at most squad[pos] − 1 of i's dominators are squad-mates; so i is dropped when his dominators outnumber the most a
 * squad can block: the dominators of the clubs holding the most of them (as many clubs as can be full) plus
 * squad[pos] − 1 squad-mates. A swap inside i's own club never breaks the club limit, so dominators from his club are
 * blocked only by being squad-mates, and at most max_per_club − 1 of them can be. Owned players are never dropped; a replacement that is owned only saves a transfer.
 */
function prunePool(input: FplModelInput): number[] {
  const { players, cost, rules } = input;
  const n = players.length;
  const squadSize = POSITIONS.reduce((s, pos) => s + rules.squad[pos], 0);
  const otherFullClubs = Math.floor((squadSize - 1) / rules.max_per_club);
  const kept: number[] = [];
  for (let i = 0; i < n; i++) {
    if (input.current.has(i)) {
      kept.push(i);
      continue;
    }
    const pi = players[i]!;
    const byClub = new Map<string, number>();
    let sameClub = 0;
    for (let j = 0; j < n; j++) {
      const pj = players[j]!;
      if (j === i || pj.position !== pi.position) continue;
      const better = pj.xp > pi.xp || cost[j]! < cost[i]!;
      const tie = pj.xp === pi.xp && cost[j]! === cost[i]! && j < i;
      if (pj.xp >= pi.xp && cost[j]! <= cost[i]! && (better || tie)) {
        if (pj.club === pi.club) sameClub++;
        else byClub.set(pj.club, (byClub.get(pj.club) ?? 0) + 1);
      }
    }
    const counts = [...byClub.values()].sort((a, b) => b - a);
    const openOther = counts.slice(otherFullClubs).reduce((s, c) => s + c, 0);
    // Squad-mates can take up open dominators of other clubs, and at most max_per_club − 1 of i's own club.
    const squadMates = Math.min(rules.squad[pi.position] - 1, openOther + Math.min(sameClub, rules.max_per_club - 1));
    if (openOther + sameClub - squadMates <= 0) kept.push(i);
  }
  return kept;
}

/** Builds and solves the model over an already pruned pool. */
function solveKept(solver: MipSolver, input: FplModelInput): Omit<FplSquadPlan, 'candidates'> & { readonly transfers: number; readonly hits: number } {
  const { players, rules, bench } = input;
  const n = players.length;
  const lp = createLpBuilder();
  const binaries: string[] = [];
  const objective: [number, string][] = [];
  const gk = (i: number) => players[i]!.position === 'GK';
  // Bench: the goalkeeper not starting counts w_gk; the outfield bench counts Σ_k w_k × (k-th best bench xP), written as
  // Σ_k (w_k − w_(k+1)) × (sum of the k best bench xP), each top-k sum a continuous t^k ≤ u with Σ t^k = k (integral
  // for a fixed bench), and the top-3 sum the whole outfield bench u itself.
  const [w1, w2, w3] = bench.outfield;
  const continuous: string[] = [];
  for (let i = 0; i < n; i++) {
    binaries.push(`s${i}`, `l${i}`, `c${i}`);
    const xp = players[i]!.xp;
    objective.push([xp, `l${i}`], [xp * (rules.captain_multiplier - 1), `c${i}`]);
    if (gk(i)) {
      objective.push([xp * bench.goalkeeper, `s${i}`], [-xp * bench.goalkeeper, `l${i}`]);
    } else {
      // The outfield bench indicator is s − l (a starter is in the squad), so it needs no variable of its own.
      continuous.push(`ta${i}`, `tb${i}`);
      objective.push([xp * (w1 - w2), `ta${i}`], [xp * (w2 - w3), `tb${i}`], [xp * w3, `s${i}`], [-xp * w3, `l${i}`]);
      lp.row([[1, `ta${i}`], [-1, `s${i}`], [1, `l${i}`]], '<=', 0);
      lp.row([[1, `tb${i}`], [-1, `s${i}`], [1, `l${i}`]], '<=', 0);
    }
    lp.row([[1, `l${i}`], [-1, `s${i}`]], '<=', 0);
    lp.row([[1, `c${i}`], [-1, `l${i}`]], '<=', 0);
  }
  const all = [...Array(n).keys()];
  for (const pos of POSITIONS) {
    const ids = all.filter((i) => players[i]!.position === pos);
    lp.row(ids.map((i) => [1, `s${i}`] as const), '=', rules.squad[pos]);
    lp.row(ids.map((i) => [1, `l${i}`] as const), '>=', rules.lineup_min[pos]);
    lp.row(ids.map((i) => [1, `l${i}`] as const), '<=', rules.lineup_max[pos]);
  }
  lp.row(all.map((i) => [1, `l${i}`] as const), '=', rules.lineup_size);
  lp.row(all.map((i) => [1, `c${i}`] as const), '=', 1);
  const outfield = all.filter((i) => !gk(i));
  lp.row(outfield.map((i) => [1, `ta${i}`] as const), '=', 1);
  lp.row(outfield.map((i) => [1, `tb${i}`] as const), '=', 2);
  for (const club of new Set(players.map((p) => p.club))) {
    lp.row(all.filter((i) => players[i]!.club === club).map((i) => [1, `s${i}`] as const), '<=', rules.max_per_club);
  }
  lp.row(all.map((i) => [input.cost[i]!, `s${i}`] as const), '<=', input.budget);
  const integers: { name: string; lo: number; hi: number }[] = [];
  if (input.current.size > 0) {
    // Transfers in = squad players not in the current squad; every one beyond the free ones is a hit.
    const incoming = all.filter((i) => !input.current.has(i)).map((i) => [1, `s${i}`] as const);
    lp.row([...incoming, [-1, 'h']], '<=', input.freeTransfers);
    if (Number.isFinite(input.maxTransfers)) lp.row(incoming, '<=', input.maxTransfers);
    integers.push({ name: 'h', lo: 0, hi: 15 });
    objective.push([-rules.hit_cost, 'h']);
  }
  const text = lp.text(objective, binaries, integers, continuous);
  const solution = solver.solve(text, { output_flag: false, mip_rel_gap: 0, time_limit: input.timeLimitSeconds });
  const status = solution.Status === 'Optimal' ? 'optimal' : solution.Status === 'Infeasible' ? 'infeasible' : /time limit/i.test(solution.Status) ? 'time_limit' : 'unknown';
  const on = (name: string) => (solution.Columns[name]?.Primal ?? 0) > 0.5;
  if (status !== 'optimal' && !(status === 'time_limit' && all.some((i) => on(`s${i}`)))) {
    return { status, squad: [], lineup: [], bench: [], captain: null, vice_captain: null, cost_tenths: 0, lineup_xp: 0, objective: 0, transfers: 0, hits: 0 };
  }
  const byXp = (a: number, b: number) => players[b]!.xp - players[a]!.xp || a - b;
  const squad = all.filter((i) => on(`s${i}`)).sort((a, b) => POSITIONS.indexOf(players[a]!.position) - POSITIONS.indexOf(players[b]!.position) || byXp(a, b));
  const lineup = squad.filter((i) => on(`l${i}`));
  const captain = lineup.find((i) => on(`c${i}`)) ?? null;
  const vice = lineup.filter((i) => i !== captain).sort(byXp)[0] ?? null;
  const benchOrder = [...squad.filter((i) => gk(i) && !on(`l${i}`)), ...squad.filter((i) => !gk(i) && !on(`l${i}`)).sort(byXp)];
  const lineupXp = lineup.reduce((s, i) => s + players[i]!.xp, 0) + (captain === null ? 0 : players[captain]!.xp * (rules.captain_multiplier - 1));
  const transfers = squad.filter((i) => input.current.size > 0 && !input.current.has(i)).length;
  return {
    status,
    squad: squad.map((i) => players[i]!.id),
    lineup: lineup.map((i) => players[i]!.id),
    bench: benchOrder.map((i) => players[i]!.id),
    captain: captain === null ? null : players[captain]!.id,
    vice_captain: vice === null ? null : players[vice]!.id,
    cost_tenths: squad.reduce((s, i) => s + input.cost[i]!, 0),
    lineup_xp: lineupXp,
    objective: solution.ObjectiveValue,
    transfers,
    hits: Math.max(0, transfers - input.freeTransfers),
  };
}
