import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/stormy: Daily temperature scan of highest and lowest ladders (about 52 cities) versus each bucket book. */
export const signalStormy = defineEndpoint({
  operationId: 'signalStormy',
  method: 'GET',
  path: '/api/signal/stormy',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Daily temperature scan of highest and lowest ladders (about 52 cities) versus each bucket book.',
  params: z.object({
    city: q.text({ max: 80 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
