import Decimal from 'decimal.js';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import { SPORTS_FPL_SIGNAL } from '../../markets/rules/sportsScans.js';
import { assembleFplSignal, type FplPlayerLine } from '../../markets/sportsScans/assembleFplSignal.js';
import { buildFplFreeHitLineup } from '../../markets/sportsScans/buildFplFreeHitLineup.js';
import { findFplPlayer } from '../../markets/sportsScans/findFplPlayer.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import type { FplPoolPlayer } from '../../markets/sportsScans/projectFplPool.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { FANTASY_CONTESTS, SPORT_KEYS } from '../marketParams.js';
import { loadFplPool } from './_sports/loadFplPool.js';
import { requireFplSport } from './_sports/requireFplSport.js';
import { scanFantasyResponse } from './responses/scanFantasy.js';

/** The slate override: a gameweek number, as `12` or `gw12`. */
function readSlate(slate: string | undefined): number | undefined {
  if (slate === undefined) return undefined;
  const m = /^(?:gw|gameweek)?\s*(\d{1,2})$/i.exec(slate.trim());
  if (m === null) throw new GuidekitError(`scanFantasy: slate must be a gameweek such as 12 or gw12, got ${JSON.stringify(slate)}`, { code: 'invalid_slate', field: 'slate' });
  return Number(m[1]);
}

const line = (p: FplPoolPlayer): FplPlayerLine => ({ id: p.id, name: p.name, position: p.position, club: p.club_name, price: new Decimal(p.price_tenths).div(10), xp_next: p.xp_next, xp_horizon: p.xp_horizon, selected_by_pct: p.selected_by_pct, status: p.status });

/**
 * GET /api/scan/fantasy: fantasy advice on the Fantasy Premier League game, the one fantasy game whose players guidekit
 * can read. With a manager's `squad`: start/sit (the best eleven and bench order for the gameweek, the captain) and
 * trades (the transfer plan, HiGHS MIP). Always: waivers (FPL has no waiver wire; the nearest thing is the best players
 * few managers own). With `contest` (gpp or cash): a DFS lineup on FPL's own gameweek as the slate (a Free Hit eleven,
 * HiGHS MIP per formation). `slate` picks another unfinished gameweek; `book` names the DFS site (only `fpl` has a
 * source: any other is a 503 naming the missing slate source, before payment, as is any sport but epl). Pre-season and
 * at rollover: 409, never charged.
 */
