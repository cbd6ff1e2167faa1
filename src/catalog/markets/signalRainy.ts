import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/rainy: Monthly precipitation scan (5 cities): gauge floor plus climatology and forecast versus each bucket book. */
export const signalRainy = defineEndpoint({
  operationId: 'signalRainy',
  method: 'GET',
  path: '/api/signal/rainy',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Monthly precipitation scan (5 cities): gauge floor plus climatology and forecast versus each bucket book.',
  params: z.object({
    city: q.text({ max: 80 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
