import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_FPL_BENCH_WEIGHTS, SPORTS_FPL_RULES } from '../rules/sportsFantasy.js';
import { POSITIONS, readFplPlayers, type FplPlayer } from './_lib/fplModel.js';
import { fail, readOptions, readRule } from './_lib/readInput.js';

/** Options of {@link pickFplCaptain}. */
export interface PickFplCaptainOptions {
  /** ISO date whose rule versions apply. Required. */
  readonly asOf: string;
  readonly lang?: 'en' | 'es';
}

/** The best XI of a squad, its captain and bench order. */
export interface PickFplCaptainResult extends RuleCitations {
  readonly captain: string;
  readonly vice_captain: string;
  readonly lineup: readonly string[];
  /** Goalkeeper, then outfield substitutes by xP. */
  readonly bench: readonly string[];
  /** DEF-MID-FWD, e.g. '3-4-3'. */
  readonly formation: string;
  /** xP of the XI with the captain's extra share. */
  readonly lineup_xp: number;
  /** Captain's xP minus the vice-captain's: how clear the call is. */
  readonly captain_margin: number;
}

/**
 * Picks the XI, captain and bench of a 15-man squad: every legal formation is tried with the best players of each
 * position starting, the one with the most xP wins; the captain is the starter with the most xP, the vice-captain the
 * next; the bench is ordered by xP (the order the substitution rule rewards).
 *
 * @param squad - The 15 players (2 GK, 5 DEF, 5 MID, 3 FWD) with their xP.
 * @param options - {@link PickFplCaptainOptions}; `asOf` is required.
 * @returns {@link PickFplCaptainResult}.
 * @throws {@link GuidekitError} `invalid_squad` when the squad does not have the rules' position counts; a malformed player.
 * @example
 * ```ts
 * pickFplCaptain(squad, { asOf: '2026-11-25' }).captain;
 * ```
 * @see https://fantasy.premierleague.com/help/rules
 * @see docs/sports-models.md
 */
export function pickFplCaptain(squad: readonly FplPlayer[], options: PickFplCaptainOptions): PickFplCaptainResult {
  const fn = 'pickFplCaptain';
  const opts = readOptions(fn, options);
  const players = readFplPlayers(fn, squad);
  const rules = readRule(fn, SPORTS_FPL_RULES, opts.asOf);
  const bench = readRule(fn, SPORTS_FPL_BENCH_WEIGHTS, opts.asOf);
  const r = rules.value;
  const byPos = Object.fromEntries(POSITIONS.map((pos) => [pos, players.filter((p) => p.position === pos).sort((a, b) => b.xp - a.xp || a.id.localeCompare(b.id))])) as Record<(typeof POSITIONS)[number], FplPlayer[]>;
  for (const pos of POSITIONS) if (byPos[pos].length !== r.squad[pos]) fail(fn, 'squad', 'invalid_squad', `the squad needs ${r.squad[pos]} ${pos}, got ${byPos[pos].length}`);
  let best: { lineup: FplPlayer[]; formation: string; xp: number } | null = null;
  for (let d = r.lineup_min.DEF; d <= r.lineup_max.DEF; d++) {
    for (let m = r.lineup_min.MID; m <= r.lineup_max.MID; m++) {
      const f = r.lineup_size - r.lineup_min.GK - d - m;
      if (f < r.lineup_min.FWD || f > r.lineup_max.FWD) continue;
      const lineup = [...byPos.GK.slice(0, r.lineup_min.GK), ...byPos.DEF.slice(0, d), ...byPos.MID.slice(0, m), ...byPos.FWD.slice(0, f)];
      const xp = lineup.reduce((s, p) => s + p.xp, 0);
      if (best === null || xp > best.xp + 1e-12) best = { lineup, formation: `${d}-${m}-${f}`, xp };
    }
  }
  const lineup = [...best!.lineup].sort((a, b) => b.xp - a.xp || a.id.localeCompare(b.id));
  const starting = new Set(lineup.map((p) => p.id));
  const subs = players.filter((p) => !starting.has(p.id));
  const benchOrder = [...subs.filter((p) => p.position === 'GK'), ...subs.filter((p) => p.position !== 'GK').sort((a, b) => b.xp - a.xp || a.id.localeCompare(b.id))];
  return {
    captain: lineup[0]!.id,
    vice_captain: lineup[1]!.id,
    lineup: best!.lineup.map((p) => p.id),
    bench: benchOrder.map((p) => p.id),
    formation: best!.formation,
    lineup_xp: best!.xp + lineup[0]!.xp * (r.captain_multiplier - 1),
    captain_margin: lineup[0]!.xp - lineup[1]!.xp,
    ...citeRules([rules, bench], { lang: opts.lang ?? 'en' }),
  };
}