export const scanFantasy = defineEndpoint({
  operationId: 'scanFantasy',
  method: 'GET',
  path: '/api/scan/fantasy',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Fantasy advice: start/sit, DFS lineup, waivers, trades.',
  params: z
    .object({
      contest: q.oneOf(FANTASY_CONTESTS).optional(),
      slate: q.text({ max: 60 }).optional(),
      // A sportsbook code (book=<book_code>); the spec does not list the codes.
      book: q.text({ max: 40 }).optional(),
      // Ours: the sport (only epl, the FPL game, has a player source), the manager's squad, bank and free transfers.
      sport: q.oneOf(SPORT_KEYS).optional().meta(UNDECLARED_PARAM_META),
      squad: q.list({ maxItems: 15, maxLength: 60 }).optional().meta(UNDECLARED_PARAM_META),
      bank: q.money({ min: 0, max: 100 }).optional().meta(UNDECLARED_PARAM_META),
      free_transfers: q.integer({ min: 0, max: 5 }).optional().meta(UNDECLARED_PARAM_META),
      lang: langParam,
    })
    .superRefine((p, ctx) => {
      if (p.squad !== undefined && p.squad.length !== 15) ctx.addIssue({ code: 'custom', path: ['squad'], message: `must list the 15 players owned, got ${p.squad.length}` });
    }),
  precheck: (p) => {
    requireFplSport(p.sport, 'scanFantasy');
    if (p.book !== undefined && p.book.toLowerCase() !== 'fpl') {
      throw new SourceUnavailableError('dfs-slates', `scanFantasy: no DFS slate source (salaries and rosters) is configured for ${p.book}; the only slate guidekit reads is the FPL game's own gameweek (book=fpl)`);
    }
    readSlate(p.slate);
  },
  needs: ['fpl', 'solver'],
  needsFor: (p) => (p.squad !== undefined || p.contest !== undefined || p.book !== undefined ? ['fpl', 'solver'] : ['fpl']),
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const gw = readSlate(p.slate);
    const { game, gameweek, pool } = await loadFplPool(ctx.ports.fpl, { asOf: ctx.asOf, trace: ctx.trace, lang, ...(gw === undefined ? {} : { gameweek: gw }) });
    const t = createTranslate(sportsScanMessages, lang);
    const signalRule = requireRule(SPORTS_FPL_SIGNAL, ctx.asOf);
    const squad = p.squad?.map((name, i) => String(findFplPlayer(name, game.players, `squad[${i}]`).id));
    const owned = new Set(squad ?? []);
    const cited = [pool.rules, signalRule] as Parameters<typeof mergeSportsCitations>[0][number][];
    const needSolver = squad !== undefined || p.contest !== undefined || p.book !== undefined;
    const solver = needSolver ? await ctx.ports.solver.load() : null;
    let startSit = null;
    let trades = null;
    if (squad !== undefined) {
      const { rules, captaincy, transfers } = assembleFplSignal(pool, {
        solver: solver!,
        asOf: ctx.asOf,
        budgetTenths: game.rules.budget,
        lang,
        team: { squad, bank_tenths: p.bank === undefined ? 0 : new Decimal(p.bank).times(10).round().toNumber(), free_transfers: p.free_transfers ?? 1 },
      });
      cited.push(rules);
      if (captaincy !== null) startSit = { start: captaincy.lineup, sit: captaincy.bench, captain: captaincy.captain, vice_captain: captaincy.vice_captain, formation: captaincy.formation };
      trades = transfers;
    }
    const waivers = pool.players.filter((x) => !owned.has(x.id) && x.selected_by_pct < signalRule.value.differential_ownership_pct && x.xp_next > 0).sort((a, b) => b.xp_next - a.xp_next).slice(0, signalRule.value.scan_per_position).map(line);
    let dfs = null;
    if (p.contest !== undefined || p.book !== undefined) {
      const contest = p.contest ?? 'cash';
      const byId = new Map(pool.players.map((x) => [x.id, x]));
      const lineup = buildFplFreeHitLineup(
        pool.players.map((x) => ({ id: x.id, position: x.position, club: x.club, price_tenths: x.price_tenths, projection: x.xp_next })),
        { solver: solver!, asOf: ctx.asOf, contest, budgetTenths: game.rules.budget, lang },
      );
      cited.push(lineup.rules);
      dfs = {
        book: 'fpl',
        contest,
        slate: gameweek.id,
        status: lineup.status,
        formation: lineup.formation,
        lineup: lineup.lineup.map((s) => ({ slot: s.slot, player: line(byId.get(s.id)!) })),
        cost: new Decimal(lineup.salary_tenths).div(10),
        cap: new Decimal(game.rules.budget - lineup.bench_tenths).div(10),
        projection: lineup.projection,
        candidates: lineup.candidates,
        note: t('fantasy_dfs_note'),
      };
    }
    const explanation = [
      startSit === null ? null : t('fantasy_explanation', { gw: gameweek.id, starts: startSit.start.map((x) => x.name).join(', '), bench: startSit.sit.map((x) => x.name).join(', '), captain: startSit.captain.name }),
      dfs === null || dfs.formation === null ? null : t('fantasy_dfs', { gw: gameweek.id, contest: dfs.contest, formation: dfs.formation, cost: dfs.cost.toFixed(1), cap: dfs.cap.toFixed(1), points: dfs.projection.toFixed(1) }),
    ].filter((x) => x !== null);
    return {
      sport: 'epl',
      gameweek,
      start_sit: startSit,
      waivers,
      trades,
      dfs,
      explanation: explanation.length > 0 ? explanation.join(' ') : t('compare_explanation', { count: waivers.length, gw: gameweek.id, first: waivers[0]?.name ?? '—', mean: waivers[0]?.xp_next.toFixed(2) ?? '—' }),
      saw: [t('fpl_saw', { players: pool.players.length, gws: pool.gameweeks.join(', '), unplayed: pool.unplayed })],
      not_seen: [t('fpl_not_seen')],
      ...mergeSportsCitations(cited, lang),
    };
  },
  response: scanFantasyResponse,
  conflict: 'The FPL game is pre-season or at rollover: there is no gameweek to advise on (nothing-clears).',
});
