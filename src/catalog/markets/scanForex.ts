import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { scanStyleParam } from '../marketParams.js';

/** GET /api/scan/forex: FX scanner over 28 pairs. */
export const scanForex = defineEndpoint({
  operationId: 'scanForex',
  method: 'GET',
  path: '/api/scan/forex',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'FX scanner over 28 pairs.',
  params: z.object({
    style: scanStyleParam,
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
