import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/perps: Perpetual dislocation scan: the single largest gap against a cross-venue reference, in cost-floor units (409 when none clears). */
export const signalPerps = defineEndpoint({
  operationId: 'signalPerps',
  method: 'GET',
  path: '/api/signal/perps',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Perpetual dislocation scan: the single largest gap against a cross-venue reference, in cost-floor units (409 when none clears).',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
