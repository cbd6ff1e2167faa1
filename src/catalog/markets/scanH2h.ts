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
import { scanH2hResponse } from './responses/scanH2h.js';

/**
 * GET /api/scan/h2h: two players head to head for the next gameweek: each one's projection from his own record, the
 * betting verdict (the chance each scores more FPL points, with fair odds: no source prices player head-to-heads) and
 * the fantasy verdict (whom to pick). The only player source is the FPL game: another sport is a 503 naming the missing
 * source, before payment. Parameters (ours: the spec shows none): `players` (two FPL ids or names) and `sport`.
 */
export const scanH2h = defineEndpoint({
  operationId: 'scanH2h',
  method: 'GET',
  path: '/api/scan/h2h',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Player head-to-head: betting and fantasy verdict.',
  params: z
    .object({
      // The two players: FPL ids or names, comma-separated.
      players: q.list({ maxItems: 2, maxLength: 60 }).optional().meta(UNDECLARED_PARAM_META),
      sport: q.oneOf(SPORT_KEYS).optional().meta(UNDECLARED_PARAM_META),
      lang: langParam,
    })
    .superRefine((p, ctx) => {
      if (p.players !== undefined && p.players.length !== 2) ctx.addIssue({ code: 'custom', path: ['players'], message: 'must name exactly two players' });
    }),
  precheck: (p) => {
    if (p.players === undefined) throw new GuidekitError('scanH2h: name the players (FPL ids or names, comma-separated)', { code: 'required', field: 'players' });
    requireFplSport(p.sport, 'scanH2h');
  },
  needs: ['fpl'],
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const { context, projections } = await projectNamedPlayers(ctx.ports.fpl, p.players!, { asOf: ctx.asOf, trace: ctx.trace, lang, field: 'players' });
    const comparison = comparePlayerProjections(projections);
    const [first, second] = comparison.ranking;
    const pair = comparison.pairs[0]!;
    const t = createTranslate(sportsScanMessages, lang);
    const words = { a: first!.name, b: second!.name, pa: first!.projection.toFixed(2), pb: second!.projection.toFixed(2) };
    return {
      sport: 'epl',
      gameweek: context.gameweek,
      players: projections.map(({ rules: _rules, ...x }) => x),
      betting: { favourite: first!.id, a: pair.a, b: pair.b, a_ahead: pair.a_ahead, fair_odds_a: pair.fair_odds_a, fair_odds_b: pair.a_ahead === null || pair.a_ahead >= 1 ? null : 1 / (1 - pair.a_ahead) },
      fantasy: { pick: first!.id, projection_gap: first!.projection - second!.projection },
      explanation: pair.a_ahead === null ? t('h2h_unpriced', words) : t('h2h_explanation', { ...words, p: `${(100 * pair.a_ahead).toFixed(0)} %` }),
      ...mergeSportsCitations(projections.map((x) => x.rules), lang),
    };
  },
  response: scanH2hResponse,
  conflict: 'The FPL game is pre-season or at rollover: there is no gameweek to project (nothing-clears).',
});
