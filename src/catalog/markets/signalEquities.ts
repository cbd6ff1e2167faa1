import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/equities: Equities signal with signal-type gating. */
export const signalEquities = defineEndpoint({
  operationId: 'signalEquities',
  method: 'GET',
  path: '/api/signal/equities',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Equities signal with signal-type gating.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
