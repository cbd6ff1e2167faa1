import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/scan/game: Deep single-match analysis with 3 ranked positive-expected-value plays. */
export const scanGame = defineEndpoint({
  operationId: 'scanGame',
  method: 'GET',
  path: '/api/scan/game',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Deep single-match analysis with 3 ranked positive-expected-value plays.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
