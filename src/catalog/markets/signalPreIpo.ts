import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/pre-ipo: Pre-IPO and new-listing radar signal. */
export const signalPreIpo = defineEndpoint({
  operationId: 'signalPreIpo',
  method: 'GET',
  path: '/api/signal/pre-ipo',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Pre-IPO and new-listing radar signal.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
