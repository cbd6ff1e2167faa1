import Decimal from 'decimal.js';
import type { RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { requireRule } from '../../core/requireRule.js';
import type { FplPosition } from '../rules/sportsFantasy.js';
import { SPORTS_FPL_SIGNAL } from '../rules/sportsScans.js';
import { buildFplSquad } from '../sports/buildFplSquad.js';
import { pickFplCaptain } from '../sports/pickFplCaptain.js';
import { planFplTransfers } from '../sports/planFplTransfers.js';
import type { MipSolver } from '../sports/types.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';
import { sportsScanMessages } from './messages/sportsScans.js';
import type { FplPoolPlayer, FplPoolProjection } from './projectFplPool.js';

/** A manager's team, when the caller gives one. */
export interface FplManagerTeam {
  /** The 15 player ids owned. */
  readonly squad: readonly string[];
  /** Money in the bank, tenths of a million. Default 0. */
  readonly bank_tenths?: number;
  /** Free transfers this gameweek. Default 1. */
  readonly free_transfers?: number;
}

/** Options of {@link assembleFplSignal}. */
export interface AssembleFplSignalOptions {
  /** A loaded MIP solver (HiGHS). Required. */
  readonly solver: MipSolver;
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  /** The game's budget in tenths. Default: the FPL rules' 1000. */
  readonly budgetTenths?: number;
  /** The manager's team: captaincy on it and a transfer plan from it. Without it, both work on the optimal squad. */
  readonly team?: FplManagerTeam;
  readonly lang?: 'en' | 'es';
}

/** A player as the FPL answers show him. */
export interface FplPlayerLine {
  readonly id: string;
  readonly name: string;
  readonly position: FplPosition;
  readonly club: string;
  /** Price in millions (the game's tenths as an exact decimal). */
  readonly price: Decimal;
  readonly xp_next: number;
  readonly xp_horizon: number;
  readonly selected_by_pct: number;
  readonly status: string;
}

/** The FPL signal: captaincy, the transfer scan, the optimal squad and a transfer plan. */
export interface FplSignal {
  readonly captaincy: {
    readonly from: 'manager_squad' | 'optimal_squad';
    readonly captain: FplPlayerLine;
    readonly vice_captain: FplPlayerLine;
    /** Captain's next-gameweek xP minus the vice-captain's. */
    readonly margin: number;
    readonly formation: string;
    readonly lineup: readonly FplPlayerLine[];
    readonly bench: readonly FplPlayerLine[];
  } | null;
  readonly squad_build: {
    readonly status: 'optimal' | 'infeasible' | 'time_limit' | 'unknown';
    readonly squad: readonly FplPlayerLine[];
    readonly cost: Decimal;
    readonly lineup_xp: number;
    readonly objective: number;
    /** Players kept in the MIP after dominated ones were left out. */
    readonly candidates: number;
  };
  readonly transfer_scan: {
    /** The best players of each position by xP over the horizon. */
    readonly by_position: Readonly<Record<FplPosition, readonly FplPlayerLine[]>>;
    /** The best players owned by fewer managers than the rule's threshold. */
    readonly differentials: readonly FplPlayerLine[];
  };
  readonly transfers: {
    readonly status: 'optimal' | 'infeasible' | 'time_limit' | 'unknown';
    readonly out: readonly FplPlayerLine[];
    readonly in: readonly FplPlayerLine[];
    readonly hits: number;
    readonly hit_points: number;
    readonly bank_after: Decimal;
    /** xP over the horizon gained after hit points, against keeping the squad. */
    readonly gain: number;
  } | null;
  readonly explanation: string;
  readonly rules: RuleCitations;
}

/**
 * The FPL engine's answer over a projected pool: the 100.0m squad that maximises xP over the horizon (HiGHS MIP,
 * {@link buildFplSquad}), the captain and vice-captain by next-gameweek xP ({@link pickFplCaptain}) on the manager's
 * squad or the optimal one, the transfer scan over the full pool (the best of each position and the best
 * differentials), and, with a manager's squad, the transfer plan ({@link planFplTransfers}).
 *
 * @remarks Selling prices are taken at current prices: without a manager's purchase prices, which the game's public
 * answers do not give, the plan cannot apply FPL's half-of-the-rise rule.
 *
 * @param pool - From {@link projectFplPool}.
 * @param options - {@link AssembleFplSignalOptions}; `solver` and `asOf` are required.
 * @returns {@link FplSignal}.
 * @throws {@link GuidekitError} `unknown_player` (field `squad`) for an owned id outside the pool; the optimisers'
 *   errors on an illegal squad.
 * @example
 * ```ts
 * assembleFplSignal(pool, { solver, asOf: '2025-12-01' }).captaincy?.captain.name;
 * ```
 * @see docs/sports-endpoints.md
 */
export function assembleFplSignal(pool: FplPoolProjection, options: AssembleFplSignalOptions): FplSignal {
  const fn = 'assembleFplSignal';
  const opts = readOptions(fn, options);
  if (pool === null || typeof pool !== 'object' || !Array.isArray(pool.players as unknown)) fail(fn, 'pool', 'invalid_type', 'pool must come from projectFplPool');
  if (opts.solver === undefined) fail(fn, 'solver', 'required', 'a loaded MIP solver is required');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const t = createTranslate(sportsScanMessages, lang);
  const signal = requireRule(SPORTS_FPL_SIGNAL, asOf);
  const byId = new Map(pool.players.map((p) => [p.id, p]));
  const line = (p: FplPoolPlayer): FplPlayerLine => ({
    id: p.id,
    name: p.name,
    position: p.position,
    club: p.club_name,
    price: new Decimal(p.price_tenths).div(10),
    xp_next: p.xp_next,
    xp_horizon: p.xp_horizon,
    selected_by_pct: p.selected_by_pct,
    status: p.status,
  });
  const lines = (ids: readonly string[]) => ids.map((id) => line(byId.get(id)!));
  const horizonPool = pool.players.map((p) => ({ id: p.id, name: p.name, position: p.position, club: p.club, price_tenths: p.price_tenths, xp: p.xp_horizon }));
  const build = buildFplSquad(horizonPool, { solver: opts.solver, asOf, ...(opts.budgetTenths === undefined ? {} : { budgetTenths: opts.budgetTenths }), lang });
  const cited: (RuleCitations | null)[] = [pool.rules, build];
  let transfers: FplSignal['transfers'] = null;
  let captainSquad: string[] | null = build.status === 'optimal' ? [...build.squad] : null;
  let from: 'manager_squad' | 'optimal_squad' = 'optimal_squad';
  if (opts.team !== undefined) {
    opts.team.squad.forEach((id, i) => {
      if (!byId.has(id)) fail(fn, `squad[${i}]`, 'unknown_player', `player ${id} is not in the game's pool`);
    });
    const owned = opts.team.squad.map((id) => ({ id, selling_price_tenths: byId.get(id)!.price_tenths }));
    const plan = planFplTransfers(horizonPool, { squad: owned, bank_tenths: opts.team.bank_tenths ?? 0, free_transfers: opts.team.free_transfers ?? 1 }, { solver: opts.solver, asOf, lang });
    cited.push(plan);
    const keptLineup = pickFplCaptain(opts.team.squad.map((id) => horizonPool.find((p) => p.id === id)!), { asOf, lang });
    const keptXp = keptLineup.lineup_xp;
    transfers = {
      status: plan.status,
      out: lines(plan.transfers_out),
      in: lines(plan.transfers_in),
      hits: plan.hits,
      hit_points: plan.hit_points,
      bank_after: new Decimal(plan.bank_after_tenths).div(10),
      gain: plan.status === 'optimal' ? plan.lineup_xp - plan.hit_points - keptXp : 0,
    };
    captainSquad = [...opts.team.squad];
    from = 'manager_squad';
  }
  let captaincy: FplSignal['captaincy'] = null;
  if (captainSquad !== null && captainSquad.length > 0) {
    const nextPool = captainSquad.map((id) => {
      const p = byId.get(id)!;
      return { id: p.id, name: p.name, position: p.position, club: p.club, price_tenths: p.price_tenths, xp: p.xp_next };
    });
    const pick = pickFplCaptain(nextPool, { asOf, lang });
    cited.push(pick);
    captaincy = { from, captain: line(byId.get(pick.captain)!), vice_captain: line(byId.get(pick.vice_captain)!), margin: pick.captain_margin, formation: pick.formation, lineup: lines(pick.lineup), bench: lines(pick.bench) };
  }
  const per = signal.value.scan_per_position;
  const by_position = Object.fromEntries((['GK', 'DEF', 'MID', 'FWD'] as const).map((pos) => [pos, pool.players.filter((p) => p.position === pos).slice(0, per).map(line)])) as Record<FplPosition, FplPlayerLine[]>;
  const differentials = pool.players.filter((p) => p.selected_by_pct < signal.value.differential_ownership_pct && p.xp_horizon > 0).slice(0, per).map(line);
  const explanation =
    captaincy === null
      ? t('fpl_explanation_no_squad', { gw: pool.gameweeks[0]! })
      : t(transfers === null ? 'fpl_explanation' : 'fpl_explanation_team', {
          gw: pool.gameweeks[0]!,
          captain: captaincy.captain.name,
          xp: captaincy.captain.xp_next.toFixed(2),
          vice: captaincy.vice_captain.name,
          margin: captaincy.margin.toFixed(2),
          horizon: pool.gameweeks.length,
          squad_xp: build.lineup_xp.toFixed(1),
          moves: transfers === null ? 0 : transfers.in.length,
          gain: transfers === null ? '0' : transfers.gain.toFixed(2),
        });
  return {
    captaincy,
    squad_build: { status: build.status, squad: lines(build.squad), cost: new Decimal(build.cost_tenths).div(10), lineup_xp: build.lineup_xp, objective: build.objective, candidates: build.candidates },
    transfer_scan: { by_position, differentials },
    transfers,
    explanation,
    rules: mergeSportsCitations([signal, ...cited], lang),
  };
}
