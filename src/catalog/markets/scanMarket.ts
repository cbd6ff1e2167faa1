import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { scanStyleParam } from '../marketParams.js';

/** GET /api/scan/market: Cross-asset scanner over 42 instruments (28 FX pairs plus metals, indices and crypto CFDs). */
export const scanMarket = defineEndpoint({
  operationId: 'scanMarket',
  method: 'GET',
  path: '/api/scan/market',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Cross-asset scanner over 42 instruments (28 FX pairs plus metals, indices and crypto CFDs).',
  params: z.object({
    style: scanStyleParam,
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
