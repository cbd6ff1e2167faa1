import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/scan/racing: GB and Ireland horse-racing card scan, highest-EV selection. */
export const scanRacing = defineEndpoint({
  operationId: 'scanRacing',
  method: 'GET',
  path: '/api/scan/racing',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'GB and Ireland horse-racing card scan, highest-EV selection.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
