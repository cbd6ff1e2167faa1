import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { SIGNAL_SPORTS_VALUES, SPORTS_MARKETS } from '../marketParams.js';

/** GET /api/signal/sports: Sports pick for 35+ sports worldwide: 3 ranked picks. */
export const signalSports = defineEndpoint({
  operationId: 'signalSports',
  method: 'GET',
  path: '/api/signal/sports',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Sports pick for 35+ sports worldwide: 3 ranked picks.',
  params: z.object({
    // The supported sports, plus f1 (the F1 scan is also reachable as signal/sports with sport=f1).
    sport: q.oneOf(SIGNAL_SPORTS_VALUES),
    // A team name or slug.
    event: q.text({ max: 120 }).optional(),
    market: q.oneOf(SPORTS_MARKETS).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
