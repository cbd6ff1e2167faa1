import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { futuresCategoryParam } from '../marketParams.js';

/** GET /api/scan/futures: Futures scanner by category (index, energy, metals, ags, rates). */
export const scanFutures = defineEndpoint({
  operationId: 'scanFutures',
  method: 'GET',
  path: '/api/scan/futures',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Futures scanner by category (index, energy, metals, ags, rates).',
  params: z.object({
    category: futuresCategoryParam,
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
