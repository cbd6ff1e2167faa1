import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { runF1Scan } from './_sports/runF1Scan.js';
import { signalF1Response } from './responses/signalF1.js';

/**
 * GET /api/signal/f1: F1 race-weekend field scan. No odds source guidekit reads prices Formula 1 (The Odds API lists no
 * motor racing), so the field is rated from results, and the answer says so: Plackett–Luce strengths fitted to the
 * last races' finishing orders (recency-weighted), then the winner, podium (Harville, exact), top six and points
 * (seeded simulation), pole (from the qualifying orders), each constructor's win and team-mates' head-to-heads, as fair
 * probabilities and odds. Parameters (ours: the spec shows none): `season` and `round` choose the race (default: the
 * next race on or after the date).
 */
export const signalF1 = defineEndpoint({
  operationId: 'signalF1',
  method: 'GET',
  path: '/api/signal/f1',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'F1 race-weekend field scan: winner, podium, top-N, head-to-head, constructor, qualifying.',
  params: z.object({
    // The championship year; default the date's.
    season: q.integer({ min: 1950, max: 2100 }).optional().meta(UNDECLARED_PARAM_META),
    // The round of that season; default the next race on or after the date.
    round: q.integer({ min: 1, max: 30 }).optional().meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  needs: ['f1'],
  run: async (p, ctx) => {
    const scan = await runF1Scan(ctx.ports.f1, { asOf: ctx.asOf, trace: ctx.trace, lang: ctx.lang.lang, ...(p.season === undefined ? {} : { season: p.season }), ...(p.round === undefined ? {} : { round: p.round }) });
    const { rules, ...rest } = scan;
    return { ...rest, ...mergeSportsCitations([rules], ctx.lang.lang) };
  },
  response: signalF1Response,
  conflict: 'No race is scheduled on or after the date, or none has been run to rate the field from (nothing-clears).',
});
