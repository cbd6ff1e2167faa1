import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { comparePlayerProjections } from '../../markets/sportsScans/comparePlayerProjections.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { SPORT_KEYS } from '../marketParams.js';
import { projectNamedPlayers } from './_sports/projectNamedPlayers.js';
import { requireFplSport } from './_sports/requireFplSport.js';
import { scanCompareResponse } from './responses/scanCompare.js';

/**
 * GET /api/scan/compare: two to ten named players ranked by their projected fantasy points for the next gameweek, each
 * with his projection, spread and props, and every pair's chance of outscoring the other. The only player source is
 * the FPL game: another sport is a 503 naming the missing source, before payment. Parameters (ours: the spec shows
 * none): `players` (FPL ids or names) and `sport`.
 */
export const scanCompare = defineEndpoint({
  operationId: 'scanCompare',
  method: 'GET',
  path: '/api/scan/compare',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Compare and rank two or more named players.',
  params: z
    .object({
      // Two to ten players: FPL ids or names, comma-separated.
      players: q.list({ maxItems: 10, maxLength: 60 }).optional().meta(UNDECLARED_PARAM_META),
      sport: q.oneOf(SPORT_KEYS).optional().meta(UNDECLARED_PARAM_META),
      lang: langParam,
    })
    .superRefine((p, ctx) => {
      if (p.players !== undefined && p.players.length < 2) ctx.addIssue({ code: 'custom', path: ['players'], message: 'must name at least two players' });
    }),
  precheck: (p) => {
    if (p.players === undefined) throw new GuidekitError('scanCompare: name the players (FPL ids or names, comma-separated)', { code: 'required', field: 'players' });
    requireFplSport(p.sport, 'scanCompare');
  },
  needs: ['fpl'],
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const { context, projections } = await projectNamedPlayers(ctx.ports.fpl, p.players!, { asOf: ctx.asOf, trace: ctx.trace, lang, field: 'players' });
    const comparison = comparePlayerProjections(projections);
    const t = createTranslate(sportsScanMessages, lang);
    return {
      sport: 'epl',
      gameweek: context.gameweek,
      ranking: comparison.ranking,
      pairs: comparison.pairs,
      players: projections.map(({ rules: _rules, ...x }) => x),
      explanation: t('compare_explanation', { count: projections.length, gw: context.gameweek.id, first: comparison.ranking[0]!.name, mean: comparison.ranking[0]!.projection.toFixed(2) }),
      ...mergeSportsCitations(projections.map((x) => x.rules), lang),
    };
  },
  response: scanCompareResponse,
  conflict: 'The FPL game is pre-season or at rollover: there is no gameweek to project (nothing-clears).',
});
