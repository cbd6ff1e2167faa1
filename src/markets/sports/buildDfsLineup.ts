import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_DFS_RULES } from '../rules/sportsFantasy.js';
import type { MipSolver } from './types.js';
import { createLpBuilder } from './_lib/lpText.js';
import { fail, readEnum, readInteger, readNumber, readOptions, readRule } from './_lib/readInput.js';

/** One player of a DFS slate. */
export interface DfsPlayer {
  readonly id: string;
  /** Positions he is listed at (e.g. ['RB'] or ['SG', 'SF']). */
  readonly positions: readonly string[];
  readonly team: string;
  /** Salary in the site's units (whole dollars). */
  readonly salary: number;
  /** Mean projected fantasy points. */
  readonly projection: number;
  /** A low outcome (e.g. 25th percentile); cash lineups maximise it. Default: the projection. */
  readonly floor?: number;
  /** A high outcome (e.g. 85th percentile); tournament lineups maximise it. Default: the projection. */
  readonly ceiling?: number;
}

/** One roster slot and the positions that may fill it. */
export interface DfsSlot {
  readonly name: string;
  readonly eligible: readonly string[];
}

/** Options of {@link buildDfsLineup}. */
export interface BuildDfsLineupOptions {
  /** A loaded MIP solver (`await loadHighs()` from the `highs` package). Required. */
  readonly solver: MipSolver;
  /** ISO date whose rule versions apply (stacking, team limit). Required. */
  readonly asOf: string;
  /** 'gpp' (tournament: maximise ceilings, stack) or 'cash' (maximise floors, no stack). Default 'cash'. */
  readonly contest?: 'gpp' | 'cash';
  /** Sport key choosing the tournament stack from the rule table (nfl: QB with at least one WR/TE). */
  readonly sport?: string;
  /** The site's salary cap. Required. */
  readonly salaryCap: number;
  /** The roster: one entry per slot. Required. */
  readonly slots: readonly DfsSlot[];
  /** Most players from one team. Default: the rule table's (4) unless the site's is given. */
  readonly maxPerTeam?: number;
  /** Solver time limit in seconds. Default 30. */
  readonly timeLimitSeconds?: number;
  readonly lang?: 'en' | 'es';
}

/** An optimal DFS lineup. */
export interface DfsLineupResult extends RuleCitations {
  readonly status: 'optimal' | 'infeasible' | 'time_limit' | 'unknown';
  readonly contest: 'gpp' | 'cash';
  /** One entry per slot, in slot order. */
  readonly lineup: readonly { readonly slot: string; readonly id: string }[];
  readonly salary: number;
  readonly projection: number;
  /** Σ floor (cash) or Σ ceiling (gpp): what was maximised. */
  readonly objective: number;
  /** The stack enforced, if any. */
  readonly stack: { readonly anchor: string; readonly partners: readonly string[]; readonly min_partners: number } | null;
}

/**
 * Builds the DFS lineup that maximises floors (cash) or ceilings (tournament) as a mixed-integer programme: one player
 * per roster slot from the positions it accepts, no player twice, salary within the cap, at most `maxPerTeam` from a
 * team, and in tournaments the sport's stack (an NFL quarterback with at least one of his own receivers).
 *
 * @param players - The slate; ids unique.
 * @param options - {@link BuildDfsLineupOptions}; `solver`, `asOf`, `salaryCap` and `slots` are required.
 * @returns {@link DfsLineupResult}; an impossible roster is `status: 'infeasible'`.
 * @throws {@link GuidekitError} on a malformed player or slot (field named), a missing solver, cap or slots.
 * @example
 * ```ts
 * buildDfsLineup(slate, { solver, asOf: '2026-11-25', contest: 'gpp', sport: 'nfl', salaryCap: 50_000, slots }).lineup;
 * ```
 * @see docs/sports-models.md
 */
