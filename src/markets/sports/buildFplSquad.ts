import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_FPL_BENCH_WEIGHTS, SPORTS_FPL_RULES } from '../rules/sportsFantasy.js';
import type { MipSolver } from './types.js';
import { readFplPlayers, solveFplModel, type FplPlayer, type FplSquadPlan } from './_lib/fplModel.js';
import { fail, readInteger, readNumber, readOptions, readRule } from './_lib/readInput.js';

export type { FplPlayer, FplSquadPlan } from './_lib/fplModel.js';

/** Options of {@link buildFplSquad}. */
export interface BuildFplSquadOptions {
  /** A loaded MIP solver (`await loadHighs()` from the `highs` package). Required. */
  readonly solver: MipSolver;
  /** ISO date whose rule versions apply (game rules, bench weights). Required. */
  readonly asOf: string;
  /** Budget in tenths of a million. Default: the rules' 1000 (100.0m). */
  readonly budgetTenths?: number;
  /** Solver time limit in seconds. Default 30. */
  readonly timeLimitSeconds?: number;
  readonly lang?: 'en' | 'es';
}

/** A fresh squad with its rules. */
export interface BuildFplSquadResult extends FplSquadPlan, RuleCitations {
}

/**
 * Picks the FPL squad that maximises expected points as a mixed-integer programme: 15 players (2 GK, 5 DEF, 5 MID,
 * 3 FWD), an XI in a legal formation (1 GK, 3–5 DEF, 2–5 MID, 1–3 FWD), at most 3 per club, within the budget; the
 * captain's points count double; the bench counts by its order's weights (0.03 goalkeeper; 0.21, 0.06, 0.002).
 *
 * @remarks The model is written in CPLEX LP text and solved by the solver passed in (HiGHS), to optimality
 * (mip_rel_gap 0). An infeasible pool (too few players of a position, or no squad within budget) is the answer
 * `status: 'infeasible'`, not an error.
 *
 * @param players - The pool; ids unique, prices in tenths, xP over the horizon.
 * @param options - {@link BuildFplSquadOptions}; `solver` and `asOf` are required.
 * @returns {@link BuildFplSquadResult}.
 * @throws {@link GuidekitError} on a malformed player (field named), a missing solver or `asOf`.
 * @example
 * ```ts
 * import { loadHighs } from 'highs';
 * buildFplSquad(pool, { solver: await loadHighs(), asOf: '2026-11-25' }).captain;
 * ```
 * @see https://fantasy.premierleague.com/help/rules
 * @see docs/sports-models.md
 */
export function buildFplSquad(players: readonly FplPlayer[], options: BuildFplSquadOptions): BuildFplSquadResult {
  const fn = 'buildFplSquad';
  const opts = readOptions(fn, options);
  if (opts.solver === undefined || typeof opts.solver?.solve !== 'function') fail(fn, 'solver', 'required', 'options.solver (a loaded HiGHS solver) is required');
  const pool = readFplPlayers(fn, players);
  const rules = readRule(fn, SPORTS_FPL_RULES, opts.asOf);
  const bench = readRule(fn, SPORTS_FPL_BENCH_WEIGHTS, opts.asOf);
  const budget = readInteger(fn, opts.budgetTenths, 'budgetTenths', rules.value.budget_tenths, 0, 1_000_000);
  const timeLimit = readNumber(fn, opts.timeLimitSeconds, 'timeLimitSeconds', 30, 0.01, 86_400);
  const plan = solveFplModel(opts.solver, {
    players: pool,
    cost: pool.map((p) => p.price_tenths),
    budget,
    rules: rules.value,
    bench: bench.value,
    current: new Set(),
    freeTransfers: 0,
    maxTransfers: Infinity,
    timeLimitSeconds: timeLimit,
  });
  const { transfers: _t, hits: _h, ...rest } = plan;
  return { ...rest, ...citeRules([rules, bench], { lang: opts.lang ?? 'en' }) };
}
