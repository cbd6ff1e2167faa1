import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_FPL_BENCH_WEIGHTS, SPORTS_FPL_RULES } from '../rules/sportsFantasy.js';
import type { MipSolver } from './types.js';
import { readFplPlayers, solveFplModel, type FplPlayer, type FplSquadPlan } from './_lib/fplModel.js';
import { fail, readInteger, readNumber, readOptions, readRule } from './_lib/readInput.js';

/** A player the manager owns, with the price he would sell at (FPL keeps half of any rise). */
export interface FplOwnedPlayer {
  readonly id: string;
  /** Selling price in tenths of a million. */
  readonly selling_price_tenths: number;
}

/** The manager's current team. */
export interface FplCurrentTeam {
  /** The 15 owned players; each id must be in the pool. */
  readonly squad: readonly FplOwnedPlayer[];
  /** Money in the bank, tenths of a million. */
  readonly bank_tenths: number;
  /** Free transfers available this gameweek. */
  readonly free_transfers: number;
}

/** Options of {@link planFplTransfers}. */
export interface PlanFplTransfersOptions {
  /** A loaded MIP solver (`await loadHighs()` from the `highs` package). Required. */
  readonly solver: MipSolver;
  /** ISO date whose rule versions apply. Required. */
  readonly asOf: string;
  /** Most transfers to consider. Default 15 (no limit). */
  readonly maxTransfers?: number;
  /** Solver time limit in seconds. Default 30. */
  readonly timeLimitSeconds?: number;
  readonly lang?: 'en' | 'es';
}

/** The transfer plan. */
export interface PlanFplTransfersResult extends FplSquadPlan, RuleCitations {
  /** Ids bought. */
  readonly transfers_in: readonly string[];
  /** Ids sold. */
  readonly transfers_out: readonly string[];
  /** Transfers beyond the free ones. */
  readonly hits: number;
  /** Points paid for them (hits × 4). */
  readonly hit_points: number;
  /** Bank after the transfers, tenths. */
  readonly bank_after_tenths: number;
}

/**
 * Plans this gameweek's FPL transfers as one mixed-integer programme: the same squad, formation, club and captain
 * rules as {@link buildFplSquad}, kept players counted at their selling price and new ones at their current price
 * within bank + squad value, and every transfer beyond the free ones costing 4 points. Making no transfer is always
 * feasible when the current squad is legal, so the plan never scores below standing still.
 *
 * @param players - The pool, including every owned player.
 * @param current - {@link FplCurrentTeam}.
 * @param options - {@link PlanFplTransfersOptions}; `solver` and `asOf` are required.
 * @returns {@link PlanFplTransfersResult}.
 * @throws {@link GuidekitError} on a malformed player or owned player (field named), an owned id not in the pool, a
 *   missing solver or `asOf`.
 * @example
 * ```ts
 * planFplTransfers(pool, { squad, bank_tenths: 5, free_transfers: 1 }, { solver, asOf: '2026-11-25' }).transfers_in;
 * ```
 * @see https://fantasy.premierleague.com/help/rules
 * @see docs/sports-models.md
 */
export function planFplTransfers(players: readonly FplPlayer[], current: FplCurrentTeam, options: PlanFplTransfersOptions): PlanFplTransfersResult {
  const fn = 'planFplTransfers';
  const opts = readOptions(fn, options);
  if (opts.solver === undefined || typeof opts.solver?.solve !== 'function') fail(fn, 'solver', 'required', 'options.solver (a loaded HiGHS solver) is required');
  const pool = readFplPlayers(fn, players);
  const rules = readRule(fn, SPORTS_FPL_RULES, opts.asOf);
  const bench = readRule(fn, SPORTS_FPL_BENCH_WEIGHTS, opts.asOf);
  if (current === null || typeof current !== 'object' || !Array.isArray(current.squad)) fail(fn, 'current.squad', 'invalid_type', 'current.squad must be an array of owned players');
  const bank = readInteger(fn, current.bank_tenths, 'current.bank_tenths', Number.NaN, 0, 1_000_000);
  const free = readInteger(fn, current.free_transfers, 'current.free_transfers', Number.NaN, 0, 15);
  const maxTransfers = readInteger(fn, opts.maxTransfers, 'maxTransfers', 15, 0, 15);
  const timeLimit = readNumber(fn, opts.timeLimitSeconds, 'timeLimitSeconds', 30, 0.01, 86_400);
  const index = new Map(pool.map((p, i) => [p.id, i]));
  const owned = new Set<number>();
  const cost = pool.map((p) => p.price_tenths);
  current.squad.forEach((o, k) => {
    const i = typeof o?.id === 'string' ? index.get(o.id) : undefined;
    if (i === undefined) fail(fn, `current.squad[${k}].id`, 'unknown_player', `owned player ${String(o?.id)} is not in the pool`);
    if (!Number.isInteger(o.selling_price_tenths) || o.selling_price_tenths <= 0) fail(fn, `current.squad[${k}].selling_price_tenths`, 'invalid_number', 'selling_price_tenths must be a positive integer');
    owned.add(i);
    cost[i] = o.selling_price_tenths;
  });
  const budget = bank + current.squad.reduce((s, o) => s + o.selling_price_tenths, 0);
  const plan = solveFplModel(opts.solver, {
    players: pool,
    cost,
    budget,
    rules: rules.value,
    bench: bench.value,
    current: owned,
    freeTransfers: free,
    maxTransfers,
    timeLimitSeconds: timeLimit,
  });
  const { transfers: _t, hits, ...rest } = plan;
  const chosen = new Set(plan.squad);
  return {
    ...rest,
    transfers_in: plan.squad.filter((id) => !owned.has(index.get(id)!)),
    transfers_out: current.squad.map((o) => o.id).filter((id) => plan.squad.length > 0 && !chosen.has(id)),
    hits,
    hit_points: hits * rules.value.hit_cost,
    bank_after_tenths: plan.squad.length > 0 ? budget - plan.cost_tenths : bank,
    ...citeRules([rules, bench], { lang: opts.lang ?? 'en' }),
  };
}
