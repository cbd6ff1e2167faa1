import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { POLITICS_TAGS } from '../marketParams.js';

/** GET /api/signal/politics: Politics, geopolitics and elections scan: depth-verified sum-arbitrage or wire-event dislocations, venue numbers only. */
export const signalPolitics = defineEndpoint({
  operationId: 'signalPolitics',
  method: 'GET',
  path: '/api/signal/politics',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Politics, geopolitics and elections scan: depth-verified sum-arbitrage or wire-event dislocations, venue numbers only.',
  params: z.object({
    tag: q.oneOf(POLITICS_TAGS).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
