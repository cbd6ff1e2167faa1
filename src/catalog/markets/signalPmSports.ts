import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { PM_SPORTS_VALUES } from '../marketParams.js';

/** GET /api/signal/pm-sports: Per-sport moneyline scan anchored to de-vigged sportsbook consensus. */
export const signalPmSports = defineEndpoint({
  operationId: 'signalPmSports',
  method: 'GET',
  path: '/api/signal/pm-sports',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Per-sport moneyline scan anchored to de-vigged sportsbook consensus.',
  params: z.object({
    sport: q.oneOf(PM_SPORTS_VALUES),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