export function buildDfsLineup(players: readonly DfsPlayer[], options: BuildDfsLineupOptions): DfsLineupResult {
  const fn = 'buildDfsLineup';
  const opts = readOptions(fn, options);
  if (opts.solver === undefined || typeof opts.solver?.solve !== 'function') fail(fn, 'solver', 'required', 'options.solver (a loaded HiGHS solver) is required');
  const rule = readRule(fn, SPORTS_DFS_RULES, opts.asOf);
  const contest = readEnum(fn, opts.contest, 'contest', ['gpp', 'cash'] as const, 'cash');
  if (opts.salaryCap === undefined) fail(fn, 'salaryCap', 'required', 'options.salaryCap is required');
  const cap = readNumber(fn, opts.salaryCap, 'salaryCap', Number.NaN, 0, Number.MAX_SAFE_INTEGER);
  const maxPerTeam = readInteger(fn, opts.maxPerTeam, 'maxPerTeam', rule.value.default_max_per_team, 1, 100);
  const timeLimit = readNumber(fn, opts.timeLimitSeconds, 'timeLimitSeconds', 30, 0.01, 86_400);
  if (!Array.isArray(opts.slots) || opts.slots.length === 0) fail(fn, 'slots', 'required', 'options.slots (the roster) is required');
  const slots = opts.slots;
  slots.forEach((s, k) => {
    if (s === null || typeof s.name !== 'string' || !Array.isArray(s.eligible) || s.eligible.length === 0) fail(fn, `slots[${k}]`, 'invalid_type', `slots[${k}] must be { name, eligible: [positions] }`);
  });
  if (!Array.isArray(players)) fail(fn, 'players', 'invalid_type', 'players must be an array');
  const seen = new Set<string>();
  players.forEach((p, i) => {
    if (p === null || typeof p !== 'object' || typeof p.id !== 'string' || p.id.length === 0) fail(fn, `players[${i}].id`, 'invalid_type', `players[${i}].id must be a non-empty string`);
    if (seen.has(p.id)) fail(fn, `players[${i}].id`, 'duplicate', `player id ${p.id} appears twice`);
    seen.add(p.id);
    if (!Array.isArray(p.positions) || p.positions.length === 0) fail(fn, `players[${i}].positions`, 'invalid_type', `players[${i}].positions must list at least one position`);
    if (typeof p.team !== 'string' || p.team.length === 0) fail(fn, `players[${i}].team`, 'invalid_type', `players[${i}].team must be a non-empty string`);
    for (const f of ['salary', 'projection'] as const) if (typeof p[f] !== 'number' || !Number.isFinite(p[f])) fail(fn, `players[${i}].${f}`, 'invalid_number', `players[${i}].${f} must be a finite number`);
    for (const f of ['floor', 'ceiling'] as const) if (p[f] !== undefined && (typeof p[f] !== 'number' || !Number.isFinite(p[f]))) fail(fn, `players[${i}].${f}`, 'invalid_number', `players[${i}].${f} must be a finite number`);
  });
  const value = (p: DfsPlayer) => (contest === 'gpp' ? (p.ceiling ?? p.projection) : (p.floor ?? p.projection));
  const stack = contest === 'gpp' && opts.sport !== undefined ? (rule.value.gpp_stacks[opts.sport.toLowerCase()] ?? null) : null;
  const lp = createLpBuilder();
  const binaries: string[] = [];
  const objective: [number, string][] = [];
  const cell = players.map(() => [] as string[]);
  slots.forEach((slot, k) => {
    const row: [number, string][] = [];
    players.forEach((p, i) => {
      if (!p.positions.some((pos: string) => slot.eligible.includes(pos))) return;
      const name = `x${i}_${k}`;
      binaries.push(name);
      cell[i]!.push(name);
      row.push([1, name]);
      objective.push([value(p), name]);
    });
    lp.row(row, '=', 1);
  });
  const used = (i: number): [number, string][] => cell[i]!.map((name) => [1, name]);
  players.forEach((_, i) => {
    if (cell[i]!.length > 1) lp.row(used(i), '<=', 1);
  });
  lp.row(players.flatMap((p, i) => cell[i]!.map((name) => [p.salary, name] as [number, string])), '<=', cap);
  for (const team of new Set(players.map((p) => p.team))) lp.row(players.flatMap((p, i) => (p.team === team ? used(i) : [])), '<=', maxPerTeam);
  if (stack !== null) {
    // Every anchor in the lineup brings at least min_partners of his team's partners.
    players.forEach((p, i) => {
      if (!p.positions.includes(stack.anchor) || cell[i]!.length === 0) return;
      const partners = players.flatMap((q, j) => (j !== i && q.team === p.team && q.positions.some((pos: string) => stack.partners.includes(pos)) ? used(j) : []));
      lp.row([...partners, ...used(i).map(([c, name]) => [-c * stack.min_partners, name] as [number, string])], '>=', 0);
    });
  }
  const solution = opts.solver.solve(lp.text(objective, binaries, []), { output_flag: false, mip_rel_gap: 0, time_limit: timeLimit });
  const status = solution.Status === 'Optimal' ? 'optimal' : solution.Status === 'Infeasible' ? 'infeasible' : /time limit/i.test(solution.Status) ? 'time_limit' : 'unknown';
  const rules = citeRules([rule], { lang: opts.lang ?? 'en' });
  const stackOut = stack === null ? null : { anchor: stack.anchor, partners: stack.partners, min_partners: stack.min_partners };
  if (status !== 'optimal') return { status, contest, lineup: [], salary: 0, projection: 0, objective: 0, stack: stackOut, ...rules };
  const lineup = slots.map((slot, k) => {
    const i = players.findIndex((_, idx) => (solution.Columns[`x${idx}_${k}`]?.Primal ?? 0) > 0.5);
    return { slot: slot.name, id: players[i]!.id, i };
  });
  return {
    status,
    contest,
    lineup: lineup.map(({ slot, id }) => ({ slot, id })),
    salary: lineup.reduce((s, { i }) => s + players[i]!.salary, 0),
    projection: lineup.reduce((s, { i }) => s + players[i]!.projection, 0),
    objective: lineup.reduce((s, { i }) => s + value(players[i]!), 0),
    stack: stackOut,
    ...rules,
  };
}
