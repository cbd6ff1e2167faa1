import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/attention: Weekly post-count bin scan for one account handle. */
export const signalAttention = defineEndpoint({
  operationId: 'signalAttention',
  method: 'GET',
  path: '/api/signal/attention',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Weekly post-count bin scan for one account handle.',
  params: z.object({
    handle: q.text({ max: 100 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
