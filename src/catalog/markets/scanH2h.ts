import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/scan/h2h: Player head-to-head: betting and fantasy verdict. */
export const scanH2h = defineEndpoint({
  operationId: 'scanH2h',
  method: 'GET',
  path: '/api/scan/h2h',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Player head-to-head: betting and fantasy verdict.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
