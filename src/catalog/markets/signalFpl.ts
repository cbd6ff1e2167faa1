import Decimal from 'decimal.js';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { assembleFplSignal } from '../../markets/sportsScans/assembleFplSignal.js';
import { findFplPlayer } from '../../markets/sportsScans/findFplPlayer.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { loadFplPool } from './_sports/loadFplPool.js';
import { signalFplResponse } from './responses/signalFpl.js';

/**
 * GET /api/signal/fpl: the Fantasy Premier League engine. The whole player pool is projected over the next gameweeks
 * (expected points from season form, minutes, availability and fixture difficulty); the answer gives the 100.0m squad
 * that maximises them (a HiGHS MIP under the game's rules), the captain and vice-captain for the next gameweek, the
 * transfer scan over the full pool (the best of each position, and differentials few managers own), and, for a
 * manager's squad, the transfer plan with its hits. Pre-season and at season rollover the engine has no verdict: 409,
 * never charged. Parameters (ours: the spec shows none): `squad` (the 15 players owned, by id or name), `bank` (money in
 * the bank, millions) and `free_transfers`.
 */
export const signalFpl = defineEndpoint({
  operationId: 'signalFpl',
  method: 'GET',
  path: '/api/signal/fpl',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Fantasy football engine: captaincy, transfer scans, squad builds (409 pre-season and at season rollover).',
  params: z
    .object({
      // The 15 players owned: FPL ids or names, comma-separated.
      squad: q.list({ maxItems: 15, maxLength: 60 }).optional().meta(UNDECLARED_PARAM_META),
      // Money in the bank, millions (0.5 is £0.5m).
      bank: q.money({ min: 0, max: 100 }).optional().meta(UNDECLARED_PARAM_META),
      free_transfers: q.integer({ min: 0, max: 5 }).optional().meta(UNDECLARED_PARAM_META),
      lang: langParam,
    })
    .superRefine((p, ctx) => {
      if (p.squad !== undefined && p.squad.length !== 15) ctx.addIssue({ code: 'custom', path: ['squad'], message: `must list the 15 players owned, got ${p.squad.length}` });
    }),
  needs: ['fpl', 'solver'],
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const { game, gameweek, pool } = await loadFplPool(ctx.ports.fpl, { asOf: ctx.asOf, trace: ctx.trace, lang });
    const squad = p.squad?.map((name, i) => String(findFplPlayer(name, game.players, `squad[${i}]`).id));
    const solver = await ctx.ports.solver.load();
    const { rules, ...signal } = assembleFplSignal(pool, {
      solver,
      asOf: ctx.asOf,
      budgetTenths: game.rules.budget,
      lang,
      ...(squad === undefined ? {} : { team: { squad, bank_tenths: p.bank === undefined ? 0 : new Decimal(p.bank).times(10).round().toNumber(), free_transfers: p.free_transfers ?? 1 } }),
    });
    const t = createTranslate(sportsScanMessages, lang);
    return {
      gameweek,
      horizon: pool.gameweeks,
      ...signal,
      saw: [t('fpl_saw', { players: pool.players.length, gws: pool.gameweeks.join(', '), unplayed: pool.unplayed })],
      not_seen: [t('fpl_not_seen')],
      ...mergeSportsCitations([rules], lang),
    };
  },
  response: signalFplResponse,
  conflict: 'Pre-season (no gameweek finished) or season rollover (every gameweek finished): the engine has no verdict; `season_state` says which (nothing-clears).',
});
