import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { SPORT_KEYS } from '../marketParams.js';
import { projectNamedPlayers } from './_sports/projectNamedPlayers.js';
import { requireFplSport } from './_sports/requireFplSport.js';
import { scanPlayerResponse } from './responses/scanPlayer.js';

/**
 * GET /api/scan/player: one player's outlook for the next gameweek from his own match record: expected fantasy points
 * with their spread (floor and ceiling), over/under probabilities on points lines, goal and assist props, and fantasy
 * points under the contest's scoring (the FPL game's). The only player source guidekit reads is the Fantasy Premier
 * League game: any other sport is a 503 naming the missing source, before payment. Parameters (ours: the spec shows
 * none): `player` (FPL id or name) and `sport` (default the FPL game's, epl).
 */
export const scanPlayer = defineEndpoint({
  operationId: 'scanPlayer',
  method: 'GET',
  path: '/api/scan/player',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Single-player projected outlook: props and fantasy projection.',
  params: z.object({
    // The player: FPL id or name.
    player: q.text({ max: 60 }).optional().meta(UNDECLARED_PARAM_META),
    // The player's sport; only epl (the FPL game) has a player source.
    sport: q.oneOf(SPORT_KEYS).optional().meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  precheck: (p) => {
    if (p.player === undefined) throw new GuidekitError('scanPlayer: name the player (FPL id or name)', { code: 'required', field: 'player' });
    requireFplSport(p.sport, 'scanPlayer');
  },
  needs: ['fpl'],
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const { context, projections } = await projectNamedPlayers(ctx.ports.fpl, [p.player!], { asOf: ctx.asOf, trace: ctx.trace, lang, field: 'player', single: true });
    const { rules, ...projection } = projections[0]!;
    const t = createTranslate(sportsScanMessages, lang);
    const pr = projection.projection;
    return {
      sport: 'epl',
      gameweek: context.gameweek,
      ...projection,
      explanation: t('player_explanation', {
        name: projection.player.name,
        mean: pr.mean.toFixed(2),
        gw: context.gameweek.id,
        range: pr.floor === null || pr.ceiling === null ? '' : ` (${pr.floor.toFixed(1)}–${pr.ceiling.toFixed(1)})`,
        goal: projection.props.anytime_goal === null ? '—' : `${(100 * projection.props.anytime_goal).toFixed(0)} %`,
      }),
      ...mergeSportsCitations([rules], lang),
    };
  },
  response: scanPlayerResponse,
  conflict: 'The FPL game is pre-season or at rollover: there is no gameweek to project (nothing-clears).',
});
