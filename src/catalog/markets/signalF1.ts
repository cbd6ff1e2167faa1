import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/f1: F1 race-weekend field scan: winner, podium, top-N, head-to-head, constructor, qualifying. */
export const signalF1 = defineEndpoint({
  operationId: 'signalF1',
  method: 'GET',
  path: '/api/signal/f1',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'F1 race-weekend field scan: winner, podium, top-N, head-to-head, constructor, qualifying.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
